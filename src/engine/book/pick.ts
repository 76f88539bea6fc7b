import type { Move } from '../../core/types';
import type { BookEntry } from './types';

/**
 * Picks a book move with probability proportional to its weight; `random` returns [0, 1)
 * (pass a seeded generator for repeatable games). Returns 0 (no move) for an empty list.
 */
export const pickBookMove = (entries: readonly BookEntry[], random: () => number): Move => {
  const total = entries.reduce((s, e) => s + Math.max(0, e.weight), 0);
  if (total <= 0) return entries.length > 0 ? entries[0].move : 0;
  let r = random() * total;
  for (const e of entries) {
    r -= Math.max(0, e.weight);
    if (r < 0) return e.move;
  }
  return entries[entries.length - 1].move;
};
