/**
 * The lines of one search as they deepen: the latest line of each multi-PV rank, best rank first, and at
 * most one change reported per `throttleMs` (a board page redraws ten times a second, a study cell four,
 * however fast the engine prints). Every consumer of a search collects its lines here.
 *
 *   const book = new LineBook({ throttleMs: 100, timers, onChange: (lines) => post(lines) });
 *   await analyser.analyse({ position, onInfo: (i) => book.add(i) });
 *   book.flush(); // the last lines, at once
 */
import type { InfoDto } from '../protocol/dto';

/** Timers injected, so this stays pure (the host passes Node's, tests their own). */
export interface LineBookTimers {
  setTimeout(f: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface LineBookOptions<L> {
  /** Told the lines (best rank first) after a change, at most once per `throttleMs` (every change when 0 or absent). */
  readonly onChange?: (lines: readonly L[]) => void;
  readonly throttleMs?: number;
  readonly timers?: LineBookTimers;
}

/** Anything with a multi-PV rank: an engine's info line, a study's stored line. */
export interface Ranked {
  readonly multipv: number;
}

/** Lines best rank first (a new array; the input is left as it was). */
export const byRank = <L extends Ranked>(lines: Iterable<L>): L[] => [...lines].sort((a, b) => a.multipv - b.multipv);

export class LineBook<L extends Ranked = InfoDto> {
  private readonly byMultipv = new Map<number, L>();
  private timer: unknown;
  private pending = false;

  constructor(private readonly opts: LineBookOptions<L> = {}) {}

  /** Keeps `line` as the latest of its rank. */
  add(line: L): void {
    this.byMultipv.set(line.multipv, line);
    const { onChange, throttleMs, timers } = this.opts;
    if (!onChange) return;
    if (!throttleMs || !timers) return onChange(this.lines());
    this.pending = true;
    this.timer ??= timers.setTimeout(() => {
      this.timer = undefined;
      this.flush();
    }, throttleMs);
  }

  /** The latest line of each rank, best rank first. */
  lines(): L[] {
    return byRank(this.byMultipv.values());
  }

  /** The best rank's latest line. */
  best(): L | undefined {
    return this.byMultipv.get(Math.min(...this.byMultipv.keys()));
  }

  /** Reports a change still waiting for its turn now (the search ended, or the caller needs it at once); whether there was one. */
  flush(): boolean {
    if (this.timer !== undefined) this.opts.timers?.clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.pending) return false;
    this.pending = false;
    this.opts.onChange?.(this.lines());
    return true;
  }

  /** Forgets the lines and any change waiting (a new search of the same consumer). */
  clear(): void {
    if (this.timer !== undefined) this.opts.timers?.clearTimeout(this.timer);
    this.timer = undefined;
    this.pending = false;
    this.byMultipv.clear();
  }
}
