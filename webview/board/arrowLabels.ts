/**
 * Where an arrow's label (its score) goes, pure: beside its own arrow, never on any arrow. A label laid
 * on its shaft covers a short arrow whole (a pawn push, a one-square retreat), which made the best line's
 * arrow the one a player could not see; so each label tries spots off its arrow's side, nearest first,
 * and takes the first that touches no shaft, no head and no label placed before it (best line first).
 *
 * @example
 * const label = placeLabel('+0.35', path, 8.8, obstacles, placed, { width: 404, height: 444 });
 * // a box beside `path` that meets none of `obstacles` and none of `placed`
 */
import type { Point } from './types';

export interface LabelBox {
  readonly text: string;
  /** Centre of the box. */
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** What a label must keep clear of: an arrow's shaft (a polyline drawn `width` wide) and its head (a triangle). */
export interface ArrowObstacle {
  readonly shaft: readonly Point[];
  readonly width: number;
  readonly head: readonly [Point, Point, Point];
}

export const LABEL_HEIGHT = 14;
const LABEL_CHAR_WIDTH = 6.4;
/** Air between a label and any arrow. */
const CLEARANCE = 2;
/** Where along its arrow a label may sit (fraction of the length), in order of preference. */
const SPOTS = [0.5, 0.3, 0.7, 0.15, 0.85];
/** How far out from its arrow's side a label may move, in label heights beyond touching distance. */
const STEPS = [0, 0.8, 1.6, 2.6, 3.6, 5];

export const labelWidth = (text: string): number => text.length * LABEL_CHAR_WIDTH + 8;

const sub = (a: Point, b: Point): Point => ({ x: a.x - b.x, y: a.y - b.y });
const dot = (a: Point, b: Point): number => a.x * b.x + a.y * b.y;
const cross = (a: Point, b: Point): number => a.x * b.y - a.y * b.x;
const len = (a: Point): number => Math.hypot(a.x, a.y);

const pointSegment = (p: Point, a: Point, b: Point): number => {
  const ab = sub(b, a);
  const t = Math.max(0, Math.min(1, dot(sub(p, a), ab) / (dot(ab, ab) || 1)));
  return len(sub(p, { x: a.x + ab.x * t, y: a.y + ab.y * t }));
};

const segmentsCross = (a: Point, b: Point, c: Point, d: Point): boolean => {
  const d1 = cross(sub(b, a), sub(c, a));
  const d2 = cross(sub(b, a), sub(d, a));
  const d3 = cross(sub(d, c), sub(a, c));
  const d4 = cross(sub(d, c), sub(b, c));
  return d1 * d2 < 0 && d3 * d4 < 0;
};

const segmentSegment = (a: Point, b: Point, c: Point, d: Point): number =>
  segmentsCross(a, b, c, d) ? 0 : Math.min(pointSegment(a, c, d), pointSegment(b, c, d), pointSegment(c, a, b), pointSegment(d, a, b));

const inside = (p: Point, box: LabelBox): boolean => Math.abs(p.x - box.x) <= box.width / 2 && Math.abs(p.y - box.y) <= box.height / 2;

const corners = (box: LabelBox): Point[] => {
  const l = box.x - box.width / 2;
  const r = box.x + box.width / 2;
  const t = box.y - box.height / 2;
  const b = box.y + box.height / 2;
  return [{ x: l, y: t }, { x: r, y: t }, { x: r, y: b }, { x: l, y: b }];
};

/** The distance from the segment a–b to the box (0 when they meet). */
export const segmentBoxDistance = (a: Point, b: Point, box: LabelBox): number => {
  if (inside(a, box) || inside(b, box)) return 0;
  const c = corners(box);
  return Math.min(...c.map((p, i) => segmentSegment(a, b, p, c[(i + 1) % 4])));
};

const inTriangle = (p: Point, [a, b, c]: readonly [Point, Point, Point]): boolean => {
  const s1 = cross(sub(b, a), sub(p, a));
  const s2 = cross(sub(c, b), sub(p, b));
  const s3 = cross(sub(a, c), sub(p, c));
  return (s1 >= 0 && s2 >= 0 && s3 >= 0) || (s1 <= 0 && s2 <= 0 && s3 <= 0);
};

/** The box touches the arrow (its shaft at its drawn width, or its head), with `clearance` to spare. */
export const boxHitsArrow = (box: LabelBox, arrow: ArrowObstacle, clearance = CLEARANCE): boolean => {
  for (let i = 1; i < arrow.shaft.length; i++) if (segmentBoxDistance(arrow.shaft[i - 1], arrow.shaft[i], box) < arrow.width / 2 + clearance) return true;
  const h = arrow.head;
  if (inTriangle({ x: box.x, y: box.y }, h)) return true;
  return h.some((p, i) => segmentBoxDistance(p, h[(i + 1) % 3], box) < clearance);
};

const overlapArea = (a: LabelBox, b: LabelBox): number =>
  Math.max(0, Math.min(a.x + a.width / 2, b.x + b.width / 2) - Math.max(a.x - a.width / 2, b.x - b.width / 2)) *
  Math.max(0, Math.min(a.y + a.height / 2, b.y + b.height / 2) - Math.max(a.y - a.height / 2, b.y - b.height / 2));

/** The point at fraction `t` of the polyline's length, and the direction of the segment it lies on. */
const along = (pts: readonly Point[], t: number): { p: Point; d: Point } => {
  const lengths = pts.slice(1).map((p, i) => len(sub(p, pts[i])));
  let rest = t * lengths.reduce((s, l) => s + l, 0);
  for (let i = 0; i < lengths.length; i++) {
    const d = sub(pts[i + 1], pts[i]);
    const u = { x: d.x / (lengths[i] || 1), y: d.y / (lengths[i] || 1) };
    if (rest <= lengths[i] || i === lengths.length - 1) return { p: { x: pts[i].x + u.x * Math.min(rest, lengths[i]), y: pts[i].y + u.y * Math.min(rest, lengths[i]) }, d: u };
    rest -= lengths[i];
  }
  return { p: pts[0], d: { x: 1, y: 0 } };
};

/**
 * A box for `text` beside the arrow running along `path` (tail to tip) drawn `width` wide: the first spot,
 * nearest the arrow's middle and side first, that keeps clear of every arrow in `arrows` and every label
 * in `placed` and stays inside `bounds`; failing that, the spot that overlaps least.
 */
export const placeLabel = (
  text: string,
  path: readonly Point[],
  width: number,
  arrows: readonly ArrowObstacle[],
  placed: readonly LabelBox[],
  bounds: { readonly width: number; readonly height: number },
): LabelBox => {
  const w = labelWidth(text);
  const h = LABEL_HEIGHT;
  const candidates: LabelBox[] = [];
  for (const step of STEPS)
    for (const t of SPOTS) {
      const { p, d } = along(path, t);
      for (const side of [1, -1]) {
        const n = { x: d.y * side, y: -d.x * side };
        // touching distance: half the shaft, the air, and the box's reach along the normal
        const off = width / 2 + CLEARANCE + 1 + Math.abs(n.x) * (w / 2) + Math.abs(n.y) * (h / 2) + step * h;
        candidates.push({ text, x: p.x + n.x * off, y: p.y + n.y * off, width: w, height: h });
      }
    }
  const cost = (b: LabelBox): number => {
    let c = 0;
    for (const a of arrows) if (boxHitsArrow(b, a)) c += 1e6;
    for (const l of placed) c += overlapArea(b, l) * 100;
    // past the board's edge a label is cut off: nearly as bad as covering an arrow
    const outside = Math.max(0, w / 2 - b.x) + Math.max(0, b.x + w / 2 - bounds.width) + Math.max(0, h / 2 - b.y) + Math.max(0, b.y + h / 2 - bounds.height);
    return c + (outside > 0 ? 1e5 + outside : 0);
  };
  let best = candidates[0];
  let bestCost = Infinity;
  for (const b of candidates) {
    const c = cost(b);
    if (c === 0) return b;
    if (c < bestCost) (best = b), (bestCost = c);
  }
  return best;
};
