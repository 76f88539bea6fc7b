import * as readline from 'node:readline';
import { Worker } from 'node:worker_threads';
import { START_FEN } from '../../core/fen';
import { moveToIccs } from '../../core/notation';
import { Engine, EngineInfo, EngineLimits } from '../../engine/engine';
import { scoreText } from '../../engine/score';
import { CliCommand, CliIo, EXIT_OK } from '../command';

/** Ranks: UCI GUIs for xiangqi (Fairy-Stockfish style) count 1–10; UCCI counts 0–9 like our ICCS. */
const toUci = (iccs: string): string => iccs.replace(/[0-9]/g, (d) => String(Number(d) + 1));
const fromUci = (mv: string): string => mv.replace(/(10|[1-9])/g, (d) => String(Number(d) - 1));

/** Longest search when `go` gives no limit and no reader thread can deliver `stop` during it. */
const INFINITE_MOVETIME = 10000;

/**
 * The search holds this thread, so when we own the process's stdin a small reader thread takes
 * the lines and counts `stop`/`quit` in shared memory, which the search polls.
 */
const READER = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const flag = new Int32Array(workerData);
const chunk = Buffer.alloc(65536);
let buf = '';
for (;;) {
  let n;
  try { n = fs.readSync(0, chunk, 0, chunk.length, null); }
  catch (e) { if (e.code === 'EAGAIN') { Atomics.wait(flag, 1, 0, 5); continue; } if (e.code === 'EOF') n = 0; else throw e; }
  if (n === 0) break;
  buf += chunk.toString('utf8', 0, n);
  let i;
  while ((i = buf.indexOf('\\n')) >= 0) {
    const line = buf.slice(0, i).replace(/\\r$/, '');
    buf = buf.slice(i + 1);
    const t = line.trim();
    if (t === 'stop' || t === 'quit') Atomics.add(flag, 0, 1);
    parentPort.postMessage(line);
  }
}
if (buf) parentPort.postMessage(buf);
parentPort.postMessage(null);
`;

interface LineSource {
  lines: AsyncIterable<string>;
  /** True when a stop/quit line has been read but not yet handled. */
  stopPending(): boolean;
  /** Call on handling a stop/quit line. */
  consumedStop(): void;
  canInterrupt: boolean;
  close(): void;
}

const lineSource = (io: CliIo): LineSource => {
  if (io.stdin !== process.stdin) {
    const rl = readline.createInterface({ input: io.stdin, terminal: false });
    return { lines: rl, stopPending: () => false, consumedStop: () => undefined, canInterrupt: false, close: () => rl.close() };
  }
  const shared = new SharedArrayBuffer(8);
  const flag = new Int32Array(shared);
  let consumed = 0;
  const worker = new Worker(READER, { eval: true, workerData: shared });
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
    stopPending: () => Atomics.load(flag, 0) > consumed,
    consumedStop: () => void consumed++,
    canInterrupt: true,
    close: () => void worker.terminate(),
  };
};

export const runProtocol = async (protocol: 'uci' | 'ucci', io: CliIo): Promise<number> => {
  const ucci = protocol === 'ucci';
  const out = (m: string): string => (ucci ? m : toUci(m));
  const inp = (m: string): string => (ucci ? m : fromUci(m));
  const engine = new Engine({ hashMb: 16, clock: () => performance.now() });
  engine.setPosition(START_FEN, []);
  const info = (i: EngineInfo): string =>
    `info depth ${i.depth} seldepth ${i.seldepth} multipv ${i.multipv} score ${scoreText(i.score)} nodes ${i.nodes} nps ${i.nps} hashfull ${i.hashfull} time ${i.timeMs} pv ${i.pv.map((m) => out(moveToIccs(m))).join(' ')}`;
  engine.onInfo = (i) => io.out(info(i));
  const src = lineSource(io);
  for await (const raw of src.lines) {
    const words = raw.trim().split(/\s+/);
    const cmd = words[0];
    if (cmd === 'stop' || cmd === 'quit') src.consumedStop();
    if (cmd === 'uci' || cmd === 'ucci') {
      io.out('id name Xiangqi Lens');
      io.out('id author Xiangqi Lens team');
      io.out(`option ${ucci ? '' : 'name '}Hash type spin default 16 min 1 max 1024`);
      io.out(`option ${ucci ? '' : 'name '}MultiPV type spin default 1 min 1 max 16`);
      io.out(ucci ? 'ucciok' : 'uciok');
    } else if (cmd === 'isready') io.out('readyok');
    else if (cmd === 'setoption') {
      // UCI: setoption name X value Y; UCCI: setoption X Y
      const nameAt = words.indexOf('name');
      const valueAt = words.indexOf('value');
      const name = nameAt >= 0 ? words.slice(nameAt + 1, valueAt > 0 ? valueAt : undefined).join(' ') : words[1] ?? '';
      const value = valueAt >= 0 ? words[valueAt + 1] : words[2];
      if (name && value !== undefined) engine.setOption(name, value);
    } else if (cmd === 'ucinewgame') engine.newGame();
    else if (cmd === 'position') {
      const movesAt = words.indexOf('moves');
      const moves = movesAt >= 0 ? words.slice(movesAt + 1).map(inp) : [];
      const fen = words[1] === 'startpos' ? START_FEN : words.slice(2, movesAt >= 0 ? movesAt : undefined).join(' ');
      const r = engine.setPosition(ucci ? fen : fen, moves);
      if (!r.ok) io.out(`info string ${r.error.code} ${r.error.message}`);
    } else if (cmd === 'banmoves') engine.banmoves = words.slice(1).map(inp);
    else if (cmd === 'go') {
      const num = (k: string): number | undefined => {
        const i = words.indexOf(k);
        const n = i >= 0 ? Number(words[i + 1]) : NaN;
        return Number.isFinite(n) && n > 0 ? n : undefined;
      };
      const limits: EngineLimits = { depth: num('depth'), nodes: num('nodes'), movetime: num('movetime') ?? (ucci ? num('time') : undefined) };
      const smAt = words.indexOf('searchmoves');
      const sm = smAt >= 0 ? words.slice(smAt + 1).map(inp) : undefined;
      const timed = limits.depth ?? limits.nodes ?? limits.movetime;
      const wtime = num('wtime'), btime = num('btime');
      let movetime = limits.movetime;
      if (timed === undefined && (wtime || btime)) {
        // a game on a clock: the engine plans its own time from the mover's clock
        const red = engine.position()?.turn === 0;
        limits.clock = { time: (red ? wtime : btime) ?? 1000, increment: (red ? num('winc') : num('binc')) ?? 0, movesToGo: num('movestogo') };
      } else if (timed === undefined && !src.canInterrupt) movetime = INFINITE_MOVETIME;
      const r = engine.go({ ...limits, movetime, searchmoves: sm, banmoves: engine.banmoves, shouldStop: src.stopPending });
      engine.banmoves = [];
      if (r.bestMove === 0) io.out(ucci ? 'nobestmove' : 'bestmove (none)');
      else io.out(`bestmove ${out(moveToIccs(r.bestMove))}${r.ponder ? ` ponder ${out(moveToIccs(r.ponder))}` : ''}`);
    } else if (cmd === 'quit') break;
  }
  src.close();
  return EXIT_OK;
};

export const command: CliCommand = {
  name: 'uci',
  usage: 'uci',
  summary: 'speak UCI on stdin/stdout (ranks 1–10, as Fairy-Stockfish GUIs expect)',
  run: (_args, io) => runProtocol('uci', io),
};
