/**
 * Does a legal move give check? Decided before the move is made, so the search can prune a quiet
 * move without playing it: only a move that lands on or leaves a line of the enemy king, lands a
 * horse's jump away, or frees a horse's leg beside the king can check; those few are tried on the
 * board (changed in place and restored).
 *
 *   givesCheck(pos, m) // true for h2h9 when the black king stands on h9's rank with nothing between
 */
import type { Position } from '../core/position';

export const givesCheck = (pos: Position, m: number): boolean => {
  const from = m & 255;
  const to = m >> 8;
  const ek = pos.squareOf[pos.turn === 0 ? 32 : 16];
  const kf = ek & 15, kr = ek >> 4;
  const df = Math.abs((to & 15) - kf), dr = Math.abs((to >> 4) - kr);
  if (df !== 0 && dr !== 0 && df + dr !== 3 && (from & 15) !== kf && from >> 4 !== kr) {
    if (Math.abs((from & 15) - kf) !== 1 || Math.abs((from >> 4) - kr) !== 1) return false;
  }
  const board = pos.board;
  const so = pos.squareOf;
  const pc = board[from];
  const cap = board[to];
  board[from] = 0;
  board[to] = pc;
  so[pc] = to;
  if (cap) so[cap] = 0;
  const check = pos.attacked((pos.turn ^ 1) as 0 | 1);
  board[from] = pc;
  board[to] = cap;
  so[pc] = from;
  if (cap) so[cap] = to;
  return check;
};
