/**
 * Benchmark (not a test): how well our engine judges moves, by Fairy-Stockfish's deep verdict. A
 * fixed set of positions from the team's game files (read from ../shared/data at run time, never
 * committed): the main lines of the PGN files under pgn/chinese and the XQF games, in file-name
 * order, at plies 12, 24, 36 and 48 (side to move not in check), the first AGREE_COUNT of them.
 * Fairy-Stockfish searches each to AGREE_DEPTH for the reference move and score; our engine gets
 * AGREE_MS; our move's loss is the reference score minus Fairy-Stockfish's score for our move (a
 * search of the same depth restricted to it). Reference searches are cached in
 * dist/bench/agreement-cache.json. Beside ours, Fairy-Stockfish itself gets the same AGREE_MS (not with
 * AGREE_NODES; AGREE_PEER=0 leaves it out): how far its own short search falls from its deep one.
 * AGREE_FROM skips the first positions, for a development slice apart from the benchmark's own.
 * `npm run bench:agreement` (env AGREE_COUNT 60, AGREE_FROM 0, AGREE_DEPTH 16,
 * AGREE_MS 1000 or AGREE_NODES (a fixed node budget instead, load-proof for development), AGREE_HASH 16, AGREE_FEATURES "kingSafety=1,singularMargin=3,…" (switches and search parameters), AGREE_WEIGHTS a tuner's weights file).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { parseFen, toFen } from '../../src/core/fen';
import { moveToIccs } from '../../src/core/notation';
import { Engine } from '../../src/engine/engine';
import { mainlineMoves } from '../../src/formats/game';
import { readGames } from '../../src/formats/read';
import { SHARED_DATA } from '../shared';
import { Fsf, fsfCentipawns } from './lib/fsf';
import { configureSearch, parseSwitches, readWeights } from './lib/game';
import { loadAverage, mean } from './lib/stats';

const COUNT = Number(process.env.AGREE_COUNT ?? 60);
const FROM = Number(process.env.AGREE_FROM ?? 0);
const DEPTH = Number(process.env.AGREE_DEPTH ?? 16);
const MS = Number(process.env.AGREE_MS ?? 1000);
const NODES = process.env.AGREE_NODES ? Number(process.env.AGREE_NODES) : undefined;
const HASH = Number(process.env.AGREE_HASH ?? 16);
/** Fairy-Stockfish at our movetime beside us; a node budget has no equal for it. */
const PEER = !NODES && process.env.AGREE_PEER !== '0';
const CACHE = 'dist/bench/agreement-cache.json';
const PLIES = [12, 24, 36, 48];
const SWITCHES = parseSwitches(process.env.AGREE_FEATURES);
const TUNED = process.env.AGREE_WEIGHTS ? readWeights(process.env.AGREE_WEIGHTS) : {};

/** Our engine with the switches and weights asked for. */
const ourEngine = (): Engine => {
  const e = new Engine({ hashMb: HASH, clock: () => performance.now() });
  configureSearch(e, { features: SWITCHES.features, params: { ...SWITCHES.params, ...TUNED.params }, pst: TUNED.pst });
  return e;
};

/** Positions from the shared games, deterministic: files by name, games in order, fixed plies. */
const positions = (): string[] => {
  const dir = path.resolve(__dirname, '..', '..', '..', 'shared', 'data');
  const root = fs.existsSync(dir) ? dir : SHARED_DATA;
  const files = [
    ...fs.readdirSync(path.join(root, 'pgn', 'chinese')).sort().map((f) => path.join(root, 'pgn', 'chinese', f)),
    ...fs.readdirSync(path.join(root, 'xqf')).filter((f) => /\.xqf$/i.test(f)).sort().map((f) => path.join(root, 'xqf', f)),
  ];
  const out: string[] = [];
  const seen = new Set<string>();
  for (const file of files) {
    const r = readGames(fs.readFileSync(file), path.basename(file));
    if (!r.ok) continue;
    for (const game of r.value.games) {
      const moves = mainlineMoves(game);
      for (const ply of PLIES) {
        if (moves.length < ply + 2) break;
        const p = parseFen(game.startFen);
        if (!p.ok) break;
        for (const m of moves.slice(0, ply)) p.value.play(m);
        if (p.value.checks[p.value.ply] === 1) continue;
        const fen = toFen(p.value);
        if (seen.has(fen)) continue;
        seen.add(fen);
        out.push(fen);
        if (out.length >= FROM + COUNT) return out.slice(FROM);
      }
    }
  }
  return out.slice(FROM);
};

