/**
 * Move ordering for one node: moves are generated once into a per-ply buffer, given a sort key
 * (hash move, then captures by MVV/LVA, then the two killers, then quiets by history), and handed
 * out best first by selection. Moves are legal.
 */
import type { Position } from '../core/position';
import { PAWN } from '../core/types';
import { attackedBy } from './attacks';

/** MVV/LVA weights by role: K A E H R C P. */
const MVV = [1000, 20, 20, 40, 90, 45, 10];
const LVA = [5, 1, 1, 3, 4, 3, 2];
const ROLE_OF = new Uint8Array(48);
for (let pc = 16; pc < 48; pc++) ROLE_OF[pc] = [0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 6, 6, 6][pc & 15];

const HASH_KEY = 1 << 30;
const CAPTURE_KEY = 1 << 28;
const KILLER1_KEY = (1 << 27) + 1;
const KILLER2_KEY = 1 << 27;
/** Bad captures: after the killers and the well-tried quiets, ahead of untried ones. */
const BAD_CAPTURE_KEY = 1 << 12;
export const isBadCaptureKey = (key: number): boolean => key < CAPTURE_KEY;

export const MAX_PLY = 128;
const BUF = 256;

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

export class MoveOrder {
  readonly moves = new Int32Array(MAX_PLY * BUF);
  readonly keys = new Int32Array(MAX_PLY * BUF);
  readonly killers = new Int32Array(MAX_PLY * 2);
  /** History by move number (from | to << 8). */
  readonly history = new Int32Array(65536);

  clear(): void {
    this.killers.fill(0);
    this.history.fill(0);
  }

  /** Demote captures of a defended weaker piece by a stronger one below the quiets' best. */
  badCaptures = true;

  /**
   * Generates and scores the moves of `mode` at `ply`; returns the end index (start is ply * BUF).
   * A capture keyed below CAPTURE_KEY is "bad" (see isBadKey).
   */
  fill(pos: Position, ply: number, hashMove: number, mode: 0 | 1 | 2): number {
    const start = ply * BUF;
    // legal moves only: the core's pin/check shortcut is cheaper than testing each move later
    const end = pos.generateLegal(this.moves, start, mode);
    const k1 = this.killers[ply * 2];
    const k2 = this.killers[ply * 2 + 1];
    const board = pos.board;
    const opp = pos.turn ^ 1;
    const demote = this.badCaptures;
    for (let i = start; i < end; i++) {
      const m = this.moves[i];
      let key: number;
      if (m === hashMove) key = HASH_KEY;
      else if (board[m >> 8]) {
        const to = m >> 8;
        const gain = victimValue(pos, board[to]) - MVV[ROLE_OF[board[m & 255]]];
        // a cannon for a horse is an even trade; a chariot for a defended horse is not
        key = demote && gain < -10 && attackedBy(board, to, opp) ? BAD_CAPTURE_KEY + mvvLva(pos, m) : CAPTURE_KEY + mvvLva(pos, m);
      }
      else if (m === k1) key = KILLER1_KEY;
      else if (m === k2) key = KILLER2_KEY;
      else key = Math.min(this.history[m], KILLER2_KEY - 1);
      this.keys[i] = key;
    }
    return end;
  }

  /** Swaps the best remaining move into index i and returns it. */
  next(i: number, end: number): number {
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

  /** A quiet move was searched before another quiet move's cut-off. */
  penalize(m: number, depth: number): void {
    const h = this.history[m] - depth * depth;
    this.history[m] = h < -(1 << 24) ? -(1 << 24) : h;
  }

  isKiller(ply: number, m: number): boolean {
    return this.killers[ply * 2] === m || this.killers[ply * 2 + 1] === m;
  }

  /** A quiet move caused a cut-off. */
  reward(ply: number, m: number, depth: number): void {
    if (this.killers[ply * 2] !== m) {
      this.killers[ply * 2 + 1] = this.killers[ply * 2];
      this.killers[ply * 2] = m;
    }
    const h = this.history[m] + depth * depth;
    this.history[m] = h;
    if (h > 1 << 24) for (let i = 0; i < 65536; i++) this.history[i] >>= 1;
  }
}
