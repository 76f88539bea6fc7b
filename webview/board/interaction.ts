/**
 * The click and drag state machine, pure: a pointer event and the current state give the next state
 * and, maybe, a move. The board feeds it pointer events and draws what it returns.
 *
 * Click: press an own piece to select it, press a destination to move there, press another own piece
 * to select that one instead, press anywhere else to deselect, press the selected piece again (and
 * release without dragging) to deselect it. Drag: press an own piece and move past the threshold;
 * release on a destination to move, anywhere else to send the piece back (it stays selected, unless
 * it was already selected and is dropped where it stood or off the board). A click or drop on a square
 * that is no destination comes out as `refused`, so the page can say why.
 *
 * @example
 * let s: Interaction = {};
 * s = pointerDown(s, ctx, { key: 'h2', x: 10, y: 10 }).state;   // selects h2
 * const { move } = pointerDown(s, ctx, { key: 'e2', x: 90, y: 10 }); // move = ['h2', 'e2']
 */
import type { Color, Dests, Key, Pieces } from './types';

export interface InteractionContext {
  readonly pieces: Pieces;
  /** Whose pieces the user may move; undefined: nobody's. */
  readonly movableColor?: Color | 'both';
  readonly dests?: Dests;
  /** Any own piece to any square not holding an own piece (setting up positions); dests are ignored. */
  readonly free?: boolean;
  readonly viewOnly?: boolean;
  /** How far (in screen pixels) the pointer must travel before a press becomes a drag. */
  readonly threshold: number;
}

/** A pointer event: the square under it (undefined off the grid) and its screen position. */
export interface PointerAt {
  readonly key?: Key;
  readonly x: number;
  readonly y: number;
}

export interface Drag {
  readonly from: Key;
  readonly startX: number;
  readonly startY: number;
  readonly x: number;
  readonly y: number;
  /** Past the threshold: the piece follows the pointer. */
  readonly started: boolean;
  /** The piece was selected before this press (a click on it then deselects). */
  readonly wasSelected: boolean;
}

export interface Interaction {
  readonly selected?: Key;
  readonly drag?: Drag;
}

export interface Step {
  readonly state: Interaction;
  readonly move?: readonly [Key, Key];
  /** A move the user tried that is not among the destinations (the board knows no rules: the caller says why). */
  readonly refused?: readonly [Key, Key];
}

const NONE: Interaction = {};

/** The user may pick up the piece on `key`. */
export const isMovable = (ctx: InteractionContext, key: Key): boolean => {
  if (ctx.viewOnly || !ctx.movableColor) return false;
  const p = ctx.pieces.get(key);
  return !!p && (ctx.movableColor === 'both' || ctx.movableColor === p.color);
};

/** The user may move the piece on `from` to `to`. */
export const canMove = (ctx: InteractionContext, from: Key, to: Key): boolean => {
  if (from === to || !isMovable(ctx, from)) return false;
  if (ctx.free) return ctx.pieces.get(to)?.color !== ctx.pieces.get(from)?.color;
  return ctx.dests?.get(from)?.includes(to) ?? false;
};

/** Moving the piece on `from` to `to` would be a move, but the destinations do not allow it (a square of its own side is a new selection, not an attempt). */
const refusable = (ctx: InteractionContext, from: Key, to: Key): boolean =>
  !ctx.free && from !== to && isMovable(ctx, from) && !canMove(ctx, from, to) && ctx.pieces.get(to)?.color !== ctx.pieces.get(from)?.color;

/** The squares to mark as destinations of the selected piece. */
export const destsOf = (ctx: InteractionContext, selected: Key | undefined): readonly Key[] => {
  if (!selected || !isMovable(ctx, selected) || ctx.free) return [];
  return ctx.dests?.get(selected) ?? [];
};

export const pointerDown = (s: Interaction, ctx: InteractionContext, p: PointerAt): Step => {
  if (ctx.viewOnly) return { state: s };
  if (!p.key) return { state: NONE };
  if (s.selected && canMove(ctx, s.selected, p.key)) return { state: NONE, move: [s.selected, p.key] };
  if (isMovable(ctx, p.key)) {
    const drag: Drag = { from: p.key, startX: p.x, startY: p.y, x: p.x, y: p.y, started: false, wasSelected: s.selected === p.key };
    return { state: { selected: p.key, drag } };
  }
  if (s.selected && refusable(ctx, s.selected, p.key)) return { state: NONE, refused: [s.selected, p.key] };
  return { state: NONE };
};

export const pointerMove = (s: Interaction, ctx: InteractionContext, p: PointerAt): Step => {
  const d = s.drag;
  if (!d) return { state: s };
  const started = d.started || Math.hypot(p.x - d.startX, p.y - d.startY) >= ctx.threshold;
  return { state: { ...s, drag: { ...d, x: p.x, y: p.y, started } } };
};

export const pointerUp = (s: Interaction, ctx: InteractionContext, p: PointerAt): Step => {
  const d = s.drag;
  if (!d) return { state: s };
  if (d.started) {
    if (p.key && canMove(ctx, d.from, p.key)) return { state: NONE, move: [d.from, p.key] };
    if (d.wasSelected && (p.key === d.from || !p.key)) return { state: NONE };
    return { state: { selected: d.from }, ...(p.key && p.key !== d.from && !ctx.free ? { refused: [d.from, p.key] as const } : {}) };
  }
  // a click: pressing the selected piece again lets it go
  if (d.wasSelected && p.key === d.from) return { state: NONE };
  return { state: { selected: d.from } };
};

/** The drag was interrupted (pointercancel, a new position): the piece goes back, still selected. */
export const cancelDrag = (s: Interaction): Step => ({ state: s.drag ? { selected: s.drag.from } : s });
