/**
 * The browser check's page: the board and every panel mounted as an editor would mount them, fed
 * by the real rules (src/core) for destinations and move labels, with a small game tree of its own.
 * test/webview/check.ts serves it under the webview's CSP and drives it; `window.__xq` is its handle.
 */
import { parseFen, START_FEN } from '../../../src/core/fen';
import { formatMove, parseIccs } from '../../../src/core/notation';
import type { Position } from '../../../src/core/position';
import { ALL_SQUARES, squareName } from '../../../src/core/squares';
import { moveFrom, moveTo, ROLE_LETTERS } from '../../../src/core/types';
import { createBoard, isKey, renderBoardSvg, squareToPointOf, type Arrow, type Key, type Piece, type Role } from './boardAccess';
import { createEngineLines } from '../../../webview/panels/engineLines';
import { createEvalBar } from '../../../webview/panels/evalBar';
import { createEvalGraph } from '../../../webview/panels/evalGraph';
import { createMoveTree } from '../../../webview/panels/moveTree';
import type { MoveNode } from '../../../webview/panels/moveTreeLayout';
import { registerToolkit } from '../../../webview/ui/toolkit';

registerToolkit();
const lang = document.body.dataset.lang === 'en' ? 'en' : 'zh';
const notation = lang === 'zh' ? 'zh' : 'wxf';

/** The page's game: ICCS moves in a tree; ids are the ICCS path from the start. */
interface Node {
  readonly id: string;
  readonly iccs: string;
  readonly children: Node[];
  comment?: string;
  nags?: number[];
  quality?: MoveNode['quality'];
  cp?: number;
}
const root: Node = { id: '', iccs: '', children: [] };
const add = (parent: Node, iccs: string): Node => {
  const found = parent.children.find((c) => c.iccs === iccs);
  if (found) return found;
  const n: Node = { id: parent.id ? `${parent.id} ${iccs}` : iccs, iccs, children: [] };
  parent.children.push(n);
  return n;
};
const line = (from: Node, moves: string): Node => moves.split(' ').reduce(add, from);
// the main line, then two variations (at Black's first move and at Red's third)
const end = line(root, 'h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 b0c2 c6c5');
line(root.children[0], 'b9c7 b0c2 a9b9');
line(root.children[0].children[0].children[0], 'g6g5 c3c4');
const byId = new Map<string, Node>();
const index = (n: Node): void => {
  byId.set(n.id, n);
  n.children.forEach(index);
};
index(root);
root.children[0].comment = lang === 'zh' ? '中炮开局' : 'The central cannon';
root.children[0].children[0].children[0].nags = [1];
[35, 30, 40, 32, 45, 20, 60, -120].reduce((n, cp, i) => {
  n.cp = cp;
  if (i === 7) n.quality = 'mistake';
  if (i === 5) n.quality = 'inaccuracy';
  return n.children[0];
}, root.children[0]);
void end;

let current: Node = root;
let orientation: 'red' | 'black' = 'red';
const path = (n: Node): Node[] => (n.id ? n.id.split(' ').map((_, i, a) => byId.get(a.slice(0, i + 1).join(' '))!) : []);

const positionOf = (n: Node): Position => {
  const r = parseFen(START_FEN);
  if (!r.ok) throw new Error('start FEN');
  for (const step of path(n)) {
    const m = parseIccs(r.value, step.iccs);
    if (!m.ok) throw new Error(step.iccs);
    r.value.play(m.value);
  }
  return r.value;
};
const labelOf = (n: Node): string => {
  const parent = n.id.includes(' ') ? byId.get(n.id.slice(0, n.id.lastIndexOf(' ')))! : root;
  const pos = positionOf(parent);
  const m = parseIccs(pos, n.iccs);
  return m.ok ? formatMove(pos, m.value, notation) : n.iccs;
};
const toView = (n: Node): MoveNode => ({ id: n.id, label: labelOf(n), comment: n.comment, nags: n.nags, quality: n.quality, children: n.children.map(toView) });

const piecesOf = (pos: Position): Map<Key, Piece> => {
  const pieces = new Map<Key, Piece>();
  for (const sq of ALL_SQUARES) {
    const p = pos.pieceAt(sq);
    const k = squareName(sq);
    if (p && isKey(k)) pieces.set(k, { role: ROLE_LETTERS[p.role] as Role, color: p.color === 0 ? 'red' : 'black' });
  }
  return pieces;
};
const destsOf = (pos: Position): Map<Key, Key[]> => {
  const dests = new Map<Key, Key[]>();
  for (const m of pos.legalMoves()) {
    const from = squareName(moveFrom(m)) as Key;
    dests.set(from, [...(dests.get(from) ?? []), squareName(moveTo(m)) as Key]);
  }
  return dests;
};
/** Three fixed "engine lines" for the start position, to show ranked arrows and the panel. */
const LINES = [
  { moves: 'h2e2 h9g7 h0g2 i9h9', cp: 35 },
  { moves: 'b2e2 b9c7 b0c2', cp: 28 },
  { moves: 'h0g2 h9g7 i0h0', cp: 20 },
];
const score = (cp: number): string => `${cp > 0 ? '+' : ''}${(cp / 100).toFixed(2)}`;

