/**
 * Texel data, step 1 (not a test): self-play games of our own engine at a fixed node budget, from
 * the balanced openings, root randomness (seeded per game) in the first 24 plies, two games at a time. Writes one
 * game per line, `<result> <ICCS moves from the start>`, result 1 (Red won), 0 (draw) or -1, to
 * test/fixtures/tuning/games.txt (kept in the repository, under ~3 MB). `npm run bench:tune-generate`
 * (env TUNE_GAMES 3000, TUNE_NODES 6000, TUNE_WORKERS 2, TUNE_OUT).
 */
import * as fs from 'node:fs';
import { GameResult, Limits, ourPlayer, playGame } from '../lib/game';
import { loadOpenings } from '../lib/openings';
import { isMainThread, runPool, serve } from '../lib/pool';
import { loadAverage } from '../lib/stats';

interface Task { opening: string[]; limits: Limits; seed: number }

if (!isMainThread) {
  serve<Task, GameResult>(async (t) => {
    const a = ourPlayer({ hashMb: 8, seed: t.seed }), b = ourPlayer({ hashMb: 8, seed: t.seed + 1 });
    return playGame(a, b, t.opening, t.limits, 240);
  });
} else {
  const games = Number(process.env.TUNE_GAMES ?? 3000);
  const nodes = Number(process.env.TUNE_NODES ?? 6000);
  const out = process.env.TUNE_OUT ?? 'test/fixtures/tuning/games.txt';
  // fixed nodes would repeat games exactly: root randomness (seeded per game) varies the first 24 plies
  const base = loadOpenings();
  const tasks: Task[] = Array.from({ length: games }, (_, i) => ({ opening: base[i % base.length].moves, limits: { nodes, randomness: 60, randomPlies: 24 }, seed: 1000 + 2 * i }));
  console.log(`${games} self-play games at ${nodes} nodes/move into ${out}; load ${loadAverage()}`);
  const t0 = Date.now();
  let done = 0;
  // games are appended as they end, so a run stopped early still leaves usable data
  fs.writeFileSync(out, `# result (1 Red won, 0 draw, -1 Black won) and the game's moves; built by test/bench/tune/generate.bench.ts at ${nodes} nodes/move\n`);
  void runPool<Task, GameResult>(tasks, Number(process.env.TUNE_WORKERS ?? 2), (r) => {
    fs.appendFileSync(out, `${r.result} ${r.moves.join(' ')}\n`);
    if (++done % 100 === 0) console.log(`${done}/${games} games (${Math.round((Date.now() - t0) / 1000)} s)`);
  }).then(() => {
    console.log(`wrote ${done} games, ${fs.statSync(out).size} bytes; load ${loadAverage()}`);
    process.exit(0);
  });
}
