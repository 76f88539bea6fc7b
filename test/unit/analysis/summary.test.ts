import { strict as assert } from 'node:assert';
import type { PlyReview } from '../../../src/analysis/review';
import { summarize } from '../../../src/analysis/summary';
import { START_FEN } from '../../../src/core/fen';

const ply = (n: number, drop: number | undefined, quality?: PlyReview['quality']): PlyReview => ({ ply: n, move: 'h2e2', loss: 0, book: false, ...(drop !== undefined ? { drop } : {}), ...(quality ? { quality } : {}) });

describe('analysis/summary: each player\'s marks and accuracy', () => {
  it('counts each side\'s marks and keeps the mean expected score its graded moves kept', () => {
    const s = summarize(START_FEN, [ply(1, 0), ply(2, 0.12, 'mistake'), ply(3, 0.06, 'inaccuracy'), ply(4, 0.25, 'blunder'), ply(5, 0, 'only'), ply(6, undefined)]);
    assert.deepEqual(s.red, { moves: 3, inaccuracies: 1, mistakes: 0, blunders: 0, only: 1, accuracy: 98 });
    assert.deepEqual(s.black, { moves: 2, inaccuracies: 0, mistakes: 1, blunders: 1, only: 0, accuracy: 81.5 });
  });

  it('gives the first ply to Black when Black moves first, and no accuracy before a graded move', () => {
    const s = summarize('4k4/9/9/9/9/9/9/9/9/4K4 b - - 0 1', [ply(1, 0.3, 'blunder')]);
    assert.equal(s.black.blunders, 1);
    assert.equal(s.black.accuracy, 70);
    assert.deepEqual(s.red, { moves: 0, inaccuracies: 0, mistakes: 0, blunders: 0, only: 0 });
  });
});
