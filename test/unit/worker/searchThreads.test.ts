import { strict as assert } from 'node:assert';
import { START_FEN } from '../../../src/core/fen';
import type { Cancellation } from '../../../src/analysis/analyser';
import type { AnalysisDto, InfoDto, LimitsDto, PositionDto } from '../../../src/protocol/dto';
import { Engine, type EngineInfo } from '../../../src/engine/engine';
import { LocalEngine } from '../../../src/worker/localEngine';
import { SearchThreads } from '../../../src/worker/searchThreads';

/** Engines on two threads whose helper is loaded and listening, so it searches from a search's first node. */
const twoThreads = async (): Promise<LocalEngine> => {
  const e = new LocalEngine({ hashMb: 8, threads: 2 });
  await e.threadsReady();
  return e;
};

const analyse = (e: LocalEngine, position: PositionDto, limits: LimitsDto, cancel?: Cancellation, onInfo?: (i: InfoDto) => void): AnalysisDto =>
  e.search({ position, limits, fresh: true, ...(cancel ? { cancel } : {}), ...(onInfo ? { onInfo } : {}) });

/**
 * The helper's nodes in `check(depth)`'s search, running it deeper (its assertions holding at every depth) until
 * they reach `least`: on a busy machine the helper can wake after a small search has ended (it did, twice, beside
 * a match and a code-server build).
 */
const helperNodesIn = (e: LocalEngine, depth: number, check: (depth: number) => void, least = 1): number => {
  check(depth);
  let nodes = e.helperNodes(5000);
  for (let d = depth + 2; nodes < least && d <= depth + 10; d += 2) {
    check(d);
    nodes = e.helperNodes(5000);
  }
  return nodes;
};

