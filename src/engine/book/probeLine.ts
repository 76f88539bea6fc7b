/**
 * A book probed by a line (a root FEN and ICCS moves), as analysis asks: the book moves there in ICCS
 * and the opening the line has reached, named only while the position is in the book. Shaped like
 * analysis/review.ts's OpeningBook, which the engine does not import.
 *
 *   lineBook(builtinBook()).probe(START_FEN, ['h2e2']) // { moves: ['h9g7', …], opening: { ecco: 'A…', … } }
 */
import { replayLine } from '../../core/line';
import { moveToIccs } from '../../core/notation';
import type { OpeningBook, OpeningName } from './builtin';
import type { Book } from './types';

export interface LineProbe {
  readonly moves: readonly string[];
  readonly opening?: { readonly ecco: string; readonly nameZh: string; readonly nameEn: string };
}

export const lineBook = (book: OpeningBook): { probe(fen: string, moves: readonly string[]): LineProbe } => ({
  probe(fen, moves) {
    const r = replayLine(fen, moves);
    if (!r.ok) return { moves: [] };
    const pos = r.value.position;
    // the opening is named only on a position of the book: a game long out of it is in no opening of ours
    const name: OpeningName | undefined = book.contains(pos) ? book.openingName(pos) : undefined;
    const entries = book.probe(pos).map((e) => moveToIccs(e.move));
    return name ? { moves: entries, opening: { ecco: name.ecco, nameZh: name.nameZh, nameEn: name.nameEn } } : { moves: entries };
  },
});

export interface WeightedProbe {
  readonly moves: ReadonlyArray<{ readonly move: string; readonly weight: number }>;
  readonly opening?: LineProbe['opening'];
}

/**
 * Several books probed by one line (the built-in book first, then a user's BOOK.DAT): their moves with
 * weights, merged and best first, and the opening the built-in book names there (none out of every book:
 * the board page's "Book · …" label reads it).
 */
export const probeBooks = (named: OpeningBook, others: readonly Book[], fen: string, moves: readonly string[]): WeightedProbe => {
  const r = replayLine(fen, moves);
  if (!r.ok) return { moves: [] };
  const pos = r.value.position;
  const weights = new Map<string, number>();
  for (const book of [named, ...others]) for (const e of book.probe(pos)) weights.set(moveToIccs(e.move), (weights.get(moveToIccs(e.move)) ?? 0) + e.weight);
  // named only where the position is in a book (on a built-in line, or with any book's moves)
  const name = named.contains(pos) || weights.size > 0 ? named.openingName(pos) : undefined;
  const sorted = [...weights].sort((a, b) => b[1] - a[1]).slice(0, 64).map(([move, weight]) => ({ move, weight: Math.min(weight, 1e9) }));
  return name ? { moves: sorted, opening: { ecco: name.ecco, nameZh: name.nameZh, nameEn: name.nameEn } } : { moves: sorted };
};
