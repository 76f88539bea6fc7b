/**
 * The setup board's messages (the page webview/setup/, the host src/host/editors/setupPanel.ts), one union
 * per direction, checked on arrival by validateSetupPage.ts. The page keeps the set-up itself and judges
 * it with core/setupProblems.ts; the host only copies a FEN and starts a game from one, after judging it
 * again.
 *
 *   page.sayReady({ type: 'ready' });                        // → the host sends `init`
 *   host.notify({ type: 'init', language: 'zh', strings, fen }); // → the page draws the position
 *   page.notify({ type: 'newGame', fen });                   // → a new game opens on the board
 */

/** The page's words in English; the host sends them in the UI language (setupPanel.ts, vscode.l10n). */
export const SETUP_STRINGS = {
  title: 'Set up a position',
  pieces: 'Pieces: click one, then squares on the board; or drag it onto the board',
  remove: 'Remove pieces: click one on the board (right-click also removes)',
  sideToMove: 'Side to move',
  red: 'Red',
  black: 'Black',
  flip: 'Flip board',
  clear: 'Clear',
  start: 'Start position',
  copyFen: 'Copy FEN',
  newGame: 'New Game from This Position',
  legal: 'A legal position.',
  illegal: 'Not a legal position:',
  needLegal: 'Place the pieces so that the position is legal first',
  hint: 'Drag a piece to move it, or off the board to remove it; right-click a piece to remove it.',
  keys: 'Keyboard: on the board, arrows move the focus square; K A B N R C P (or E and H, as the pieces are lettered) choose a Red piece, lower case a Black one; Enter or Space places it, Delete removes, Escape puts it down.',
} as const;

export type SetupStringKey = keyof typeof SETUP_STRINGS;

export type HostToSetupPage =
  /** Everything the page needs: the UI language, its words, and the position to start from (after each `ready`). */
  | { readonly type: 'init'; readonly language: 'zh' | 'en'; readonly strings: Readonly<Record<SetupStringKey, string>>; readonly fen: string };

export type SetupPageToHost =
  /** The page loaded (again): send `init`. */
  | { readonly type: 'ready' }
  /** Put this FEN on the clipboard. */
  | { readonly type: 'copyFen'; readonly fen: string }
  /** Open a new game from this FEN (the host refuses an illegal one). */
  | { readonly type: 'newGame'; readonly fen: string }
  /** The set-up changed: the host keeps it so that the panel comes back with it. */
  | { readonly type: 'changed'; readonly fen: string };

/** What the page keeps with vscode.setState: the set-up and how the board is turned. */
export interface SetupPageState {
  readonly fen: string;
  readonly orientation: 'red' | 'black';
}
