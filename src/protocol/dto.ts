/**
 * Plain data that crosses thread and process boundaries. Positions always travel as a root FEN plus
 * the ICCS moves played from it, so the engine sees the history its repetition rules need.
 *
 * @example
 * const pos: PositionDto = { fen: START_FEN, moves: ['h2e2', 'h9g7'] };
 */
import type { EngineOptionValues } from '../core/engineSettings';
import type { Score } from '../core/score';

/** A position: the root FEN and the moves played since, in ICCS (`h2e2`, ranks 0–9). */
export interface PositionDto {
  readonly fen: string;
  readonly moves: readonly string[];
}

/**
 * Search limits, and how many lines to report (`multipv`, core/engineSettings.ts). Without depth, nodes,
 * movetime or a clock the search runs until stopped. `searchmoves` keeps the root to those moves (ICCS);
 * `banmoves` (UCCI's) leaves those out; `clock` plays a game on a clock (the time manager plans from it).
 */
export interface LimitsDto {
  readonly depth?: number;
  readonly nodes?: number;
  readonly movetime?: number;
  readonly clock?: ClockDto;
  readonly multipv?: number;
  readonly searchmoves?: readonly string[];
  readonly banmoves?: readonly string[];
}

/** Playing on a clock: time left for the side to move, its increment, moves to the next time control (ms). */
export interface ClockDto {
  readonly time: number;
  readonly inc?: number;
  readonly movestogo?: number;
}

/** A score from the side to move's point of view (core/score.ts: centipawns, or mate in N moves, negative when being mated). */
export type ScoreDto = Score;

/**
 * What an info line may hold, for every boundary that checks one: the validators refuse a value past
 * these, and the parser of an external engine's text (uci/engineLines.ts) clamps or refuses it first,
 * saying so, so that no line is dropped later without a word.
 */
export const INFO_BOUNDS = {
  depth: 512,
  seldepth: 1024,
  /** Centipawns or moves to mate, either sign. */
  score: 1_000_000,
  nodes: Number.MAX_SAFE_INTEGER,
  nps: Number.MAX_SAFE_INTEGER,
  /** A week, in ms. */
  time: 7 * 24 * 3600 * 1000,
  pvMoves: 1024,
} as const;

/** One line of search progress, as UCI's `info` reports it. `multipv` is 1-based; `time` in ms since the search began. */
export interface InfoDto {
  readonly depth: number;
  readonly seldepth: number;
  readonly score: ScoreDto;
  readonly nodes: number;
  readonly nps: number;
  readonly hashfull: number;
  readonly multipv: number;
  readonly pv: readonly string[];
  readonly time?: number;
}

/** The end of a search: the move to play (null when there is none) and the last info of each line. */
export interface AnalysisDto {
  readonly bestmove: string | null;
  readonly ponder?: string;
  readonly lines: readonly InfoDto[];
}

/** Engine-wide options: any of core/engineSettings.ts's rows of kind `option` (hash in MB, a BOOK.DAT beside the built-in book, …). */
export type EngineOptionsDto = EngineOptionValues;

/** Book moves of a position, with their weights (best first), and the opening the line has reached. */
export interface BookDto {
  readonly moves: ReadonlyArray<{ readonly move: string; readonly weight: number }>;
  readonly opening?: { readonly ecco: string; readonly nameZh: string; readonly nameEn: string };
}

const ICCS = /^[a-i][0-9][a-i][0-9]$/;

/** True for a syntactically valid ICCS move (`h2e2`); legality is the engine's business. */
export const isIccsMove = (s: unknown): s is string => typeof s === 'string' && ICCS.test(s);
