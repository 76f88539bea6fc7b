/**
 * Lays out arrows for engine lines, pure: ranked arrows in, drawable shapes out (in the board's SVG
 * units). Rank 1 is the best line: the thickest and most opaque, drawn last so it lies on top.
 * Arrows that share a line (a chariot's two moves along one file, a move and its reply backwards)
 * are moved apart into parallel lanes; arrows that share a start or an end stop short of the
 * square's centre so each head stays visible; every arrow starts at its piece's edge, not over its glyph; a horse's arrow bends at its leg (the point that
 * blocks it) so it reads as the move it is; labels (scores) sit beside their arrow, never on any arrow
 * (arrowLabels.ts), best line first.
 *
 * @example
 * const shapes = layoutArrows([{ from: 'h2', to: 'e2', rank: 1, label: '+0.3' }, { from: 'b0', to: 'c2', rank: 2 }], 'red');
 * // shapes[1].rank === 1 (drawn last); shapes[0].shaft has 3 points (the horse bends)
 */
import { placeLabel, type LabelBox } from './arrowLabels';
import { BOARD_HEIGHT, BOARD_WIDTH, CELL, fileOf, keyAt, rankOf, squareToPoint } from './geometry';
import type { Color, Key, Point } from './types';

export interface Arrow {
  readonly from: Key;
  readonly to: Key;
  /** 1 = the best line; larger numbers are drawn thinner and fainter. Default 1. */
  readonly rank?: number;
  /** Short text drawn on the arrow, e.g. the line's score. */
  readonly label?: string;
  readonly brush?: 'engine' | 'user';
}

/** A label's box, centred on x, y. */
export type ArrowLabel = LabelBox;

export interface ArrowShape {
  readonly from: Key;
  readonly to: Key;
  readonly rank: number;
  readonly brush: 'engine' | 'user';
  /** The shaft's polyline, tail first, ending under the head. */
  readonly shaft: readonly Point[];
  /** The head's triangle: tip first. */
  readonly head: readonly [Point, Point, Point];
  readonly width: number;
  readonly opacity: number;
  readonly label?: ArrowLabel;
}

// Widths and opacities by rank (1, 2, 3, 4 and beyond), chosen by eye on a 400-unit board: far enough
// apart that the best line stands out even when it is one square long and the others cross the board.
const WIDTHS = [0.24, 0.15, 0.11, 0.085].map((w) => w * CELL);
const OPACITIES = [1, 0.62, 0.48, 0.4];
/** Distance between parallel lanes of arrows that share a line. */
const LANE_GAP = 0.26 * CELL;

const sub = (a: Point, b: Point): Point => ({ x: a.x - b.x, y: a.y - b.y });
const add = (a: Point, b: Point): Point => ({ x: a.x + b.x, y: a.y + b.y });
const mul = (a: Point, k: number): Point => ({ x: a.x * k, y: a.y * k });
const len = (a: Point): number => Math.hypot(a.x, a.y);
const unit = (a: Point): Point => mul(a, 1 / (len(a) || 1));
const cross = (a: Point, b: Point): number => a.x * b.y - a.y * b.x;
const dot = (a: Point, b: Point): number => a.x * b.x + a.y * b.y;
/** The left-hand normal of a direction (in SVG's y-down space). */
const left = (d: Point): Point => ({ x: d.y, y: -d.x });

/** A horse's path: one point orthogonally (its leg), then one diagonally. Undefined for other moves. */
export const horseLeg = (from: Key, to: Key): Key | undefined => {
  const df = fileOf(to) - fileOf(from);
  const dr = rankOf(to) - rankOf(from);
  if (Math.abs(df) === 1 && Math.abs(dr) === 2) return keyAt(fileOf(from), rankOf(from) + Math.sign(dr));
  if (Math.abs(df) === 2 && Math.abs(dr) === 1) return keyAt(fileOf(from) + Math.sign(df), rankOf(from));
  return undefined;
};

/** Two segments lie on one line and overlap by more than a sliver. */
const segmentsOverlap = (p: Point, q: Point, u: Point, v: Point): boolean => {
  const d = unit(sub(q, p));
  if (Math.abs(cross(d, unit(sub(v, u)))) > 1e-6 || Math.abs(cross(d, sub(u, p))) > 1e-6) return false;
  const a = [0, dot(sub(q, p), d)];
  const b = [dot(sub(u, p), d), dot(sub(v, p), d)].sort((x, y) => x - y);
  return Math.min(a[1], b[1]) - Math.max(a[0], b[0]) > 0.1 * CELL;
};

const conflicts = (a: readonly Point[], b: readonly Point[]): boolean => {
  for (let i = 1; i < a.length; i++) for (let j = 1; j < b.length; j++) if (segmentsOverlap(a[i - 1], a[i], b[j - 1], b[j])) return true;
  return false;
};

/** Moves a polyline sideways by `by` (mitred at the bends); the side is fixed by the first segment's
 * canonical direction, so an arrow and its reverse move to opposite sides. */
