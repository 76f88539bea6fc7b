/**
 * Western SAN for xiangqi as WinBoard/Fairy-Stockfish (ranks 0–9) and pychess (ranks 1–10) write it:
 * `Cbe2`, `Hxb9`, `Heg2`, `A10e9`, `c5` (pawn). Letters K A E/B H/N R C P. Resolved against the legal moves.
 *
 *   parseSan(pos, 'Cbe2', 0)
 */
import type { Position } from '../../core/position';
import { Result, err, ok } from '../../core/result';
import { fileOf, rankOf } from '../../core/squares';
import { ADVISOR, CANNON, CHARIOT, ELEPHANT, HORSE, KING, Move, PAWN, Role, moveFrom, moveTo } from '../../core/types';

export type SanRankBase = 0 | 1;

const ROLE_OF: Readonly<Record<string, Role>> = { K: KING, A: ADVISOR, E: ELEPHANT, B: ELEPHANT, H: HORSE, N: HORSE, R: CHARIOT, C: CANNON, P: PAWN };

const SAN = /^([KAEBHNRCP])?([a-i])?(10|\d)?x?([a-i])(10|\d)[+#]?$/;

export const looksLikeSan = (text: string): boolean => SAN.test(text);

export interface SanError {
  readonly code: 'ERR_SAN_SYNTAX' | 'ERR_SAN_ILLEGAL' | 'ERR_SAN_AMBIGUOUS';
  readonly message: string;
}

export const parseSan = (pos: Position, text: string, base: SanRankBase): Result<Move, SanError> => {
  const m = SAN.exec(text);
  if (!m) return err({ code: 'ERR_SAN_SYNTAX', message: `'${text}' is not a SAN move like Cbe2` });
  const role = ROLE_OF[m[1] ?? 'P'];
  const fromFile = m[2] ? m[2].charCodeAt(0) - 97 : -1;
  const fromRank = m[3] ? Number(m[3]) - base : -1;
  const toFile = m[4].charCodeAt(0) - 97;
  const toRank = Number(m[5]) - base;
  if (toRank < 0 || toRank > 9 || (m[3] !== undefined && (fromRank < 0 || fromRank > 9)))
    return err({ code: 'ERR_SAN_ILLEGAL', message: `'${text}': rank out of the board` });
  const fits = pos.legalMoves().filter((mv) => {
    const from = moveFrom(mv);
    const to = moveTo(mv);
    return (
      fileOf(to) === toFile &&
      rankOf(to) === toRank &&
      pos.pieceAt(from)?.role === role &&
      (fromFile < 0 || fileOf(from) === fromFile) &&
      (fromRank < 0 || rankOf(from) === fromRank)
    );
  });
  if (fits.length === 1) return ok(fits[0]);
  if (fits.length === 0) return err({ code: 'ERR_SAN_ILLEGAL', message: `no legal move fits '${text}'` });
  return err({ code: 'ERR_SAN_AMBIGUOUS', message: `'${text}' fits ${fits.length} legal moves` });
};
