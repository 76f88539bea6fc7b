/** The board pages' view types, as package.json contributes them. */
export const XQF_VIEW_TYPE = 'xiangqiLens.xqf';
/** Game text (.pgn, .xqpgn) on the board, offered beside the text editor; the text document stays the truth. */
export const TEXT_VIEW_TYPE = 'xiangqiLens.text';
/** A FEN list (.fen) on the board, by default: the same editor as TEXT_VIEW_TYPE (a view type has one priority). */
export const FEN_VIEW_TYPE = 'xiangqiLens.fen';

/** The board view type for a game-text file. */
export const textBoardViewType = (path: string): string => (/\.fen$/i.test(path) ? FEN_VIEW_TYPE : TEXT_VIEW_TYPE);
/** The preview panel (Analyse Position's line, Show Board). */
export const PREVIEW_VIEW_TYPE = 'xiangqiLens.board';
/** The setup board (Set Up a Position…): pieces placed by hand, then a FEN or a new game. */
export const SETUP_VIEW_TYPE = 'xiangqiLens.setup';
