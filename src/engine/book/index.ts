/**
 * Opening books for the engine and the UI.
 *
 *   builtinBook().probe(pos)          // built-in named lines (ECCO codes, Chinese/English names)
 *   builtinBook().openingName(pos)    // deepest named line the game has reached
 *   EleeyeBook.from(bytes).value.probe(pos)   // a user's ElephantEye BOOK.DAT
 *   buildEleeyeBook(games, { minCount, maxPlies })  // BOOK.DAT bytes from games
 *   pickBookMove(entries, random)     // weighted choice
 */
export type { Book, BookEntry } from './types';
export { OpeningBook, builtinBook, mirroredPosition } from './builtin';
export type { OpeningName } from './builtin';
export { BUILTIN_LINES } from './builtinLines';
export type { BookLine } from './builtinLines';
export { EleeyeBook, mirrorMove, withoutRepeats } from './eleeyeBook';
export type { BookError, EleeyeProbe } from './eleeyeBook';
export { buildEleeyeBook } from './eleeyeBuilder';
export type { BookGame, BuildOptions, GameResult } from './eleeyeBuilder';
export { eleeyeLock } from './eleeyeZobrist';
export { pickBookMove } from './pick';
