/**
 * Builds a book in ElephantEye's BOOK.DAT format from a collection of games: every move played
 * at least `minCount` times within the first `maxPlies` plies is kept, weighted by how it
 * scored for the side that played it. Each position is stored under the smaller of its own
 * lock and its mirror image's, so both orientations pool their games and the reader's
 * mirrored retry finds the other one.
 *
 *   const bytes = buildEleeyeBook([{ root, moves, result: 'red' }], { minCount: 1 });
 *   EleeyeBook.from(bytes) // probes back those moves
 */
import type { Position } from '../../core/position';
import type { Move } from '../../core/types';
import { mirrorMove } from './eleeyeBook';
import { eleeyeLock } from './eleeyeZobrist';

export type GameResult = 'red' | 'black' | 'draw' | 'unknown';

export interface BookGame {
  /** The position the moves start from; it is not modified. */
  readonly root: Position;
  readonly moves: readonly Move[];
  readonly result: GameResult;
}

export interface BuildOptions {
  /** Keep a move only when played at least this many times (default 2). */
  readonly minCount?: number;
  /** Only the first this-many plies of each game count (default 20). */
  readonly maxPlies?: number;
}

/** Points per game for the side that played the move: a win counts three times a draw. */
const POINTS = { win: 3, draw: 1, loss: 0, unknown: 1 } as const;
const MAX_WEIGHT = 65535;

interface Tally { count: number; points: number }

export const buildEleeyeBook = (games: readonly BookGame[], options: BuildOptions = {}): Uint8Array => {
  const minCount = options.minCount ?? 2;
  const maxPlies = options.maxPlies ?? 20;
  // lock → move → tally
  const table = new Map<number, Map<number, Tally>>();
  for (const g of games) {
    const pos = g.root.clone();
    const n = Math.min(g.moves.length, maxPlies);
    for (let i = 0; i < n; i++) {
      const m = g.moves[i];
      if (!pos.isLegal(m)) break;
      const direct = eleeyeLock(pos);
      const mirror = eleeyeLock(pos, true);
      const lock = Math.min(direct, mirror);
      const stored = lock === direct ? m : mirrorMove(m);
      const side = pos.turn === 0 ? 'red' : 'black';
      const points =
        g.result === 'unknown' ? POINTS.unknown : g.result === 'draw' ? POINTS.draw : g.result === side ? POINTS.win : POINTS.loss;
      let moves = table.get(lock);
      if (!moves) table.set(lock, (moves = new Map()));
      const t = moves.get(stored) ?? { count: 0, points: 0 };
      t.count++;
      t.points += points;
      moves.set(stored, t);
      pos.play(m);
    }
  }
  const records: Array<{ lock: number; move: number; weight: number }> = [];
  for (const [lock, moves] of table)
    for (const [move, t] of moves)
      if (t.count >= minCount) records.push({ lock, move, weight: Math.min(MAX_WEIGHT, Math.max(1, t.points)) });
  records.sort((a, b) => a.lock - b.lock || b.weight - a.weight || a.move - b.move);
  const out = new Uint8Array(records.length * 8);
  const dv = new DataView(out.buffer);
  records.forEach((r, i) => {
    dv.setUint32(i * 8, r.lock, true);
    dv.setUint16(i * 8 + 4, r.move, true);
    dv.setUint16(i * 8 + 6, r.weight, true);
  });
  return out;
};
