/**
 * Lazy SMP helper threads for one Engine (engine.ts SearchHelpers): `count` worker threads, each a
 * searchHelper.ts on the engine's transposition table memory. `start` posts the root to every helper
 * and returns; `stop` writes the search's id to a shared control word every helper polls every 256
 * nodes, so one store stops them all at once, however busy they are.
 *
 *   const threads = new SearchThreads(1, engine.tableMemory);
 *   engine.helpers = threads;   // engine.go now searches on two threads
 *   await threads.dispose();
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { HelperJob, HelperLine, SearchHelpers } from '../engine/engine';
import { CONTROL, CONTROL_SLOTS, RESULT, RESULT_WORDS, controlWords, type ToHelper } from './helperMessages';

/** The helper's entry: the bundle's sibling (dist/searchHelper.js), or its TypeScript source under tsx. */
const helperEntry = (): { file: string; execArgv?: string[] } => {
  const bundled = path.join(__dirname, 'searchHelper.js');
  if (fs.existsSync(bundled)) return { file: bundled };
  return { file: path.resolve(__dirname, '..', 'worker', 'searchHelper.ts'), execArgv: ['--require', 'tsx/cjs'] };
};

export class SearchThreads implements SearchHelpers {
  private readonly control: Int32Array;
  private readonly workers: Worker[];
  private searchId = 0;
  /** Helper searches started and not yet counted finished (see `settle`). */
  private expected = 0;
  private nodesSeen = 0;
  /** The helpers' node count when the current search started. */
  private nodesAtStart = 0;
  /** Settles when every helper has loaded and listens (searches started before then wait in its queue). */
  readonly ready: Promise<void>;

  constructor(count: number, table: ArrayBufferLike) {
    const entry = helperEntry();
    this.control = new Int32Array(new SharedArrayBuffer(4 * controlWords(Math.max(0, Math.trunc(count)))));
    const loaded: Array<Promise<void>> = [];
    this.workers = Array.from({ length: Math.max(0, Math.trunc(count)) }, (_, i) => {
      const w = new Worker(entry.file, { execArgv: entry.execArgv, workerData: { control: this.control.buffer, table, thread: i + 1 } });
      loaded.push(new Promise<void>((resolve) => {
        w.once('message', () => resolve());
        // a helper that fails or ends is an aid lost, never an error: the main thread's search stands without it
        w.on('error', () => resolve());
        w.once('exit', () => resolve());
      }));
      return w;
    });
    // once loaded, helpers never keep a process alive that is otherwise done
    this.ready = Promise.all(loaded).then(() => {
      for (const w of this.workers) w.unref();
    });
  }

  get count(): number {
    return this.workers.length;
  }

  start(job: HelperJob): void {
    const id = ++this.searchId;
    this.nodesAtStart = Atomics.load(this.control, CONTROL.NODES);
    this.expected += this.workers.length;
    for (const w of this.workers) w.postMessage({ type: 'go', id, job } satisfies ToHelper);
  }

  stop(): void {
    Atomics.store(this.control, CONTROL.STOP, this.searchId);
  }

  lines(): HelperLine[] {
    const out: HelperLine[] = [];
    const c = this.control;
    for (let k = 0; k < this.workers.length; k++) {
      const b = CONTROL_SLOTS + k * RESULT_WORDS;
      // a helper still writing (it stops within 256 nodes) is read again, a few times at most
      for (let attempt = 0; attempt < 4; attempt++) {
        const seq = Atomics.load(c, b + RESULT.SEQ);
        if (seq & 1) continue;
        if (Atomics.load(c, b + RESULT.ID) !== this.searchId) break;
        const n = Atomics.load(c, b + RESULT.PV_LENGTH);
        const pv = Array.from({ length: n }, (_, i) => Atomics.load(c, b + RESULT.PV + i));
        const line = { depth: Atomics.load(c, b + RESULT.DEPTH), seldepth: Atomics.load(c, b + RESULT.SELDEPTH), value: Atomics.load(c, b + RESULT.VALUE), pv };
        if (Atomics.load(c, b + RESULT.SEQ) !== seq) continue;
        out.push(line);
        break;
      }
    }
    return out;
  }

  /**
   * Waits (blocking, at most `ms`) until every helper started has finished its search: for callers
   * that must know the helpers are idle (tests, benches measuring nodes). True when they all were.
   */
  settle(ms: number): boolean {
    const t0 = Date.now();
    for (;;) {
      const done = Atomics.load(this.control, CONTROL.DONE);
      if (done >= this.expected) return true;
      const left = ms - (Date.now() - t0);
      if (left <= 0) return false;
      Atomics.wait(this.control, CONTROL.DONE, done, left);
    }
  }

  /** Nodes the helpers have searched in the current search so far (within 256 a helper, as they poll). */
  nodes(): number {
    return ((Atomics.load(this.control, CONTROL.NODES) - this.nodesAtStart) | 0) >>> 0;
  }

  /** Nodes the helpers searched since the last call: all of it once they are idle (read after `settle`). */
  takeNodes(): number {
    const total = Atomics.load(this.control, CONTROL.NODES);
    const n = (total - this.nodesSeen) | 0;
    this.nodesSeen = total;
    return n >>> 0;
  }

  /** The table was resized: every helper searches on the new memory from its next search. */
  attach(table: ArrayBufferLike): void {
    for (const w of this.workers) w.postMessage({ type: 'table', table } satisfies ToHelper);
  }

  newGame(): void {
    for (const w of this.workers) w.postMessage({ type: 'newGame' } satisfies ToHelper);
  }

  async dispose(): Promise<void> {
    this.stop();
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}
