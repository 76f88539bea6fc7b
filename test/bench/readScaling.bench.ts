/**
 * Benchmark (not a test): reading game text grows linearly with its size. Generated PGN (generatedGames.ts) the
 * size of the 1,125-game master collection, twice and four times that, read whole as the CLI reads it, with and
 * without `[Format]` tags (without them every game's notation is guessed, which once copied the rest of the
 * file per game: quadratic). The peer is the 1× read in the same run: linear growth prints 2× and 4× ratios
 * near 2 and 4. Run with `node test/bench/run.mjs readScaling`.
 */
import * as os from 'node:os';
import { readGameText } from '../../src/formats/read';
import { makeGameText } from './generatedGames';

const MASTER_GAMES = 1125;
const RUNS = 5;

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const timeRead = (text: string, games: number): number =>
  median(
    Array.from({ length: RUNS }, () => {
      const t = performance.now();
      const r = readGameText(text, 'bench.pgn');
      const ms = performance.now() - t;
      if (!r.ok || r.value.games.length !== games) throw new Error(`read ${r.ok ? r.value.games.length : r.error.message} games of ${games}`);
      return ms;
    }),
  );

console.log(`readScaling bench: load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} on ${os.cpus().length} cores; median of ${RUNS} reads`);
const one = makeGameText(MASTER_GAMES);
for (const [label, strip] of [['with [Format] tags', false], ['without [Format] tags', true]] as const) {
  const base = strip ? one.replace(/^\[Format "[^"]*"\]\n/gm, '') : one;
  let peer = 0;
  for (const k of [1, 2, 4]) {
    const text = Array.from({ length: k }, () => base).join('\n');
    const ms = timeRead(text, MASTER_GAMES * k);
    if (k === 1) peer = ms;
    console.log(`${label.padEnd(22)} ${String(k)}× (${MASTER_GAMES * k} games, ${(text.length / 1e6).toFixed(2)} M chars)  ${ms.toFixed(0).padStart(6)} ms  ${(ms / peer).toFixed(2)}× the 1× read`);
  }
}
