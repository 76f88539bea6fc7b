/**
 * The CLI's Analyser (analysis/analyser.ts): the engine searching on this thread, through the same
 * backend the worker hosts (worker/engineBackend.ts). Between positions the
 * event loop runs, so a progress bar can redraw; cancellation is polled by the search itself.
 *
 *   const r = await engineAnalyser().analyse({ fen, moves: [] }, { depth: 8 });
 */
import type { Analyser } from '../analysis/analyser';
import type { InfoDto } from '../protocol/dto';
import type { SearchOutcome } from '../worker/backend';
import { createEngineBackend } from '../worker/engineBackend';

export const engineAnalyser = (opts: { hashMb?: number } = {}): Analyser => {
  // the engine as the worker hosts it, on this thread; one for every position, so its hash table
  // carries over from move to move, as in a game
  const backend = createEngineBackend(opts.hashMb);
  return {
    async analyse(position, limits, o = {}) {
      const bad = backend.setPosition(position.fen, position.moves);
      if (bad) throw new Error(`${bad.message} [${bad.code}]`);
      const lines = new Map<number, InfoDto>();
      const onInfo = (d: InfoDto): void => {
        lines.set(d.multipv, d);
        o.onInfo?.(d);
      };
      const r = backend.go(limits, onInfo, () => o.cancel?.isCancellationRequested === true) as SearchOutcome;
      const sorted = [...lines.values()].sort((a, b) => a.multipv - b.multipv);
      return r.ponder ? { bestmove: r.bestmove, ponder: r.ponder, lines: sorted } : { bestmove: r.bestmove, lines: sorted };
    },
  };
};
