/**
 * Benchmark (not a test): what an external engine that floods `info` lines costs the extension host. The
 * scripted engine (test/fixtures/engines/scripted-engine.js, mode `flood`) prints FLOOD_LINES (300,000 by
 * default) search lines with an 8-move pv in one burst, then its best move; ExternalEngine reads them all
 * and answers. Prints, per run, the wall time of the search, the host's CPU time (user + system) spent
 * in it, and how many lines reached onInfo; then the machine's load, since the figures move with it.
 * The first search of each engine (its start, and one flood) is not counted. `npm run bench:flood`.
 */
import * as os from 'node:os';
import * as path from 'node:path';
import { performance } from 'node:perf_hooks';
import { START_FEN } from '../../src/core/fen';
import { ExternalEngine } from '../../src/host/engines/externalEngine';

const SCRIPT = path.resolve('test/fixtures/engines/scripted-engine.js');
const LINES = Number(process.env.FLOOD_LINES ?? 300_000);
const RUNS = Number(process.env.FLOOD_RUNS ?? 3);

const main = async (): Promise<void> => {
  const position = { fen: START_FEN, moves: [] as string[] };
  for (let run = 1; run <= RUNS; run++) {
    const eng = new ExternalEngine({ command: process.execPath, args: [SCRIPT, 'flood', String(LINES)], protocol: 'uci', trusted: true });
    await eng.analyse({ position, limits: { depth: 1 } });
    let shown = 0;
    const cpu = process.cpuUsage();
    const t = performance.now();
    await eng.analyse({ position, limits: { depth: 1 }, onInfo: () => shown++ });
    const wall = performance.now() - t;
    const used = process.cpuUsage(cpu);
    console.log(`run ${run}: ${LINES} info lines in ${wall.toFixed(0)} ms wall, host CPU ${((used.user + used.system) / 1000).toFixed(0)} ms, ${shown} reached onInfo`);
    await eng.dispose();
  }
  console.log(`load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} on ${os.cpus().length} cores`);
};

void main();
