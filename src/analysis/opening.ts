/**
 * The opening a game reaches, by the book: its main line followed while each move is a book move, and the
 * last opening the book names on the way. The board page's header panel offers it beside the ECCO and
 * Opening headers; review (review.ts) names a reviewed game's opening by the same rule, move by move.
 *
 *   await lineOpening(book, START_FEN, ['h2e2', 'h9g7', 'h0g2', 'i9h9']) // { ecco: 'C00', nameZh: '中炮对屏风马', … } or the family's name
 */
import type { Opening, OpeningBook } from './review';

/** Plies looked at: book lines are far shorter, and a long game is not probed to its end. */
export const OPENING_PLIES = 40;

export const lineOpening = async (book: OpeningBook, fen: string, moves: readonly string[], maxPlies = OPENING_PLIES): Promise<Opening | undefined> => {
  let opening: Opening | undefined;
  for (let i = 0; i <= Math.min(moves.length, maxPlies); i++) {
    const here = await book.probe(fen, moves.slice(0, i));
    // the position after i book moves: the deepest name wins
    if (i > 0 && here.opening) opening = here.opening;
    if (i === moves.length || !here.moves.includes(moves[i])) break;
  }
  return opening;
};
