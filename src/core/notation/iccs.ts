/**
 * ICCS coordinates: from and to squares, files a–i from Red's left, ranks 0–9 from Red's side.
 *
 *   moveToIccs(makeMove(square(7, 2), square(4, 2))) === 'h2e2'
 *   parseIccs(pos, 'H2-E2') // ok(h2e2) when legal
 */
import type { Position } from '../position';
import { Result, err } from '../result';
import { parseSquare, squareName } from '../squares';
import { Move, makeMove, moveFrom, moveTo } from '../types';
import { NotationError, notationError } from './error';
import { pickOne } from './resolve';

export const ICCS_PATTERN = /^\s*([a-i][0-9])\s*-?\s*([a-i][0-9])\s*$/i;

export const moveToIccs = (m: Move): string => squareName(moveFrom(m)) + squareName(moveTo(m));

/** Accepts `h2e2`, `H2-E2`, `h2-e2`; the move must be legal in `pos`. */
export const parseIccs = (pos: Position, text: string): Result<Move, NotationError> => {
  const g = ICCS_PATTERN.exec(text);
  if (!g) return err(notationError('ERR_NOTATION_SYNTAX', `'${text}' is not an ICCS move like h2e2`));
  const m = makeMove(parseSquare(g[1]), parseSquare(g[2]));
  return pickOne(pos.isLegal(m) ? [m] : [], text);
};
