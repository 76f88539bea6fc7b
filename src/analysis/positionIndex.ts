/**
 * Which positions a file's games pass through: every node of every game (variations too), as the
 * 64-bit Zobrist signature of the rules core (`Position.key` and `.lock`: board and side to move, so
 * transpositions meet and move counters do not matter), sorted for binary search. A query asks for a
 * position and its left–right mirror, so a game that reached the mirrored position is found too.
 *
 * @example
 * const index = indexGames(read.games);                 // once per file, cached by the caller
 * const q = positionQuery('rnbakabnr/9/1c5c1/…');        // Result: the position and its mirror
 * if (q.ok) findPosition(index, q.value);               // [{ game: 0, node: 3, ply: 3, main: true, mirrored: false }]
 */
import { parseFenSetup } from '../core/fen';
import { replayLine } from '../core/line';
import type { Position } from '../core/position';
import { Result, err, ok } from '../core/result';
import { validateSetup } from '../core/setup';
import { mirrorSquare } from '../core/squares';
import { type Move, moveFrom, moveTo, pieceColor } from '../core/types';
import { type Game, type GameNode, headerOf } from '../formats/game';

/** What a result lists about a game: its players or title. */
export interface IndexedGame {
  readonly name: string;
}

/** The positions of one file's games; entry i is (keys[i], locks[i]) reached in game games[i] at node nodes[i]. */
export interface FileIndex {
  readonly games: readonly IndexedGame[];
  /** Sorted ascending (signed); equal keys sit together. */
  readonly keys: Int32Array;
  readonly locks: Int32Array;
  readonly game: Uint32Array;
  /** The node's number in preorder (the root is 0, the main line first). */
  readonly node: Uint32Array;
  /** Plies from the game's start; the top bit says the node is on the main line. */
  readonly ply: Uint32Array;
}

const MAIN = 0x80000000;

/** A game's name as a result lists it: the players, else the title or event. */
export const gameName = (g: Game): string => {
  const red = headerOf(g, 'Red');
  const black = headerOf(g, 'Black');
  if (red || black) return `${red ?? '?'} – ${black ?? '?'}`;
  return headerOf(g, 'Title') ?? headerOf(g, 'Event') ?? '';
};

/** Indexes every node of every game; a game whose start position cannot be read is listed with no positions. */
export const indexGames = (games: readonly Game[]): FileIndex => {
  let keys = new Int32Array(256);
  let locks = new Int32Array(256);
  let game = new Uint32Array(256);
  let node = new Uint32Array(256);
  let ply = new Uint32Array(256);
  let n = 0;
  const push = (k: number, l: number, g: number, id: number, p: number): void => {
    if (n === keys.length) {
      const grow = <T extends Int32Array | Uint32Array>(a: T): T => {
        const b = new (a.constructor as new (n: number) => T)(a.length * 2);
        b.set(a);
        return b;
      };
      keys = grow(keys);
      locks = grow(locks);
      game = grow(game);
      node = grow(node);
      ply = grow(ply);
    }
    keys[n] = k;
    locks[n] = l;
    game[n] = g;
    node[n] = id;
    ply[n] = p;
    n++;
  };
  games.forEach((g, gi) => {
    const start = replayLine(g.startFen);
    if (!start.ok) return;
    walk(g.root, start.value.position, (pos, id, depth, main) => push(pos.key, pos.lock, gi, id, depth | (main ? MAIN : 0)));
  });
  // sort the entries by key, keeping preorder among equal keys (the first occurrence first)
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => keys[a] - keys[b] || a - b);
  const pick = <T extends Int32Array | Uint32Array>(a: T, make: new (n: number) => T): T => {
    const out = new make(n);
    for (let i = 0; i < n; i++) out[i] = a[order[i]];
    return out;
  };
  return {
    games: games.map((g) => ({ name: gameName(g) })),
    keys: pick(keys, Int32Array),
    locks: pick(locks, Int32Array),
    game: pick(game, Uint32Array),
    node: pick(node, Uint32Array),
    ply: pick(ply, Uint32Array),
  };
};

/**
 * Visits the root and every node below it in preorder (main line first) with the position reached, its
 * preorder number, its ply and whether it is on the main line. Iterative: lines run to thousands of plies.
 * A move that is not legal where it stands (never from our readers) ends its branch.
 */
