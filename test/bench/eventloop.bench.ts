/**
 * Benchmark (not a test): the extension host's event-loop delay while the engine worker searches
 * at full speed, and the latency of `stop` for the built-in engine and for the scripted tree walk, which never
 * yields its thread (the unit tests prove stop by behaviour; the milliseconds live here; target: under 50 ms).
 * Run with `npm run bench:eventloop`.
 * Uses the built-in engine, or the scripted tree-walk engine with `--fixture`. Figures: perf_hooks.monitorEventLoopDelay at 1 ms resolution.
 */
import * as path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { START_FEN } from '../../src/core/fen';
import { EngineClient } from '../../src/threads/engineClient';

const ROOT = path.resolve(__dirname, '..', '..');
const WORKER = path.join(ROOT, 'src', 'worker', 'engineWorker.ts');
const FIXTURE = path.join(ROOT, 'test', 'fixtures', 'engines', 'treeWalkEngine.ts');
const START = { fen: START_FEN, moves: [] as string[] };
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const ms = (ns: number) => (ns / 1e6).toFixed(2);

const measure = async (label: string, during: () => Promise<void>): Promise<void> => {
  const h = monitorEventLoopDelay({ resolution: 1 });
  h.enable();
  await during();
  h.disable();
  console.log(
    `${label.padEnd(28)} p50 ${ms(h.percentile(50))} ms  p99 ${ms(h.percentile(99))} ms  max ${ms(h.max)} ms  (samples ${h.count})`,
  );
};

const main = async (): Promise<void> => {
  const make = (fixture: boolean) =>
    new EngineClient({ workerPath: WORKER, execArgv: ['--require', 'tsx/cjs'], workerData: fixture ? { engineModule: FIXTURE } : {}, options: { hashMb: 64 } });
  const fixture = process.argv.includes('--fixture');
  const client = make(fixture);
  await client.analyse({ position: START, limits: { depth: 1 } });
  console.log(`backend: ${fixture ? 'scripted tree walk (test/fixtures/engines)' : 'built-in engine'}; ${SECONDS} s per phase; node ${process.version}`);

  await measure('idle host, idle worker', () => sleep(SECONDS * 1000));

  let infos = 0;
  let nodes = 0;
  await measure('host while worker searches', async () => {
    const run = client.analyse({ position: START, onInfo: (i) => (infos++, (nodes = i.nodes)) });
    await sleep(SECONDS * 1000);
    await client.stop();
    await run;
  });
  console.log(`  search: ${infos} info messages, ${nodes} nodes at the last info`);

  await client.dispose();

  // Stop latency: the figures the unit tests no longer time. The tree walk never yields its thread, the worst case.
  const clients: Array<[string, EngineClient]> = [['scripted tree walk', make(true)]];
  if (!fixture) clients.unshift(['built-in engine', make(false)]);
  for (const [label, c] of clients) {
    const lat: number[] = [];
    for (let k = 0; k < 20; k++) {
      let go!: () => void;
      const deep = new Promise<void>((r) => (go = r));
      const run = c.analyse({ position: START, onInfo: (i) => i.depth >= 3 && go() });
      await Promise.race([deep, sleep(300)]);
      await sleep(20 + k * 7);
      const t0 = performance.now();
      await c.stop();
      await run;
      lat.push(performance.now() - t0);
    }
    lat.sort((a, b) => a - b);
    console.log(`stop latency, ${label}, 20 searches: median ${lat[10].toFixed(2)} ms, p90 ${lat[18].toFixed(2)} ms, max ${lat[19].toFixed(2)} ms`);
    await c.dispose();
  }
};

void main();
