/**
 * The shared analysis cache in front of an engine, as the one Analyser: a request the cache can answer
 * (a depth-limited search of a position it knows at least as deep) is answered from it, with its lines
 * replayed to `onInfo`; every other search goes to the engine and its result is filed. A request in mode
 * `known` never searches: the margin and the hovers show what earlier searches found. No vscode import:
 * unit-tested as it is.
 *
 *   const analyser = new CachedAnalyser(client, cache, 'builtin');
 *   await analyser.analyse({ position, limits: { depth: 10 }, mode: 'known' }); // no lines when never searched
 */
import { NO_ANALYSIS, type Analyser, type AnalysisRequest } from '../../analysis/analyser';
import type { AnalysisDto } from '../../protocol/dto';
import type { AnalysisCache, CacheSettings } from './analysisCache';

/**
 * What a request may be answered with: a fresh search at a depth or node budget, only the same fresh
 * search (its budget); another depth-limited search, anything at least as deep; nothing else (time and
 * clocks are not comparable).
 */
const cacheRule = (r: AnalysisRequest): { budget?: string; minDepth: number } | undefined => {
  const l = r.limits ?? {};
  if (l.movetime !== undefined || l.clock !== undefined || l.banmoves !== undefined) return undefined;
  if (r.fresh && (l.depth !== undefined || l.nodes !== undefined)) return { budget: `${l.depth !== undefined ? `d${l.depth}` : ''}${l.nodes !== undefined ? `n${l.nodes}` : ''}`, minDepth: 0 };
  return !r.fresh && l.depth !== undefined && l.nodes === undefined ? { minDepth: l.depth } : undefined;
};

export class CachedAnalyser implements Analyser {
  constructor(
    private readonly inner: Analyser,
    private readonly cache: AnalysisCache,
    /** 'builtin' or the external engine's command line: results of different engines never mix. */
    private readonly engineId: string,
  ) {}

  async analyse(request: AnalysisRequest): Promise<AnalysisDto> {
    const limits = request.limits ?? {};
    const rule = cacheRule(request);
    const settings: CacheSettings = { engine: this.engineId, multipv: limits.multipv, searchmoves: limits.searchmoves, ...(rule?.budget ? { budget: rule.budget } : {}) };
    const hit = rule ? this.cache.get(request.position, settings, rule.minDepth) : undefined;
    if (hit) {
      for (const line of hit.lines) request.onInfo?.(line);
      return hit;
    }
    if (request.mode === 'known') return NO_ANALYSIS;
    const result = await this.inner.analyse(request);
    // any search answers later depth-limited requests as far as it went; a fresh one cancelled before its
    // budget is not that budget's answer
    if (!request.fresh) this.cache.put(request.position, settings, result);
    else if (rule && !request.cancel?.isCancellationRequested) this.cache.put(request.position, settings, result);
    return result;
  }
}
