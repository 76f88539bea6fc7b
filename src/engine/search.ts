/**
 * Alpha-beta search in the line of ElephantEye: iterative deepening with aspiration windows, PVS,
 * transposition table, repetition and perpetual-check scoring, adaptive verified null move,
 * futility / extended futility / razoring, late move reductions, check and recapture extensions,
 * quiescence, triangular PV completed from the table, multi-PV, searchmoves and root randomness.
 * Pure: time comes from an injected clock; stopping is polled every 1024 nodes.
 *
 *   const s = new Search(new TranspositionTable(16));
 *   const r = s.run(pos, { depth: 8 }); // r.bestMove, r.lines[0].pv
 */
import type { Position } from '../core/position';
import { repetitionStatus, repetitionVerdict } from '../core/repetition';
import { ADVISOR, ELEPHANT, PAWN } from '../core/types';
import { EVAL_ACTIVITY, EVAL_ALL, EVAL_KING, attackMaterial, evaluate } from './evaluate';
import { MAX_PLY, MoveOrder, isBadCaptureKey, victimValue } from './movepick';
import { BAN, INFINITE, MATE, WIN, drawValue, isMate } from './score';
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
}

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
  nullMove: boolean;
  futility: boolean;
  razoring: boolean;
  lmr: boolean;
  aspiration: boolean;
  checkExtension: boolean;
  /** Defended weaker pieces taken by stronger ones: ordered late, skipped in quiescence. */
  badCaptures: boolean;
  /** LMR grows with log(depth)·log(move number) from the third move; off: the old 1–2 plies. */
  lmrLog: boolean;
  /** Log LMR also at PV nodes, one ply less (the design notes never reduce PV nodes). */
  lmrPv: boolean;
  /** Late quiet moves near the leaves are skipped at non-PV nodes. */
  lateMovePruning: boolean;
  /** Recaptures on the square just captured on are extended at every node, not only PV nodes. */
  recaptureExtension: boolean;
  /** The first quiescence ply also tries quiet checking moves. */
  qsChecks: boolean;
  /** Evaluation: phase-dependent horse/cannon values and chariot/horse mobility. */
  activity: boolean;
  /** Static null move: far above beta near the leaves, a quiet position is not searched. */
  reverseFutility: boolean;
  /** Null move reduction 3 (4 from depth 7) instead of 2–3. */
  deepNull: boolean;
  /** Quiet moves tried before a quiet cut-off lose history. */
  historyMalus: boolean;
  /** Evaluation: pressure of attackers near the enemy palace. Off: measured −21 ± 57 Elo in self-play. */
  kingSafety: boolean;
}

export const DEFAULT_FEATURES: SearchFeatures = { nullMove: true, futility: true, razoring: true, lmr: true, aspiration: true, checkExtension: true, badCaptures: true,
  lmrLog: true, lmrPv: false, lateMovePruning: true, recaptureExtension: true, qsChecks: true, activity: true,
  reverseFutility: true, deepNull: true, historyMalus: true, kingSafety: false };

const FUTILITY_MARGIN = [0, 150, 350];
const RAZOR_MARGIN = [0, 0, 0, 450];
const NULL_VERIFY_MATERIAL = 1400;
const QS_MAX_PLY = 12;
const REVERSE_FUTILITY_MARGIN = 200;
/** LMR_TABLE[depth * 64 + moveNumber], both capped at 63. */
const LMR_TABLE = new Uint8Array(64 * 64);
for (let d = 1; d < 64; d++) for (let n = 1; n < 64; n++) LMR_TABLE[d * 64 + n] = Math.floor(0.5 + (Math.log(d) * Math.log(n)) / 2.1);
/** Quiet moves searched before the rest are skipped, by depth (non-PV nodes only). */
const LMP_COUNT = [0, 6, 12, 22];

