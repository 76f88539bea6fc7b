/**
 * Time management: how long a search may run, and after each iteration whether to start another.
 * - `movetime`: that time is the budget, all of it; the search stops at its end and keeps the best
 *   move of a partly searched iteration (see search.ts). Only a proven mate ends it sooner.
 * - a clock (time left, increment, moves to go): an optimum share of the time left and a hard
 *   maximum. After each iteration the optimum is scaled: more while the best move keeps changing or
 *   the score falls, less when the same move has held for many iterations; an iteration that would
 *   not end before that target (predicted from the last iterations' growth) is not started.
 *
 *   const tm = new TimeManager();
 *   tm.start(now, { clock: { time: 60000, inc: 1000 } });
 *   // search until tm.deadline; after each iteration: if (tm.iterationDone(now(), depth, best, value)) stop
 */

export interface ClockLimits {
  /** Milliseconds left on the side to move's clock. */
  time: number;
  /** Milliseconds added after each move. */
  inc?: number;
  /** Moves to the next time control; sudden death when absent. */
  movestogo?: number;
}

/** Milliseconds kept back on a clock for the host's messaging and the GUI's lag. */
export const MOVE_OVERHEAD = 30;
/** Moves a sudden-death clock is shared across (Stockfish plans for ~50 at the start; games here are shorter). */
const HORIZON = 30;

export class TimeManager {
  /** Clock time at which a search must stop; Infinity when there is no time limit. */
  deadline = Infinity;
  /** The planned time for this move before scaling, in ms (Infinity without a clock). */
  optimum = Infinity;
  /** Hard limit for this move in ms (Infinity without a limit). */
  maximum = Infinity;
  private t0 = 0;
  private adaptive = false;
  private lastBest = 0;
  private stable = 0;
  private changes = 0;
  private prevValue = NaN;
  private lastIterationEnd = 0;
  private lastIterationMs = 0;
  private prevIterationMs = 0;

  /** Called by the search as it starts. */
  start(now: number, limits: { movetime?: number; clock?: ClockLimits }): void {
    this.t0 = now;
    this.adaptive = false;
    this.lastBest = 0;
    this.stable = 0;
    this.changes = 0;
    this.prevValue = NaN;
    this.lastIterationEnd = now;
    this.lastIterationMs = 0;
    this.prevIterationMs = 0;
    this.optimum = Infinity;
    this.maximum = Infinity;
    if (limits.clock) {
      const { time, inc = 0, movestogo } = limits.clock;
      const left = Math.max(1, time - MOVE_OVERHEAD);
      const mtg = movestogo !== undefined && movestogo > 0 ? Math.min(movestogo, HORIZON) : HORIZON;
      // the last move before a control may use most of what is left; otherwise a share plus most of the increment
      const share = mtg === 1 ? left * 0.8 : left / mtg + inc * 0.75;
      this.optimum = mtg === 1 ? share : Math.min(share, left * 0.5);
      this.maximum = Math.min(left * (mtg === 1 ? 0.9 : 0.7), this.optimum * 5);
      this.adaptive = true;
    }
    if (limits.movetime !== undefined) this.maximum = Math.min(this.maximum, limits.movetime);
    this.deadline = this.maximum === Infinity ? Infinity : now + this.maximum;
  }

  /** Ms since start. */
  elapsed(now: number): number {
    return now - this.t0;
  }

  /**
   * Called after each completed iteration with its best move and value; true when the search
   * should not start another (the clock's scaled target is reached or the next would overrun it).
   */
  iterationDone(now: number, depth: number, bestMove: number, value: number): boolean {
    this.prevIterationMs = this.lastIterationMs;
    this.lastIterationMs = now - this.lastIterationEnd;
    this.lastIterationEnd = now;
    // changes decay so that old indecision counts less than new
    this.changes *= 0.5;
    if (bestMove !== this.lastBest && this.lastBest !== 0) {
      this.changes += 1;
      this.stable = 0;
    } else this.stable++;
    this.lastBest = bestMove;
    const falling = this.prevValue === this.prevValue ? Math.min(1.5, Math.max(1, 1 + (this.prevValue - value) / 200)) : 1;
    this.prevValue = value;
    if (!this.adaptive || depth < 4) return false;
    const elapsed = now - this.t0;
    const obvious = this.stable >= 8 ? 0.5 : this.stable >= 5 ? 0.7 : 1;
    const target = Math.min(this.maximum, this.optimum * (1 + 1.5 * this.changes) * falling * obvious);
    if (elapsed >= target) return true;
    // the next iteration costs about the last one times the growth between the last two
    const growth = this.prevIterationMs > 0 ? Math.min(4, Math.max(1.5, this.lastIterationMs / this.prevIterationMs)) : 2;
    return elapsed + this.lastIterationMs * growth > target * 1.3;
  }
}
