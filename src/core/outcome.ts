import type { Position } from './position';
import { REP_FOUND, REP_OPPONENT_CHECKS, REP_SELF_CHECKS, repetitionStatus, repetitionVerdict } from './repetition';
import { CANNON, CHARIOT, Color, HORSE, PAWN, SLOT_ROLE, sideTag } from './types';

export type OutcomeReason =
  | 'checkmate'
  | 'stalemate'
  | 'perpetual-check'
  | 'mutual-perpetual-check'
  | 'perpetual-chase'
  | 'repetition'
  | 'move-limit'
  | 'insufficient-material';

/** How a game ended: `winner` undefined is a draw. */
export interface Outcome {
  readonly winner: Color | undefined;
  readonly reason: OutcomeReason;
}

export interface OutcomeOptions {
  /** Earlier occurrences of the position that end the game; 2 means the third occurrence. */
  readonly repetitions?: number;
  /** Plies without a capture that draw the game: 120 is the 60-move rule. */
  readonly moveLimit?: number;
}

const hasAttacker = (pos: Position, c: Color): boolean => {
  const base = sideTag(c);
  for (let i = 0; i < 16; i++) {
    const r = SLOT_ROLE[i];
    if (pos.squareOf[base + i] && (r === HORSE || r === CHARIOT || r === CANNON || r === PAWN)) return true;
  }
  return false;
};

/** The game-end verdict of Asian rules for the current position, or undefined if play goes on. */
export const outcome = (pos: Position, opts: OutcomeOptions = {}): Outcome | undefined => {
  const mover = pos.turn;
  const other = (mover ^ 1) as Color;
  // no legal move loses, whether in check or not
  if (!pos.hasLegalMove()) return { winner: other, reason: pos.inCheck() ? 'checkmate' : 'stalemate' };
  const rep = repetitionStatus(pos, opts.repetitions ?? 2);
  if (rep & REP_FOUND) {
    const v = repetitionVerdict(rep);
    if (v === 0)
      return {
        winner: undefined,
        reason: (rep & (REP_SELF_CHECKS | REP_OPPONENT_CHECKS)) !== 0 ? 'mutual-perpetual-check' : 'repetition',
      };
    return { winner: v > 0 ? mover : other, reason: rep & (REP_SELF_CHECKS | REP_OPPONENT_CHECKS) ? 'perpetual-check' : 'perpetual-chase' };
  }
  if (pos.halfmoves[pos.ply] >= (opts.moveLimit ?? 120)) return { winner: undefined, reason: 'move-limit' };
  if (!hasAttacker(pos, 0) && !hasAttacker(pos, 1)) return { winner: undefined, reason: 'insufficient-material' };
  return undefined;
};
