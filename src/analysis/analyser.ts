/**
 * What analysis needs from an engine, whatever runs it: the CLI gives an engine searching on its own
 * thread, the extension the worker's client (or an external engine), both through this one interface.
 * Cancellation has the shape of VS Code's CancellationToken, so the host passes its tokens as they are.
 *
 *   const r = await analyser.analyse({ fen, moves }, { depth: 10 }, { onInfo: show, cancel: token });
 */
import type { AnalysisDto, InfoDto, LimitsDto, PositionDto } from '../protocol/dto';

export interface Cancellation {
  readonly isCancellationRequested: boolean;
  onCancellationRequested(listener: () => void): { dispose(): void };
}

export interface AnalyseOptions {
  /** Every info line as the search deepens. */
  readonly onInfo?: (info: InfoDto) => void;
  /** Stops the search: it resolves with what it found so far. */
  readonly cancel?: Cancellation;
}

export interface Analyser {
  /** Searches the position (a root FEN and the moves played from it); scores are from the side to move. */
  analyse(position: PositionDto, limits: LimitsDto, options?: AnalyseOptions): Promise<AnalysisDto>;
}

/** A cancellation that never fires. */
export const NEVER_CANCELLED: Cancellation = { isCancellationRequested: false, onCancellationRequested: () => ({ dispose: () => undefined }) };

/** A cancellation source for callers that are not VS Code (the CLI, tests). */
export const cancellationSource = (): { token: Cancellation; cancel(): void } => {
  const listeners = new Set<() => void>();
  let cancelled = false;
  return {
    token: {
      get isCancellationRequested() {
        return cancelled;
      },
      onCancellationRequested: (l) => {
        listeners.add(l);
        return { dispose: () => listeners.delete(l) };
      },
    },
    cancel: () => {
      if (cancelled) return;
      cancelled = true;
      for (const l of [...listeners]) l();
    },
  };
};
