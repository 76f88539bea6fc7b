/**
 * Benchmark (not a test): what a review costs in time, by issue 36's rules. The first 120 plies of a
 * master game of the team's corpus (eleeye_CCGC_23, read at run time; the bench stops when the corpus
 * is absent), reviewed as the editor reviews (host/review/reviews.ts): standardReview at the default
 * review.nodes, both passes, the review's pool of engine workers (threads/enginePool.ts, each an
 * EngineClient with the review's hash) behind the shared cache (host/engines/cachedAnalyser.ts, fresh
 * for each run so every position is searched) and the paced analyser, the book asked of the live
 * engine's worker, `parallel` one more than the pool's size. Printed: the wall time with 1 and 2 workers
 * and their ratio (targets: <= 20 s with 2 workers on 2 cores, >= 1.7 times faster), and the main
 * thread's event-loop delay while each review runs (perf_hooks monitorEventLoopDelay, 1 ms resolution;
 * target p99 < 10 ms) and how busy it was (eventLoopUtilization), beside the delay of the idle main
 * thread, the CPU time of all the process's threads (the work, whatever the load) and the machine's load
 * (other people share these cores: their load slows both runs and lengthens the delay).
 *
 * `npm run bench:review-time`. Env: TIME_WORKERS=1,2 the pool sizes, TIME_RUNS=1 runs of each (the
 * best wall time is kept), TIME_NODES the first pass's budget.
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { REVIEW_HASH_MB, type GameReview, reviewGame, standardReview } from '../../src/analysis/review';
import { ENGINE_SETTINGS } from '../../src/core/engineSettings';
import { moveToIccs } from '../../src/core/notation';
import { applyEdit } from '../../src/formats/edit';
import { type Game, mainline, newGame } from '../../src/formats/game';
import { readGames } from '../../src/formats/read';
import { AnalysisCache } from '../../src/host/engines/analysisCache';
import { CachedAnalyser } from '../../src/host/engines/cachedAnalyser';
import { pacedAnalyser } from '../../src/host/engines/paced';
import { cachedBook } from '../../src/host/review/bookCache';
import { EngineClient } from '../../src/threads/engineClient';
import { EnginePool } from '../../src/threads/enginePool';
import { loadAverage } from './lib/stats';

const PLIES = 120;
const WORKERS = (process.env.TIME_WORKERS ?? '1,2').split(',').map(Number);
const RUNS = Number(process.env.TIME_RUNS ?? 1);
const NODES = Number(process.env.TIME_NODES ?? ENGINE_SETTINGS.reviewNodes.default);
// bundled into dist/bench/: the corpus is beside the checkout, the engine worker beside the bundle (run.mjs)
const SHARED = process.env.XQLENS_SHARED_DATA ?? path.resolve(__dirname, '..', '..', '..', 'shared', 'data');
const WORKER = path.join(__dirname, 'engineWorker.js');
const ms = (ns: number): string => (ns / 1e6).toFixed(1);

const loadGame = (file: string): Game => {
  const r = readGames(new Uint8Array(fs.readFileSync(file)), file);
  if (!r.ok) throw new Error(r.error.message);
  const full = r.value.games[0];
  const cut = newGame(full.startFen, { Event: 'bench' });
  const moves = mainline(full).slice(0, PLIES).map((n) => moveToIccs(n.move));
  if (moves.length < PLIES || !applyEdit(cut, { type: 'addMoves', at: [], moves }).ok) throw new Error(`cannot cut ${PLIES} plies from ${file}`);
  return cut;
};

const main = async (): Promise<void> => {
  const file = path.join(SHARED, 'pgn', 'chinese', 'eleeye_CCGC_23.PGN');
  if (!fs.existsSync(file)) {
    console.log(`reviewTime: the team's corpus is not at ${SHARED} (XQLENS_SHARED_DATA): nothing to measure`);
    return;
  }
  if (!fs.existsSync(WORKER)) throw new Error(`${WORKER} is missing: run the bench through test/bench/run.mjs`);
  const game = loadGame(file);
  const options = standardReview(NODES);
  console.log(`review time: ${PLIES} plies of ${path.basename(file)}; ${JSON.stringify(options)}; node ${process.version}; ${os.cpus().length} cores; load ${loadAverage()}`);
  // the live engine (its worker answers the book, as in the editor)
  const live = new EngineClient({ workerPath: WORKER, options: { hashMb: 64 } });
  const wall = new Map<number, number>();
  try {
    await live.analyse({ position: { fen: game.startFen, moves: [] }, limits: { depth: 1 } });
    const idle = monitorEventLoopDelay({ resolution: 1 });
    idle.enable();
    await new Promise((r) => setTimeout(r, 3000));
    idle.disable();
    console.log(`idle main thread, 3 s: event loop p50 ${ms(idle.percentile(50))} p99 ${ms(idle.percentile(99))} max ${ms(idle.max)} ms; load ${loadAverage()}`);
    let reference: GameReview | undefined;
    for (const size of WORKERS)
      for (let run = 0; run < RUNS; run++) {
        const pool = new EnginePool(size, () => new EngineClient({ workerPath: WORKER, options: { hashMb: REVIEW_HASH_MB } }));
        try {
          // the workers started before the clock, as the editor's pool is once it has reviewed
          await Promise.all(Array.from({ length: size }, () => pool.analyse({ position: { fen: game.startFen, moves: [] }, limits: { depth: 1 } })));
          const analyser = pacedAnalyser(new CachedAnalyser(pool, new AnalysisCache(), 'builtin'));
          const book = cachedBook((fen, moves) => live.book({ fen, moves }));
          const h = monitorEventLoopDelay({ resolution: 1 });
          const load0 = loadAverage();
          h.enable();
          const elu0 = performance.eventLoopUtilization();
          const cpu0 = process.cpuUsage();
          const t0 = performance.now();
          const r = await reviewGame(game, analyser, { ...options, book, parallel: size + 1 });
          const seconds = (performance.now() - t0) / 1000;
          // the CPU every thread of this process used (the engines' work, which load does not change), and the main thread's busy share
          const cpu = process.cpuUsage(cpu0);
          const elu = performance.eventLoopUtilization(elu0);
          h.disable();
          wall.set(size, Math.min(wall.get(size) ?? Infinity, seconds));
          const marks = r.plies.filter((p) => p.quality).map((p) => p.quality);
          // the same verdict whatever the pool's size (review.ts): say so when it is not
          const same = reference === undefined || JSON.stringify(reference.plies) === JSON.stringify(r.plies);
          reference ??= r;
          console.log(
            `${size} worker${size > 1 ? 's' : ' '}: ${seconds.toFixed(1).padStart(5)} s  ${r.positions} positions, ${r.verified} moves searched again, ${r.nodes} nodes  ` +
              `cpu ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s  event loop p50 ${ms(h.percentile(50))} p99 ${ms(h.percentile(99))} max ${ms(h.max)} ms, main thread busy ${(100 * elu.utilization).toFixed(1)} %  ` +
              `marks ${['only', 'inaccuracy', 'mistake', 'blunder'].map((q) => `${q} ${marks.filter((m) => m === q).length}`).join(', ')}${same ? '' : '  (NOT the same review as the first run)'}  load ${load0} -> ${loadAverage()}`,
          );
        } finally {
          await pool.dispose();
        }
      }
  } finally {
    await live.dispose();
  }
  const one = wall.get(1), two = wall.get(2);
  if (one !== undefined && two !== undefined) console.log(`2 workers against 1: ${(one / two).toFixed(2)} times as fast (target >= 1.7); 2 workers ${two.toFixed(1)} s (target <= 20 s)`);
  console.log(`load ${loadAverage()}`);
};

void main();
