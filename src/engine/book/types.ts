import type { Position } from '../../core/position';
import type { Move } from '../../core/types';

/** One book move for the side to move, with its weight (higher is played more often). */
export interface BookEntry {
  readonly move: Move;
  readonly weight: number;
  /** ECCO opening code of the named line this move belongs to, e.g. 'C45' (built-in book only). */
  readonly ecco?: string;
  readonly nameZh?: string;
  readonly nameEn?: string;
}

/** What the engine asks of any book: the legal, non-repeating book moves of a position. */
export interface Book {
  probe(pos: Position): BookEntry[];
}
