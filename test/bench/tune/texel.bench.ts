/**
 * Texel data, step 2 (not a test): fits the evaluation's weights to our own self-play results.
 * Replays test/fixtures/tuning/games.txt, keeps quiet positions (not in check, no capture winning
 * material by static exchange) after the first TUNE_SKIP plies, records each one's features
 * (evaluate.ts: the value is the weights' dot product with them) and its game's result, fits the
 * logistic scale K, then minimises the mean squared error between result and sigmoid(K · eval)
 * with Adam over the weights (the games of one opening in five held out, to check the fit generalises). Prints the
 * weights before and after and writes them to test/fixtures/tuning/weights.json.
 * With TUNE_LABELS=<file> (tune/label.bench.ts: FEN and a stronger engine's score) the target is
 * not the game's result but sigmoid(TUNE_LABEL_K · that score), one position in ten held out.
 * Label files may be joined by commas; with TUNE_FILE given as well, the games' positions join the
 * labelled ones, and TUNE_LABEL_WEIGHT weighs a labelled position against a game's in the loss.
 * With TUNE_PST=1 the piece-square values are fitted square by square (files mirrored, so 50 per
 * role) instead of the seven scales, starting from the current ones (pst.ts); they are written as `pst`,
 * and with TUNE_PST_OUT=<file> (src/engine/pst.ts to put them in play) as the engine's source too.
 * `npm run bench:tune` (env TUNE_FILE (files joined by commas), TUNE_SKIP 12, TUNE_EPOCHS 3000, TUNE_LR 1, TUNE_L2 2e-4, TUNE_FIX=name,… (default
 * the chariot's two values, which anchor the centipawn scale), TUNE_LABELS, TUNE_LABEL_K 0.004, TUNE_LABEL_WEIGHT 1, TUNE_OUT
 * (test/fixtures/tuning/weights.json)).
 */
import * as fs from 'node:fs';
import { START_FEN, parseFen } from '../../../src/core/fen';
import { replayLine } from '../../../src/core/line';
import { parseIccs } from '../../../src/core/notation';
import { DEFAULT_WEIGHTS, EVAL_ALL, FEATURES, WEIGHTS, WEIGHT_NAMES, evaluateRed, pieceSquare } from '../../../src/engine/evaluate';
import { fileOf, rankOf } from '../../../src/core/squares';
import { PIECE_ROLE, ROLE_NAMES } from '../../../src/core/types';
import type { Position } from '../../../src/core/position';
import { loadOpenings } from '../lib/openings';
import { readTuningGames, winsMaterial } from './data';
import { pstSource } from './pstSource';

const FILE = process.env.TUNE_FILE ?? 'test/fixtures/tuning/games.txt';
const SKIP = Number(process.env.TUNE_SKIP ?? 12);
const EPOCHS = Number(process.env.TUNE_EPOCHS ?? 3000);
const LR = Number(process.env.TUNE_LR ?? 1);
// the chariot's value anchors the scale in centipawns: the search's margins are written in it
/** L2 pull toward the starting weights, per unit of each weight's size (keeps thin data from wild values). */
const L2 = Number(process.env.TUNE_L2 ?? 2e-4);
const FIX = new Set((process.env.TUNE_FIX ?? 'chariotMg,chariotEg').split(',').filter(Boolean));
const PST_FIT = process.env.TUNE_PST === '1';
/** Piece-square slots: role × mirrored file (0..4) × rank from the owner's side. */
const SLOTS = PST_FIT ? 7 * 50 : 0;
const slotOf = (role: number, f: number, r: number): number => role * 50 + Math.min(f, 8 - f) * 10 + r;
/** The scale weights the slots replace. */
const PST_SCALES = WEIGHT_NAMES.map((n, j) => (n.startsWith('pst') ? j : -1)).filter((j) => j >= 0);
if (PST_FIT) for (const j of PST_SCALES) FIX.add(WEIGHT_NAMES[j]);
const N = WEIGHT_NAMES.length;
/** All fitted values: the named weights, then the slots. */
const M = N + SLOTS;
/** Up to 32 signed slot codes a row: (slot + 1) for Red's pieces, negative for Black's, 0 ends. */
const PIECES = 32;
const LABELS = process.env.TUNE_LABELS;
const LABEL_K = Number(process.env.TUNE_LABEL_K ?? 0.004);
/** Games as well as labels only when both are asked for. */
const GAMES = !LABELS || process.env.TUNE_FILE !== undefined;
const LABEL_WEIGHT = Number(process.env.TUNE_LABEL_WEIGHT ?? 1);
const OUT = process.env.TUNE_OUT ?? 'test/fixtures/tuning/weights.json';
const PST_OUT = process.env.TUNE_PST_OUT;

interface Data { x: Float32Array; sp: Int16Array; y: Float32Array; wt: Float32Array; n: number; total: number }
interface Row { f: Float32Array; p: Int16Array; y: number; test: boolean; wt: number }

