/**
 * Chases, for the perpetual-chase rule (Asian rules, as Pikafish and Fairy-Stockfish judge them):
 * a piece is chased when an enemy chariot, horse, cannon, advisor or elephant could legally take it
 * and it is worth taking: it is unprotected (no legal recapture), or the attacker is weaker (a horse
 * or cannon on a chariot; an advisor or elephant on a chariot, horse or cannon). Kings and pawns may
 * chase freely; kings and uncrossed pawns cannot be chased; two pieces of one kind attacking each
 * other is no chase unless only one of them can take. Slots name pieces, so a mask of slot bits
 * follows one piece across a cycle of moves.
 *
 *   chasedBy(pos, RED) // bit (slot & 15) set for each Black piece Red chases now
 */
import type { Position } from './position';
import * as pregen from './pregen';
import * as squares from './squares';
import { ADVISOR, CANNON, CHARIOT, type Color, ELEPHANT, HORSE, KING, PAWN, SLOT_ROLE } from './types';

const HORSE_DELTAS = Int32Array.from(pregen.HORSE_DELTAS);
const HORSE_LEGS = Int32Array.from(pregen.HORSE_LEGS);
const IN_PALACE = squares.IN_PALACE;
const RED_HALF = squares.RED_HALF;
const roleOf = (pc: number): number => SLOT_ROLE[pc & 15];
const colorOf = (pc: number): Color => (pc >> 5) as Color;

/** Could the piece `pc` on `from` move to `to` on this board (pins and checks ignored)? */
export const reaches = (board: Uint8Array, pc: number, from: number, to: number): boolean => {
  const d = to - from;
  switch (roleOf(pc)) {
    case KING:
      return IN_PALACE[to] === 1 && (d === 1 || d === -1 || d === 16 || d === -16);
    case ADVISOR:
      return IN_PALACE[to] === 1 && (d === 15 || d === -15 || d === 17 || d === -17);
    case ELEPHANT:
      return (d === 30 || d === -30 || d === 34 || d === -34) && board[from + d / 2] === 0 && RED_HALF[to] === RED_HALF[from];
    case HORSE:
      for (let i = 0; i < 8; i++) if (HORSE_DELTAS[i] === d) return board[from + HORSE_LEGS[i]] === 0;
      return false;
    case CHARIOT:
    case CANNON: {
      const step = (from & 0xf0) === (to & 0xf0) ? (d > 0 ? 1 : -1) : (from & 15) === (to & 15) ? (d > 0 ? 16 : -16) : 0;
      if (step === 0) return false;
      let between = 0;
      for (let s = from + step; s !== to; s += step) if (board[s]) between++;
      return roleOf(pc) === CHARIOT ? between === 0 : board[to] === 0 ? between === 0 : between === 1;
    }
    default: {
      const forward = colorOf(pc) === 0 ? -16 : 16;
      if (d === forward) return true;
      const crossed = (RED_HALF[from] === 1) !== (colorOf(pc) === 0);
      return crossed && (d === 1 || d === -1);
    }
  }
};

/** Is the move from → to legal for the piece on `from` (its own king not attacked after it)? */
const legal = (pos: Position, from: number, to: number): boolean => {
  const board = pos.board;
  const pc = board[from];
  const cap = board[to];
  board[from] = 0;
  board[to] = pc;
  pos.squareOf[pc] = to;
  if (cap) pos.squareOf[cap] = 0;
  const ok = !pos.attacked(colorOf(pc));
  board[from] = pc;
  board[to] = cap;
  pos.squareOf[pc] = from;
  if (cap) pos.squareOf[cap] = to;
  return ok;
};

/** Can a piece of `side` legally take on `sq`? */
const defended = (pos: Position, sq: number, side: Color): boolean => {
  const base = 16 + (side << 4);
  for (let i = 0; i < 16; i++) {
    const s = pos.squareOf[base + i];
    if (s && reaches(pos.board, base + i, s, sq) && legal(pos, s, sq)) return true;
  }
  return false;
};

/** Would the victim, taken by a weaker attacker, be worth the trade whatever protects it? */
const weakerAttacker = (attacker: number, victim: number): boolean =>
  ((attacker === HORSE || attacker === CANNON) && victim === CHARIOT) ||
  ((attacker === ADVISOR || attacker === ELEPHANT) && (victim === CHARIOT || victim === HORSE || victim === CANNON));

/** Pieces of the opponent that `chaser` chases in this position: a mask of bits (slot & 15). */
export const chasedBy = (pos: Position, chaser: Color): number => {
  const board = pos.board;
  const so = pos.squareOf;
  const own = 16 + (chaser << 4);
  const opp = 16 + ((chaser ^ 1) << 4);
  let chase = 0;
  for (let i = 1; i < 11; i++) {
    const from = so[own + i];
    if (!from) continue;
    const attacker = roleOf(own + i);
    for (let j = 1; j < 16; j++) {
      const to = so[opp + j];
      if (!to || chase & (1 << j)) continue;
      const victim = roleOf(opp + j);
      // a pawn is worth chasing once it has crossed the river
      if (victim === PAWN && (RED_HALF[to] === 1) !== (chaser === 0)) continue;
      if (!reaches(board, own + i, from, to) || !legal(pos, from, to)) continue;
      if (weakerAttacker(attacker, victim)) {
        chase |= 1 << j;
        continue;
      }
      // take, then see whether the victim's side can take back
      board[from] = 0;
      board[to] = own + i;
      so[own + i] = to;
      so[opp + j] = 0;
      const isProtected = defended(pos, to, (chaser ^ 1) as Color);
      board[from] = own + i;
      board[to] = opp + j;
      so[own + i] = from;
      so[opp + j] = to;
      if (isProtected) continue;
      // pieces of one kind facing each other: a chase only when the victim cannot take first
      if (attacker === victim && reaches(board, opp + j, to, from) && legal(pos, to, from)) continue;
      chase |= 1 << j;
    }
  }
  return chase;
};
