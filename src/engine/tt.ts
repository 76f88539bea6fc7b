/**
 * Transposition table sized in MB: one entry per slot in typed arrays, verified by the position's
 * two 32-bit Zobrist halves, depth-preferred replacement (an entry of an older search is always
 * replaced). Mate scores are stored relative to the node and restored for the probing ply; ban
 * scores (perpetual-check verdicts depend on the path) are never trusted as cut-off values and
 * are stored only with a best move.
 *
 * Shared by threads (Lazy SMP): the table lives in a SharedArrayBuffer when the platform has one, and
 * other threads attach to it (`TranspositionTable.attach(tt.buffer)`). Writes take no lock: the key word
 * is stored XORed with the two data words, so an entry half written by one thread and half by another
 * fails the key check and reads as a miss (Hyatt's lockless hashing). The search generation lives in
 * the buffer too, so every thread ages entries alike.
 *
 *   const tt = new TranspositionTable(16);
 *   const helperView = TranspositionTable.attach(tt.buffer); // in another thread, same entries
 */
import { BAN, WIN } from './score';

export const BOUND_UPPER = 1;
export const BOUND_LOWER = 2;
export const BOUND_EXACT = 3;

/** Four 32-bit words per entry, side by side so one probe touches one cache line:
 * key ^ data ^ info, lock, data = move | score << 16, info = depth | flags << 8 (flags: bound in the low
 * 2 bits, generation above). */
const ENTRY_BYTES = 16;
/** After the entries: the search generation (word 0), the rest spare. */
const HEADER_BYTES = 16;

const newBuffer = (bytes: number): ArrayBufferLike =>
  typeof SharedArrayBuffer === 'function' ? new SharedArrayBuffer(bytes) : new ArrayBuffer(bytes);

export interface TtHit {
  move: number;
  /** Usable score, or NaN when the entry only carries a move (too shallow, or a ban score). */
  score: number;
  depth: number;
  bound: number;
}

export class TranspositionTable {
  private data!: Int32Array;
  /** The shared header: the generation every thread stores with. */
  private header!: Int32Array;
  private mask = 0;
  /** This thread's copy of the header's generation, read at the start of each search. */
  private generation = 0;
  readonly hit: TtHit = { move: 0, score: NaN, depth: 0, bound: 0 };

  /** A new, empty table of `size` MB, or a view of another table's `buffer` (see `attach`). */
  constructor(size: number | ArrayBufferLike) {
    if (typeof size === 'number') this.resize(size);
    else this.view(size);
  }

  /** Another view of a table made elsewhere (another thread's `buffer`): same entries, same generation. */
  static attach(buffer: ArrayBufferLike): TranspositionTable {
    return new TranspositionTable(buffer);
  }

  /** The memory holding the entries (shared between threads where the platform allows). */
  get buffer(): ArrayBufferLike {
    return this.data.buffer;
  }

  /** Whether other threads can attach to this table's memory. */
  get shared(): boolean {
    return typeof SharedArrayBuffer === 'function' && this.data.buffer instanceof SharedArrayBuffer;
  }

  /** A new, empty table of `mb` MB (threads attached to the old one must attach again). */
  resize(mb: number): void {
    const want = Math.max(1, Math.floor((Math.max(1, mb) * 1048576) / ENTRY_BYTES));
    let n = 1;
    while (n * 2 <= want) n *= 2;
    this.view(newBuffer(n * ENTRY_BYTES + HEADER_BYTES));
  }

  private view(buffer: ArrayBufferLike): void {
    const n = Math.floor((buffer.byteLength - HEADER_BYTES) / ENTRY_BYTES);
    this.data = new Int32Array(buffer, 0, n * 4);
    this.header = new Int32Array(buffer, n * ENTRY_BYTES, HEADER_BYTES / 4);
    this.mask = n - 1;
  }

  get size(): number {
    return this.mask + 1;
  }

  clear(): void {
    this.data.fill(0);
  }

  /** Called at the start of each search (by one thread) so old entries lose their depth priority; returns the new generation. */
  newSearch(): number {
    this.generation = (this.generation + 1) & 63;
    Atomics.store(this.header, 0, this.generation);
    return this.generation;
  }

  /** A helper thread joins the search its main thread began (newSearch): it stores with that generation. */
  joinSearch(): void {
    this.generation = Atomics.load(this.header, 0);
  }

  /** Fills `hit` and returns true when the entry belongs to this position. */
  probe(key: number, lock: number, ply: number): boolean {
    const d = this.data;
    const i = (key & this.mask) << 2;
    // each word read once: another thread may be writing this entry now
    const info = d[i + 3];
    const w = d[i + 2];
    if ((info & 0xff00) === 0 || (d[i] ^ w ^ info) !== key || d[i + 1] !== lock) return false;
    const h = this.hit;
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
    const old = d[i + 2];
    const flags = (info >> 8) & 0xff;
    const same = (d[i] ^ old ^ info) === key && d[i + 1] === lock;
    if (flags !== 0 && flags >> 2 === this.generation && ((info << 24) >> 24) > depth && !same) return;
    if (move === 0 && same && flags !== 0) move = old & 0xffff;
    const dep = depth < -128 ? -128 : depth > 127 ? 127 : depth;
    const data = (move & 0xffff) | (v << 16);
    const newInfo = (dep & 0xff) | (((this.generation << 2) | bound) << 8);
    d[i] = key ^ data ^ newInfo;
    d[i + 1] = lock;
    d[i + 2] = data;
    d[i + 3] = newInfo;
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
