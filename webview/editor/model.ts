/**
 * The editor page's game, pure: the tree the host sends (moves in ICCS), the rules from src/core for what
 * the board needs (pieces, legal destinations, check), and the move tree's view in the chosen notation.
 * Node ids are paths, written `0.1.0` (the root is '').
 *
 *   const at = positionAt(game, [0, 0]); destsOf(at.position); movesView(game, [0, 0], 'zh')
 */
import { replayPrefix } from '../../src/core/line';
import { Notation, formatMove, moveToIccs, parseIccs } from '../../src/core/notation';
import type { Position } from '../../src/core/position';
import { ALL_SQUARES, squareName } from '../../src/core/squares';
import { ROLE_LETTERS, moveFrom, moveTo } from '../../src/core/types';
import type { NodeData } from '../../src/formats/edit';
import type { GameDto } from '../../src/protocol/webview';
import { isKey, type Dests, type Key, type Piece, type Pieces, type Role } from '../board/types';
import type { MoveNode } from '../panels/moveTreeLayout';

export const idOf = (path: readonly number[]): string => path.join('.');
export const pathOf = (id: string | null): number[] => (id ? id.split('.').map(Number) : []);

/** The nodes along `path` (root excluded), or undefined when it leaves the tree. */
export const nodesAlong = (root: NodeData, path: readonly number[]): NodeData[] | undefined => {
  const out: NodeData[] = [];
  let n = root;
  for (const i of path) {
    const next = n.children?.[i];
    if (!next) return undefined;
    out.push(next);
    n = next;
  }
  return out;
};

export const nodeAt = (root: NodeData, path: readonly number[]): NodeData | undefined => (path.length ? nodesAlong(root, path)?.at(-1) : root);

/** The longest part of `path` that is still in the tree (after an edit removed its end). */
export const clampPath = (root: NodeData, path: readonly number[]): number[] => {
  const out: number[] = [];
  let n = root;
  for (const i of path) {
    const next = n.children?.[i];
    if (!next) break;
    out.push(i);
    n = next;
  }
  return out;
};

/** The path followed by the main continuation to the end of its line. */
export const lineEnd = (root: NodeData, path: readonly number[]): number[] => {
  const out = [...path];
  for (let n = nodeAt(root, path); n?.children?.length; n = n.children[0]) out.push(0);
  return out;
};

export interface Shown {
  readonly position: Position;
  /** Plies from the game's first move to the shown node (the path's length, when legal). */
  readonly ply: number;
  readonly lastMove?: readonly [Key, Key];
  /** The ICCS moves from the start position to here. */
  readonly moves: readonly string[];
}

/** The position at `path`, or undefined for a bad start FEN. Illegal moves (never from our readers) end the line. */
export const positionAt = (game: GameDto, path: readonly number[]): Shown | undefined => {
  const nodes = nodesAlong(game.root, path) ?? [];
  const line = replayPrefix(game.startFen, nodes.map((n) => n.move));
  if (!line) return undefined;
  const last = line.moves.at(-1);
  const text = last === undefined ? '' : moveToIccs(last);
  const from = text.slice(0, 2);
  const to = text.slice(2, 4);
  return {
    position: line.position,
    ply: line.moves.length,
    moves: line.moves.map(moveToIccs),
    ...(isKey(from) && isKey(to) ? { lastMove: [from, to] as const } : {}),
  };
};

export const piecesOf = (pos: Position): Pieces => {
  const pieces = new Map<Key, Piece>();
  for (const sq of ALL_SQUARES) {
    const p = pos.pieceAt(sq);
    const key = squareName(sq);
    if (p && isKey(key)) pieces.set(key, { role: ROLE_LETTERS[p.role] as Role, color: p.color === 0 ? 'red' : 'black' });
  }
  return pieces;
};

export const destsOf = (pos: Position): Dests => {
  const dests = new Map<Key, Key[]>();
  for (const m of pos.legalMoves()) {
    const from = squareName(moveFrom(m));
    const to = squareName(moveTo(m));
    if (isKey(from) && isKey(to)) dests.set(from, [...(dests.get(from) ?? []), to]);
  }
  return dests;
};

/** The king in check, if the side to move is in check. */
export const checkOf = (pos: Position): Key | undefined => {
  if (!pos.inCheck()) return undefined;
  const k = squareName(pos.kingSquare(pos.turn));
  return isKey(k) ? k : undefined;
};

/** Plies played before the game's first move counts: 1 when Black moves first, for numbering. */
export const startPly = (game: GameDto): number => (game.startFen.split(/\s+/)[1] === 'b' ? 1 : 0);

/** Moves of a line (ICCS) in the chosen notation, from the position `pos` (left as it was). */
export const lineLabels = (pos: Position, moves: readonly string[], notation: Notation): string[] => {
  const p = pos.clone();
  const out: string[] = [];
  for (const t of moves) {
    const m = parseIccs(p, t);
    if (!m.ok) break;
    out.push(formatMove(p, m.value, notation));
    p.play(m.value);
  }
  return out;
};

/** Trees larger than this are shown around the current line only: a browser cannot lay out 200,000 moves. */
export const FULL_TREE_LIMIT = 4000;
/** In a large tree, how many plies of each side variation are shown. */
const STUB_PLIES = 6;

export interface TreeMarks {
  readonly quality?: ReadonlyMap<string, MoveNode['quality']>;
}

/**
 * The move tree's view: every node of a small tree; in a large one the line through `current` in full and,
 * at each of its moves, the other variations' first plies (enough to see and enter them).
 */
export const movesView = (game: GameDto, current: readonly number[], notation: Notation, marks: TreeMarks = {}): MoveNode[] => {
  const start = positionAt(game, []);
  if (!start) return [];
  const large = countNodes(game.root, FULL_TREE_LIMIT + 1) > FULL_TREE_LIMIT;
  const onLine = new Set<string>();
  if (large) {
    const line = lineEnd(game.root, current.length ? current : []);
    for (let i = 0; i <= line.length; i++) onLine.add(idOf(line.slice(0, i)));
  }
  const pos = start.position;
  /** Builds the children of `node` at `path`; iterative over the main continuation to keep the stack shallow. */
  const build = (node: NodeData, path: number[], depthLeft: number): MoveNode[] => {
    const kids = node.children ?? [];
    const out: MoveNode[] = [];
    kids.forEach((c, i) => {
      const p = [...path, i];
      const id = idOf(p);
      const full = !large || onLine.has(id);
      const budget = full ? Infinity : Math.min(depthLeft, STUB_PLIES);
      if (budget <= 0) return;
      const m = parseIccs(pos, c.move);
      if (!m.ok) return;
      const label = formatMove(pos, m.value, notation);
      pos.play(m.value);
      const children = build(c, p, full ? Infinity : budget - 1);
      pos.undo();
      out.push({
        id,
        label,
        ...(c.nags?.length ? { nags: c.nags } : {}),
        ...(c.comments?.length ? { comment: c.comments.join(' ') } : {}),
        ...(marks.quality?.get(id) ? { quality: marks.quality.get(id) } : {}),
        children,
      });
    });
    return out;
  };
  return build(game.root, [], Infinity);
};

/** Moves in a tree (the root not counted), counting no further than `stop`. */
export const countNodes = (root: NodeData, stop = Infinity): number => {
  let n = 0;
  const stack: NodeData[] = [...(root.children ?? [])];
  while (stack.length && n < stop) {
    const x = stack.pop()!;
    n++;
    for (const c of x.children ?? []) stack.push(c);
  }
  return n;
};
