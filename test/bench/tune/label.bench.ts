/**
 * Texel data from a stronger judge (not a test): quiet positions of our own tuning games, each
 * scored by Fairy-Stockfish's WASM build at a fixed depth, for `bench:tune` to fit the evaluation
 * to (TUNE_LABELS). Every LABEL_EVERY-th ply after the first 12 of each game, in check and
 * positions with a capture that wins material by static exchange left out, until LABEL_COUNT.
 * Writes test/fixtures/tuning/fsf-labels.tsv: FEN, then Fairy-Stockfish's score in centipawns
 * from the side to move (mates as ±3000). Resumes a file cut short.
 * `node test/bench/run.mjs tune/label` (env LABEL_DEPTH 8, LABEL_COUNT 6000, LABEL_EVERY 5, LABEL_OUT, LABEL_GAMES
 * (test/fixtures/tuning/games.txt; the games whose positions are scored)).
 */
import * as fs from 'node:fs';
import { START_FEN, toFen } from '../../../src/core/fen';
import { replayLine, walkLine } from '../../../src/core/line';
import { readTuningGames, winsMaterial } from './data';
import { Fsf } from '../lib/fsf';
import { loadAverage } from '../lib/stats';

const DEPTH = Number(process.env.LABEL_DEPTH ?? 8);
const COUNT = Number(process.env.LABEL_COUNT ?? 6000);
const EVERY = Number(process.env.LABEL_EVERY ?? 5);
const OUT = process.env.LABEL_OUT ?? 'test/fixtures/tuning/fsf-labels.tsv';
const GAMES = process.env.LABEL_GAMES ?? 'test/fixtures/tuning/games.txt';

const positions = (): string[] => {
  const out: string[] = [];
  for (const { moves } of readTuningGames(GAMES)) {
    const start = replayLine(START_FEN, []);
    if (!start.ok) throw new Error('start');
    walkLine(start.value.position, moves, (pos) => {
      if (out.length >= COUNT || pos.ply < 12 || pos.ply % EVERY !== 0 || pos.checks[pos.ply] === 1 || winsMaterial(pos)) return;
      out.push(toFen(pos));
    });
    if (out.length >= COUNT) break;
  }
  return out;
};

void (async () => {
  const list = positions();
  const done = new Set(fs.existsSync(OUT) ? fs.readFileSync(OUT, 'utf8').split('\n').filter(Boolean).map((l) => l.split('\t')[0]) : []);
  console.log(`labels: ${list.length} quiet positions from ${GAMES}, ${done.size} already in ${OUT}; Fairy-Stockfish depth ${DEPTH}; load ${loadAverage()}`);
  const sf = await Fsf.load({ hashMb: 16 });
  const t0 = Date.now();
  let n = 0;
  for (const fen of list) {
    if (done.has(fen)) continue;
    await sf.newGame();
    const r = await sf.go(fen, [], `depth ${DEPTH}`);
    const cp = r.score === undefined ? 0 : r.score.kind === 'cp' ? r.score.value : Math.sign(r.score.value) * 3000;
    fs.appendFileSync(OUT, `${fen}\t${cp}\n`);
    if (++n % 500 === 0) console.log(`${n} labelled (${Math.round((Date.now() - t0) / 1000)} s)`);
  }
  console.log(`done: ${n} new labels in ${Math.round((Date.now() - t0) / 1000)} s; load ${loadAverage()}`);
  sf.quit();
  process.exit(0);
})();
