/**
 * The eval bar's geometry, pure: Red's share of the bar (score.ts's curve) fills it from Red's side,
 * from the bottom unless Black is at the bottom of the board; mate fills it.
 *
 * @example
 * barFill({ score: { kind: 'cp', value: 0 }, orientation: 'red' }, 100); // { y: 50, height: 50 }
 */
import { redShare, type PanelScore } from './score';

export interface EvalBarView {
  /** Red's point of view; absent: no score (an empty bar, which no one reads as 0.00). */
  readonly score?: PanelScore;
  /** The score as the user reads it. */
  readonly label?: string;
  /** The side at the bottom of the board beside it. */
  readonly orientation: 'red' | 'black';
}

/** Height of Red's part in a bar of `height` units, and where it starts; undefined without a score (nothing to fill). */
export const barFill = (view: EvalBarView, height: number): { y: number; height: number } | undefined => {
  if (!view.score) return undefined;
  const h = Math.round(redShare(view.score) * height * 10) / 10;
  return { y: view.orientation === 'red' ? height - h : 0, height: h };
};
