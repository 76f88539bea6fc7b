/**
 * Benchmark (not a test): reviewing a 100-ply game as the editor does (review/reviews.ts) — the engine in
 * its worker (the bundled dist/engineWorker.js, `npm run build` first), the shared cache in front of it,
 * the worker's book — at depth 8 and 10, with one line (as `xqlens annotate`) and two (the margin's, for
 * `!`); then the same review again, answered by the cache. While each runs, the host does what the margin
 * does after every reviewed ply (the game's known review from the cache, its notes) and its event-loop
 * delay is measured (perf_hooks, 1 ms resolution). Last, the review written into the text as one edit
 * (formats/textBatch.ts), whole and in 8 ms steps.
 * Run with `node test/bench/run.mjs review` (BENCH_DEPTHS=8,10 by default).
 * The game: the first 100 plies of a master game of the team's corpus (eleeye_CCGC_23.PGN), else our
 * self-play fixture (70 plies).
 */
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { marginNotes } from '../../src/analysis/margin';
import { annotationEdits } from '../../src/analysis/annotations';
import { type GameReview, type PlyReview, reviewGame } from '../../src/analysis/review';
import { moveToIccs } from '../../src/core/notation';
import { type Game, mainline, newGame } from '../../src/formats/game';
import { applyEdit } from '../../src/formats/edit';
import { writePgn } from '../../src/formats/pgn/writer';
import { readGameText, readGames } from '../../src/formats/read';
import { batchTextEdits } from '../../src/formats/textBatch';
import { pacedAnalyser } from '../../src/host/engines/paced';
import { cachedBook } from '../../src/host/review/bookCache';
import { AnalysisCache } from '../../src/host/engines/analysisCache';
import { CachedAnalyser } from '../../src/host/engines/cachedAnalyser';
import { EngineClient } from '../../src/threads/engineClient';

const ROOT = path.resolve(__dirname, '..', '..');
// bundled into dist/bench/: the shared corpus is beside the checkout, as test/shared.ts finds it from test/
const SHARED_DATA = process.env.XQLENS_SHARED_DATA ?? path.join(ROOT, '..', 'shared', 'data');
const WORKER = path.join(ROOT, 'dist', 'engineWorker.js');
const PLIES = 100;
const DEPTHS = (process.env.BENCH_DEPTHS ?? '8,10').split(',').map(Number);
const ms = (ns: number): string => (ns / 1e6).toFixed(1);
const WORDS = { book: (o?: string) => o ?? 'book', opening: (o: { nameEn: string }) => o.nameEn };

/** The first PLIES plies of the corpus game as a text game (Chinese, as the editor would hold it). */
const loadGame = (): { game: Game; text: string; source: string } => {
  const shared = path.join(SHARED_DATA, 'pgn', 'chinese', 'eleeye_CCGC_23.PGN');
  const file = existsSync(shared) ? shared : path.join(ROOT, 'test', 'fixtures', 'games', 'selfplay-1.pgn');
  const r = readGames(new Uint8Array(readFileSync(file)), file);
  if (!r.ok) throw new Error(r.error.message);
  const full = r.value.games[0];
  const cut = newGame(full.startFen, { Event: 'bench' });
  const moves = mainline(full).slice(0, PLIES).map((n) => moveToIccs(n.move));
  if (!applyEdit(cut, { type: 'addMoves', at: [], moves }).ok) throw new Error('cannot cut the game');
  const text = writePgn(cut, 'zh');
  const read = readGameText(text, 'bench.pgn');
  if (!read.ok) throw new Error(read.error.message);
  return { game: read.value.games[0], text, source: path.basename(file) };
};

