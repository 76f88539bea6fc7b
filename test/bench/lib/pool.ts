/**
 * A pool of worker threads for benches: the bench's own bundle is the worker script (it serves
 * tasks when `isMainThread` is false), so one file holds both sides and runs bundled.
 *
 *   if (!isMainThread) serve(async (task: T) => result);
 *   else await runPool<T, R>(tasks, 2, (r, t, i) => console.log(r));
 */
import { Worker, isMainThread, parentPort } from 'node:worker_threads';

export { isMainThread };

/** In a worker: answers each task message with the handler's result. */
export const serve = <T, R>(handler: (task: T) => Promise<R> | R): void => {
  parentPort!.on('message', async (msg: { id: number; task: T }) => {
    try {
      parentPort!.postMessage({ id: msg.id, result: await handler(msg.task) });
    } catch (e) {
      parentPort!.postMessage({ id: msg.id, error: String((e as Error)?.stack ?? e) });
    }
  });
};

/** On the main thread: runs the tasks on `workers` threads, in order of submission, reporting each. */
export const runPool = <T, R>(tasks: readonly T[], workers: number, onResult?: (r: R, task: T, index: number) => void): Promise<R[]> =>
  new Promise((resolve, reject) => {
    const results: R[] = new Array(tasks.length);
    let next = 0;
    let done = 0;
    const pool: Worker[] = [];
    if (tasks.length === 0) return resolve(results);
    const feed = (w: Worker): void => {
      if (next >= tasks.length) return;
      const id = next++;
      w.postMessage({ id, task: tasks[id] });
    };
    for (let k = 0; k < Math.min(workers, tasks.length); k++) {
      const w = new Worker(__filename);
      pool.push(w);
      w.on('message', (msg: { id: number; result?: R; error?: string }) => {
        if (msg.error) {
          for (const x of pool) void x.terminate();
          reject(new Error(msg.error));
          return;
        }
        results[msg.id] = msg.result as R;
        onResult?.(msg.result as R, tasks[msg.id], msg.id);
        if (++done === tasks.length) {
          for (const x of pool) void x.terminate();
          resolve(results);
        } else feed(w);
      });
      w.on('error', reject);
      feed(w);
    }
  });
