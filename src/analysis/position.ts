/**
 * A position as it travels (root FEN + ICCS moves, protocol/dto.ts) replayed once on each side of the
 * worker boundary: the first caller pays for the replay (core/line.ts), every later caller with the same
 * request object gets the same answer. In the host the board session, the cache's key and an external
 * engine's legality checks share one replay; in the worker, the UCI session's check and the search.
 * The position is shared: clone it before playing a move on it.
 *
 *   const r = replayed(request.position);
 *   if (r.ok) r.value.turn; // the side to move after the moves
 */
import { toFen } from '../core/fen';
import { replayLine, type LineError } from '../core/line';
import type { Position } from '../core/position';
import type { Result } from '../core/result';
import type { Color } from '../core/types';
import type { PositionDto } from '../protocol/dto';
import { AnalysisError } from './analyser';

export interface Replayed {
  /** After the moves, with their history (read-only: clone before playing). */
  readonly position: Position;
  readonly turn: Color;
  /** The board and side to move after the moves (FEN's first two fields): what a transposition shares. */
  readonly key: string;
}

const memo = new WeakMap<PositionDto, Result<Replayed, LineError>>();

/** The position a DTO names, replayed at most once per DTO object. */
export const replayed = (p: PositionDto): Result<Replayed, LineError> => {
  const hit = memo.get(p);
  if (hit) return hit;
  const r = replayLine(p.fen, p.moves);
  const out: Result<Replayed, LineError> = r.ok
    ? { ok: true, value: { position: r.value.position, turn: r.value.position.turn, key: toFen(r.value.position).split(' ').slice(0, 2).join(' ') } }
    : r;
  memo.set(p, out);
  return out;
};

/** A position that cannot be searched, as the analysis error every engine answers with. */
export const positionError = (e: LineError): AnalysisError => new AnalysisError(e.code === 'ERR_LINE_FEN' ? 'ERR_FEN' : 'ERR_ILLEGAL_MOVE', e.message);
