import { strict as assert } from 'node:assert';
import * as path from 'node:path';
import { Worker } from 'node:worker_threads';
import { START_FEN } from '../../../src/core/fen';

const WORKER = path.resolve(__dirname, '..', '..', '..', 'src', 'worker', 'engineWorker.ts');

describe('engine worker (a real worker thread)', () => {
  let worker: Worker;
  before(() => {
    worker = new Worker(WORKER, { execArgv: ['--require', 'tsx/cjs'] });
  });
  after(() => worker.terminate());

  const ask = (msg: unknown): Promise<Record<string, unknown>> =>
    new Promise((resolve) => {
      worker.once('message', resolve);
      worker.postMessage(msg);
    });

  it('answers perft off the main thread', async () => {
    assert.deepEqual(await ask({ id: 1, type: 'perft', fen: START_FEN, depth: 3 }), { inReplyTo: 1, type: 'perft', nodes: 79666 });
  });

  it('rejects malformed messages and bad FENs with errors, and keeps serving', async () => {
    assert.equal((await ask({ id: 2, type: 'perft', fen: START_FEN, depth: 'deep' })).code, 'ERR_BAD_MESSAGE');
    assert.equal((await ask('hello')).code, 'ERR_BAD_MESSAGE');
    assert.equal((await ask({ id: 3, type: 'perft', fen: 'nonsense', depth: 1 })).code, 'ERR_FEN_BOARD');
    assert.equal((await ask({ id: 4, type: 'perft', fen: START_FEN, depth: 1 })).nodes, 44);
  });
});
