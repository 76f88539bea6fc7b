/**
 * Staged move picking, in the line of Stockfish's movepick: a node asks for one move at a time and
 * moves are generated only when their stage is reached, so a cut-off by the hash move or a capture
 * never pays for generating and scoring the quiet moves. Stages of a full-width node: the hash move
 * (checked for legality, never generated), captures that do not lose material by static exchange
 * (best victim first, least valuable attacker first), the two killers, quiet moves by history, and
 * last the captures that lose material. In check: all evasions, ordered the same way. Quiescence:
 * captures only (or evasions). Moves handed out are legal.
 *
 *   picker.init(pos, ply, hashMove, PICK_MAIN);
 *   for (let m; (m = picker.next(pos, ply)) !== 0; ) …
 */
import type { Position } from '../core/position';
import { reaches } from '../core/chase';
import { PAWN, PIECE_ROLE } from '../core/types';
import { seeGe } from './see';

/** MVV/LVA weights by role: K A E H R C P. */
const MVV = [1000, 20, 20, 40, 90, 45, 10];
const LVA = [5, 1, 1, 3, 4, 3, 2];
const ROLE_OF = PIECE_ROLE;

export const MAX_PLY = 128;
const BUF = 256;
/** Board squares 0–89 by padded square, for the continuation tables. */
const SQ90 = new Int32Array(256).fill(-1);
for (let r = 0; r < 10; r++) for (let f = 0; f < 9; f++) SQ90[((12 - r) << 4) | (f + 3)] = r * 9 + f;
/** A moved piece and where it went, 0–1259 (colour × 7 + role) × 90 + square: the continuation key. */
export const pieceTo = (pc: number, to: number): number => ((pc >> 5) * 7 + ROLE_OF[pc]) * 90 + SQ90[to];
const PIECE_TO = 14 * 90;
/** History values stay within ±HISTORY_MAX (the gravity update below keeps them there). */
export const HISTORY_MAX = 16384;

export const PICK_MAIN = 0;
export const PICK_QS = 1;

const TT = 0, CAPTURE_GEN = 1, GOOD_CAPTURE = 2, KILLER1 = 3, KILLER2 = 4, QUIET_GEN = 5, QUIET = 6, BAD_CAPTURE = 7;
const EVASION_GEN = 8, EVASION = 9, QS_TT = 10, QS_GEN = 11, QS_CAPTURE = 12, DONE = 13;

/** Value of a capture's victim for MVV/LVA; pawns that crossed the river count double. */
export const victimValue = (pos: Position, victim: number): number => {
  const role = ROLE_OF[victim];
  if (role !== PAWN) return MVV[role];
  const rank = 12 - (pos.squareOf[victim] >> 4);
  return (victim < 32 ? rank >= 5 : rank <= 4) ? 20 : 10;
};

export const mvvLva = (pos: Position, m: number): number => {
  const victim = pos.board[m >> 8];
  return victimValue(pos, victim) * 8 - LVA[ROLE_OF[pos.board[m & 255]]];
};

/** Is m, from the table or a killer slot, a legal move here? Cheap: no generation. */
export const isPseudoLegalSafe = (pos: Position, m: number): boolean => {
  const from = m & 255;
  const to = m >> 8;
  const board = pos.board;
  const pc = board[from];
  if (pc === 0 || pc >> 5 !== pos.turn || from === to) return false;
  const t = board[to];
  if (t !== 0 && t >> 5 === pos.turn) return false;
  return reaches(board, pc, from, to) && pos.isSafe(m);
};

export class MovePicker {
  readonly moves = new Int32Array(MAX_PLY * BUF);
  readonly keys = new Int32Array(MAX_PLY * BUF);
  readonly killers = new Int32Array(MAX_PLY * 2);
  /** Butterfly history by side to move and move: history[turn << 16 | from | to << 8]. */
  readonly history = new Int32Array(2 * 65536);
  /** Continuation history: how a quiet move (piece-to) did after the move one and two plies before. */
  readonly cont = new Int16Array(PIECE_TO * PIECE_TO);
  /** The piece-to key of the move made at each ply (index ply + 2; −1: none, or a null move). */
  readonly moveKey = new Int32Array(MAX_PLY + 2).fill(-1);
  /** Use the continuation history in ordering and its updates. */
  useCont = true;
  /** Demote captures that lose material by static exchange behind the quiet moves (off: MVV/LVA only). */
  useSee = true;
  private readonly stage = new Int32Array(MAX_PLY);
  private readonly cur = new Int32Array(MAX_PLY);
  private readonly end = new Int32Array(MAX_PLY);
  /** Bad captures sit at [ply * BUF, badEnd) once found. */
  private readonly badEnd = new Int32Array(MAX_PLY);
  private readonly badCur = new Int32Array(MAX_PLY);
  private readonly hashMove = new Int32Array(MAX_PLY);
  private readonly inCheckAt = new Uint8Array(MAX_PLY);
  /** Set by the search (per node) once its late quiet moves are pruned wholesale. */
  readonly skipQuiets = new Uint8Array(MAX_PLY);

