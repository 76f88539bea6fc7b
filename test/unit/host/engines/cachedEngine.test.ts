import { strict as assert } from 'node:assert';
import * as path from 'node:path';
import { START_FEN } from '../../../../src/core/fen';
import { AnalysisCache } from '../../../../src/host/engines/analysisCache';
import { CachedEngine } from '../../../../src/host/engines/cachedEngine';
import { AnalyseOptions, AnalysisEngine, EngineClient } from '../../../../src/host/engines/engineClient';
import type { InfoDto, LimitsDto, PositionDto } from '../../../../src/protocol/dto';

const ROOT = path.resolve(__dirname, '..', '..', '..', '..');

describe('CachedEngine over the real worker', function () {
  this.timeout(60_000);
  let client: EngineClient;
  let searches = 0;
  // counts what reaches the worker, and passes everything through
  const counting: () => AnalysisEngine = () => ({
    analyse: (p: PositionDto, l: LimitsDto, o?: AnalyseOptions) => {
      searches++;
      return client.analyse(p, l, o);
    },
    stop: () => client.stop(),
    setOptions: (o) => client.setOptions(o),
    dispose: () => client.dispose(),
  });
  before(() => {
    client = new EngineClient({ workerPath: path.join(ROOT, 'src', 'worker', 'engineWorker.ts'), execArgv: ['--require', 'tsx/cjs'], hashMb: 8 });
  });
  after(() => client.dispose());

  it('answers a position it knows at that depth from the cache, transpositions included', async () => {
    const cache = new AnalysisCache();
    const engine = new CachedEngine(counting(), cache, 'builtin');
    const first = await engine.analyse({ fen: START_FEN, moves: ['h0g2', 'h9g7', 'b0c2'] }, { depth: 4 });
    assert.equal(searches, 1);
    const infos: InfoDto[] = [];
    // the same position reached in another order, asked shallower: no search, same answer, lines replayed
    const again = await engine.analyse({ fen: START_FEN, moves: ['b0c2', 'h9g7', 'h0g2'] }, { depth: 3 }, { onInfo: (i) => infos.push(i) });
    assert.equal(searches, 1);
    assert.deepEqual(again, first);
    assert.equal(infos.length, first.lines.length);
    // deeper than known, another engine, or a node limit: searched
    await engine.analyse({ fen: START_FEN, moves: ['h0g2', 'h9g7', 'b0c2'] }, { depth: 5 });
    assert.equal(searches, 2);
    await new CachedEngine(counting(), cache, 'external:pikafish').analyse({ fen: START_FEN, moves: ['h0g2', 'h9g7', 'b0c2'] }, { depth: 4 });
    assert.equal(searches, 3);
    await engine.analyse({ fen: START_FEN, moves: ['h0g2', 'h9g7', 'b0c2'] }, { nodes: 2000 });
    assert.equal(searches, 4);
    // and the deeper result replaced the shallower one
    const deep = await engine.analyse({ fen: START_FEN, moves: ['h0g2', 'h9g7', 'b0c2'] }, { depth: 5 });
    assert.equal(searches, 4);
    assert.ok(deep.lines[0].depth >= 5);
  });
});
