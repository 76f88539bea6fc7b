/**
 * A page's game over the rules, pure: the position at a path (src/core replays it), and what a board needs
 * of it (pieces, legal destinations, the king in check) and a line in the chosen notation. Shared by the
 * board page and the notebook renderer.
 *
 *   const at = replayPath(game, [0, 0]); destsOf(at.position); lineLabels(at.position, ['h2e2'], 'zh')
 */
import { replayPrefix } from '../../src/core/line';
import { Notation, formatMove, moveToIccs, parseIccs } from '../../src/core/notation';
import type { Position } from '../../src/core/position';
import { ALL_SQUARES, squareName } from '../../src/core/squares';
import { ROLE_LETTERS, moveFrom, moveTo } from '../../src/core/types';
import type { GameDto } from '../../src/protocol/webview';
import { isKey, type Dests, type Key, type Piece, type Pieces, type Role } from '../board/types';
import { nodeDataAlong } from './tree';

export interface Shown {
  readonly position: Position;
  /** Plies from the game's first move to the shown node (the path's length, when legal). */
  readonly ply: number;
  readonly lastMove?: readonly [Key, Key];
  /** The ICCS moves from the start position to here. */
  readonly moves: readonly string[];
}

/** The position at `path`, or undefined for a bad start FEN. Illegal moves (never from our readers) end the line. */
export const replayPath = (game: GameDto, path: readonly number[]): Shown | undefined => {
  const nodes = nodeDataAlong(game.root, path) ?? [];
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

