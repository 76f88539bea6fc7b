/**
 * The review's win-probability model: what a score is worth as an expected result (a win 1, a draw
 * half, a loss 0) for the side it speaks for, a logistic of our engine's centipawns, as lichess reads
 * Stockfish's. Mates, and the perpetual-check bans the engine reports as mates (engine/score.ts
 * toScore), are outcomes: 1 or 0 whatever their distance, never a number of centipawns. A draw by
 * repetition scores next to 0 (engine/score.ts DRAW_VALUE): a half.
 *
 *   expectedScore(cp(0))     // 0.5
 *   expectedScore(cp(300))   // ≈ 0.63: in our own games a three-pawn lead scores about five games in eight
 *   expectedScore(mate(-4))  // 0
 */
import type { Score } from '../core/score';

/**
 * Per centipawn. Fitted to the project's self-play games (test/fixtures/tuning/games.txt) by
 * test/bench/winScale.bench.ts, least log loss over positions our engine scores in centipawns
 * (2026-11-24): k = 0.00187 over 25,675 positions searched at 2,000 nodes (`node test/bench/run.mjs
 * winScale`), 0.00176 over 9,241 at 20,000 (WIN_NODES=20000 WIN_EVERY=36); held-out games alone
 * 0.0021 and 0.0020. So 60 % is about +2.2 pawns, 75 % +6, 90 % +12: our games convert a lead slowly.
 */
export const WIN_SCALE = 0.0018;

/** The side's expected result at `s` (its own view): 0.5 at 0, towards 1 as it leads; mates are outcomes. */
export const expectedScore = (s: Score): number => {
  // mate 0: the side to move has no move, which loses in xiangqi
  if (s.kind === 'mate') return s.value > 0 ? 1 : 0;
  return 1 / (1 + Math.exp(-WIN_SCALE * s.value));
};

/** The centipawns at which the model gives `p` (0 < p < 1): the inverse of expectedScore over centipawns. */
export const centipawnsFor = (p: number): number => Math.log(p / (1 - p)) / WIN_SCALE;
