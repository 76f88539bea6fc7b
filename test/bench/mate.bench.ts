/**
 * Benchmark (not a test): mates found over the project's own set (test/fixtures/mates/mates.tsv:
 * positions from our self-play games with a mate in exactly N proved by exhaustive search), ours and
 * Fairy-Stockfish side by side. First at a fixed depth of 2N+2 (`go depth 2N+2`): found at the true
 * distance (mate in exactly N, a first move the prover confirms), longer, or missed; ours as it plays,
 * with every mate switch on (shorterMates, mateThreat, stalemates) and with none, in the same run. Then at a fixed
 * time per position: solved is a mate score of at most N moves and a confirmed first move. Each engine
 * starts every position with a fresh table. `npm run bench:mate` (env MATE_MS "200,1000" (empty: no
 * timed runs), MATE_DEPTH 1 (0: no fixed-depth run), MATE_SWITCHES_OFF, MATE_LIMIT, XQLENS_FSF_NATIVE=<path>
 * for the native Fairy-Stockfish instead of the WASM build, as bench:match).
 */
import * as fs from 'node:fs';
import { parseFen } from '../../src/core/fen';
import { moveToIccs, parseIccs } from '../../src/core/notation';
import { Engine } from '../../src/engine/engine';
import type { SearchFeatures } from '../../src/engine/search';
import { toScore } from '../../src/engine/score';
import { Fsf } from './lib/fsf';
import { moveMates } from './lib/mate';
import { loadAverage } from './lib/stats';

const TIMES = (process.env.MATE_MS ?? '200,1000').split(',').filter(Boolean).map(Number);
const DEPTH_RUN = process.env.MATE_DEPTH !== '0';
/** MATE_SWITCHES_OFF=1: the timed runs without the mate switches, to compare with a run as it plays. */
const TIMED_OFF = process.env.MATE_SWITCHES_OFF === '1';
/** The switches that make a mate found at its true distance; off, the search as it was before them. */
const MATE_SWITCHES: Array<keyof SearchFeatures> = ['shorterMates', 'mateThreat', 'stalemates'];
const rows = fs.readFileSync('test/fixtures/mates/mates.tsv', 'utf8').split('\n').filter((l) => l && !l.startsWith('#')).map((l) => {
  const [fen, n] = l.split('\t');
  return { fen, n: Number(n) };
}).slice(0, Number(process.env.MATE_LIMIT ?? Infinity));

const confirms = (fen: string, move: string, n: number): boolean => {
  const p = parseFen(fen);
  if (!p.ok) return false;
  const m = parseIccs(p.value, move);
  return m.ok && moveMates(p.value, m.value, n);
};

/** Per N: found at the true distance, reported longer, missed (no mate, or a first move that does not mate). */
interface Tally { exact: number; longer: number; missed: number }
const tally = (): Map<number, Tally> => new Map([1, 2, 3, 4, 5].map((n) => [n, { exact: 0, longer: 0, missed: 0 }]));
const count = (t: Map<number, Tally>, n: number, mate: number | undefined, confirmed: boolean): void => {
  const x = t.get(n) as Tally;
  if (mate !== undefined && mate > 0 && mate === n && confirmed) x.exact++;
  else if (mate !== undefined && mate > n) x.longer++;
  else x.missed++;
};
const line = (t: Map<number, Tally>): string => {
  const ns = [1, 2, 3, 4, 5].filter((n) => rows.some((r) => r.n === n));
  const all = ns.reduce((a, n) => a + (t.get(n) as Tally).exact, 0);
  const longer = ns.reduce((a, n) => a + (t.get(n) as Tally).longer, 0);
  const missed = ns.reduce((a, n) => a + (t.get(n) as Tally).missed, 0);
  return `${all}/${rows.length} (${ns.map((n) => `in ${n}: ${(t.get(n) as Tally).exact}/${rows.filter((r) => r.n === n).length}`).join(', ')}; longer ${longer}, missed ${missed})`;
};

/** `go depth 2N+2` for every row: ours as it plays, with every mate switch on and with none, and Fairy-Stockfish. */
const depthRun = async (sf: Fsf): Promise<void> => {
  for (const [label, on] of [['as it plays', undefined], ['with every mate switch on', true], ['without the mate switches', false]] as const) {
    const t = tally();
    let nodes = 0;
    const t0 = performance.now();
    for (const { fen, n } of rows) {
      const e = new Engine({ hashMb: 16 });
      if (on !== undefined) for (const k of MATE_SWITCHES) e.search.features[k] = on;
      e.setPosition(fen, []);
      const r = e.go({ depth: 2 * n + 2 });
      nodes += r.nodes;
      const s = r.lines[0] ? toScore(r.lines[0].value) : undefined;
      count(t, n, s?.kind === 'mate' ? s.value : undefined, confirms(fen, moveToIccs(r.bestMove), n));
    }
    const ms = performance.now() - t0;
    console.log(`depth 2N+2, ours ${label}: ${line(t)}; nodes ${nodes}, ${Math.round(ms)} ms; load ${loadAverage()}`);
  }
  const t = tally();
  for (const { fen, n } of rows) {
    await sf.newGame();
    const f = await sf.go(fen, [], `depth ${2 * n + 2}`);
    count(t, n, f.score?.kind === 'mate' ? f.score.value : undefined, confirms(fen, f.bestmove, n));
  }
  console.log(`depth 2N+2, Fairy-Stockfish: ${line(t)}`);
};

void (async () => {
  const native = process.env.XQLENS_FSF_NATIVE;
  const sf = native ? await Fsf.native(native, { hashMb: 16 }) : await Fsf.load({ hashMb: 16 });
  console.log(`Fairy-Stockfish: ${sf.build}`);
  console.log(`mate set: ${rows.length} positions (${[1, 2, 3, 4, 5].map((n) => `${rows.filter((r) => r.n === n).length} in ${n}`).join(', ')}); load ${loadAverage()}`);
  if (DEPTH_RUN) await depthRun(sf);
  for (const ms of TIMES) {
    const ours = new Map<number, number>(), fsf = new Map<number, number>();
    for (const { fen, n } of rows) {
      const e = new Engine({ hashMb: 16, clock: () => performance.now() });
      if (TIMED_OFF) for (const k of MATE_SWITCHES) e.search.features[k] = false;
      e.setPosition(fen, []);
      const r = e.go({ movetime: ms });
      const s = r.lines[0] ? toScore(r.lines[0].value) : undefined;
      if (s && s.kind === 'mate' && s.value > 0 && s.value <= n && confirms(fen, moveToIccs(r.bestMove), n)) ours.set(n, (ours.get(n) ?? 0) + 1);
      await sf.newGame();
      const f = await sf.go(fen, [], `movetime ${ms}`);
      if (f.score?.kind === 'mate' && f.score.value > 0 && f.score.value <= n && confirms(fen, f.bestmove, n)) fsf.set(n, (fsf.get(n) ?? 0) + 1);
    }
    const total = (x: Map<number, number>): number => [...x.values()].reduce((a, b) => a + b, 0);
    const per = (x: Map<number, number>): string => [1, 2, 3, 4, 5].filter((n) => rows.some((r) => r.n === n)).map((n) => `in ${n}: ${x.get(n) ?? 0}/${rows.filter((r) => r.n === n).length}`).join(', ');
    console.log(`${ms} ms: ours ${total(ours)}/${rows.length} (${per(ours)}); Fairy-Stockfish ${total(fsf)}/${rows.length} (${per(fsf)}); load ${loadAverage()}`);
  }
  sf.quit();
  process.exit(0);
})();
