/**
 * Texel data from a stronger judge (not a test): quiet positions of our own tuning games, each
 * scored by Fairy-Stockfish's WASM build at a fixed depth, or with LABEL_ENGINE=ours by our own search
 * (its table and histories cleared for each), for `bench:tune` to fit the evaluation to (TUNE_LABELS). Every
 * LABEL_EVERY-th ply after the first 12 of each game, in check and positions with a capture that wins
 * material by static exchange left out, until LABEL_COUNT.
 * Writes test/fixtures/tuning/fsf-labels.tsv: FEN, then the judge's score in centipawns
 * from the side to move (mates as ±3000). Resumes a file cut short.
 * `node test/bench/run.mjs tune/label` (env LABEL_DEPTH 8, LABEL_COUNT 6000, LABEL_EVERY 5, LABEL_OUT, LABEL_GAMES
 * (test/fixtures/tuning/games.txt; the games whose positions are scored), LABEL_ENGINE (fsf, or ours)).
 */
import * as fs from 'node:fs';
import { START_FEN, toFen } from '../../../src/core/fen';
import { replayLine, walkLine } from '../../../src/core/line';
import { readTuningGames, winsMaterial } from './data';
import type { Score } from '../../../src/core/score';
import { Engine } from '../../../src/engine/engine';
import { toScore } from '../../../src/engine/score';
import { Fsf } from '../lib/fsf';
import { loadAverage } from '../lib/stats';

const DEPTH = Number(process.env.LABEL_DEPTH ?? 8);
const COUNT = Number(process.env.LABEL_COUNT ?? 6000);
const EVERY = Number(process.env.LABEL_EVERY ?? 5);
const OUT = process.env.LABEL_OUT ?? 'test/fixtures/tuning/fsf-labels.tsv';
const GAMES = process.env.LABEL_GAMES ?? 'test/fixtures/tuning/games.txt';
const OURS = process.env.LABEL_ENGINE === 'ours';

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
  console.log(`labels: ${list.length} quiet positions from ${GAMES}, ${done.size} already in ${OUT}; ${OURS ? 'our search' : 'Fairy-Stockfish'} depth ${DEPTH}; load ${loadAverage()}`);
  const sf = OURS ? undefined : await Fsf.load({ hashMb: 16 });
  let ours: Engine | undefined;
  const score = async (fen: string): Promise<Score | undefined> => {
    if (sf) {
      await sf.newGame();
      return (await sf.go(fen, [], `depth ${DEPTH}`)).score;
    }
    const e = (ours ??= new Engine({ hashMb: 16 }));
    e.newGame();
    e.setPosition(fen, []);
    const line = e.go({ depth: DEPTH }).lines[0];
    return line ? toScore(line.value) : undefined;
  };
  const t0 = Date.now();
  let n = 0;
  for (const fen of list) {
    if (done.has(fen)) continue;
    const s = await score(fen);
    const cp = s === undefined ? 0 : s.kind === 'cp' ? s.value : Math.sign(s.value) * 3000;
    fs.appendFileSync(OUT, `${fen}\t${cp}\n`);
    if (++n % 500 === 0) console.log(`${n} labelled (${Math.round((Date.now() - t0) / 1000)} s)`);
  }
  console.log(`done: ${n} new labels in ${Math.round((Date.now() - t0) / 1000)} s; load ${loadAverage()}`);
  sf?.quit();
  process.exit(0);
})();
