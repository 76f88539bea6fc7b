/**
 * Alpha-beta search in the lineage of Stockfish and Pikafish, keeping the techniques of the
 * ElephantEye design notes: iterative deepening with aspiration windows, PVS, transposition table
 * (also in quiescence), repetition scored by the Asian rules (perpetual check and chase lose: a ban
 * score), staged move picking with static exchange evaluation (movepick.ts, see.ts), pruning decided
 * before a move is made (reverse futility, razoring, null move with a reduction growing with depth
 * and the eval margin, futility and late-move pruning by depth, SEE pruning of losing captures and
 * quiets, history pruning), internal iterative reduction, history-driven logarithmic late move
 * reductions, check and recapture extensions, quiescence with quiet checks at its first ply,
 * triangular PV completed from the table, multi-PV, searchmoves and root randomness.
 * Every technique has a switch in `features` and its numbers in `params`, for the ablation bench
 * and self-play tuning. Pure: time comes from an injected clock; stopping is polled every 256 nodes.
 *
 *   const s = new Search(new TranspositionTable(16));
 *   const r = s.run(pos, { depth: 8 }); // r.bestMove, r.lines[0].pv
 */
import type { Position } from '../core/position';
import { repetitionStatus, repetitionVerdict } from '../core/repetition';
import { givesCheck } from './checks';
import { CorrectionHistory } from './correction';
import { EVAL_ACTIVITY, EVAL_ALL, EVAL_KING, EVAL_PATTERNS, EVAL_THREATS, PIECE_VALUE, WEIGHTS, attackMaterial, colourTables, evaluate } from './evaluate';
import { MAX_PLY, MovePicker, PICK_MAIN, PICK_QS, pieceTo } from './movepick';
import { BAN, INFINITE, MATE, WIN, drawValue, isMate } from './score';
import { seeGe } from './see';
import { ClockLimits, TimeManager } from './timeman';
import { BOUND_EXACT, BOUND_LOWER, BOUND_UPPER, TranspositionTable } from './tt';

export interface SearchLimits {
  depth?: number;
  nodes?: number;
  /** Milliseconds by the injected clock: the whole of it is used (analysis, fixed-time play). */
  movetime?: number;
  /**
   * Playing a game on a clock: time is planned from it (see timeman.ts), and a single legal reply
   * is played at once. Without it (analysis, annotation) every position is searched and scored.
   */
  clock?: ClockLimits;
  multipv?: number;
  /** Only these root moves are considered. */
  searchmoves?: readonly number[];
  /** Root randomness in centipawns (0: off, the default for analysis). */
  randomness?: number;
  /** Polled with the clock; true stops the search. */
  shouldStop?: () => boolean;
  /** Nodes other threads of this search have searched so far: with `nodes`, the limit counts them too (polled with the clock). */
  otherNodes?: () => number;
  /**
   * Lazy SMP: which thread of a search on a shared table this is. 0: the main thread, whose caller began
   * the table's search (so it is not begun again); 1, 2, …: helpers, which join that search and skip
   * some depths (helperSkips). Unset: a search on its own table.
   */
  thread?: number;
}

/**
 * Which depths helper thread `thread` (1, 2, …) leaves out, so that threads spread over depths instead
 * of all racing through the same iteration: helpers go through depths in blocks of `size`, skipping
 * every other block, each helper starting its blocks at its own `phase`. The pattern is Stockfish's
 * Lazy SMP (its 2016 SkipSize/SkipPhase tables), 20 helpers to a cycle.
 */
export const helperSkips = (thread: number, depth: number, rootPly: number): boolean => {
  const i = (thread - 1) % 20;
  const size = i < 2 ? 1 : i < 6 ? 2 : i < 12 ? 3 : 4;
  const phase = i < 2 ? i : i < 6 ? i - 2 : i < 12 ? i - 6 : i - 12;
  return Math.floor((depth + rootPly + phase) / size) % 2 === 1;
};

export interface SearchLine {
  depth: number;
  seldepth: number;
  /** Internal score from the side to move (see score.ts). */
  value: number;
  pv: number[];
  multipv: number;
}

export interface SearchReport {
  depth: number;
  nodes: number;
  timeMs: number;
  lines: SearchLine[];
}

export interface SearchResult extends SearchReport {
  bestMove: number;
  ponder: number;
}

