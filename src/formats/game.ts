/**
 * The one game model every reader builds and every writer takes: headers, start FEN and a tree of
 * moves (main line first) with comments, NAGs and engine notes. Games read from text also know where
 * each move sits in that text (`source`), which decorations, hovers, diagnostics and text↔board sync
 * need. Pure data; positions come from replaying moves with the rules core (core/line.ts).
 *
 *   const g = newGame(); const n = addMove(g.root, makeMove(from, to)); positionAt(g, pathOf(g, n)!)
 */
import { START_FEN } from '../core/fen';
import { replayLine } from '../core/line';
import type { Notation } from '../core/notation';
import type { Position } from '../core/position';
import { Result, err, ok } from '../core/result';
import type { Score } from '../core/score';
import type { Move } from '../core/types';

/** Well-known header keys; any other string key is kept as is. */
export type HeaderKey =
  | 'Title' | 'Event' | 'Date' | 'Site' | 'Round' | 'Red' | 'Black' | 'Result' | 'Opening' | 'ECCO' | 'Annotator' | 'Author';
/** Header name → value, in file order; a repeated name keeps its last value. */
export type Headers = Record<string, string>;

/** An engine note on a move: the score after it from Red's point of view, its depth, and the best line from there. */
export interface NodeEval {
  readonly score?: Score;
  readonly depth?: number;
  /** Best line, ICCS moves. */
  readonly pv?: readonly string[];
}

/** A range of the source text in UTF-16 code units (as editors count), end exclusive. */
export interface Span {
  readonly start: number;
  readonly end: number;
}

/** Where a move sits in the text it was read from. */
export interface NodeSource {
  /** The move itself, e.g. `炮二平五`. */
  readonly move: Span;
  /** From its move number (when written) through the NAGs and comments that follow the move. */
  readonly whole: Span;
  /** For the first move of a variation: from its `(` through its `)`. */
  readonly variation?: Span;
  /** Its move number (`12.`, `12...`) when nothing but space stands between it and the move. */
  readonly number?: Span;
  /** The comment tokens (`{…}`, `;…`) read into it, in text order; a variation's first move also owns those between `(` and itself. */
  readonly comments?: readonly Span[];
  /** Its NAG tokens (`$n` or a glyph such as `!?`), in text order. */
  readonly nags?: readonly Span[];
}

export interface GameNode {
  /** 0 at the root. */
  move: Move;
  /** At the root: comments before the first move. */
  comments: string[];
  nags: number[];
  eval?: NodeEval;
  /** Main line first. */
  children: GameNode[];
  source?: NodeSource;
}

/** Where a game sits in the text it was read from. */
export interface GameSource {
  /** From its first tag (or move) through its result. */
  readonly whole: Span;
  /** Each header's tag, `[Name "value"]`. */
  readonly headers: Readonly<Record<string, Span>>;
  /** The move text: from the first token after the tags through the result. */
  readonly moves: Span;
  readonly result?: Span;
  /** The comment tokens before the first move (the root's comments). */
  readonly comments?: readonly Span[];
  /** How its moves were read: the [Format] tag's notation, or Western SAN counting ranks from 0 or 1; absent when each move's notation was told from its own text. */
  readonly notation?: Notation | 'san0' | 'san1';
  /** A variation repeated a move already in the tree and was merged into it: the tree no longer mirrors the text's layout. */
  readonly merged?: boolean;
}

/** A node's places with every span mapped (moved when the text before it changed). */
export const mapNodeSource = (n: NodeSource, f: (s: Span) => Span): NodeSource => ({
  move: f(n.move),
  whole: f(n.whole),
  ...(n.variation ? { variation: f(n.variation) } : {}),
  ...(n.number ? { number: f(n.number) } : {}),
  ...(n.comments ? { comments: n.comments.map(f) } : {}),
  ...(n.nags ? { nags: n.nags.map(f) } : {}),
});

/** A game's places with every span mapped. */
export const mapGameSource = (s: GameSource, f: (s: Span) => Span): GameSource => ({
  ...s,
  whole: f(s.whole),
  headers: Object.fromEntries(Object.entries(s.headers).map(([k, v]) => [k, f(v)])),
  moves: f(s.moves),
  ...(s.result ? { result: f(s.result) } : {}),
  ...(s.comments ? { comments: s.comments.map(f) } : {}),
});

