import { strict as assert } from 'node:assert';
import * as path from 'node:path';
import { parseFen, START_FEN } from '../../../src/core/fen';
import { moveToIccs, parseIccs } from '../../../src/core/notation';
import { Engine } from '../../../src/engine/engine';
import { cancellationSource } from '../../../src/analysis/analyser';
import { EngineClient } from '../../../src/threads/engineClient';
import { rejectsWith } from '../host/engines/rejectsWith';
import type { InfoDto } from '../../../src/protocol/dto';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const WORKER = path.join(ROOT, 'src', 'worker', 'engineWorker.ts');
const fixture = (name: string): string => path.join(ROOT, 'test', 'fixtures', 'engines', name);
const TSX = ['--require', 'tsx/cjs'];
const START = { fen: START_FEN, moves: [] as string[] };

const client = (backend: string, extra: Partial<ConstructorParameters<typeof EngineClient>[0]> = {}): EngineClient =>
  new EngineClient({ workerPath: WORKER, execArgv: TSX, workerData: { engineModule: fixture(backend) }, ...extra });

/** Resolves at the first info of at least `depth`. */
const infoAt = (depth: number): { onInfo: (i: InfoDto) => void; reached: Promise<InfoDto> } => {
  let hit!: (i: InfoDto) => void;
  const reached = new Promise<InfoDto>((r) => (hit = r));
  return { onInfo: (i) => i.depth >= depth && hit(i), reached };
};