const handle = {
  moves: [] as string[],
  jumps: [] as (string | null)[],
  actions: [] as unknown[],
  violations: [] as string[],
  /** The client (CSS pixel) position of a square's centre. */
  clientPoint(key: Key): { x: number; y: number } {
    const svg = document.querySelector('#board svg') as SVGSVGElement;
    const p = squareToPointOf(key, orientation);
    const c = new DOMPoint(p.x, p.y).matrixTransform(svg.getScreenCTM()!);
    return { x: c.x, y: c.y };
  },
  goto(id: string | null): void {
    current = id === null ? root : (byId.get(id) ?? root);
    show();
  },
  /** Loads the static picture (with its own colours) as an image, as a hover shows it: its size once drawn. */
  staticPicture(): Promise<{ width: number; height: number }> {
    const svg = renderBoardSvg({ position: START_FEN, palette: 'light', width: 202, lastMove: ['h2', 'e2'], arrows: [{ from: 'h9', to: 'g7', label: '+0.3' }], glyphs: lang });
    const img = new Image();
    return new Promise((resolve) => {
      img.onload = () => resolve({ width: img.naturalWidth, height: img.naturalHeight });
      img.onerror = () => resolve({ width: 0, height: 0 });
      img.src = `data:image/svg+xml;base64,${btoa(unescape(encodeURIComponent(svg)))}`;
    });
  },
  flip(): void {
    orientation = orientation === 'red' ? 'black' : 'red';
    board.toggleOrientation();
    show();
  },
};
(window as unknown as { __xq: typeof handle }).__xq = handle;
document.addEventListener('securitypolicyviolation', (e) => handle.violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));

const $ = (id: string): HTMLElement => document.getElementById(id)!;
const board = createBoard($('board'), {
  glyphs: lang,
  coordinates: lang === 'zh' ? 'zh' : 'iccs',
  events: {
    move(from, to) {
      handle.moves.push(from + to);
      current = add(current, from + to);
      index(current);
      show();
    },
  },
});
const bar = createEvalBar($('evalbar'));
const tree = createMoveTree($('tree'), { jump: (id) => (handle.jumps.push(id), handle.goto(id)), action: (a) => handle.actions.push(a) });
const engine = createEngineLines($('engine'), { toggle: () => undefined, play: (l, m) => handle.jumps.push(`line ${l} move ${m}`), addVariation: (l) => handle.actions.push({ kind: 'addVariation', line: l }) });
const graph = createEvalGraph($('graph'), { jump: (id) => (handle.jumps.push(id), handle.goto(id)) });

const show = (): void => {
  const pos = positionOf(current);
  const red = pos.turn === 0;
  const check = pos.inCheck() ? squareName(pos.kingSquare(pos.turn)) : undefined;
  const atStart = current === root;
  const startPos = positionOf(root);
  const pvLabels = (moves: string): string[] => {
    const p = positionOf(root);
    return moves.split(' ').map((t) => {
      const m = parseIccs(p, t);
      if (!m.ok) return t;
      const s = formatMove(p, m.value, notation);
      p.play(m.value);
      return s;
    });
  };
  void startPos;
  const arrows: Arrow[] = atStart
    ? LINES.map((l, i) => ({ from: l.moves.slice(0, 2) as Key, to: l.moves.slice(2, 4) as Key, rank: i + 1, label: score(l.cp) }))
    : [];
  board.set({
    position: piecesOf(pos),
    orientation,
    movable: { color: red ? 'red' : 'black', dests: destsOf(pos) },
    lastMove: current.iccs ? [current.iccs.slice(0, 2) as Key, current.iccs.slice(2, 4) as Key] : undefined,
    check: check && isKey(check) ? check : undefined,
    arrows,
  });
  tree.update({ startPly: 0, children: root.children.map(toView), current: current === root ? null : current.id });
  engine.update({
    startPly: 0,
    running: atStart,
    status: atStart ? (lang === 'zh' ? '深度 14 · 1.2M 节点/秒' : 'depth 14 · 1.2M nps') : undefined,
    lines: atStart ? LINES.map((l, i) => ({ rank: i + 1, depth: 14, score: score(l.cp), value: { kind: 'cp', value: l.cp }, moves: pvLabels(l.moves) })) : [],
  });
  const cp = current.cp ?? (atStart ? LINES[0].cp : undefined);
  bar.update({ orientation, score: cp === undefined ? undefined : { kind: 'cp', value: cp }, label: cp === undefined ? '' : score(cp) });
  const main: Node[] = [];
  for (let n = root.children[0]; n; n = n.children[0]) main.push(n);
  graph.update({ points: main.map((n) => ({ id: n.id, score: n.cp === undefined ? undefined : { kind: 'cp', value: n.cp }, quality: n.quality })), current: current.id || null });
};
show();
document.body.classList.add('ready');
