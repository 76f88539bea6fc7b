/**
 * Any engine of the extension (the worker's client, an external engine, the cached one in front of them)
 * as the Analyser that game review and the decorations use. Requests queue behind what the engine is
 * doing rather than cancel it; a cancellation stops the search, which answers with what it has.
 *
 *   const review = await reviewGame(game, analyserFor(engines.get(config), { group: 'review-1' }), { limits: { depth: 10 } });
 */
import type { Analyser } from '../../analysis/analyser';
import type { AnalysisDto } from '../../protocol/dto';
import type { CachedEngine } from './cachedEngine';
import type { AnalysisEngine } from './engineClient';

export const analyserFor = (engine: AnalysisEngine, opts: { readonly group?: string } = {}): Analyser => ({
  async analyse(position, limits, o = {}) {
    // with a group, a cancellation stops this caller's searches only, not a board's beside it
    const sub = o.cancel?.onCancellationRequested(() => void engine.stop(opts.group));
    try {
      return await engine.analyse(position, limits, { onInfo: o.onInfo, mode: 'queue', ...(opts.group ? { group: opts.group } : {}) });
    } finally {
      sub?.dispose();
    }
  },
});

/** An answer with no line: what the cache gives for a position it does not know. */
const NOTHING: AnalysisDto = { bestmove: null, lines: [] };

/** The cache's answers alone, never searching: a review through it shows what earlier searches found. */
export const cacheAnalyser = (engine: CachedEngine): Analyser => ({
  analyse: async (position, limits) => engine.peek(position, limits) ?? NOTHING,
});

/**
 * An analyser whose caller's thread gets a turn every `sliceMs`: answers from the cache come back at once,
 * so a review of a known game would otherwise run to its end without letting the editor in.
 */
export const pacedAnalyser = (inner: Analyser, sliceMs = 8): Analyser => {
  let since = performance.now();
  return {
    async analyse(position, limits, o) {
      if (performance.now() - since > sliceMs) {
        await new Promise<void>((r) => setImmediate(r));
        since = performance.now();
      }
      return inner.analyse(position, limits, o);
    },
  };
};
