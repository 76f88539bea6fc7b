import type { Game, GameNode } from '../../../src/formats/game';

/** Nodes that carry a comment, the root's only if `withRoot`; walked without recursion (some trees are very deep). */
export const commentedNodes = (g: Game, withRoot: boolean): number => {
  let n = withRoot && g.root.comments.length ? 1 : 0;
  const stack: GameNode[] = [...g.root.children];
  while (stack.length) {
    const x = stack.pop()!;
    if (x.comments.length) n++;
    stack.push(...x.children);
  }
  return n;
};
