/**
 * Western SAN for xiangqi as WinBoard/Fairy-Stockfish (ranks 0–9) and pychess (ranks 1–10) write it:
 * `Cbe2`, `Hxb9`, `Heg2`, `A10e9`, `c5` (pawn). Letters K A E/B H/N R C P. Resolved against the legal moves.
 * Written back in each one's style, so moves added to such a game read as the game's own: WinBoard (ranks 0–9)
 * leaves pawns bare and marks no check, pychess (ranks 1–10) writes `Pc5` and `Rxb10+`.
 *
 *   parseSan(pos, 'Cbe2', 0)
 *   moveToSan(pos, m, 1) // 'Cbe3'
 */
import type { Position } from '../../core/position';
import { Result, err, ok } from '../../core/result';
import { fileOf, rankOf } from '../../core/squares';
import { ADVISOR, CANNON, CHARIOT, ELEPHANT, HORSE, KING, Move, PAWN, Role, moveFrom, moveTo } from '../../core/types';

export type SanRankBase = 0 | 1;

/** Letters by role (K A E H R C P), as both WinBoard and pychess write them. */
const LETTERS = 'KAEHRCP';

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

/** SAN of a legal move: the piece's letter, its file or rank only when another piece of that kind could go there too. */
export const moveToSan = (pos: Position, m: Move, base: SanRankBase): string => {
  const from = moveFrom(m);
  const to = moveTo(m);
  const role = pos.pieceAt(from)?.role ?? PAWN;
  const rivals = pos.legalMoves().filter((o) => o !== m && moveTo(o) === to && pos.pieceAt(moveFrom(o))?.role === role).map(moveFrom);
  const file = String.fromCharCode(97 + fileOf(from));
  const rank = String(rankOf(from) + base);
  const which = rivals.length === 0 ? '' : rivals.every((r) => fileOf(r) !== fileOf(from)) ? file : rivals.every((r) => rankOf(r) !== rankOf(from)) ? rank : file + rank;
  const letter = role === PAWN && base === 0 ? '' : LETTERS[role];
  const capture = pos.pieceAt(to) ? 'x' : '';
  const check = base === 1 && pos.givesCheck(m) ? '+' : '';
  return `${letter}${which}${capture}${String.fromCharCode(97 + fileOf(to))}${rankOf(to) + base}${check}`;
};
