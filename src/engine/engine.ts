/**
 * The engine facade: protocol-free, pure. Hosts (CLI, worker) set a position, call `go`, and
 * receive typed `onInfo` lines after each completed iteration and one `onBestMove`. `go` runs to
 * completion on the caller's thread but polls its stop flag, `limits.shouldStop` and the injected
 * clock every 256 nodes (search.ts), so `stop()` from inside a callback (or a shared flag) ends it promptly.
 *
 *   const e = new Engine({ clock: () => performance.now() });
 *   e.onInfo = (i) => console.log(i.depth, i.score);
 *   e.setPosition(START_FEN, ['h2e2']);
 *   e.go({ depth: 6 });
 */
import { ENGINE_SETTINGS, clampSetting } from '../core/engineSettings';
import { toFen } from '../core/fen';
import { replayLine, type LineError } from '../core/line';
import { parseIccs } from '../core/notation';
import type { Position } from '../core/position';
import { Result, ok } from '../core/result';
import type { Score } from '../core/score';
import type { Book } from './book/types';
import { pickBookMove } from './book/pick';
import { toScore } from './score';
import { Search, SearchLimits, SearchResult } from './search';
import type { ClockLimits } from './timeman';
import { TranspositionTable } from './tt';

/** Playing on a clock: the time manager's own limits (time left, increment, moves to go; ms). */
export type EngineClock = ClockLimits;

export interface EngineLimits {
  depth?: number;
  nodes?: number;
  movetime?: number;
  /** Playing a game on a clock: the time manager plans from it, and a single reply is played at once. */
  clock?: EngineClock;
  multipv?: number;
  /** Root moves to consider, in ICCS. */
  searchmoves?: readonly string[];
  /** Root moves to leave out, in ICCS (UCCI banmoves). */
  banmoves?: readonly string[];
  randomness?: number;
  /** Play a move from `engine.book` when the position is in it (no search, depth 0). */
  useBook?: boolean;
  shouldStop?: () => boolean;
}

export interface EngineInfo {
  depth: number;
  seldepth: number;
  /** From the side to move's point of view. */
  score: Score;
  nodes: number;
  nps: number;
  timeMs: number;
  hashfull: number;
  multipv: number;
  /** Moves as packed numbers (see core/types.ts); ICCS text is the caller's business. */
  pv: number[];
}

export interface EngineBestMove {
  /** 0 when the side to move has no legal move. */
  bestmove: number;
  ponder: number;
}

/**
 * The other threads of a Lazy SMP search, sharing this engine's table (`Engine.tableMemory`); src/worker/
 * searchThreads.ts runs them in worker threads. The engine starts them on its root as its own search
 * begins and stops them when it ends. Its own thread reports as it goes; at the end, a helper's line
 * replaces its own when the helper completed a deeper iteration with a score at least as good (single-PV).
 */
export interface SearchHelpers {
  /** Starts every helper on `job`, the table's search already begun; returns at once. */
  start(job: HelperJob): void;
  /** Tells every helper to stop (each stops within 256 nodes); returns at once. */
  stop(): void;
  /** Each helper's last completed iteration of the search just stopped (none for a helper that completed none). */
  lines(): HelperLine[];
  /** Nodes the helpers have searched in the current search so far: a `nodes` limit and the reports count them. */
  nodes(): number;
}

/** A helper's best line: the depth it completed, its score (internal, side to move) and its PV. */
export interface HelperLine {
  readonly depth: number;
  readonly seldepth: number;
  readonly value: number;
  readonly pv: readonly number[];
}

/** What a helper searches: the engine's root and the limits that shape the tree (time is the engine's business). */
export interface HelperJob {
  /** The root as its game's first position and the moves since (the repetition rules look back over them). */
  readonly fen: string;
  readonly moves: readonly number[];
  readonly depth: number | undefined;
  readonly multipv: number;
  readonly searchmoves: readonly number[];
}

