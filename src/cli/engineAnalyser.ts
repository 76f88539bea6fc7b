/**
 * The CLI's Analyser (analysis/analyser.ts): the engine searching on this thread. Between positions the
 * event loop runs, so a progress bar can redraw; cancellation is polled by the search itself.
 *
 *   const r = await engineAnalyser().analyse({ fen, moves: [] }, { depth: 8 });
 */
import type { Analyser } from '../analysis/analyser';
import { moveToIccs } from '../core/notation';
import { Engine } from '../engine/engine';
import type { InfoDto } from '../protocol/dto';
import { toInfoDto } from '../uci/engineInfo';

export const engineAnalyser = (opts: { hashMb?: number } = {}): Analyser => {
  // one engine for every position: its hash table carries over from move to move, as in a game
  const engine = new Engine({ hashMb: opts.hashMb, clock: () => performance.now() });
  return {
    async analyse(position, limits, o = {}) {
      const set = engine.setPosition(position.fen, position.moves);
      if (!set.ok) throw new Error(`${set.error.message} [${set.error.code}]`);
      const lines = new Map<number, InfoDto>();
      engine.onInfo = (i) => {
        const d = toInfoDto(i);
        lines.set(d.multipv, d);
        o.onInfo?.(d);
      };
      try {
        const r = engine.go({ ...limits, shouldStop: () => o.cancel?.isCancellationRequested === true });
        const sorted = [...lines.values()].sort((a, b) => a.multipv - b.multipv);
        const best = r.bestMove ? moveToIccs(r.bestMove) : null;
        return r.ponder && best ? { bestmove: best, ponder: moveToIccs(r.ponder), lines: sorted } : { bestmove: best, lines: sorted };
      } finally {
        engine.onInfo = undefined;
      }
    },
  };
};
