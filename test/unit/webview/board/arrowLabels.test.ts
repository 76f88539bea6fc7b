import { strict as assert } from 'node:assert';
import { boxHitsArrow, labelWidth, placeLabel, segmentBoxDistance, type ArrowObstacle } from '../../../../webview/board/arrowLabels';

const box = (x: number, y: number, width = 20, height = 10) => ({ text: 'x', x, y, width, height });
/** A horizontal arrow from (x0, y) to (x1, y), drawn `width` wide, its head a small triangle at x1. */
const arrow = (x0: number, x1: number, y: number, width: number): ArrowObstacle => ({
  shaft: [{ x: x0, y }, { x: x1 - 6, y }],
  width,
  head: [{ x: x1, y }, { x: x1 - 8, y: y - 6 }, { x: x1 - 8, y: y + 6 }],
});

describe('arrow labels: placement off the shaft', () => {
  it('measures the distance from a segment to a box: 0 when it crosses or starts inside, else the gap', () => {
    assert.equal(segmentBoxDistance({ x: -50, y: 0 }, { x: 50, y: 0 }, box(0, 0)), 0);
    assert.equal(segmentBoxDistance({ x: 0, y: 0 }, { x: 1, y: 1 }, box(0, 0)), 0);
    assert.equal(segmentBoxDistance({ x: -50, y: 20 }, { x: 50, y: 20 }, box(0, 0)), 15);
    assert.equal(segmentBoxDistance({ x: 30, y: 0 }, { x: 40, y: 0 }, box(0, 0)), 20);
  });

  it('counts a box on the shaft, near its drawn edge, or on the head as hitting the arrow; one clear of it does not', () => {
    const a = arrow(0, 100, 50, 10);
    assert.ok(boxHitsArrow(box(40, 50), a), 'on the shaft');
    assert.ok(boxHitsArrow(box(40, 60), a), 'the box edge (55) within half the width (5) plus air of the shaft');
    assert.ok(boxHitsArrow(box(97, 50, 4, 4), a), 'inside the head');
    assert.ok(!boxHitsArrow(box(40, 70), a), 'clear above');
  });

  it('puts a label beside a short arrow, not on it, and near it', () => {
    const a = arrow(100, 118, 100, 9.6);
    const l = placeLabel('+0.42', [{ x: 100, y: 100 }, { x: 118, y: 100 }], 9.6, [a], [], { width: 400, height: 400 });
    assert.equal(l.width, labelWidth('+0.42'));
    assert.ok(!boxHitsArrow(l, a));
    assert.ok(Math.hypot(l.x - 109, l.y - 100) < 30, `near its arrow: ${l.x},${l.y}`);
  });

  it('moves on when the first spot is taken by another arrow or label, and stays inside the bounds', () => {
    const mine = arrow(100, 118, 100, 9.6);
    // an arrow running just above and one just below the short one
    const others = [arrow(60, 160, 84, 6), arrow(60, 160, 116, 6)];
    const taken = [box(109, 70, 40, 14)];
    const l = placeLabel('+0.42', [{ x: 100, y: 100 }, { x: 118, y: 100 }], 9.6, [mine, ...others], taken, { width: 400, height: 400 });
    for (const a of [mine, ...others]) assert.ok(!boxHitsArrow(l, a));
    assert.ok(Math.abs(l.x - taken[0].x) >= (l.width + taken[0].width) / 2 || Math.abs(l.y - taken[0].y) >= (l.height + taken[0].height) / 2, 'on the other label');
    const edge = placeLabel('+0.42', [{ x: 2, y: 2 }, { x: 2, y: 40 }], 9.6, [], [], { width: 400, height: 400 });
    assert.ok(edge.x - edge.width / 2 >= 0 && edge.y - edge.height / 2 >= 0);
  });
});