export interface EngineOptions {
  /** Hash table size in MB (default and bounds: core/engineSettings.ts). */
  hashMb?: number;
  clock?: () => number;
  random?: () => number;
}

/** The engine-wide settings (core/engineSettings.ts rows of kind `option` it honours), clamped to their bounds. */
export interface EngineSettings {
  readonly hashMb?: number;
}

export class Engine {
  onInfo: ((info: EngineInfo) => void) | undefined;
  onBestMove: ((best: EngineBestMove) => void) | undefined;
  private pos: Position | undefined;
  private readonly tt: TranspositionTable;
  readonly search: Search;
  /** Consulted by `go` when its limits ask for it. */
  book: Book | undefined;
  private readonly random: () => number;
  /** Helper threads searching beside this one (Lazy SMP), or none. */
  helpers: SearchHelpers | undefined;

  constructor(opts: EngineOptions = {}) {
    this.tt = new TranspositionTable(clampSetting(ENGINE_SETTINGS.hashMb, opts.hashMb ?? ENGINE_SETTINGS.hashMb.default).value);
    this.random = opts.random ?? Math.random;
    this.search = new Search(this.tt, opts.clock ?? (() => 0), this.random);
  }

  /**
   * The line to play (Stockfish's Lazy SMP rule): a helper's, when it completed a deeper iteration than this
   * thread with a score at least as good and a PV legal here; else this thread's. A helper's line is reported
   * as one more info line, so the best move is always the first move of the last line reported.
   */
  private bestThread(root: Position, own: SearchResult, lines: readonly HelperLine[]): SearchResult {
    const mine = own.lines[0];
    if (!mine) return own;
    let best: HelperLine | undefined;
    for (const l of lines) {
      const than = best ?? mine;
      if (l.pv.length > 0 && l.depth > than.depth && l.value >= than.value && legalLine(root, l.pv)) best = l;
    }
    if (!best) return own;
    const line = { depth: best.depth, seldepth: best.seldepth, value: best.value, pv: [...best.pv], multipv: 1 };
    this.onInfo?.({
      depth: line.depth,
      seldepth: line.seldepth,
      score: toScore(line.value),
      nodes: own.nodes,
      nps: own.timeMs > 0 ? Math.round((own.nodes * 1000) / own.timeMs) : 0,
      timeMs: Math.round(own.timeMs),
      hashfull: this.tt.hashfull(),
      multipv: 1,
      pv: line.pv,
    });
    return { ...own, depth: line.depth, lines: [line], bestMove: line.pv[0], ponder: line.pv[1] ?? 0 };
  }

  /** Changes settings between searches; returns the names of those that had to be clamped into range. */
  configure(s: EngineSettings): string[] {
    const clamped: string[] = [];
    if (s.hashMb !== undefined) {
      const h = clampSetting(ENGINE_SETTINGS.hashMb, s.hashMb);
      if (h.clamped) clamped.push('hashMb');
      this.tt.resize(h.value);
    }
    return clamped;
  }

  /** The table's memory, for helper threads to attach to (a new one after `configure` resizes it). */
  get tableMemory(): ArrayBufferLike {
    return this.tt.buffer;
  }

  newGame(): void {
    this.tt.clear();
    this.search.order.clear();
    this.search.correction.clear();
  }

  position(): Position | undefined {
    return this.pos;
  }

  /** Replays `moves` from `fen` (core/line.ts) and searches from there next. */
  setPosition(fen: string, moves: readonly string[] = []): Result<Position, LineError> {
    const r = replayLine(fen, moves);
    if (!r.ok) return r;
    this.setRoot(r.value.position);
    return ok(r.value.position);
  }

  /** Searches from `pos` next (already replayed, with its history; the engine never plays on it). */
  setRoot(pos: Position): void {
    this.pos = pos;
  }

  stop(): void {
    this.search.stop();
  }

