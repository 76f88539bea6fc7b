import type { Position } from './position';

/** Bits of `repetitionStatus`: a repetition was found, and who checked on every move of the cycle. */
export const REP_FOUND = 1;
export const REP_SELF_CHECKS = 2;
export const REP_OPPONENT_CHECKS = 4;

/**
 * Looks back through the history for the current position, as ElephantEye's RepStatus does.
 * `times` is how many earlier occurrences to require (2 for a threefold claim). With `searchRoot`
 * (the ply of a search's root), one occurrence after the root is enough, as in Stockfish: inside
 * the search tree a side that can repeat once can repeat again, while an occurrence from the game
 * before the root counts only toward `times` (the game itself decided nothing yet).
 * Returns 0 when there is none, else REP_FOUND plus REP_SELF_CHECKS when the side to move gave
 * check with every one of its moves since the oldest occurrence counted, and REP_OPPONENT_CHECKS
 * likewise for the other side. Captures and null moves end the look-back: nothing before them
 * can recur. Cost is one pass over the plies since the last capture.
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
  let found = 0;
  for (let j = n - 1; j >= 0; j--) {
    if (moves[j] === 0 || captured[j] !== 0) break;
    // the move j → j+1 was the opponent's when an odd number of plies separate it from now
    if ((n - j) & 1) oppChecks = oppChecks && checks[j + 1] === 1;
    else {
      selfChecks = selfChecks && checks[j + 1] === 1;
      if (keys[j] === key && locks[j] === lock && (++found >= times || j > searchRoot))
        return REP_FOUND | (selfChecks ? REP_SELF_CHECKS : 0) | (oppChecks ? REP_OPPONENT_CHECKS : 0);
    }
  }
  return 0;
};

/** Who a repetition favours: +1 the side to move wins, −1 it loses, 0 a draw (Asian rules, checks only). */
export const repetitionVerdict = (status: number): -1 | 0 | 1 => {
  const self = (status & REP_SELF_CHECKS) !== 0;
  const opp = (status & REP_OPPONENT_CHECKS) !== 0;
  if (self === opp) return 0;
  return self ? -1 : 1;
};
