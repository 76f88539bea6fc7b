/**
 * Static evaluation in centipawns from the side to move: material plus a piece-square table for
 * every role (our own values, written as formulas over file and rank from the owner's side), and
 * a few cheap terms: crossed pawns near the palace, cannons facing the enemy king, and missing
 * defenders against attacking pieces.
 *
 *   evaluate(pos) // e.g. 12 for the side to move at the start (tempo)
 */
import type { Position } from '../core/position';
import { fileOf, rankOf } from '../core/squares';
import { ADVISOR, CANNON, CHARIOT, ELEPHANT, HORSE, KING, PAWN } from '../core/types';

/** Material by role (king counts 0: it never leaves the board). */
export const PIECE_VALUE = [0, 200, 200, 420, 950, 460, 100] as const;
const TEMPO = 10;

const ROLE_OF = new Uint8Array(48);
for (let pc = 16; pc < 48; pc++) ROLE_OF[pc] = [0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 6, 6, 6][pc & 15];

/** Value of the role at (file, rank) seen from its owner (rank 0 = own back rank). */
const positional = (role: number, f: number, r: number): number => {
  const centre = 4 - Math.abs(f - 4); // 0 at the edge .. 4 in the middle
  switch (role) {
    case KING:
      return f === 4 ? (r === 0 ? 10 : r === 1 ? 4 : -10) : r === 0 ? 2 : -6 - 4 * r;
    case ADVISOR:
      return f === 4 && r === 1 ? 8 : 0;
    case ELEPHANT:
      return f === 4 && r === 2 ? 8 : r === 0 && (f === 2 || f === 6) ? 2 : 0;
    case HORSE: {
      // horses want to advance and stay off the edge and off the back rank
      const adv = r <= 2 ? -6 + 3 * r : r <= 7 ? 4 * (r - 2) : 14 - 4 * (r - 7);
      return adv + 3 * centre - (f === 0 || f === 8 ? 12 : 0) + (r === 6 && (f === 2 || f === 6) ? 8 : 0);
    }
    case CHARIOT: {
      const adv = r === 0 ? -4 : r >= 5 && r <= 7 ? 10 : r === 8 ? 14 : r === 9 ? 4 : 2 * r;
      return adv + (f === 3 || f === 5 ? 6 : 0) + centre;
    }
    case CANNON: {
      const home = r === 2 && f === 4 ? 10 : 0;
      const fileBonus = f === 4 ? 8 : f === 3 || f === 5 ? 4 : 0;
      const deep = r === 9 ? 6 : r === 7 ? 8 : r === 8 ? -4 : 0;
      return home + fileBonus + deep + (r === 1 ? -2 : 0);
    }
    case PAWN: {
      if (r <= 4) return r === 4 && (f === 2 || f === 4 || f === 6) ? 8 : r === 4 ? 2 : 0;
      // crossed: worth about double, best near the palace, weaker on the last rank
      const base = 90 + 12 * Math.min(r - 5, 2);
      const near = f >= 3 && f <= 5 ? 20 : f === 2 || f === 6 ? 10 : 0;
      return r === 9 ? 60 + near / 2 : base + near;
    }
    default:
      return 0;
  }
};

/** PST[colour][role * 256 + square]: material plus position for the owner. */
const PST = [new Int16Array(7 * 256), new Int16Array(7 * 256)];
for (let sq = 0; sq < 256; sq++) {
  const f = fileOf(sq);
  const r = rankOf(sq);
  if (f < 0 || f > 8 || r < 0 || r > 9) continue;
  for (let role = 0; role < 7; role++) {
    PST[0][role * 256 + sq] = PIECE_VALUE[role] + positional(role, f, r);
    PST[1][role * 256 + sq] = PIECE_VALUE[role] + positional(role, f, 9 - r);
  }
}

/** Material of the attacking pieces (chariot, horse, cannon, crossed pawns) of each colour. */
export const attackMaterial = (pos: Position, c: 0 | 1): number => {
  const base = c === 0 ? 16 : 32;
  let m = 0;
  for (let i = 5; i < 16; i++) {
    const sq = pos.squareOf[base + i];
    if (!sq) continue;
    const role = ROLE_OF[base + i];
    if (role !== PAWN) m += PIECE_VALUE[role];
  }
  return m;
};

const HORSE_DELTAS = [-33, -31, -18, 14, -14, 18, 31, 33];
const HORSE_LEGS = [-16, -16, -1, -1, 1, 1, 16, 16];
const ORTHO = [-16, -1, 1, 16];
const IN_BOARD = new Uint8Array(256);
for (let sq = 0; sq < 256; sq++) IN_BOARD[sq] = fileOf(sq) >= 0 && fileOf(sq) <= 8 && rankOf(sq) >= 0 && rankOf(sq) <= 9 ? 1 : 0;

/**
 * Terms that need the board: cannons gain and horses lose value while many pieces remain
 * (screens to jump, legs blocked); chariots and horses are paid for their reach.
 * From Red's side.
 */
