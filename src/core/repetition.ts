import { chasedBy } from './chase';
import type { Position } from './position';
import type { Color } from './types';

/** Bits of `repetitionStatus`: a repetition was found, who checked on every move of the cycle, who chased. */
export const REP_FOUND = 1;
export const REP_SELF_CHECKS = 2;
export const REP_OPPONENT_CHECKS = 4;
/** The side to move chased one piece anew with every one of its moves of a cycle without checks. */
export const REP_SELF_CHASES = 8;
export const REP_OPPONENT_CHASES = 16;

/**
 * Chase bits for the last `span` plies (no checks among them): a side chases perpetually when one
 * enemy piece is chased after each of its moves and was not before it (see chase.ts), as Pikafish
 * judges it. Steps back through the moves and replays them; the position ends as it began.
 */
const chaseStatus = (pos: Position, span: number): number => {
  const us = pos.turn;
  const chase = [0xffff, 0xffff];
  let undone = 0;
  for (; undone < span; undone++) {
    const mover = (pos.turn ^ 1) as Color;
    if (chase[mover] === 0 && chase[mover ^ 1] === 0) break;
    if (chase[mover] === 0) pos.undo();
    else {
      const after = chasedBy(pos, mover);
      pos.undo();
      chase[mover] &= after & ~chasedBy(pos, mover);
    }
  }
  for (let k = 0; k < undone; k++) pos.play(pos.moves[pos.ply]);
  return (chase[us] ? REP_SELF_CHASES : 0) | (chase[us ^ 1] ? REP_OPPONENT_CHASES : 0);
};

/**
 * Looks back through the history for the current position, as ElephantEye's RepStatus does.
 * `times` is how many earlier occurrences to require (2 for a threefold claim). With `searchRoot`
 * (the ply of a search's root), one occurrence after the root is enough, as in Stockfish: inside
 * the search tree a side that can repeat once can repeat again, while an occurrence from the game
 * before the root counts only toward `times` (the game itself decided nothing yet).
 * Returns 0 when there is none, else REP_FOUND plus REP_SELF_CHECKS when the side to move gave
 * check with every one of its moves since the oldest occurrence counted, and REP_OPPONENT_CHECKS
 * likewise for the other side; in a cycle without any check, the chase bits instead. Captures and
 * null moves end the look-back: nothing before them can recur. Cost is one pass over the plies
 * since the last capture, and the chase test (a few thousand table steps) when one is found.
 *
 *   repetitionStatus(pos, 2)           // the game's threefold repetition
 *   repetitionStatus(pos, 2, rootPly)  // inside a search rooted at rootPly
 */
export const repetitionStatus = (pos: Position, times = 1, searchRoot = Infinity): number => {
  const n = pos.ply;
  const key = pos.keys[n];
  const lock = pos.locks[n];
  const { moves, captured, checks, keys, locks } = pos;
  let selfChecks = true;
  let oppChecks = true;
  let anyCheck = false;
  let found = 0;
  for (let j = n - 1; j >= 0; j--) {
    if (moves[j] === 0 || captured[j] !== 0) break;
    const check = checks[j + 1] === 1;
    anyCheck = anyCheck || check;
    // the move j → j+1 was the opponent's when an odd number of plies separate it from now
    if ((n - j) & 1) oppChecks = oppChecks && check;
    else {
      selfChecks = selfChecks && check;
      if (keys[j] === key && locks[j] === lock && (++found >= times || j > searchRoot)) {
        if (selfChecks || oppChecks) return REP_FOUND | (selfChecks ? REP_SELF_CHECKS : 0) | (oppChecks ? REP_OPPONENT_CHECKS : 0);
        // checks that are not perpetual make the cycle a draw, whatever else happens in it
        return anyCheck ? REP_FOUND : REP_FOUND | chaseStatus(pos, n - j);
      }
    }
  }
  return 0;
};

/**
 * Who a repetition favours: +1 the side to move wins, −1 it loses, 0 a draw (Asian rules: a side that
 * checks, or else chases, on every move of the cycle loses; both or neither draw).
 */
export const repetitionVerdict = (status: number): -1 | 0 | 1 => {
  const selfChecks = (status & REP_SELF_CHECKS) !== 0;
  const oppChecks = (status & REP_OPPONENT_CHECKS) !== 0;
  if (selfChecks || oppChecks) return selfChecks === oppChecks ? 0 : selfChecks ? -1 : 1;
  const selfChases = (status & REP_SELF_CHASES) !== 0;
  const oppChases = (status & REP_OPPONENT_CHASES) !== 0;
  if (selfChases === oppChases) return 0;
  return selfChases ? -1 : 1;
};
