/**
 * Why a move is illegal, in the terms a player learns the rules in: the horse is hobbled, the elephant's
 * eye is blocked, a soldier does not go back, the general would be left in check. Pure: a position and
 * two squares in, a reason code out (undefined when the move is legal); the words belong to the caller.
 *
 * @example
 * illegalReason(startPosition, square(1, 0), square(2, 2)); // undefined: 马二进三 is legal
 * illegalReason(pos, from, to); // 'horse-leg' when a piece stands next to the horse on its way
 */
import type { Position } from './position';
import { fileOf, IN_BOARD, IN_PALACE, ownHalf, rankOf, square } from './squares';
import { ADVISOR, CANNON, CHARIOT, ELEPHANT, HORSE, KING, makeMove, PAWN } from './types';

export const ILLEGAL_REASONS = [
  /** Nothing there, or a piece of the side not to move. */
  'not-your-piece',
  /** The target holds a piece of the mover's own side. */
  'own-piece',
  /** Not a way this kind of piece ever moves. */
  'wrong-shape',
  /** General or advisor out of the palace. */
  'palace',
  /** An elephant across the river. */
  'elephant-river',
  /** A piece on the elephant's eye (the point between). */
  'elephant-eye',
  /** A piece on the horse's leg (the point next to it on its way). */
  'horse-leg',
  /** A chariot's or cannon's path is not clear. */
  'path-blocked',
  /** A cannon captures only by jumping exactly one piece. */
  'cannon-screen',
  /** A soldier never moves backwards. */
  'pawn-backward',
  /** A soldier moves sideways only once across the river. */
  'pawn-sideways',
  /** The two generals would face each other on an open file. */
  'generals-face',
  /** The mover's general would be (or stay) in check. */
  'leaves-check',
] as const;
export type IllegalReason = (typeof ILLEGAL_REASONS)[number];

/** Pieces strictly between two squares on one file or rank. */
const between = (pos: Position, from: number, to: number): number => {
  const df = Math.sign(fileOf(to) - fileOf(from));
  const dr = Math.sign(rankOf(to) - rankOf(from));
  let n = 0;
  for (let f = fileOf(from) + df, r = rankOf(from) + dr; f !== fileOf(to) || r !== rankOf(to); f += df, r += dr) if (pos.board[square(f, r)]) n++;
  return n;
};

/** The generals stand on one file with nothing between them. */
const generalsFace = (pos: Position): boolean => {
  const a = pos.kingSquare(0);
  const b = pos.kingSquare(1);
  return a !== 0 && b !== 0 && fileOf(a) === fileOf(b) && between(pos, a, b) === 0;
};

/** Why the piece on `from` may not move to `to` in `pos` (padded squares, see squares.ts); undefined if it may. */
export const illegalReason = (pos: Position, from: number, to: number): IllegalReason | undefined => {
  if (!IN_BOARD[from] || !IN_BOARD[to] || from === to) return 'wrong-shape';
  const piece = pos.pieceAt(from);
  if (!piece || piece.color !== pos.turn) return 'not-your-piece';
  const target = pos.pieceAt(to);
  if (target && target.color === pos.turn) return 'own-piece';
  const move = makeMove(from, to);
  if (pos.isLegal(move)) return undefined;

  const buf: number[] = [];
  const n = pos.generate(buf, 0);
  if (buf.slice(0, n).includes(move)) {
    // the piece may go there, but the general may not be left so
    const after = pos.clone();
    after.play(move);
    return generalsFace(after) ? 'generals-face' : 'leaves-check';
  }

  const df = fileOf(to) - fileOf(from);
  const dr = rankOf(to) - rankOf(from);
  const ax = Math.abs(df);
  const ay = Math.abs(dr);
  const straight = df === 0 || dr === 0;
  switch (piece.role) {
    case KING:
      if (ax + ay !== 1) return 'wrong-shape';
      return IN_PALACE[to] ? 'wrong-shape' : 'palace';
    case ADVISOR:
      if (ax !== 1 || ay !== 1) return 'wrong-shape';
      return IN_PALACE[to] ? 'wrong-shape' : 'palace';
    case ELEPHANT:
      if (ax !== 2 || ay !== 2) return 'wrong-shape';
      if (!ownHalf(to, piece.color)) return 'elephant-river';
      return pos.board[square(fileOf(from) + df / 2, rankOf(from) + dr / 2)] ? 'elephant-eye' : 'wrong-shape';
    case HORSE: {
      if (!((ax === 1 && ay === 2) || (ax === 2 && ay === 1))) return 'wrong-shape';
      const leg = ax === 2 ? square(fileOf(from) + Math.sign(df), rankOf(from)) : square(fileOf(from), rankOf(from) + Math.sign(dr));
      return pos.board[leg] ? 'horse-leg' : 'wrong-shape';
    }
    case CHARIOT:
      if (!straight) return 'wrong-shape';
      return between(pos, from, to) ? 'path-blocked' : 'wrong-shape';
    case CANNON:
      if (!straight) return 'wrong-shape';
      if (target) return between(pos, from, to) === 1 ? 'wrong-shape' : 'cannon-screen';
      return between(pos, from, to) ? 'path-blocked' : 'wrong-shape';
    case PAWN: {
      const forward = piece.color === 0 ? 1 : -1;
      if (ax + ay !== 1) return 'wrong-shape';
      if (dr === -forward) return 'pawn-backward';
      if (dr === 0 && ownHalf(from, piece.color)) return 'pawn-sideways';
      return 'wrong-shape';
    }
  }
  return 'wrong-shape';
};
