import { MAX_MOVES, type Position } from '../position';
import { Result, err, ok } from '../result';
import { Move } from '../types';
import { NotationError, notationError } from './error';
import { MoveSpec, fitsSpec } from './geometry';

/** Picks the one legal move that fits `spec`; none or several are errors, never a guess. */
export const resolveSpec = (pos: Position, spec: MoveSpec, text: string): Result<Move, NotationError> => {
  // Filter the pseudo-legal moves by the text first: the king-safety test is the costly part.
  const buf = new Int32Array(MAX_MOVES);
  const n = pos.generate(buf, 0, 0);
  const fits: Move[] = [];
  for (let i = 0; i < n; i++) if (fitsSpec(pos, buf[i], spec) && pos.isSafe(buf[i])) fits.push(buf[i]);
  return pickOne(fits, text);
};

export const pickOne = (fits: Move[], text: string): Result<Move, NotationError> => {
  if (fits.length === 1) return ok(fits[0]);
  if (fits.length === 0) return err(notationError('ERR_NOTATION_ILLEGAL', `no legal move fits '${text}'`));
  return err(notationError('ERR_NOTATION_AMBIGUOUS', `'${text}' fits ${fits.length} legal moves`, fits));
};
