/** The board pages' view types, as package.json contributes them. */
export const XQF_VIEW_TYPE = 'xiangqiLens.xqf';
/** Game text (.pgn, .xqpgn, .fen) on the board; the text document stays the truth. */
export const TEXT_VIEW_TYPE = 'xiangqiLens.text';
/** The preview panel (Analyse Position's line, Show Board). */
export const PREVIEW_VIEW_TYPE = 'xiangqiLens.board';
