/**
 * The board page's move list as the move tree panel draws it: every node of a small tree; in a large one
 * the current line in full and the first plies of each side variation.
 *
 *   tree.update({ children: movesView(game, path, 'zh', { quality }), … })
 */
import { Notation, formatMove, parseIccs } from '../../src/core/notation';
import type { NodeData } from '../../src/formats/edit';
import type { GameDto } from '../../src/protocol/webview';
import { countMoves, idOf, lineEnd } from '../game/tree';
import { replayPath } from '../game/view';
import type { MoveNode } from '../panels/moveTreeLayout';

/** Trees larger than this are shown around the current line only: a browser cannot lay out 200,000 moves. */
export const FULL_TREE_LIMIT = 4000;
/** In a large tree, how many plies of each side variation are shown. */
const STUB_PLIES = 6;

export interface TreeMarks {
  readonly quality?: ReadonlyMap<string, MoveNode['quality']>;
  /** A review's marks in words, by node id. */
  readonly notes?: ReadonlyMap<string, string>;
}

/**
 * The move tree's view: every node of a small tree; in a large one the line through `current` in full and,
 * at each of its moves, the other variations' first plies (enough to see and enter them).
 */
export const movesView = (game: GameDto, current: readonly number[], notation: Notation, marks: TreeMarks = {}): MoveNode[] => {
  const start = replayPath(game, []);
  if (!start) return [];
  const large = countMoves(game.root, FULL_TREE_LIMIT + 1) > FULL_TREE_LIMIT;
  const onLine = new Set<string>();
  if (large) {
    const line = lineEnd(game.root, current.length ? current : []);
    for (let i = 0; i <= line.length; i++) onLine.add(idOf(line.slice(0, i)));
  }
  const pos = start.position;
  /** Builds the children of `node` at `path`, recursing once per ply (a game's lines are hundreds of plies deep, not thousands). */
  const build = (node: NodeData, path: number[], depthLeft: number): MoveNode[] => {
    const kids = node.children ?? [];
    const out: MoveNode[] = [];
    kids.forEach((c, i) => {
      const p = [...path, i];
      const id = idOf(p);
      const full = !large || onLine.has(id);
      const budget = full ? Infinity : Math.min(depthLeft, STUB_PLIES);
      if (budget <= 0) return;
      const m = parseIccs(pos, c.move);
      if (!m.ok) return;
      const label = formatMove(pos, m.value, notation);
      pos.play(m.value);
      const children = build(c, p, full ? Infinity : budget - 1);
      pos.undo();
      out.push({
        id,
        label,
        ...(c.nags?.length ? { nags: c.nags } : {}),
        ...(c.comments?.length ? { comment: c.comments.join(' ') } : {}),
        ...(marks.quality?.get(id) ? { quality: marks.quality.get(id) } : {}),
        ...(marks.notes?.get(id) ? { note: marks.notes.get(id) } : {}),
        children,
      });
    });
    return out;
  };
  return build(game.root, [], Infinity);
};

