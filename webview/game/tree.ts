/**
 * A game tree as the pages hold it (the host's NodeData, moves in ICCS), addressed by paths: child indexes
 * from the root, written as ids `0.1.0` (the root is ''). Names say "data" where src/formats/game.ts has
 * its own functions over its own Game model: these walk the DTO the pages receive.
 *
 *   nodeDataAt(game.root, pathFromId('0.1')); clampPath(game.root, path)
 */
import type { NodeData } from '../../src/formats/edit';

export const idOf = (path: readonly number[]): string => path.join('.');
export const pathFromId = (id: string | null): number[] => (id ? id.split('.').map(Number) : []);

/** The nodes along `path` (root excluded), or undefined when it leaves the tree. */
export const nodeDataAlong = (root: NodeData, path: readonly number[]): NodeData[] | undefined => {
  const out: NodeData[] = [];
  let n = root;
  for (const i of path) {
    const next = n.children?.[i];
    if (!next) return undefined;
    out.push(next);
    n = next;
  }
  return out;
};

export const nodeDataAt = (root: NodeData, path: readonly number[]): NodeData | undefined => (path.length ? nodeDataAlong(root, path)?.at(-1) : root);

/** The longest part of `path` that is still in the tree (after an edit removed its end). */
export const clampPath = (root: NodeData, path: readonly number[]): number[] => {
  const out: number[] = [];
  let n = root;
  for (const i of path) {
    const next = n.children?.[i];
    if (!next) break;
    out.push(i);
    n = next;
  }
  return out;
};

/** The path followed by the main continuation to the end of its line. */
export const lineEnd = (root: NodeData, path: readonly number[]): number[] => {
  const out = [...path];
  for (let n = nodeDataAt(root, path); n?.children?.length; n = n.children[0]) out.push(0);
  return out;
};

/** Moves in a tree (the root not counted), counting no further than `stop`. */
export const countMoves = (root: NodeData, stop = Infinity): number => {
  let n = 0;
  const stack: NodeData[] = [...(root.children ?? [])];
  while (stack.length && n < stop) {
    const x = stack.pop()!;
    n++;
    for (const c of x.children ?? []) stack.push(c);
  }
  return n;
};