/** The position's features; with TUNE_PST the piece-square scales' part is left to the slots. */
const rowOf = (pos: Position, y: number, test: boolean, wt = 1): Row => {
  evaluateRed(pos, EVAL_ALL);
  const f = Float32Array.from(FEATURES);
  const p = new Int16Array(PIECES);
  if (PST_FIT) {
    for (const j of PST_SCALES) f[j] = 0;
    let k = 0;
    for (let pc = 16; pc < 48; pc++) {
      const sq = pos.squareOf[pc];
      if (!sq) continue;
      const red = pc < 32;
      const slot = slotOf(PIECE_ROLE[pc], fileOf(sq), red ? rankOf(sq) : 9 - rankOf(sq));
      p[k++] = red ? slot + 1 : -(slot + 1);
    }
  }
  return { f, p, y, test, wt };
};

/** Rows from a label file: each position's features and its judge's score as an expected result for Red. */
const labelled = (file: string): Row[] =>
  fs.readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line, i) => {
    const [fen, score] = line.split('\t');
    const r = replayLine(fen, []);
    if (!r.ok) throw new Error(`${file}:${i + 1}: ${r.error.message}`);
    const pos = r.value.position;
    const red = pos.turn === 0 ? Number(score) : -Number(score);
    return rowOf(pos, 1 / (1 + Math.exp(-LABEL_K * red)), i % 10 === 9, LABEL_WEIGHT);
  });

/**
 * Whether a game is held out. Match games start from the balanced openings, each played many times,
 * so holding out one game in ten would test on openings the fit has seen (and a fit that learns
 * them would look better than it is): a game is held out by its opening, every fifth of the set;
 * only a game from none of them (self-play) by its index.
 */
const OPENINGS = loadOpenings().map((o) => o.moves);
const heldOut = (moves: string[], g: number): boolean => {
  let best = -1;
  for (const [i, o] of OPENINGS.entries())
    if ((best < 0 || o.length > OPENINGS[best].length) && o.every((m, j) => moves[j] === m)) best = i;
  return best >= 0 ? best % 5 === 4 : g % 10 === 9;
};

const load = (): { train: Data; test: Data } => {
  const rows: Row[] = LABELS ? LABELS.split(',').flatMap(labelled) : [];
  const games = GAMES ? readTuningGames(FILE) : [];
  for (const [g, { result, moves }] of games.entries()) {
    const y = (result + 1) / 2;
    const p = parseFen(START_FEN);
    if (!p.ok) throw new Error('start');
    const pos = p.value;
    for (const t of moves) {
      const m = parseIccs(pos, t);
      if (!m.ok) throw new Error(`game ${g + 1}: bad move ${t}`);
      pos.play(m.value);
      if (pos.ply < SKIP || pos.checks[pos.ply] === 1 || winsMaterial(pos)) continue;
      rows.push(rowOf(pos, y, heldOut(moves, g)));
    }
  }
  const pack = (sel: typeof rows): Data => {
    const x = new Float32Array(sel.length * N), sp = new Int16Array(sel.length * PIECES), yy = new Float32Array(sel.length), wt = new Float32Array(sel.length);
    sel.forEach((r, i) => { x.set(r.f, i * N); sp.set(r.p, i * PIECES); yy[i] = r.y; wt[i] = r.wt; });
    return { x, sp, y: yy, wt, n: sel.length, total: sel.reduce((t, r) => t + r.wt, 0) };
  };
  return { train: pack(rows.filter((r) => !r.test)), test: pack(rows.filter((r) => r.test)) };
};

const sigmoid = (v: number, k: number): number => 1 / (1 + Math.exp(-k * v));

/** Red's evaluation of row i: the dense features and the piece-square slots. */
const value = (d: Data, i: number, w: Float64Array): number => {
  let v = 0;
  const o = i * N;
  for (let j = 0; j < N; j++) v += w[j] * d.x[o + j];
  for (let q = i * PIECES, e = q + PIECES; q < e && d.sp[q] !== 0; q++) {
    const c = d.sp[q];
    v += c > 0 ? w[N + c - 1] : -w[N - c - 1];
  }
  return v;
};

const loss = (d: Data, w: Float64Array, k: number): number => {
  let e = 0;
  for (let i = 0; i < d.n; i++) {
    const r = d.y[i] - sigmoid(value(d, i, w), k);
    e += d.wt[i] * r * r;
  }
  return e / d.total;
};

const fitK = (d: Data, w: Float64Array): number => {
  let lo = 0.0005, hi = 0.02;
  for (let it = 0; it < 60; it++) {
    const a = lo + (hi - lo) / 3, b = hi - (hi - lo) / 3;
    if (loss(d, w, a) < loss(d, w, b)) hi = b;
    else lo = a;
  }
  return (lo + hi) / 2;
};

