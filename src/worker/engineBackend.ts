/**
 * The built-in engine (src/engine/engine.ts) as the worker's search backend.
 *
 * Stop: `Engine.go` runs to completion on this thread, so a `stop` message could only be read
 * after the search ends. Instead the host writes a shared Int32Array (Atomics.store) and the
 * search polls it through `limits.shouldStop` every 1024 nodes, i.e. well under a millisecond at
 * our speed: the stop lands however busy the thread is, with no slicing overhead on the search.
 */
import * as fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { builtinBook, EleeyeBook } from '../engine/book';
import { probeBooks } from '../engine/book/probeLine';
import { moveToIccs } from '../core/notation';
import { Engine } from '../engine/engine';
import { toInfoDto } from '../uci/engineInfo';
import type { SearchBackend } from './backend';

/** The backend, and the side to move in its position (UCI clocks are given per colour). */
export interface EngineBackend extends SearchBackend {
  sideToMove(): 0 | 1;
}

export const createEngineBackend = (hashMb?: number): EngineBackend => {
  const engine = new Engine({ hashMb, clock: () => performance.now() });
  /** A user's BOOK.DAT (settings), consulted beside the built-in book. */
  let userBook: EleeyeBook | undefined;
  return {
    setPosition(fen, moves) {
      const r = engine.setPosition(fen, moves);
      return r.ok ? undefined : { code: r.error.code === 'ERR_MOVE' ? 'ERR_ILLEGAL_MOVE' : 'ERR_FEN', message: r.error.message };
    },
    sideToMove: () => engine.position()?.turn ?? 0,
    go(limits, onInfo, shouldStop) {
      engine.onInfo = (i) => onInfo(toInfoDto(i));
      try {
        const r = engine.go({
          depth: limits.depth,
          nodes: limits.nodes,
          movetime: limits.movetime,
          clock: limits.clock,
          multipv: limits.multipv,
          searchmoves: limits.searchmoves,
          banmoves: limits.banmoves,
          shouldStop,
        });
        return r.ponder && r.bestMove
          ? { bestmove: moveToIccs(r.bestMove), ponder: moveToIccs(r.ponder) }
          : { bestmove: r.bestMove ? moveToIccs(r.bestMove) : null };
      } finally {
        engine.onInfo = undefined;
      }
    },
    setOptions(o) {
      engine.configure({ hashMb: o.hashMb, multiPv: o.multipv });
      if (o.bookFile === undefined) return undefined;
      if (o.bookFile === '') {
        userBook = undefined;
        return undefined;
      }
      let bytes: Uint8Array;
      try {
        bytes = new Uint8Array(fs.readFileSync(o.bookFile));
      } catch (e) {
        return { code: 'ERR_BOOK_FILE', message: `cannot read the book ${o.bookFile}: ${(e as Error).message}` };
      }
      const b = EleeyeBook.from(bytes);
      if (!b.ok) return { code: b.error.code, message: `${o.bookFile}: ${b.error.message}` };
      userBook = b.value;
      return undefined;
    },
    book: (fen, moves) => probeBooks(builtinBook(), userBook ? [userBook] : [], fen, moves),
    newGame() {
      engine.newGame();
    },
  };
};
