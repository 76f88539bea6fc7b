/**
 * Texel data, step 2 (not a test): fits the evaluation's weights to our own self-play results.
 * Replays test/fixtures/tuning/games.txt, keeps quiet positions (not in check, no capture winning
 * material by static exchange) after the first TUNE_SKIP plies, records each one's features
 * (evaluate.ts: the value is the weights' dot product with them) and its game's result, fits the
 * logistic scale K, then minimises the mean squared error between result and sigmoid(K · eval)
 * with Adam over the weights (one game in ten held out to check the fit generalises). Prints the
 * weights before and after and writes them to test/fixtures/tuning/weights.json.
 * With TUNE_LABELS=<file> (tune/label.bench.ts: FEN and a stronger engine's score) the target is
 * not the game's result but sigmoid(TUNE_LABEL_K · that score), one position in ten held out.
 * `npm run bench:tune` (env TUNE_FILE, TUNE_SKIP 12, TUNE_EPOCHS 3000, TUNE_LR 1, TUNE_L2 2e-4, TUNE_FIX=name,… (default
 * the chariot's two values, which anchor the centipawn scale), TUNE_LABELS, TUNE_LABEL_K 0.004, TUNE_OUT
 * (test/fixtures/tuning/weights.json)).
 */
import * as fs from 'node:fs';
import { START_FEN, parseFen } from '../../../src/core/fen';
import { replayLine } from '../../../src/core/line';
import { parseIccs } from '../../../src/core/notation';
import { DEFAULT_WEIGHTS, EVAL_ALL, FEATURES, WEIGHTS, WEIGHT_NAMES, evaluateRed } from '../../../src/engine/evaluate';
import { MovePicker, PICK_QS } from '../../../src/engine/movepick';
import { seeGe } from '../../../src/engine/see';

const FILE = process.env.TUNE_FILE ?? 'test/fixtures/tuning/games.txt';
const SKIP = Number(process.env.TUNE_SKIP ?? 12);
const EPOCHS = Number(process.env.TUNE_EPOCHS ?? 3000);
const LR = Number(process.env.TUNE_LR ?? 1);
// the chariot's value anchors the scale in centipawns: the search's margins are written in it
/** L2 pull toward the starting weights, per unit of each weight's size (keeps thin data from wild values). */
const L2 = Number(process.env.TUNE_L2 ?? 2e-4);
const FIX = new Set((process.env.TUNE_FIX ?? 'chariotMg,chariotEg').split(',').filter(Boolean));
const N = WEIGHT_NAMES.length;
const LABELS = process.env.TUNE_LABELS;
const LABEL_K = Number(process.env.TUNE_LABEL_K ?? 0.004);
const OUT = process.env.TUNE_OUT ?? 'test/fixtures/tuning/weights.json';

interface Data { x: Float32Array; y: Float32Array; n: number }

/** Rows from a label file: each position's features and its judge's score as an expected result for Red. */
const labelled = (file: string): { f: Float32Array; y: number; test: boolean }[] =>
  fs.readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line, i) => {
    const [fen, score] = line.split('\t');
    const r = replayLine(fen, []);
    if (!r.ok) throw new Error(`${file}:${i + 1}: ${r.error.message}`);
    const pos = r.value.position;
    evaluateRed(pos, EVAL_ALL);
    const red = pos.turn === 0 ? Number(score) : -Number(score);
    return { f: Float32Array.from(FEATURES), y: 1 / (1 + Math.exp(-LABEL_K * red)), test: i % 10 === 9 };
  });

