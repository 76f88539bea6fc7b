/**
 * The shared game model: headers, start FEN and a tree of moves (main line first), plus the edits a board UI
 * needs. Pure data; positions come from replaying moves from the start FEN with the rules core.
 *
 *   const g = newGame(); const n = addMove(g.root, makeMove(from, to)); positionAt(g, pathOf(g, n))
 */
import { START_FEN, parseFen } from '../core/fen';
import type { Position } from '../core/position';
import { Result, err, ok } from '../core/result';
import type { Move } from '../core/types';

/** Well-known header keys; any other string key is kept as is. */
export type HeaderKey =
  | 'Title' | 'Event' | 'Date' | 'Site' | 'Round' | 'Red' | 'Black' | 'Result' | 'Opening' | 'ECCO' | 'Annotator' | 'Author';
export type Headers = Record<string, string>;

/** Engine annotation; scores are from Red's point of view (positive: Red is better). */
export interface NodeEval {
  readonly score: { readonly kind: 'cp' | 'mate'; readonly value: number };
  readonly depth?: number;
  /** Best line, ICCS moves. */
  readonly pv?: readonly string[];
}

export interface GameNode {
  /** 0 at the root. */
  move: Move;
  comments: string[];
  nags: number[];
  eval?: NodeEval;
  /** Main line first. */
  children: GameNode[];
}

export interface Game {
  headers: Headers;
  startFen: string;
  root: GameNode;
}

/** Where a problem sits: a byte offset (binary formats) or a line and column (text). */
export type Place = { readonly offset: number } | { readonly line: number; readonly column: number };

export interface GameIssue {
  readonly code: string;
  readonly message: string;
  readonly place: Place;
}

/** Path from the root: child index at each level. */
export type NodePath = readonly number[];

export const newNode = (move: Move = 0): GameNode => ({ move, comments: [], nags: [], children: [] });

export const newGame = (startFen: string = START_FEN, headers: Headers = {}): Game => ({ headers: { ...headers }, startFen, root: newNode() });

/** Adds `move` under `parent`, reusing an existing child with the same move; returns that child. */
export const addMove = (parent: GameNode, move: Move): GameNode => {
  const found = parent.children.find((c) => c.move === move);
  if (found) return found;
  const node = newNode(move);
  parent.children.push(node);
  return node;
};

/** The node at `path`, or undefined if the path leaves the tree. */
export const nodeAt = (game: Game, path: NodePath): GameNode | undefined => {
  let node: GameNode | undefined = game.root;
  for (const i of path) {
    node = node.children[i];
    if (!node) return undefined;
  }
  return node;
};

/** Path of `target` in the tree (preorder search), or undefined. */
export const pathOf = (game: Game, target: GameNode): number[] | undefined => {
  const stack: Array<[GameNode, number[]]> = [[game.root, []]];
  while (stack.length) {
    const [n, p] = stack.pop()!;
    if (n === target) return p;
    n.children.forEach((c, i) => stack.push([c, [...p, i]]));
  }
  return undefined;
};

/** Removes the node at `path` and everything under it. The root cannot be deleted. */
export const deleteNode = (game: Game, path: NodePath): boolean => {
  if (path.length === 0) return false;
  const parent = nodeAt(game, path.slice(0, -1));
  const i = path[path.length - 1];
  if (!parent || i < 0 || i >= parent.children.length) return false;
  parent.children.splice(i, 1);
  return true;
};

/** Moves the node at `path` one place up among its siblings (`toMain`: to the front). Returns its new path. */
export const promoteVariation = (game: Game, path: NodePath, toMain = true): number[] | undefined => {
  if (path.length === 0) return undefined;
  const parent = nodeAt(game, path.slice(0, -1));
  const i = path[path.length - 1];
  if (!parent || i < 0 || i >= parent.children.length) return undefined;
  const j = toMain ? 0 : Math.max(0, i - 1);
  const [n] = parent.children.splice(i, 1);
  parent.children.splice(j, 0, n);
  return [...path.slice(0, -1), j];
};

/** Replaces the node's comments with `text` (none if empty). */
export const setComment = (node: GameNode, text: string): void => {
  node.comments = text.trim() ? [text] : [];
};