export interface Game {
  headers: Headers;
  startFen: string;
  root: GameNode;
  source?: GameSource;
}

/** Where a problem sits: a byte offset (binary formats) or a line and column, 1-based (text). */
export type Place = { readonly offset: number } | { readonly line: number; readonly column: number };

/** A place as people read it: `byte 1024` or `12:5` (line:column). */
export const placeText = (p: Place): string => ('offset' in p ? `byte ${p.offset}` : `${p.line}:${p.column}`);

export interface GameIssue {
  readonly code: string;
  readonly message: string;
  readonly place: Place;
  /** The text it is about; every issue of a text format has one, so an editor can underline it. */
  readonly span?: Span;
  /** Index of the game it belongs to in its file, when it belongs to one. */
  readonly game?: number;
  /** The lower-level error behind it, e.g. a move's notation error (`ERR_NOTATION_AMBIGUOUS`), so a host can say which. */
  readonly cause?: string;
}

/** The first line of `text` (without its line break): where an issue about the whole text points. */
export const firstLineSpan = (text: string): Span => {
  const nl = text.search(/\r?\n/);
  return { start: 0, end: nl < 0 ? text.length : nl };
};

/** Path from the root: child index at each level. */
export type NodePath = readonly number[];

export const newNode = (move: Move = 0): GameNode => ({ move, comments: [], nags: [], children: [] });

export const newGame = (startFen: string = START_FEN, headers: Headers = {}): Game => ({ headers: { ...headers }, startFen, root: newNode() });

/** A header by name, ignoring case (files disagree on `FEN` / `Fen`). */
export const headerOf = (game: Game, name: string): string | undefined => {
  const lower = name.toLowerCase();
  for (const k of Object.keys(game.headers)) if (k.toLowerCase() === lower) return game.headers[k];
  return undefined;
};

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

/** The nodes along `path`, root excluded; undefined if the path leaves the tree. */
export const nodesAlong = (game: Game, path: NodePath): GameNode[] | undefined => {
  const out: GameNode[] = [];
  let node = game.root;
  for (const i of path) {
    const next = node.children[i];
    if (!next) return undefined;
    out.push(next);
    node = next;
  }
  return out;
};

/**
 * The walk under forEachNode: preorder, iterative, one path array kept up to date rather than a copy per node
 * (a copy per node is quadratic on a line of 400,000 plies). `visit` returning true stops the walk.
 */
const walkNodes = (game: Game, visit: (node: GameNode, path: readonly number[]) => boolean | void): void => {
  const path: number[] = [];
  const stack: Array<{ node: GameNode; next: number }> = [{ node: game.root, next: 0 }];
  while (stack.length) {
    const f = stack[stack.length - 1];
    if (f.next >= f.node.children.length) {
      stack.pop();
      path.pop();
      continue;
    }
    const i = f.next++;
    const c = f.node.children[i];
    path.push(i);
    if (visit(c, path) === true) return;
    stack.push({ node: c, next: 0 });
  }
};

/** Path of `target` in the tree (preorder search), or undefined. */
export const pathOf = (game: Game, target: GameNode): number[] | undefined => {
  if (target === game.root) return [];
  let found: number[] | undefined;
  walkNodes(game, (n, p) => {
    if (n === target) found = [...p];
    return found !== undefined;
  });
  return found;
};

/** The main line's nodes, root excluded. */
export const mainline = (game: Game): GameNode[] => {
  const out: GameNode[] = [];
  for (let n = game.root.children[0]; n; n = n.children[0]) out.push(n);
  return out;
};

export const mainlineMoves = (game: Game): Move[] => mainline(game).map((n) => n.move);

/**
 * Visits every node but the root in preorder (main line first), iteratively: files hold lines of thousands of plies.
 * `path` is the node's path while `visit` runs, and changes after: copy it to keep it.
 */
export const forEachNode = (game: Game, visit: (node: GameNode, path: readonly number[]) => void): void => walkNodes(game, (n, p) => void visit(n, p));

/** Number of lines (leaves) in the tree: 1 for a game without variations, 0 for one without moves. */
export const countBranches = (game: Game): number => {
  if (game.root.children.length === 0) return 0;
  let leaves = 0;
  forEachNode(game, (n) => {
    if (n.children.length === 0) leaves++;
  });
  return leaves;
};

