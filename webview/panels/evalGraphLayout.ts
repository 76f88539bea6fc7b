/**
 * The evaluation graph's geometry, pure: one point per move of the main line, Red's advantage up, by
 * Red's expected score in the review's own model (src/analysis/winChance.ts WIN_SCALE, the model the
 * marks are graded in), so a won game climbs towards the top without flattening against it and a drop
 * that earns a mark looks its size. Moves without a score leave a gap. Quality marks become dots that
 * name their move; move numbers run along the bottom and two score lines mark the quarters.
 *
 * @example
 * const g = graphGeometry({ points: [{ id: 'a', score: { kind: 'cp', value: 30 } }, { id: 'b', score: { kind: 'cp', value: -200 } }] }, 300, 80);
 * // g.mid = 40; g.dots = []; g.ticks: move numbers
 */
import type { Quality } from './moveTreeLayout';
import type { PanelScore } from './score';

/** Per centipawn: the review's expected-score model (src/analysis/winChance.ts WIN_SCALE; a unit test holds them equal). */
export const GRAPH_SCALE = 0.0018;

/** Red's expected score at `s` (Red's view), 0–1: mates are outcomes, a mate of 0 (side unknown) reads as level. */
export const graphShare = (s: PanelScore): number => {
  if (s.kind === 'mate') return s.value > 0 ? 1 : s.value < 0 ? 0 : 0.5;
  return 1 / (1 + Math.exp(-GRAPH_SCALE * s.value));
};

/** The quarter lines: Red's expected score 3/4 and 1/4, and the score (pawns, Red's view) each stands for. */
export const QUARTER_PAWNS = Math.round(Math.log(3) / GRAPH_SCALE / 100);

export interface GraphPoint {
  /** The move's id, handed back on a click. */
  readonly id: string;
  /** The move as a reader names it (`12. 马二进三`), for a dot's tooltip. */
  readonly label?: string;
  /** The score as the page writes it (`+1.20`), for a dot's tooltip. */
  readonly scoreText?: string;
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
  /** What a pointer resting on it reads: the move, its mark and the score after it. */
  readonly title: string;
}

/** A move number on the bottom edge, at the point of Red's move of that number. */
export interface GraphTick {
  readonly x: number;
  readonly label: string;
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
  /** Move numbers along the bottom: every 5, 10 or 20 moves, as many as fit. */
  readonly ticks: readonly GraphTick[];
  /** y of Red's 3/4 and 1/4 expected score (QUARTER_PAWNS ahead and behind). */
  readonly quarters: readonly [number, number];
}

/** Room at the edges so dots and the line are not cut. */
export const GRAPH_PAD = 2;
const MARKED: ReadonlySet<Quality> = new Set(['inaccuracy', 'mistake', 'blunder']);
const GLYPH: Partial<Record<Quality, string>> = { inaccuracy: '?!', mistake: '?', blunder: '??' };
/** Room a move number needs on the bottom edge, in the graph's units (its pixels). */
const TICK_ROOM = 36;
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

/**
 * `startPly`: the ply of the first point (1 when the game starts with Red's first move), so the numbers
 * say which move each point is.
 */
export const graphGeometry = (view: GraphView, width: number, height: number, startPly = 1): GraphGeometry => {
  const n = view.points.length;
  const mid = height / 2;
  const y = (s: PanelScore): number => GRAPH_PAD + (1 - graphShare(s)) * (height - 2 * GRAPH_PAD);
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
    if (p.quality && MARKED.has(p.quality)) {
      const title = [`${p.label ?? ''}${GLYPH[p.quality] ?? ''}`, p.scoreText].filter(Boolean).join('  ');
      dots.push({ id: p.id, x: r1(pointX(i, n, width)), y: r1(p.score ? y(p.score) : mid), quality: p.quality, title });
    }
  });
  // move numbers: the full move of each point is (ply + 1) / 2; a step of 5, 10, 20… moves that leaves room
  const moves = Math.ceil((startPly + n - 1) / 2);
  const perMove = n > 1 ? (2 * (width - 2 * GRAPH_PAD)) / (n - 1) : width;
  const step = [5, 10, 20, 50, 100, 200, 500].find((k) => k * perMove >= TICK_ROOM) ?? 1000;
  const ticks: GraphTick[] = [];
  for (let m = step; m <= moves; m += step) {
    const i = 2 * m - 1 - startPly; // the point of Red's move m
    if (i >= 0 && i < n) ticks.push({ x: r1(pointX(i, n, width)), label: String(m) });
  }
  const band = height - 2 * GRAPH_PAD;
  const ci = view.points.findIndex((p) => p.id === view.current);
  return {
    line: runs.map(path).join(''),
    redArea: area((v) => Math.min(v, mid)),
    blackArea: area((v) => Math.max(v, mid)),
    mid,
    dots,
    cursor: ci >= 0 ? r1(pointX(ci, n, width)) : undefined,
    ticks,
    quarters: [r1(GRAPH_PAD + band / 4), r1(GRAPH_PAD + (3 * band) / 4)],
  };
};
