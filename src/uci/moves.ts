/**
 * Move text as engines write it. Our ICCS numbers ranks 0–9 (UCCI, ElephantEye, Pikafish do too);
 * UCI GUIs for xiangqi in the Fairy-Stockfish line number them 1–10. Everything inside the project is
 * ICCS; these two functions are the only crossing.
 *
 *   toEngineMove('h2e2', 1) === 'h3e3'      fromEngineMove('h10h9', 1) === 'h9h8'
 */
import { isIccsMove } from '../protocol/dto';

/** Which number the engine gives Red's back rank. */
export type RankBase = 0 | 1;

const MOVE_1 = /^([a-i])(10|[1-9])([a-i])(10|[1-9])$/;

/** Engine move text → ICCS, or undefined when it is not a move. */
export const fromEngineMove = (s: string, base: RankBase): string | undefined => {
  if (base === 0) return isIccsMove(s) ? s : undefined;
  const m = MOVE_1.exec(s);
  return m ? `${m[1]}${Number(m[2]) - 1}${m[3]}${Number(m[4]) - 1}` : undefined;
};

/** ICCS → the engine's move text. */
export const toEngineMove = (s: string, base: RankBase): string => (base === 0 ? s : `${s[0]}${Number(s[1]) + 1}${s[2]}${Number(s[3]) + 1}`);