/** Toggles for techniques, for tests and ablation; on by default except where noted. */
export interface SearchFeatures {
  /** Null move: a side that passes and still beats beta needs no search here. */
  nullMove: boolean;
  /** Futility: late quiet moves of a node whose eval is far below alpha near the leaves are not searched. */
  futility: boolean;
  /** Razoring: near the leaves, a node far below alpha is settled by quiescence. */
  razoring: boolean;
  lmr: boolean;
  aspiration: boolean;
  checkExtension: boolean;
  /** Captures that lose material by static exchange: ordered last, skipped in quiescence. */
  badCaptures: boolean;
  /** LMR grows with log(depth)·log(move number); off: the old 1–2 plies. */
  lmrLog: boolean;
  /** Reduce at PV nodes too, one ply less (the design notes never reduce PV nodes). */
  lmrPv: boolean;
  /** Late quiet moves near the leaves are skipped, by a move count growing with depth. */
  lateMovePruning: boolean;
  /** Recaptures on the square just captured on are extended (equal trades), not only at PV nodes. */
  recaptureExtension: boolean;
  /** The first quiescence ply also tries quiet checking moves. */
  qsChecks: boolean;
  /** Evaluation: phase-dependent horse/cannon values and chariot/horse mobility. */
  activity: boolean;
  /** Static null move: far above beta near the leaves, a position is not searched. */
  reverseFutility: boolean;
  /** Null move reduction grows with depth and the eval's margin over beta; off: the notes' 2–3 plies. */
  deepNull: boolean;
  /** Quiet moves tried before a quiet cut-off lose history. */
  historyMalus: boolean;
  /** Evaluation: king safety by the attack units that reach the enemy palace. */
  kingSafety: boolean;
  /** Evaluation: ElephantEye's patterns (hollow, central and bottom cannons, advisors missing, pins, trapped horses). */
  patterns: boolean;
  /** Evaluation: enemy pieces attacked by a lesser piece, or attacked and unguarded (off; its weights are 0 until set). */
  threats: boolean;
  /** Near the leaves, captures and quiet moves that lose material by static exchange are not searched. */
  seePruning: boolean;
  /** Internal iterative reduction: a node without a hash move is searched one ply shallower. */
  iir: boolean;
  /** Quiescence probes and stores the transposition table. */
  ttQuiescence: boolean;
  /** LMR reduces less for moves with good history and more for bad, and more at expected cut nodes. */
  historyLmr: boolean;
  /**
   * Near the leaves, quiet moves that did very badly after the last two moves (continuation history) are
   * not searched. The butterfly table is left out: with it, pruning cost Elo (ablation.md).
   */
  historyPruning: boolean;
  /** Quiet moves are also ordered (and reduced) by how they did after the last two moves. */
  contHistory: boolean;
  /**
   * Singular extension: a hash move that alone holds the table's score (the other moves, searched at
   * half depth, all fall short of it) is searched a ply deeper; if another move also holds beta, the
   * node is cut (multi-cut); a hash move that is not singular at a cut node is searched a ply shallower.
   */
  singular: boolean;
  /** The static eval is corrected by how far searches of positions with the same structure found it wrong (correction.ts). */
  correction: boolean;
  /**
   * A node whose alpha is already a mate (a mate in hand, a shorter one sought) prunes and reduces no
   * move and is not razored: centipawn margins say nothing about mates, and they hid the shorter ones
   * (a reduced quiet move hid the lone horse's mate in 4 in the composed set).
   */
  shorterMates: boolean;
  /**
   * Reverse futility is not tried (from mateThreatDepth) when the opponent, given the move, has a check
   * that leaves this side one legal reply or none: a side far ahead in material is often mated so. It
   * finds 23 more of the 320 proved mates at depth 2N+2 for 1 % more nodes to depth 12 on positions of our
   * games (11 % to depth 11). The same guard on the null move found 2 more for 39 % more nodes to depth 11,
   * and lost in self-play (25.5/60), so the null move is not guarded.
   */
  mateThreat: boolean;
  /**
   * Stalemate (a loss in xiangqi) of a side without chariot, horse and cannon: quiescence sees it, and a
   * move that makes it is never pruned. A pawn or a chariot's quiet move takes the last square from a
   * bare king; those mates were a ply out of sight, or pruned as quiet moves.
   */
  stalemates: boolean;
}

export const DEFAULT_FEATURES: SearchFeatures = {
  nullMove: true, futility: true, razoring: true, lmr: true, aspiration: true, checkExtension: true, badCaptures: true,
  lmrLog: true, lmrPv: true, lateMovePruning: true, recaptureExtension: true, qsChecks: true, activity: true,
  reverseFutility: true, deepNull: true, historyMalus: true, kingSafety: false, patterns: true, threats: false, seePruning: true, iir: true,
  ttQuiescence: true, historyLmr: true, historyPruning: true, contHistory: true, singular: false, correction: true,
  shorterMates: true, mateThreat: true, stalemates: true,
};

/** The techniques' numbers (centipawns, plies, move counts), named for self-play tuning. */
export const DEFAULT_PARAMS = {
  aspirationWindow: 30,
  /** Reverse futility: margin per ply of depth, to this depth. */
  rfpMargin: 100,
  rfpDepth: 7,
  /** Razoring: eval + razorBase + razorMargin · depth² ≤ alpha, to this depth (a sacrifice for mate must survive it). */
  razorBase: 300,
  razorMargin: 200,
  razorDepth: 3,
  /** Null move: R = nullBase + depth / nullDepthDiv + min(3, (eval − beta) / nullEvalDiv). */
  nullBase: 3,
  nullDepthDiv: 4,
  nullEvalDiv: 200,
  /** Futility of quiet moves: eval + futilityBase + futilityPerDepth · lmrDepth ≤ alpha, to futilityDepth. */
  futilityBase: 120,
  futilityPerDepth: 100,
  futilityDepth: 7,
  /** Late-move pruning: quiet moves after (lmpBase + depth²) / (improving ? 1 : 2) are skipped. */
  lmpBase: 3,
  lmpDepth: 8,
  /** SEE pruning thresholds: captures −seeCapture · depth, quiets −seeQuiet · lmrDepth². */
  seeCapture: 150,
  seeQuiet: 30,
  seeDepth: 8,
  /** History pruning: quiets whose continuation history is below −historyPrune · depth, to depth 4. */
  historyPrune: 3000,
  /** LMR: reduction = (lmrBase + ln d · ln n / lmrDiv) in hundredths, history moves it by history / lmrHistoryDiv. */
  lmrBase: 50,
  lmrDiv: 200,
  lmrHistoryDiv: 8000,
  /** Quiescence: captures whose victim cannot lift eval + deltaMargin to alpha are skipped. */
  deltaMargin: 200,
  /** Singular extension from this depth, the table's entry at most 3 plies shallower; the others must stay singularMargin · depth below its score. */
  singularDepth: 8,
  singularMargin: 2,
  /** The mate-threat test (mateThreat) from this depth: nearer the leaves it costs more than the mates it saves. */
  mateThreatDepth: 3,
};
export type SearchParams = typeof DEFAULT_PARAMS;

