import { strict as assert } from 'node:assert';
import { START_FEN } from '../../../src/core/fen';
import { moveToIccs, parseIccs } from '../../../src/core/notation';
import { parseFen } from '../../../src/core/fen';
import { Engine, type EngineInfo, type HelperJob, type HelperLine, type SearchHelpers } from '../../../src/engine/engine';
import { helperSkips } from '../../../src/engine/search';

/** Helpers that search nothing: they record what they were asked and hand back the lines a test gives them. */
class ScriptedHelpers implements SearchHelpers {
  jobs: HelperJob[] = [];
  stops = 0;
  constructor(private readonly given: HelperLine[]) {}
  start(job: HelperJob): void {
    this.jobs.push(job);
  }
  stop(): void {
    this.stops++;
  }
  lines(): HelperLine[] {
    return this.given;
  }
  nodes(): number {
    return this.helperNodes;
  }
  helperNodes = 0;
}

const moves = (fen: string, iccs: string[]): number[] => {
  const p = parseFen(fen);
  if (!p.ok) assert.fail();
  return iccs.map((t) => {
    const m = parseIccs(p.value, t);
    if (!m.ok) assert.fail(t);
    p.value.play(m.value);
    return m.value;
  });
};

describe('engine: helper threads (Lazy SMP) as the engine sees them', () => {
  it('starts helpers on the root with its game history and the limits that shape the tree, and stops them after', () => {
    const h = new ScriptedHelpers([]);
    const e = new Engine({ hashMb: 1 });
    e.helpers = h;
    e.setPosition(START_FEN, ['h2e2', 'h9g7']);
    e.go({ depth: 3, multipv: 2, searchmoves: ['b0c2', 'h0g2'] });
    assert.equal(h.jobs.length, 1);
    assert.equal(h.stops, 1);
    const job = h.jobs[0];
    assert.equal(job.fen, START_FEN);
    assert.deepEqual(job.moves.map(moveToIccs), ['h2e2', 'h9g7']);
    assert.equal(job.depth, 3);
    assert.equal(job.multipv, 2);
    assert.deepEqual(job.searchmoves.map(moveToIccs).sort(), ['b0c2', 'h0g2']);
  });

  it('a nodes limit counts the helpers\' nodes, and so do the reports', () => {
    const alone = new Engine({ hashMb: 1 });
    alone.setPosition(START_FEN, []);
    assert.ok(alone.go({ nodes: 20_000 }).nodes >= 20_000, 'one thread searches its whole budget');
    const h = new ScriptedHelpers([]);
    h.helperNodes = 15_000;
    const e = new Engine({ hashMb: 1 });
    e.helpers = h;
    const infos: EngineInfo[] = [];
    e.onInfo = (i) => infos.push(i);
    e.setPosition(START_FEN, []);
    const r = e.go({ nodes: 20_000 });
    // this thread stops at its first poll (every 256 nodes) past 20,000 − 15,000
    assert.ok(r.nodes >= 5_000 && r.nodes < 5_000 + 256, `this thread searched ${r.nodes}`);
    assert.ok(infos.length > 0 && infos.every((i) => i.nodes > 15_000), 'every report counts the helpers');
  });

  it('plays a helper\'s line when it went deeper with a score at least as good, and reports it last', () => {
    const deeper: HelperLine = { depth: 30, seldepth: 40, value: 5000, pv: moves(START_FEN, ['b0c2', 'b9c7']) };
    const e = new Engine({ hashMb: 1 });
    e.helpers = new ScriptedHelpers([deeper]);
    const infos: EngineInfo[] = [];
    e.onInfo = (i) => infos.push(i);
    e.setPosition(START_FEN, []);
    const r = e.go({ depth: 3 });
    assert.equal(moveToIccs(r.bestMove), 'b0c2');
    assert.equal(moveToIccs(r.ponder), 'b9c7');
    assert.equal(r.depth, 30);
    assert.deepEqual(infos[infos.length - 1].pv, deeper.pv);
  });

  it('keeps its own line against a helper that is shallower, scores worse, has an illegal PV, or under multi-PV', () => {
    const cases: Array<{ line: HelperLine; multipv: number }> = [
      { line: { depth: 2, seldepth: 2, value: 9000, pv: moves(START_FEN, ['b0c2']) }, multipv: 1 },
      { line: { depth: 30, seldepth: 30, value: -9000, pv: moves(START_FEN, ['b0c2']) }, multipv: 1 },
      // a black move from the start position: not legal for Red
      { line: { depth: 30, seldepth: 30, value: 9000, pv: moves(START_FEN, ['h2e2', 'b9c7']).slice(1) }, multipv: 1 },
      { line: { depth: 30, seldepth: 30, value: 9000, pv: moves(START_FEN, ['b0c2']) }, multipv: 2 },
    ];
    for (const { line, multipv } of cases) {
      const alone = new Engine({ hashMb: 1 });
      alone.setPosition(START_FEN, []);
      const own = alone.go({ depth: 3, multipv });
      const e = new Engine({ hashMb: 1 });
      e.helpers = new ScriptedHelpers([line]);
      e.setPosition(START_FEN, []);
      const r = e.go({ depth: 3, multipv });
      assert.equal(r.bestMove, own.bestMove, JSON.stringify(line));
      assert.equal(r.depth, 3);
    }
  });

  it('helpers skip depths in blocks: the first two alternate, and every helper searches half of the depths', () => {
    for (let d = 2; d < 40; d++) assert.notEqual(helperSkips(1, d, 0), helperSkips(2, d, 0), `depth ${d}`);
    for (let t = 1; t <= 20; t++) {
      let skipped = 0;
      for (let d = 1; d <= 48; d++) if (helperSkips(t, d, 0)) skipped++;
      assert.equal(skipped, 24, `helper ${t}`);
    }
  });
});