describe('EngineClient (a real worker thread)', function () {
  this.timeout(30_000);
  let c: EngineClient;
  afterEach(() => c?.dispose());

  it('starts the worker lazily and answers perft', async () => {
    c = client('treeWalkEngine.ts');
    assert.equal(c.starts, 0);
    assert.equal(await c.perft(START_FEN, 2), 1920);
    assert.equal(c.starts, 1);
  });

  it('queues concurrent requests and answers each with its own stream', async () => {
    c = client('treeWalkEngine.ts');
    const seen: number[][] = [[], [], []];
    const runs = [2, 3, 1].map((depth, k) =>
      c.analyse({ position: { fen: START_FEN, moves: k === 1 ? ['h2e2'] : [] }, limits: { depth }, onInfo: (i) => seen[k].push(i.depth) }),
    );
    const results = await Promise.all(runs);
    assert.deepEqual(seen, [[1, 2], [1, 2, 3], [1]]);
    assert.deepEqual(results.map((r) => r.lines[0].depth), [2, 3, 1]);
    assert.ok(results.every((r) => r.bestmove !== null));
  });

  it("a request's cancellation stops its search alone, running or waiting", async () => {
    c = client('treeWalkEngine.ts');
    const gate = infoAt(3);
    const longCancel = cancellationSource();
    const long = c.analyse({ position: START, cancel: longCancel.token, onInfo: gate.onInfo });
    const waitingCancel = cancellationSource();
    const waitingInfos: InfoDto[] = [];
    const waiting = c.analyse({ position: START, limits: { depth: 3 }, cancel: waitingCancel.token, onInfo: (i) => waitingInfos.push(i) });
    const next = c.analyse({ position: START, limits: { depth: 2 } });
    await gate.reached;
    waitingCancel.cancel();
    assert.deepEqual(await waiting, { bestmove: null, lines: [] }, 'a waiting search cancelled never runs');
    assert.deepEqual(waitingInfos, []);
    longCancel.cancel();
    const [a, b] = await Promise.all([long, next]);
    assert.ok(a.lines[0].depth >= 3 && a.lines[0].depth < 64, 'the long search stopped early');
    assert.equal(b.lines[0].depth, 2, 'the search after them ran to its limit');
  });

  it('stop ends a search that never yields its thread inside the iteration it is in', async () => {
    c = client('treeWalkEngine.ts');
    // Open-ended: the tree walk would go on to depth 64. Depth 4 walks 3.4M nodes; depth 5 walks perft(5) of the
    // start, 133,312,995 leaves (chessprogramming.org, Chinese Chess Perft Results), seconds a stop must cut short.
    const gate = infoAt(4);
    const run = c.analyse({ position: START, onInfo: gate.onInfo });
    await gate.reached;
    await c.stop();
    const r = await run;
    assert.equal(r.lines[0].depth, 4, 'answered before the next iteration ended');
    assert.ok(r.bestmove);
  });

  it('a stop raised before the worker takes up a search answers it without searching', async () => {
    // about order, not time: a worker that boots slowly on a loaded machine (tsx compiles it) still answers
    c = client('treeWalkEngine.ts', { stopTimeoutMs: 60_000 });
    const infos: InfoDto[] = [];
    const run = c.analyse({ position: START, onInfo: (i) => infos.push(i) });
    await c.stop();
    assert.deepEqual(await run, { bestmove: null, lines: [] });
    assert.deepEqual(infos, []);
    assert.equal((await c.analyse({ position: START, limits: { depth: 2 } })).lines[0].depth, 2, 'the next search is not stopped');
  });

  it('restarts a worker killed mid-search; the caller gets a clear error', async () => {
    const exits: string[] = [];
    c = client('treeWalkEngine.ts', { onWorkerExit: (r) => exits.push(r) });
    const gate = infoAt(3);
    const run = c.analyse({ position: START, onInfo: gate.onInfo });
    await gate.reached;
    await c.workerForTests!.terminate();
    const e = await rejectsWith(run, 'ERR_ENGINE_CRASHED');
    assert.match(e.message, /exited/);
    assert.equal(exits.length, 1);
    assert.equal(await c.perft(START_FEN, 2), 1920);
    assert.equal(c.starts, 2);
  });

  it('kills and restarts a worker that does not answer a stop', async () => {
    c = client('deafEngine.ts', { stopTimeoutMs: 300, requestTimeoutMs: 200 });
    const gate = infoAt(1);
    const run = c.analyse({ position: START, limits: { depth: 1 }, onInfo: gate.onInfo });
    const hung = rejectsWith(run, 'ERR_ENGINE_HUNG');
    await gate.reached;
    await rejectsWith(c.newGame(), 'ERR_RPC_TIMEOUT');
    await c.stop();
    await hung;
    assert.equal(c.workerForTests, undefined);
  });

  it('rejects malformed messages from the worker and restarts it', async () => {
    c = new EngineClient({ workerPath: fixture('garbageWorker.ts'), execArgv: TSX });
    await rejectsWith(c.perft(START_FEN, 1), 'ERR_ENGINE_PROTOCOL');
    await rejectsWith(c.perft(START_FEN, 1), 'ERR_ENGINE_PROTOCOL');
    assert.equal(c.starts, 2);
  });

  it('gives the hash size to each worker and bounds its memory', async () => {
    let exited!: () => void;
    const exit = new Promise<void>((r) => (exited = r));
    c = client('treeWalkEngine.ts', { options: { hashMb: 64 }, onWorkerExit: () => exited() });
    const first = await c.analyse({ position: START, limits: { depth: 1 } });
    assert.deepEqual(first.lines[0].score, { kind: 'cp', value: 64 });
    assert.equal(c.workerForTests!.resourceLimits?.maxOldGenerationSizeMb, 96 + 128);
    await c.configure({ hashMb: 8 });
    assert.deepEqual((await c.analyse({ position: START, limits: { depth: 1 } })).lines[0].score, { kind: 'cp', value: 8 });
    await c.workerForTests!.terminate();
    await exit;
    assert.deepEqual((await c.analyse({ position: START, limits: { depth: 1 } })).lines[0].score, { kind: 'cp', value: 8 }, 'a restarted worker keeps the new size');
  });

  it('rejects pending requests when disposed', async () => {
    c = client('treeWalkEngine.ts');
    const run = rejectsWith(c.analyse({ position: START }), 'ERR_RPC_DISPOSED');
    await c.dispose();
    await run;
    await rejectsWith(c.perft(START_FEN, 1), 'ERR_RPC_DISPOSED');
  });
});

