/**
 * An engine that answers from the shared analysis cache when it already knows a position at the
 * asked depth, and files every finished search there. No vscode import: unit-tested as it is.
 */
import type { AnalysisDto, EngineOptionsDto, LimitsDto, PositionDto } from '../../protocol/dto';
import { AnalysisCache, CacheSettings } from './analysisCache';
import type { AnalyseOptions, AnalysisEngine } from './engineClient';

export class CachedEngine implements AnalysisEngine {
  constructor(
    private readonly inner: AnalysisEngine,
    private readonly cache: AnalysisCache,
    /** 'builtin' or the external engine's command line: results of different engines never mix. */
    private readonly engineId: string,
  ) {}

  /** What the cache holds for a position at these (depth) limits, without searching; undefined for other limits. */
  peek(position: PositionDto, limits: LimitsDto): AnalysisDto | undefined {
    if (limits.depth === undefined || limits.nodes !== undefined || limits.movetime !== undefined) return undefined;
    return this.cache.get(position, { engine: this.engineId, multipv: limits.multipv, searchmoves: limits.searchmoves }, limits.depth);
  }

  async analyse(position: PositionDto, limits: LimitsDto, options: AnalyseOptions = {}): Promise<AnalysisDto> {
    const settings: CacheSettings = { engine: this.engineId, multipv: limits.multipv, searchmoves: limits.searchmoves };
    // only depth-limited requests can be answered from the cache: nodes and time are not comparable
    if (limits.depth !== undefined && limits.nodes === undefined && limits.movetime === undefined) {
      const hit = this.cache.get(position, settings, limits.depth);
      if (hit) {
        for (const line of hit.lines) options.onInfo?.(line);
        return hit;
      }
    }
    const result = await this.inner.analyse(position, limits, options);
    this.cache.put(position, settings, result);
    return result;
  }

  stop(group?: string): Promise<void> {
    return this.inner.stop(group);
  }

  setOptions(options: EngineOptionsDto): Promise<void> {
    return this.inner.setOptions(options);
  }

  dispose(): Promise<void> {
    return this.inner.dispose();
  }
}
