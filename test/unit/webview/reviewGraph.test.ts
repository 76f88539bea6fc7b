import { strict as assert } from 'node:assert';
import { formatScore } from '../../../src/core/score';
import { moveNumber, reviewGraphPoints } from '../../../webview/game/reviewGraph';

describe('webview/game/reviewGraph: a review as the graph\'s points', () => {
  it('names each point by its move number and move, writes its score, keeps its mark; unscored plies keep a point', () => {
    const plies = [
      { ply: 1, score: { kind: 'cp', value: 30 } },
      { ply: 2, score: { kind: 'cp', value: -250 }, quality: 'blunder' },
      { ply: 3 },
    ] as const;
    const points = reviewGraphPoints(plies, ['炮二平五', '马8进7', '马二进三'], 0, (s) => formatScore(s, { signed: true }), String);
    assert.deepEqual(points.map((p) => p.id), ['1', '2', '3']);
    assert.deepEqual(points.map((p) => p.label), ['1. 炮二平五', '1… 马8进7', '2. 马二进三']);
    assert.deepEqual(points.map((p) => p.scoreText), ['+0.30', '-2.50', undefined]);
    assert.deepEqual(points.map((p) => p.quality), [undefined, 'blunder', undefined]);
  });

  it('a game Black starts counts its moves from Black\'s', () => {
    assert.equal(moveNumber(1 + 1), '1…');
    const [p] = reviewGraphPoints([{ ply: 1 }], ['C8.5'], 1, () => '', String);
    assert.equal(p.label, '1… C8.5');
  });
});
