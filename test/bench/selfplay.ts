/**
 * Self-play at a fixed node budget for benches: game pairs (both colours) from varied openings.
 * Each pair starts from one of eight named openings followed by four plies chosen by a shallow
 * search with root randomness from a seeded generator, so a run is reproducible and a hundred
 * games are a hundred different games.
 */
import { START_FEN, parseFen } from '../../src/core/fen';
import { moveToIccs, parseIccs } from '../../src/core/notation';
import type { Position } from '../../src/core/position';
import { repetitionStatus, repetitionVerdict } from '../../src/core/repetition';
import { Engine } from '../../src/engine/engine';

export const OPENINGS: string[][] = [
  ['h2e2', 'h9g7'], ['h2e2', 'b7e7'], ['h2e2', 'h7e7'], ['c3c4', 'g6g5'],
  ['c0e2', 'h7e7'], ['b0c2', 'g6g5'], ['h2f2', 'h9g7'], ['b2d2', 'b9c7'],
];

/** Small deterministic generator (mulberry32). */
export const seeded = (seed: number): (() => number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

/** +1 red wins, -1 black wins, 0 draw, undefined: the game goes on. */
export const judge = (pos: Position, maxPlies = 200): number | undefined => {
  if (!pos.hasLegalMove()) return pos.turn === 0 ? -1 : 1;
  const rep = repetitionStatus(pos, 2);
  if (rep) {
    const v = repetitionVerdict(rep);
    return v === 0 ? 0 : pos.turn === 0 ? v : -v;
  }
  if (pos.halfmoves[pos.ply] >= 120 || pos.ply >= maxPlies) return 0;
  return undefined;
};

/** The opening of pair i: a named opening plus four varied plies. */
export const opening = (i: number): string[] => {
  const opener = new Engine({ hashMb: 1, random: seeded(1000 + i) });
  const moves = [...OPENINGS[i % OPENINGS.length]];
  for (let k = 0; k < 4; k++) {
    opener.setPosition(START_FEN, moves);
    moves.push(moveToIccs(opener.go({ depth: 3, randomness: 40 }).bestMove));
  }
  return moves;
};

/** Plays one game; returns +1/0/-1 from Red's side. */
export const playGame = (red: Engine, black: Engine, start: string[], nodes: number): number => {
  const p = parseFen(START_FEN);
  if (!p.ok) throw new Error('start');
  const pos = p.value;
  const moves = [...start];
  for (const t of start) {
    const m = parseIccs(pos, t);
    if (!m.ok) throw new Error(`bad opening move ${t}`);
    pos.play(m.value);
  }
  red.newGame();
  black.newGame();
  let res: number | undefined;
  while ((res = judge(pos)) === undefined) {
    const e = pos.turn === 0 ? red : black;
    e.setPosition(START_FEN, moves);
    const m = e.go({ nodes }).bestMove;
    pos.play(m);
    moves.push(moveToIccs(m));
  }
  return res;
};

export const elo = (q: number): number => (q <= 0 ? -Infinity : q >= 1 ? Infinity : -400 * Math.log10(1 / q - 1));

/** Score of `a` against `b` over `pairs` game pairs, with Elo and its 95% half-width. */
export const match = (a: Engine, b: Engine, pairs: number, nodes: number): { points: number; games: number; elo: number; err: number; text: string } => {
  const scores: number[] = [];
  for (let i = 0; i < pairs; i++) {
    const o = opening(i);
    scores.push((playGame(a, b, o, nodes) + 1) / 2);
    scores.push((1 - playGame(b, a, o, nodes)) / 2);
  }
  const n = scores.length;
  const points = scores.reduce((x, y) => x + y, 0);
  const p = points / n;
  const sd = Math.sqrt(scores.reduce((s, x) => s + (x - p) ** 2, 0) / n / n);
  const e = elo(p);
  const lo = elo(p - 1.96 * sd), hi = elo(p + 1.96 * sd);
  const err = Number.isFinite(lo) && Number.isFinite(hi) ? (hi - lo) / 2 : Infinity;
  const text = `${points.toFixed(1)}/${n}  elo ${e.toFixed(0)} ± ${err.toFixed(0)}`;
  return { points, games: n, elo: e, err, text };
};
