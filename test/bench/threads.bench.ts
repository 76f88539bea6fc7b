/**
 * Benchmark (not a test): Lazy SMP at 1 and 2 threads (more with THREADS_LIST="1,2,4") over the bench
 * positions (engine/benchPositions.ts). Two measures, interleaved position by position so the machine's
 * load falls on every thread count alike:
 *   - fixed time (THREADS_MS, 1000 ms a position): depth the main thread completed, nodes of all threads, nodes/second;
 *   - time to depth (THREADS_DEPTH, 11): wall time to complete that depth.
 * Prints each thread count's totals and its ratios to one thread, and the load average before and after
 * (other people's work on the same cores changes every figure). `npm run bench:threads`; env THREADS_HASH (16).
 */
import { Engine } from '../../src/engine/engine';
import { BENCH_POSITIONS } from '../../src/engine/benchPositions';
import { SearchThreads } from '../../src/worker/searchThreads';
import { loadAverage } from './lib/stats';

const ms = Number(process.env.THREADS_MS ?? 1000);
const depth = Number(process.env.THREADS_DEPTH ?? 11);
const hashMb = Number(process.env.THREADS_HASH ?? 16);
const counts = (process.env.THREADS_LIST ?? '1,2').split(',').map(Number);

interface Rig { threads: number; engine: Engine; helpers: SearchThreads | undefined }
interface Tally { depth: number[]; nodes: number; mainNodes: number; ms: number; ttd: number[] }

const rig = async (threads: number): Promise<Rig> => {
  const engine = new Engine({ hashMb, clock: () => performance.now() });
  const helpers = threads > 1 ? new SearchThreads(threads - 1, engine.tableMemory) : undefined;
  await helpers?.ready;
  engine.helpers = helpers;
  return { threads, engine, helpers };
};

/** One search from a new game; nodes of every thread once the helpers are idle. */
const run = (r: Rig, fen: string, limits: { movetime?: number; depth?: number }): { depth: number; nodes: number; mainNodes: number; ms: number } => {
  r.engine.newGame();
  r.helpers?.newGame();
  r.engine.setPosition(fen, []);
  const t0 = performance.now();
  const res = r.engine.go(limits);
  const wall = performance.now() - t0;
  r.helpers?.settle(5000);
  return { depth: res.depth, nodes: res.nodes + (r.helpers?.takeNodes() ?? 0), mainNodes: res.nodes, ms: wall };
};

void (async () => {
  console.log(`threads: ${counts.join(', ')} over ${BENCH_POSITIONS.length} positions: ${ms} ms each, then time to depth ${depth}; hash ${hashMb} MB`);
  console.log(`load at start ${loadAverage()}`);
  const rigs = await Promise.all(counts.map(rig));
  // warm the code of every thread before measuring
  for (const r of rigs) run(r, BENCH_POSITIONS[0], { depth: 8 });
  const tallies = new Map<number, Tally>(counts.map((c) => [c, { depth: [], nodes: 0, mainNodes: 0, ms: 0, ttd: [] }]));
  for (const fen of BENCH_POSITIONS) {
    const row: string[] = [];
    for (const r of rigs) {
      const t = tallies.get(r.threads)!;
      const a = run(r, fen, { movetime: ms });
      t.depth.push(a.depth);
      t.nodes += a.nodes;
      t.mainNodes += a.mainNodes;
      t.ms += a.ms;
      const b = run(r, fen, { depth });
      t.ttd.push(b.ms);
      row.push(`${r.threads}t: d${a.depth} ${Math.round((a.nodes * 1000) / a.ms)} nps, d${depth} in ${Math.round(b.ms)} ms`);
    }
    console.log(`${fen.split(' ')[0].slice(0, 24).padEnd(24)}  ${row.join(' | ')}`);
  }
  const base = tallies.get(counts[0])!;
  const gmean = (xs: number[]): number => Math.exp(xs.reduce((s, x) => s + Math.log(x), 0) / xs.length);
  const meanDepth = (t: Tally): number => t.depth.reduce((s, x) => s + x, 0) / t.depth.length;
  for (const [threads, t] of tallies) {
    const nps = (t.nodes * 1000) / t.ms;
    const speedup = gmean(base.ttd.map((x, i) => x / t.ttd[i]));
    console.log(
      `${threads} thread${threads > 1 ? 's' : ' '}: nps ${Math.round(nps)} (×${(nps / ((base.nodes * 1000) / base.ms)).toFixed(2)}; main thread ${Math.round((t.mainNodes * 1000) / t.ms)}), ` +
        `mean depth at ${ms} ms ${meanDepth(t).toFixed(2)} (${(meanDepth(t) - meanDepth(base) >= 0 ? '+' : '')}${(meanDepth(t) - meanDepth(base)).toFixed(2)}), ` +
        `time to depth ${depth}: geometric mean ${Math.round(gmean(t.ttd))} ms (speed-up ×${speedup.toFixed(2)})`,
    );
  }
  console.log(`load at end ${loadAverage()}`);
  await Promise.all(rigs.map((r) => r.helpers?.dispose()));
  process.exit(0);
})();
