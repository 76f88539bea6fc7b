/**
 * The messages between the extension host and the board webview: one union per direction, validated on
 * arrival on both sides (validateWebview.ts). The same page serves the custom editors (.xqf, .pgn, .fen)
 * and the preview panel (a read-only game: a position and the engine's line). The page says `ready`
 * first; the host then sends `init`, and again after the page reloads.
 *
 * @example
 * host.notify({ type: 'init', config, doc });            // → the page draws the game
 * page.request({ type: 'edit', game: 0, edit: { type: 'addMoves', at: [0], moves: ['h9g7'] } });
 * // ← { type: 'applied', inReplyTo, path: [0, 0] }  or  { type: 'refused', inReplyTo, code, message }
 */
import type { Notation } from '../core/notation';
import type { Score } from '../core/score';
import type { GameEdit, NodeData } from '../formats/edit';
import type { SettingValues } from '../core/engineSettings';
import type { BookDto, InfoDto, PositionDto } from './dto';

/** A game as the page holds it: headers, start FEN, and the tree with moves in ICCS (the root's move is ''). */
export interface GameDto {
  readonly headers: ReadonlyArray<readonly [string, string]>;
  readonly startFen: string;
  readonly root: NodeData;
}

/** The page's words in English; the host sends each translated (src/host/editors/pageStrings.ts). `{0}` is filled in by the page. */
export const PAGE_STRINGS = {
  flip: 'Flip board (f)',
  first: 'First move (Home)',
  previous: 'Previous move (←)',
  next: 'Next move (→)',
  last: 'Last move (End)',
  analyse: 'Analyse',
  stop: 'Stop',
  idle: 'Engine idle',
  addVariation: 'Add as variation',
  copyFen: 'Copy FEN',
  notation: 'Notation',
  notationChinese: 'Chinese',
  deleteFromHere: 'Delete from here',
  promote: 'Promote variation',
  comment: 'Edit comment…',
  noMoves: 'No moves yet',
  commentOn: 'Comment on {0}',
  save: 'Save',
  cancel: 'Cancel',
  depthSpeed: 'depth {0} · {1} kN/s',
  book: 'Book',
  cannotRead: 'This file could not be read ({1}): {0}',
  readOnly: 'Read only',
  mateIn: 'mate in {0}',
  matedIn: 'mated in {0}',
  start: 'Start position',
  reviewing: 'Reviewing the game: {0} of {1} moves',
  engineFailed: 'The engine failed: {0}',
  game: 'Game',
  redToMove: 'Red to move',
  blackToMove: 'Black to move',
  plyNumber: 'Ply {0}',
  illegalNotYourPiece: 'That is not a piece of the side to move.',
  illegalOwnPiece: 'A piece cannot take a piece of its own side.',
  illegalWrongShape: 'That piece does not move that way.',
  illegalPalace: 'The general and the advisors never leave the palace.',
  illegalElephantRiver: 'The elephant cannot cross the river.',
  illegalElephantEye: 'The elephant is blocked: a piece stands on its eye.',
  illegalHorseLeg: 'The horse is blocked: a piece stands on its leg.',
  illegalPathBlocked: 'A piece stands in the way.',
  illegalCannonScreen: 'A cannon captures only by jumping over exactly one piece.',
  illegalPawnBackward: 'A soldier never moves backwards.',
  illegalPawnSideways: 'A soldier moves sideways only after crossing the river.',
  illegalGeneralsFace: 'That leaves the two generals facing each other.',
  illegalLeavesCheck: 'That leaves the general in check.',
  gameDetails: 'Game details',
  headerEvent: 'Event',
  headerDate: 'Date',
  headerRed: 'Red',
  headerBlack: 'Black',
  headerResult: 'Result',
  headerEcco: 'ECCO',
  headerOpening: 'Opening',
  resultUnknown: 'Unknown (*)',
  resultRedWins: 'Red wins (1-0)',
  resultBlackWins: 'Black wins (0-1)',
  resultDraw: 'Draw (1/2-1/2)',
  bookOpening: 'Book: {0}',
  useBookOpening: 'Use',
  analysisSettings: 'Analysis settings',
  settingLines: 'Lines',
  settingSearch: 'Search',
  searchInfinite: 'Until stopped',
  searchLimited: 'Limited',
  settingDepth: 'Depth',
  settingMovetime: 'Time (ms, 0: depth)',
  settingEngine: 'Engine',
  engineBuiltin: 'Built-in',
  engineExternal: 'External: {0}',
  settingsSaved: 'Saved for this workspace',
} as const;
export type PageStringKey = keyof typeof PAGE_STRINGS;

