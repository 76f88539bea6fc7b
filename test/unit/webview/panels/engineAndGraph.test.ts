import { strict as assert } from 'node:assert';
import { engineRows } from '../../../../webview/panels/engineLinesLayout';
import { barFill } from '../../../../webview/panels/evalBarLayout';
import { WIN_SCALE, centipawnsFor } from '../../../../src/analysis/winChance';
import { GRAPH_PAD, GRAPH_SCALE, QUARTER_PAWNS, graphGeometry, graphShare, pointIndexAt, pointX } from '../../../../webview/panels/evalGraphLayout';
import { redShare } from '../../../../webview/panels/score';

describe('engine lines layout', () => {
  const lines = [
    { rank: 2, depth: 12, score: '+0.10', value: { kind: 'cp' as const, value: 10 }, moves: ['b', 'c'] },
    { rank: 1, depth: 12, score: '#-3', value: { kind: 'mate' as const, value: -3 }, moves: ['a', 'b', 'c', 'd'] },
  ];

  it('sorts by rank and numbers moves from the position (Red to move)', () => {
    const rows = engineRows({ startPly: 0, lines }, 10);
    assert.deepEqual(rows.map((r) => r.rank), [1, 2]);
    assert.deepEqual(rows[0].moves.map((m) => `${m.number ?? ''}${m.text}`), ['1.a', 'b', '2.c', 'd']);
    assert.equal(rows[0].favours, 'black');
    assert.equal(rows[1].favours, 'red');
  });

  it('numbers a line that starts with Black N…, and cuts long lines', () => {
    const rows = engineRows({ startPly: 7, lines }, 3);
    assert.deepEqual(rows[0].moves.map((m) => `${m.number ?? ''}${m.text}`), ['4…a', '5.b', 'c']);
    assert.equal(rows[0].more, 1);
    assert.deepEqual(rows[0].moves.map((m) => m.index), [0, 1, 2]);
  });
});

describe('eval bar and graph', () => {
  it("maps scores to Red's share: level in the middle, monotonic, mate at the ends", () => {
    assert.equal(redShare({ kind: 'cp', value: 0 }), 0.5);
    assert.ok(redShare({ kind: 'cp', value: 100 }) > 0.5 && redShare({ kind: 'cp', value: 300 }) > redShare({ kind: 'cp', value: 100 }));
    assert.ok(Math.abs(redShare({ kind: 'cp', value: -250 }) + redShare({ kind: 'cp', value: 250 }) - 1) < 1e-12);
    assert.equal(redShare({ kind: 'mate', value: 2 }), 1);
    assert.equal(redShare({ kind: 'mate', value: -1 }), 0);
  });

  it("fills the bar from Red's side: from the bottom, or from the top with Black below", () => {
    assert.deepEqual(barFill({ score: { kind: 'mate', value: 3 }, orientation: 'red' }, 100), { y: 0, height: 100 });
    assert.deepEqual(barFill({ score: { kind: 'cp', value: 0 }, orientation: 'red' }, 100), { y: 50, height: 50 });
    const up = barFill({ score: { kind: 'cp', value: 200 }, orientation: 'red' }, 100);
    const down = barFill({ score: { kind: 'cp', value: 200 }, orientation: 'black' }, 100);
    assert.equal(up?.height, down?.height);
    assert.equal(up!.y + up!.height, 100);
    assert.equal(down?.y, 0);
  });

  it('leaves the bar empty without a score: an even split would read as 0.00', () => {
    assert.equal(barFill({ orientation: 'red' }, 100), undefined);
    assert.equal(barFill({ orientation: 'black', label: '' }, 100), undefined);
  });

  it('spreads points over the width, Red up, with a gap where a score is missing', () => {
    const g = graphGeometry(
      { points: [{ id: 'a', score: { kind: 'cp', value: 0 } }, { id: 'b', score: { kind: 'mate', value: 1 } }, { id: 'c' }, { id: 'd', score: { kind: 'mate', value: -1 } }], current: 'b' },
      302,
      84,
    );
    // x: 2, 101.3, 200.7, 300; y: middle, top, (gap), bottom
    assert.equal(g.line, `M2 42L101.3 ${GRAPH_PAD}M300 ${84 - GRAPH_PAD}`);
    assert.equal(g.mid, 42);
    assert.equal(g.cursor, 101.3);
    assert.match(g.redArea, /^M2 42L2 42L101.3 2L101.3 42Z/);
  });

  it('draws Red\'s expected score by the review\'s own model, so a won game does not flatten against the top', () => {
    assert.equal(GRAPH_SCALE, WIN_SCALE, 'the graph reads scores as the marks are graded');
    // a chariot and more ahead: near the top of the eval bar, still well inside the graph
    assert.ok(redShare({ kind: 'cp', value: 1000 }) > 0.97);
    assert.ok(graphShare({ kind: 'cp', value: 1000 }) < 0.87);
    assert.equal(graphShare({ kind: 'mate', value: 3 }), 1);
    // the quarter lines stand for the score the model gives 3/4 at, in pawns
    assert.equal(QUARTER_PAWNS, Math.round(centipawnsFor(0.75) / 100));
    const g = graphGeometry({ points: [{ id: 'a', score: { kind: 'cp', value: 0 } }] }, 100, 84);
    assert.deepEqual(g.quarters, [GRAPH_PAD + 20, GRAPH_PAD + 60]);
  });

  it('numbers the moves along the bottom, as many as fit, at Red\'s move of each number', () => {
    const points = Array.from({ length: 80 }, (_, i) => ({ id: `p${i}`, score: { kind: 'cp' as const, value: 0 } }));
    const wide = graphGeometry({ points }, 600, 100);
    assert.deepEqual(wide.ticks.map((t) => t.label), ['5', '10', '15', '20', '25', '30', '35', '40']);
    // move 5 is ply 9, the ninth point
    assert.equal(wide.ticks[0].x, Math.round(pointX(8, 80, 600) * 10) / 10);
    const narrow = graphGeometry({ points }, 150, 100);
    assert.deepEqual(narrow.ticks.map((t) => t.label), ['10', '20', '30', '40']);
    // a game that starts with Black's move: the first point is ply 2 (1…), move 5 is the eighth point
    const black = graphGeometry({ points }, 600, 100, 2);
    assert.equal(black.ticks[0].x, Math.round(pointX(7, 80, 600) * 10) / 10);
  });

  it('marks only the moves worth a look, and maps a click to the nearest move', () => {
    const g = graphGeometry({ points: [{ id: 'a', quality: 'good' }, { id: 'b', quality: 'blunder', score: { kind: 'cp', value: -500 } }, { id: 'c', quality: 'inaccuracy' }] }, 104, 40);
    assert.deepEqual(g.dots.map((d) => `${d.id}:${d.quality}`), ['b:blunder', 'c:inaccuracy']);
    const named = graphGeometry({ points: [{ id: 'b', label: '12. 马二进三', quality: 'mistake', score: { kind: 'cp', value: -150 }, scoreText: '−1.50' }] }, 104, 40);
    assert.equal(named.dots[0].title, '12. 马二进三?  −1.50');
    assert.equal(pointX(1, 3, 104), 52);
    assert.equal(pointIndexAt(0, 3, 104), 0);
    assert.equal(pointIndexAt(60, 3, 104), 1);
    assert.equal(pointIndexAt(1000, 3, 104), 2);
    assert.equal(pointIndexAt(10, 0, 104), -1);
  });
});