const NULL_VERIFY_MATERIAL = 1400;
const EVAL_CACHE = 1 << 16;
const QS_MAX_PLY = 16;
/** Internal value for "no static eval" (in check). */
const NO_EVAL = -INFINITE;
const ROLES = [0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 6, 6, 6];
const roleOf = (pc: number): number => ROLES[pc & 15];

export class Search {
  readonly order = new MovePicker();
  features: SearchFeatures = { ...DEFAULT_FEATURES };
  params: SearchParams = { ...DEFAULT_PARAMS };
  /** Evaluation weights by index (evaluate.ts WEIGHT_NAMES), this search's own copy. */
  readonly weights = Float64Array.from(WEIGHTS);
  /** Piece-square values by colour (evaluate.ts colourTables), the engine's own unless a bench sets others. */
  pst = colourTables();
  nodes = 0;
  seldepth = 0;
  private pos!: Position;
  private rootPly = 0;
  /** The iteration's depth: extensions stop below twice it, or extended lines would run on. */
  private rootDepth = 0;
  private stopped = false;
  private nodeLimit = Infinity;
  private deadline = Infinity;
  private shouldStop: (() => boolean) | undefined;
  private otherNodes: (() => number) | undefined;
  private readonly pvTable = new Int32Array(MAX_PLY * MAX_PLY);
  private readonly pvLen = new Int32Array(MAX_PLY);
  private readonly evalStack = new Int32Array(MAX_PLY + 4);
  private evalTerms = EVAL_ALL;
  /** Quiet moves searched at each ply (64 per ply), for the history malus. */
  private readonly quiets = new Int32Array(MAX_PLY * 64);
  /** LMR_TABLE[depth * 64 + moveNumber] in hundredths of a ply, both capped at 63. */
  private readonly lmrTable = new Int32Array(64 * 64);
  private tableParams = '';
  private rootBonus = new Map<number, number>();
  /** Static evals by position (direct-mapped, cleared per search: weights and terms may change). */
  private readonly evalKeys = new Int32Array(EVAL_CACHE);
  private readonly evalLocks = new Int32Array(EVAL_CACHE);
  private readonly evalValues = new Int32Array(EVAL_CACHE);
  /** Kept across the searches of a game, like the history; the engine clears it for a new game. */
  readonly correction = new CorrectionHistory();
  readonly time = new TimeManager();
  onIteration: ((r: SearchReport) => void) | undefined;

  constructor(
    readonly tt: TranspositionTable,
    readonly clock: () => number = () => 0,
    readonly random: () => number = Math.random,
  ) {}

  /** Asks a running search to stop at its next poll. */
  stop(): void {
    this.stopped = true;
  }

  private initTables(): void {
    const key = `${this.params.lmrBase}/${this.params.lmrDiv}`;
    if (key === this.tableParams) return;
    this.tableParams = key;
    for (let d = 1; d < 64; d++)
      for (let n = 1; n < 64; n++) this.lmrTable[d * 64 + n] = Math.round(this.params.lmrBase + (10000 * Math.log(d) * Math.log(n)) / this.params.lmrDiv);
  }

