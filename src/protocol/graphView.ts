/**
 * The evaluation graph beside a PGN's text (a webview view: src/host/language/evalGraphView.ts, the page
 * webview/graphView/): one union per direction, checked on arrival by validateGraphView.ts. The host
 * follows the active Xiangqi PGN editor and the game under its cursor, and sends that game's review as the
 * margin knows it; the page draws it with the board page's graph (webview/panels/evalGraph.ts) and sends
 * back the move a click chose, for the host to put the text cursor on.
 *
 *   page.sayReady({ type: 'ready' });                            // → the host sends `show`
 *   host.notify({ type: 'show', language: 'zh', strings, game }); // → the page draws the graph
 *   page.notify({ type: 'jump', ply: 12 });                      // → the cursor goes to the 12th main-line move
 */
import type { ReviewPlyDto } from './webview';

/** The view's words in English; the host sends them in the UI language (vscode.l10n). */
export const GRAPH_VIEW_STRINGS = {
  title: 'Evaluation graph',
  noGame: 'Open a Xiangqi PGN and put the cursor in a game: its review is drawn here.',
  noReview: 'This game has no review yet: Analyse game or Review game in the lens above it.',
  reviewing: 'Reviewing: {0} of {1} positions',
  mateIn: 'mate in {0}',
  matedIn: 'mated in {0}',
} as const;

export type GraphViewStringKey = keyof typeof GRAPH_VIEW_STRINGS;

/** The game under the cursor and its review so far. */
export interface GraphGameDto {
  /** The game as the outline names it (event, players). */
  readonly title: string;
  /** Plies before the game's first move: 1 when Black moves first (the move numbers on the graph). */
  readonly startPly: number;
  /** The main line's moves in the file's notation (or the setting's), for the dots' hovers. */
  readonly labels: readonly string[];
  /** What the review knows of each main-line ply (scores Red's view); empty before any review. */
  readonly plies: readonly ReviewPlyDto[];
  /** The main-line ply under the text cursor, if the cursor is on one. */
  readonly current?: number;
  /** Both players' marks and accuracy, once a move of each is graded. */
  readonly summary?: string;
  /** A review under way: how far. */
  readonly progress?: { readonly done: number; readonly total: number };
}

export type HostToGraphView =
  /** Everything to draw: the UI language, its words, and the game (absent: no Xiangqi PGN game in front). */
  { readonly type: 'show'; readonly language: 'zh' | 'en'; readonly strings: Readonly<Record<GraphViewStringKey, string>>; readonly game?: GraphGameDto };

export type GraphViewToHost =
  /** The view loaded (again): send `show`. */
  | { readonly type: 'ready' }
  /** Put the text cursor on the main line's move `ply` (1 = the first move) of the game shown. */
  | { readonly type: 'jump'; readonly ply: number };
