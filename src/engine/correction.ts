/**
 * Correction history: how far searches have found the static eval wrong, by the slow-moving
 * structure (kings, advisors, elephants and pawns) and the side to move. A search adds it to its
 * static eval, so that the pruning margins start from a better guess. Stockfish keys the same idea
 * by the pawns alone. In Xiangqi the advisors and elephants shape the king's safety, so they
 * belong to the structure too.
 *
 *   const c = new CorrectionHistory();
 *   const i = c.index(pos);
 *   const corrected = staticEval + c.value(i);
 *   c.update(i, searched - corrected, depth); // after a search of the node
 */
import { KIND_OF, type Position } from '../core/position';
import { ZOBRIST_KEY } from '../core/pregen';
import { CANNON, CHARIOT, HORSE, SLOT_ROLE, sideTag } from '../core/types';

/** Entries per side to move. */
const SIZE = 1 << 14;
/** Entries are in 1/GRAIN centipawns and stay within ±LIMIT (a correction of at most 64 cp). */
const GRAIN = 16;
const LIMIT = 1024;
/** The structure's pieces, both sides: every piece but the roaming ones (horses, chariots, cannons). */
const PIECES = [sideTag(0), sideTag(1)].flatMap((tag) => SLOT_ROLE.flatMap((r, slot) => (r === HORSE || r === CHARIOT || r === CANNON ? [] : [tag + slot])));

/** A key of where both sides' kings, advisors, elephants and pawns stand. */
export const structureKey = (pos: Position): number => {
  let h = 0;
  for (const pc of PIECES) {
    const sq = pos.squareOf[pc];
    if (sq) h ^= ZOBRIST_KEY[KIND_OF[pc] * 256 + sq];
  }
  return h;
};

export class CorrectionHistory {
  readonly table = new Int16Array(2 * SIZE);

  /** The entry of this position's structure and side to move. */
  index(pos: Position): number {
    return pos.turn * SIZE + (structureKey(pos) & (SIZE - 1));
  }

  /** The correction in centipawns. */
  value(i: number): number {
    return Math.trunc(this.table[i] / GRAIN);
  }

  /**
   * A search at `depth` found the position `diff` centipawns better than its corrected static eval.
   * Deeper searches move the entry more; the entry decays toward zero as it nears its limit.
   */
  update(i: number, diff: number, depth: number): void {
    const step = Math.max(-LIMIT / 4, Math.min(LIMIT / 4, Math.trunc((diff * depth * GRAIN) / 8)));
    const e = this.table[i];
    this.table[i] = e + step - Math.trunc((e * Math.abs(step)) / LIMIT);
  }

  clear(): void {
    this.table.fill(0);
  }
}
