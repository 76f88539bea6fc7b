/**
 * What crosses between the study notebook's host side and its renderer: the two output types a cell
 * writes (an analysis, a position search), saved in the .xqnb file and drawn by webview/renderer, and
 * the messages of the renderer's optional channel to the extension (its words and the notation in
 * use; opening a game or a line on the board). One union per direction, each validated on arrival:
 * an output read from a file is as untrusted as a message.
 *
 * @example
 * const out: AnalysisOutputDto = { version: 1, fen, engine: 'Xiangqi Lens', limits: { depth: 12 }, state: 'done', lines, notation: 'zh', language: 'zh' };
 * if (isAnalysisOutput(JSON.parse(text))) draw(out);
 * renderer.postMessage({ type: 'open', file: 'games/final.xqf', game: 0, node: 34 });
 */
import type { Notation } from '../core/notation';
import type { Score } from '../core/score';
import { isIccsMove, type LimitsDto } from './dto';
import { ENGINE_SETTINGS } from '../core/engineSettings';
import { isArr, isFen, isInt, isMoves, isRec, isScore, isStr, type Rec } from './guards';
import { isLimits } from './validate';

/** The MIME type of a position cell's analysis. */
export const ANALYSIS_MIME = 'application/vnd.xiangqi-lens.analysis+json';
/** The MIME type of a position search's results. */
export const SEARCH_MIME = 'application/vnd.xiangqi-lens.search+json';
/** The MIME type of a training puzzle (a position cell whose metadata holds a puzzle: analysis/trainingStudy.ts). */
export const PUZZLE_MIME = 'application/vnd.xiangqi-lens.puzzle+json';
/** The renderer's id in package.json (`notebookRenderer`), for its messaging channel. */
export const RENDERER_ID = 'xiangqiLens.studyRenderer';
/** The notebook type of .xqnb files. */
export const STUDY_TYPE = 'xiangqi-study';

/** One engine line as a study keeps it: its rank, depth, score (side to move's view) and moves (ICCS). */
export interface StudyLineDto {
  readonly multipv: number;
  readonly depth: number;
  readonly score: Score;
  readonly pv: readonly string[];
  readonly nodes?: number;
}

export type AnalysisState = 'running' | 'done' | 'stopped' | 'failed';

/** A position cell's output: the position, the engine's lines, and how far it got. */
export interface AnalysisOutputDto {
  readonly version: 1;
  /** The position analysed; every line starts here. Its move number numbers the lines. */
  readonly fen: string;
  /** The move that led to it (ICCS), for the board's highlight. */
  readonly lastMove?: string;
  readonly engine: string;
  readonly limits: LimitsDto;
  readonly state: AnalysisState;
  readonly error?: string;
  /** The latest line of each rank, best first. */
  readonly lines: readonly StudyLineDto[];
  /** How moves were written when it ran: the renderer's fallback when the extension cannot tell it. */
  readonly notation: Notation;
  /** The UI language when it ran (piece glyphs, words), the same fallback. */
  readonly language: 'zh' | 'en';
}

/** A game that reaches the searched position. */
export interface SearchHitDto {
  /** The file, relative to the workspace folder, with `/` separators. */
  readonly file: string;
  /** Which game of the file (0-based), and how many it holds. */
  readonly game: number;
  readonly games: number;
  readonly name: string;
  /** Moves played to reach it, both sides counted (the `#N` of a cell reference). */
  readonly ply: number;
  /** The move that reached it as players write it (`1…马8进7`); absent at the start of a game. */
  readonly move?: string;
  readonly main: boolean;
  readonly mirrored: boolean;
  /** The node in the game's preorder, to open it at. */
  readonly node: number;
}

/** A hit as a study cell's game reference: `games/final.xqf#34`, or `all.pgn#2:34` in a file of several games. */
export const hitReference = (h: Pick<SearchHitDto, 'file' | 'game' | 'games' | 'ply'>): string => `${h.file}#${h.games > 1 ? `${h.game + 1}:` : ''}${h.ply}`;

