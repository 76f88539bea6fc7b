/**
 * The engine's thread (worker_threads entry, bundled as dist/engineWorker.js). Started by the
 * host's EngineClient with workerData `{ stopFlag: SharedArrayBuffer, engineModule?: string }`;
 * `engineModule` (a path exporting `createEngine`) lets tests load a scripted engine.
 * Messages are checked on arrival: anything malformed gets an error reply, never a crash.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { STOP_FLAG_SLOTS, type WorkerToHost } from '../protocol/worker';
import { LocalEngine } from './localEngine';
import { WorkerService, type WorkerEngine } from './service';

const data = (workerData ?? {}) as { stopFlag?: unknown; engineModule?: unknown };
const stopFlag =
  data.stopFlag instanceof SharedArrayBuffer ? new Int32Array(data.stopFlag) : new Int32Array(new SharedArrayBuffer(4 * STOP_FLAG_SLOTS));

const loadEngine = (): WorkerEngine => {
  if (typeof data.engineModule === 'string') {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const mod = require(data.engineModule) as { createEngine: () => WorkerEngine };
    return mod.createEngine();
  }
  return new LocalEngine();
};

if (parentPort) {
  const port = parentPort;
  const service = new WorkerService({ postMessage: (m: WorkerToHost) => port.postMessage(m) }, loadEngine(), stopFlag);
  port.on('message', (m: unknown) => service.receive(m));
  port.postMessage({ type: 'ready' } satisfies WorkerToHost);
}
