/**
 * Does a side attack a square (pseudo-legal: pins and the flying general ignored)? Used to call a
 * capture "bad" when a stronger piece takes a defended weaker one, a cheap stand-in for SEE.
 */
import * as pregen from '../core/pregen';
import * as squares from '../core/squares';
import { PIECE_ROLE } from '../core/types';

// module-local copies: imported bindings are getters in CommonJS bundles (see core/position.ts)
const HORSE_DELTAS = Int32Array.from(pregen.HORSE_DELTAS);
const HORSE_CHECK_LEGS = Int32Array.from(pregen.HORSE_CHECK_LEGS);
const IN_BOARD = squares.IN_BOARD;
const IN_PALACE = squares.IN_PALACE;
const RED_HALF = squares.RED_HALF;
const ROLE_OF = PIECE_ROLE;
const ORTHO = [-16, -1, 1, 16];
const DIAG = [-17, -15, 15, 17];

/** True when a piece of `side` (0 red, 1 black) could move to `sq` on this board. */
export const attackedBy = (board: Uint8Array, sq: number, side: number): boolean => {
  const tag = side === 0 ? 16 : 32;
  // pawns: from behind (forward move), or beside once crossed
  let pc = board[side === 0 ? sq + 16 : sq - 16];
  if (pc & tag && ROLE_OF[pc] === 6) return true;
  pc = board[sq - 1];
  if (pc & tag && ROLE_OF[pc] === 6 && (RED_HALF[sq - 1] === 1) === (side === 1)) return true;
  pc = board[sq + 1];
  if (pc & tag && ROLE_OF[pc] === 6 && (RED_HALF[sq + 1] === 1) === (side === 1)) return true;
  for (let i = 0; i < 8; i++) {
    pc = board[sq - HORSE_DELTAS[i]];
    if (pc & tag && ROLE_OF[pc] === 3 && board[sq + HORSE_CHECK_LEGS[i]] === 0) return true;
  }
  const palace = IN_PALACE[sq] === 1;
  for (let i = 0; i < 4; i++) {
    const d = ORTHO[i];
    let s = sq + d;
    if (palace) {
      pc = board[s];
      if (pc & tag && ROLE_OF[pc] === 0) return true;
    }
    while (IN_BOARD[s] && board[s] === 0) s += d;
    if (!IN_BOARD[s]) continue;
    pc = board[s];
    if (pc & tag && ROLE_OF[pc] === 4) return true;
    s += d;
    while (IN_BOARD[s] && board[s] === 0) s += d;
    if (IN_BOARD[s] && board[s] & tag && ROLE_OF[board[s]] === 5) return true;
  }
  for (let i = 0; i < 4; i++) {
    const d = DIAG[i];
    if (palace) {
      pc = board[sq + d];
      if (pc & tag && ROLE_OF[pc] === 1) return true;
    }
    // elephants stay on their own half: the target must be there too
    if ((RED_HALF[sq] === 1) === (side === 0) && board[sq + d] === 0) {
      pc = board[sq + 2 * d];
      if (pc & tag && ROLE_OF[pc] === 2) return true;
    }
  }
  return false;
};
