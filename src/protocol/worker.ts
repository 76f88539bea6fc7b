/**
 * The messages between the extension host and the engine worker: one union per direction.
 * Requests carry `id`; everything the worker sends about a request carries `inReplyTo`.
 *
 * @example
 * worker.postMessage({ type: 'analyse', id: 7, position: { fen, moves: [] }, limits: { depth: 8 } });
 * // ← { type: 'info', inReplyTo: 7, info } … then { type: 'bestmove', inReplyTo: 7, result }
 */
import type { AnalysisDto, BookDto, EngineOptionsDto, InfoDto, LimitsDto, PositionDto } from './dto';

export type HostToWorker =
  /** Search a position (with `fresh`, as from a new game); info streams back, then one bestmove. */
  | { readonly type: 'analyse'; readonly id: number; readonly position: PositionDto; readonly limits: LimitsDto; readonly fresh?: boolean }
  /** Stop every search whose id is at most `id` (all if absent), or with `only`, that search alone; each still answers with its bestmove. */
  | { readonly type: 'stop'; readonly id?: number; readonly only?: boolean }
  /** The book moves of a position and the opening its line has reached; answered with book. */
  | { readonly type: 'book'; readonly id: number; readonly position: PositionDto }
  /** Count leaf nodes to a depth (a self-test of the thread and the rules core). */
  | { readonly type: 'perft'; readonly id: number; readonly fen: string; readonly depth: number }
  /** Change engine options (hash size, lines) between searches; answered with ok. */
  | { readonly type: 'setOption'; readonly id: number; readonly options: EngineOptionsDto }
  /** Forget everything learnt (clears the hash table); answered with ok. */
  | { readonly type: 'newGame'; readonly id: number };

export type WorkerToHost =
  /** The worker has loaded and listens. */
  | { readonly type: 'ready'; readonly inReplyTo?: undefined }
  /** Search progress of request `inReplyTo`. */
  | { readonly type: 'info'; readonly inReplyTo: number; readonly info: InfoDto }
  /** The search of `inReplyTo` ended: best move and final lines. */
  | { readonly type: 'bestmove'; readonly inReplyTo: number; readonly result: AnalysisDto }
  /** Book answer: moves (ICCS) with weights, best first, and the opening named there. */
  | { readonly type: 'book'; readonly inReplyTo: number; readonly book: BookDto }
  /** Perft answer. */
  | { readonly type: 'perft'; readonly inReplyTo: number; readonly nodes: number }
  /** A request without a payload answer succeeded. */
  | { readonly type: 'ok'; readonly inReplyTo: number }
  /** A request failed (or, with inReplyTo null, a message could not be read at all). */
  | { readonly type: 'error'; readonly inReplyTo: number | null; readonly code: string; readonly message: string };

/** Shared stop flag: the host writes the id of the search to stop into slot 0 with Atomics.store. */
export const STOP_FLAG_SLOTS = 1;

export const assertNever = (x: never): never => {
  throw new Error(`unexpected value ${String(x)}`);
};
