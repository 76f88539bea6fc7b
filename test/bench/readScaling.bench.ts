/**
 * Benchmark (not a test): reading game files grows linearly with their size, in time and in memory. The master
 * collection's size (1,125 generated games, generatedGames.ts) as PGN (with and without `[Format]` tags: without
 * them every game's notation is guessed, which once copied the rest of the file per game), as a FEN list and as a
 * DhtmlXQ page, 1×, 4× and 16× over (a size past READ_LIMITS.maxChars is read at the largest power of two under
 * it, and says so); then 100,000 short games of each. Each file is read as the CLI reads it (bytes from disk, then
 * readGames) in a process of its own, so each peak RSS is that read's alone: time is the best of three reads, memory
 * the first read's peak over the process's RSS before it, also as a multiple of the file's bytes.
 * "per doubling" compares the cost per game with the size before: 1.00× is linear, the target is at most 1.3×.
 *
 *   npm run bench:read-scaling     # node test/bench/run.mjs readScaling
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { READ_LIMITS } from '../../src/formats/limits';
import { readGames } from '../../src/formats/read';
import { dhtmlXqText, fenListText, makeGames, pgnText } from './generatedGames';

const MASTER_GAMES = 1125;
const RUNS = 3;

interface Measure {
  readonly ms: number;
  readonly peakMb: number;
  readonly games: number;
  readonly issues: string[];
}

/** In the child: reads `file` RUNS times; the first read's peak memory, the best time. */
const measure = (file: string): Measure => {
  const bytes = new Uint8Array(fs.readFileSync(file));
  const before = process.memoryUsage().rss;
  let best = Infinity;
  let peak = 0;
  let games = 0;
  let issues: string[] = [];
  for (let run = 0; run < RUNS; run++) {
    const t = performance.now();
    const r = readGames(bytes, file);
    best = Math.min(best, performance.now() - t);
    if (run === 0) {
      peak = process.resourceUsage().maxRSS * 1024 - before;
      games = r.ok ? r.value.games.length : 0;
      issues = r.ok ? [...new Set(r.value.issues.map((i) => i.code))] : [r.error.code];
    }
  }
  return { ms: best, peakMb: peak / 1e6, games, issues };
};

if (process.argv[2] === '--child') {
  process.stdout.write(JSON.stringify(measure(process.argv[3])));
  process.exit(0);
}

const inChild = (file: string): Measure => {
  const r = spawnSync(process.execPath, [__filename, '--child', file], { encoding: 'utf8', maxBuffer: 1 << 20 });
  if (r.status !== 0) throw new Error(`reading ${file} failed: ${r.stderr}`);
  return JSON.parse(r.stdout) as Measure;
};

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xqlens-read-scaling-'));
const fmt = (n: number, digits = 0): string => n.toFixed(digits);
try {
  console.log(`readScaling bench: load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} on ${os.cpus().length} cores; best of ${RUNS} reads, each size in its own process`);
  const master = makeGames(MASTER_GAMES);
  const pgn = pgnText(master);
  const kinds: Array<[string, string, string]> = [
    ['PGN', pgn, 'pgn'],
    ['PGN, no [Format]', pgn.replace(/^\[Format "[^"]*"\]\n/gm, ''), 'pgn'],
    ['FEN list', fenListText(master), 'fen'],
    ['DhtmlXQ', dhtmlXqText(master), 'txt'],
  ];
  console.log(`${'format'.padEnd(17)} ${'size'.padStart(4)} ${'games'.padStart(7)} ${'M chars'.padStart(8)} ${'ms'.padStart(7)} ${'per doubling'.padStart(12)} ${'peak MB'.padStart(8)} ${'× bytes'.padStart(8)} ${'per doubling'.padStart(12)}`);
  const worst = { time: 0, memory: 0 };
  for (const [label, one, ext] of kinds) {
    let prev: { k: number; m: Measure } | undefined;
    for (const asked of [1, 4, 16]) {
      let k = asked;
      while (k > 1 && (one.length + 1) * k > READ_LIMITS.maxChars) k /= 2;
      if (k !== asked && prev && k <= prev.k) continue;
      const text = Array.from({ length: k }, () => one).join('\n');
      const file = path.join(dir, `${k}.${ext}`);
      fs.writeFileSync(file, text);
      const m = inChild(file);
      if (m.games !== MASTER_GAMES * k) throw new Error(`${label} ${k}×: read ${m.games} games of ${MASTER_GAMES * k} (${m.issues.join(', ')})`);
      const bytes = fs.statSync(file).size;
      // the cost per game against the size before, taken to one doubling: 1.00 is linear
      const growth = (now: number, then: number): number => ((now / k) / (then / prev!.k)) ** (1 / Math.log2(k / prev!.k));
      const tGrowth = prev ? growth(m.ms, prev.m.ms) : undefined;
      const mGrowth = prev ? growth(m.peakMb, prev.m.peakMb) : undefined;
      if (tGrowth) worst.time = Math.max(worst.time, tGrowth);
      if (mGrowth) worst.memory = Math.max(worst.memory, mGrowth);
      const size = `${k}×${k !== asked ? ` (${asked}× is over ${READ_LIMITS.maxChars / 1e6} M chars)` : ''}`;
      console.log(
        `${label.padEnd(17)} ${`${k}×`.padStart(4)} ${String(m.games).padStart(7)} ${fmt(text.length / 1e6, 2).padStart(8)} ${fmt(m.ms).padStart(7)} ${(tGrowth ? `${fmt(tGrowth, 2)}×` : '').padStart(12)} ${fmt(m.peakMb).padStart(8)} ${fmt((m.peakMb * 1e6) / bytes, 1).padStart(8)} ${(mGrowth ? `${fmt(mGrowth, 2)}×` : '').padStart(12)}${k !== asked ? `  ${size}` : ''}`,
      );
      prev = { k, m };
    }
  }
  console.log(`worst growth per doubling: time ${fmt(worst.time, 2)}×, memory ${fmt(worst.memory, 2)}× (target at most 1.30×)`);

  // 100,000 games, short enough for 100,000 of them to stay under READ_LIMITS.maxChars
  const many = makeGames(READ_LIMITS.maxGames, 5, 2, 6);
  for (const g of many) g.headers = { Event: 'B' };
  const big: Array<[string, string, string]> = [
    ['PGN', pgnText(many), 'pgn'],
    ['FEN list', fenListText(many, false), 'fen'],
    ['DhtmlXQ', dhtmlXqText(many, false), 'txt'],
  ];
  for (const [label, text, ext] of big) {
    const file = path.join(dir, `many.${ext}`);
    fs.writeFileSync(file, text);
    const m = inChild(file);
    const bytes = fs.statSync(file).size;
    console.log(`${READ_LIMITS.maxGames} games of ${label.padEnd(8)} ${fmt(bytes / 1e6, 1).padStart(5)} MB  ${fmt(m.ms).padStart(6)} ms  peak ${fmt(m.peakMb)} MB (${fmt((m.peakMb * 1e6) / bytes, 1)}× its bytes)  ${m.games} read${m.issues.length ? `, ${m.issues.join(', ')}` : ''}  (target under 10,000 ms)`);
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
