/**
 * The reader thread of `xqlens uci|ucci` (bundled as dist/stdinReader.js). A search holds the main
 * thread, so this thread reads standard input and, through shared memory the search polls:
 * - counts `stop` and `quit` (slot STOPS) so a running search ends at once;
 * - answers `isready` itself while a search runs or waits to run (GO_SENT ahead of GO_DONE), as UCI asks;
 * - on end of input (the GUI is gone) counts a stop and says so (slot EOF), so an orphaned engine exits.
 * Every other line goes to the main thread in order; `null` marks the end.
 */
import * as fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { READER_SLOTS } from './readerSlots';

const flags = new Int32Array(workerData as SharedArrayBuffer);
const chunk = Buffer.alloc(65536);
let pending = '';

const deliver = (line: string): void => {
  const word = line.trim().split(/\s+/)[0];
  if (word === 'stop' || word === 'quit') Atomics.add(flags, READER_SLOTS.STOPS, 1);
  if (word === 'isready' && Atomics.load(flags, READER_SLOTS.GO_SENT) > Atomics.load(flags, READER_SLOTS.GO_DONE)) {
    fs.writeSync(1, 'readyok\n');
    return;
  }
  if (word === 'go') Atomics.add(flags, READER_SLOTS.GO_SENT, 1);
  parentPort?.postMessage(line);
};

for (;;) {
  let n: number;
  try {
    n = fs.readSync(0, chunk, 0, chunk.length, null);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'EAGAIN') {
      Atomics.wait(flags, READER_SLOTS.IDLE, 0, 5);
      continue;
    }
    if (code !== 'EOF') throw e;
    n = 0;
  }
  if (n === 0) break;
  pending += chunk.toString('utf8', 0, n);
  for (let i = pending.indexOf('\n'); i >= 0; i = pending.indexOf('\n')) {
    deliver(pending.slice(0, i).replace(/\r$/, ''));
    pending = pending.slice(i + 1);
  }
}
if (pending) deliver(pending);
Atomics.store(flags, READER_SLOTS.EOF, 1);
Atomics.add(flags, READER_SLOTS.STOPS, 1);
parentPort?.postMessage(null);
