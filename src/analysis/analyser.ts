/**
 * The one interface of an analysis, whatever runs it: the built-in engine on this thread (the CLI, and
 * inside the engine worker), the worker's client in the extension host, an external UCI/UCCI engine,
 * and the shared cache in front of them all implement it; the board, the palette, the margin, reviews
 * and studies call it. One request shape, one result (protocol/dto.ts AnalysisDto, lines best first),
 * one error (AnalysisError). Cancellation has the shape of VS Code's CancellationToken, so the host
 * passes its tokens as they are; a cancelled search resolves with what it found so far.
 *
 *   const r = await analyser.analyse({ position: { fen, moves }, limits: { depth: 10, multipv: 3 }, onInfo: show, cancel: token });
 */
import type { AnalysisDto, InfoDto, LimitsDto, PositionDto } from '../protocol/dto';

export interface Cancellation {
  readonly isCancellationRequested: boolean;
  onCancellationRequested(listener: () => void): { dispose(): void };
}

export interface AnalysisRequest {
  /** The root FEN and the moves played from it (ICCS): the engine sees the history its repetition rules need. */
  readonly position: PositionDto;
  /**
   * When to stop and how many lines (`multipv`) to report. Absent: the implementation's defaults — the
   * extension's settings when asked through the host's engines, else until cancelled.
   */
  readonly limits?: LimitsDto;
  /** `search` (default): the cache answers when it knows the position at these limits, else the engine searches; `known`: the cache alone, never searching (no lines when it does not know). */
  readonly mode?: 'search' | 'known';
  /**
   * Search as from a new game (hash and histories forgotten first), so that with a depth or node budget
   * the answer depends only on the position and the limits: what was searched before cannot change it.
   * Reviews ask this; the cache answers such a request only with a fresh answer to the very same limits.
   */
  readonly fresh?: boolean;
  /** Stops the search: it resolves with what it found so far. */
  readonly cancel?: Cancellation;
  /** Every info line as the search deepens (a LineBook collects them). */
  readonly onInfo?: (info: InfoDto) => void;
}

export interface Analyser {
  /** Searches the position; scores are from the side to move. Rejects with an AnalysisError only. */
  analyse(request: AnalysisRequest): Promise<AnalysisDto>;
}

/** Why an analysis failed, with a stable code (`ERR_ENGINE_CRASHED`, `ERR_POSITION`, …) and words for people. */
export class AnalysisError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'AnalysisError';
  }
}

/** Any failure as an AnalysisError (an engine's own errors keep their code). */
export const toAnalysisError = (e: unknown, fallback = 'ERR_ENGINE'): AnalysisError => {
  if (e instanceof AnalysisError) return e;
  const code = typeof e === 'object' && e !== null && typeof (e as { code?: unknown }).code === 'string' ? (e as { code: string }).code : fallback;
  return new AnalysisError(code, e instanceof Error ? e.message : String(e));
};

/** An answer with no line: a cancelled request that never ran, or the cache asked about a position it does not know. */
export const NO_ANALYSIS: AnalysisDto = { bestmove: null, lines: [] };

/** A cancellation that never fires. */
export const NEVER_CANCELLED: Cancellation = { isCancellationRequested: false, onCancellationRequested: () => ({ dispose: () => undefined }) };

/** A cancellation that is only ever polled (a search holding its thread reads `check` as it goes); it tells no listener. */
export const polledCancellation = (check: () => boolean): Cancellation => ({
  get isCancellationRequested() {
    return check();
  },
  onCancellationRequested: () => ({ dispose: () => undefined }),
});

/** A cancellation source for callers that are not VS Code (the CLI, the worker, tests); `linkedTo` cancels it with another. */
export const cancellationSource = (linkedTo?: Cancellation): { token: Cancellation; cancel(): void; dispose(): void } => {
  const listeners = new Set<() => void>();
  let cancelled = false;
  const cancel = (): void => {
    if (cancelled) return;
    cancelled = true;
    for (const l of [...listeners]) l();
    listeners.clear();
  };
  const link = linkedTo?.onCancellationRequested(cancel);
  if (linkedTo?.isCancellationRequested) cancel();
  return {
    token: {
      get isCancellationRequested() {
        return cancelled;
      },
      onCancellationRequested: (l) => {
        if (cancelled) {
          l();
          return { dispose: () => undefined };
        }
        listeners.add(l);
        return { dispose: () => listeners.delete(l) };
      },
    },
    cancel,
    dispose: () => link?.dispose(),
  };
};
