/**
 * Every change a user makes to a game, as data, with its inverse. Editors keep a log of these: undo
 * applies the inverse, redo the edit again, and a backup is the log itself (moves travel as ICCS text,
 * so an edit is plain JSON). Pure and checked: a move that is not legal where it is played, or a path
 * that leaves the tree, is an error and changes nothing.
 *
 *   const r = applyEdit(game, { type: 'addMoves', at: [0], moves: ['h9g7'] });
 *   if (r.ok) applyEdit(game, r.value.inverse); // back where we were
 */
import { moveToIccs, parseIccs } from '../core/notation';
import type { Position } from '../core/position';
import { Result, err, ok } from '../core/result';
import type { Move } from '../core/types';
import { Game, GameNode, NodeEval, NodePath, newNode, nodeAt, positionAt } from './game';

/** A subtree as plain data (moves in ICCS), as a deleted line is kept for its undo. */
export interface NodeData {
  readonly move: string;
  readonly comments?: readonly string[];
  readonly nags?: readonly number[];
  readonly eval?: NodeEval;
  readonly children?: readonly NodeData[];
}

export type GameEdit =
  /** Plays moves (ICCS) from the node at `at`: one move played on the board, or a whole line such as an engine's. Moves already there are followed; the first new one joins the children at `index` (default: after the others). */
  | { readonly type: 'addMoves'; readonly at: NodePath; readonly moves: readonly string[]; readonly index?: number }
  /** Removes the node at `at` and everything after it ("delete from here"). */
  | { readonly type: 'delete'; readonly at: NodePath }
  /** Puts a subtree back as child `index` of the node at `at` (what undoes a delete). */
  | { readonly type: 'insert'; readonly at: NodePath; readonly index: number; readonly node: NodeData }
  /** Moves the variation at `at` to the front of its siblings (`toMain`, the default) or one place up. */
  | { readonly type: 'promote'; readonly at: NodePath; readonly toMain?: boolean }
  /** Moves child `from` of the node at `at` to place `to` among its siblings (what undoes a promote). */
  | { readonly type: 'reorder'; readonly at: NodePath; readonly from: number; readonly to: number }
  /** Replaces the comments of the node at `at` (the root's come before the first move). */
  | { readonly type: 'setComments'; readonly at: NodePath; readonly comments: readonly string[] }
  | { readonly type: 'setNags'; readonly at: NodePath; readonly nags: readonly number[] }
  /** Sets a header; no value removes it. A new header goes last, or at place `index` (how an undo puts it back). */
  | { readonly type: 'setHeader'; readonly name: string; readonly value?: string; readonly index?: number }
  /** Sets the engine note of the node at `at`; none removes it. */
  | { readonly type: 'setEval'; readonly at: NodePath; readonly eval?: NodeEval };

/**
 * From text sync (formats/textSync.ts): ERR_EDIT_UNSUPPORTED, the file's format cannot hold the change (a variation
 * in a FEN list, any edit of a DhtmlXQ page); ERR_EDIT_STALE, the text is not the one its games were read from.
 */
export type EditErrorCode = 'ERR_EDIT_PATH' | 'ERR_EDIT_ILLEGAL' | 'ERR_EDIT_INDEX' | 'ERR_EDIT_VALUE' | 'ERR_EDIT_UNSUPPORTED' | 'ERR_EDIT_STALE';
export interface EditError {
  readonly code: EditErrorCode;
  readonly message: string;
}

export interface Applied {
  /** The edit that undoes this one. */
  readonly inverse: GameEdit;
  /** The node the edit leaves in view: the last move played, the parent of what was deleted, the moved variation… */
  readonly path: number[];
  /** False when the edit found the game already as asked (nothing to undo). */
  readonly changed: boolean;
}

const fail = (code: EditErrorCode, message: string): Result<Applied, EditError> => err({ code, message });
const MAX_NAG = 255;

