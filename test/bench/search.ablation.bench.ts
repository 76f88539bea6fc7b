/**
 * Benchmark (not a test): self-play ablation. For each search technique, the full engine plays the
 * engine with that technique off (techniques off by default: on against off) at a fixed node budget
 * per move, from the balanced openings with colours swapped, two games at a time. Prints one row per
 * technique: its Elo with the 95% interval. `npm run bench:ablation`; env ABLATION_NODES (20000),
 * ABLATION_PAIRS (one per opening), ABLATION_ONLY=name,name, ABLATION_WORKERS (2).
 */
import { DEFAULT_FEATURES, SearchFeatures } from '../../src/engine/search';
import { EngineSpec, GameResult, Limits, ourPlayer, playGame } from './lib/game';
import { loadOpenings, openingList } from './lib/openings';
import { isMainThread, runPool, serve } from './lib/pool';
import { loadAverage, summary } from './lib/stats';

interface Task { feature: string; a: EngineSpec; b: EngineSpec; aRed: boolean; opening: string[]; limits: Limits }

if (!isMainThread) {
  serve<Task, GameResult>((t) => {
    const a = ourPlayer(t.a), b = ourPlayer(t.b);
    return playGame(t.aRed ? a : b, t.aRed ? b : a, t.opening, t.limits);
  });
} else {
  void (async () => {
    const nodes = Number(process.env.ABLATION_NODES ?? 20000);
    const pairs = Number(process.env.ABLATION_PAIRS ?? loadOpenings().length);
    const only = process.env.ABLATION_ONLY?.split(',');
    const workers = Number(process.env.ABLATION_WORKERS ?? 2);
    const features = (Object.keys(DEFAULT_FEATURES) as Array<keyof SearchFeatures>).filter((f) => !only || only.includes(f));
    console.log(`ablation: ${nodes} nodes/move, ${pairs} pairs per technique, ${workers} workers; load ${loadAverage()}`);
    const openings = openingList(pairs);
    const tasks: Task[] = [];
    for (const feature of features)
      for (const o of openings)
        for (const aRed of [true, false])
          tasks.push({ feature, a: { features: { [feature]: true } }, b: { features: { [feature]: false } }, aRed, opening: o.moves, limits: { nodes } });
    const scores = new Map<string, number[]>();
    const counts = new Map<string, number>();
    const t0 = Date.now();
    await runPool<Task, GameResult>(tasks, workers, (r, t, i) => {
      const list = scores.get(t.feature) ?? [];
      list[i % (2 * pairs)] = ((t.aRed ? r.result : -r.result) + 1) / 2;
      scores.set(t.feature, list);
      counts.set(t.feature, (counts.get(t.feature) ?? 0) + 1);
      if (counts.get(t.feature) === 2 * pairs) {
        const s = summary(list);
        console.log(`${t.feature.padEnd(20)} ${DEFAULT_FEATURES[t.feature as keyof SearchFeatures] ? 'on ' : 'off'}  with vs without: ${s.text}  (${Math.round((Date.now() - t0) / 1000)} s)`);
      }
    });
    console.log(`load ${loadAverage()}`);
    process.exit(0);
  })();
}
