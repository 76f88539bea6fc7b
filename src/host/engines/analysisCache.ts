/**
 * Finished analyses shared by every editor, decoration and notebook cell. Keyed by the position
 * reached (root FEN + moves, replayed once: analysis/position.ts; board and side to move only, so
 * transpositions and move counters do not split entries) plus the settings that change the answer (engine, lines, move
 * restriction). Search depth is not in the key: a deeper result replaces a shallower one.
 * History is not in the key either, so a position reached through a repetition shares its entry.
 *
 * @example
 * const hit = cache.get(pos, { engine: 'builtin', multipv: 1 }, 12);
 * if (!hit) cache.put(pos, settings, await client.analyse({ position: pos, limits: { depth: 12 } }));
 */
import { replayed } from '../../analysis/position';
import { err, ok, type Result } from '../../core/result';
import type { AnalysisDto, PositionDto } from '../../protocol/dto';

export interface CacheSettings {
  /** Which engine answered: 'builtin' or an external engine's id. */
  readonly engine: string;
  readonly multipv?: number;
  readonly searchmoves?: readonly string[];
  /**
   * A fresh search's exact limits (`n30000`, `d10`): its answer depends on the position, the history the
   * repetition rules read and these limits alone, so it is keyed by all three and answers only the very
   * same request (a deeper answer would change a review's verdict).
   */
  readonly budget?: string;
}

export interface CacheKeyError {
  readonly code: 'ERR_CACHE_POSITION';
  readonly message: string;
}

/** The depth an analysis reached: that of its deepest line. */
export const analysisDepth = (a: AnalysisDto): number => a.lines.reduce((d, l) => Math.max(d, l.depth), 0);

/** The cache key of a position under settings, or an error if the position cannot be replayed. */
export const cacheKey = (position: PositionDto, settings: CacheSettings): Result<string, CacheKeyError> => {
  const r = replayed(position);
  if (!r.ok) return err({ code: 'ERR_CACHE_POSITION', message: r.error.message });
  const moves = settings.searchmoves ? [...settings.searchmoves].sort().join(',') : '*';
  const base = `${r.value.key}|${settings.engine}|${settings.multipv ?? 1}|${moves}`;
  if (settings.budget === undefined) return ok(base);
  // the moves since the last capture (and the root, when they reach it): what repetitions and the no-capture rule read
  const pos = r.value.position;
  const since = Math.min(pos.halfmoves[pos.ply], position.moves.length);
  // the root as a position, not as text: "… w" and "… w - - 0 1" are one root (the clock is in h above)
  const start = since === position.moves.length ? replayed({ fen: position.fen, moves: [] }) : undefined;
  const root = start?.ok ? `${start.value.key}|` : '';
  return ok(`${base}|${settings.budget}|h${pos.halfmoves[pos.ply]}|${root}${position.moves.slice(position.moves.length - since).join(' ')}`);
};

export class AnalysisCache {
  private readonly entries = new Map<string, AnalysisDto>();

  /** About 80 reviewed games of 120 plies (a review stores two or three answers a ply), or live analyses. */
  constructor(private readonly maxEntries = 20_000) {}

  /** A stored analysis at least `minDepth` deep (a budgeted one: to the very same budget), if any. */
  get(position: PositionDto, settings: CacheSettings, minDepth = 0): AnalysisDto | undefined {
    const k = cacheKey(position, settings);
    if (!k.ok) return undefined;
    const hit = this.entries.get(k.value);
    if (!hit || (settings.budget === undefined && analysisDepth(hit) < minDepth)) return undefined;
    // Refresh its place in the eviction order.
    this.entries.delete(k.value);
    this.entries.set(k.value, hit);
    return hit;
  }

  /** Stores a result unless an equally deep or deeper one is there (a budgeted one: unless one is there); returns whether it was stored. */
  put(position: PositionDto, settings: CacheSettings, result: AnalysisDto): boolean {
    const k = cacheKey(position, settings);
    if (!k.ok || result.lines.length === 0) return false;
    const old = this.entries.get(k.value);
    if (old && (settings.budget !== undefined || analysisDepth(old) >= analysisDepth(result))) return false;
    this.entries.delete(k.value);
    this.entries.set(k.value, result);
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    return true;
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }
}
