/**
 * What a move cost, and the mark it earns. Loss is in centipawns for the side that moved: the score
 * before the move (its own view) minus the score after it (its view again), with mates counted as
 * ±3000 so they compare with material. A move the engine itself chose is never marked.
 *
 *   gradeMove(lossOf(cp(40), cp(100)), false) // 140 cp lost: 'mistake'
 */
import type { Score } from '../core/score';

export type Quality = 'mistake' | 'blunder';

/** Centipawns a move may lose before it is a mistake; four times as much is a blunder. */
export const MISTAKE_CP = 120;
export const BLUNDER_CP = 4 * MISTAKE_CP;

/** A mate as centipawns, large enough to outweigh any material. */
const MATE_CP = 3000;
const asCp = (s: Score): number => (s.kind === 'cp' ? s.value : s.value > 0 ? MATE_CP : s.value < 0 ? -MATE_CP : 0);

/** `before`: the mover's score before its move; `after`: the opponent's score after it (both side to move). */
export const lossOf = (before: Score, after: Score): number => asCp(before) + asCp(after);

export const gradeMove = (loss: number, engineChoice: boolean): Quality | undefined =>
  engineChoice || loss < MISTAKE_CP ? undefined : loss >= BLUNDER_CP ? 'blunder' : 'mistake';

/** The NAG a quality is written as: `?` ($2) for a mistake, `??` ($4) for a blunder. */
export const QUALITY_NAG: Readonly<Record<Quality, number>> = { mistake: 2, blunder: 4 };
