/**
 * Reader for ElephantEye's BOOK.DAT: 8-byte little-endian records {lock: u32, move: u16,
 * weight: u16}, sorted by lock. The lock is ElephantEye's dwLock1 (eleeyeZobrist.ts); the move
 * uses the same 16×16 squares as ours. A position not found is retried as its left-right
 * mirror image, whose moves are mirrored back.
 *
 *   const book = EleeyeBook.from(bytes);
 *   if (book.ok) book.value.probe(pos); // [{ move, weight }, ...] in file order
 */
import type { Position } from '../../core/position';
import { REP_FOUND, repetitionStatus } from '../../core/repetition';
import { Result, err, ok } from '../../core/result';
import { mirrorSquare } from '../../core/squares';
import { Move, makeMove, moveFrom, moveTo } from '../../core/types';
import { eleeyeLock } from './eleeyeZobrist';
import type { Book, BookEntry } from './types';

export const BOOK_RECORD_BYTES = 8;

export type BookErrorCode = 'ERR_BOOK_SIZE';
export interface BookError { readonly code: BookErrorCode; readonly message: string }

export const mirrorMove = (m: Move): Move => makeMove(mirrorSquare(moveFrom(m)), mirrorSquare(moveTo(m)));

export interface EleeyeProbe {
  readonly lock: number;
  readonly via: 'direct' | 'mirror' | 'none';
  /** Legal book moves for `pos` (already mirrored back), in file order. */
  readonly entries: BookEntry[];
}

export class EleeyeBook implements Book {
  private constructor(private readonly view: DataView, readonly size: number) {}

  /** Wraps the bytes without copying; the length must be a whole number of records. */
  static from(bytes: Uint8Array): Result<EleeyeBook, BookError> {
    if (bytes.length % BOOK_RECORD_BYTES !== 0)
      return err({ code: 'ERR_BOOK_SIZE', message: `book length ${bytes.length} is not a multiple of 8` });
    return ok(new EleeyeBook(new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength), bytes.length / 8));
  }

  lockAt(i: number): number { return this.view.getUint32(i * 8, true); }
  moveAt(i: number): number { return this.view.getUint16(i * 8 + 4, true); }
  weightAt(i: number): number { return this.view.getUint16(i * 8 + 6, true); }

  /** Index of the first record with this lock, or -1. */
  private first(lock: number): number {
    let lo = 0;
    let hi = this.size; // lower bound over [lo, hi)
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.lockAt(mid) < lock) lo = mid + 1;
      else hi = mid;
    }
    return lo < this.size && this.lockAt(lo) === lock ? lo : -1;
  }

  /** Book moves with how they were found; moves illegal in `pos` are dropped as ElephantEye does. */
  probeDetailed(pos: Position): EleeyeProbe {
    const lock = eleeyeLock(pos);
    for (const mirror of [false, true]) {
      const l = mirror ? eleeyeLock(pos, true) : lock;
      const start = this.first(l);
      if (start < 0) continue;
      const entries: BookEntry[] = [];
      for (let i = start; i < this.size && this.lockAt(i) === l; i++) {
        const raw = this.moveAt(i);
        const m = mirror ? mirrorMove(raw) : raw;
        if (pos.isLegal(m)) entries.push({ move: m, weight: this.weightAt(i) });
      }
      return { lock, via: mirror ? 'mirror' : 'direct', entries };
    }
    return { lock, via: 'none', entries: [] };
  }

  /** Legal book moves for `pos`, without those that would repeat a position of the game. */
  probe(pos: Position): BookEntry[] {
    return withoutRepeats(pos, this.probeDetailed(pos).entries);
  }
}

/** Drops moves after which the position has occurred before in `pos`'s history. */
export const withoutRepeats = (pos: Position, entries: BookEntry[]): BookEntry[] =>
  entries.filter((e) => {
    pos.play(e.move);
    const rep = (repetitionStatus(pos) & REP_FOUND) !== 0;
    pos.undo();
    return !rep;
  });