const t0 = Date.now();
const { train, test } = load();
console.log(`${train.n} training and ${test.n} held-out positions from ${[LABELS, GAMES && FILE].filter(Boolean).join(' and ')} (${Math.round((Date.now() - t0) / 1000)} s)`);
const start = new Float64Array(M);
start.set(WEIGHTS);
for (let role = 0; role < 7 && PST_FIT; role++)
  for (let f = 0; f <= 4; f++) for (let r = 0; r < 10; r++) start[N + slotOf(role, f, r)] = pieceSquare(role, f, r) * WEIGHTS[PST_SCALES[role]];
const w = Float64Array.from(start);
const k = fitK(train, w);
console.log(`K ${k.toFixed(5)}; loss before: train ${loss(train, w, k).toFixed(6)}, held out ${loss(test, w, k).toFixed(6)}`);
const free = Uint8Array.from({ length: M }, (_, j) => (j >= N || !FIX.has(WEIGHT_NAMES[j]) ? 1 : 0));
// Adam over the free weights; a step is in proportion to the weight's size (a scale of 1 and a chariot's 950 differ)
const m1 = new Float64Array(M), m2 = new Float64Array(M), grad = new Float64Array(M);
const rate = Float64Array.from({ length: M }, (_, j) => LR * (j < N && WEIGHT_NAMES[j].startsWith('pst') ? 0.01 : Math.max(0.5, Math.abs(start[j]) / 100)));
const size = Float64Array.from({ length: M }, (_, j) => (j < N && WEIGHT_NAMES[j].startsWith('pst') ? 1 : Math.max(20, Math.abs(start[j]))));
const b1 = 0.9, b2 = 0.999;
for (let epoch = 1; epoch <= EPOCHS; epoch++) {
  grad.fill(0);
  for (let i = 0; i < train.n; i++) {
    const s = sigmoid(value(train, i, w), k);
    const g = -2 * train.wt[i] * (train.y[i] - s) * s * (1 - s) * k;
    const o = i * N;
    for (let j = 0; j < N; j++) grad[j] += g * train.x[o + j];
    for (let q = i * PIECES, e = q + PIECES; q < e && train.sp[q] !== 0; q++) {
      const c = train.sp[q];
      if (c > 0) grad[N + c - 1] += g;
      else grad[N - c - 1] -= g;
    }
  }
  for (let j = 0; j < M; j++) {
    if (!free[j]) continue;
    const gj = grad[j] / train.total + (2 * L2 * (w[j] - start[j])) / (size[j] * size[j]);
    m1[j] = b1 * m1[j] + (1 - b1) * gj;
    m2[j] = b2 * m2[j] + (1 - b2) * gj * gj;
    const mh = m1[j] / (1 - b1 ** epoch), vh = m2[j] / (1 - b2 ** epoch);
    w[j] -= (rate[j] * mh) / (Math.sqrt(vh) + 1e-12);
  }
  if (epoch % 500 === 0 || epoch === EPOCHS) console.log(`epoch ${epoch}: train ${loss(train, w, k).toFixed(6)}, held out ${loss(test, w, k).toFixed(6)}`);
}
const tuned: Record<string, number> = {};
console.log('weight                 before     after');
for (let j = 0; j < N; j++) {
  const name = WEIGHT_NAMES[j];
  // piece-square scales are fractions; the rest are whole centipawns
  tuned[name] = name.startsWith('pst') || name.endsWith('Mobility') ? Math.round(w[j] * 100) / 100 : Math.round(w[j]);
  console.log(`${name.padEnd(20)} ${String(DEFAULT_WEIGHTS[name]).padStart(8)} ${String(tuned[name]).padStart(9)}`);
}
// piece-square values by role: ten ranks from the owner's back rank, five files from the edge to the centre
const pst: Record<string, number[][]> = {};
for (let role = 0; role < 7 && PST_FIT; role++) {
  pst[ROLE_NAMES[role]] = Array.from({ length: 10 }, (_, r) => Array.from({ length: 5 }, (_, f) => Math.round(w[N + slotOf(role, f, r)])));
  console.log(`${ROLE_NAMES[role]} (rank 9 first; before → after)`);
  for (let r = 9; r >= 0; r--) console.log('  ' + pst[ROLE_NAMES[role]][r].map((v, f) => `${String(Math.round(start[N + slotOf(role, f, r)])).padStart(4)}→${String(v).padEnd(4)}`).join(' '));
}
// the run's settings, so the fit can be repeated from its output alone
const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name.startsWith('TUNE_') || name.startsWith('LABEL_')));
fs.writeFileSync(OUT, JSON.stringify({ k, positions: train.n + test.n, ...(LABELS ? { labels: LABELS, labelK: LABEL_K } : {}), weights: tuned, ...(PST_FIT ? { pst } : {}), env }, null, 2) + '\n');
console.log(`wrote ${OUT}`);
if (PST_OUT && PST_FIT) {
  fs.writeFileSync(PST_OUT, pstSource(pst));
  console.log(`wrote ${PST_OUT}`);
}
