import { MAX_MOVES, Position } from './position';
import { Move } from './types';

/** Counts leaf nodes to the given depth; the last ply counts legal moves without playing them. */
export const perft = (pos: Position, depth: number): number => {
  const bufs: Int32Array[] = [];
  for (let i = 0; i <= depth; i++) bufs.push(new Int32Array(MAX_MOVES));
  const go = (d: number): number => {
    const buf = bufs[d];
    if (d === 1) return pos.countLegal(buf);
    const n = pos.filterLegal(buf, pos.generate(buf, 0, 0));
    let total = 0;
    for (let i = 0; i < n; i++) {
      const m = buf[i];
      pos.play(m);
      total += go(d - 1);
      pos.undo();
    }
    return total;
  };
  return depth <= 0 ? 1 : go(depth);
};

/** Per-move counts at the root, in generation order. */
export const perftDivide = (pos: Position, depth: number): Array<{ move: Move; nodes: number }> =>
  pos.legalMoves().map((move) => {
    pos.play(move);
    const nodes = perft(pos, depth - 1);
    pos.undo();
    return { move, nodes };
  });