/** The main line's nodes, root excluded. */
export const mainline = (game: Game): GameNode[] => {
  const out: GameNode[] = [];
  for (let n = game.root.children[0]; n; n = n.children[0]) out.push(n);
  return out;
};

export const mainlineMoves = (game: Game): Move[] => mainline(game).map((n) => n.move);

/** Number of lines (leaves) in the tree: 1 for a game without variations, 0 for one without moves. */
export const countBranches = (game: Game): number => {
  if (game.root.children.length === 0) return 0;
  let leaves = 0;
  const stack = [game.root];
  while (stack.length) {
    const n = stack.pop()!;
    if (n.children.length === 0) leaves++;
    else stack.push(...n.children);
  }
  return leaves;
};

export const countNodes = (game: Game): number => {
  let count = 0;
  const stack = [game.root];
  while (stack.length) {
    const n = stack.pop()!;
    count++;
    stack.push(...n.children);
  }
  return count - 1;
};

/** Every line from the root to a leaf, as move lists, in preorder (main line first). */
export const lines = (game: Game): Move[][] => {
  const out: Move[][] = [];
  const walk = (n: GameNode, acc: Move[]): void => {
    if (n.children.length === 0) {
      out.push(acc.slice());
      return;
    }
    for (const c of n.children) {
      acc.push(c.move);
      walk(c, acc);
      acc.pop();
    }
  };
  // Recursion depth follows the longest line; deep files are walked iteratively below when needed.
  if (maxDepth(game) < 4000) walk(game.root, []);
  else iterLines(game, out);
  return out;
};

const maxDepth = (game: Game): number => {
  let best = 0;
  const stack: Array<[GameNode, number]> = [[game.root, 0]];
  while (stack.length) {
    const [n, d] = stack.pop()!;
    if (d > best) best = d;
    for (const c of n.children) stack.push([c, d + 1]);
  }
  return best;
};

const iterLines = (game: Game, out: Move[][]): void => {
  const stack: Array<[GameNode, Move[]]> = [[game.root, []]];
  while (stack.length) {
    const [n, acc] = stack.pop()!;
    if (n.children.length === 0) out.push(acc);
    for (let i = n.children.length - 1; i >= 0; i--) stack.push([n.children[i], [...acc, n.children[i].move]]);
  }
};

export interface PositionError {
  readonly code: 'ERR_GAME_FEN' | 'ERR_GAME_PATH' | 'ERR_GAME_ILLEGAL';
  readonly message: string;
  /** Ply (1-based) of the move that failed, for ERR_GAME_ILLEGAL. */
  readonly ply?: number;
}

/** The position after the moves along `path`, replayed from the start FEN and checked for legality. */
export const positionAt = (game: Game, path: NodePath): Result<Position, PositionError> => {
  const start = parseFen(game.startFen);
  if (!start.ok) return err({ code: 'ERR_GAME_FEN', message: `bad start FEN: ${game.startFen}` });
  const pos = start.value;
  let node = game.root;
  for (let k = 0; k < path.length; k++) {
    const next = node.children[path[k]];
    if (!next) return err({ code: 'ERR_GAME_PATH', message: `no child ${path[k]} at ply ${k + 1}` });
    if (!pos.isLegal(next.move)) return err({ code: 'ERR_GAME_ILLEGAL', message: `illegal move at ply ${k + 1}`, ply: k + 1 });
    pos.play(next.move);
    node = next;
  }
  return ok(pos);
};

/** Plays `move` from the node at `path` if legal there; returns the path of the (new or reused) child. */
export const playAt = (game: Game, path: NodePath, move: Move): Result<number[], PositionError> => {
  const pos = positionAt(game, path);
  if (!pos.ok) return pos;
  if (!pos.value.isLegal(move)) return err({ code: 'ERR_GAME_ILLEGAL', message: 'illegal move', ply: path.length + 1 });
  const parent = nodeAt(game, path)!;
  const child = addMove(parent, move);
  return ok([...path, parent.children.indexOf(child)]);
};

/** A deep copy. */
export const cloneGame = (game: Game): Game => {
  const copy = (n: GameNode): GameNode => ({
    move: n.move,
    comments: [...n.comments],
    nags: [...n.nags],
    ...(n.eval ? { eval: n.eval } : {}),
    children: n.children.map(copy),
  });
  return { headers: { ...game.headers }, startFen: game.startFen, root: copy(game.root) };
};