  run(pos: Position, limits: SearchLimits): SearchResult {
    this.pos = pos;
    this.rootPly = pos.ply;
    this.stopped = false;
    this.nodes = 0;
    this.seldepth = 0;
    this.nodeLimit = limits.nodes ?? Infinity;
    const t0 = this.clock();
    this.time.start(t0, limits);
    this.deadline = this.time.deadline;
    this.shouldStop = limits.shouldStop;
    this.otherNodes = limits.nodes !== undefined ? limits.otherNodes : undefined;
    const thread = limits.thread ?? -1;
    if (thread < 0) this.tt.newSearch();
    else this.tt.joinSearch();
    this.order.killers.fill(0);
    this.order.useSee = this.features.badCaptures;
    this.order.useCont = this.features.contHistory;
    // the game's last two moves lead into the root's continuations (moveKey[ply + 2]: the move made at ply)
    for (let k = 1; k <= 2; k++) {
      const mv = pos.ply >= k ? pos.moves[pos.ply - k] : 0;
      const pc = mv ? pos.board[mv >> 8] : 0;
      this.order.moveKey[2 - k] = pc ? pieceTo(pc, mv >> 8) : -1;
    }
    this.evalTerms = (this.features.activity ? EVAL_ACTIVITY : 0) | (this.features.kingSafety ? EVAL_KING : 0) | (this.features.patterns ? EVAL_PATTERNS : 0) | (this.features.threats ? EVAL_THREATS : 0);
    // history from earlier searches of the game still orders moves, at half weight
    for (let i = 0; i < this.order.history.length; i++) this.order.history[i] >>= 1;
    this.initTables();
    this.evalKeys.fill(0);
    this.evalLocks.fill(0);

    let rootMoves = pos.legalMoves();
    if (limits.searchmoves && limits.searchmoves.length > 0) {
      const only = new Set(limits.searchmoves);
      const kept = rootMoves.filter((m) => only.has(m));
      if (kept.length > 0) rootMoves = kept;
    }
    const empty: SearchResult = { depth: 0, nodes: 0, timeMs: 0, lines: [], bestMove: 0, ponder: 0 };
    if (rootMoves.length === 0) return empty;
    this.rootBonus = new Map();
    const rnd = limits.randomness ?? 0;
    if (rnd > 0) for (const m of rootMoves) this.rootBonus.set(m, Math.floor(this.random() * rnd));
    const multipv = Math.max(1, Math.min(limits.multipv ?? 1, rootMoves.length));
    const maxDepth = Math.min(limits.depth ?? MAX_PLY - 8, MAX_PLY - 8);
    // order root moves by a shallow guess: hash move, then captures
    const scores = new Map<number, number>();
    let best: SearchResult = { ...empty, bestMove: rootMoves[0] };
    let prevValue = 0;
    for (let depth = 1; depth <= maxDepth; depth++) {
      if (thread > 0 && depth > 1 && depth < maxDepth && helperSkips(thread, depth, this.rootPly)) continue;
      this.rootDepth = depth;
      const lines: SearchLine[] = [];
      const excluded = new Set<number>();
      let partial = false;
      for (let k = 0; k < multipv; k++) {
        const candidates = rootMoves.filter((m) => !excluded.has(m));
        candidates.sort((a, b) => (scores.get(b) ?? -INFINITE) - (scores.get(a) ?? -INFINITE));
        let value: number;
        let alpha = -INFINITE;
        let beta = INFINITE;
        let window = this.params.aspirationWindow;
        const aspire = this.features.aspiration && k === 0 && depth >= 4 && !isMate(prevValue);
        if (aspire) {
          alpha = prevValue - window;
          beta = prevValue + window;
        }
        for (;;) {
          value = this.searchRoot(candidates, depth, alpha, beta, scores);
          if (this.stopped) break;
          if (value <= alpha && alpha > -INFINITE) {
            window *= 4;
            alpha = window > 1000 ? -INFINITE : value - window;
          } else if (value >= beta && beta < INFINITE) {
            window *= 4;
            beta = window > 1000 ? INFINITE : value + window;
          } else break;
        }
        if (this.stopped && (depth > 1 || k > 0)) {
          // a partly searched iteration counts once a root move scored above the window's floor:
          // the first move resolved, or a later one proved better (single-PV only)
          if (!(multipv === 1 && value > alpha)) break;
          partial = true;
        }
        const pv = this.completePv(Array.from(this.pvTable.subarray(0, this.pvLen[0])), depth);
        if (pv.length === 0) break;
        excluded.add(pv[0]);
        lines.push({ depth, seldepth: this.seldepth, value, pv, multipv: k + 1 });
        if (k === 0) prevValue = value;
        if (this.stopped) break;
      }
      if (lines.length === 0) break;
      if (this.stopped && lines.length < multipv && depth > 1) break;
      // a later line's full window can score above an earlier line's null-window verdict on it
      if (lines.length > 1) {
        lines.sort((a, b) => b.value - a.value);
        lines.forEach((l, i) => (l.multipv = i + 1));
        prevValue = lines[0].value;
      }
      const now = this.clock();
      const elapsed = now - t0;
      best = { depth, nodes: this.nodes, timeMs: elapsed, lines, bestMove: lines[0].pv[0], ponder: lines[0].pv[1] ?? 0 };
      this.onIteration?.({ depth, nodes: this.nodes, timeMs: elapsed, lines });
      if (this.stopped || partial) break;
      // on a clock a single reply needs no thought. A mate found is final only at three times its length and more:
      // reductions (at PV nodes too) can hide a shorter one well past the depth of the mate found
      if (rootMoves.length === 1 && limits.clock) break;
      const v = lines[0].value;
      if (isMate(v) && 3 * (MATE - Math.abs(v)) + 2 <= depth) break;
      if (this.time.iterationDone(now, depth, lines[0].pv[0], v)) break;
    }
    best.nodes = this.nodes;
    best.timeMs = this.clock() - t0;
    return best;
  }

  /** Follows table moves to lengthen a PV cut short, stopping at a repeat or an illegal move. */
  private completePv(pv: number[], depth: number): number[] {
    const pos = this.pos;
    let played = 0;
    const seen = new Set<string>();
    for (const m of pv) {
      if (!pos.isLegal(m)) break;
      pos.play(m);
      played++;
      seen.add(`${pos.key}:${pos.lock}`);
    }
    pv = pv.slice(0, played);
    while (pv.length < depth && this.tt.probe(pos.key, pos.lock, 0)) {
      const m = this.tt.hit.move;
      if (m === 0 || !pos.isLegal(m)) break;
      pos.play(m);
      played++;
      const id = `${pos.key}:${pos.lock}`;
      if (seen.has(id)) {
        pos.undo();
        played--;
        break;
      }
      seen.add(id);
      pv.push(m);
    }
    for (let i = 0; i < played; i++) pos.undo();
    return pv;
  }