/** What the page shows and allows. */
export interface EditorConfigDto {
  /** What is open: a file of each kind, or the preview of an analysis. */
  readonly kind: 'xqf' | 'pgn' | 'fen' | 'preview';
  /** Nothing can be edited (the preview, a file that could not be read). */
  readonly readOnly: boolean;
  /** UI language: Chinese characters and coordinates, or English pictures, WXF letters and ICCS coordinates. */
  readonly language: 'zh' | 'en';
  /** How moves are written in the move list and the engine lines. */
  readonly notation: Notation;
  /** The UI's words, already translated by the host. */
  readonly strings: Readonly<Record<PageStringKey, string>>;
  /** The board's analysis settings, for the page's settings panel (absent on a page that cannot analyse). */
  readonly analysis?: AnalysisSettingsDto;
}

/** The settings the page's settings panel changes: rows of core/engineSettings.ts, each written to the workspace's settings. */
export const PAGE_SETTINGS = ['multipv', 'boardSearch', 'depth', 'movetime', 'engine'] as const;
export type PageSettingKey = (typeof PAGE_SETTINGS)[number];

/** The values of the page's settings as they stand, and the external engine's name when engine.path names one. */
export type AnalysisSettingsDto = { readonly [K in PageSettingKey]: SettingValues[K] } & { readonly external?: string };

export interface DocDto {
  /** A name for each game of the file, for the game picker (one entry for most files). */
  readonly games: readonly string[];
  /** Which game is shown. */
  readonly index: number;
  /** The shown game; absent when the file could not be read. */
  readonly game?: GameDto;
  /** Why the file could not be read, and where. */
  readonly error?: { readonly message: string; readonly where: string };
  /** Something the user should know (a chess PGN, problems found while reading). */
  readonly notice?: string;
}

/** The engine's view of the position it was asked about. */
export interface EngineStateDto {
  readonly position: PositionDto;
  /** Searching now; false once it stopped or finished. */
  readonly running: boolean;
  /** The latest line of each rank (multipv 1 first); scores from the side to move. */
  readonly lines: readonly InfoDto[];
  readonly book?: BookDto;
  /** Which engine answers ('Xiangqi Lens' or an external engine's name). */
  readonly engine: string;
  /** Why it stopped early, if it failed. */
  readonly error?: string;
}

/** The marks a review gives (analysis/quality.ts): `!` the only good move, `?!`, `?`, `??`. */
export const REVIEW_QUALITIES = ['only', 'inaccuracy', 'mistake', 'blunder'] as const;

/** One reviewed move of the shown game's main line: its score after it (Red's view) and its mark. */
export interface ReviewPlyDto {
  readonly ply: number;
  readonly score?: Score;
  readonly quality?: (typeof REVIEW_QUALITIES)[number];
  readonly best?: readonly string[];
  /**
   * A marked move's mark in words, for under the move in the move list: its meaning, what it cost, the
   * better move and the reason (analysis/markWords.ts markSentence), already in the UI's language and
   * the page's notation: `Mistake (−1.20). Best was C8.5; R1.2 loses a chariot to C8+7.`
   */
  readonly words?: string;
}

/** One player's part of a review (analysis/summary.ts). */
export interface SideSummaryDto {
  readonly inaccuracies: number;
  readonly mistakes: number;
  readonly blunders: number;
  /** Only moves found (`!`). */
  readonly only: number;
  /** The mean expected score the player's moves kept, 0 to 100; absent before a move of theirs is graded. */
  readonly accuracy?: number;
}

