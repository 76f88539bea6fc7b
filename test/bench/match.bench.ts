/**
 * Benchmark (not a test): our engine against Fairy-Stockfish's WASM build (variant xiangqi,
 * classical evaluation, one thread, same hash) at a fixed time per move, from the balanced opening
 * set (test/fixtures/openings/balanced.tsv), each opening with both colours, two games at a time on
 * two worker threads (each holds one engine of each kind; one game per core). Rules by our core.
 * Prints every game, then score, Elo with its 95% interval, W/D/L, and for both engines nodes/second,
 * mean depth and mean time used per move (share of the budget). `npm run bench:match`; env:
 *   MATCH_MS (200), MATCH_GAMES (100; pairs of openings in order), MATCH_WORKERS (2), MATCH_HASH (16),
 *   MATCH_BASE=<git rev> plays that commit's engine instead of this build, MATCH_FEATURES="lmr=0,…",
 *   MATCH_OUT (dist/bench/match-<ms>ms.games: every game's result, reason and moves)
 */
import * as fs from 'node:fs';
import { Fsf } from './lib/fsf';
import { EngineSpec, GameResult, Limits, fsfPlayer, ourPlayer, playGame } from './lib/game';
import { buildBaseline } from './lib/baseline';
import { openingList } from './lib/openings';
import { isMainThread, runPool, serve } from './lib/pool';
import { loadAverage, mean, median, summary } from './lib/stats';

interface Task { ours: EngineSpec; oursRed: boolean; opening: string[]; name: string; limits: Limits }

if (!isMainThread) {
  let sf: Fsf | undefined;
  serve<Task, GameResult>(async (t) => {
    sf ??= await Fsf.load({ hashMb: t.ours.hashMb });
    const ours = ourPlayer(t.ours), fsf = fsfPlayer(sf);
    return playGame(t.oursRed ? ours : fsf, t.oursRed ? fsf : ours, t.opening, t.limits);
  });
} else {
  void (async () => {
    const ms = Number(process.env.MATCH_MS ?? 200);
    const games = Number(process.env.MATCH_GAMES ?? 100);
    const workers = Number(process.env.MATCH_WORKERS ?? 2);
    const hashMb = Number(process.env.MATCH_HASH ?? 16);
    const features = Object.fromEntries((process.env.MATCH_FEATURES ?? '').split(',').filter(Boolean).map((kv) => [kv.split('=')[0], kv.split('=')[1] !== '0']));
    const ours: EngineSpec = { hashMb, features };
    if (process.env.MATCH_BASE) ours.module = await buildBaseline(process.env.MATCH_BASE);
    console.log(`match: ${process.env.MATCH_BASE ? `commit ${process.env.MATCH_BASE}` : 'this build'} vs Fairy-Stockfish WASM, ${ms} ms/move, ${games} games, hash ${hashMb} MB, ${workers} workers${Object.keys(features).length ? `, features ${JSON.stringify(features)}` : ''}`);
    console.log(`load at start ${loadAverage()}`);
    const tasks: Task[] = [];
    for (const o of openingList(Math.ceil(games / 2)))
      for (const oursRed of [true, false]) if (tasks.length < games) tasks.push({ ours, oursRed, opening: o.moves, name: o.name, limits: { movetime: ms } });
    const scores: number[] = new Array(tasks.length);
    // every game's moves, for looking into results afterwards
    const record = process.env.MATCH_OUT ?? `dist/bench/match-${ms}ms.games`;
    fs.writeFileSync(record, '');
    // depth also over the first 30 moves of each side: endgames and found mates inflate the mean
    const st = { ours: { depth: [] as number[], early: [] as number[], nodes: 0, ms: 0, moves: 0 }, fsf: { depth: [] as number[], early: [] as number[], nodes: 0, ms: 0, moves: 0 } };
    const t0 = Date.now();
    const loads: string[] = [];
    await runPool<Task, GameResult>(tasks, workers, (r, t, i) => {
      scores[i] = ((t.oursRed ? r.result : -r.result) + 1) / 2;
      for (const [side, who] of [['red', t.oursRed ? 'ours' : 'fsf'], ['black', t.oursRed ? 'fsf' : 'ours']] as const)
        for (const [k, m] of r[side].entries()) {
          st[who].depth.push(m.depth);
          if (k < 30) st[who].early.push(m.depth);
          st[who].nodes += m.nodes;
          st[who].ms += m.timeMs;
          st[who].moves++;
        }
      if (i % 10 === 0) loads.push(loadAverage().split(' ')[0]);
      fs.appendFileSync(record, `${i + 1}\tours ${t.oursRed ? 'red' : 'black'}\t${scores[i]}\t${r.reason}\t${r.moves.join(' ')}\n`);
      console.log(`game ${i + 1} ours ${t.oursRed ? 'red  ' : 'black'} ${String(scores[i]).padEnd(3)} ${r.reason.padEnd(22)} plies ${String(r.plies).padStart(3)}  ${t.name}  (${Math.round((Date.now() - t0) / 1000)} s)`);
    });
    const s = summary(scores);
    console.log(`\nscore ${s.text} at ${ms} ms/move`);
    for (const who of ['ours', 'fsf'] as const) {
      const x = st[who];
      console.log(`${who === 'ours' ? 'ours          ' : 'Fairy-Stockfish'}: nps ${Math.round((x.nodes * 1000) / Math.max(1, x.ms))}, depth mean ${mean(x.depth).toFixed(2)} median ${median(x.depth)} (first 30 moves: mean ${mean(x.early).toFixed(2)}), mean time/move ${(x.ms / Math.max(1, x.moves)).toFixed(0)} ms (${((100 * x.ms) / Math.max(1, x.moves) / ms).toFixed(0)}% of ${ms})`);
    }
    console.log(`load (1-min average, sampled every 10 games): ${loads.join(' ')}; at end ${loadAverage()}; ${Math.round((Date.now() - t0) / 60000)} min`);
    process.exit(0);
  })();
}
