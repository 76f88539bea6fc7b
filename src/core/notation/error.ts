/** What went wrong reading a move's text; the host localises `message`. */
export type NotationErrorCode =
  /** the text is not a move in the notation asked for */
  | 'ERR_NOTATION_SYNTAX'
  /** the text reads as a move, but no legal move in the position fits it */
  | 'ERR_NOTATION_ILLEGAL'
  /** more than one legal move fits the text */
  | 'ERR_NOTATION_AMBIGUOUS';

export interface NotationError {
  readonly code: NotationErrorCode;
  readonly message: string;
}

export const notationError = (code: NotationErrorCode, message: string): NotationError => ({ code, message });