export const countNodes = (game: Game): number => {
  let count = 0;
  forEachNode(game, () => count++);
  return count;
};

/** Every line from the root to a leaf, as move lists, in preorder (main line first). */
export const lines = (game: Game): Move[][] => {
  const out: Move[][] = [];
  const moves: Move[] = [];
  walkNodes(game, (n, p) => {
    moves.length = p.length - 1;
    moves.push(n.move);
    if (n.children.length === 0) out.push([...moves]);
  });
  return out;
};

export interface PositionError {
  readonly code: 'ERR_GAME_FEN' | 'ERR_GAME_PATH' | 'ERR_GAME_ILLEGAL';
  readonly message: string;
  /** Ply (1-based) of the move that failed, for ERR_GAME_ILLEGAL. */
  readonly ply?: number;
}

/** The position after the moves along `path`, replayed from the start FEN and checked for legality. */
export const positionAt = (game: Game, path: NodePath): Result<Position, PositionError> => {
  const nodes = nodesAlong(game, path);
  if (!nodes) return err({ code: 'ERR_GAME_PATH', message: `the path ${path.join('.')} leaves the tree` });
  const r = replayLine(game.startFen, nodes.map((n) => n.move));
  if (r.ok) return ok(r.value.position);
  if (r.error.code === 'ERR_LINE_FEN') return err({ code: 'ERR_GAME_FEN', message: `bad start FEN: ${game.startFen}` });
  const ply = (r.error.index ?? 0) + 1;
  return err({ code: 'ERR_GAME_ILLEGAL', message: `illegal move at ply ${ply}`, ply });
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

/** A deep copy, without source places (they belong to the text the original was read from). */
export const cloneGame = (game: Game): Game => ({ headers: { ...game.headers }, startFen: game.startFen, root: cloneNode(game.root) });

/**
 * A deep copy of a subtree, iteratively, without source places; with `source`, each copy keeps its node's
 * place mapped through it (the same game found elsewhere in an edited text: formats/gameTextCache.ts).
 */
export const cloneNode = (node: GameNode, source?: (s: NodeSource) => NodeSource): GameNode => {
  const copy = (n: GameNode): GameNode => ({
    move: n.move,
    comments: [...n.comments],
    nags: [...n.nags],
    ...(n.eval ? { eval: n.eval } : {}),
    children: [],
    ...(source && n.source ? { source: source(n.source) } : {}),
  });
  const top = copy(node);
  const stack: Array<[GameNode, GameNode]> = [[node, top]];
  while (stack.length) {
    const [from, to] = stack.pop()!;
    for (const c of from.children) {
      const k = copy(c);
      to.children.push(k);
      stack.push([c, k]);
    }
  }
  return top;
};

/**
 * Whether two games hold the same record: headers (in order), start FEN, and the tree with its moves, variation
 * order, comments, NAGs and engine notes. Source places are not compared. Iterative: lines run to thousands of plies.
 */
export const sameGame = (a: Game, b: Game): boolean => {
  const ha = Object.entries(a.headers);
  const hb = Object.entries(b.headers);
  if (a.startFen !== b.startFen || ha.length !== hb.length || ha.some(([k, v], i) => hb[i][0] !== k || hb[i][1] !== v)) return false;
  const stack: Array<[GameNode, GameNode]> = [[a.root, b.root]];
  while (stack.length) {
    const [x, y] = stack.pop()!;
    if (x.move !== y.move || x.children.length !== y.children.length || !sameList(x.comments, y.comments) || !sameList(x.nags, y.nags)) return false;
    if (!sameEval(x.eval, y.eval)) return false;
    x.children.forEach((c, i) => stack.push([c, y.children[i]]));
  }
  return true;
};

const sameList = <T>(a: readonly T[], b: readonly T[]): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

/** Engine notes compare by what they say: an empty best line is no line, and a note with nothing in it is no note. */
const sameEval = (a: NodeEval | undefined, b: NodeEval | undefined): boolean => {
  const x = a ?? {};
  const y = b ?? {};
  return x.score?.kind === y.score?.kind && x.score?.value === y.score?.value && x.depth === y.depth && sameList(x.pv ?? [], y.pv ?? []);
};
