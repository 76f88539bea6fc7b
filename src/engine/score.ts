/**
 * Search scores are plain integers from the side to move's point of view. Bands, from the top:
 * mate (MATE - ply, above BAN), the perpetual-check "ban" band (WIN, BAN], then ordinary values.
 * `toScore` is the one converter to the reported form, the project's one Score (core/score.ts).
 *
 *   toScore(MATE - 3) // { kind: 'mate', value: 2 }
 */
import type { Score } from '../core/score';

export const MATE = 30000;
/** Above this a score is a mate found by the search. */
export const BAN = MATE - 200;
/** Above this (up to BAN) a score comes from the perpetual-check rule: a win by the opponent's ban. */
export const WIN = MATE - 400;
export const INFINITE = MATE + 1;
/** Repetition draws score slightly against the side that repeats first (sign by ply parity). */
export const DRAW_VALUE = 20;


export const isMate = (v: number): boolean => v > BAN || v < -BAN;
export const isBan = (v: number): boolean => (v > WIN && v <= BAN) || (v < -WIN && v >= -BAN);

/**
 * Mate in N full moves (negative: being mated). A ban score (BAN - ply) is a game won by rule at
 * that ply, as a mate is, so it is reported as a mate in the same number of moves, as
 * Fairy-Stockfish and Pikafish report a perpetual check or chase; ordinary values are centipawns.
 */
export const toScore = (v: number): Score => {
  if (v > WIN) return { kind: 'mate', value: Math.ceil((v > BAN ? MATE - v : BAN - v) / 2) };
  if (v < -WIN) return { kind: 'mate', value: -Math.ceil((v < -BAN ? MATE + v : BAN + v) / 2) };
  return { kind: 'cp', value: v };
};

/** Draw value at this ply: the side to move at even plies (the root side) gets -DRAW_VALUE. */
export const drawValue = (ply: number): number => ((ply & 1) === 0 ? -DRAW_VALUE : DRAW_VALUE);
