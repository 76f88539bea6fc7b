/**
 * A Lazy SMP helper thread (worker_threads entry, bundled as dist/searchHelper.js): it searches the
 * main thread's root on the shared transposition table, with its own history, killers and correction
 * history, skipping depths by its index (search.ts helperSkips). What it finds reaches the main thread
 * through the table, and its last completed iteration through its block of the control buffer (the
 * main thread may play it: engine.ts bestThread). Started by searchThreads.ts with workerData
 * `{ control: SharedArrayBuffer, table: ArrayBufferLike, thread: number }`; it stops when the control
 * word holds its search's id (written with Atomics.store by the main thread).
 */
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { replayLine } from '../core/line';
import { Search } from '../engine/search';
import { TranspositionTable } from '../engine/tt';
import type { SearchReport } from '../engine/search';
import { CONTROL, CONTROL_SLOTS, RESULT, RESULT_PV, RESULT_WORDS, type ToHelper } from './helperMessages';

const data = workerData as { control: SharedArrayBuffer; table: ArrayBufferLike; thread: number };
const control = new Int32Array(data.control);
const clock = (): number => performance.now();
let search = new Search(new TranspositionTable(data.table), clock);
const block = CONTROL_SLOTS + (data.thread - 1) * RESULT_WORDS;

/** Publishes an iteration's best line for the main thread (sequence lock: odd while writing). */
const publish = (id: number, rep: SearchReport): void => {
  const line = rep.lines[0];
  if (!line) return;
  Atomics.add(control, block + RESULT.SEQ, 1);
  const n = Math.min(RESULT_PV, line.pv.length);
  Atomics.store(control, block + RESULT.ID, id);
  Atomics.store(control, block + RESULT.DEPTH, line.depth);
  Atomics.store(control, block + RESULT.SELDEPTH, line.seldepth);
  Atomics.store(control, block + RESULT.VALUE, line.value);
  Atomics.store(control, block + RESULT.PV_LENGTH, n);
  for (let i = 0; i < n; i++) Atomics.store(control, block + RESULT.PV + i, line.pv[i]);
  Atomics.add(control, block + RESULT.SEQ, 1);
};

const run = (m: Extract<ToHelper, { type: 'go' }>): void => {
  // nodes are added as the search goes, so a `nodes` limit and the reports count every thread (engine.ts)
  // (search.nodes still holds the last search's count until run() begins: only polls within run() count)
  let counted = 0;
  const count = (): void => {
    const n = search.nodes;
    if (n > counted) Atomics.add(control, CONTROL.NODES, n - counted);
    counted = n;
  };
  const stopRequested = (): boolean => Atomics.load(control, CONTROL.STOP) >= m.id;
  const stopped = (): boolean => {
    count();
    return stopRequested();
  };
  try {
    if (stopRequested()) return;
    const line = replayLine(m.job.fen, m.job.moves);
    if (!line.ok) return;
    search.onIteration = (rep) => publish(m.id, rep);
    search.run(line.value.position, { depth: m.job.depth, multipv: m.job.multipv, searchmoves: m.job.searchmoves, thread: data.thread, shouldStop: stopped });
    count();
  } finally {
    // counted even when stopped before it began, so the main thread's settle() can count on it
    Atomics.add(control, CONTROL.DONE, 1);
    Atomics.notify(control, CONTROL.DONE);
  }
};

const port = parentPort;
port?.on('message', (m: ToHelper) => {
  switch (m.type) {
    case 'go':
      return run(m);
    case 'table':
      // a resized table: a new search on it (histories start over, as after a new game)
      search = new Search(new TranspositionTable(m.table), clock);
      return;
    case 'newGame':
      search.order.clear();
      search.correction.clear();
      return;
  }
});
port?.postMessage('ready');
