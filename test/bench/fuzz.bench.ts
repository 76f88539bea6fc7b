/**
 * Benchmark (not a test): the reader fuzz at full size. 100,000 seeded cases (test/fuzz/readerFuzz.ts: bit flips,
 * truncations, splices, huge tokens, edits and random bytes) over the real files of ../shared/data and our own
 * fixtures, each read as the CLI reads a file and, when it reads, written as PGN (three notations), XQF and JSON
 * and read back. Prints cases, exceptions, hangs (one read or write over 5 s), peak RSS, garbage accepted and round-trip
 * differences, by kind with case numbers; every one of them should be zero. Cases run in worker threads (2 by
 * default, the machine's cores); a worker stuck in one case for 60 s is ended and the case counted as a hang.
 *
 *   npm run bench:fuzz                                    # node test/bench/run.mjs fuzz, from the checkout
 *   FUZZ_CASES=5000 FUZZ_SEED=7 FUZZ_WORKERS=1 npm run bench:fuzz
 *   FUZZ_CASE=12345 npm run bench:fuzz                    # one case again: what it is and what it reads as
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { readGames } from '../../src/formats/read';
import { type Seed, type Tally, addTally, filesUnder, makeCase, newTally, ownSeeds, roundTrip, runCase } from '../fuzz/readerFuzz';

/** Run from the checkout (npm run): the bundle's own folder is dist/bench, so places are taken from there. */
const FIXTURES = path.resolve('test', 'fixtures');
const SHARED_DATA = process.env.XQLENS_SHARED_DATA ? path.resolve(process.env.XQLENS_SHARED_DATA) : path.resolve('..', 'shared', 'data');

interface Job {
  readonly seed: number;
  readonly from: number;
  readonly to: number;
  readonly step: number;
}

/** Seeds: our fixtures, and the shared corpus when it is there (pgn/, xqf/, fen/). */
const loadSeeds = (): { seeds: Seed[]; shared: number } => {
  const seeds = ownSeeds(FIXTURES);
  let shared = 0;
  for (const dir of ['pgn', 'xqf', 'fen']) {
    const d = path.join(SHARED_DATA, dir);
    if (!fs.existsSync(d)) continue;
    const files = filesUnder(d);
    shared += files.length;
    seeds.push(...files);
  }
  return { seeds, shared };
};

const STUCK_MS = 60_000;

if (!isMainThread) {
  // a worker: runs its cases, says which one it starts (for the watchdog) and sends its tally every 500 cases
  const job = workerData as Job;
  const { seeds } = loadSeeds();
  let t = newTally();
  for (let i = job.from; i < job.to; i += job.step) {
    parentPort?.postMessage({ at: i });
    runCase(makeCase(seeds, job.seed, i), t);
    if (t.cases >= 500) {
      parentPort?.postMessage({ tally: t });
      t = newTally();
    }
  }
  parentPort?.postMessage({ tally: t, done: true });
} else void main();

