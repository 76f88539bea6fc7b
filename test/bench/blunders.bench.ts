/**
 * Benchmark tool (not a test): where our engine lost its games. Reads a match record
 * (`bench:match` writes dist/bench/match-<ms>ms.games), and for every game we did not win has
 * Fairy-Stockfish score each position after the opening at BLUNDER_DEPTH, up to the move after which we stand BLUNDER_DROP × 2
 * centipawns down by its verdict; the largest fall on the way there is the game's blunder. For it, it then
 * asks what our engine thinks at BLUNDER_NODES and at four times that, of our move and of
 * Fairy-Stockfish's: is the refutation past our horizon (search), or seen and misjudged (evaluation)?
 * `npm run bench:blunders` (env BLUNDER_GAMES, BLUNDER_DEPTH 11, BLUNDER_DROP 150, BLUNDER_NODES 600000,
 * BLUNDER_FEATURES our engine's switches and weights as bench:match takes them).
 */
import * as fs from 'node:fs';
import { START_FEN, toFen } from '../../src/core/fen';
import { replayLine } from '../../src/core/line';
import { moveToIccs } from '../../src/core/notation';
import { Engine } from '../../src/engine/engine';
import { Fsf, fsfCentipawns } from './lib/fsf';
import { loadOpenings } from './lib/openings';
import { configureSearch, parseSwitches } from './lib/game';
import { isMainThread, runPool, serve } from './lib/pool';

const FILE = process.env.BLUNDER_GAMES ?? 'dist/bench/match-1000ms.games';
const DEPTH = Number(process.env.BLUNDER_DEPTH ?? 11);
const DROP = Number(process.env.BLUNDER_DROP ?? 150);
const NODES = Number(process.env.BLUNDER_NODES ?? 600000);


/** A game we did not win; `from`: the first ply after its opening. */
interface Task { game: number; ours: 'red' | 'black'; moves: string[]; from: number }
/** A game's largest fall: where, Fairy-Stockfish's verdicts, and what our engine makes of it. */
interface Found {
  game: number; ply: number; fen: string; played: string; before: number; after: number; best: string; bestScore: number; lines: string[];
  /** Our deeper search leaves the move; and its score of the move (ours, side to move). */
  seen: boolean; ourPlayed: number;
}

const fenAt = (moves: readonly string[], ply: number): string => {
  const r = replayLine(START_FEN, moves.slice(0, ply));
  if (!r.ok) throw new Error(r.error.message);
  return toFen(r.value.position);
};

interface View { move: string; value: number; depth: number }
const SWITCHES = parseSwitches(process.env.BLUNDER_FEATURES);
/** Our engine's move and score at a node budget, of the position or of one move alone. */
const ourView = (fen: string, nodes: number, only?: string): View => {
  const e = new Engine({ hashMb: 16, clock: () => performance.now() });
  configureSearch(e, SWITCHES);
  e.setPosition(fen, []);
  const r = e.go({ nodes, searchmoves: only ? [only] : undefined });
  return { move: moveToIccs(r.bestMove), value: r.lines[0]?.value ?? 0, depth: r.depth };
};
const show = (v: View): string => `${v.move} ${v.value} d${v.depth}`;

const examine = async (sf: Fsf, t: Task): Promise<Found | undefined> => {
  await sf.newGame();
  // Fairy-Stockfish's verdict from our side (we are to move) before each of our moves and after it
  const verdict = async (ply: number): Promise<number> => fsfCentipawns(await sf.go(START_FEN, t.moves.slice(0, ply), `depth ${DEPTH}`));
  const path: string[] = [];
  let worst: { ply: number; drop: number; before: number; after: number } | undefined;
  const first = t.from + ((t.from % 2 === 0) === (t.ours === 'red') ? 0 : 1);
  let before = await verdict(first);
  for (let ply = first; ply + 1 < t.moves.length; ply += 2) {
    const after = -(await verdict(ply + 1));
    path.push(`${ply}:${before}>${after}`);
    if (!worst || before - after > worst.drop) worst = { ply, drop: before - after, before, after };
    // stop once lost: the largest drop on the way there is the one to look at
    if (after <= -DROP * 2 || Math.abs(after) > 1500) break;
    before = ply + 2 < t.moves.length ? await verdict(ply + 2) : after;
  }
  if (!worst || worst.drop < DROP / 3) return undefined;
  const fen = fenAt(t.moves, worst.ply);
  const best = await sf.go(fen, [], `depth ${DEPTH + 3}`);
  const played = t.moves[worst.ply];
  const lines = [`path ${path.join(' ')}`];
  let deep: { best: View; played: View } | undefined;
  for (const n of [NODES, 4 * NODES]) {
    const v = { best: ourView(fen, n), played: ourView(fen, n, played), theirs: ourView(fen, n, best.bestmove) };
    lines.push(`ours ${n}: ${show(v.best)}; of played ${show(v.played)}; of FSF's ${show(v.theirs)}`);
    deep = v;
  }
  lines.push(`FSF pv ${best.pv.slice(0, 10).join(' ')}`);
  // with four times the nodes, do we leave the move (search), or still stand by it (judgement)?
  const seen = deep!.best.value - deep!.played.value >= 30;
  return { game: t.game, ply: worst.ply, fen, played, before: worst.before, after: worst.after, best: best.bestmove, bestScore: fsfCentipawns(best), lines, seen, ourPlayed: deep!.played.value };
};

if (!isMainThread) {
  let sf: Fsf | undefined;
  serve(async (t: Task) => examine((sf ??= await Fsf.load({ hashMb: 16 })), t));
} else {
  const openings = loadOpenings().map((o) => o.moves);
  const tasks: Task[] = fs
    .readFileSync(FILE, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => l.split('\t'))
    .filter((c) => Number(c[2]) < 1)
    .map((c) => {
      const moves = c[4].split(' ');
      // the match's opening: the longest of the set the game begins with
      const from = Math.max(0, ...openings.filter((o) => o.every((m, i) => moves[i] === m)).map((o) => o.length));
      return { game: Number(c[0]), ours: c[1].endsWith('red') ? 'red' : 'black', moves, from };
    });
  console.log(`blunders: ${tasks.length} games not won in ${FILE}; Fairy-Stockfish depth ${DEPTH}, drop ≥ ${DROP} cp; ours at ${NODES} and ${4 * NODES} nodes`);
  void runPool<Task, Found | undefined>(tasks, Number(process.env.BLUNDER_WORKERS ?? 2), (f, t) => {
    if (!f) return console.log(`game ${t.game}: no drop of ${DROP / 3} cp found`);
    console.log(`game ${f.game} ply ${f.ply} played ${f.played}: ${f.before} -> ${f.after}; FSF best ${f.best} ${f.bestScore}\n  ${f.fen}\n  ${f.lines.join('\n  ')}`);
  }).then((all) => {
    const found = all.filter((f): f is Found => f !== undefined);
    const seen = found.filter((f) => f.seen).length;
    // our score of the move against Fairy-Stockfish's verdict after it (both from our side)
    const gap = found.map((f) => f.ourPlayed - f.after).sort((a, b) => a - b);
    console.log(`\n${found.length} blunders in ${tasks.length} games: our deeper search leaves ${seen} of them; stands by ${found.length - seen}`);
    console.log(`our score of the blunder minus Fairy-Stockfish's verdict after it: median ${gap[gap.length >> 1] ?? 0} cp, ${gap.filter((g) => g >= 100).length} of ${gap.length} at least 100 cp too hopeful`);
    process.exit(0);
  });
}
