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

const ENTRY_BYTES = 14;

export interface TtHit {
  move: number;
  /** Usable score, or NaN when the entry only carries a move (too shallow, or a ban score). */
  score: number;
  depth: number;
  bound: number;
}

export class TranspositionTable {
  private keys!: Int32Array;
  private locks!: Int32Array;
  private moves!: Uint16Array;
  private scores!: Int16Array;
  private depths!: Int8Array;
  /** bound in the low 2 bits, generation above. */
  private flags!: Uint8Array;
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
    this.keys = new Int32Array(n);
    this.locks = new Int32Array(n);
    this.moves = new Uint16Array(n);
    this.scores = new Int16Array(n);
    this.depths = new Int8Array(n);
    this.flags = new Uint8Array(n);
    this.mask = n - 1;
  }

  get size(): number {
    return this.mask + 1;
  }

  clear(): void {
    this.flags.fill(0);
    this.keys.fill(0);
    this.locks.fill(0);
    this.moves.fill(0);
  }

  /** Called at the start of each search so old entries lose their depth priority. */
  newSearch(): void {
    this.generation = (this.generation + 1) & 63;
  }

  /** Fills `hit` and returns true when the entry belongs to this position. */
  probe(key: number, lock: number, ply: number): boolean {
    const i = key & this.mask;
    if (this.flags[i] === 0 || this.keys[i] !== key || this.locks[i] !== lock) return false;
    const h = this.hit;
    h.move = this.moves[i];
    h.depth = this.depths[i];
    h.bound = this.flags[i] & 3;
    let v = this.scores[i];
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
    const i = key & this.mask;
    const old = this.flags[i];
    if (old !== 0 && old >> 2 === this.generation && this.depths[i] > depth && !(this.keys[i] === key && this.locks[i] === lock)) return;
    if (move === 0 && this.keys[i] === key && this.locks[i] === lock && old !== 0) move = this.moves[i];
    this.keys[i] = key;
    this.locks[i] = lock;
    this.moves[i] = move;
    this.scores[i] = v;
    this.depths[i] = Math.max(-128, Math.min(127, depth));
    this.flags[i] = (this.generation << 2) | bound;
  }

  /** Per-mille of a sample of slots written in this search. */
  hashfull(): number {
    const n = Math.min(1000, this.size);
    let used = 0;
    for (let i = 0; i < n; i++) if (this.flags[i] !== 0 && this.flags[i] >> 2 === this.generation) used++;
    return Math.round((used * 1000) / n);
  }
}
