import type { Move } from '../types';

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
  /** for ERR_NOTATION_AMBIGUOUS: the legal moves the text fits, so a game reader can look ahead */
  readonly candidates?: readonly Move[];
}

export const notationError = (code: NotationErrorCode, message: string, candidates?: readonly Move[]): NotationError =>
  candidates ? { code, message, candidates } : { code, message };
