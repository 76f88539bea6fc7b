import { strict as assert } from 'node:assert';
import * as path from 'node:path';
import type { Analyser } from '../../../../src/analysis/analyser';
import { START_FEN } from '../../../../src/core/fen';
import { AnalysisCache } from '../../../../src/host/engines/analysisCache';
import { CachedAnalyser } from '../../../../src/host/engines/cachedAnalyser';
import { EngineClient } from '../../../../src/threads/engineClient';
import type { InfoDto } from '../../../../src/protocol/dto';

const ROOT = path.resolve(__dirname, '..', '..', '..', '..');

describe('CachedAnalyser over the real worker', function () {
  this.timeout(60_000);
  let client: EngineClient;
  let searches = 0;
  // counts what reaches the worker, and passes everything through
  const counting = (): Analyser => ({
    analyse: (request) => {
      searches++;
      return client.analyse(request);
    },
  });
  before(() => {
    client = new EngineClient({ workerPath: path.join(ROOT, 'src', 'worker', 'engineWorker.ts'), execArgv: ['--require', 'tsx/cjs'], options: { hashMb: 8 } });
  });
  after(() => client.dispose());
  const line = ['h0g2', 'h9g7', 'b0c2'];

  it('answers a position it knows at that depth from the cache, transpositions included', async () => {
    const cache = new AnalysisCache();
    const engine = new CachedAnalyser(counting(), cache, 'builtin');
    const first = await engine.analyse({ position: { fen: START_FEN, moves: line }, limits: { depth: 4 } });
    assert.equal(searches, 1);
    const infos: InfoDto[] = [];
    // the same position reached in another order, asked shallower: no search, same answer, lines replayed
    const again = await engine.analyse({ position: { fen: START_FEN, moves: ['b0c2', 'h9g7', 'h0g2'] }, limits: { depth: 3 }, onInfo: (i) => infos.push(i) });
    assert.equal(searches, 1);
    assert.deepEqual(again, first);
    assert.equal(infos.length, first.lines.length);
    // deeper than known, another engine, or a node limit: searched
    await engine.analyse({ position: { fen: START_FEN, moves: line }, limits: { depth: 5 } });
    assert.equal(searches, 2);
    await new CachedAnalyser(counting(), cache, 'external:pikafish').analyse({ position: { fen: START_FEN, moves: line }, limits: { depth: 4 } });
    assert.equal(searches, 3);
    await engine.analyse({ position: { fen: START_FEN, moves: line }, limits: { nodes: 2000 } });
    assert.equal(searches, 4);
    // and the deeper result replaced the shallower one
    const deep = await engine.analyse({ position: { fen: START_FEN, moves: line }, limits: { depth: 5 } });
    assert.equal(searches, 4);
    assert.ok(deep.lines[0].depth >= 5);
  });

  it("mode 'known' answers from the cache alone: what it knows, else no line, never a search", async () => {
    const cache = new AnalysisCache();
    const engine = new CachedAnalyser(counting(), cache, 'builtin');
    const before = searches;
    const unknown = await engine.analyse({ position: { fen: START_FEN, moves: ['h2e2'] }, limits: { depth: 3 }, mode: 'known' });
    assert.deepEqual(unknown, { bestmove: null, lines: [] });
    assert.equal(searches, before);
    const searched = await engine.analyse({ position: { fen: START_FEN, moves: ['h2e2'] }, limits: { depth: 3 } });
    assert.deepEqual(await engine.analyse({ position: { fen: START_FEN, moves: ['h2e2'] }, limits: { depth: 3 }, mode: 'known' }), searched);
    assert.equal(searches, before + 1);
  });
});
