/**
 * Benchmark (not a test): how far a reader can trust the review's marks (`?!`, `?`, `??`), judged by
 * Fairy-Stockfish (WASM, classical evaluation, one thread) at depth 14. Five master games of the team's
 * corpus (read at run time, never committed; the bench says so and stops when the corpus is absent):
 * eleeye_CCGC_05 (116 plies, 0-1), _06 (123, 1-0), _07 (105, 1-0), _10 (90, draw) and _16 (154, 1-0)
 * under pgn/chinese, 588 moves. Fairy-Stockfish searches every position of their main lines, and every
 * move played other than its choice alone (searchmoves) from the position before it, to the same depth: a
 * move's loss by its judgement is its best score minus the move's, like with like as our review compares
 * (mates as ±10,000, outcomes beyond any material); its score before the move against after it (how
 * issue 12 measured) is printed beside. Those searches are cached in os.tmpdir() (a rerun costs only
 * our review). Our review runs as `xqlens annotate` does (in-process engine, the built-in book) at
 * MARKS_DEPTH; beside it, as a peer, Fairy-Stockfish searching to that depth (the same searches) and
 * graded by our rule (its centipawns read at our scale). Prints precision and recall of both against
 * moves losing >= 100 cp by Fairy-Stockfish at depth 14, per mark, the same against a loss of expected
 * score by its scores read through our model at our scale, our centipawns per Fairy-Stockfish's, what
 * the like-with-like searches cost, the time and the machine's load. `npm run bench:marks` (env MARKS_DEPTH 10, MARKS_FSF_DEPTH 14, MARKS_FSF_ONLY=1 to
 * fill the cache alone, MARKS_DUMP=file to write every move's scores as JSON).
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Analyser } from '../../src/analysis/analyser';
import { type PlyReview, reviewGame } from '../../src/analysis/review';
import { INACCURACY_DROP, MISTAKE_DROP, QUALITY_GLYPH, gradeMove } from '../../src/analysis/quality';
import { expectedScore } from '../../src/analysis/winChance';
import { LocalEngine } from '../../src/worker/localEngine';
import { moveToIccs } from '../../src/core/notation';
import { type Score, fromRedView, toRedView } from '../../src/core/score';
import { BLACK, type Color, RED } from '../../src/core/types';
import { builtinBook } from '../../src/engine/book';
import { lineBook } from '../../src/engine/book/probeLine';
import { type Game, mainline } from '../../src/formats/game';
import { readGames } from '../../src/formats/read';
import { Fsf } from './lib/fsf';
import { loadAverage } from './lib/stats';

const GAMES = ['eleeye_CCGC_05.PGN', 'eleeye_CCGC_06.PGN', 'eleeye_CCGC_07.PGN', 'eleeye_CCGC_10.PGN', 'eleeye_CCGC_16.PGN'];
const DEPTH = Number(process.env.MARKS_DEPTH ?? 10);
const FSF_DEPTH = Number(process.env.MARKS_FSF_DEPTH ?? 14);
/** The issue's line between a slip and a mistake worth a mark, in Fairy-Stockfish's centipawns. */
const LOSS_CP = 100;
const FSF_MATE = 10_000;
// bundled into dist/bench/: the corpus is beside the checkout
const SHARED = process.env.XQLENS_SHARED_DATA ?? path.resolve(__dirname, '..', '..', '..', 'shared', 'data');
const cacheFile = (depth: number): string => path.join(os.tmpdir(), `xqlens-marks-fsf-d${depth}.json`);

type Cached = { score: Score; best: string };

const loadGames = (): Array<{ name: string; game: Game; moves: string[] }> =>
  GAMES.map((name) => {
    const file = path.join(SHARED, 'pgn', 'chinese', name);
    const r = readGames(new Uint8Array(fs.readFileSync(file)), file);
    if (!r.ok) throw new Error(`${name}: ${r.error.message}`);
    const game = r.value.games[0];
    return { name, game, moves: mainline(game).map((n) => moveToIccs(n.move)) };
  });

const key = (fen: string, moves: readonly string[]): string => `${fen}|${moves.join(' ')}`;

