/**
 * What a move cost, and the mark it earns. Loss is in centipawns for the side that moved: the score
 * before the move (its own view) minus the score after it (its view again), with mates counted as
 * ±3000 so they compare with material. A move the engine itself chose is never marked down; it earns
 * `!` when it was the only good one: the engine's second line is two mistakes' worth worse, that line does
 * not win anyway, the first does not lose anyway, and the move is not the plain taking back of the piece
 * that just moved.
 *
 * Every mark comes from gradeMove, so the later grading by win probability changes this file (and
 * review.ts, which gathers its inputs) alone.
 *
 *   gradeMove({ loss: lossOf(cp(40), cp(100)), engineChoice: false }) // 140 cp lost: 'mistake'
 */
import type { Score } from '../core/score';

/** `!` the only good move, `?!` an inaccuracy, `?` a mistake, `??` a blunder. */
export type Quality = 'only' | 'inaccuracy' | 'mistake' | 'blunder';

/**
 * Thresholds in our engine's centipawns (about 1.75 of Fairy-Stockfish's, issue 12): a mistake loses
 * 120, a blunder four times that, an inaccuracy half a mistake. Provisional: the grading by win
 * probability replaces them.
 */
export const MISTAKE_CP = 120;
export const BLUNDER_CP = 4 * MISTAKE_CP;
export const INACCURACY_CP = MISTAKE_CP / 2;
/** How much worse the engine's second line must be for its first to be the only good move: twice a mistake, so `!` stays rare (a tenth of master moves at half this). */
export const ONLY_CP = 2 * MISTAKE_CP;
/** A line scoring this much (the mover's view) wins; as much below zero, loses: `!` needs a game the other moves do not decide. */
export const DECIDED_CP = 600;

/** A mate as centipawns, large enough to outweigh any material. */
const MATE_CP = 3000;
const asCp = (s: Score): number => (s.kind === 'cp' ? s.value : s.value > 0 ? MATE_CP : s.value < 0 ? -MATE_CP : 0);

/** `before`: the mover's score before its move; `after`: the opponent's score after it (both side to move). */
export const lossOf = (before: Score, after: Score): number => asCp(before) + asCp(after);

/** What gradeMove weighs: review.ts fills it from the searches before and after the move. */
export interface MoveJudgement {
  /** lossOf the scores before and after the move. */
  readonly loss: number;
  /** The engine's first choice was this move. */
  readonly engineChoice: boolean;
  /** The engine's first and second lines before the move (side to move), when it searched them. */
  readonly best?: Score;
  readonly second?: Score;
  /** The move takes the piece the opponent's last move put there: the obvious reply, never `!`. */
  readonly takesBack?: boolean;
}

/** Whether the engine's second line could still make this move `!`: what a review asks before it searches that line. */
export const mayBeOnly = (j: MoveJudgement): boolean => j.engineChoice && !j.takesBack && j.best !== undefined && asCp(j.best) > -DECIDED_CP;

export const gradeMove = (j: MoveJudgement): Quality | undefined => {
  if (j.engineChoice) {
    if (!mayBeOnly(j) || !j.best || !j.second) return undefined;
    const best = asCp(j.best);
    const second = asCp(j.second);
    // a lost game has no saving move to praise, and a move is not the only good one when another wins too
    const open = best > -DECIDED_CP && second < DECIDED_CP;
    return open && best - second >= ONLY_CP ? 'only' : undefined;
  }
  return j.loss >= BLUNDER_CP ? 'blunder' : j.loss >= MISTAKE_CP ? 'mistake' : j.loss >= INACCURACY_CP ? 'inaccuracy' : undefined;
};

/** The NAG a quality is written as: `!` ($1), `?!` ($6), `?` ($2), `??` ($4). */
export const QUALITY_NAG: Readonly<Record<Quality, number>> = { only: 1, inaccuracy: 6, mistake: 2, blunder: 4 };

/** The glyph a quality is shown as. */
export const QUALITY_GLYPH: Readonly<Record<Quality, string>> = { only: '!', inaccuracy: '?!', mistake: '?', blunder: '??' };

/** The move-quality NAGs ($1–$6: `!`, `?`, `!!`, `??`, `!?`, `?!`): a move carries at most one. */
export const isQualityNag = (nag: number): boolean => nag >= 1 && nag <= 6;
