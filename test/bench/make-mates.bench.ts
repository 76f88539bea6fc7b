/**
 * Builds the mate benchmark's set (not a test; run once, the result is committed as
 * test/fixtures/mates/mates.tsv): positions from our own self-play games (the tuning games,
 * test/fixtures/tuning/games.txt) a few moves before the winner mated, kept when the exhaustive
 * prover (lib/mate.ts) shows a forced mate in exactly N ≤ MATES_MAX moves. `npm run bench:make-mates`
 * (env MATES_MAX 4, MATES_PER_N 80, MATES_GAMES file).
 */
import * as fs from 'node:fs';
import { START_FEN, parseFen, toFen } from '../../src/core/fen';
import { parseIccs } from '../../src/core/notation';
import { exactMate, clearMateMemo } from './lib/mate';

const MAX = Number(process.env.MATES_MAX ?? 4);
const PER_N = Number(process.env.MATES_PER_N ?? 80);
const FILE = process.env.MATES_GAMES ?? 'test/fixtures/tuning/games.txt';
const OUT = 'test/fixtures/mates/mates.tsv';

const byN: string[][] = Array.from({ length: MAX + 1 }, () => []);
const seen = new Set<string>();
const t0 = Date.now();
for (const line of fs.readFileSync(FILE, 'utf8').split('\n')) {
  if (!line || line.startsWith('#')) continue;
  const [res, ...moves] = line.split(' ');
  if (res === '0') continue;
  const p = parseFen(START_FEN);
  if (!p.ok) throw new Error('start');
  const pos = p.value;
  for (const t of moves) {
    const m = parseIccs(pos, t);
    if (!m.ok) throw new Error(t);
    pos.play(m.value);
  }
  if (pos.hasLegalMove()) continue; // decided by a rule, not by mate
  // the winner to move 1, 3, 5, … plies before the end
  for (let back = 1; back <= 2 * MAX - 1; back += 2) {
    const q = parseFen(START_FEN);
    if (!q.ok) throw new Error('start');
    for (const t of moves.slice(0, moves.length - back)) {
      const m = parseIccs(q.value, t);
      if (m.ok) q.value.play(m.value);
    }
    const fen = toFen(q.value);
    const board = fen.split(' ').slice(0, 2).join(' ');
    if (seen.has(board)) continue;
    seen.add(board);
    const n = exactMate(parseFen(fen).ok ? (parseFen(fen) as { value: typeof q.value }).value : q.value, MAX);
    clearMateMemo();
    if (n > 0 && byN[n].length < PER_N) byN[n].push(`${fen}\t${n}`);
  }
  if (byN.slice(1).every((l) => l.length >= PER_N)) break;
}
const rows = byN.flat();
fs.writeFileSync(OUT, `# FEN\tmate in N (exact, proved by test/bench/lib/mate.ts), from our self-play games; built by test/bench/make-mates.bench.ts\n${rows.join('\n')}\n`);
console.log(`${rows.length} positions (${byN.map((l, n) => (n ? `mate in ${n}: ${l.length}` : '')).filter(Boolean).join(', ')}) in ${OUT} (${Math.round((Date.now() - t0) / 1000)} s)`);