describe('worker: Lazy SMP threads', function () {
  this.timeout(60000);
  let engines: LocalEngine[] = [];
  afterEach(async () => {
    await Promise.all(engines.map((e) => e.dispose()));
    engines = [];
  });
  const make = async (): Promise<LocalEngine> => {
    const e = await twoThreads();
    engines.push(e);
    return e;
  };

  // two chariots ladder the bare king (composed; engine/tt.test.ts): a mate in a few moves
  const LADDER: PositionDto = { fen: '4k4/9/9/9/9/9/9/9/R8/1R1K5 w - - 0 1', moves: [] };

  it('searches on two threads, the helper as busy as the main thread asks', async () => {
    const e = await make();
    assert.equal(e.threadCount, 2);
    analyse(e, { fen: START_FEN, moves: ['h2e2', 'h9g7'] }, { depth: 9 });
    assert.ok(e.helperNodes(5000) > 0, 'the helper searched');
  });

  it('finds the same mate, at the same distance, and the same best move on known positions as one thread', async () => {
    const one = new LocalEngine({ hashMb: 8 });
    const two = await make();
    const mate1 = analyse(one, LADDER, { depth: 9 });
    const mate2 = analyse(two, LADDER, { depth: 9 });
    assert.equal(mate1.lines[0].score.kind, 'mate');
    assert.deepEqual(mate2.lines[0].score, mate1.lines[0].score);
    // Black's chariot stands in front of Red's middle pawn, which takes it (composed from the start position)
    const free: PositionDto = { fen: 'rnbakabn1/9/1c5c1/p1p1p1p1p/9/4r4/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1', moves: [] };
    assert.equal(analyse(one, free, { depth: 9 }).bestmove, 'e3e4');
    assert.equal(analyse(two, free, { depth: 9 }).bestmove, 'e3e4');
    assert.ok(two.helperNodes(5000) > 0, 'the helper took part');
  });

  it('a stop lands on every thread: a search without limits ends on the main thread and on the helper', async () => {
    const e = await make();
    let depth = 0;
    // stopped once depth 7 is reported: nothing but the stop ends either thread (no depth, no time)
    const cancel: Cancellation = { get isCancellationRequested() { return depth >= 7; }, onCancellationRequested: () => ({ dispose: () => undefined }) };
    const r = analyse(e, { fen: START_FEN, moves: [] }, {}, cancel, (i) => (depth = Math.max(depth, i.depth)));
    assert.ok(r.bestmove);
    assert.ok(e.helperNodes(3000) > 0, 'the helper stopped within 3 s and counted its nodes');
  });

  it('a nodes limit is the budget of every thread together, and the reports count them all', async () => {
    const engine = new Engine({ hashMb: 8 });
    const threads = new SearchThreads(1, engine.tableMemory);
    try {
      await threads.ready;
      engine.helpers = threads;
      const infos: EngineInfo[] = [];
      engine.onInfo = (i) => infos.push(i);
      engine.setPosition(START_FEN, []);
      const r = engine.go({ nodes: 200_000 });
      assert.ok(threads.settle(5000), 'the helper stopped');
      const helper = threads.takeNodes();
      assert.ok(helper > 0 && r.nodes < 200_000, `main ${r.nodes}, helper ${helper}`);
      // each thread overshoots by its polls (every 256 nodes) at most: one thread alone would search the whole 200,000
      assert.ok(r.nodes + helper <= 200_000 + 2_000, `main ${r.nodes} + helper ${helper}`);
      assert.ok(infos.every((i) => i.nodes <= 200_000 + 2_000), 'no report counts past the budget');
    } finally {
      await threads.dispose();
    }
  });

  it("a helper counts only the current search's nodes: none carried over from the search before", async () => {
    const e = await make();
    // a search the helper surely takes part in, deeper until it has
    const first = helperNodesIn(e, 9, (depth) => analyse(e, { fen: START_FEN, moves: ['h2e2'] }, { depth }), 20_000);
    assert.ok(first >= 20_000, `the helper searched ${first} nodes`);
    // then a search of a few hundred nodes at most: its count is the helper's own, not the last search's again
    analyse(e, { fen: START_FEN, moves: ['h2e2', 'h9g7'] }, { depth: 1 });
    const second = e.helperNodes(5000);
    assert.ok(second < 5_000, `the helper counted ${second} nodes for a depth-1 search (the one before: ${first})`);
  });

  it('multi-PV lines come from the main thread: distinct first moves, in order, the mate first', async () => {
    const e = await make();
    const one = new LocalEngine({ hashMb: 8 });
    const helped = helperNodesIn(e, 8, (depth) => {
      const r = analyse(e, LADDER, { depth, multipv: 3 });
      assert.equal(r.lines.length, 3);
      assert.equal(new Set(r.lines.map((l) => l.pv[0])).size, 3);
      assert.equal(r.lines[0].score.kind, 'mate');
      assert.deepEqual(r.lines[0].score, analyse(one, LADDER, { depth, multipv: 3 }).lines[0].score, `depth ${depth}`);
    }) > 0;
    assert.ok(helped, 'the helper took part');
  });

  it('keeps the repetition rules: a perpetual check is banned and avoided, a perpetual chase too', async () => {
    const e = await make();
    // Red's chariot checks the bare king back and forth (composed; engine/search.test.ts)
    const perpetual: PositionDto = { fen: '4k4/9/9/9/9/4R4/9/9/9/3K5 b - - 0 1', moves: ['e9f9', 'e4f4', 'f9e9', 'f4e4', 'e9f9', 'e4f4', 'f9e9'] };
    const banned = analyse(e, perpetual, { depth: 6, searchmoves: ['f4e4'] });
    assert.equal(banned.lines[0].score.kind, 'mate');
    assert.ok((banned.lines[0].score.value) < 0, 'the checker loses by the perpetual');
    const free = analyse(e, perpetual, { depth: 8 });
    assert.notEqual(free.bestmove, 'f4e4');
    const chase: PositionDto = { fen: '3k5/9/1c5R1/9/9/9/9/9/9/4K4 b - - 0 1', moves: ['b7b6', 'h7h6', 'b6b7', 'h6h7', 'b7b6', 'h7h6', 'b6b7'] };
    const helped = helperNodesIn(e, 8, (depth) => assert.notEqual(analyse(e, chase, { depth }).bestmove, 'h6h7', `depth ${depth}`)) > 0;
    assert.ok(helped, 'the helper took part');
  });

  it('moves its helpers to a resized table and forgets histories on a new game', async () => {
    const e = await make();
    e.configure({ hashMb: 2 });
    e.newGame();
    const helped = helperNodesIn(e, 8, (depth) => assert.ok(analyse(e, { fen: START_FEN, moves: ['b2e2'] }, { depth }).bestmove)) > 0;
    assert.ok(helped, 'the helper searched on the new table');
    e.configure({ threads: 1 });
    assert.equal(e.threadCount, 1);
  });
});
