/**
 * Benchmark (not a test): self-play at a fixed node budget, deterministic and load-proof, for
 * development decisions. Engine A is this build; engine B is this build too or a baseline commit
 * (bundled from `git archive`, see lib/baseline.ts). Each opening of the balanced set is played
 * twice, colours swapped; more pairs add seeded plies (lib/openings.ts). Two games at a time.
 * `npm run bench:selfplay`; env:
 *   SP_BASE=<git rev>        engine B from that commit (default: this build)
 *   SP_A_FEATURES / SP_B_FEATURES = "lmr=0,futility=1"   search switches
 *   SP_A_PARAMS / SP_B_PARAMS = "name=value,…"            numbers (search.params, evaluation weights)
 *   SP_A_WEIGHTS / SP_B_WEIGHTS = <tuner's file>          evaluation weights and piece-square tables (bench:tune's output)
 *   SP_NODES (20000) or SP_MOVETIME (ms) or SP_DEPTH (load-proof, e.g. threads against one thread at equal depth), SP_PAIRS (one per opening), SP_WORKERS (2), SP_HASH (16)
 *   SP_FROM (0)              skip that many pairs first: a long match in parts, each part's games new
 *   SP_A_THREADS / SP_B_THREADS (1)   Lazy SMP threads (default switches only); for threads against one
 *                            thread at equal time play one game at a time on a machine of that many cores:
 *                            SP_A_THREADS=2 SP_MOVETIME=200 SP_WORKERS=1 SP_PAIRS=100 npm run bench:selfplay
 */
import { summary, mean, loadAverage } from './lib/stats';
import { EngineSpec, GameResult, Limits, ourPlayer, parseSwitches, playGame, withWeights } from './lib/game';
import { buildBaseline } from './lib/baseline';
import { loadOpenings, openingList } from './lib/openings';
import { isMainThread, runPool, serve } from './lib/pool';

interface Task { a: EngineSpec; b: EngineSpec; aRed: boolean; opening: string[]; limits: Limits }

if (!isMainThread) {
  // players live as long as the worker (each game begins with newGame): threads are started once
  const players = new Map<string, ReturnType<typeof ourPlayer>>();
  const player = (spec: EngineSpec, side: string): ReturnType<typeof ourPlayer> => {
    const key = `${side} ${JSON.stringify(spec)}`;
    let p = players.get(key);
    if (!p) players.set(key, (p = ourPlayer(spec)));
    return p;
  };
  serve<Task, GameResult>(async (t) => {
    const a = player(t.a, 'a'), b = player(t.b, 'b');
    return playGame(t.aRed ? a : b, t.aRed ? b : a, t.opening, t.limits);
  });
} else {
  void (async () => {
    const hashMb = Number(process.env.SP_HASH ?? 16);
    const side = (x: 'A' | 'B'): EngineSpec => {
      const spec = { ...parseSwitches(`${process.env[`SP_${x}_FEATURES`] ?? ''},${process.env[`SP_${x}_PARAMS`] ?? ''}`), hashMb, threads: Number(process.env[`SP_${x}_THREADS`] ?? 1) };
      const weights = process.env[`SP_${x}_WEIGHTS`];
      return weights ? withWeights(spec, weights) : spec;
    };
    const a = side('A');
    const b = side('B');
    if (process.env.SP_BASE) b.module = await buildBaseline(process.env.SP_BASE);
    const limits: Limits = process.env.SP_MOVETIME
      ? { movetime: Number(process.env.SP_MOVETIME) }
      : process.env.SP_DEPTH
        ? { depth: Number(process.env.SP_DEPTH) }
        : { nodes: Number(process.env.SP_NODES ?? 20000) };
    const pairs = Number(process.env.SP_PAIRS ?? loadOpenings().length);
    const workers = Number(process.env.SP_WORKERS ?? 2);
    const from = Number(process.env.SP_FROM ?? 0);
    console.log(`self-play: A = this build ${JSON.stringify({ features: a.features, params: a.params, threads: a.threads })}`);
    console.log(`           B = ${process.env.SP_BASE ? `commit ${process.env.SP_BASE}` : 'this build'} ${JSON.stringify({ features: b.features, params: b.params, threads: b.threads })}`);
    console.log(`${pairs} pairs${from ? ` from pair ${from + 1}` : ''}, ${JSON.stringify(limits)} per move, hash ${hashMb} MB, ${workers} workers; load ${loadAverage()}`);
    const tasks: Task[] = [];
    for (const o of openingList(from + pairs).slice(from)) for (const aRed of [true, false]) tasks.push({ a, b, aRed, opening: o.moves, limits });
    const scores: number[] = new Array(tasks.length);
    const stats = { a: { depth: [] as number[], nodes: 0, ms: 0 }, b: { depth: [] as number[], nodes: 0, ms: 0 } };
    const t0 = Date.now();
    let done = 0;
    await runPool<Task, GameResult>(tasks, workers, (r, t, i) => {
      scores[i] = ((t.aRed ? r.result : -r.result) + 1) / 2;
      for (const [side, who] of [['red', t.aRed ? 'a' : 'b'], ['black', t.aRed ? 'b' : 'a']] as const)
        for (const m of r[side]) {
          stats[who].depth.push(m.depth);
          stats[who].nodes += m.nodes;
          stats[who].ms += m.timeMs;
        }
      if (++done % 20 === 0 || done === tasks.length) {
        const s = summary(scores.filter((x) => x !== undefined));
        console.log(`${done}/${tasks.length} games  ${s.text}  (${Math.round((Date.now() - t0) / 1000)} s)`);
      }
    });
    const s = summary(scores);
    console.log(`A vs B: ${s.text}`);
    for (const who of ['a', 'b'] as const)
      console.log(`${who.toUpperCase()}: mean depth ${mean(stats[who].depth).toFixed(2)}, nps ${Math.round((stats[who].nodes * 1000) / Math.max(1, stats[who].ms))}`);
    console.log(`load ${loadAverage()}`);
    process.exit(0);
  })();
}
