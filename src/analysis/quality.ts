/**
 * What a move cost, and the mark it earns. A move is graded by the expected score it gave away
 * (winChance.ts: a win 1, a draw half, a loss 0, a logistic of our centipawns fitted to our own games),
 * as lichess grades by the drop in win chance: the mover's expected score after the engine's best
 * move minus after the move played, both from the position before the move searched to the same limits
 * (review.ts), so like is compared with like. Mates and perpetual-check bans count as outcomes (1 or
 * 0), so a move from mate-in-3 to mate-in-5 loses nothing and a move into a lost repetition loses all.
 *
 * The thresholds are drops in expected score (lichess marks 5, 10 and 15 % of win chance). Read through
 * our model in a level game (from +x/2 to -x/2), they are what a piece is worth in our evaluation:
 *   `?!` an inaccuracy gives away 5 %, about a pawn (111 of our cp, 77 of Fairy-Stockfish's);
 *   `?`  a mistake 10 %, about two pawns (223 cp);
 *   `??` a blunder 20 %, about a horse or a cannon (451 cp).
 * Our centipawns run 1.44 times Fairy-Stockfish's (test/bench/markQuality.bench.ts, 2026-11-24). The
 * same centipawns cost less as the game is decided: two pawns lost at +9 are no mark.
 * `!` (the only good move): the engine's choice, when every other move would have been a mistake (its
 * best other move gives away ONLY_DROP), that move does not win anyway (DECIDED: a chariot ahead), the
 * game is not lost anyway, and the move is not the plain taking back of the piece that just moved.
 *
 *   gradeMove({ drop: dropOf(cp(40), cp(-200)), engineChoice: false }) // 0.107 given away: 'mistake'
 */
import type { Score } from '../core/score';
import { expectedScore } from './winChance';

/** `!` the only good move, `?!` an inaccuracy, `?` a mistake, `??` a blunder. */
export type Quality = 'only' | 'inaccuracy' | 'mistake' | 'blunder';

/** Expected score given away (0 to 1) that earns each mark: a pawn, two pawns, a horse or cannon in a level game (above). */
export const INACCURACY_DROP = 0.05;
export const MISTAKE_DROP = 0.1;
export const BLUNDER_DROP = 0.2;
/**
 * How much the best other move must give away for the engine's move to be the only good one: a mistake.
 * In a level game that is about 155 of Fairy-Stockfish's centipawns, near the 137 the rule in centipawns
 * asked (240 of the old engine's, which ran 1.75 times Fairy-Stockfish's).
 */
export const ONLY_DROP = MISTAKE_DROP;
/**
 * A line with this expected score (the mover's) wins; with 1 minus it, loses: `!` needs a game the other
 * moves do not decide. A chariot ahead (950 cp) is 0.847 by our model.
 */
export const DECIDED = 0.85;

/** A mate as centipawns, for the loss a reader sees (`loss`), never for grading. */
const MATE_CP = 3000;
// mate 0: mated (no move), a loss as winChance.ts reads it
const asCp = (s: Score): number => (s.kind === 'cp' ? s.value : s.value > 0 ? MATE_CP : -MATE_CP);

/** `best`, `played`: the mover's scores for its best move and the move it played (both its own view): the centipawns it lost, mates as ±3000, at least 0. */
export const lossOf = (best: Score, played: Score): number => Math.max(0, asCp(best) - asCp(played));

/** The expected score the mover gave away by playing `played` where `best` was there (both its own view), at least 0. */
export const dropOf = (best: Score, played: Score): number => Math.max(0, expectedScore(best) - expectedScore(played));

/** What gradeMove weighs: review.ts fills it from the searches before the move. */
export interface MoveJudgement {
  /** dropOf the engine's best and the move played. */
  readonly drop: number;
  /** The engine's first choice was this move. */
  readonly engineChoice: boolean;
  /** The engine's first and second lines before the move (side to move), when it searched them. */
  readonly best?: Score;
  readonly second?: Score;
  /** The move takes the piece the opponent's last move put there: the obvious reply, never `!`. */
  readonly takesBack?: boolean;
}

/** Whether the engine's second line could still make this move `!`: what a review asks before it searches that line. */
export const mayBeOnly = (j: MoveJudgement): boolean =>
  j.engineChoice && !j.takesBack && j.best !== undefined && expectedScore(j.best) > 1 - DECIDED;

export const gradeMove = (j: MoveJudgement): Quality | undefined => {
  if (j.engineChoice) {
    if (!mayBeOnly(j) || !j.best || !j.second) return undefined;
    // a move is not the only good one when another wins too
    return expectedScore(j.second) < DECIDED && dropOf(j.best, j.second) >= ONLY_DROP ? 'only' : undefined;
  }
  return j.drop >= BLUNDER_DROP ? 'blunder' : j.drop >= MISTAKE_DROP ? 'mistake' : j.drop >= INACCURACY_DROP ? 'inaccuracy' : undefined;
};

/** The NAG a quality is written as: `!` ($1), `?!` ($6), `?` ($2), `??` ($4). */
export const QUALITY_NAG: Readonly<Record<Quality, number>> = { only: 1, inaccuracy: 6, mistake: 2, blunder: 4 };

/** The glyph a quality is shown as. */
export const QUALITY_GLYPH: Readonly<Record<Quality, string>> = { only: '!', inaccuracy: '?!', mistake: '?', blunder: '??' };

/** The move-quality NAGs ($1–$6: `!`, `?`, `!!`, `??`, `!?`, `?!`): a move carries at most one. */
export const isQualityNag = (nag: number): boolean => nag >= 1 && nag <= 6;