/** Each player's marks and accuracy, for above the evaluation graph. */
export interface ReviewSummaryDto {
  readonly red: SideSummaryDto;
  readonly black: SideSummaryDto;
  /** Both players in one line, in the UI's language: `Red: 2 ?!, 1 ?, 0 ??, accuracy 87.3 %; Black: …`. */
  readonly text: string;
}

/** What the page keeps across being hidden (VS Code's getState/setState); the host reads it back to restore a preview. */
export interface PageState {
  readonly path?: readonly number[];
  readonly flipped?: boolean;
  readonly engineOn?: boolean;
  /** The notation picked on the page, if any (sent to the host again after a reload). */
  readonly notation?: Notation;
  /** The preview keeps its whole view, so a reloaded window can draw it again. */
  readonly preview?: { readonly config: EditorConfigDto; readonly doc: DocDto };
}

export type HostToWebview =
  /** Everything the page needs to draw: sent after each `ready`. `path` is the node to show. */
  | { readonly type: 'init'; readonly config: EditorConfigDto; readonly doc: DocDto; readonly path?: readonly number[] }
  /** The document changed (an edit, an undo, the text edited by hand); `path` is the node to show, if it moved. */
  | { readonly type: 'doc'; readonly doc: DocDto; readonly path?: readonly number[] }
  /** Settings changed (language, notation, lines). */
  | { readonly type: 'config'; readonly config: EditorConfigDto }
  /** Show this node (the text cursor moved onto a move; a command asked). */
  | { readonly type: 'goto'; readonly path: readonly number[] }
  /** Analysis of the position shown. */
  | { readonly type: 'engine'; readonly state: EngineStateDto }
  /** A review of the shown game, so far (it arrives move by move), and its summary over the moves so far. */
  | { readonly type: 'review'; readonly plies: readonly ReviewPlyDto[]; readonly done: boolean; readonly summary?: ReviewSummaryDto }
  /** The opening game `game`'s main line reaches by the book (analysis/opening.ts); none out of the book from the start. */
  | { readonly type: 'opening'; readonly game: number; readonly opening?: BookDto['opening'] }
  /** A palette command for the page: flip the board, start or stop analysis, step. */
  | { readonly type: 'command'; readonly name: PageCommand }
  /** An edit the page asked for was made; `path` is the node it leaves in view. */
  | { readonly type: 'applied'; readonly inReplyTo: number; readonly path: readonly number[] }
  /** An edit the page asked for was refused. */
  | { readonly type: 'refused'; readonly inReplyTo: number; readonly code: string; readonly message: string };

export const PAGE_COMMANDS = ['flip', 'analyse', 'stop', 'first', 'previous', 'next', 'last'] as const;
export type PageCommand = (typeof PAGE_COMMANDS)[number];

export type WebviewToHost =
  /** The page has loaded and listens (again, after a reload). */
  | { readonly type: 'ready' }
  /** Change the game; answered with `applied` or `refused`. */
  | { readonly type: 'edit'; readonly id: number; readonly game: number; readonly edit: GameEdit }
  /** The page now shows this node of game `game`; `fen` is its position. */
  | { readonly type: 'shown'; readonly game: number; readonly path: readonly number[]; readonly fen: string }
  /** Analyse this position (stopping any analysis this page started before). */
  | { readonly type: 'analyse'; readonly position: PositionDto }
  /** Stop this page's analysis. */
  | { readonly type: 'stop' }
  /** Show game `index` of the file. */
  | { readonly type: 'pickGame'; readonly index: number }
  /** Put text on the clipboard (a FEN, a game). */
  | { readonly type: 'copy'; readonly text: string }
  /** Change one of the board's analysis settings (for this workspace); the host answers with `config`. */
  | { readonly type: 'setting'; readonly key: PageSettingKey; readonly value: number | string }
  /** The page found something it cannot show or do; the host tells the user. */
  | { readonly type: 'notice'; readonly message: string }
  /** Write moves in this notation on this page (its picker), over the setting and the file's own; answered with `config`. */
  | { readonly type: 'notation'; readonly notation: Notation };

export { assertNever } from './worker';
