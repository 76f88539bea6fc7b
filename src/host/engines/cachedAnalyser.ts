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
import type { AnalysisDto, LimitsDto } from '../../protocol/dto';
import type { AnalysisCache, CacheSettings } from './analysisCache';

/** Only depth-limited requests can be answered from the cache: nodes and time are not comparable. */
const cacheable = (l: LimitsDto): l is LimitsDto & { depth: number } =>
  l.depth !== undefined && l.nodes === undefined && l.movetime === undefined && l.clock === undefined && l.banmoves === undefined;

export class CachedAnalyser implements Analyser {
  constructor(
    private readonly inner: Analyser,
    private readonly cache: AnalysisCache,
    /** 'builtin' or the external engine's command line: results of different engines never mix. */
    private readonly engineId: string,
  ) {}

  async analyse(request: AnalysisRequest): Promise<AnalysisDto> {
    const limits = request.limits ?? {};
    const settings: CacheSettings = { engine: this.engineId, multipv: limits.multipv, searchmoves: limits.searchmoves };
    const hit = cacheable(limits) ? this.cache.get(request.position, settings, limits.depth) : undefined;
    if (hit) {
      for (const line of hit.lines) request.onInfo?.(line);
      return hit;
    }
    if (request.mode === 'known') return NO_ANALYSIS;
    const result = await this.inner.analyse(request);
    this.cache.put(request.position, settings, result);
    return result;
  }
}
