/**
 * Static exchange evaluation: the material a move wins or loses once both sides have recaptured on
 * its target square with their least valuable attacker each time, either side free to stop. The
 * board is changed in place as pieces come off and restored before returning, so x-rays behind a
 * chariot and cannon screens that appear or vanish are seen as they would be. Pins are ignored; a
 * king recaptures only when the square is no longer defended.
 *
 *   see(pos, move)         // e.g. −530 for a chariot taking a pawn defended by a horse
 *   seeGe(pos, move, 0)    // does the move at least break even?
 */
import type { Position } from '../core/position';
import * as pregen from '../core/pregen';
import * as squares from '../core/squares';
import { PIECE_ROLE } from '../core/types';

const HORSE_DELTAS = Int32Array.from(pregen.HORSE_DELTAS);
const HORSE_CHECK_LEGS = Int32Array.from(pregen.HORSE_CHECK_LEGS);
const IN_BOARD = squares.IN_BOARD;
const IN_PALACE = squares.IN_PALACE;
const RED_HALF = squares.RED_HALF;
const ROLE_OF = PIECE_ROLE;

/** Exchange values by role (K A E H R C P): the evaluation's material, the king priceless. */
export const SEE_VALUE = Int32Array.from([10000, 200, 200, 420, 950, 460, 100]);
const ORTHO = [-16, -1, 1, 16];
const DIAG = [-17, -15, 15, 17];

/**
 * The square of the least valuable piece of `side` that attacks `sq` on this board, or 0.
 * Order: pawn, advisor, elephant, horse, cannon, chariot, king.
 */
export const leastAttacker = (board: Uint8Array, sq: number, side: number): number => {
  const tag = side === 0 ? 16 : 32;
  let pc = board[side === 0 ? sq + 16 : sq - 16];
  if (pc & tag && ROLE_OF[pc] === 6) return side === 0 ? sq + 16 : sq - 16;
  // a pawn takes sideways once it has crossed: the target is on the far half
  if ((RED_HALF[sq] === 1) === (side === 1)) {
    pc = board[sq - 1];
    if (pc & tag && ROLE_OF[pc] === 6) return sq - 1;
    pc = board[sq + 1];
    if (pc & tag && ROLE_OF[pc] === 6) return sq + 1;
  }
  const palace = IN_PALACE[sq] === 1;
  if (palace)
    for (let i = 0; i < 4; i++) {
      pc = board[sq + DIAG[i]];
      if (pc & tag && ROLE_OF[pc] === 1) return sq + DIAG[i];
    }
  if ((RED_HALF[sq] === 1) === (side === 0))
    for (let i = 0; i < 4; i++) {
      const d = DIAG[i];
      if (board[sq + d] !== 0) continue;
      pc = board[sq + 2 * d];
      if (pc & tag && ROLE_OF[pc] === 2) return sq + 2 * d;
    }
  for (let i = 0; i < 8; i++) {
    const from = sq - HORSE_DELTAS[i];
    pc = board[from];
    if (pc & tag && ROLE_OF[pc] === 3 && board[sq + HORSE_CHECK_LEGS[i]] === 0) return from;
  }
  let chariot = 0;
  for (let i = 0; i < 4; i++) {
    const d = ORTHO[i];
    let s = sq + d;
    while (IN_BOARD[s] && board[s] === 0) s += d;
    if (!IN_BOARD[s]) continue;
    pc = board[s];
    if (chariot === 0 && pc & tag && ROLE_OF[pc] === 4) chariot = s;
    s += d;
    while (IN_BOARD[s] && board[s] === 0) s += d;
    if (IN_BOARD[s] && board[s] & tag && ROLE_OF[board[s]] === 5) return s;
  }
  if (chariot) return chariot;
  if (palace)
    for (let i = 0; i < 4; i++) {
      pc = board[sq + ORTHO[i]];
      if (pc & tag && ROLE_OF[pc] === 0) return sq + ORTHO[i];
    }
  return 0;
};

const gains = new Int32Array(40);
const removedSq = new Int32Array(40);
const removedPc = new Int32Array(40);

/** Material the move gains for its side after the exchange on its target square (0 for a safe quiet move). */
export const see = (pos: Position, m: number): number => {
  const board = pos.board;
  const from = m & 255;
  const to = m >> 8;
  const mover = board[from];
  const target = board[to];
  let side = (mover >> 5) ^ 1;
  gains[0] = target ? SEE_VALUE[ROLE_OF[target]] : 0;
  // value of the piece standing on the target square, which the next capture takes
  let onSquare = SEE_VALUE[ROLE_OF[mover]];
  board[from] = 0;
  board[to] = mover;
  let n = 0;
  let d = 0;
  while (d < 38) {
    const sq = leastAttacker(board, to, side);
    if (sq === 0) break;
    const pc = board[sq];
    if (ROLE_OF[pc] === 0) {
      // the king takes only on a square the other side no longer defends
      board[sq] = 0;
      const defended = leastAttacker(board, to, side ^ 1) !== 0;
      board[sq] = pc;
      if (defended) break;
    }
    d++;
    gains[d] = onSquare - gains[d - 1];
    onSquare = SEE_VALUE[ROLE_OF[pc]];
    // off its square: lines through it open for the pieces behind
    board[sq] = 0;
    removedSq[n] = sq;
    removedPc[n++] = pc;
    side ^= 1;
  }
  // each side may decline to recapture
  for (; d > 0; d--) gains[d - 1] = -Math.max(-gains[d - 1], gains[d]);
  for (let i = 0; i < n; i++) board[removedSq[i]] = removedPc[i];
  board[from] = mover;
  board[to] = target;
  return gains[0];
};

/** Does the move's exchange gain at least `threshold`? Settled without the exchange when the first capture decides it. */
export const seeGe = (pos: Position, m: number, threshold: number): boolean => {
  const board = pos.board;
  const target = board[m >> 8];
  const gain = (target ? SEE_VALUE[ROLE_OF[target]] : 0) - threshold;
  if (gain < 0) return false;
  // even losing the mover in return keeps the threshold
  if (SEE_VALUE[ROLE_OF[board[m & 255]]] <= gain) return true;
  return see(pos, m) >= threshold;
};
