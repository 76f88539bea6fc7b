/**
 * The engine's thread (worker_threads entry, bundled as dist/engineWorker.js). Started by the
 * host's EngineClient with workerData `{ stopFlag: SharedArrayBuffer, backendModule?: string }`;
 * `backendModule` (a path exporting `createBackend`) lets tests load a scripted engine.
 * Messages are checked on arrival: anything malformed gets an error reply, never a crash.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { STOP_FLAG_SLOTS, type WorkerToHost } from '../protocol/worker';
import type { BackendFactory, SearchBackend } from './backend';
import { defaultBackend } from './defaultBackend';
import { WorkerService } from './service';

const data = (workerData ?? {}) as { stopFlag?: unknown; backendModule?: unknown };
const stopFlag =
  data.stopFlag instanceof SharedArrayBuffer ? new Int32Array(data.stopFlag) : new Int32Array(new SharedArrayBuffer(4 * STOP_FLAG_SLOTS));

const loadBackend = (): SearchBackend | undefined => {
  if (typeof data.backendModule === 'string') {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const mod = require(data.backendModule) as { createBackend: BackendFactory };
    return mod.createBackend();
  }
  return defaultBackend();
};

if (parentPort) {
  const port = parentPort;
  const service = new WorkerService({ postMessage: (m: WorkerToHost) => port.postMessage(m) }, loadBackend(), stopFlag);
  port.on('message', (m: unknown) => service.receive(m));
  port.postMessage({ type: 'ready' } satisfies WorkerToHost);
}
