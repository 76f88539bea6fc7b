/**
 * Benchmark (not a test): mates found at a fixed time per position, ours and Fairy-Stockfish side by
 * side, over the project's own set (test/fixtures/mates/mates.tsv: positions from our self-play
 * games with a mate in exactly N proved by exhaustive search). Solved: a mate score of at most N moves
 * for the side to move, and a first move that the prover confirms mates within N. Each engine starts
 * every position with a fresh table. `npm run bench:mate` (env MATE_MS "200,1000", MATE_LIMIT).
 */
import * as fs from 'node:fs';
import { parseFen } from '../../src/core/fen';
import { moveToIccs, parseIccs } from '../../src/core/notation';
import { Engine } from '../../src/engine/engine';
import { toScore } from '../../src/engine/score';
import { Fsf } from './lib/fsf';
import { moveMates } from './lib/mate';
import { loadAverage } from './lib/stats';

const TIMES = (process.env.MATE_MS ?? '200,1000').split(',').map(Number);
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

void (async () => {
  const sf = await Fsf.load({ hashMb: 16 });
  console.log(`mate set: ${rows.length} positions (${[1, 2, 3, 4, 5].map((n) => `${rows.filter((r) => r.n === n).length} in ${n}`).join(', ')}); load ${loadAverage()}`);
  for (const ms of TIMES) {
    const ours = new Map<number, number>(), fsf = new Map<number, number>();
    for (const { fen, n } of rows) {
      const e = new Engine({ hashMb: 16, clock: () => performance.now() });
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
