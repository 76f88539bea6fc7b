/**
 * The one way a line is replayed: a root FEN plus ICCS moves → the position after them, with the
 * history the repetition rules need, and the moves as packed numbers. A bad FEN or an illegal move
 * is a located error that still carries the line as far as it was legal.
 *
 *   const r = replayLine(START_FEN, ['h2e2', 'h9g7']);
 *   if (r.ok) r.value.position.ply === 2;
 *   else r.error.index // which move failed; r.error.line holds what came before it
 */
import { parseFen } from './fen';
import { Notation, formatMove, moveToIccs, parseIccs } from './notation';
import type { Position } from './position';
import { Result, err, ok } from './result';
import { RED, type Move } from './types';

export interface Line {
  /** After every legal move of the line; `position.ply` is the number of moves played. */
  readonly position: Position;
  readonly moves: readonly Move[];
}

export interface LineError {
  readonly code: 'ERR_LINE_FEN' | 'ERR_LINE_MOVE';
  readonly message: string;
  /** 0-based index of the move that failed (ERR_LINE_MOVE). */
  readonly index?: number;
  /** The line up to the failure (ERR_LINE_MOVE only). */
  readonly line?: Line;
}

/** Replays `moves` (ICCS text or packed moves) from `fen`, checking each for legality. */
export const replayLine = (fen: string, moves: readonly (string | Move)[] = []): Result<Line, LineError> => {
  const start = parseFen(fen);
  if (!start.ok) return err({ code: 'ERR_LINE_FEN', message: start.error.message });
  const pos = start.value;
  const played: Move[] = [];
  for (let i = 0; i < moves.length; i++) {
    const mv = moves[i];
    const m = typeof mv === 'number' ? (pos.isLegal(mv) ? mv : undefined) : legalOrUndefined(pos, mv);
    if (m === undefined) {
      const text = typeof mv === 'number' ? moveToIccs(mv) : mv;
      return err({ code: 'ERR_LINE_MOVE', message: `move ${i + 1} (${text}) is not legal`, index: i, line: { position: pos, moves: played } });
    }
    pos.play(m);
    played.push(m);
  }
  return ok({ position: pos, moves: played });
};

const legalOrUndefined = (pos: Position, text: string): Move | undefined => {
  const r = parseIccs(pos, text);
  return r.ok ? r.value : undefined;
};

/** The line as far as it is legal: the whole line, or what came before a failing move; undefined for a bad FEN. */
export const replayPrefix = (fen: string, moves: readonly (string | Move)[] = []): Line | undefined => {
  const r = replayLine(fen, moves);
  return r.ok ? r.value : r.error.line;
};

/**
 * Calls `visit` with the position before each move of the line and that move, then leaves the
 * position after the last legal move. Returns how many moves were legal.
 */
export const walkLine = (pos: Position, moves: readonly (string | Move)[], visit: (pos: Position, move: Move, index: number) => void): number => {
  for (let i = 0; i < moves.length; i++) {
    const mv = moves[i];
    const m = typeof mv === 'number' ? (pos.isLegal(mv) ? mv : undefined) : legalOrUndefined(pos, mv);
    if (m === undefined) return i;
    visit(pos, m, i);
    pos.play(m);
  }
  return moves.length;
};

/** The line's moves as a player reads them, in `notation`; moves past an illegal one (or after a bad FEN) stay ICCS. */
export const formatLine = (fen: string, moves: readonly string[], notation: Notation): string[] => {
  const start = replayLine(fen);
  if (!start.ok) return [...moves];
  const out: string[] = [];
  walkLine(start.value.position, moves, (pos, m) => out.push(formatMove(pos, m, notation)));
  return [...out, ...moves.slice(out.length)];
};

/**
 * A move as players write it, with its number and side: `1. 炮二平五` for Red, `1…马8进7` for Black (`pos` is
 * the position before the move; its move counter gives the number, so a game set up at move 30 counts on).
 */
export const numberedMove = (pos: Position, m: Move, notation: Notation): string =>
  `${pos.fullmoves()}${pos.turn === RED ? '. ' : '…'}${formatMove(pos, m, notation)}`;