/** Applies `edit` to `game` in place and returns its inverse; on error the game is unchanged. */
export const applyEdit = (game: Game, edit: GameEdit): Result<Applied, EditError> => {
  switch (edit.type) {
    case 'addMoves':
      return addMoves(game, edit.at, edit.moves, edit.index);
    case 'delete': {
      if (edit.at.length === 0) return fail('ERR_EDIT_PATH', 'the start position cannot be deleted');
      const parentPath = edit.at.slice(0, -1);
      const parent = nodeAt(game, parentPath);
      const i = edit.at[edit.at.length - 1];
      const node = parent?.children[i];
      if (!parent || !node) return fail('ERR_EDIT_PATH', `no move at ${edit.at.join('.')}`);
      parent.children.splice(i, 1);
      return ok({ inverse: { type: 'insert', at: parentPath, index: i, node: toData(node) }, path: parentPath, changed: true });
    }
    case 'insert': {
      const parent = nodeAt(game, edit.at);
      if (!parent) return fail('ERR_EDIT_PATH', `no move at ${edit.at.join('.')}`);
      if (!Number.isInteger(edit.index) || edit.index < 0 || edit.index > parent.children.length) return fail('ERR_EDIT_INDEX', `no place ${edit.index} there`);
      const pos = positionAt(game, edit.at);
      if (!pos.ok) return fail('ERR_EDIT_PATH', pos.error.message);
      const node = fromData(edit.node, pos.value);
      if (!node.ok) return node;
      if (parent.children.some((c) => c.move === node.value.move)) return fail('ERR_EDIT_ILLEGAL', `${edit.node.move} is already there`);
      parent.children.splice(edit.index, 0, node.value);
      const path = [...edit.at, edit.index];
      return ok({ inverse: { type: 'delete', at: path }, path, changed: true });
    }
    case 'promote': {
      if (edit.at.length === 0) return fail('ERR_EDIT_PATH', 'the start position is not a variation');
      const parentPath = edit.at.slice(0, -1);
      const from = edit.at[edit.at.length - 1];
      const to = edit.toMain === false ? Math.max(0, from - 1) : 0;
      return reorder(game, parentPath, from, to);
    }
    case 'reorder':
      return reorder(game, edit.at, edit.from, edit.to);
    case 'setComments': {
      const node = nodeAt(game, edit.at);
      if (!node) return fail('ERR_EDIT_PATH', `no move at ${edit.at.join('.')}`);
      if (!edit.comments.every((c) => typeof c === 'string')) return fail('ERR_EDIT_VALUE', 'comments are text');
      const old = node.comments;
      node.comments = edit.comments.filter((c) => c.trim() !== '');
      return ok({ inverse: { type: 'setComments', at: edit.at, comments: old }, path: [...edit.at], changed: !sameList(old, node.comments) });
    }
    case 'setNags': {
      const node = nodeAt(game, edit.at);
      if (!node) return fail('ERR_EDIT_PATH', `no move at ${edit.at.join('.')}`);
      if (edit.at.length === 0) return fail('ERR_EDIT_PATH', 'the start position takes no NAGs');
      if (!edit.nags.every((n) => Number.isInteger(n) && n > 0 && n <= MAX_NAG)) return fail('ERR_EDIT_VALUE', `NAGs are whole numbers 1–${MAX_NAG}`);
      const old = node.nags;
      node.nags = [...edit.nags];
      return ok({ inverse: { type: 'setNags', at: edit.at, nags: old }, path: [...edit.at], changed: !sameList(old, node.nags) });
    }
    case 'setHeader': {
      if (!/^[A-Za-z0-9_]{1,64}$/.test(edit.name)) return fail('ERR_EDIT_VALUE', `'${edit.name}' is not a header name`);
      const keys = Object.keys(game.headers);
      const place = keys.indexOf(edit.name);
      const old = place >= 0 ? game.headers[edit.name] : undefined;
      if (edit.value === undefined) delete game.headers[edit.name];
      else if (place >= 0 || edit.index === undefined || edit.index >= keys.length) game.headers[edit.name] = edit.value;
      else {
        // rebuild so the header lands where it was: tag order is part of the file
        const entries = Object.entries(game.headers);
        entries.splice(Math.max(0, edit.index), 0, [edit.name, edit.value]);
        for (const k of keys) delete game.headers[k];
        for (const [k, v] of entries) game.headers[k] = v;
      }
      const inverse: GameEdit =
        old === undefined ? { type: 'setHeader', name: edit.name } : { type: 'setHeader', name: edit.name, value: old, index: place };
      return ok({ inverse, path: [], changed: old !== edit.value });
    }
    case 'setEval': {
      const node = nodeAt(game, edit.at);
      if (!node) return fail('ERR_EDIT_PATH', `no move at ${edit.at.join('.')}`);
      const old = node.eval;
      if (edit.eval) node.eval = edit.eval;
      else delete node.eval;
      const inverse: GameEdit = old ? { type: 'setEval', at: edit.at, eval: old } : { type: 'setEval', at: edit.at };
      return ok({ inverse, path: [...edit.at], changed: JSON.stringify(old) !== JSON.stringify(edit.eval) });
    }
  }
};

const sameList = <T>(a: readonly T[], b: readonly T[]): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