const walk = (root: GameNode, pos: Position, visit: (pos: Position, id: number, ply: number, main: boolean) => void): void => {
  let id = 0;
  visit(pos, id++, 0, true);
  // frames: the node whose children are being visited, the next child to visit, and whether it is on the main line
  const stack: Array<{ n: GameNode; next: number; main: boolean }> = [{ n: root, next: 0, main: true }];
  while (stack.length) {
    const top = stack[stack.length - 1];
    if (top.next >= top.n.children.length) {
      stack.pop();
      if (stack.length) pos.undo();
      continue;
    }
    const i = top.next++;
    const child = top.n.children[i];
    if (!playable(pos, child.move)) {
      // skip the branch but keep the numbering: count its nodes
      id += countBelow(child) + 1;
      continue;
    }
    pos.play(child.move);
    const main = top.main && i === 0;
    visit(pos, id++, stack.length, main);
    stack.push({ n: child, next: 0, main });
  }
};

/**
 * Our readers replay every move, so a tree holds legal moves only; this cheap check (a piece of the side
 * to move leaves, none of its own is taken) keeps a hand-made tree from corrupting the walk. A full
 * legality test per node would double the time of indexing.
 */
const playable = (pos: Position, m: Move): boolean => {
  const pc = pos.board[moveFrom(m)];
  const cap = pos.board[moveTo(m)];
  return pc !== 0 && pieceColor(pc) === pos.turn && (cap === 0 || pieceColor(cap) !== pos.turn);
};

const countBelow = (n: GameNode): number => {
  let count = 0;
  const stack = [...n.children];
  while (stack.length) {
    const x = stack.pop()!;
    count++;
    for (const c of x.children) stack.push(c);
  }
  return count;
};

/** The path to the node numbered `id` in preorder (walk's numbering), or undefined. */
export const pathOfNode = (game: Game, id: number): number[] | undefined => {
  if (id === 0) return [];
  let k = 0;
  const stack: Array<[GameNode, number[]]> = [[game.root, []]];
  while (stack.length) {
    const [n, p] = stack.pop()!;
    if (k++ === id) return p;
    for (let i = n.children.length - 1; i >= 0; i--) stack.push([n.children[i], [...p, i]]);
  }
  return undefined;
};

/** A position to look for: its signature, and its mirror's when the mirror is another position. */
export interface PositionQuery {
  readonly key: number;
  readonly lock: number;
  readonly mirror?: { readonly key: number; readonly lock: number };
}

export interface QueryError {
  readonly code: 'ERR_QUERY_FEN';
  readonly message: string;
}

/** The query for a FEN (board and side to move; the counters do not matter). */
export const positionQuery = (fen: string): Result<PositionQuery, QueryError> => {
  const setup = parseFenSetup(fen);
  if (!setup.ok) return err({ code: 'ERR_QUERY_FEN', message: setup.error.message });
  const pos = validateSetup(setup.value);
  if (!pos.ok) return err({ code: 'ERR_QUERY_FEN', message: pos.error.message });
  const mirrored = validateSetup({ ...setup.value, pieces: setup.value.pieces.map((p) => ({ ...p, square: mirrorSquare(p.square) })) });
  const mirror = mirrored.ok && (mirrored.value.key !== pos.value.key || mirrored.value.lock !== pos.value.lock) ? { key: mirrored.value.key, lock: mirrored.value.lock } : undefined;
  return ok({ key: pos.value.key, lock: pos.value.lock, ...(mirror ? { mirror } : {}) });
};

/** Where a game of the file reaches the position: its first node there (in preorder). */
export interface PositionHit {
  readonly game: number;
  readonly node: number;
  readonly ply: number;
  readonly main: boolean;
  /** The game reached the mirrored position. */
  readonly mirrored: boolean;
}

const firstAtOrAfter = (keys: Int32Array, key: number): number => {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys[mid] < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};

/** Every game of the file that reaches the position (or its mirror), once per game and side, by game. */
export const findPosition = (index: FileIndex, q: PositionQuery): PositionHit[] => {
  const hits = new Map<string, PositionHit>();
  const look = (key: number, lock: number, mirrored: boolean): void => {
    for (let i = firstAtOrAfter(index.keys, key); i < index.keys.length && index.keys[i] === key; i++) {
      if (index.locks[i] !== lock) continue;
      const at = `${index.game[i]}|${mirrored}`;
      // entries with equal keys keep preorder, so the first one seen is the game's first occurrence
      if (hits.has(at)) continue;
      hits.set(at, { game: index.game[i], node: index.node[i], ply: index.ply[i] & ~MAIN, main: (index.ply[i] & MAIN) !== 0, mirrored });
    }
  };
  look(q.key, q.lock, false);
  if (q.mirror) look(q.mirror.key, q.mirror.lock, true);
  return [...hits.values()].sort((a, b) => a.game - b.game || Number(a.mirrored) - Number(b.mirrored));
};

/** Entries held, for measuring. */
export const indexSize = (index: FileIndex): number => index.keys.length;
