/**
 * Search `info` lines an engine prints faster than anyone could read them, held back before they are
 * parsed: parsing a line and checking its moves costs far more than looking at its first words, and an
 * engine (buggy or hostile) can print hundreds of thousands a second. Up to `perWindow` lines of each
 * `windowMs` pass at once, so a well-behaved engine is never held; past that only the latest line of each
 * multi-PV rank is kept, to be parsed when the caller flushes (at the window's end, and before any other
 * line, so a `bestmove` never overtakes the lines before it). Lines without a score show nothing and are
 * dropped when held. The clock is passed in, so this stays pure.
 *
 *   const t = new InfoThrottle();
 *   if (!InfoThrottle.isSearchInfo(line) || t.offer(line, Date.now())) handle(line);
 *   else if (t.holding && !timer) timer = setTimeout(() => t.flush().forEach(handle), t.msLeft(Date.now()));
 */
export interface InfoThrottleOptions {
  /** Lines let through at once in each window. */
  readonly perWindow?: number;
  readonly windowMs?: number;
}

const SEARCH_INFO = /^info\s+(?!string\b)/;
const MULTIPV = /\smultipv\s+(\d+)/;
const SCORE = /\sscore\s/;

export class InfoThrottle {
  private readonly perWindow: number;
  private readonly windowMs: number;
  private windowStart = Number.NEGATIVE_INFINITY;
  private passed = 0;
  private readonly held = new Map<string, string>();
  /** Lines that were held and then replaced by a later line of their rank, or dropped (no score). */
  skipped = 0;

  constructor(opts: InfoThrottleOptions = {}) {
    this.perWindow = opts.perWindow ?? 200;
    this.windowMs = opts.windowMs ?? 100;
  }

  /** True for search progress (`info depth …`), the lines this may hold; `info string` and the rest are not. */
  static isSearchInfo(line: string): boolean {
    return SEARCH_INFO.test(line);
  }

  /** True when `line` (search info) may be parsed now; false when it is held (or dropped) instead. */
  offer(line: string, now: number): boolean {
    if (now - this.windowStart >= this.windowMs) {
      this.windowStart = now;
      this.passed = 0;
    }
    if (this.passed < this.perWindow && this.held.size === 0) {
      this.passed++;
      return true;
    }
    if (!SCORE.test(line)) {
      this.skipped++;
      return false;
    }
    const rank = MULTIPV.exec(line)?.[1] ?? '1';
    if (this.held.has(rank)) this.skipped++;
    // deleted first so the flush keeps the order in which the ranks were last printed
    this.held.delete(rank);
    this.held.set(rank, line);
    return false;
  }

  get holding(): boolean {
    return this.held.size > 0;
  }

  /** Milliseconds until the current window ends: when the held lines are due. */
  msLeft(now: number): number {
    return Math.max(0, this.windowStart + this.windowMs - now);
  }

  /** The held lines, in the order they were printed; the hold is emptied. */
  flush(): string[] {
    const lines = [...this.held.values()];
    this.held.clear();
    return lines;
  }
}