  /** The static eval of the current position, from the cache when it was seen this search. */
  private staticEval(): number {
    const pos = this.pos;
    const i = pos.key & (EVAL_CACHE - 1);
    if (this.evalKeys[i] === pos.key && this.evalLocks[i] === pos.lock) return this.evalValues[i];
    const v = evaluate(pos, this.evalTerms, this.weights, this.pst);
    this.evalKeys[i] = pos.key;
    this.evalLocks[i] = pos.lock;
    this.evalValues[i] = v;
    return v;
  }

  /** The static eval with the correction history's entry `ci` added (ci < 0: none), kept short of a win. */
  private correctedEval(ci: number): number {
    const v = this.staticEval();
    if (ci < 0) return v;
    const c = v + this.correction.value(ci);
    return c >= WIN ? WIN - 1 : c <= -WIN ? -WIN + 1 : c;
  }

  private poll(): void {
    if (this.nodes >= this.nodeLimit) this.stopped = true;
    else if ((this.nodes & 255) === 0) {
      if (this.clock() >= this.deadline || (this.shouldStop !== undefined && this.shouldStop())) this.stopped = true;
      else if (this.otherNodes !== undefined && this.nodes + this.otherNodes() >= this.nodeLimit) this.stopped = true;
    }
  }

  private searchRoot(moves: number[], depth: number, alpha: number, beta: number, scores: Map<number, number>): number {
    const pos = this.pos;
    let best = -INFINITE;
    let bestMove = 0;
    this.pvLen[0] = 0;
    this.evalStack[0] = pos.checks[pos.ply] === 1 ? NO_EVAL : this.correctedEval(this.features.correction ? this.correction.index(pos) : -1);
    let searched = 0;
    for (const m of moves) {
      const bonus = this.rootBonus.get(m) ?? 0;
      this.order.moveKey[2] = pieceTo(pos.board[m & 255], m >> 8);
      pos.play(m);
      this.nodes++;
      const ext = this.features.checkExtension && pos.checks[pos.ply] === 1 ? 1 : 0;
      const a = alpha - bonus;
      const b = beta - bonus;
      let v: number;
      if (searched === 0) v = -this.search(depth - 1 + ext, -b, -a, 1, false);
      else {
        v = -this.search(depth - 1 + ext, -a - 1, -a, 1, true);
        if (v > a && v < b && !this.stopped) v = -this.search(depth - 1 + ext, -b, -a, 1, false);
      }
      v += bonus;
      pos.undo();
      // a move whose search was stopped has no value; at depth 1 the first one stands in for one
      if (this.stopped && (searched > 0 || depth > 1)) break;
      searched++;
      scores.set(m, v);
      if (v > best) {
        best = v;
        if (v > alpha || bestMove === 0) {
          bestMove = m;
          this.updatePv(0, m);
        }
        if (v > alpha) alpha = v;
        if (v >= beta) break;
      }
      if (this.stopped) break;
    }
    // sinking moves below the best keeps the best first in the next iteration
    for (const m of moves) if (m !== bestMove && (scores.get(m) ?? -INFINITE) >= best) scores.set(m, best - 1);
    if (bestMove) this.tt.store(pos.key, pos.lock, 0, depth, best >= beta ? BOUND_LOWER : BOUND_EXACT, best, bestMove);
    return best;
  }

  private updatePv(ply: number, m: number): void {
    const t = this.pvTable;
    const base = ply * MAX_PLY;
    t[base] = m;
    const childLen = ply + 1 < MAX_PLY ? this.pvLen[ply + 1] : 0;
    const child = (ply + 1) * MAX_PLY;
    for (let i = 0; i < childLen; i++) t[base + 1 + i] = t[child + i];
    this.pvLen[ply] = childLen + 1;
  }

  /** Score of a repetition for the side to move, or NaN when there is none. */
  private repetitionValue(ply: number): number {
    const status = repetitionStatus(this.pos, 2, this.rootPly);
    if (status === 0) return NaN;
    const verdict = repetitionVerdict(status);
    if (verdict === 0) return drawValue(ply);
    return verdict > 0 ? BAN - ply : -(BAN - ply);
  }

  /** History bonus for a cut-off at this depth (and the malus of the moves tried before it). */
  private static bonus(depth: number): number {
    return Math.min(2000, 16 * depth * depth + 32 * depth);
  }

