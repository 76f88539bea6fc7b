import { strict as assert } from 'node:assert';
import { horseLeg, layoutArrows, type ArrowShape } from '../../../../webview/board/arrows';
import { boxHitsArrow, segmentBoxDistance } from '../../../../webview/board/arrowLabels';
import { BOARD_HEIGHT, BOARD_WIDTH, CELL, squareToPoint } from '../../../../webview/board/geometry';
import type { Point } from '../../../../webview/board/types';

const dist = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);
/** Perpendicular distance of the shaft's first point from the straight line through the two squares' centres. */
const offLine = (s: ArrowShape): number => {
  const a = squareToPoint(s.from, 'red');
  const b = squareToPoint(s.to, 'red');
  const p = s.shaft[0];
  return Math.abs((b.x - a.x) * (a.y - p.y) - (a.x - p.x) * (b.y - a.y)) / dist(a, b);
};

describe('arrow layout', () => {
  it('draws the best line last, thickest and most opaque', () => {
    const shapes = layoutArrows([{ from: 'b0', to: 'c2', rank: 3 }, { from: 'h2', to: 'e2', rank: 1 }, { from: 'b2', to: 'e2', rank: 2 }], 'red');
    assert.deepEqual(shapes.map((s) => s.rank), [3, 2, 1]);
    assert.ok(shapes[2].width > shapes[1].width && shapes[1].width > shapes[0].width);
    assert.ok(shapes[2].opacity > shapes[1].opacity && shapes[1].opacity > shapes[0].opacity);
  });

  it('keeps one arrow per move (the best rank) and none for a null move', () => {
    const shapes = layoutArrows([{ from: 'h2', to: 'e2', rank: 2 }, { from: 'h2', to: 'e2', rank: 1 }, { from: 'a0', to: 'a0' }], 'red');
    assert.equal(shapes.length, 1);
    assert.equal(shapes[0].rank, 1);
  });

  it("bends a horse's arrow at its leg, the point that would block it", () => {
    assert.equal(horseLeg('b0', 'c2'), 'b1');
    assert.equal(horseLeg('h9', 'g7'), 'h8');
    assert.equal(horseLeg('b0', 'd1'), 'c0');
    assert.equal(horseLeg('h2', 'e2'), undefined);
    const [s] = layoutArrows([{ from: 'b0', to: 'c2' }], 'red');
    assert.equal(s.shaft.length, 3);
    assert.deepEqual(s.shaft[1], squareToPoint('b1', 'red'));
  });

  it('runs a lone arrow from the edge of its piece to the centre of its target, give or take a small gap', () => {
    const [s] = layoutArrows([{ from: 'h2', to: 'e2' }], 'black');
    const tip = s.head[0];
    assert.ok(dist(tip, squareToPoint('e2', 'black')) < 0.2 * CELL);
    // and starts at the edge of the piece, off its glyph
    const tail = dist(s.shaft[0], squareToPoint('h2', 'black'));
    assert.ok(tail > 0.35 * CELL && tail < 0.5 * CELL, `tail ${tail}`);
  });

  it('moves arrows that share a line into separate lanes', () => {
    // two chariot moves along the same file, and a reply straight back
    const shapes = layoutArrows([{ from: 'a0', to: 'a4', rank: 1 }, { from: 'a0', to: 'a6', rank: 2 }, { from: 'a5', to: 'a1', rank: 3 }], 'red');
    const offsets = shapes.map(offLine);
    assert.ok(offsets.every((o) => o > 0.1 * CELL || o < 1e-9));
    // all three lanes differ: no two shafts on top of each other
    const sides = shapes.map((s) => {
      const a = squareToPoint(s.from, 'red');
      return Math.round(s.shaft[0].x - a.x);
    });
    assert.equal(new Set(sides).size, 3, `lanes ${sides}`);
  });

  it('leaves arrows on different lines where they are', () => {
    const shapes = layoutArrows([{ from: 'h2', to: 'e2', rank: 1 }, { from: 'h0', to: 'g2', rank: 2 }, { from: 'c3', to: 'c4', rank: 3 }], 'red');
    for (const s of shapes) {
      if (s.shaft.length === 3) assert.deepEqual(s.shaft[1], squareToPoint('h1', 'red'), 'the horse arrow left its leg');
      else assert.ok(offLine(s) < 1e-9, `${s.from}${s.to} moved off its line`);
    }
  });

  it('stops arrows that end on one square short of its centre, so both heads show', () => {
    const shapes = layoutArrows([{ from: 'h2', to: 'e2', rank: 1 }, { from: 'e0', to: 'e2', rank: 2 }], 'red');
    const centre = squareToPoint('e2', 'red');
    const tips = shapes.map((s) => s.head[0]);
    for (const t of tips) assert.ok(dist(t, centre) > 0.3 * CELL);
    assert.ok(dist(tips[0], tips[1]) > 0.4 * CELL);
  });

  it('puts each label beside its arrow, off both arrows and off the other label', () => {
    // two arrows crossing at the same midpoint
    const shapes = layoutArrows([{ from: 'c3', to: 'g7', rank: 1, label: '+0.35' }, { from: 'g3', to: 'c7', rank: 2, label: '-1.20' }], 'red');
    const [second, best] = shapes;
    // the middle is where the other arrow crosses: the label sits just beside its own shaft, away from the crossing
    const gap = segmentBoxDistance(best.shaft[0], best.head[0], best.label!);
    assert.ok(gap > 0 && gap < 0.3 * CELL, `the best label sits beside its arrow (${gap})`);
    for (const l of [best.label!, second.label!]) for (const s of shapes) assert.ok(!boxHitsArrow(l, s), `${l.text} lies on ${s.from}${s.to}`);
    const a = best.label!;
    const b = second.label!;
    const overlapX = Math.min(a.x + a.width / 2, b.x + b.width / 2) - Math.max(a.x - a.width / 2, b.x - b.width / 2);
    const overlapY = Math.min(a.y + a.height / 2, b.y + b.height / 2) - Math.max(a.y - a.height / 2, b.y - b.height / 2);
    assert.ok(overlapX <= 0 || overlapY <= 0, 'labels overlap');
  });

  it('a one-square best move (a pawn push) keeps its arrow uncovered and stays the widest and most opaque, on top', () => {
    // the case of #37: the pawn push was hidden under its own score while a long third line stood out
    const shapes = layoutArrows(
      [
        { from: 'c3', to: 'c4', rank: 1, label: '+0.42' },
        { from: 'h2', to: 'e2', rank: 2, label: '+0.30' },
        { from: 'b0', to: 'b9', rank: 3, label: '-0.15' },
      ],
      'red',
    );
    const best = shapes[shapes.length - 1];
    assert.equal(best.rank, 1, 'the best line is drawn last');
    assert.ok(shapes.every((s) => s === best || (s.width < best.width && s.opacity < best.opacity)));
    for (const s of shapes) for (const l of shapes.map((x) => x.label!)) assert.ok(!boxHitsArrow(l, s), `label ${l.text} lies on ${s.from}${s.to}`);
    // and the one-square arrow is long enough to read: its shaft and head span most of a cell
    assert.ok(dist(best.shaft[0], best.head[0]) > 0.4 * CELL);
  });

  it('keeps labels off arrows however a crowd of lines falls, and inside the board', () => {
    const crowds: Array<Array<[string, string]>> = [
      [['e3', 'e4'], ['c3', 'c4'], ['g3', 'g4'], ['h2', 'h3']],
      [['b2', 'b1'], ['h2', 'h1'], ['b0', 'c2'], ['h0', 'g2']],
      [['a0', 'a1'], ['a0', 'a2'], ['i0', 'i1'], ['b2', 'e2']],
      // the position of #37's screenshot: a pawn push on the a-file beside a c-file one, the chariot a square along
      [['a0', 'b0'], ['c3', 'c4'], ['a3', 'a4'], ['h6', 'h4']],
      [['a3', 'a4'], ['c3', 'c4'], ['a0', 'b0']],
    ];
    for (const crowd of crowds) {
      const shapes = layoutArrows(crowd.map(([from, to], i) => ({ from: from as 'a0', to: to as 'a0', rank: i + 1, label: `+0.${i}5` })), 'red');
      for (const s of shapes) {
        const l = s.label!;
        assert.ok(l.x - l.width / 2 >= 0 && l.x + l.width / 2 <= BOARD_WIDTH && l.y - l.height / 2 >= 0 && l.y + l.height / 2 <= BOARD_HEIGHT, `${l.text} off the board`);
        for (const o of shapes) assert.ok(!boxHitsArrow(l, o), `${crowd.join(' ')}: label ${l.text} of ${s.from}${s.to} lies on ${o.from}${o.to}`);
      }
    }
  });

  it('flips with the board', () => {
    const [red] = layoutArrows([{ from: 'h2', to: 'e2' }], 'red');
    const [black] = layoutArrows([{ from: 'h2', to: 'e2' }], 'black');
    assert.ok(red.head[0].x < red.shaft[0].x);
    assert.ok(black.head[0].x > black.shaft[0].x);
  });
});
