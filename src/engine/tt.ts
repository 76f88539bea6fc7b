/**
 * Transposition table sized in MB: one entry per slot in typed arrays, verified by the position's
 * two 32-bit Zobrist halves, depth-preferred replacement (an entry of an older search is always
 * replaced). Mate scores are stored relative to the node and restored for the probing ply; ban
 * scores (perpetual-check verdicts depend on the path) are never trusted as cut-off values and
 * are stored only with a best move.
 *
 *   const tt = new TranspositionTable(16);
 */
import { BAN, WIN } from './score';

export const BOUND_UPPER = 1;
export const BOUND_LOWER = 2;
export const BOUND_EXACT = 3;

/** Four 32-bit words per entry, side by side so one probe touches one cache line:
 * key, lock, move | score << 16, depth | flags << 8 (flags: bound in the low 2 bits, generation above). */
const ENTRY_BYTES = 16;

export interface TtHit {
  move: number;
  /** Usable score, or NaN when the entry only carries a move (too shallow, or a ban score). */
  score: number;
  depth: number;
  bound: number;
}

export class TranspositionTable {
  private data!: Int32Array;
  private mask = 0;
  private generation = 0;
  readonly hit: TtHit = { move: 0, score: NaN, depth: 0, bound: 0 };

  constructor(mb: number) {
    this.resize(mb);
  }

  resize(mb: number): void {
    const want = Math.max(1, Math.floor((Math.max(1, mb) * 1048576) / ENTRY_BYTES));
    let n = 1;
    while (n * 2 <= want) n *= 2;
    this.data = new Int32Array(n * 4);
    this.mask = n - 1;
  }

  get size(): number {
    return this.mask + 1;
  }

  clear(): void {
    this.data.fill(0);
  }

  /** Called at the start of each search so old entries lose their depth priority. */
  newSearch(): void {
    this.generation = (this.generation + 1) & 63;
  }

  /** Fills `hit` and returns true when the entry belongs to this position. */
  probe(key: number, lock: number, ply: number): boolean {
    const d = this.data;
    const i = (key & this.mask) << 2;
    const info = d[i + 3];
    if ((info & 0xff00) === 0 || d[i] !== key || d[i + 1] !== lock) return false;
    const h = this.hit;
    const w = d[i + 2];
    h.move = w & 0xffff;
    h.depth = (info << 24) >> 24;
    h.bound = (info >> 8) & 3;
    let v = w >> 16;
    if (v > WIN) {
      if (v <= BAN) v = NaN;
      else v -= ply;
    } else if (v < -WIN) {
      if (v >= -BAN) v = NaN;
      else v += ply;
    }
    h.score = v;
    return true;
  }

  store(key: number, lock: number, ply: number, depth: number, bound: number, score: number, move: number): void {
    let v = score;
    if (v > WIN) {
      if (v <= BAN && move === 0) return;
      v += ply;
    } else if (v < -WIN) {
      if (v >= -BAN && move === 0) return;
      v -= ply;
    }
    const d = this.data;
    const i = (key & this.mask) << 2;
    const info = d[i + 3];
    const flags = (info >> 8) & 0xff;
    const same = d[i] === key && d[i + 1] === lock;
    if (flags !== 0 && flags >> 2 === this.generation && ((info << 24) >> 24) > depth && !same) return;
    if (move === 0 && same && flags !== 0) move = d[i + 2] & 0xffff;
    const dep = depth < -128 ? -128 : depth > 127 ? 127 : depth;
    d[i] = key;
    d[i + 1] = lock;
    d[i + 2] = (move & 0xffff) | (v << 16);
    d[i + 3] = (dep & 0xff) | (((this.generation << 2) | bound) << 8);
  }

  /** Per-mille of a sample of slots written in this search. */
  hashfull(): number {
    const n = Math.min(1000, this.size);
    let used = 0;
    for (let i = 0; i < n; i++) {
      const flags = (this.data[i * 4 + 3] >> 8) & 0xff;
      if (flags !== 0 && flags >> 2 === this.generation) used++;
    }
    return Math.round((used * 1000) / n);
  }
}
