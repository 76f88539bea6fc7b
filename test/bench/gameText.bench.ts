/**
 * Reading a 2,000-game PGN as the editor does (formats/gameTextCache.ts) against reading it whole as the
 * CLI does (readGameText), same text, same run. Not a test (timings vary with load): run with
 * `node test/bench/run.mjs gameText [games]`. Prints, each the median of several runs:
 *   - the whole read (the peer) and the cache's first read, and their ratio;
 *   - the cache's re-read after a one-game edit in the middle and in the first game (every later game moved);
 *   - the longest step of a first read paced at 8 ms slices (how long the extension host waits at most);
 *   - the outline, folding and problems computed from one read.
 */
import * as os from 'node:os';
import { GameTextCache, readNow } from '../../src/formats/gameTextCache';
import { foldingSpans, gameOutline } from '../../src/formats/outline';
import { problemsOf } from '../../src/formats/problems';
import { readGameText } from '../../src/formats/read';
import { makeGameText } from './generatedGames';

const GAMES = Number(process.argv[2] ?? 2000);
const RUNS = 5;
/** The host's slice (src/host/language/documentGames.ts). */
const SLICE_MS = 8;

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const time = (f: () => unknown): number => {
  const t = performance.now();
  f();
  return performance.now() - t;
};
const ms = (x: number): string => `${x.toFixed(1)} ms`;

const text = makeGameText(GAMES);
const whole = readGameText(text, 'bench.pgn');
if (!whole.ok || whole.value.games.length !== GAMES || whole.value.issues.length)
  throw new Error(`the generated text does not read back whole: ${JSON.stringify(whole.ok ? [whole.value.games.length, whole.value.issues.slice(0, 3)] : whole.error)}`);
const plies = whole.value.games.reduce((s, g) => s + (gameOutline([g])[0]?.plies ?? 0), 0);
console.log(`gameText bench: ${GAMES} games, ${plies} main-line plies, ${(text.length / 1e6).toFixed(2)} M characters; load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} on ${os.cpus().length} cores`);

const peer = median(Array.from({ length: RUNS }, () => time(() => readGameText(text, 'bench.pgn'))));
const cold = median(Array.from({ length: RUNS }, () => time(() => readNow(new GameTextCache(), text, 'bench.pgn'))));
console.log(`whole read (readGameText, the peer)      ${ms(peer)}`);
console.log(`cache, first read                        ${ms(cold)}  (${(cold / peer).toFixed(2)}x the peer)`);

/** The text with a comment inserted after the first move of game k. */
const edited = (k: number, i: number): string => {
  const at = text.indexOf(`[Event "Bench ${k}"]`);
  const move = text.indexOf('1.', at) + 2;
  return `${text.slice(0, move)} {edit ${i}} ${text.slice(move)}`;
};
const reread = (k: number): number => {
  const cache = new GameTextCache();
  readNow(cache, text, 'bench.pgn');
  const times = Array.from({ length: RUNS }, (_, i) => {
    const t = edited(k, i);
    return time(() => readNow(cache, t, 'bench.pgn'));
  });
  return median(times);
};
const middle = reread(Math.floor(GAMES / 2));
const first = reread(0);
console.log(`cache, re-read after an edit in game ${Math.floor(GAMES / 2)}  ${ms(middle)}  (${(peer / middle).toFixed(1)}x faster than the peer)`);
console.log(`cache, re-read after an edit in game 0     ${ms(first)}  (${(peer / first).toFixed(1)}x faster than the peer; all later games moved)`);

const paced = (): { steps: number; longest: number } => {
  const reading = new GameTextCache().read(text, 'bench.pgn');
  let steps = 0;
  let longest = 0;
  for (;;) {
    const t = performance.now();
    const until = t + SLICE_MS;
    const answer = reading.step(() => performance.now() > until);
    longest = Math.max(longest, performance.now() - t);
    steps++;
    if (answer) return { steps, longest };
  }
};
const p = Array.from({ length: RUNS }, paced);
console.log(`first read in ${SLICE_MS} ms slices              ${median(p.map((x) => x.steps))} steps, longest ${ms(median(p.map((x) => x.longest)))}`);

const views = median(Array.from({ length: RUNS }, () => time(() => (gameOutline(whole.value.games), foldingSpans(whole.value.games), problemsOf(whole, text)))));
console.log(`outline + folding + problems of one read ${ms(views)}`);
