/**
 * The small checks every validator of a boundary is built from (validate.ts for the worker,
 * validateWebview.ts for the board page, notebook.ts for the study renderer), in one place. Arrays are
 * walked index by index: `Array.prototype.every` skips the holes of a sparse array, which would let
 * `[ , 'h2e2']` through as two moves.
 *
 *   isArr(x, 100, isIccsMove) // an array of at most 100 ICCS moves, holes refused
 */
import { INFO_BOUNDS, isIccsMove, type ScoreDto } from './dto';

export type Rec = Record<string, unknown>;

/** A plain object (not an array, not null). */
export const isRec = (x: unknown): x is Rec => typeof x === 'object' && x !== null && !Array.isArray(x);
export const isInt = (x: unknown, min: number, max: number): x is number => Number.isInteger(x) && (x as number) >= min && (x as number) <= max;
export const isOptInt = (x: unknown, min: number, max: number): boolean => x === undefined || isInt(x, min, max);
export const isStr = (x: unknown, max: number): x is string => typeof x === 'string' && x.length <= max;

/** An array of at most `max` items, every index (holes included) passing `item`. */
export const isArr = <T>(x: unknown, max: number, item: (y: unknown) => y is T): x is T[] => {
  if (!Array.isArray(x) || x.length > max) return false;
  for (let i = 0; i < x.length; i++) if (!item(x[i])) return false;
  return true;
};

export const isMoves = (x: unknown, max: number): x is string[] => isArr(x, max, isIccsMove);
/** A FEN's length, not its sense: the rules read it later, and say what is wrong. */
export const isFen = (x: unknown): x is string => typeof x === 'string' && x.length > 0 && x.length <= 200;
export const isScore = (x: unknown): x is ScoreDto => isRec(x) && (x.kind === 'cp' || x.kind === 'mate') && isInt(x.value, -INFO_BOUNDS.score, INFO_BOUNDS.score);