const load = (): { train: Data; test: Data } => {
  const rows: { f: Float32Array; y: number; test: boolean }[] = LABELS ? labelled(LABELS) : [];
  const picker = new MovePicker();
  const games = LABELS ? [] : fs.readFileSync(FILE, 'utf8').split('\n').filter((l) => l && !l.startsWith('#'));
  for (const [g, line] of games.entries()) {
    const [res, ...moves] = line.split(' ');
    const y = (Number(res) + 1) / 2;
    const p = parseFen(START_FEN);
    if (!p.ok) throw new Error('start');
    const pos = p.value;
    for (const t of moves) {
      const m = parseIccs(pos, t);
      if (!m.ok) throw new Error(`game ${g + 1}: bad move ${t}`);
      pos.play(m.value);
      if (pos.ply < SKIP || pos.checks[pos.ply] === 1) continue;
      // quiet: no capture that wins material at once
      picker.init(pos, 0, 0, PICK_QS);
      let quiet = true;
      for (let c = picker.next(pos, 0); c !== 0 && quiet; c = picker.next(pos, 0)) if (seeGe(pos, c, 1)) quiet = false;
      if (!quiet) continue;
      evaluateRed(pos, EVAL_ALL);
      rows.push({ f: Float32Array.from(FEATURES), y, test: g % 10 === 9 });
    }
  }
  const pack = (sel: typeof rows): Data => {
    const x = new Float32Array(sel.length * N), yy = new Float32Array(sel.length);
    sel.forEach((r, i) => { x.set(r.f, i * N); yy[i] = r.y; });
    return { x, y: yy, n: sel.length };
  };
  return { train: pack(rows.filter((r) => !r.test)), test: pack(rows.filter((r) => r.test)) };
};

const sigmoid = (v: number, k: number): number => 1 / (1 + Math.exp(-k * v));

const loss = (d: Data, w: Float64Array, k: number): number => {
  let e = 0;
  for (let i = 0; i < d.n; i++) {
    let v = 0;
    for (let j = 0; j < N; j++) v += w[j] * d.x[i * N + j];
    const r = d.y[i] - sigmoid(v, k);
    e += r * r;
  }
  return e / d.n;
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
console.log(`${train.n} training and ${test.n} held-out positions from ${LABELS ?? FILE} (${Math.round((Date.now() - t0) / 1000)} s)`);
const w = Float64Array.from(WEIGHTS);
const k = fitK(train, w);
console.log(`K ${k.toFixed(5)}; loss before: train ${loss(train, w, k).toFixed(6)}, held out ${loss(test, w, k).toFixed(6)}`);
// Adam over the free weights; a step is in proportion to the weight's size (a scale of 1 and a chariot's 950 differ)
const m1 = new Float64Array(N), m2 = new Float64Array(N), grad = new Float64Array(N);
const rate = Float64Array.from(WEIGHT_NAMES, (n, j) => LR * (n.startsWith('pst') ? 0.01 : Math.max(0.5, Math.abs(WEIGHTS[j]) / 100)));
const size = Float64Array.from(WEIGHT_NAMES, (n, j) => (n.startsWith('pst') ? 1 : Math.max(20, Math.abs(WEIGHTS[j]))));
const b1 = 0.9, b2 = 0.999;
for (let epoch = 1; epoch <= EPOCHS; epoch++) {
  grad.fill(0);
  for (let i = 0; i < train.n; i++) {
    let v = 0;
    const o = i * N;
    for (let j = 0; j < N; j++) v += w[j] * train.x[o + j];
    const s = sigmoid(v, k);
    const g = -2 * (train.y[i] - s) * s * (1 - s) * k;
    for (let j = 0; j < N; j++) grad[j] += g * train.x[o + j];
  }
  for (let j = 0; j < N; j++) {
    if (FIX.has(WEIGHT_NAMES[j])) continue;
    const gj = grad[j] / train.n + (2 * L2 * (w[j] - WEIGHTS[j])) / (size[j] * size[j]);
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
fs.writeFileSync(OUT, JSON.stringify({ k, positions: train.n + test.n, ...(LABELS ? { labels: LABELS, labelK: LABEL_K } : {}), weights: tuned }, null, 2) + '\n');
console.log(`wrote ${OUT}`);
