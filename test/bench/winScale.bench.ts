/**
 * Benchmark (not a test): fits the scale of the review's win-probability model (analysis/winChance.ts)
 * to our own games. Replays the project's self-play games (test/fixtures/tuning/games.txt: 2,049 games
 * with results, 4,000 nodes a move), searches the position at every WIN_EVERY-th ply from WIN_FROM
 * at WIN_NODES nodes (one engine, its hash kept through a game), and fits k in
 * expected score = 1 / (1 + e^(-k · cp)) (the side to move's, a draw counting half) by least log loss
 * over the centipawn scores; mate and ban scores are outcomes, left out of the fit and counted apart.
 * One game in ten is held out: the fit's loss on it, beside a fit on it alone, tells whether k
 * generalises. Prints k, the centipawns at which the model gives 60 %, 75 % and 90 %, a calibration
 * table (predicted against scored, by score band) and the machine's load.
 * `node test/bench/run.mjs winScale` (env WIN_FILE, WIN_EVERY 12, WIN_FROM 12, WIN_NODES 2000, WIN_GAMES all).
 */
import { performance } from 'node:perf_hooks';
import { LocalEngine } from '../../src/worker/localEngine';
import { START_FEN } from '../../src/core/fen';
import { loadAverage } from './lib/stats';
import { readTuningGames } from './tune/data';

const FILE = process.env.WIN_FILE ?? 'test/fixtures/tuning/games.txt';
const EVERY = Number(process.env.WIN_EVERY ?? 12);
const FROM = Number(process.env.WIN_FROM ?? 12);
const NODES = Number(process.env.WIN_NODES ?? 2000);
const GAMES = Number(process.env.WIN_GAMES ?? Infinity);

interface Sample { cp: number; result: number; heldOut: boolean }

const logistic = (k: number, cp: number): number => 1 / (1 + Math.exp(-k * cp));

/** Mean log loss of the model at scale k (results of exactly 0 or 1 and draws at 0.5 alike). */
const logLoss = (xs: readonly Sample[], k: number): number => {
  let e = 0;
  for (const x of xs) {
    const p = Math.min(1 - 1e-12, Math.max(1e-12, logistic(k, x.cp)));
    e -= x.result * Math.log(p) + (1 - x.result) * Math.log(1 - p);
  }
  return e / xs.length;
};

/** The k of least log loss, by golden-section search (the loss is convex in k). */
const fit = (xs: readonly Sample[]): number => {
  let lo = 1e-4, hi = 0.03;
  const g = (Math.sqrt(5) - 1) / 2;
  for (let i = 0; i < 80; i++) {
    const a = hi - g * (hi - lo), b = lo + g * (hi - lo);
    if (logLoss(xs, a) < logLoss(xs, b)) hi = b;
    else lo = a;
  }
  return (lo + hi) / 2;
};

const main = async (): Promise<void> => {
  const games = readTuningGames(FILE).slice(0, GAMES);
  console.log(`win scale: ${games.length} games of ${FILE}, every ${EVERY}th ply from ${FROM}, ${NODES} nodes each; node ${process.version}; load ${loadAverage()}`);
  const analyser = new LocalEngine({ hashMb: 16 });
  const samples: Sample[] = [];
  let mates = 0, mateRight = 0, nodes = 0;
  const t0 = performance.now();
  for (const [g, { result, moves }] of games.entries()) {
    // the result for Red (1, 0.5, 0); the side to move at ply p is Red when p is even
    const red = (result + 1) / 2;
    for (let ply = FROM; ply < moves.length; ply += EVERY) {
      const a = await analyser.analyse({ position: { fen: START_FEN, moves: moves.slice(0, ply) }, limits: { nodes: NODES } });
      const l = a.lines[0];
      if (!l) continue;
      nodes += l.nodes;
      const result = ply % 2 === 0 ? red : 1 - red;
      if (l.score.kind === 'mate') {
        mates++;
        if ((l.score.value > 0 ? 1 : 0) === result) mateRight++;
      } else samples.push({ cp: l.score.value, result, heldOut: g % 10 === 9 });
    }
    if ((g + 1) % 200 === 0) console.log(`  ${g + 1} games, ${samples.length} positions, ${((performance.now() - t0) / 1000).toFixed(0)} s, load ${loadAverage()}`);
  }
  const seconds = (performance.now() - t0) / 1000;
  const train = samples.filter((x) => !x.heldOut), held = samples.filter((x) => x.heldOut);
  const k = fit(train);
  const kHeld = fit(held);
  const at = (p: number): number => Math.log(p / (1 - p)) / k;
  console.log(`${samples.length} positions scored in centipawns (${train.length} to fit, ${held.length} held out), ${nodes} nodes in ${seconds.toFixed(0)} s`);
  console.log(`${mates} mate or ban scores, left out: ${mateRight} of them (${((100 * mateRight) / Math.max(1, mates)).toFixed(0)} %) ended as they said`);
  console.log(`k = ${k.toFixed(6)} per centipawn (a fit on the held-out games alone: ${kHeld.toFixed(6)})`);
  console.log(`log loss: fit ${logLoss(train, k).toFixed(4)}, held out ${logLoss(held, k).toFixed(4)} (a coin: ${Math.log(2).toFixed(4)})`);
  console.log(`the model gives 60 % at ${at(0.6).toFixed(0)} cp, 75 % at ${at(0.75).toFixed(0)} cp, 90 % at ${at(0.9).toFixed(0)} cp`);
  console.log('score band (cp)     positions  scored  model');
  const bands = [-Infinity, -600, -300, -150, -75, -25, 25, 75, 150, 300, 600, Infinity];
  for (let i = 0; i + 1 < bands.length; i++) {
    const b = samples.filter((x) => x.cp >= bands[i] && x.cp < bands[i + 1]);
    if (!b.length) continue;
    const scored = b.reduce((s, x) => s + x.result, 0) / b.length;
    const model = b.reduce((s, x) => s + logistic(k, x.cp), 0) / b.length;
    console.log(`${`[${bands[i]}, ${bands[i + 1]})`.padEnd(20)}${String(b.length).padStart(9)}  ${(100 * scored).toFixed(1).padStart(5)} %  ${(100 * model).toFixed(1).padStart(5)} %`);
  }
  console.log(`load ${loadAverage()}`);
};

void main();