async function main(): Promise<void> {
  const arg = (name: string, fallback: number): number => (process.env[`FUZZ_${name}`] ? Number(process.env[`FUZZ_${name}`]) : fallback);
  const cases = arg('CASES', 100_000);
  const seed = arg('SEED', 20261129);
  const workers = Math.max(1, arg('WORKERS', Math.min(2, os.cpus().length)));
  const one = arg('CASE', -1);
  const { seeds, shared } = loadSeeds();
  if (one >= 0) return showCase(seeds, seed, one);

  console.log(`fuzz bench: ${cases} cases, seed ${seed}, ${workers} workers; ${seeds.length} seed files (${shared} from ${SHARED_DATA}${shared ? '' : ': absent'})`);
  console.log(`load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} on ${os.cpus().length} cores`);
  const total = newTally();
  const t0 = performance.now();
  let lastPrint = 0;
  const runWorker = (from: number): Promise<void> =>
    new Promise((resolve) => {
      const w = new Worker(__filename, { workerData: { seed, from, to: cases, step: workers } satisfies Job });
      let at = from;
      let since = performance.now();
      const watchdog = setInterval(() => {
        if (performance.now() - since < STUCK_MS) return;
        // stuck in case `at`: count it, end the worker, go on after it
        clearInterval(watchdog);
        total.cases++;
        total.hangs++;
        (total.examples['hang (worker ended)'] ??= []).push(at);
        total.byKind['hang (worker ended)'] = (total.byKind['hang (worker ended)'] ?? 0) + 1;
        void w.terminate().then(() => resolve(at + workers < cases ? runWorker(at + workers) : undefined));
      }, 1000);
      w.on('message', (m: { at?: number; tally?: Tally; done?: boolean }) => {
        if (m.at !== undefined) ((at = m.at), (since = performance.now()));
        if (m.tally) addTally(total, m.tally);
        if (performance.now() - lastPrint > 30_000) {
          lastPrint = performance.now();
          console.log(`  … ${total.cases} cases in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
        }
        if (m.done) {
          clearInterval(watchdog);
          resolve();
        }
      });
      w.on('error', (e) => {
        clearInterval(watchdog);
        console.error(`worker failed at case ${at}: ${e.message}`);
        total.exceptions++;
        resolve(at + workers < cases ? runWorker(at + workers) : undefined);
      });
    });
  await Promise.all(Array.from({ length: workers }, (_, k) => runWorker(k)));
  const secs = (performance.now() - t0) / 1000;
  const rssMb = process.resourceUsage().maxRSS / 1024;
  console.log(`\n${total.cases} cases in ${secs.toFixed(0)} s (${((secs * 1000) / total.cases).toFixed(1)} ms a case): ${total.read} read, ${total.refused} refused`);
  console.log(`exceptions               ${total.exceptions}`);
  console.log(`hangs (a step over 5 s)  ${total.hangs}   (slowest read or write ${(total.slowestMs / 1000).toFixed(2)} s; slowest case, with its round trips, ${(total.slowestCaseMs / 1000).toFixed(2)} s)`);
  console.log(`peak RSS                 ${rssMb.toFixed(0)} MB (the whole process, every worker)`);
  console.log(`garbage accepted         ${total.garbageAccepted}`);
  console.log(`issues without a place   ${total.unlocated}`);
  console.log(`round-trip differences   ${total.roundTrip} cases`);
  const kinds = Object.entries(total.byKind).sort((a, b) => b[1] - a[1]);
  if (kinds.length) console.log('\nby kind (cases to make again with --case N):');
  for (const [k, n] of kinds) console.log(`  ${String(n).padStart(6)}  ${k}  [${(total.examples[k] ?? []).join(', ')}]`);
}

/** One case again: its kind, name, first bytes, what it reads as, and its round trip. */
function showCase(seeds: readonly Seed[], seed: number, index: number): void {
  const c = makeCase(seeds, seed, index);
  console.log(`case ${index}: ${c.kind}, read as ${c.name}, ${c.bytes.length} bytes`);
  console.log(JSON.stringify(Buffer.from(c.bytes.subarray(0, 600)).toString('latin1')));
  let t0 = performance.now();
  const r = readGames(c.bytes, c.name);
  const ms = (): string => `${(performance.now() - t0).toFixed(0)} ms`;
  if (!r.ok) return console.log(`refused in ${ms()}: ${JSON.stringify(r.error)}`);
  console.log(`${r.value.format} in ${ms()}: ${r.value.games.length} games; ${r.value.issues.length} issues, the first ${JSON.stringify(r.value.issues.slice(0, 3))}`);
  r.value.games.slice(0, 4).forEach((g, k) => {
    t0 = performance.now();
    const found = roundTrip(g);
    console.log(`game ${k}: round trip in ${ms()}: ${JSON.stringify(found)}`);
  });
}