  /** Forgets the game (a new game, a fresh search): nothing of an earlier search may reach the next one. */
  clear(): void {
    this.killers.fill(0);
    this.history.fill(0);
    this.cont.fill(0);
    this.moveKey.fill(-1);
  }

  /** History of a quiet move at `ply`: butterfly plus the continuations of the last two moves. */
  quietHistory(pos: Position, ply: number, m: number): number {
    return this.history[(pos.turn << 16) | m] + this.contOnly(pos, ply, m);
  }

  /** The continuation part of quietHistory alone (0 without continuation history). */
  contOnly(pos: Position, ply: number, m: number): number {
    if (!this.useCont) return 0;
    const cur = pieceTo(pos.board[m & 255], m >> 8);
    const c1 = this.moveKey[ply + 1], c2 = this.moveKey[ply];
    let h = 0;
    if (c1 >= 0) h += this.cont[c1 * PIECE_TO + cur];
    if (c2 >= 0) h += this.cont[c2 * PIECE_TO + cur];
    return h;
  }

  /** Rewards (bonus > 0) or punishes a quiet move at `ply` in every history table. */
  updateQuiet(pos: Position, ply: number, m: number, bonus: number): void {
    this.updateHistory(pos.turn, m, bonus);
    if (!this.useCont) return;
    const cur = pieceTo(pos.board[m & 255], m >> 8);
    const c1 = this.moveKey[ply + 1], c2 = this.moveKey[ply];
    const t = this.cont;
    const abs = Math.abs(bonus);
    if (c1 >= 0) {
      const i = c1 * PIECE_TO + cur;
      t[i] += bonus - Math.trunc((t[i] * abs) / HISTORY_MAX);
    }
    if (c2 >= 0) {
      const i = c2 * PIECE_TO + cur;
      t[i] += bonus - Math.trunc((t[i] * abs) / HISTORY_MAX);
    }
  }

  /** Starts a node: `kind` PICK_MAIN or PICK_QS (captures only); in check both hand out all evasions. */
  init(pos: Position, ply: number, hashMove: number, kind: number): void {
    const inCheck = pos.checks[pos.ply] === 1;
    const usable = hashMove !== 0 && (kind === PICK_MAIN || inCheck || pos.board[hashMove >> 8] !== 0) && isPseudoLegalSafe(pos, hashMove);
    this.hashMove[ply] = usable ? hashMove : 0;
    this.inCheckAt[ply] = inCheck ? 1 : 0;
    this.stage[ply] = usable ? (kind === PICK_QS && !inCheck ? QS_TT : TT) : inCheck ? EVASION_GEN : kind === PICK_QS ? QS_GEN : CAPTURE_GEN;
    this.badEnd[ply] = ply * BUF;
    this.skipQuiets[ply] = 0;
  }

  /** Index of the best-keyed move in [i, end) swapped into i. */
  private pick(i: number, end: number): number {
    const moves = this.moves;
    const keys = this.keys;
    let best = i;
    for (let j = i + 1; j < end; j++) if (keys[j] > keys[best]) best = j;
    if (best !== i) {
      const m = moves[i], k = keys[i];
      moves[i] = moves[best];
      keys[i] = keys[best];
      moves[best] = m;
      keys[best] = k;
    }
    return moves[i];
  }

  private scoreCaptures(pos: Position, from: number, to: number): void {
    for (let i = from; i < to; i++) this.keys[i] = mvvLva(pos, this.moves[i]);
  }

  private scoreQuiets(pos: Position, ply: number, from: number, to: number): void {
    for (let i = from; i < to; i++) this.keys[i] = this.quietHistory(pos, ply, this.moves[i]);
  }

