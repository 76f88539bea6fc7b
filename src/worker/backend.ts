/**
 * What the worker needs from a search engine. The real one wraps the engine facade
 * (engineBackend.ts); tests may load a scripted one. `shouldStop` must be polled by the search
 * every few thousand nodes: it reads a shared stop flag the host writes directly, so a stop lands
 * even while the search holds this thread.
 */
import type { BookDto, ClockDto, EngineOptionsDto, InfoDto, LimitsDto } from '../protocol/dto';

export interface BackendError {
  readonly code: string;
  readonly message: string;
}

export interface SearchOutcome {
  readonly bestmove: string | null;
  readonly ponder?: string;
}

/** Search limits: the protocol's, plus what the CLI's engine modes add (a clock, UCCI banmoves). */
export interface BackendLimits extends LimitsDto {
  readonly clock?: ClockDto;
  readonly banmoves?: readonly string[];
}

export interface SearchBackend {
  /** Sets the root position and the moves played from it; an error for a bad FEN or an illegal move. */
  setPosition(fen: string, moves: readonly string[]): BackendError | undefined;
  /** Sets options; an error when a book file cannot be read (the other options still apply). */
  /** Searches the current position; may finish synchronously or yield. */
  go(limits: BackendLimits, onInfo: (info: InfoDto) => void, shouldStop: () => boolean): SearchOutcome | Promise<SearchOutcome>;
  setOptions(options: EngineOptionsDto): BackendError | undefined;
  newGame(): void;
  /** The book moves of a position (a backend without a book answers none). */
  book?(fen: string, moves: readonly string[]): BookDto;
}

/** A module that provides a backend exports `createBackend`. */
export type BackendFactory = () => SearchBackend;
