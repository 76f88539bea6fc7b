/**
 * `xqlens uci` / `xqlens ucci`: the engine speaking UCI (ranks 1–10, as Fairy-Stockfish GUIs expect) or
 * UCCI (ranks 0–9, banmoves) on stdin/stdout. The protocol is src/uci/session.ts; this file gives it the
 * engine and the input. The search holds this thread, so when we own the process's stdin a reader thread
 * (../stdinReader.ts) takes the lines, delivers `stop` through shared memory and answers `isready` during
 * a search; when input ends (the GUI is gone) the search stops and the process exits.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as readline from 'node:readline';
import { Worker } from 'node:worker_threads';
import { ENGINE_SETTINGS } from '../../core/engineSettings';
import type { EngineProtocol } from '../../uci/engineLines';
import { EngineSession } from '../../uci/session';
import { LocalEngine } from '../../worker/localEngine';
import { CliCommand, CliIo, EXIT_OK } from '../command';
import { READER_SLOTS, READER_SLOT_COUNT } from '../readerSlots';

interface LineSource {
  readonly lines: AsyncIterable<string>;
  /** True when a stop (or the end of input) has been read but not yet handled. */
  stopPending(): boolean;
  /** Call on handling a stop/quit line. */
  consumedStop(): void;
  /** Call once a `go` line has been handled (searched or refused). */
  goHandled(): void;
  readonly canInterrupt: boolean;
  close(): void;
}

/** The reader thread: the bundle's sibling, or the TypeScript source (run through tsx) when we run from source. */
const startReader = (shared: SharedArrayBuffer): Worker => {
  const bundled = path.join(__dirname, 'stdinReader.js');
  if (fs.existsSync(bundled)) return new Worker(bundled, { workerData: shared });
  return new Worker(path.join(__dirname, '..', 'stdinReader.ts'), { workerData: shared, execArgv: ['--require', 'tsx/cjs'] });
};

const lineSource = (io: CliIo): LineSource => {
  if (io.stdin !== process.stdin) {
    const rl = readline.createInterface({ input: io.stdin, terminal: false });
    return { lines: rl, stopPending: () => false, consumedStop: () => undefined, goHandled: () => undefined, canInterrupt: false, close: () => rl.close() };
  }
  const shared = new SharedArrayBuffer(4 * READER_SLOT_COUNT);
  const flags = new Int32Array(shared);
  let consumed = 0;
  const worker = startReader(shared);
  const queue: Array<string | null> = [];
  let wake: (() => void) | undefined;
  worker.on('message', (m: string | null) => {
    queue.push(m);
    wake?.();
  });
  worker.on('error', (e) => {
    if (process.env.XQLENS_DEBUG) io.err(String(e));
    queue.push(null);
    wake?.();
  });
  async function* lines(): AsyncGenerator<string> {
    for (;;) {
      while (queue.length === 0) await new Promise<void>((r) => (wake = r));
      const l = queue.shift();
      if (l === null || l === undefined) return;
      yield l;
    }
  }
  return {
    lines: lines(),
    stopPending: () => Atomics.load(flags, READER_SLOTS.STOPS) > consumed,
    consumedStop: () => void consumed++,
    goHandled: () => void Atomics.add(flags, READER_SLOTS.GO_DONE, 1),
    canInterrupt: true,
    close: () => void worker.terminate(),
  };
};

export const runProtocol = async (protocol: EngineProtocol, io: CliIo): Promise<number> => {
  const src = lineSource(io);
  // the engine as the worker hosts it; the search holds this thread (see the reader thread)
  // threads as the table's default says (half the cores) until the GUI sets Threads
  const engine = new LocalEngine({ threads: ENGINE_SETTINGS.threads.default });
  const session = new EngineSession(protocol, engine, (l) => io.out(l), { canInterrupt: src.canInterrupt, stopPending: src.stopPending });
  for await (const raw of src.lines) {
    const word = raw.trim().split(/\s+/)[0];
    if (word === 'stop' || word === 'quit') src.consumedStop();
    const more = session.handle(raw);
    if (word === 'go') src.goHandled();
    if (!more) break;
  }
  src.close();
  await engine.dispose();
  return EXIT_OK;
};

export const command: CliCommand = {
  name: 'uci',
  usage: 'uci',
  summary: 'speak UCI on stdin/stdout (ranks 1–10, as Fairy-Stockfish GUIs expect)',
  run: (_args, io) => runProtocol('uci', io),
};