/** A reference: Fairy-Stockfish's deep move and score, and its scores of other moves searched alone. */
interface Ref { best: string; score: number; moves: Record<string, number> }
/** One contestant's moves so far: agreements, other moves the reference scores as well, losses and depths. */
interface Tally { same: number; ties: number; losses: number[]; depths: number[] }


void (async () => {
  const cache: Record<string, Ref> = fs.existsSync(CACHE) ? JSON.parse(fs.readFileSync(CACHE, 'utf8')) : {};
  const save = (): void => fs.writeFileSync(CACHE, JSON.stringify(cache));
  const sf = await Fsf.load({ hashMb: HASH });
  const list = positions();
  console.log(`agreement: ${list.length} positions from the shared games; reference Fairy-Stockfish depth ${DEPTH}; ours ${NODES ? `${NODES} nodes` : `${MS} ms`}${process.env.AGREE_FEATURES ? `, features ${process.env.AGREE_FEATURES}` : ''}${process.env.AGREE_WEIGHTS ? `, weights ${process.env.AGREE_WEIGHTS}` : ''}; load ${loadAverage()}`);
  const tally = (): Tally => ({ same: 0, ties: 0, losses: [], depths: [] });
  const us = tally(), peer = tally();
  /** Scores a move against the reference (a restricted search of the same depth, cached), into a tally; returns its loss. */
  const judge = async (fen: string, ref: Ref, move: string, depth: number, t: Tally): Promise<number> => {
    t.depths.push(depth);
    let loss = 0;
    if (move === ref.best) t.same++;
    else {
      if (ref.moves[move] === undefined) {
        await sf.newGame();
        ref.moves[move] = fsfCentipawns(await sf.go(fen, [], `depth ${DEPTH} searchmoves ${move}`));
        save();
      }
      loss = Math.max(0, ref.score - ref.moves[move]);
      if (loss === 0) t.ties++;
    }
    t.losses.push(loss);
    return loss;
  };
  for (const [i, fen] of list.entries()) {
    const id = `${fen}|${DEPTH}`;
    if (!cache[id]) {
      await sf.newGame();
      const ref = await sf.go(fen, [], `depth ${DEPTH}`);
      cache[id] = { best: ref.bestmove, score: fsfCentipawns(ref), moves: {} };
      save();
    }
    const ref = cache[id];
    const e = ourEngine();
    e.setPosition(fen, []);
    const r = e.go(NODES ? { nodes: NODES } : { movetime: MS });
    const ours = moveToIccs(r.bestMove);
    const loss = await judge(fen, ref, ours, r.depth, us);
    let theirs = '';
    if (PEER) {
      await sf.newGame();
      const p = await sf.go(fen, [], `movetime ${MS}`);
      const pl = await judge(fen, ref, p.bestmove, p.depth, peer);
      theirs = `  peer ${p.bestmove} (depth ${p.depth}) loss ${pl}`;
    }
    console.log(`${String(FROM + i + 1).padStart(3)} ours ${ours} (depth ${r.depth})  ref ${ref.best} ${ref.score}  loss ${loss}${theirs}  ${fen}`);
  }
  const line = (who: string, t: Tally): string => {
    const sorted = [...t.losses].sort((a, b) => b - a);
    return `${who} agreement ${t.same}/${list.length} (${((100 * t.same) / list.length).toFixed(1)}%; another ${t.ties} moves it scores as well as its own), mean loss ${mean(t.losses).toFixed(1)} cp (worst ${sorted.slice(0, 3).join(', ')}), mean depth ${mean(t.depths).toFixed(1)}`;
  };
  console.log(`\n${line('ours', us)}`);
  if (PEER) console.log(`${line(`Fairy-Stockfish at ${MS} ms`, peer)}`);
  console.log(`load ${loadAverage()}`);
  sf.quit();
  process.exit(0);
})();