const offsetPolyline = (pts: readonly Point[], by: number): Point[] => {
  if (by === 0) return [...pts];
  const dirs = pts.slice(1).map((p, i) => unit(sub(p, pts[i])));
  const d0 = dirs[0];
  const sign = d0.x < -1e-9 || (Math.abs(d0.x) <= 1e-9 && d0.y < 0) ? -1 : 1;
  const normals = dirs.map((d) => mul(left(d), sign));
  return pts.map((p, i) => {
    if (i === 0) return add(p, mul(normals[0], by));
    if (i === pts.length - 1) return add(p, mul(normals[i - 1], by));
    const n1 = normals[i - 1];
    const n2 = normals[i];
    return add(p, mul(add(n1, n2), by / (1 + dot(n1, n2))));
  });
};

/** Shapes for `arrows` on a board seen from `orientation`, in drawing order (worst rank first). */
export const layoutArrows = (arrows: readonly Arrow[], orientation: Color): ArrowShape[] => {
  // one arrow per move, the best rank kept; best first from here on
  const byMove = new Map<string, Arrow & { rank: number }>();
  for (const a of arrows) {
    if (a.from === a.to) continue;
    const rank = Math.max(1, Math.floor(a.rank ?? 1));
    const seen = byMove.get(a.from + a.to);
    if (!seen || rank < seen.rank) byMove.set(a.from + a.to, { ...a, rank });
  }
  const list = [...byMove.values()].sort((a, b) => a.rank - b.rank);
  const at = (k: Key): Point => squareToPoint(k, orientation);
  const paths: Point[][] = list.map((a) => {
    const leg = horseLeg(a.from, a.to);
    return leg ? [at(a.from), at(leg), at(a.to)] : [at(a.from), at(a.to)];
  });

  // lanes: greedy colouring of the overlap graph, best first, then centred within each group
  const lanes = list.map(() => 0);
  const linked = list.map(() => [] as number[]);
  for (let i = 0; i < list.length; i++) {
    for (let j = 0; j < i; j++) if (conflicts(paths[i], paths[j])) linked[i].push(j), linked[j].push(i);
    const taken = new Set(linked[i].filter((j) => j < i).map((j) => lanes[j]));
    while (taken.has(lanes[i])) lanes[i]++;
  }
  const group = list.map(() => -1);
  for (let i = 0; i < list.length; i++) {
    if (group[i] >= 0) continue;
    const todo = [i];
    group[i] = i;
    while (todo.length) for (const j of linked[todo.pop()!]) if (group[j] < 0) (group[j] = i), todo.push(j);
  }
  const maxLane = new Map<number, number>();
  list.forEach((_, i) => maxLane.set(group[i], Math.max(maxLane.get(group[i]) ?? 0, lanes[i])));

  const shapes: ArrowShape[] = [];
  list.forEach((a, i) => {
    const ri = Math.min(a.rank, WIDTHS.length) - 1;
    const width = WIDTHS[ri];
    const shared = (end: 'from' | 'to'): boolean => list.some((b) => b !== a && b[end] === a[end]);
    const pts = offsetPolyline(paths[i], (lanes[i] - maxLane.get(group[i])! / 2) * LANE_GAP);
    const n = pts.length;
    const dTail = unit(sub(pts[1], pts[0]));
    const dHead = unit(sub(pts[n - 1], pts[n - 2]));
    // start at the piece's edge, so its glyph stays readable (further out when arrows share the start)
    pts[0] = add(pts[0], mul(dTail, shared('from') ? 0.5 * CELL : 0.42 * CELL));
    const tip = sub(pts[n - 1], mul(dHead, shared('to') ? 0.34 * CELL : 0.12 * CELL));
    const lastLeg = len(sub(tip, pts[n - 2]));
    const headLength = Math.min(1.9 * width + 5, 0.6 * lastLeg);
    const halfWidth = 1.4 * width + 3.5;
    const base = sub(tip, mul(dHead, headLength));
    const side = left(dHead);
    const head: [Point, Point, Point] = [tip, add(base, mul(side, halfWidth)), sub(base, mul(side, halfWidth))];
    // the shaft runs a little under the head so no seam shows between them
    const shaft = [...pts.slice(0, n - 1), add(base, mul(dHead, Math.min(1, headLength / 2)))];
    shapes.push({ from: a.from, to: a.to, rank: a.rank, brush: a.brush ?? 'engine', shaft, head, width, opacity: OPACITIES[ri] });
    paths[i] = [...pts.slice(0, n - 1), tip];
  });
  // labels once every arrow is known, so none lands on an arrow drawn after it; the best line chooses first
  const placed: ArrowLabel[] = [];
  const bounds = { width: BOARD_WIDTH, height: BOARD_HEIGHT };
  list.forEach((a, i) => {
    if (!a.label) return;
    const label = placeLabel(a.label, paths[i], shapes[i].width, shapes, placed, bounds);
    placed.push(label);
    shapes[i] = { ...shapes[i], label };
  });
  return shapes.reverse();
};
