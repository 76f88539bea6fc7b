import { strict as assert } from 'node:assert';
import {
  cancelDrag, destsOf, pointerDown, pointerMove, pointerUp, type Interaction, type InteractionContext, type PointerAt,
} from '../../../../webview/board/interaction';
import { readPlacement } from '../../../../webview/board/placement';
import type { Key } from '../../../../webview/board/types';

// Red's cannon on h2, horse on b0; Black's horse on h9, its cannon on e7 (a capture for the cannon).
const placement = readPlacement('1r2k2n1/9/4c4/9/9/9/9/7C1/9/1N2K4');
if (!placement.ok) throw new Error(placement.error);
const pieces = placement.value;
const dests = new Map<Key, Key[]>([
  ['h2', ['h1', 'h3', 'e2', 'h9']],
  ['b0', ['a2', 'c2', 'd1']],
  ['e0', ['d0', 'f0', 'e1']],
]);
const ctx: InteractionContext = { pieces, movableColor: 'red', dests, threshold: 4 };
const at = (key: Key | undefined, x = 0, y = 0): PointerAt => ({ key, x, y });

/** A click: press and release on the same spot. */
const click = (s: Interaction, key: Key | undefined, c = ctx) => {
  const down = pointerDown(s, c, at(key));
  if (down.move || down.refused) return down;
  return pointerUp(down.state, c, at(key));
};

describe('board interaction: clicks', () => {
  it('selects an own piece and shows its destinations', () => {
    const { state, move } = click({}, 'h2');
    assert.deepEqual(state, { selected: 'h2' });
    assert.equal(move, undefined);
    assert.deepEqual(destsOf(ctx, state.selected), ['h1', 'h3', 'e2', 'h9']);
  });

  it('moves the selected piece to a destination, and lets go of it', () => {
    const { state, move } = click({ selected: 'h2' }, 'e2');
    assert.deepEqual(move, ['h2', 'e2']);
    assert.deepEqual(state, {});
  });

  it('captures by clicking an enemy piece that is a destination', () => {
    assert.deepEqual(click({ selected: 'h2' }, 'h9').move, ['h2', 'h9']);
  });

  it('reselects when another own piece is clicked', () => {
    const { state, move } = click({ selected: 'h2' }, 'b0');
    assert.equal(move, undefined);
    assert.deepEqual(state, { selected: 'b0' });
  });

  it('deselects on an empty point that is no destination, on an enemy piece that is none, and off the board', () => {
    for (const key of ['a5', 'e7', undefined] as const) assert.deepEqual(click({ selected: 'h2' }, key).state, {});
  });

  it('reports a click or a drop on a square that is no destination as refused, so the page can say why', () => {
    assert.deepEqual(click({ selected: 'h2' }, 'a5').refused, ['h2', 'a5']);
    assert.deepEqual(click({ selected: 'b0' }, 'e7').refused, ['b0', 'e7']);
    assert.equal(click({ selected: 'h2' }, undefined).refused, undefined, 'off the board: no attempt');
    assert.equal(click({ selected: 'h2' }, 'e2').refused, undefined, 'a legal move');
    assert.equal(click({ selected: 'h2' }, 'b0').refused, undefined, 'an own piece: a new selection');
    assert.equal(click({ selected: 'h2' }, 'a5', { ...ctx, free: true, dests: undefined }).refused, undefined, 'free mode refuses nothing');
    // a drag dropped on a square it may not go to: back it goes, refused
    let s = pointerDown({}, ctx, at('b0', 0, 0)).state;
    s = pointerMove(s, ctx, at('b1', 20, 20)).state;
    const up = pointerUp(s, ctx, at('b2', 40, 40));
    assert.deepEqual(up.refused, ['b0', 'b2']);
    assert.deepEqual(up.state, { selected: 'b0' });
  });

  it('deselects when the selected piece is clicked again', () => {
    assert.deepEqual(click({ selected: 'h2' }, 'h2').state, {});
  });

  it("never selects the other side's pieces, nor any piece when view-only or when nobody may move", () => {
    assert.deepEqual(click({}, 'h9').state, {});
    assert.deepEqual(click({}, 'h2', { ...ctx, viewOnly: true }).state, {});
    assert.deepEqual(click({}, 'h2', { ...ctx, movableColor: undefined }).state, {});
    assert.deepEqual(click({}, 'h9', { ...ctx, movableColor: 'both' }).state, { selected: 'h9' });
  });

  it('does not move to a square missing from the destinations', () => {
    assert.equal(click({ selected: 'h2' }, 'h4').move, undefined);
    assert.deepEqual(destsOf({ ...ctx, dests: undefined }, 'h2'), []);
  });

  it('in free mode moves anywhere but onto its own side', () => {
    const free = { ...ctx, free: true, dests: undefined };
    assert.deepEqual(click({ selected: 'h2' }, 'a5', free).move, ['h2', 'a5']);
    assert.deepEqual(click({ selected: 'h2' }, 'b0', free).state, { selected: 'b0' });
  });
});

describe('board interaction: drags', () => {
  /** Press on `from`, move through `path` (screen points), release over `to`. */
  const drag = (s: Interaction, from: Key, path: [number, number][], to: Key | undefined) => {
    let st = pointerDown(s, ctx, at(from, 100, 100)).state;
    for (const [x, y] of path) st = pointerMove(st, ctx, at(undefined, x, y)).state;
    return { during: st, ...pointerUp(st, ctx, at(to, path.at(-1)![0], path.at(-1)![1])) };
  };

  it('starts only past the threshold', () => {
    const down = pointerDown({}, ctx, at('h2', 100, 100)).state;
    assert.equal(pointerMove(down, ctx, at('h2', 102, 102)).state.drag?.started, false);
    assert.equal(pointerMove(down, ctx, at('h2', 103, 103)).state.drag?.started, true);
  });

  it('drops on a destination: a move', () => {
    const r = drag({}, 'h2', [[110, 100], [220, 100]], 'e2');
    assert.equal(r.during.drag?.started, true);
    assert.deepEqual(r.move, ['h2', 'e2']);
    assert.deepEqual(r.state, {});
  });

  it('drops elsewhere: no move, the piece goes back and stays selected', () => {
    const r = drag({}, 'h2', [[110, 100], [150, 160]], 'g4');
    assert.equal(r.move, undefined);
    assert.deepEqual(r.state, { selected: 'h2' });
  });

  it('dropped back where it stood, or off the board, an already selected piece is let go', () => {
    assert.deepEqual(drag({ selected: 'h2' }, 'h2', [[120, 100], [100, 100]], 'h2').state, {});
    assert.deepEqual(drag({ selected: 'h2' }, 'h2', [[120, 100], [900, 100]], undefined).state, {});
  });

  it('a press and release without travel is a click (selects)', () => {
    const r = drag({}, 'b0', [[101, 101]], 'b0');
    assert.equal(r.move, undefined);
    assert.deepEqual(r.state, { selected: 'b0' });
  });

  it("cannot drag the other side's piece", () => {
    const st = pointerDown({}, ctx, at('h9', 100, 100)).state;
    assert.equal(st.drag, undefined);
    assert.equal(pointerMove(st, ctx, at('h8', 140, 140)).state.drag, undefined);
  });

  it('an interrupted drag puts the piece back, still selected', () => {
    let st = pointerDown({}, ctx, at('b0', 100, 100)).state;
    st = pointerMove(st, ctx, at(undefined, 130, 70)).state;
    assert.deepEqual(cancelDrag(st).state, { selected: 'b0' });
  });
});
