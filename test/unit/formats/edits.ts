/**
 * Random edits for the edit suites: a seeded generator of GameEdits that make sense on a game (legal moves where
 * moves are added, paths that exist, now and then an index or a header), and a snapshot of everything an edit may
 * change. Shared by the edit-log suite (edit.test.ts) and the text sync suite (textSync.test.ts).
 *
 *   const r = rng(7); const e = randomEdit(game, r); applyEdit(game, e)
 */
import { strict as assert } from 'node:assert';
import { moveToIccs } from '../../../src/core/notation';
import { GameEdit, toData } from '../../../src/formats/edit';
import { Game, NodePath, forEachNode, nodeAt, positionAt } from '../../../src/formats/game';

/** Everything an edit may change, without source places. */
export const snapshot = (g: Game): string =>
  JSON.stringify({ headers: Object.entries(g.headers), startFen: g.startFen, comments: g.root.comments, eval: g.root.eval ?? null, moves: g.root.children.map(toData) });

/** Paths of every node, root included. */
export const allPaths = (g: Game): NodePath[] => {
  const out: NodePath[] = [[]];
  forEachNode(g, (_, p) => out.push([...p]));
  return out;
};

/** One to `most` random legal moves (ICCS) played on from the node at `at`; fewer where the game ends. */
export const randomLine = (g: Game, at: NodePath, r: () => number, most: number): string[] => {
  const pos = positionAt(g, at);
  assert.ok(pos.ok);
  const moves: string[] = [];
  for (let i = 0; i < 1 + Math.floor(r() * most); i++) {
    const legal = pos.value.legalMoves();
    if (!legal.length) break;
    const m = legal[Math.floor(r() * legal.length)];
    moves.push(moveToIccs(m));
    pos.value.play(m);
  }
  return moves;
};

/** A random edit that makes sense on this game (legal moves where moves are added). */
export const randomEdit = (g: Game, r: () => number): GameEdit => {
  const paths = allPaths(g);
  const at = paths[Math.floor(r() * paths.length)];
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
  const kind = Math.floor(r() * 8);
  if (kind === 0 || (at.length === 0 && kind <= 3)) {
    const moves = randomLine(g, at, r, 3);
    if (moves.length) return { type: 'addMoves', at, moves, ...(r() < 0.3 ? { index: 0 } : {}) };
    return { type: 'setComments', at, comments: ['no moves here'] };
  }
  if (kind === 1) return { type: 'delete', at };
  if (kind === 2) return { type: 'promote', at, toMain: r() < 0.5 };
  if (kind === 3) {
    const n = nodeAt(g, at.slice(0, -1))!.children.length;
    return { type: 'reorder', at: at.slice(0, -1), from: at[at.length - 1], to: Math.floor(r() * n) };
  }
  if (kind === 4) return { type: 'setComments', at, comments: r() < 0.3 ? [] : [`note ${Math.floor(r() * 100)}`, '注'] };
  if (kind === 5) return at.length ? { type: 'setNags', at, nags: r() < 0.3 ? [] : [1 + Math.floor(r() * 6)] } : { type: 'setHeader', name: 'Round', value: '1' };
  if (kind === 6) {
    const name = pick(['Event', 'Red', 'Black', 'Round', 'Result', 'Opening']);
    return r() < 0.4 ? { type: 'setHeader', name } : { type: 'setHeader', name, value: `v${Math.floor(r() * 10)}` };
  }
  return r() < 0.3 ? { type: 'setEval', at } : { type: 'setEval', at, eval: { score: { kind: r() < 0.2 ? 'mate' : 'cp', value: Math.floor(r() * 400) - 200 }, depth: 10 } };
};