  /**
   * `cutNode`: a null-window node expected to fail high (its parent's later moves, and null moves).
   * `excluded`: a move left out (the singular test searches the others): no table cut-off or store,
   * no pruning of the node as a whole.
   */
  private search(depth: number, alpha: number, beta: number, ply: number, cutNode: boolean, allowNull = true, excluded = 0): number {
    const pos = this.pos;
    this.pvLen[ply] = 0;
    if (ply >= MAX_PLY - 4) return evaluate(pos, this.evalTerms, this.weights, this.pst);
    const rep = this.repetitionValue(ply);
    if (rep === rep) return rep;
    // mate distance pruning
    const mateLow = -MATE + ply;
    if (alpha < mateLow) alpha = mateLow;
    const mateHigh = MATE - ply - 1;
    if (beta > mateHigh) beta = mateHigh;
    if (alpha >= beta) return alpha;
    if (depth <= 0) return this.quiesce(alpha, beta, ply, 0);
    this.poll();
    if (this.stopped) return 0;
    if (ply > this.seldepth) this.seldepth = ply;

    const pvNode = beta - alpha > 1;
    const inCheck = pos.checks[pos.ply] === 1;
    const tt = this.tt;
    const f = this.features;
    const P = this.params;
    let hashMove = 0;
    let ttValue = NaN;
    let ttBound = 0;
    let ttDepth = -100;
    if (excluded === 0 && tt.probe(pos.key, pos.lock, ply)) {
      hashMove = tt.hit.move;
      ttValue = tt.hit.score;
      ttBound = tt.hit.bound;
      ttDepth = tt.hit.depth;
      if (!pvNode && ttValue === ttValue && ttDepth >= depth) {
        if (ttBound === BOUND_EXACT || (ttBound === BOUND_LOWER && ttValue >= beta) || (ttBound === BOUND_UPPER && ttValue <= alpha)) return ttValue;
      }
    }

    let staticEval = NO_EVAL;
    let improving = false;
    const ci = f.correction && !inCheck && excluded === 0 ? this.correction.index(pos) : -1;
    if (!inCheck) {
      staticEval = this.correctedEval(ci);
      // a table bound on the right side is a better guess than the static eval
      let eval2 = staticEval;
      if (ttValue === ttValue && Math.abs(ttValue) < WIN && (ttBound === BOUND_EXACT || (ttBound === BOUND_LOWER ? ttValue > staticEval : ttValue < staticEval))) eval2 = ttValue;
      this.evalStack[ply] = staticEval;
      const before = ply >= 2 ? this.evalStack[ply - 2] : NO_EVAL;
      improving = before === NO_EVAL || staticEval > before;
      if (!pvNode && excluded === 0) {
        if (f.reverseFutility && depth <= P.rfpDepth && eval2 - P.rfpMargin * (improving ? depth - 1 : depth) >= beta && eval2 < WIN && beta > -WIN &&
            (!f.mateThreat || depth < P.mateThreatDepth || this.checkThreat() === 0)) return eval2;
        if (f.razoring && !(f.shorterMates && alpha >= WIN) && depth <= P.razorDepth && eval2 + P.razorBase + P.razorMargin * depth * depth <= alpha) {
          const v = this.quiesce(alpha, alpha + 1, ply, 0);
          if (v <= alpha) return v;
        }
        // null move; never with only advisors, elephants and pawns behind the king (zugzwang)
        if (f.nullMove && allowNull && depth >= 2 && eval2 >= beta && staticEval >= beta - 20 * depth && beta > -WIN && beta < WIN) {
          const material = attackMaterial(pos, pos.turn);
          if (material > 0) {
            const r = f.deepNull
              ? P.nullBase + Math.floor(depth / P.nullDepthDiv) + Math.min(3, Math.floor((eval2 - beta) / P.nullEvalDiv))
              : depth <= 6 ? 2 : depth >= 8 ? 3 : material >= 2 * NULL_VERIFY_MATERIAL ? 3 : 2;
            pos.playNull();
            this.evalStack[ply + 1] = NO_EVAL;
            this.order.moveKey[ply + 2] = -1;
            let v = -this.search(depth - 1 - r, -beta, -beta + 1, ply + 1, false, false);
            pos.undo();
            if (this.stopped) return 0;
            if (v >= beta) {
              if (v > WIN) v = beta;
              if (material >= NULL_VERIFY_MATERIAL && depth < 12) return v;
              // short of material (or deep): verify without null moves, a zugzwang would show here
              const verify = this.search(depth - r, beta - 1, beta, ply, false, false);
              if (this.stopped) return 0;
              if (verify >= beta) return v;
            }
          }
        }
      }
    } else this.evalStack[ply] = NO_EVAL;

    // internal iterative reduction: no hash move, a guess is all this node has
    if (f.iir && hashMove === 0 && depth >= 4 && (pvNode || cutNode) && excluded === 0) depth--;

    // singular extension: does any other move come near the table's score for the hash move?
    let singularExt = 0;
    if (f.singular && hashMove !== 0 && depth >= P.singularDepth && ply < 2 * this.rootDepth && ttDepth >= depth - 3 && (ttBound & BOUND_LOWER) !== 0 && ttValue === ttValue && Math.abs(ttValue) < WIN) {
      const sBeta = ttValue - P.singularMargin * depth;
      const v = this.search((depth - 1) >> 1, sBeta - 1, sBeta, ply, cutNode, false, hashMove);
      if (this.stopped) return 0;
      if (v < sBeta) singularExt = 1;
      else if (sBeta >= beta) return sBeta;
      else if (ttValue >= beta && !pvNode) singularExt = -1;
    }

    const order = this.order;
    order.init(pos, ply, hashMove, PICK_MAIN);
    const prevTo = pos.ply > 0 ? pos.moves[pos.ply - 1] >> 8 : -1;
    const prevCaptured = pos.ply > 0 ? pos.captured[pos.ply - 1] : 0;
    const board = pos.board;
    // a side without chariot, horse and cannon can be stalemated by a quiet move (-1: not yet known)
    let bare = f.stalemates ? -1 : 0;
    const lmpCount = f.lateMovePruning && depth <= P.lmpDepth ? (P.lmpBase + depth * depth) / (improving ? 1 : 2) : 1000;
    let best = -INFINITE;
    let bestMove = 0;
    let bound = BOUND_UPPER;
    let moveCount = 0;
    let quietsTried = 0;
    const quiets = this.quiets;
    const quietBase = ply * 64;
    for (let m = order.next(pos, ply); m !== 0; m = order.next(pos, ply)) {
      if (m === excluded) continue;
      const to = m >> 8;
      const victim = board[to];
      const capture = victim !== 0;
      // whether the move checks is found out only when it matters before the move is made
      let check = -1;
      moveCount++;
      const hist = capture ? 0 : order.quietHistory(pos, ply, m);
      // a mate in hand (shorterMates): no move is reduced or pruned while a shorter one is sought
      const mateInHand = f.shorterMates && alpha >= WIN;
      let r = 0;
      if (f.lmr && !mateInHand && depth >= 2 && moveCount > 1) {
        r = f.lmrLog ? this.lmrTable[(depth < 63 ? depth : 63) * 64 + (moveCount < 63 ? moveCount : 63)] : moveCount < 4 ? 0 : moveCount >= 9 && depth >= 6 ? 200 : 100;
        if (f.historyLmr) {
          if (!capture) r -= Math.trunc((hist * 100) / P.lmrHistoryDiv);
          if (cutNode) r += 100;
          if (!improving) r += 50;
        }
      }
      // pruning before the move is made (checks are kept), never while this side may be getting mated,
      // nor while it seeks a mate shorter than the one in hand
      if (best > -WIN && !inCheck && !mateInHand) {
        const lmrDepth = Math.max(0, depth - 1 - Math.trunc(r / 100));
        let prune: boolean;
        if (capture) prune = f.seePruning && depth <= P.seeDepth && !seeGe(pos, m, -P.seeCapture * depth);
        else
          prune =
            moveCount > lmpCount ||
            (f.historyPruning && lmrDepth < 4 && order.contOnly(pos, ply, m) < -P.historyPrune * depth) ||
            (f.futility && lmrDepth < P.futilityDepth && staticEval + P.futilityBase + P.futilityPerDepth * lmrDepth <= alpha) ||
            (f.seePruning && lmrDepth < P.seeDepth && !seeGe(pos, m, -P.seeQuiet * lmrDepth * lmrDepth));
        if (prune) {
          // quiet checks stay: cannon and horse mates start with them; so do stalemating moves
          check = givesCheck(pos, m) ? 1 : 0;
          if (check === 0) {
            if (bare < 0) bare = attackMaterial(pos, (pos.turn ^ 1) as 0 | 1) === 0 ? 1 : 0;
            if (bare === 0) continue;
            pos.play(m);
            const stalemate = !pos.hasLegalMove();
            pos.undo();
            if (!stalemate) continue;
          }
        }
      }
      // a check deep in a non-PV node is extended only when it does not lose material
      let ext = 0;
      if (f.checkExtension && !pvNode && depth > 4) {
        if (check < 0) check = givesCheck(pos, m) ? 1 : 0;
        if (check === 1 && seeGe(pos, m, 0)) ext = 1;
      }
      if (singularExt !== 0 && m === hashMove) ext = singularExt;
      else if (ext === 0 && capture && prevCaptured !== 0 && to === prevTo && (pvNode || (f.recaptureExtension && PIECE_VALUE[roleOf(victim)] === PIECE_VALUE[roleOf(prevCaptured)]))) ext = 1;
      order.moveKey[ply + 2] = pieceTo(board[m & 255], to);
      pos.play(m);
      this.nodes++;
      const checking = pos.checks[pos.ply] === 1;
      if (ext === 0 && checking && f.checkExtension && (pvNode || depth <= 4)) ext = 1;
      const newDepth = depth - 1 + ext;
      let v: number;
      if (moveCount === 1) v = -this.search(newDepth, -beta, -alpha, ply + 1, !pvNode && !cutNode);
      else {
        // late move reductions for quiet moves and losing captures
        let reduction = 0;
        if (r > 0 && depth >= 3 && (!capture || !order.inCaptureStages(ply)) && (!pvNode || f.lmrPv)) {
          reduction = Math.trunc((r + (pvNode ? -100 : 0) + 50) / 100);
          if (checking || inCheck) reduction--;
          if (reduction > newDepth - 1) reduction = newDepth - 1;
          if (reduction < 0) reduction = 0;
        }
        v = -this.search(newDepth - reduction, -alpha - 1, -alpha, ply + 1, true);
        if (reduction > 0 && v > alpha && !this.stopped) v = -this.search(newDepth, -alpha - 1, -alpha, ply + 1, !cutNode);
        if (pvNode && v > alpha && v < beta && !this.stopped) v = -this.search(newDepth, -beta, -alpha, ply + 1, false);
      }
      pos.undo();
      if (this.stopped) return 0;
      if (v > best) {
        best = v;
        if (v > alpha) {
          bestMove = m;
          alpha = v;
          bound = BOUND_EXACT;
          this.updatePv(ply, m);
          if (v >= beta) {
            bound = BOUND_LOWER;
            if (!capture) {
              order.setKiller(ply, m);
              const bonus = Search.bonus(depth);
              order.updateQuiet(pos, ply, m, bonus);
              if (f.historyMalus) for (let q = 0; q < quietsTried; q++) order.updateQuiet(pos, ply, quiets[quietBase + q], -bonus);
            }
            break;
          }
        }
      }
      if (!capture && quietsTried < 64) quiets[quietBase + quietsTried++] = m;
    }
    // no legal move: mated or stalemated, both lose (with a move left out, that move is all there is)
    if (moveCount === 0) return excluded !== 0 ? alpha : -MATE + ply;
    if (best === -INFINITE) return alpha; // every move pruned: nothing better than alpha was found
    if (excluded === 0) tt.store(pos.key, pos.lock, ply, depth, bound, best, bestMove);
    // a quiet or no best move, and a bound that says which way the eval was wrong
    if (ci >= 0 && (bestMove === 0 || board[bestMove >> 8] === 0) && Math.abs(best) < WIN &&
        !(bound === BOUND_LOWER && best <= staticEval) && !(bound === BOUND_UPPER && best >= staticEval))
      this.correction.update(ci, best - staticEval, depth);
    return best;
  }