export class Search {
  readonly order = new MoveOrder();
  features: SearchFeatures = { ...DEFAULT_FEATURES };
  nodes = 0;
  seldepth = 0;
  private pos!: Position;
  private rootPly = 0;
  private stopped = false;
  private nodeLimit = Infinity;
  private deadline = Infinity;
  private shouldStop: (() => boolean) | undefined;
  private readonly pvTable = new Int32Array(MAX_PLY * MAX_PLY);
  private readonly pvLen = new Int32Array(MAX_PLY);
  private evalTerms = EVAL_ALL;
  /** Quiet moves searched at each ply (64 per ply), for the history malus. */
  private readonly quiets = new Int32Array(MAX_PLY * 64);
  private rootBonus = new Map<number, number>();
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
    this.tt.newSearch();
    this.order.killers.fill(0);
    this.order.badCaptures = this.features.badCaptures;
    this.evalTerms = (this.features.activity ? EVAL_ACTIVITY : 0) | (this.features.kingSafety ? EVAL_KING : 0);
    for (let i = 0; i < 65536; i++) this.order.history[i] >>= 2;

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
      const lines: SearchLine[] = [];
      const excluded = new Set<number>();
      let partial = false;
      for (let k = 0; k < multipv; k++) {
        const candidates = rootMoves.filter((m) => !excluded.has(m));
        candidates.sort((a, b) => (scores.get(b) ?? -INFINITE) - (scores.get(a) ?? -INFINITE));
        let value: number;
        let alpha = -INFINITE;
        let beta = INFINITE;
        let window = 40;
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
      const now = this.clock();
      const elapsed = now - t0;
      best = { depth, nodes: this.nodes, timeMs: elapsed, lines, bestMove: lines[0].pv[0], ponder: lines[0].pv[1] ?? 0 };
      this.onIteration?.({ depth, nodes: this.nodes, timeMs: elapsed, lines });
      if (this.stopped || partial) break;
      // on a clock a single reply needs no thought; a mate found shorter than the depth will not improve
      if (rootMoves.length === 1 && limits.clock) break;
      const v = lines[0].value;
      if (isMate(v) && MATE - Math.abs(v) <= depth) break;
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

  private poll(): void {
    if (this.nodes >= this.nodeLimit) this.stopped = true;
    else if ((this.nodes & 1023) === 0) {
      if (this.clock() >= this.deadline || (this.shouldStop !== undefined && this.shouldStop())) this.stopped = true;
    }
  }

  private searchRoot(moves: number[], depth: number, alpha: number, beta: number, scores: Map<number, number>): number {
    const pos = this.pos;
    let best = -INFINITE;
    let bestMove = 0;
    this.pvLen[0] = 0;
    let searched = 0;
    for (const m of moves) {
      const bonus = this.rootBonus.get(m) ?? 0;
      pos.play(m);
      this.nodes++;
      const ext = this.features.checkExtension && pos.checks[pos.ply] === 1 ? 1 : 0;
      const a = alpha - bonus;
      const b = beta - bonus;
      let v: number;
      if (searched === 0) v = -this.search(depth - 1 + ext, -b, -a, 1, true);
      else {
        v = -this.search(depth - 1 + ext, -a - 1, -a, 1, true);
        if (v > a && v < b && !this.stopped) v = -this.search(depth - 1 + ext, -b, -a, 1, true);
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

  /** `extended`: the move into this node was extended, so it is not pruned on a static guess. */
  private search(depth: number, alpha: number, beta: number, ply: number, allowNull: boolean, extended = false): number {
    const pos = this.pos;
    this.pvLen[ply] = 0;
    if (ply >= MAX_PLY - 4) return evaluate(pos, this.evalTerms);
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
    let hashMove = 0;
    if (tt.probe(pos.key, pos.lock, ply)) {
      hashMove = tt.hit.move;
      const v = tt.hit.score;
      if (!pvNode && v === v && tt.hit.depth >= depth) {
        const bound = tt.hit.bound;
        if (bound === BOUND_EXACT || (bound === BOUND_LOWER && v >= beta) || (bound === BOUND_UPPER && v <= alpha)) return v;
      }
    }

    const staticEval = inCheck ? -INFINITE : evaluate(pos, this.evalTerms);
    const f = this.features;
    if (!inCheck && !pvNode && !extended) {
      if (f.reverseFutility && depth <= 3 && staticEval - REVERSE_FUTILITY_MARGIN * depth >= beta && staticEval < WIN && beta > -WIN) return staticEval;
      // limited razoring three plies from the leaves
      if (f.razoring && depth === 3 && staticEval + RAZOR_MARGIN[3] <= alpha) {
        const v = this.quiesce(alpha, alpha + 1, ply, 0);
        if (v <= alpha) return v;
      }
      // adaptive, verified null move; never with only advisors/elephants/pawns behind the king
      if (f.nullMove && allowNull && depth >= 2 && staticEval >= beta && beta < WIN) {
        const material = attackMaterial(pos, pos.turn);
        if (material > 0) {
          const r = f.deepNull ? (depth >= 7 ? 4 : 3) : depth <= 6 ? 2 : depth >= 8 ? 3 : material >= 2 * NULL_VERIFY_MATERIAL ? 3 : 2;
          pos.playNull();
          let v = -this.search(depth - 1 - r, -beta, -beta + 1, ply + 1, false);
          pos.undo();
          if (this.stopped) return 0;
          if (v >= beta) {
            if (v > WIN) v = beta;
            if (material >= NULL_VERIFY_MATERIAL) return v;
            const verify = this.search(depth - r, beta - 1, beta, ply, false);
            if (this.stopped) return 0;
            if (verify >= beta) return v;
          }
        }
      }
    }

    const order = this.order;
    const end = order.fill(pos, ply, hashMove, 0);
    const futile1 = f.futility && !inCheck && !pvNode && !extended && depth <= 2 && staticEval + FUTILITY_MARGIN[depth] <= alpha;
    const prevTo = pos.ply > 0 ? pos.moves[pos.ply - 1] >> 8 : -1;
    const prevCaptured = pos.ply > 0 ? pos.captured[pos.ply - 1] : 0;
    const prevCapture = prevCaptured !== 0;
    let best = -INFINITE;
    let bestMove = 0;
    let bound = BOUND_UPPER;
    let searched = 0;
    let quietsTried = 0;
    const quiets = this.quiets;
    const quietBase = ply * 64;
    const lmpCount = f.lateMovePruning && !inCheck && !pvNode && !extended && depth <= 3 ? LMP_COUNT[depth] : 256;
    for (let i = ply * 256; i < end; i++) {
      const m = order.next(i, end);
      const to = m >> 8;
      const victim = pos.board[to];
      const capture = victim !== 0;
      pos.play(m);
      const givesCheck = pos.checks[pos.ply] === 1;
      // futility (frontier) and extended futility (two plies out): quiet moves cannot catch up
      if ((futile1 && searched > 0 || searched >= lmpCount) && !capture && !givesCheck) {
        pos.undo();
        continue;
      }
      // a node is a move searched: one pruned unsearched is not counted
      this.nodes++;
      let ext = 0;
      if (givesCheck && f.checkExtension) ext = 1;
      else if (capture && prevCapture && to === prevTo && (pvNode || (f.recaptureExtension && ROLE_VALUE[roleOf(victim)] === ROLE_VALUE[roleOf(prevCaptured)]))) ext = 1;
      const newDepth = depth - 1 + ext;
      let v: number;
      const x = ext > 0;
      if (searched === 0) v = -this.search(newDepth, -beta, -alpha, ply + 1, true, x);
      else {
        let reduction = 0;
        if (f.lmr && depth >= 3 && !inCheck && !givesCheck && !capture && m !== hashMove && !order.isKiller(ply, m)) {
          if (!f.lmrLog) reduction = pvNode || searched < 3 ? 0 : searched >= 8 && depth >= 6 ? 2 : 1;
          else if ((f.lmrPv || !pvNode) && searched >= 2) {
            reduction = LMR_TABLE[(depth < 63 ? depth : 63) * 64 + (searched < 63 ? searched : 63)] - (pvNode ? 1 : 0);
            if (reduction > newDepth - 1) reduction = newDepth - 1;
            if (reduction < 0) reduction = 0;
          }
        }
        v = -this.search(newDepth - reduction, -alpha - 1, -alpha, ply + 1, true, x);
        if (reduction > 0 && v > alpha && !this.stopped) v = -this.search(newDepth, -alpha - 1, -alpha, ply + 1, true, x);
        if (pvNode && v > alpha && v < beta && !this.stopped) v = -this.search(newDepth, -beta, -alpha, ply + 1, true, x);
      }
      pos.undo();
      if (this.stopped) return 0;
      searched++;
      if (!capture && v < beta && quietsTried < 64) quiets[quietBase + quietsTried++] = m;
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
              order.reward(ply, m, depth);
              if (f.historyMalus) for (let q = 0; q < quietsTried; q++) order.penalize(quiets[quietBase + q], depth);
            }
            break;
          }
        }
      }
    }
    if (searched === 0) {
      // no legal move (or all pruned, impossible since the first is never pruned): mated
      return -MATE + ply;
    }
    tt.store(pos.key, pos.lock, ply, depth, bound, best, bestMove);
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
    if (ply >= MAX_PLY - 4 || qply >= QS_MAX_PLY) return evaluate(pos, this.evalTerms);
    let best = -INFINITE;
    if (!inCheck) {
      best = evaluate(pos, this.evalTerms);
      if (best >= beta) return best;
      if (best > alpha) alpha = best;
    }
    const order = this.order;
    const end = order.fill(pos, ply, 0, inCheck ? 0 : 1);
    const board = pos.board;
    let legal = 0;
    for (let i = ply * 256; i < end; i++) {
      const m = order.next(i, end);
      if (!inCheck && this.features.badCaptures) {
        if (isBadCaptureKey(order.keys[i])) continue;
      } else if (!inCheck) {
        // captures of uncrossed pawns, advisors and elephants by a stronger piece rarely matter here
        const victim = board[m >> 8];
        const vr = roleOf(victim);
        if ((vr === ADVISOR || vr === ELEPHANT || (vr === PAWN && victimValue(pos, victim) === 10)) && roleValue(roleOf(board[m & 255])) > 20) continue;
      }
      legal++;
      pos.play(m);
      this.nodes++;
      const v = -this.quiesce(-beta, -alpha, ply + 1, qply + 1);
      pos.undo();
      if (this.stopped) return 0;
      if (v > best) {
        best = v;
        if (v > alpha) {
          alpha = v;
          this.updatePv(ply, m);
          if (v >= beta) return v;
        }
      }
    }
    if (inCheck && legal === 0) return -MATE + ply;
    // quiet checks one ply deep: cannon and horse mates hide just past the horizon
    if (!inCheck && qply === 0 && this.features.qsChecks) {
      const qend = order.fill(pos, ply, 0, 2);
      const ek = pos.squareOf[pos.turn === 0 ? 32 : 16];
      const kf = ek & 15, kr = ek >> 4;
      for (let i = ply * 256; i < qend; i++) {
        const m = order.moves[i];
        // only moves that touch a line or horse square of the enemy king can give check
        const from = m & 255, to = m >> 8;
        const df = Math.abs((to & 15) - kf), dr = Math.abs((to >> 4) - kr);
        if (df !== 0 && dr !== 0 && (from & 15) !== kf && (from >> 4) !== kr && df + dr !== 3) {
          const lf = Math.abs((from & 15) - kf), lr = Math.abs((from >> 4) - kr);
          if (lf !== 1 || lr !== 1) continue;
        }
        pos.play(m);
        if (pos.checks[pos.ply] !== 1) {
          pos.undo();
          continue;
        }
        this.nodes++;
        const v = -this.quiesce(-beta, -alpha, ply + 1, qply + 1);
        pos.undo();
        if (this.stopped) return 0;
        if (v > best) {
          best = v;
          if (v > alpha) {
            alpha = v;
            this.updatePv(ply, m);
            if (v >= beta) return v;
          }
        }
      }
    }
    return best;
  }
}

const ROLES = [0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 6, 6, 6];
const roleOf = (pc: number): number => ROLES[pc & 15];
const ROLE_VALUE = [1000, 20, 20, 40, 90, 45, 10];
const roleValue = (r: number): number => ROLE_VALUE[r];
