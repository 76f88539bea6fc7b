/**
 * Book probes as review asks them (analysis/review.ts OpeningBook), each position asked of the engine's
 * worker once: the margin draws a game again after every edit and scroll, and its book moves do not change.
 * No vscode import: the review benchmark uses it as the extension does.
 *
 * @example
 * const book = cachedBook((fen, moves) => client.book({ fen, moves }));
 */
import type { BookProbe, OpeningBook } from '../../analysis/review';
import type { BookDto } from '../../protocol/dto';

/** Book probes kept (a position and its book moves are small; openings repeat across games). */
const BOOK_ENTRIES = 4000;

/** `ask` answers undefined when the worker could not: such an answer is not kept, so the next probe asks again. */
export const cachedBook = (ask: (fen: string, moves: string[]) => Promise<BookDto | undefined>, entries = BOOK_ENTRIES): OpeningBook & { readonly size: number } => {
  const cache = new Map<string, BookProbe>();
  return {
    get size() {
      return cache.size;
    },
    async probe(fen, moves) {
      const key = `${fen}|${moves.join(' ')}`;
      const hit = cache.get(key);
      if (hit) return hit;
      const b = await ask(fen, [...moves]);
      const probe: BookProbe = { moves: b?.moves.map((m) => m.move) ?? [], ...(b?.opening ? { opening: b.opening } : {}) };
      if (b) {
        cache.set(key, probe);
        if (cache.size > entries) cache.delete(cache.keys().next().value as string);
      }
      return probe;
    },
  };
};