/** A position search's output. */
export interface SearchOutputDto {
  readonly version: 1;
  readonly fen: string;
  readonly state: 'running' | 'done' | 'stopped';
  /** Files looked at so far and in all, games read, hits counted (past the listed ones too). */
  readonly done: number;
  readonly files: number;
  readonly games: number;
  readonly total: number;
  readonly hits: readonly SearchHitDto[];
  readonly language: 'zh' | 'en';
}

export type PuzzleState = 'open' | 'solved' | 'shown';

/**
 * A training puzzle as its cell's output: the position and whose move it is. The answers stay in the
 * cell's metadata, with the host, which checks a move; once solved or shown, the line and the move the
 * game saw come with it.
 */
export interface PuzzleOutputDto {
  readonly version: 1;
  readonly id: string;
  readonly fen: string;
  readonly side: 'red' | 'black';
  readonly kind: 'mistake' | 'missedWin';
  readonly state: PuzzleState;
  /** Solved or shown: the engine's line from the position, and the move played in the game. */
  readonly line?: readonly string[];
  readonly played?: string;
  readonly notation: Notation;
  readonly language: 'zh' | 'en';
}

/** The host's word on a move tried in a puzzle: right or not, the line after it, and why in words. */
export interface PuzzleVerdictDto {
  readonly type: 'puzzleVerdict';
  readonly id: string;
  readonly move: string;
  /** 'right', 'wrong', or 'shown' (the answer, asked for). */
  readonly verdict: 'right' | 'wrong' | 'shown';
  /** From the puzzle's position: the move and the engine's line after it (a refutation when wrong). */
  readonly line: readonly string[];
  /** The verdict in words, in the UI language and the notation in use. */
  readonly words: string;
}

/** The renderer's words in English; the host sends them translated. `{0}` is filled in by the renderer. */
export const RENDERER_STRINGS = {
  first: 'Start of the line (Home)',
  previous: 'Previous move (←)',
  next: 'Next move (→)',
  last: 'End of the line (End)',
  flip: 'Flip board',
  openBoard: 'Open on the board',
  line: 'Line {0}',
  depth: 'depth {0}',
  running: 'searching',
  stopped: 'stopped',
  failed: 'The engine failed: {0}',
  noLines: 'No lines',
  mateIn: 'mate in {0}',
  matedIn: 'mated in {0}',
  found: 'Reached in {0} of {1} games ({2} files searched)',
  none: 'Reached in none of {0} games ({1} files searched)',
  searching: 'Searching {0} of {1} files…',
  more: '… and {0} more',
  move: 'move {0}',
  start: 'start',
  mirrored: 'mirrored',
  variation: 'variation',
  gameOf: 'game {0}',
  puzzleRed: 'Red to move: find the move',
  puzzleBlack: 'Black to move: find the move',
  missedWin: 'A win was missed here',
  tryAgain: 'Try again',
  showAnswer: 'Show the answer',
  checking: 'Checking…',
  played: 'The game saw {0}',
} as const;
export type RendererStringKey = keyof typeof RENDERER_STRINGS;

export type RendererToHost =
  /** The renderer loaded: send it the words and the notation in use. */
  | { readonly type: 'hello' }
  /** Open a game file at a node (a search hit). */
  | { readonly type: 'open'; readonly file: string; readonly game: number; readonly node: number }
  /** Show a position and a line from it on the board (the line being stepped through). */
  | { readonly type: 'show'; readonly fen: string; readonly moves: readonly string[] }
  /** A move tried in a puzzle (ICCS, from its position), or the answer asked for (no move). */
  | { readonly type: 'puzzleTry'; readonly id: string; readonly move: string }
  | { readonly type: 'puzzleShow'; readonly id: string };

/** The words, notation and UI language the outputs are drawn with; sent after `hello` and when settings change. */
export interface RendererConfigDto {
  readonly type: 'config';
  /** The notation the setting names; absent (`auto`): each output keeps its own, the notation its cell is written in. */
  readonly notation?: Notation;
  readonly language: 'zh' | 'en';
  readonly strings: Readonly<Record<RendererStringKey, string>>;
}

export type HostToRenderer = RendererConfigDto | PuzzleVerdictDto;

const isNotation = (x: unknown): x is Notation => x === 'zh' || x === 'wxf' || x === 'iccs';
const isLanguage = (x: unknown): x is 'zh' | 'en' => x === 'zh' || x === 'en';

