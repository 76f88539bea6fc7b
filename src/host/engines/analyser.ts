/**
 * Any engine of the extension (the worker's client, an external engine, the cached one in front of them)
 * as the Analyser that game review and the decorations use. Requests queue behind what the engine is
 * doing rather than cancel it; a cancellation stops the search, which answers with what it has.
 *
 *   const review = await reviewGame(game, analyserFor(engines.get(config), { group: 'review-1' }), { limits: { depth: 10 } });
 */
import type { Analyser } from '../../analysis/analyser';
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
