/**
 * An exhaustive mate prover, independent of the engine's search: does the side to move force a
 * win by "no legal move" (checkmate or stalemate: both lose in xiangqi) within n of its moves? The
 * attacker tries every legal move (checks first, as a guess), the defender every reply; results
 * are memoised by position and moves left. Repetition and the move limit are ignored, as they
 * cannot decide a line this short.
 *
 *   mateIn(pos, 3)            // true when a mate in at most 3 moves exists
 *   exactMate(pos, 4)         // the least n ≤ 4 with a forced mate, or 0
 *   moveMates(pos, m, 3)      // does this first move force mate within 3 moves?
 */
import type { Position } from '../../../src/core/position';

const memo = new Map<string, boolean>();
const buf = new Int32Array(256 * 16);

const keyOf = (pos: Position, n: number): string => `${pos.key}:${pos.lock}:${n}`;

/** Legal moves into buf from `at`, checks first (a good guess for the attacker); returns the end. */
const movesChecksFirst = (pos: Position, at: number): number => {
  const end = pos.generateLegal(buf, at, 0);
  let k = at;
  for (let i = at; i < end; i++) {
    const m = buf[i];
    pos.play(m);
    const check = pos.checks[pos.ply] === 1;
    pos.undo();
    if (check) {
      buf[i] = buf[k];
      buf[k++] = m;
    }
  }
  return end;
};

/** After the attacker's move, with n − 1 attacker moves left: does every defence lose? */
const defenceLoses = (pos: Position, n: number, depth: number): boolean => {
  const at = depth * 256;
  const end = pos.generateLegal(buf, at, 0);
  if (end === at) return true;
  if (n === 1) return false;
  for (let i = at; i < end; i++) {
    pos.play(buf[i]);
    const ok = mateIn(pos, n - 1, depth + 1);
    pos.undo();
    if (!ok) return false;
  }
  return true;
};

export const mateIn = (pos: Position, n: number, depth = 0): boolean => {
  const id = keyOf(pos, n);
  const known = memo.get(id);
  if (known !== undefined) return known;
  const at = depth * 256;
  const end = movesChecksFirst(pos, at);
  let found = false;
  for (let i = at; i < end && !found; i++) {
    const m = buf[i];
    pos.play(m);
    found = defenceLoses(pos, n, depth + 1);
    pos.undo();
  }
  if (memo.size > 4_000_000) memo.clear();
  memo.set(id, found);
  return found;
};

export const moveMates = (pos: Position, m: number, n: number): boolean => {
  pos.play(m);
  const ok = defenceLoses(pos, n, 1);
  pos.undo();
  return ok;
};

export const exactMate = (pos: Position, maxN: number): number => {
  for (let n = 1; n <= maxN; n++) if (mateIn(pos, n)) return n;
  return 0;
};

export const clearMateMemo = (): void => memo.clear();