/** Where the move played from that position is searched alone (searchmoves). */
const playedKey = (fen: string, moves: readonly string[], move: string): string => `${key(fen, moves)}>${move}`;

/**
 * Fairy-Stockfish's score (side to move) of every position of every game, and of every move played
 * other than its choice searched alone from the position before it at the same depth (its loss
 * compares like with like, as ours does); from the cache or searched now, in game order, the move
 * alone before the position after it.
 */
const reference = async (games: ReturnType<typeof loadGames>, depth: number): Promise<Map<string, Cached>> => {
  const CACHE = cacheFile(depth);
  const cache = new Map<string, Cached>(fs.existsSync(CACHE) ? Object.entries(JSON.parse(fs.readFileSync(CACHE, 'utf8')) as Record<string, Cached>) : []);
  let sf: Fsf | undefined;
  const t0 = performance.now();
  let done = 0;
  const search = async (k: string, fen: string, moves: readonly string[], only?: string): Promise<Cached> => {
    const known = cache.get(k);
    if (known) return known;
    if (!sf) {
      console.log(`Fairy-Stockfish depth ${depth}: searching what ${CACHE} lacks`);
      sf = await Fsf.load({ hashMb: 32 });
    }
    const r = await sf.go(fen, moves, `depth ${depth}${only ? ` searchmoves ${only}` : ''}`);
    // a position with no move (mated, or no legal move: lost in xiangqi) has no score line
    const c: Cached = { score: r.score ?? { kind: 'mate', value: 0 }, best: r.bestmove };
    cache.set(k, c);
    if (++done % 20 === 0) {
      fs.writeFileSync(CACHE, JSON.stringify(Object.fromEntries(cache)));
      console.log(`  ${done} searches  ${((performance.now() - t0) / 1000).toFixed(0)} s  load ${loadAverage()}`);
    }
    return c;
  };
  try {
    for (const g of games) {
      await sf?.newGame();
      for (let i = 0; i <= g.moves.length; i++) {
        const at = await search(key(g.game.startFen, g.moves.slice(0, i)), g.game.startFen, g.moves.slice(0, i));
        if (i < g.moves.length && at.best !== g.moves[i]) await search(playedKey(g.game.startFen, g.moves.slice(0, i), g.moves[i]), g.game.startFen, g.moves.slice(0, i), g.moves[i]);
      }
    }
  } finally {
    if (sf) {
      fs.writeFileSync(CACHE, JSON.stringify(Object.fromEntries(cache)));
      console.log(`  ${done} searches  ${((performance.now() - t0) / 1000).toFixed(0)} s  load ${loadAverage()}`);
      sf.quit();
    }
  }
  return cache;
};

/** Fairy-Stockfish's score as centipawns for its side, mates as outcomes beyond any material. */
const fsfCp = (s: Score): number => (s.kind === 'cp' ? s.value : s.value > 0 ? FSF_MATE : -FSF_MATE);

interface Row {
  game: string;
  ply: number;
  move: string;
  book: boolean;
  /** Fairy-Stockfish: the mover's loss in centipawns, its best against the move alone (like with like), and its score before against after (as the issue measured). */
  fsfLoss: number;
  fsfLossAfter: number;
  /** The like-with-like loss in expected score, its centipawns read through our model at its scale. */
  fsfDrop: number;
  quality?: PlyReview['quality'];
  /** The mover's scores by Fairy-Stockfish: best, the move played. */
  fsfBest: Score;
  fsfPlayed: Score;
  /** Fairy-Stockfish at our depth: its choice was the move; its best and the move's score; its mark by our rule. */
  peerChoice: boolean;
  peerBest: Score;
  peerPlayed: Score;
  peerQuality?: PlyReview['quality'];
}

const pct = (a: number, b: number): string => (b ? `${((100 * a) / b).toFixed(0)} %` : 'n/a');