  /** Searches the current position; returns the result and also reports it through the callbacks. */
  go(limits: EngineLimits = {}): SearchResult {
    const pos = this.pos;
    if (!pos) {
      const none: SearchResult = { depth: 0, nodes: 0, timeMs: 0, lines: [], bestMove: 0, ponder: 0 };
      this.onBestMove?.({ bestmove: 0, ponder: 0 });
      return none;
    }
    const work = pos.clone();
    const toMoves = (list: readonly string[] | undefined): number[] =>
      (list ?? []).map((t) => parseIccs(work, t)).flatMap((r) => (r.ok ? [r.value] : []));
    let searchmoves = toMoves(limits.searchmoves);
    const banned = new Set(toMoves(limits.banmoves));
    if (banned.size > 0) {
      const base = searchmoves.length > 0 ? searchmoves : work.legalMoves();
      const kept = base.filter((m) => !banned.has(m));
      if (kept.length > 0) searchmoves = kept;
    }
    if (limits.useBook && this.book) {
      const allowed = searchmoves.length > 0 ? new Set(searchmoves) : undefined;
      const entries = this.book.probe(work).filter((e) => (!allowed || allowed.has(e.move)) && !banned.has(e.move));
      const m = pickBookMove(entries, this.random);
      if (m !== 0) {
        this.onBestMove?.({ bestmove: m, ponder: 0 });
        return { depth: 0, nodes: 0, timeMs: 0, lines: [], bestMove: m, ponder: 0 };
      }
    }
    const sl: SearchLimits = {
      depth: limits.depth,
      nodes: limits.nodes,
      movetime: limits.movetime,
      clock: limits.clock,
      multipv: clampSetting(ENGINE_SETTINGS.multipv, limits.multipv ?? 1).value,
      searchmoves,
      randomness: limits.randomness,
      shouldStop: limits.shouldStop,
    };
    const helpers = this.helpers;
    this.search.onIteration = (rep) => {
      // every thread's nodes, as a GUI shows them (the result's own count stays this thread's)
      const nodes = rep.nodes + (helpers?.nodes() ?? 0);
      for (const line of rep.lines)
        this.onInfo?.({
          depth: line.depth,
          seldepth: line.seldepth,
          score: toScore(line.value),
          nodes,
          nps: rep.timeMs > 0 ? Math.round((nodes * 1000) / rep.timeMs) : 0,
          timeMs: Math.round(rep.timeMs),
          hashfull: this.tt.hashfull(),
          multipv: line.multipv,
          pv: line.pv,
        });
    };
    let result: SearchResult;
    if (helpers) {
      // the table's search begins here, so helpers join it before this thread's first node
      this.tt.newSearch();
      helpers.start({ ...rootLine(work), depth: sl.depth, multipv: sl.multipv ?? 1, searchmoves });
      try {
        result = this.search.run(work, { ...sl, thread: 0, otherNodes: () => helpers.nodes() });
      } finally {
        helpers.stop();
      }
      if (sl.multipv === 1) result = this.bestThread(work, result, helpers.lines());
    } else result = this.search.run(work, sl);
    this.onBestMove?.({ bestmove: result.bestMove, ponder: result.ponder });
    return result;
  }
}


/** Whether every move of `pv` is legal in turn from `root` (a helper's line comes from shared memory). */
const legalLine = (root: Position, pv: readonly number[]): boolean => {
  let played = 0;
  for (const m of pv) {
    if (!root.isLegal(m)) break;
    root.play(m);
    played++;
  }
  for (let i = 0; i < played; i++) root.undo();
  return played === pv.length;
};

/** A position as its game's first position in FEN and the moves played since. */
const rootLine = (pos: Position): { fen: string; moves: number[] } => {
  const p = pos.clone();
  const moves = Array.from(p.moves.subarray(0, p.ply));
  for (let i = 0; i < moves.length; i++) p.undo();
  return { fen: toFen(p), moves };
};
