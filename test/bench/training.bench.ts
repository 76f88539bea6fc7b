/**
 * Benchmark (not a test): a training study built from master games, as `xqlens train` and Train on My
 * Mistakes build one: every game reviewed (standardReview at the review.nodes default), the puzzles of both
 * sides from `?` up with their answers searched. With 1 engine (this thread) and 2 (worker threads of the
 * extension's own bundle, dist/engineWorker.js: run `npm run build` first), each in front of a fresh shared
 * cache (host/engines: the extension's), then once more on the warm cache of the 2-engine run, as a second
 * build in VS Code is. Prints the time of each, the puzzles found (the same count every run: a build is
 * deterministic), the speed-up of 2 engines, and the machine's load. Games: the master games under
 * ../shared/data/pgn/chinese, up to TRAIN_GAMES (default 100; the folder holds fewer, and every game of each
 * file counts). `npm run bench:training` (env TRAIN_GAMES, TRAIN_NODES).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Analyser } from '../../src/analysis/analyser';
import { buildPuzzles } from '../../src/analysis/puzzles';
import { REVIEW_HASH_MB, reviewGame, standardReview } from '../../src/analysis/review';
import { ENGINE_SETTINGS } from '../../src/core/engineSettings';
import { builtinBook } from '../../src/engine/book';
import { lineBook } from '../../src/engine/book/probeLine';
import type { Game } from '../../src/formats/game';
import { readGames } from '../../src/formats/read';
import { AnalysisCache } from '../../src/host/engines/analysisCache';
import { CachedAnalyser } from '../../src/host/engines/cachedAnalyser';
import { EngineClient } from '../../src/threads/engineClient';
import { EnginePool } from '../../src/threads/enginePool';
import { LocalEngine } from '../../src/worker/localEngine';
import { loadAverage } from './lib/stats';

const ROOT = path.resolve(__dirname, '..', '..');
const SHARED = process.env.XQLENS_SHARED_DATA ?? path.resolve(ROOT, '..', 'shared', 'data');
const WANT = Number(process.env.TRAIN_GAMES ?? 100);
const NODES = Number(process.env.TRAIN_NODES ?? ENGINE_SETTINGS.reviewNodes.default);
const WORKER = path.join(ROOT, 'dist', 'engineWorker.js');

const masterGames = (): Array<{ name: string; game: Game }> => {
  const dir = path.join(SHARED, 'pgn', 'chinese');
  const out: Array<{ name: string; game: Game }> = [];
  for (const f of fs.readdirSync(dir).filter((n) => /^eleeye_CCGC_\d+\.PGN$/i.test(n) || /^xqwlight_juzhongmi/i.test(n)).sort()) {
    const r = readGames(new Uint8Array(fs.readFileSync(path.join(dir, f))), f);
    if (!r.ok) continue;
    r.value.games.forEach((game, k) => out.push({ name: `${f}#${k + 1}`, game }));
  }
  return out.slice(0, WANT);
};

const build = async (games: ReadonlyArray<{ name: string; game: Game }>, analyser: Analyser, parallel: number): Promise<{ ms: number; puzzles: number; ids: string }> => {
  const review = standardReview(NODES);
  const book = lineBook(builtinBook());
  const t0 = performance.now();
  const ids: string[] = [];
  for (const { name, game } of games) {
    const r = await reviewGame(game, analyser, { ...review, parallel, book });
    const found = await buildPuzzles(game, r, analyser, { limits: review.limits, source: { file: name, game: 0 } });
    ids.push(...found.map((p) => p.id));
  }
  return { ms: performance.now() - t0, puzzles: ids.length, ids: ids.join('\n') };
};

const main = async (): Promise<void> => {
  if (!fs.existsSync(SHARED)) {
    console.log(`bench:training: the shared corpus is not at ${SHARED}; nothing to measure`);
    return;
  }
  if (!fs.existsSync(WORKER)) throw new Error(`${WORKER} is missing: run npm run build first`);
  const games = masterGames();
  const plies = games.reduce((n, g) => n + countPlies(g.game), 0);
  console.log(`bench:training: ${games.length} master games (${plies} plies), review ${NODES} nodes a position, load ${loadAverage()}`);

  const one = await build(games, new CachedAnalyser(new LocalEngine({ hashMb: REVIEW_HASH_MB }), new AnalysisCache(), 'builtin'), 1);
  console.log(`  1 engine : ${(one.ms / 1000).toFixed(1)} s, ${one.puzzles} puzzles  (load ${loadAverage()})`);

  const pool = new EnginePool(2, () => new EngineClient({ workerPath: WORKER, options: { hashMb: REVIEW_HASH_MB } }));
  const cache = new AnalysisCache();
  const shared = new CachedAnalyser(pool, cache, 'builtin');
  try {
    const two = await build(games, shared, 3);
    console.log(`  2 engines: ${(two.ms / 1000).toFixed(1)} s, ${two.puzzles} puzzles  (load ${loadAverage()})`);
    const warm = await build(games, shared, 3);
    console.log(`  again, cache warm: ${(warm.ms / 1000).toFixed(2)} s, ${warm.puzzles} puzzles`);
    console.log(`  2 engines / 1: ${(one.ms / two.ms).toFixed(2)}× as fast; warm / cold: ${(warm.ms / two.ms).toFixed(4)}`);
    console.log(`  the same puzzles every run: ${one.ids === two.ids && two.ids === warm.ids ? 'yes' : 'NO'}`);
  } finally {
    await pool.dispose();
  }
};

const countPlies = (g: Game): number => {
  let n = 0;
  for (let node = g.root.children[0]; node; node = node.children[0]) n++;
  return n;
};

void main().catch((e: Error) => {
  console.error(e);
  process.exit(1);
});