const addMoves = (game: Game, at: NodePath, moves: readonly string[], index: number | undefined): Result<Applied, EditError> => {
  const start = nodeAt(game, at);
  if (!start) return fail('ERR_EDIT_PATH', `no move at ${at.join('.')}`);
  if (moves.length === 0) return fail('ERR_EDIT_VALUE', 'no moves to add');
  const pos = positionAt(game, at);
  if (!pos.ok) return fail('ERR_EDIT_PATH', pos.error.message);
  // check the whole line before touching the tree
  const played: Move[] = [];
  for (const text of moves) {
    const m = parseIccs(pos.value, text);
    if (!m.ok) return fail('ERR_EDIT_ILLEGAL', `${text} is not legal after ${[...at].join('.') || 'the start'}${played.length ? ` + ${played.length} moves` : ''}`);
    played.push(m.value);
    pos.value.play(m.value);
  }
  // follow what is already there; the first move that is not there starts the new branch
  let node = start;
  const path = [...at];
  let k = 0;
  for (; k < played.length; k++) {
    const i = node.children.findIndex((c) => c.move === played[k]);
    if (i < 0) break;
    node = node.children[i];
    path.push(i);
  }
  // already there: nothing to undo (the inverse reorders the last node onto its own place)
  if (k === played.length) return ok({ inverse: { type: 'reorder', at: path.slice(0, -1), from: path[path.length - 1], to: path[path.length - 1] }, path, changed: false });
  const where = index === undefined ? node.children.length : index;
  if (!Number.isInteger(where) || where < 0 || where > node.children.length) return fail('ERR_EDIT_INDEX', `no place ${where} there`);
  const branch = newNode(played[k]);
  let tip = branch;
  for (let j = k + 1; j < played.length; j++) {
    const n = newNode(played[j]);
    tip.children.push(n);
    tip = n;
  }
  node.children.splice(where, 0, branch);
  const branchPath = [...path, where];
  return ok({ inverse: { type: 'delete', at: branchPath }, path: [...branchPath, ...new Array<number>(played.length - k - 1).fill(0)], changed: true });
};

const reorder = (game: Game, parentPath: NodePath, from: number, to: number): Result<Applied, EditError> => {
  const parent = nodeAt(game, parentPath);
  if (!parent) return fail('ERR_EDIT_PATH', `no move at ${parentPath.join('.')}`);
  const n = parent.children.length;
  if (![from, to].every((i) => Number.isInteger(i) && i >= 0 && i < n)) return fail('ERR_EDIT_INDEX', `no variation ${from} or ${to} there`);
  const [moved] = parent.children.splice(from, 1);
  parent.children.splice(to, 0, moved);
  return ok({ inverse: { type: 'reorder', at: parentPath, from: to, to: from }, path: [...parentPath, to], changed: from !== to });
};

/** A subtree as data, iteratively (lines run to thousands of plies). */
export const toData = (node: GameNode): NodeData => {
  type Mutable = { move: string; comments?: string[]; nags?: number[]; eval?: NodeEval; children?: Mutable[] };
  const one = (n: GameNode): Mutable => ({
    move: moveToIccs(n.move),
    ...(n.comments.length ? { comments: [...n.comments] } : {}),
    ...(n.nags.length ? { nags: [...n.nags] } : {}),
    ...(n.eval ? { eval: n.eval } : {}),
  });
  const top = one(node);
  const stack: Array<[GameNode, Mutable]> = [[node, top]];
  while (stack.length) {
    const [from, to] = stack.pop()!;
    if (from.children.length) to.children = [];
    for (const c of from.children) {
      const d = one(c);
      to.children!.push(d);
      stack.push([c, d]);
    }
  }
  return top;
};

/** Data back into a subtree, checking every move's legality from `pos` (left as it was). */
export const fromData = (data: NodeData, pos: Position): Result<GameNode, EditError> => {
  const make = (d: NodeData): Result<GameNode, EditError> => {
    const m = parseIccs(pos, typeof d.move === 'string' ? d.move : '');
    if (!m.ok) return err({ code: 'ERR_EDIT_ILLEGAL', message: `${String(d.move)} is not legal there` });
    if (d.nags && !d.nags.every((n) => Number.isInteger(n) && n > 0 && n <= MAX_NAG)) return err({ code: 'ERR_EDIT_VALUE', message: 'bad NAG' });
    const n = newNode(m.value);
    if (d.comments) n.comments = [...d.comments];
    if (d.nags) n.nags = [...d.nags];
    if (d.eval) n.eval = d.eval;
    return ok(n);
  };
  // depth-first with explicit undo markers, so the position follows the walk without recursion
  const top = make(data);
  if (!top.ok) return top;
  type Frame = { data: NodeData; node: GameNode; next: number };
  pos.play(top.value.move);
  const stack: Frame[] = [{ data, node: top.value, next: 0 }];
  let failure: EditError | undefined;
  while (stack.length) {
    const f = stack[stack.length - 1];
    const kids = f.data.children ?? [];
    if (failure || f.next >= kids.length) {
      pos.undo();
      stack.pop();
      continue;
    }
    const d = kids[f.next++];
    const c = make(d);
    if (!c.ok) {
      failure = c.error;
      continue;
    }
    f.node.children.push(c.value);
    pos.play(c.value.move);
    stack.push({ data: d, node: c.value, next: 0 });
  }
  return failure ? err(failure) : ok(top.value);
};
