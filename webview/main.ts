/**
 * The board webview: says `ready`, then draws whatever position the host sends and lets the user
 * step through its line with the arrow keys, Home/End, or the buttons. State survives hiding.
 */
import { replayPrefix } from '../src/core/line';
import { moveToIccs } from '../src/core/notation';
import type { Position } from '../src/core/position';
import { ALL_SQUARES, squareName } from '../src/core/squares';
import { ROLE_LETTERS } from '../src/core/types';
import { Endpoint } from '../src/protocol/rpc';
import { BoardViewDto, HostToWebview, WebviewToHost, isHostToWebview } from '../src/protocol/webview';
import { createBoard, isKey, type Key, type Piece, type Role } from './board';

interface VsCodeApi {
  postMessage(msg: WebviewToHost): void;
  getState(): unknown;
  setState(s: unknown): void;
}
declare function acquireVsCodeApi(): VsCodeApi;

const vscode = acquireVsCodeApi();
interface State {
  view: BoardViewDto;
  ply: number;
  flipped: boolean;
}
let state = vscode.getState() as State | undefined;

const $ = (id: string): HTMLElement => document.getElementById(id) as HTMLElement;
// the preview only shows a line: nothing to move by hand
const board = createBoard($('board'), { viewOnly: true });

/** The position after `ply` moves of the line, and the squares of the last move. */
const positionAt = (view: BoardViewDto, ply: number): { pos: Position; last?: [Key, Key] } | undefined => {
  const line = replayPrefix(view.fen, view.line.slice(0, ply));
  if (!line) return undefined;
  const m = line.moves[line.moves.length - 1];
  const text = m === undefined ? '' : moveToIccs(m);
  const from = text.slice(0, 2);
  const to = text.slice(2, 4);
  return { pos: line.position, last: isKey(from) && isKey(to) ? [from, to] : undefined };
};

const draw = (): void => {
  if (!state) return;
  const { view, ply, flipped } = state;
  const at = positionAt(view, ply);
  // a FEN the rules cannot read: say which, on an empty board
  $('title').textContent = at ? view.title : `${view.title}: ${view.fen}`;
  if (!at) {
    board.set({ position: new Map(), lastMove: undefined, check: undefined });
    return;
  }
  const pieces = new Map<Key, Piece>();
  for (const sq of ALL_SQUARES) {
    const p = at.pos.pieceAt(sq);
    const key = squareName(sq);
    if (p && isKey(key)) pieces.set(key, { role: ROLE_LETTERS[p.role] as Role, color: p.color === 0 ? 'red' : 'black' });
  }
  const king = at.pos.inCheck() ? squareName(at.pos.kingSquare(at.pos.turn)) : undefined;
  board.set({
    position: pieces,
    lastMove: at.last,
    check: isKey(king) ? king : undefined,
    orientation: flipped ? 'black' : 'red',
    glyphs: view.glyphs,
    coordinates: view.glyphs === 'zh' ? 'zh' : 'iccs',
    label: view.title,
  });
  const moves = $('moves');
  moves.replaceChildren(
    ...view.labels.map((label, i) => {
      const b = document.createElement('button');
      b.textContent = `${i % 2 === 0 ? `${Math.floor(i / 2) + 1}. ` : ''}${label}`;
      b.className = i + 1 === ply ? 'move current' : 'move';
      b.addEventListener('click', () => step(i + 1));
      return b;
    }),
  );
  $('ply').textContent = `${ply}/${view.line.length}`;
};

const step = (ply: number): void => {
  if (!state) return;
  state.ply = Math.max(0, Math.min(ply, state.view.line.length));
  vscode.setState(state);
  host.notify({ type: 'stepped', ply: state.ply });
  draw();
};

const host = new Endpoint<WebviewToHost, HostToWebview>({
  send: (m) => vscode.postMessage(m),
  validate: isHostToWebview,
  classify: () => 'event',
  onEvent: (m) => {
    state = { view: m.view, ply: 0, flipped: state?.flipped ?? false };
    vscode.setState(state);
    draw();
  },
});
window.addEventListener('message', (e: MessageEvent) => host.receive(e.data));

window.addEventListener('keydown', (e) => {
  if (!state) return;
  const keys: Record<string, number> = { ArrowLeft: state.ply - 1, ArrowRight: state.ply + 1, Home: 0, End: state.view.line.length };
  if (e.key in keys) {
    step(keys[e.key]);
    e.preventDefault();
  } else if (e.key === 'f') {
    state.flipped = !state.flipped;
    vscode.setState(state);
    draw();
  }
});
for (const [id, delta] of [['prev', -1], ['next', 1]] as const) $(id).addEventListener('click', () => step((state?.ply ?? 0) + delta));
$('flip').addEventListener('click', () => {
  if (!state) return;
  state.flipped = !state.flipped;
  vscode.setState(state);
  draw();
});

draw();
host.sayReady({ type: 'ready' });
