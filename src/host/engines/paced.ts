/**
 * An analyser whose caller's thread gets a turn every `sliceMs`: answers from the cache come back at once,
 * so a review of a known game would otherwise run to its end without letting the editor in.
 *
 *   const review = await reviewGame(game, pacedAnalyser(engines), { limits });
 */
import type { Analyser } from '../../analysis/analyser';

export const pacedAnalyser = (inner: Analyser, sliceMs = 8): Analyser => {
  let since = performance.now();
  return {
    async analyse(request) {
      if (performance.now() - since > sliceMs) {
        await new Promise<void>((r) => setImmediate(r));
        since = performance.now();
      }
      return inner.analyse(request);
    },
  };
};