describe('EngineClient with the built-in engine in a real worker', function () {
  this.timeout(60_000);
  let c: EngineClient;
  afterEach(() => c?.dispose());
  const builtin = () => new EngineClient({ workerPath: WORKER, execArgv: TSX, options: { hashMb: 16 } });
  const AFTER = { fen: START_FEN, moves: ['h2e2', 'h9g7'] };

  const legal = (pos: { fen: string; moves: readonly string[] }, line: readonly string[]): boolean => {
    const r = parseFen(pos.fen);
    if (!r.ok) return false;
    for (const t of [...pos.moves, ...line]) {
      const m = parseIccs(r.value, t);
      if (!m.ok) return false;
      r.value.play(m.value);
    }
    return true;
  };

  it('gives the same answer as the engine run in-process, at a fixed node count', async () => {
    c = builtin();
    const infos: InfoDto[] = [];
    const r = await c.analyse({ position: AFTER, limits: { nodes: 30_000 }, onInfo: (i) => infos.push(i) });
    const local = new Engine({ hashMb: 16 });
    local.setPosition(AFTER.fen, AFTER.moves);
    const lr = local.go({ nodes: 30_000 });
    assert.equal(r.bestmove, moveToIccs(lr.bestMove));
    assert.ok(infos.length >= 2 && infos.every((i) => legal(AFTER, i.pv)), 'every streamed pv is legal');
    assert.deepEqual(r.lines[0].pv, lr.lines[0].pv.map(moveToIccs));
  });

  it('answers queued requests in order after a cancelled open-ended one', async () => {
    c = builtin();
    const gate = infoAt(4);
    const stop = cancellationSource();
    const open = c.analyse({ position: START, cancel: stop.token, onInfo: gate.onInfo });
    await gate.reached;
    stop.cancel();
    const a = c.analyse({ position: AFTER, limits: { nodes: 5_000 } });
    const b = c.analyse({ position: START, limits: { nodes: 5_000, searchmoves: ['b0c2'] } });
    const [o, ra, rb] = await Promise.all([open, a, b]);
    assert.ok(o.bestmove && legal(START, [o.bestmove]) && o.lines[0].depth >= 4);
    assert.ok(ra.bestmove && legal(AFTER, [ra.bestmove]));
    assert.equal(rb.bestmove, 'b0c2');
  });

  it('stop ends an open-ended search with a legal move and the lines it had', async () => {
    c = builtin();
    for (let k = 0; k < 3; k++) {
      const infos: InfoDto[] = [];
      const gate = infoAt(5);
      // no limit: without the stop this search runs until the engine's depth cap
      const run = c.analyse({ position: AFTER, onInfo: (i) => (infos.push(i), gate.onInfo(i)) });
      await gate.reached;
      await c.stop();
      const r = await run;
      assert.ok(r.bestmove && legal(AFTER, [r.bestmove]));
      assert.ok(r.lines[0].depth >= 5, `depth ${r.lines[0].depth}`);
      assert.deepEqual(r.lines[0], infos.filter((i) => i.multipv === 1).pop(), 'the answer is the last line streamed');
    }
  });

  it('survives its worker being killed mid-search', async () => {
    c = builtin();
    const gate = infoAt(4);
    const run = c.analyse({ position: START, onInfo: gate.onInfo });
    await gate.reached;
    const crashed = rejectsWith(run, 'ERR_ENGINE_CRASHED');
    await c.workerForTests!.terminate();
    await crashed;
    const r = await c.analyse({ position: AFTER, limits: { nodes: 3_000 } });
    assert.ok(r.bestmove && legal(AFTER, [r.bestmove]));
    assert.equal(c.starts, 2);
  });

  it('reports an illegal move in the position as an error, and keeps serving', async () => {
    c = builtin();
    await rejectsWith(c.analyse({ position: { fen: START_FEN, moves: ['h2e2', 'h2e2'] }, limits: { depth: 1 } }), 'ERR_ILLEGAL_MOVE');
    assert.ok((await c.analyse({ position: START, limits: { depth: 2 } })).bestmove);
  });
});