// Bounds far above what a study holds: lines of 1,024 moves, 10,000 listed hits.
const MAX_HITS = 10_000;

export const isStudyLine = (x: unknown): x is StudyLineDto =>
  isRec(x) && isInt(x.multipv, 1, ENGINE_SETTINGS.multipv.max) && isInt(x.depth, 0, 1024) && isScore(x.score) && isMoves(x.pv, 1024) && (x.nodes === undefined || isInt(x.nodes, 0, Number.MAX_SAFE_INTEGER));

export const isAnalysisOutput = (x: unknown): x is AnalysisOutputDto =>
  isRec(x) &&
  x.version === 1 &&
  isFen(x.fen) &&
  (x.lastMove === undefined || isIccsMove(x.lastMove)) &&
  isStr(x.engine, 200) &&
  isLimits(x.limits) &&
  (x.state === 'running' || x.state === 'done' || x.state === 'stopped' || x.state === 'failed') &&
  (x.error === undefined || isStr(x.error, 2000)) &&
  isArr(x.lines, ENGINE_SETTINGS.multipv.max, isStudyLine) &&
  isNotation(x.notation) &&
  isLanguage(x.language);

export const isSearchHit = (x: unknown): x is SearchHitDto =>
  isRec(x) &&
  isStr(x.file, 4096) &&
  isInt(x.game, 0, 1e6) &&
  isInt(x.games, 1, 1e6) &&
  isStr(x.name, 1000) &&
  isInt(x.ply, 0, 1e6) &&
  (x.move === undefined || isStr(x.move, 100)) &&
  typeof x.main === 'boolean' &&
  typeof x.mirrored === 'boolean' &&
  isInt(x.node, 0, 1e8);

export const isSearchOutput = (x: unknown): x is SearchOutputDto =>
  isRec(x) &&
  x.version === 1 &&
  isFen(x.fen) &&
  (x.state === 'running' || x.state === 'done' || x.state === 'stopped') &&
  isInt(x.done, 0, 1e7) &&
  isInt(x.files, 0, 1e7) &&
  isInt(x.games, 0, 1e9) &&
  isInt(x.total, 0, 1e9) &&
  isArr(x.hits, MAX_HITS, isSearchHit) &&
  isLanguage(x.language);

export const isRendererToHost = (x: unknown): x is RendererToHost => {
  if (!isRec(x)) return false;
  switch (x.type) {
    case 'hello':
      return true;
    case 'open':
      return isStr(x.file, 4096) && isInt(x.game, 0, 1e6) && isInt(x.node, 0, 1e8);
    case 'show':
      return isFen(x.fen) && isMoves(x.moves, 1024);
    case 'puzzleTry':
      return isStr(x.id, 300) && isIccsMove(x.move);
    case 'puzzleShow':
      return isStr(x.id, 300);
    default:
      return false;
  }
};

const isPuzzleState = (x: unknown): x is PuzzleState => x === 'open' || x === 'solved' || x === 'shown';

export const isPuzzleOutput = (x: unknown): x is PuzzleOutputDto =>
  isRec(x) &&
  x.version === 1 &&
  isStr(x.id, 300) &&
  isFen(x.fen) &&
  (x.side === 'red' || x.side === 'black') &&
  (x.kind === 'mistake' || x.kind === 'missedWin') &&
  isPuzzleState(x.state) &&
  (x.line === undefined || isMoves(x.line, 1024)) &&
  (x.played === undefined || isIccsMove(x.played)) &&
  isNotation(x.notation) &&
  isLanguage(x.language);

export const isHostToRenderer = (x: unknown): x is HostToRenderer => {
  if (!isRec(x)) return false;
  if (x.type === 'puzzleVerdict')
    return isStr(x.id, 300) && isIccsMove(x.move) && (x.verdict === 'right' || x.verdict === 'wrong' || x.verdict === 'shown') && isMoves(x.line, 1024) && isStr(x.words, 2000);
  return (
    x.type === 'config' &&
    (x.notation === undefined || isNotation(x.notation)) &&
    isLanguage(x.language) &&
    isRec(x.strings) &&
    Object.keys(RENDERER_STRINGS).every((k) => isStr((x.strings as Rec)[k], 500))
  );
};
