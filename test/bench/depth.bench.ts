/**
 * Benchmark (not a test): depth at equal time. On the `xqlens bench` positions, our engine and
 * Fairy-Stockfish's WASM build each search DEPTH_MS milliseconds from a fresh table (a new game),
 * one after the other in the same run; prints the depth each completed (its last report), nodes and
 * nodes/second side by side, and the means. `npm run bench:depth` (env DEPTH_MS 1000, DEPTH_HASH 16,
 * DEPTH_ROUNDS 1: each position searched that many times, alternating which engine goes first;
 * DEPTH_FEATURES "lmrPv=1,singularMargin=3,…": our search switches and parameters).
 */
import { START_FEN } from '../../src/core/fen';
import { moveToIccs } from '../../src/core/notation';
import { BENCH_POSITIONS } from '../../src/engine/benchPositions';
import { Engine } from '../../src/engine/engine';
import { Fsf } from './lib/fsf';
import { configureSearch, parseSwitches } from './lib/game';
import { loadAverage, mean } from './lib/stats';

const MS = Number(process.env.DEPTH_MS ?? 1000);
const HASH = Number(process.env.DEPTH_HASH ?? 16);
const ROUNDS = Number(process.env.DEPTH_ROUNDS ?? 1);
const SWITCHES = parseSwitches(process.env.DEPTH_FEATURES);

void (async () => {
  const sf = await Fsf.load({ hashMb: HASH });
  console.log(`depth at ${MS} ms per position, hash ${HASH} MB, ${ROUNDS} round(s)${process.env.DEPTH_FEATURES ? `, features ${process.env.DEPTH_FEATURES}` : ''}; load ${loadAverage()}`);
  console.log('position                                                          ours: depth    nodes     nps    fsf: depth   nodes     nps');
  const ours = { depth: [] as number[], nps: [] as number[] }, fsf = { depth: [] as number[], nps: [] as number[] };
  // a short warm-up so neither side pays for compiling in the first position
  new Engine({ hashMb: 1 }).go({ depth: 1 });
  for (let round = 0; round < ROUNDS; round++)
    for (const [i, fen] of BENCH_POSITIONS.entries()) {
      const runOurs = (): { depth: number; nodes: number; nps: number; best: string } => {
        const e = new Engine({ hashMb: HASH, clock: () => performance.now() });
        configureSearch(e, SWITCHES);
        e.setPosition(fen, []);
        const t0 = performance.now();
        const r = e.go({ movetime: MS });
        const ms = performance.now() - t0;
        return { depth: r.depth, nodes: r.nodes, nps: Math.round((r.nodes * 1000) / ms), best: moveToIccs(r.bestMove) };
      };
      const runFsf = async (): Promise<{ depth: number; nodes: number; nps: number; best: string }> => {
        await sf.newGame();
        const r = await sf.go(fen, [], `movetime ${MS}`);
        return { depth: r.depth, nodes: r.nodes, nps: Math.round((r.nodes * 1000) / Math.max(1, r.wallMs)), best: r.bestmove };
      };
      let a, b;
      if ((i + round) % 2 === 0) {
        a = runOurs();
        b = await runFsf();
      } else {
        b = await runFsf();
        a = runOurs();
      }
      ours.depth.push(a.depth);
      ours.nps.push(a.nps);
      fsf.depth.push(b.depth);
      fsf.nps.push(b.nps);
      console.log(`${(fen === START_FEN ? 'start' : fen).padEnd(62)} ${String(a.depth).padStart(8)} ${String(a.nodes).padStart(8)} ${String(a.nps).padStart(7)}   ${String(b.depth).padStart(8)} ${String(b.nodes).padStart(7)} ${String(b.nps).padStart(7)}`);
    }
  console.log(`mean depth: ours ${mean(ours.depth).toFixed(2)}, Fairy-Stockfish ${mean(fsf.depth).toFixed(2)}; mean nps: ours ${Math.round(mean(ours.nps))}, Fairy-Stockfish ${Math.round(mean(fsf.nps))}; load ${loadAverage()}`);
  sf.quit();
  process.exit(0);
})();
