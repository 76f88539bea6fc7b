/**
 * Benchmark (not a test): self-play ablation. For each search technique, the full engine plays
 * the engine with that technique off, at a fixed node budget per move (deterministic), from
 * balanced openings with both colours. Prints the score and Elo of the technique with a 95%
 * interval. Run: `npx tsx test/bench/search.ablation.bench.ts` (env ABLATION_NODES, ABLATION_OPENINGS).
 */
import { START_FEN, parseFen } from '../../src/core/fen';
import { moveToIccs, parseIccs } from '../../src/core/notation';
import type { Position } from '../../src/core/position';
import { repetitionStatus, repetitionVerdict } from '../../src/core/repetition';
import { Engine } from '../../src/engine/engine';
import { DEFAULT_FEATURES, SearchFeatures } from '../../src/engine/search';

const NODES = Number(process.env.ABLATION_NODES ?? 5000);
const OPENINGS: string[][] = [
  ['h2e2', 'h9g7'], ['h2e2', 'b7e7'], ['h2e2', 'h7e7'], ['c3c4', 'g6g5'],
  ['c0e2', 'h7e7'], ['b0c2', 'g6g5'], ['h2f2', 'h9g7'], ['b2d2', 'b9c7'],
].slice(0, Number(process.env.ABLATION_OPENINGS ?? 8));

const judge = (pos: Position): number | undefined => {
  if (!pos.hasLegalMove()) return pos.turn === 0 ? -1 : 1;
  const rep = repetitionStatus(pos, 2);
  if (rep) {
    const v = repetitionVerdict(rep);
    return v === 0 ? 0 : pos.turn === 0 ? v : -v;
  }
  if (pos.halfmoves[pos.ply] >= 120 || pos.ply >= 200) return 0;
  return undefined;
};

const play = (red: Engine, black: Engine, opening: string[]): number => {
  const p = parseFen(START_FEN);
  if (!p.ok) throw new Error('start');
  const pos = p.value;
  const moves = [...opening];
  for (const t of opening) { const m = parseIccs(pos, t); if (m.ok) pos.play(m.value); }
  red.newGame();
  black.newGame();
  let res: number | undefined;
  while ((res = judge(pos)) === undefined) {
    const e = pos.turn === 0 ? red : black;
    e.setPosition(START_FEN, moves);
    const m = e.go({ nodes: NODES }).bestMove;
    pos.play(m);
    moves.push(moveToIccs(m));
  }
  return res;
};

const elo = (q: number): number => (q <= 0 ? -Infinity : q >= 1 ? Infinity : -400 * Math.log10(1 / q - 1));

for (const feature of Object.keys(DEFAULT_FEATURES) as Array<keyof SearchFeatures>) {
  const full = new Engine({ hashMb: 8 });
  const without = new Engine({ hashMb: 8 });
  without.search.features[feature] = false;
  const scores: number[] = [];
  for (const o of OPENINGS) {
    scores.push((play(full, without, o) + 1) / 2);
    scores.push((1 - play(without, full, o)) / 2);
  }
  const n = scores.length;
  const p = scores.reduce((a, b) => a + b, 0) / n;
  const sd = Math.sqrt(scores.reduce((s, x) => s + (x - p) ** 2, 0) / n / n);
  console.log(`${feature.padEnd(15)} with vs without: ${(p * n).toFixed(1)}/${n}  elo ${elo(p).toFixed(0)} (95%: ${elo(p - 1.96 * sd).toFixed(0)} .. ${elo(p + 1.96 * sd).toFixed(0)})`);
}
