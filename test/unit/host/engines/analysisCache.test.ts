import { strict as assert } from 'node:assert';
import { START_FEN } from '../../../../src/core/fen';
import { AnalysisCache, cacheKey } from '../../../../src/host/engines/analysisCache';
import type { AnalysisDto, InfoDto } from '../../../../src/protocol/dto';

const line = (depth: number, multipv = 1): InfoDto => ({
  depth,
  seldepth: depth,
  score: { kind: 'cp', value: 10 * depth },
  nodes: 1000 * depth,
  nps: 0,
  hashfull: 0,
  multipv,
  pv: ['h2e2'],
});
const result = (depth: number): AnalysisDto => ({ bestmove: 'h2e2', lines: [line(depth)] });
const S = { engine: 'builtin' };

describe('AnalysisCache', () => {
  it('keys by the position reached, so transpositions share an entry', () => {
    const a = cacheKey({ fen: START_FEN, moves: ['h2e2', 'h9g7', 'b0c2'] }, S);
    const b = cacheKey({ fen: START_FEN, moves: ['b0c2', 'h9g7', 'h2e2'] }, S);
    const c = cacheKey({ fen: START_FEN, moves: ['h2e2', 'h9g7'] }, S);
    assert.ok(a.ok && b.ok && c.ok);
    assert.equal(a.value, b.value);
    assert.notEqual(a.value, c.value);
  });

  it('separates settings that change the answer', () => {
    const pos = { fen: START_FEN, moves: [] };
    const keys = new Set(
      [S, { engine: 'builtin', multipv: 3 }, { engine: 'pikafish' }, { engine: 'builtin', searchmoves: ['h2e2'] }].map((s) => {
        const k = cacheKey(pos, s);
        return k.ok ? k.value : '';
      }),
    );
    assert.equal(keys.size, 4);
  });

  it('keys a budgeted search by the root position, not by how its FEN is written', () => {
    const budget = { engine: 'builtin', budget: 'n2000' };
    const bare = START_FEN.split(' ').slice(0, 2).join(' ');
    const a = cacheKey({ fen: bare, moves: ['h2e2', 'h9g7', 'b0c2'] }, budget);
    const b = cacheKey({ fen: `${bare} - - 0 1`, moves: ['h2e2', 'h9g7', 'b0c2'] }, budget);
    const other = cacheKey({ fen: `${bare} - - 0 1`, moves: ['b0c2', 'h9g7', 'h2e2'] }, budget);
    assert.ok(a.ok && b.ok && other.ok);
    assert.equal(a.value, b.value);
    // the same board reached another way has another history: its repetitions differ
    assert.notEqual(b.value, other.value);
  });

  it('rejects positions it cannot replay', () => {
    const k = cacheKey({ fen: START_FEN, moves: ['a0a5'] }, S);
    assert.ok(!k.ok && k.error.code === 'ERR_CACHE_POSITION');
    const cache = new AnalysisCache();
    assert.equal(cache.put({ fen: 'junk', moves: [] }, S, result(5)), false);
    assert.equal(cache.size, 0);
  });

  it('keeps the deeper result and answers minimum-depth queries', () => {
    const cache = new AnalysisCache();
    const pos = { fen: START_FEN, moves: ['h2e2'] };
    assert.equal(cache.put(pos, S, result(8)), true);
    assert.equal(cache.put(pos, S, result(5)), false, 'shallower does not replace deeper');
    assert.equal(cache.get(pos, S)?.lines[0].depth, 8);
    assert.equal(cache.put(pos, S, result(12)), true);
    assert.equal(cache.get(pos, S, 12)?.lines[0].depth, 12);
    assert.equal(cache.get(pos, S, 13), undefined);
    assert.equal(cache.get(pos, { engine: 'other' }), undefined);
  });

  it('evicts the least recently used entry beyond its size', () => {
    const cache = new AnalysisCache(2);
    const p = (m: string[]) => ({ fen: START_FEN, moves: m });
    cache.put(p([]), S, result(1));
    cache.put(p(['h2e2']), S, result(1));
    cache.get(p([]), S);
    cache.put(p(['b0c2']), S, result(1));
    assert.equal(cache.size, 2);
    assert.ok(cache.get(p([]), S));
    assert.equal(cache.get(p(['h2e2']), S), undefined);
  });
});