  /** The next move of the node at `ply`, or 0 when there are no more. */
  next(pos: Position, ply: number): number {
    const base = ply * BUF;
    for (;;) {
      switch (this.stage[ply]) {
        case TT:
          this.stage[ply] = this.inCheckAt[ply] ? EVASION_GEN : CAPTURE_GEN;
          return this.hashMove[ply];
        case QS_TT:
          this.stage[ply] = QS_GEN;
          return this.hashMove[ply];
        case CAPTURE_GEN:
        case QS_GEN: {
          const end = pos.generateLegal(this.moves, base, 1);
          this.scoreCaptures(pos, base, end);
          this.cur[ply] = base;
          this.end[ply] = end;
          this.stage[ply] = this.stage[ply] === QS_GEN ? QS_CAPTURE : GOOD_CAPTURE;
          break;
        }
        case GOOD_CAPTURE: {
          const end = this.end[ply];
          while (this.cur[ply] < end) {
            const i = this.cur[ply]++;
            const m = this.pick(i, end);
            if (m === this.hashMove[ply]) continue;
            if (this.useSee && !seeGe(pos, m, 0)) {
              this.moves[this.badEnd[ply]++] = m;
              continue;
            }
            return m;
          }
          this.stage[ply] = KILLER1;
          break;
        }
        case KILLER1:
        case KILLER2: {
          const k = this.killers[ply * 2 + (this.stage[ply] === KILLER1 ? 0 : 1)];
          this.stage[ply]++;
          if (!this.skipQuiets[ply] && k !== 0 && k !== this.hashMove[ply] && pos.board[k >> 8] === 0 && isPseudoLegalSafe(pos, k)) return k;
          break;
        }
        case QUIET_GEN: {
          if (this.skipQuiets[ply]) {
            this.stage[ply] = BAD_CAPTURE;
            this.badCur[ply] = base;
            break;
          }
          const start = this.end[ply];
          const end = pos.generateLegal(this.moves, start, 2);
          this.scoreQuiets(pos, ply, start, end);
          this.cur[ply] = start;
          this.end[ply] = end;
          this.stage[ply] = QUIET;
          break;
        }
        case QUIET: {
          const end = this.end[ply];
          const k1 = this.killers[ply * 2], k2 = this.killers[ply * 2 + 1], h = this.hashMove[ply];
          while (!this.skipQuiets[ply] && this.cur[ply] < end) {
            const m = this.pick(this.cur[ply]++, end);
            if (m !== h && m !== k1 && m !== k2) return m;
          }
          this.stage[ply] = BAD_CAPTURE;
          this.badCur[ply] = base;
          break;
        }
        case BAD_CAPTURE:
          if (this.badCur[ply] < this.badEnd[ply]) return this.moves[this.badCur[ply]++];
          this.stage[ply] = DONE;
          break;
        case EVASION_GEN: {
          const end = pos.generateLegal(this.moves, base, 0);
          for (let i = base; i < end; i++) {
            const m = this.moves[i];
            this.keys[i] = pos.board[m >> 8] ? (1 << 24) + mvvLva(pos, m) : this.quietHistory(pos, ply, m);
          }
          this.cur[ply] = base;
          this.end[ply] = end;
          this.stage[ply] = EVASION;
          break;
        }
        case EVASION:
        case QS_CAPTURE: {
          const end = this.end[ply];
          while (this.cur[ply] < end) {
            const m = this.pick(this.cur[ply]++, end);
            if (m !== this.hashMove[ply]) return m;
          }
          this.stage[ply] = DONE;
          break;
        }
        default:
          return 0;
      }
    }
  }

  /** True while the node at `ply` is still handing out its good captures or the hash move. */
  inCaptureStages(ply: number): boolean {
    return this.stage[ply] <= GOOD_CAPTURE;
  }

  isKiller(ply: number, m: number): boolean {
    return this.killers[ply * 2] === m || this.killers[ply * 2 + 1] === m;
  }

  /** Gravity update: moves toward ±HISTORY_MAX, never past it. */
  updateHistory(turn: number, m: number, bonus: number): void {
    const i = (turn << 16) | m;
    const h = this.history[i];
    this.history[i] = h + bonus - Math.trunc((h * Math.abs(bonus)) / HISTORY_MAX);
  }

  /** A quiet move caused a cut-off. */
  setKiller(ply: number, m: number): void {
    if (this.killers[ply * 2] !== m) {
      this.killers[ply * 2 + 1] = this.killers[ply * 2];
      this.killers[ply * 2] = m;
    }
  }
}
