/**
 * Benchmark (not a test): our engine against Fairy-Stockfish's WASM build (variant xiangqi,
 * classical evaluation, one thread, same hash) at a fixed time per move, from the balanced opening
 * set (test/fixtures/openings/balanced.tsv), each opening with both colours, two games at a time on
 * two worker threads (each holds one engine of each kind; one game per core). Rules by our core.
 * Prints every game, then score, Elo with its 95% interval, W/D/L, and for both engines nodes/second,
 * mean depth and mean time used per move (share of the budget). `npm run bench:match`; env:
 *   MATCH_MS (200), MATCH_GAMES (100; pairs of openings in order), MATCH_WORKERS (2), MATCH_HASH (16),
 *   MATCH_BASE=<git rev> plays that commit's engine instead of this build, MATCH_FEATURES="lmr=0,…",
 *   MATCH_ENGINES="this;550a5d8;this:patterns=0;this:singular=1,singularMargin=3;this@weights.json"
 *   several contestants (a build, its switches and search parameters, evaluation weights from a tuner's file), each playing every opening with both colours,
 *   interleaved so that the machine's load falls on all of them alike,
 *   MATCH_OUT (dist/bench/match-<ms>ms.games: every game's result, reason and moves),
 *   XQLENS_FSF_NATIVE=<path> plays a native Fairy-Stockfish (../shared/peers/build-fsf-native.sh builds one) instead of the WASM build,
 *   MATCH_FROM (0): openings skipped first; from 50 on, openings no match of MATCH_GAMES ≤ 100 plays, so
 *   none of the tuning games (fixtures/tuning/fsf-games.txt) started there: a check that a fit generalises
 */
import * as fs from 'node:fs';
import { Fsf } from './lib/fsf';
import { EngineSpec, GameResult, Limits, fsfPlayer, ourPlayer, parseSwitches, playGame, withWeights } from './lib/game';
import { buildBaseline } from './lib/baseline';
import { openingList } from './lib/openings';
import { isMainThread, runPool, serve } from './lib/pool';
import { loadAverage, mean, median, summary } from './lib/stats';

interface Task { ours: EngineSpec; oursRed: boolean; opening: string[]; name: string; limits: Limits }

/** A contestant of MATCH_ENGINES: "this" or a git rev, with optional ":feature=0,…" switches. */
interface Contestant { label: string; spec: EngineSpec }

const contestants = async (hashMb: number): Promise<Contestant[]> => {
  const list = process.env.MATCH_ENGINES
    ? process.env.MATCH_ENGINES.split(';').filter(Boolean)
    : [`${process.env.MATCH_BASE ?? 'this'}:${process.env.MATCH_FEATURES ?? ''}`];
  const out: Contestant[] = [];
  for (const item of list) {
    const [head, weightsFile] = item.split('@');
    const [rev, feats = ''] = head.split(':');
    let spec: EngineSpec = { hashMb, ...parseSwitches(feats) };
    if (rev !== 'this') spec.module = await buildBaseline(rev);
    // evaluation weights by name from a tuner's file (this build only)
    if (weightsFile) spec = withWeights(spec, weightsFile);
    out.push({ label: `${rev === 'this' ? 'this build' : `commit ${rev}`}${feats ? ` (${feats})` : ''}${weightsFile ? ` weights ${weightsFile}` : ''}`, spec });
  }
  return out;
};

interface Side { depth: number[]; early: number[]; nodes: number; ms: number; moves: number }
const side = (): Side => ({ depth: [], early: [], nodes: 0, ms: 0, moves: 0 });