const activity = (pos: Position): number => {
  const so = pos.squareOf;
  const board = pos.board;
  let phase = 0;
  for (let c = 0; c < 2; c++) {
    const base = c === 0 ? 16 : 32;
    for (let i = 5; i <= 10; i++) if (so[base + i]) phase += i === 7 || i === 8 ? 2 : 1;
  }
  // 16 with all chariots, horses and cannons on the board
  const cannonAdj = 3 * (phase - 8);
  let score = 0;
  for (let c = 0; c < 2; c++) {
    const base = c === 0 ? 16 : 32;
    const own = base;
    let s = 0;
    for (let i = 5; i <= 6; i++) {
      const sq = so[base + i];
      if (!sq) continue;
      let mob = 0;
      for (let k = 0; k < 8; k++) {
        const to = sq + HORSE_DELTAS[k];
        if (IN_BOARD[to] && board[sq + HORSE_LEGS[k]] === 0 && !(board[to] & own)) mob++;
      }
      s += 6 * (mob - 3) - cannonAdj;
    }
    for (let i = 7; i <= 8; i++) {
      const sq = so[base + i];
      if (!sq) continue;
      let mob = 0;
      for (let k = 0; k < 4; k++) {
        const d = ORTHO[k];
        let to = sq + d;
        while (IN_BOARD[to] && board[to] === 0) {
          mob++;
          to += d;
        }
        if (IN_BOARD[to] && !(board[to] & own)) mob++;
      }
      s += 2 * (mob - 8);
    }
    for (let i = 9; i <= 10; i++) if (so[base + i]) s += cannonAdj;
    score += c === 0 ? s : -s;
  }
  return score;
};

/** Pressure units by number of attack units near a palace (grows faster than linearly). */
const PRESSURE = [0, 0, 4, 10, 18, 28, 40, 54, 70, 88, 108, 130, 154];
const UNIT = [0, 0, 0, 2, 3, 2, 1]; // by role: horse 2, chariot 3, cannon 2, crossed pawn 1

/**
 * King safety from Red's side: attack units of each side's chariots, horses, cannons and crossed
 * pawns near the enemy palace (its three ranks plus the next, files c–g) or, for chariots and
 * cannons, on the enemy king's file; missing advisors make the same pressure count more.
 */
const palacePressure = (pos: Position): number => {
  const so = pos.squareOf;
  let score = 0;
  for (let c = 0; c < 2; c++) {
    const base = c === 0 ? 16 : 32;
    const enemy = c === 0 ? 32 : 16;
    const ek = so[enemy];
    if (!ek) continue;
    let units = 0;
    for (let i = 5; i < 16; i++) {
      const sq = so[base + i];
      if (!sq) continue;
      const role = ROLE_OF[base + i];
      const f = fileOf(sq);
      const r = c === 0 ? rankOf(sq) : 9 - rankOf(sq);
      if ((r >= 6 && f >= 2 && f <= 6) || ((role === CHARIOT || role === CANNON) && (sq & 15) === (ek & 15))) units += UNIT[role];
    }
    let advisors = 0;
    if (so[enemy + 1]) advisors++;
    if (so[enemy + 2]) advisors++;
    const p = PRESSURE[units < 12 ? units : 12] * (4 - advisors) >> 2;
    score += c === 0 ? p : -p;
  }
  return score;
};

export const EVAL_ACTIVITY = 1;
export const EVAL_KING = 2;
export const EVAL_ALL = 3;

/** `terms`: which optional terms to add (all by default; fewer only for ablation). */
export const evaluate = (pos: Position, terms = EVAL_ALL): number => {
  const so = pos.squareOf;
  const board = pos.board;
  let score = terms & EVAL_ACTIVITY ? activity(pos) : 0;
  if (terms & EVAL_KING) score += palacePressure(pos);
  let attackers0 = 0, attackers1 = 0, defenders0 = 0, defenders1 = 0;
  for (let pc = 16; pc < 48; pc++) {
    const sq = so[pc];
    if (!sq) continue;
    const c = pc >> 5;
    const role = ROLE_OF[pc];
    const v = PST[c][role * 256 + sq];
    if (c === 0) score += v;
    else score -= v;
    if (role === ADVISOR || role === ELEPHANT) {
      if (c === 0) defenders0++;
      else defenders1++;
    } else if (role === CHARIOT || role === HORSE || role === CANNON || (role === PAWN && (c === 0 ? rankOf(sq) >= 5 : rankOf(sq) <= 4))) {
      if (c === 0) attackers0 += role === CHARIOT ? 2 : 1;
      else attackers1 += role === CHARIOT ? 2 : 1;
    }
  }
  // cannons on the enemy king's file with one screen between
  for (let c = 0; c < 2; c++) {
    const enemyKing = so[c === 0 ? 32 : 16];
    if (!enemyKing) continue;
    for (let i = 9; i <= 10; i++) {
      const pc = (c === 0 ? 16 : 32) + i;
      const sq = so[pc];
      if (!sq || (sq & 15) !== (enemyKing & 15)) continue;
      const step = sq < enemyKing ? 16 : -16;
      let between = 0;
      for (let s = sq + step; s !== enemyKing; s += step) if (board[s]) between++;
      const bonus = between === 1 ? 25 : between === 0 ? 12 : 0;
      score += c === 0 ? bonus : -bonus;
    }
  }
  // attackers against a palace short of defenders
  score += Math.max(0, attackers0 - 2) * (4 - defenders1) * 6;
  score -= Math.max(0, attackers1 - 2) * (4 - defenders0) * 6;
  return (pos.turn === 0 ? score : -score) + TEMPO;
};
