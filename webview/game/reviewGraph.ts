/**
 * A review as the evaluation graph's points, pure: one point per reviewed main-line ply, named `12. 马二进三`
 * for its hover, with its score written as the page writes scores and its mark. The board page (pageView.ts)
 * and the graph beside a PGN's text (webview/graphView/) both draw their graph from this.
 *
 *   reviewGraphPoints(plies, ['炮二平五', '马8进7'], 0, (s) => formatScore(s), (ply) => String(ply))
 *   // [{ id: '1', label: '1. 炮二平五', score, scoreText: '+0.30' }, …]
 */
import type { Score } from '../../src/core/score';
import type { ReviewPlyDto } from '../../src/protocol/webview';
import type { GraphPoint } from '../panels/evalGraphLayout';

/** A graph point with the review's own score and marks. */
export interface ReviewGraphPoint extends GraphPoint {
  readonly score?: Score;
  readonly quality?: ReviewPlyDto['quality'];
}

/** `12.` for Red's move 12 (ply 23 counted from Red's first move), `12…` for Black's. */
export const moveNumber = (ply: number): string => `${Math.ceil(ply / 2)}${ply % 2 ? '.' : '…'}`;

/**
 * `labels[i]`: the main line's move i+1 in the page's notation; `startPly`: plies before the game's first
 * move (1 when Black starts); `idOf`: a point's id, handed back on a click.
 */
export const reviewGraphPoints = (
  plies: readonly ReviewPlyDto[],
  labels: readonly string[],
  startPly: number,
  scoreText: (s: Score) => string,
  idOf: (ply: number) => string,
): ReviewGraphPoint[] =>
  plies.map((r) => {
    const label = labels[r.ply - 1];
    return {
      id: idOf(r.ply),
      ...(label ? { label: `${moveNumber(r.ply + startPly)} ${label}` } : {}),
      ...(r.score ? { score: r.score, scoreText: scoreText(r.score) } : {}),
      ...(r.quality ? { quality: r.quality } : {}),
    };
  });