  private quiesce(alpha: number, beta: number, ply: number, qply: number): number {
    const pos = this.pos;
    this.pvLen[ply] = 0;
    this.poll();
    if (this.stopped) return 0;
    if (ply > this.seldepth) this.seldepth = ply;
    const mateLow = -MATE + ply;
    if (alpha < mateLow) alpha = mateLow;
    if (beta > MATE - ply - 1) beta = MATE - ply - 1;
    if (alpha >= beta) return alpha;
    const inCheck = pos.checks[pos.ply] === 1;
    if (inCheck) {
      const rep = this.repetitionValue(ply);
      if (rep === rep) return rep;
    }
    if (ply >= MAX_PLY - 4 || qply >= QS_MAX_PLY) return evaluate(pos, this.evalTerms, this.weights, this.pst);
    const pvNode = beta - alpha > 1;
    const f = this.features;
    if (f.stalemates && !inCheck && attackMaterial(pos, pos.turn) === 0 && !pos.hasLegalMove()) return -MATE + ply;
    let hashMove = 0;
    if (f.ttQuiescence && this.tt.probe(pos.key, pos.lock, ply)) {
      hashMove = this.tt.hit.move;
      const v = this.tt.hit.score;
      const b = this.tt.hit.bound;
      if (!pvNode && v === v && (b === BOUND_EXACT || (b === BOUND_LOWER && v >= beta) || (b === BOUND_UPPER && v <= alpha))) return v;
    }
    const alpha0 = alpha;
    let best = -INFINITE;
    let standPat = -INFINITE;
    if (!inCheck) {
      standPat = this.correctedEval(f.correction ? this.correction.index(pos) : -1);
      if (standPat >= beta) return standPat;
      if (standPat > alpha) alpha = standPat;
      best = standPat;
    }
    const order = this.order;
    order.init(pos, ply, hashMove, PICK_QS);
    const board = pos.board;
    let legal = 0;
    let bestMove = 0;
    for (let m = order.next(pos, ply); m !== 0; m = order.next(pos, ply)) {
      legal++;
      if (!inCheck) {
        // a capture that cannot lift the eval to alpha, or that loses material, is not worth a node
        if (standPat + PIECE_VALUE[roleOf(board[m >> 8])] + this.params.deltaMargin <= alpha) continue;
        if (f.badCaptures && !seeGe(pos, m, 0)) continue;
      }
      pos.play(m);
      this.nodes++;
      const v = -this.quiesce(-beta, -alpha, ply + 1, qply + 1);
      pos.undo();
      if (this.stopped) return 0;
      if (v > best) {
        best = v;
        if (v > alpha) {
          alpha = v;
          bestMove = m;
          this.updatePv(ply, m);
          if (v >= beta) break;
        }
      }
    }
    if (inCheck && legal === 0) return -MATE + ply;
    // quiet checks one ply deep: cannon and horse mates hide just past the horizon
    if (best < beta && !inCheck && qply === 0 && f.qsChecks) {
      const moves = this.qsQuiets;
      const n = pos.generateLegal(moves, 0, 2);
      for (let i = 0; i < n; i++) {
        const m = moves[i];
        if (!givesCheck(pos, m)) continue;
        pos.play(m);
        this.nodes++;
        const v = -this.quiesce(-beta, -alpha, ply + 1, qply + 1);
        pos.undo();
        if (this.stopped) return 0;
        if (v > best) {
          best = v;
          if (v > alpha) {
            alpha = v;
            bestMove = m;
            this.updatePv(ply, m);
            if (v >= beta) break;
          }
        }
      }
    }
    if (f.ttQuiescence && best > -INFINITE) this.tt.store(pos.key, pos.lock, ply, 0, best >= beta ? BOUND_LOWER : best > alpha0 ? BOUND_EXACT : BOUND_UPPER, best, bestMove);
    return best;
  }

  private readonly qsQuiets = new Int32Array(256);
  private readonly threatMoves = new Int32Array(256);
  private readonly threatReplies = new Int32Array(256);

  /** 1 when the opponent, given the move, could check and leave the side to move one legal reply or none; else 0. */
  private checkThreat(): number {
    const pos = this.pos;
    const moves = this.threatMoves;
    pos.playNull();
    // pseudo-legal moves: few give check, and only those need the legality test
    const n = pos.generate(moves, 0, 0);
    let found = 0;
    for (let i = 0; i < n && found === 0; i++) {
      if (!givesCheck(pos, moves[i]) || !pos.isSafe(moves[i])) continue;
      pos.play(moves[i]);
      if (pos.countLegal(this.threatReplies, 2) <= 1) found = 1;
      pos.undo();
    }
    pos.undo();
    return found;
  }
}
