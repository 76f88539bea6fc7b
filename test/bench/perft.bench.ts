/**
 * Perft speed: our rules core against Fairy-Stockfish's WASM build on the same positions, same run.
 * Not a test (timings vary with load); run with `npm run bench:perft [maxDepthScale]`.
 * Counts must agree; the table prints nodes, seconds, nodes/s and our speed as a multiple of theirs.
 */
import * as path from 'node:path';
import { parseFen, START_FEN } from '../../src/core/fen';
import { perft } from '../../src/core/perft';

interface FsfEngine {
  postMessage(line: string): void;
  addMessageListener(fn: (line: string) => void): void;
  terminate(): void;
}

/** Positions and depths sized so each side takes seconds, not minutes. FENs: start position and
 * two middlegames from the shared elephantchess corpus (kept inline: the bench needs no data). */
const CASES: Array<{ name: string; fen: string; depth: number }> = [
  { name: 'start', fen: START_FEN, depth: 5 },
  { name: 'opening', fen: '1r1akab1r/9/1cn1b2c1/p1p1p3p/7n1/2P3C2/P3P3P/2N1C4/9/1RBAKABNR w - - 0 9', depth: 4 },
  { name: 'endgame', fen: '2r1ka3/RP2a3R/9/2r6/2b3p2/3n4P/4p4/4B4/4A4/3AK1B2 w - - 0 43', depth: 5 },
];

const loadFsf = async (): Promise<FsfEngine> => {
  const dir = path.dirname(require.resolve('fairy-stockfish-nnue.wasm/stockfish.js'));
  // old Emscripten glue fetch()es the wasm by path when fetch exists: hide it while loading
  const g = globalThis as { fetch?: unknown };
  const saved = g.fetch;
  delete g.fetch;
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const factory = require(path.join(dir, 'stockfish.js')) as (opts: object) => Promise<FsfEngine>;
    return await factory({ locateFile: (f: string) => path.join(dir, f) });
  } finally {
    g.fetch = saved;
  }
};

/** Runs `go perft N` and resolves with the node count and wall time once the total line arrives. */
const fsfPerft = (eng: FsfEngine, fen: string, depth: number, waiters: Array<(l: string) => boolean>) =>
  new Promise<{ nodes: number; seconds: number }>((resolve) => {
    const t0 = process.hrtime.bigint();
    waiters.push((line) => {
      const m = /^Nodes searched:\s*(\d+)/.exec(line);
      if (!m) return false;
      resolve({ nodes: Number(m[1]), seconds: Number(process.hrtime.bigint() - t0) / 1e9 });
      return true;
    });
    eng.postMessage(`position fen ${fen}`);
    eng.postMessage(`go perft ${depth}`);
  });

const ours = (fen: string, depth: number): { nodes: number; seconds: number } => {
  const r = parseFen(fen);
  if (!r.ok) throw new Error(`bad FEN ${fen}`);
  const t0 = process.hrtime.bigint();
  const nodes = perft(r.value, depth);
  return { nodes, seconds: Number(process.hrtime.bigint() - t0) / 1e9 };
};

const main = async (): Promise<void> => {
  const eng = await loadFsf();
  const waiters: Array<(l: string) => boolean> = [];
  eng.addMessageListener((line) => {
    if (waiters.length && waiters[0](line)) waiters.shift();
  });
  eng.postMessage('uci');
  eng.postMessage('setoption name UCI_Variant value xiangqi');
  // warm both up so JIT and wasm compilation stay out of the figures
  ours(START_FEN, 3);
  await fsfPerft(eng, START_FEN, 3, waiters);

  const rows: string[][] = [['position', 'depth', 'nodes', 'ours s', 'ours M/s', 'FSF s', 'FSF M/s', 'ours/FSF']];
  let mismatch = false;
  for (const c of CASES) {
    const a = ours(c.fen, c.depth);
    const b = await fsfPerft(eng, c.fen, c.depth, waiters);
    if (a.nodes !== b.nodes) mismatch = true;
    const nps = (x: { nodes: number; seconds: number }) => x.nodes / x.seconds / 1e6;
    rows.push([
      c.name,
      String(c.depth),
      a.nodes === b.nodes ? a.nodes.toLocaleString('en') : `${a.nodes} ≠ ${b.nodes}`,
      a.seconds.toFixed(2),
      nps(a).toFixed(2),
      b.seconds.toFixed(2),
      nps(b).toFixed(2),
      (nps(a) / nps(b)).toFixed(2) + '×',
    ]);
  }
  eng.terminate();
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const r of rows) console.log(r.map((x, i) => (i === 0 ? x.padEnd(widths[i]) : x.padStart(widths[i]))).join('  '));
  if (mismatch) {
    console.error('node counts differ');
    process.exitCode = 1;
  }
};

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