if (!isMainThread) {
  let sf: Fsf | undefined;
  serve<Task, GameResult>(async (t) => {
    // the opponent is native only when named: a match's figure must say which build it was against
    const native = process.env.XQLENS_FSF_NATIVE;
    sf ??= native ? await Fsf.native(native, { hashMb: t.ours.hashMb }) : await Fsf.load({ hashMb: t.ours.hashMb });
    const ours = ourPlayer(t.ours), fsf = fsfPlayer(sf);
    return playGame(t.oursRed ? ours : fsf, t.oursRed ? fsf : ours, t.opening, t.limits);
  });
} else {
  void (async () => {
    const ms = Number(process.env.MATCH_MS ?? 200);
    const games = Number(process.env.MATCH_GAMES ?? 100);
    const workers = Number(process.env.MATCH_WORKERS ?? 2);
    const hashMb = Number(process.env.MATCH_HASH ?? 16);
    const who = await contestants(hashMb);
    console.log(`match: ${who.map((c) => c.label).join(', ')} vs ${process.env.XQLENS_FSF_NATIVE ? `native Fairy-Stockfish (${process.env.XQLENS_FSF_NATIVE})` : 'Fairy-Stockfish WASM'}, ${ms} ms/move, ${games} games each${process.env.MATCH_FROM ? ` from opening ${Number(process.env.MATCH_FROM) + 1}` : ''}, hash ${hashMb} MB, ${workers} workers${who.length > 1 ? '; contestants interleaved opening by opening' : ''}`);
    console.log(`load at start ${loadAverage()}`);
    // opening pair by opening pair, every contestant plays both colours before the next opening
    const tasks: Array<Task & { who: number }> = [];
    const from = Number(process.env.MATCH_FROM ?? 0);
    for (const o of openingList(from + Math.ceil(games / 2)).slice(from))
      for (let w = 0; w < who.length; w++)
        for (const oursRed of [true, false])
          if (tasks.filter((t) => t.who === w).length < games) tasks.push({ who: w, ours: who[w].spec, oursRed, opening: o.moves, name: o.name, limits: { movetime: ms } });
    const scores: number[][] = who.map(() => []);
    // every game's moves, for looking into results afterwards
    const record = process.env.MATCH_OUT ?? `dist/bench/match-${ms}ms.games`;
    fs.writeFileSync(record, '');
    // depth also over the first 30 moves of each side: endgames and found mates inflate the mean
    const st = who.map(() => ({ ours: side(), fsf: side() }));
    const t0 = Date.now();
    const loads: string[] = [];
    await runPool<Task & { who: number }, GameResult>(tasks, workers, (r, t, i) => {
      const score = ((t.oursRed ? r.result : -r.result) + 1) / 2;
      // a contestant's games in task order, so each opening's two colours stay a pair for the error
      const k = tasks.filter((x, j) => j < i && x.who === t.who).length;
      scores[t.who][k] = score;
      for (const [colour, whose] of [['red', t.oursRed ? 'ours' : 'fsf'], ['black', t.oursRed ? 'fsf' : 'ours']] as const)
        for (const [n, m] of r[colour].entries()) {
          const x = st[t.who][whose];
          x.depth.push(m.depth);
          if (n < 30) x.early.push(m.depth);
          x.nodes += m.nodes;
          x.ms += m.timeMs;
          x.moves++;
        }
      if (i % 10 === 0) loads.push(loadAverage().split(' ')[0]);
      const tag = who.length > 1 ? `[${who[t.who].label}] ` : '';
      fs.appendFileSync(record, `${i + 1}\t${tag}ours ${t.oursRed ? 'red' : 'black'}\t${score}\t${r.reason}\t${r.moves.join(' ')}\n`);
      console.log(`game ${i + 1} ${tag}ours ${t.oursRed ? 'red  ' : 'black'} ${String(score).padEnd(3)} ${r.reason.padEnd(22)} plies ${String(r.plies).padStart(3)}  ${t.name}  (${Math.round((Date.now() - t0) / 1000)} s)`);
    });
    for (let w = 0; w < who.length; w++) {
      const s = summary(scores[w]);
      console.log(`\n${who[w].label}: score ${s.text} at ${ms} ms/move`);
      for (const k of ['ours', 'fsf'] as const) {
        const x = st[w][k];
        console.log(`  ${k === 'ours' ? 'ours          ' : 'Fairy-Stockfish'}: nps ${Math.round((x.nodes * 1000) / Math.max(1, x.ms))}, depth mean ${mean(x.depth).toFixed(2)} median ${median(x.depth)} (first 30 moves: mean ${mean(x.early).toFixed(2)}), mean time/move ${(x.ms / Math.max(1, x.moves)).toFixed(0)} ms (${((100 * x.ms) / Math.max(1, x.moves) / ms).toFixed(0)}% of ${ms})`);
      }
    }
    console.log(`load (1-min average, sampled every 10 games): ${loads.join(' ')}; at end ${loadAverage()}; ${Math.round((Date.now() - t0) / 60000)} min`);
    process.exit(0);
  })();
}
