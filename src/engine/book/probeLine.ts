/**
 * A book probed by a line (a root FEN and ICCS moves), as analysis asks: the book moves there in ICCS
 * and the opening the line has reached. Shaped like analysis/review.ts's OpeningBook, which the engine
 * does not import.
 *
 *   lineBook(builtinBook()).probe(START_FEN, ['h2e2']) // { moves: ['h9g7', …], opening: { ecco: 'A…', … } }
 */
import { replayLine } from '../../core/line';
import { moveToIccs } from '../../core/notation';
import type { OpeningBook, OpeningName } from './builtin';

export interface LineProbe {
  readonly moves: readonly string[];
  readonly opening?: { readonly ecco: string; readonly nameZh: string; readonly nameEn: string };
}

export const lineBook = (book: OpeningBook): { probe(fen: string, moves: readonly string[]): LineProbe } => ({
  probe(fen, moves) {
    const r = replayLine(fen, moves);
    if (!r.ok) return { moves: [] };
    const pos = r.value.position;
    const name: OpeningName | undefined = book.openingName(pos);
    const entries = book.probe(pos).map((e) => moveToIccs(e.move));
    return name ? { moves: entries, opening: { ecco: name.ecco, nameZh: name.nameZh, nameEn: name.nameEn } } : { moves: entries };
  },
});
