/**
 * The evaluation graph's geometry, pure: one point per move of the main line, Red's advantage up,
 * on the same curve as the eval bar (score.ts), so a glance at either reads alike. Moves without a
 * score leave a gap. Quality marks (mistakes, blunders…) become dots; a click maps back to a move.
 *
 * @example
 * const g = graphGeometry({ points: [{ id: 'a', score: { kind: 'cp', value: 30 } }, { id: 'b', score: { kind: 'cp', value: -200 } }] }, 300, 80);
 * // g.line = 'M2 38.9L298 53.3', g.mid = 40
 */
import type { Quality } from './moveTreeLayout';
import { redShare, type PanelScore } from './score';

export interface GraphPoint {
  /** The move's id, handed back on a click. */
  readonly id: string;
  /** Score after the move, Red's view; absent: not analysed. */
  readonly score?: PanelScore;
  readonly quality?: Quality;
}

export interface GraphView {
  readonly points: readonly GraphPoint[];
  readonly current?: string | null;
}

export interface GraphDot {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly quality: Quality;
}

export interface GraphGeometry {
  /** The score line (SVG path data), broken where scores are missing. */
  readonly line: string;
  /** Areas between the line and the middle: Red's (above) and Black's (below). */
  readonly redArea: string;
  readonly blackArea: string;
  readonly mid: number;
  /** Marks for the moves a review judged: only the ones worth a look (not 'best'/'good'). */
  readonly dots: readonly GraphDot[];
  /** x of the current move, if it is on the graph. */
  readonly cursor?: number;
}

/** Room at the edges so dots and the line are not cut. */
export const GRAPH_PAD = 2;
const MARKED: ReadonlySet<Quality> = new Set(['inaccuracy', 'mistake', 'blunder']);
const r1 = (n: number): number => Math.round(n * 10) / 10;

export const pointX = (i: number, count: number, width: number): number =>
  count > 1 ? GRAPH_PAD + (i * (width - 2 * GRAPH_PAD)) / (count - 1) : width / 2;

/** The index of the point nearest to `x` (a click), or -1 when there are none. */
export const pointIndexAt = (x: number, count: number, width: number): number => {
  if (count === 0) return -1;
  if (count === 1) return 0;
  const i = Math.round(((x - GRAPH_PAD) * (count - 1)) / (width - 2 * GRAPH_PAD));
  return Math.max(0, Math.min(count - 1, i));
};

export const graphGeometry = (view: GraphView, width: number, height: number): GraphGeometry => {
  const n = view.points.length;
  const mid = height / 2;
  const y = (s: PanelScore): number => GRAPH_PAD + (1 - redShare(s)) * (height - 2 * GRAPH_PAD);
  const runs: { x: number; y: number }[][] = [];
  let run: { x: number; y: number }[] = [];
  view.points.forEach((p, i) => {
    if (!p.score) {
      if (run.length) runs.push(run);
      run = [];
      return;
    }
    run.push({ x: r1(pointX(i, n, width)), y: r1(y(p.score)) });
  });
  if (run.length) runs.push(run);
  const path = (pts: { x: number; y: number }[]): string => pts.map((p, i) => `${i ? 'L' : 'M'}${p.x} ${p.y}`).join('');
  const area = (clamp: (v: number) => number): string =>
    runs.map((r) => `M${r[0].x} ${mid}${r.map((p) => `L${p.x} ${r1(clamp(p.y))}`).join('')}L${r[r.length - 1].x} ${mid}Z`).join('');
  const dots: GraphDot[] = [];
  view.points.forEach((p, i) => {
    if (p.quality && MARKED.has(p.quality)) dots.push({ id: p.id, x: r1(pointX(i, n, width)), y: r1(p.score ? y(p.score) : mid), quality: p.quality });
  });
  const ci = view.points.findIndex((p) => p.id === view.current);
  return {
    line: runs.map(path).join(''),
    redArea: area((v) => Math.min(v, mid)),
    blackArea: area((v) => Math.max(v, mid)),
    mid,
    dots,
    cursor: ci >= 0 ? r1(pointX(ci, n, width)) : undefined,
  };
};