const main = async (): Promise<void> => {
  if (!fs.existsSync(path.join(SHARED, 'pgn', 'chinese', GAMES[0]))) {
    console.log(`markQuality: the team's corpus is not at ${SHARED} (XQLENS_SHARED_DATA): nothing to measure`);
    return;
  }
  console.log(`mark quality: ${GAMES.join(', ')}; node ${process.version}; load ${loadAverage()} on ${os.cpus().length} cores`);
  const games = loadGames();
  const ref = await reference(games, FSF_DEPTH);
  // the peer: Fairy-Stockfish itself at our depth, graded by our rule, judged by its deeper self
  const peer = await reference(games, DEPTH);
  if (process.env.MARKS_FSF_ONLY) return;

  const rows: Row[] = [];
  // our centipawns against Fairy-Stockfish's, position by position (Red's view), for the scale
  const pairs: Array<[number, number]> = [];
  const book = lineBook(builtinBook());
  const t0 = performance.now();
  let nodes = 0;
  const lone = { searches: 0, nodes: 0, ms: 0 };
  // the played move's score by its own search, by game and ply (the mover's view), for the dump
  const played = new Map<string, Score>();
  const dump: unknown[] = [];
  for (const g of games) {
    const engine = new LocalEngine({ hashMb: 64 });
    // the played moves' own searches (like with like), counted apart: what they cost
    const counting: Analyser = {
      analyse: async (request) => {
        const { position, limits = {} } = request;
        const t = performance.now();
        const a = await engine.analyse(request);
        if (limits.searchmoves) {
          const l = a.lines[0];
          if (l) played.set(`${g.name}:${position.moves.length + 1}`, l.score);
          lone.searches++;
          lone.nodes += a.lines[0]?.nodes ?? 0;
          lone.ms += performance.now() - t;
        }
        return a;
      },
    };
    const review = await reviewGame(g.game, counting, { limits: { depth: DEPTH }, book });
    nodes += review.nodes;
    const start: Color = g.game.startFen.split(' ')[1] === 'b' ? BLACK : RED;
    const turnAt = (i: number): Color => (start ^ (i & 1)) as Color;
    const fsf = (i: number): Cached => ref.get(key(g.game.startFen, g.moves.slice(0, i)))!;
    for (const [i, p] of review.plies.entries()) {
      const before = fsf(i), after = fsf(i + 1).score;
      const fsfPlayed = before.best === p.move ? before.score : ref.get(playedKey(g.game.startFen, g.moves.slice(0, i), p.move))!.score;
      const shallow = peer.get(key(g.game.startFen, g.moves.slice(0, i)))!;
      const peerChoice = shallow.best === p.move;
      const peerPlayed = peerChoice ? shallow.score : peer.get(playedKey(g.game.startFen, g.moves.slice(0, i), p.move))!.score;
      rows.push({
        peerChoice, peerBest: shallow.score, peerPlayed,
        game: g.name, ply: p.ply, move: p.move, book: p.book,
        fsfLoss: fsfCp(before.score) - fsfCp(fsfPlayed), fsfLossAfter: fsfCp(before.score) + fsfCp(after), fsfDrop: 0,
        fsfBest: before.score, fsfPlayed, ...(p.quality ? { quality: p.quality } : {}),
      });
      dump.push({ game: g.name, ply: p.ply, book: p.book, best: p.best?.[0], bestForMover: p.bestScore && fromRedView(p.bestScore, turnAt(i)), playedForMover: played.get(`${g.name}:${p.ply}`), afterForOpponent: p.score && fromRedView(p.score, turnAt(i + 1)), fsfBefore: before.score, fsfPlayed, fsfAfter: after, quality: p.quality, drop: p.drop, loss: p.loss });
      const ours = p.score;
      const theirs = toRedView(after, turnAt(i + 1));
      if (ours?.kind === 'cp' && theirs.kind === 'cp' && Math.abs(theirs.value) <= 600) pairs.push([ours.value, theirs.value]);
    }
  }
  const seconds = (performance.now() - t0) / 1000;
  if (process.env.MARKS_DUMP) fs.writeFileSync(process.env.MARKS_DUMP, JSON.stringify(dump));
  // our centipawns per theirs: least squares through the origin over positions neither side calls decided
  const scale = pairs.reduce((s, [o, t]) => s + o * t, 0) / pairs.reduce((s, [, t]) => s + t * t, 0);
  // Fairy-Stockfish's loss read through our model at its scale: its centipawns times `scale` are ours
  const fsfEs = (s: Score): number => (s.kind === 'cp' ? expectedScore({ kind: 'cp', value: s.value * scale }) : expectedScore(s));
  for (const x of rows) {
    x.fsfDrop = Math.max(0, fsfEs(x.fsfBest) - fsfEs(x.fsfPlayed));
    // the peer as our review would grade it: book moves left alone, its own choice never marked
    const q = x.book ? undefined : gradeMove({ drop: Math.max(0, fsfEs(x.peerBest) - fsfEs(x.peerPlayed)), engineChoice: x.peerChoice });
    if (q) x.peerQuality = q;
  }

  const report = (label: string, bad: (x: Row) => boolean, loss: (x: Row) => string): void => {
    const positives = rows.filter(bad);
    console.log(`${label}: ${positives.length} such moves (${positives.filter((x) => x.book).length} of them book moves)`);
    for (const [who, mark] of [['ours', (x: Row) => x.quality], [`Fairy-Stockfish at depth ${DEPTH}, our rule`, (x: Row) => x.peerQuality]] as const) {
      const marked = rows.filter((x) => { const q = mark(x); return q !== undefined && q !== 'only'; });
      const hits = marked.filter(bad);
      console.log(`  ${who}: ${marked.length} marks, ${hits.length} right: precision ${pct(hits.length, marked.length)}, recall ${pct(hits.length, positives.length)}; ` +
        (['inaccuracy', 'mistake', 'blunder'] as const).map((q) => { const m = marked.filter((x) => mark(x) === q); return `${QUALITY_GLYPH[q]} ${m.filter(bad).length}/${m.length}`; }).join(', '));
    }
    const missed = positives.filter((x) => !x.quality);
    if (missed.length) console.log(`  we missed: ${missed.map((x) => `${x.game.slice(12, 14)}:${x.ply} ${x.move} ${loss(x)}`).join(', ')}`);
  };
  console.log(`${rows.length} moves; our review at depth ${DEPTH}: ${seconds.toFixed(0)} s, ${nodes} nodes; load ${loadAverage()}`);
  console.log(`  of which the played moves searched alone (like with like): ${lone.searches} searches, ${lone.nodes} nodes ` +
    `(${pct(lone.nodes, nodes)} of the nodes), ${(lone.ms / 1000).toFixed(0)} s (${pct(lone.ms / 1000, seconds)} of the time)`);
  console.log(`our centipawns per Fairy-Stockfish's: ${scale.toFixed(2)} (${pairs.length} positions it scores within ±600)`);
  console.log(`our marks: ${(['only', 'inaccuracy', 'mistake', 'blunder'] as const).map((q) => `${QUALITY_GLYPH[q]} ${rows.filter((x) => x.quality === q).length}`).join(', ')}`);
  const cpLoss = (x: Row): string => `${x.fsfLoss}cp`;
  report(`moves losing >= ${LOSS_CP} cp by Fairy-Stockfish depth ${FSF_DEPTH} (its best against the move searched alone)`, (x) => x.fsfLoss >= LOSS_CP, cpLoss);
  report(`moves losing >= ${LOSS_CP} cp by its score before against after (as issue 12 measured)`, (x) => x.fsfLossAfter >= LOSS_CP, (x) => `${x.fsfLossAfter}cp`);
  const esLoss = (x: Row): string => `${(100 * x.fsfDrop).toFixed(0)}%`;
  report(`moves losing >= ${(100 * INACCURACY_DROP).toFixed(0)} % expected score by it (our model at its scale)`, (x) => x.fsfDrop >= INACCURACY_DROP, esLoss);
  report(`moves losing >= ${(100 * MISTAKE_DROP).toFixed(0)} % expected score by it`, (x) => x.fsfDrop >= MISTAKE_DROP, esLoss);
  const wrong = rows.filter((x) => x.quality && x.quality !== 'only' && x.fsfLoss < LOSS_CP);
  if (wrong.length) console.log(`our marks losing < ${LOSS_CP} cp by Fairy-Stockfish: ${wrong.map((x) => `${x.game.slice(12, 14)}:${x.ply} ${x.move} ${QUALITY_GLYPH[x.quality!]} ${cpLoss(x)}`).join(', ')}`);
  console.log(`load ${loadAverage()}`);
};

void main();
