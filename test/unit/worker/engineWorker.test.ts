import { strict as assert } from 'node:assert';
import * as path from 'node:path';
import { Worker } from 'node:worker_threads';
import { START_FEN } from '../../../src/core/fen';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const WORKER = path.join(ROOT, 'src', 'worker', 'engineWorker.ts');
const BACKEND = path.join(ROOT, 'test', 'fixtures', 'engines', 'treeWalkEngine.ts');

describe('engine worker (a real worker thread, raw messages)', () => {
  let worker: Worker;
  const inbox: Record<string, unknown>[] = [];
  let wake: (() => void) | undefined;
  before(async () => {
    worker = new Worker(WORKER, { execArgv: ['--require', 'tsx/cjs'], workerData: { engineModule: BACKEND } });
    worker.on('message', (m: Record<string, unknown>) => {
      inbox.push(m);
      wake?.();
    });
    assert.equal((await next()).type, 'ready');
  });
  after(() => worker.terminate());

  const next = async (): Promise<Record<string, unknown>> => {
    while (inbox.length === 0) await new Promise<void>((r) => (wake = r));
    return inbox.shift()!;
  };
  const ask = async (msg: unknown): Promise<Record<string, unknown>> => {
    worker.postMessage(msg);
    return next();
  };

  it('answers perft off the main thread', async () => {
    assert.deepEqual(await ask({ id: 1, type: 'perft', fen: START_FEN, depth: 3 }), { inReplyTo: 1, type: 'perft', nodes: 79666 });
  });

  it('rejects malformed messages and bad FENs with errors, and keeps serving', async () => {
    assert.equal((await ask({ id: 2, type: 'perft', fen: START_FEN, depth: 'deep' })).code, 'ERR_BAD_MESSAGE');
    assert.equal((await ask('hello')).code, 'ERR_BAD_MESSAGE');
    assert.equal((await ask({ id: 5, type: 'analyse', position: { fen: START_FEN, moves: ['h2e9x'] }, limits: {} })).code, 'ERR_BAD_MESSAGE');
    assert.equal((await ask({ id: 6, type: 'analyse', position: { fen: START_FEN, moves: [] }, limits: { depth: -1 } })).inReplyTo, 6);
    assert.equal((await ask({ type: 'launch', id: 7 })).code, 'ERR_BAD_MESSAGE');
    assert.equal((await ask({ id: 3, type: 'perft', fen: 'nonsense', depth: 1 })).code, 'ERR_FEN_BOARD');
    assert.equal((await ask({ id: 4, type: 'perft', fen: START_FEN, depth: 1 })).nodes, 44);
  });

  it('streams info then one bestmove for an analyse request, and reports illegal moves', async () => {
    worker.postMessage({ id: 10, type: 'analyse', position: { fen: START_FEN, moves: ['h2e2', 'h9g7'] }, limits: { depth: 2 } });
    const infos: Record<string, unknown>[] = [];
    let m = await next();
    while (m.type === 'info') {
      infos.push(m);
      m = await next();
    }
    assert.deepEqual(infos.map((i) => (i.info as { depth: number }).depth), [1, 2]);
    assert.equal(m.type, 'bestmove');
    assert.equal(m.inReplyTo, 10);
    assert.match((m.result as { bestmove: string }).bestmove, /^[a-i][0-9][a-i][0-9]$/);
    const bad = await ask({ id: 11, type: 'analyse', position: { fen: START_FEN, moves: ['a0a5'] }, limits: { depth: 1 } });
    assert.deepEqual([bad.type, bad.code], ['error', 'ERR_ILLEGAL_MOVE']);
  });
});

describe('engine worker stop paths', () => {
  const start = (backend: string, stopFlag?: SharedArrayBuffer) => {
    const w = new Worker(WORKER, {
      execArgv: ['--require', 'tsx/cjs'],
      workerData: { engineModule: path.join(ROOT, 'test', 'fixtures', 'engines', backend), stopFlag },
    });
    const done = new Promise<Record<string, unknown>>((resolve) =>
      w.on('message', (m: Record<string, unknown>) => m.type === 'bestmove' && resolve(m)),
    );
    const deep = new Promise<void>((resolve) =>
      w.on('message', (m: { type: string; info?: { depth: number } }) => m.type === 'info' && m.info!.depth >= 3 && resolve()),
    );
    w.postMessage({ id: 1, type: 'analyse', position: { fen: START_FEN, moves: [] }, limits: {} });
    return { w, done, deep };
  };

  it('the shared flag stops a search that never yields the thread', async () => {
    const flag = new SharedArrayBuffer(4);
    const { w, done, deep } = start('treeWalkEngine.ts', flag);
    try {
      await deep;
      Atomics.store(new Int32Array(flag), 0, 1);
      assert.equal((await done).inReplyTo, 1);
    } finally {
      await w.terminate();
    }
  });

  it('a stop message stops a search that yields between slices', async () => {
    const { w, done, deep } = start('slicedEngine.ts');
    try {
      await deep;
      w.postMessage({ type: 'stop' });
      const m = await done;
      assert.equal(m.inReplyTo, 1);
    } finally {
      await w.terminate();
    }
  });
});