const main = async (): Promise<void> => {
  if (!existsSync(WORKER)) throw new Error(`${WORKER} is missing: run npm run build first`);
  const { game, text, source } = loadGame();
  const plies = mainline(game).length;
  console.log(`review of ${plies} plies of ${source}; worker ${path.relative(ROOT, WORKER)}; node ${process.version}`);
  const client = new EngineClient({ workerPath: WORKER, options: { hashMb: 64 } });
  let last: GameReview | undefined;
  try {
    await client.analyse({ position: { fen: game.startFen, moves: [] }, limits: { depth: 1 } });
    // what the machine alone does to the event loop (other developers share its two cores)
    const idle = monitorEventLoopDelay({ resolution: 1 });
    idle.enable();
    await new Promise((r) => setTimeout(r, 3000));
    idle.disable();
    console.log(`idle host, 3 s: event loop p50 ${ms(idle.percentile(50))} p99 ${ms(idle.percentile(99))} max ${ms(idle.max)} ms`);
    // the rows: as `xqlens annotate` reviews (one line), as the editor does (one line, the second searched
    // apart where a move could be `!`), and two lines everywhere (multipv 2, what that replaced) at the first depth
    const rows = DEPTHS.flatMap((depth, i) => [
      { depth, name: 'annotate', multipv: 1, secondLine: false },
      { depth, name: 'editor', multipv: 1, secondLine: true },
      ...(i === 0 || process.env.BENCH_MULTIPV2 ? [{ depth, name: 'multipv 2', multipv: 2, secondLine: false }] : []),
    ]);
    for (const row of rows) {
      // a fresh cache and book, and a new game for the engine: every position searched
      const cache = new AnalysisCache();
      const engine = new CachedAnalyser(client, cache, 'builtin');
      const book = cachedBook((fen, moves) => client.book({ fen, moves }));
      await client.newGame();
      const limits = row.multipv > 1 ? { depth: row.depth, multipv: row.multipv } : { depth: row.depth };
      const opts = { limits, book, secondLine: row.secondLine };
      for (const pass of ['searched', 'from the cache'] as const) {
        const h = monitorEventLoopDelay({ resolution: 1 });
        let marginMs = 0;
        const found: PlyReview[] = [];
        h.enable();
        const t0 = performance.now();
        last = await reviewGame(game, pacedAnalyser(engine), {
          ...opts,
          onPly: (p) => {
            // what the margin does as a review learns (it throttles; here after every ply): the notes of
            // the game under review from the plies its review found so far (review/reviews.ts found)
            found.push(p);
            const t = performance.now();
            marginNotes(game, found, WORDS);
            marginMs = Math.max(marginMs, performance.now() - t);
          },
        });
        const wall = (performance.now() - t0) / 1000;
        h.disable();
        const marks = last.plies.filter((p) => p.quality).map((p) => p.quality);
        console.log(
          `depth ${String(row.depth).padStart(2)} ${row.name.padEnd(9)} ${pass.padEnd(14)} ${wall.toFixed(1).padStart(6)} s  ${String(last.nodes).padStart(9)} nodes  ` +
            `event loop p50 ${ms(h.percentile(50))} p99 ${ms(h.percentile(99))} max ${ms(h.max)} ms  (longest margin redraw ${marginMs.toFixed(1)} ms)  ` +
            `marks ${['only', 'inaccuracy', 'mistake', 'blunder'].map((q) => `${q} ${marks.filter((m) => m === q).length}`).join(', ')}, book ${last.bookPlies}`,
        );
      }
      // the margin of a game it is not reviewing, drawn from the cache alone (after an edit, a scroll, a reopen)
      const h = monitorEventLoopDelay({ resolution: 1 });
      h.enable();
      const t = performance.now();
      const known = await reviewGame(game, pacedAnalyser({ analyse: (request) => engine.analyse({ ...request, mode: 'known' }) }), opts);
      const notes = marginNotes(game, known.plies, WORDS);
      const drawMs = performance.now() - t;
      h.disable();
      console.log(`depth ${String(row.depth).padStart(2)} ${row.name.padEnd(9)} margin from the cache: ${notes.length} notes in ${drawMs.toFixed(1)} ms, event loop max ${ms(h.max)} ms`);
    }
  } finally {
    await client.dispose();
  }
  if (!last) return;
  const read = readGameText(text, 'bench.pgn');
  if (!read.ok) return;
  const edits = annotationEdits(read.value.games[0], last);
  let t = performance.now();
  let answer = batchTextEdits(text, read.value, 0, edits).step(() => false);
  const whole = performance.now() - t;
  const paced = batchTextEdits(text, read.value, 0, edits);
  let longest = 0;
  let steps = 0;
  for (answer = undefined; !answer; steps++) {
    t = performance.now();
    const until = t + 8;
    answer = paced.step(() => performance.now() > until);
    longest = Math.max(longest, performance.now() - t);
  }
  console.log(`write annotations: ${edits.length} edits as one text edit in ${whole.toFixed(0)} ms; in 8 ms steps: ${steps} steps, longest ${longest.toFixed(1)} ms (${answer.ok ? 'ok' : answer.error.message})`);
};

void main();
