/**
 * A review in a few figures for each player: how many `?!`, `?` and `??` (and `!`), and an accuracy,
 * the mean expected score the player's moves kept: 100 % minus the mean drop (quality.ts dropOf) over
 * every move the review graded. A game of engine moves scores 100 %; a player who gives away a tenth of
 * a win on every move, 90 %. Shown in the review's closing message, in the comment Write Annotations
 * puts on the game, and above the board's evaluation graph.
 *
 *   const s = summarize(game.startFen, review.plies); s.red.mistakes; s.black.accuracy
 */
import type { Quality } from './quality';
import type { PlyReview } from './review';

export interface SideSummary {
  /** Moves the review graded (those with a drop). */
  readonly moves: number;
  readonly inaccuracies: number;
  readonly mistakes: number;
  readonly blunders: number;
  /** Only moves found (`!`). */
  readonly only: number;
  /** 0 to 100, one decimal; undefined before any move is graded. */
  readonly accuracy?: number;
}

export interface GameSummary {
  readonly red: SideSummary;
  readonly black: SideSummary;
}

const COUNTED: Record<Quality, keyof Omit<SideSummary, 'moves' | 'accuracy'>> = { inaccuracy: 'inaccuracies', mistake: 'mistakes', blunder: 'blunders', only: 'only' };

/** The summary of the plies reviewed from `startFen` (its side to move played the first ply). */
export const summarize = (startFen: string, plies: readonly PlyReview[]): GameSummary => {
  const blackFirst = startFen.trim().split(/\s+/)[1] === 'b';
  const sides = [0, 1].map(() => ({ moves: 0, kept: 0, inaccuracies: 0, mistakes: 0, blunders: 0, only: 0 }));
  for (const p of plies) {
    const s = sides[((p.ply - 1) & 1) ^ (blackFirst ? 1 : 0)];
    if (p.quality) s[COUNTED[p.quality]]++;
    if (p.drop === undefined) continue;
    s.moves++;
    s.kept += 1 - p.drop;
  }
  const side = ({ kept, ...s }: (typeof sides)[number]): SideSummary => (s.moves > 0 ? { ...s, accuracy: Math.round((1000 * kept) / s.moves) / 10 } : s);
  return { red: side(sides[0]), black: side(sides[1]) };
};
