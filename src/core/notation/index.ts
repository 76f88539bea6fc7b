/**
 * Move notation both ways: ICCS coordinates, WXF and Chinese. Every parser resolves the text
 * against the position's legal moves and returns a Result; none throws.
 *
 *   formatMove(pos, m, 'zh') === '炮二平五'
 *   parseMove(pos, 'C2.5')   // notation detected from the text
 */
import type { Position } from '../position';
import { Result } from '../result';
import { Move } from '../types';
import { moveToChinese, parseChinese } from './chinese';
import { NotationError } from './error';
import { ICCS_PATTERN, moveToIccs, parseIccs } from './iccs';
import { moveToWxf, parseWxf } from './wxf';

/** The notations moves are written in: Chinese, WXF letters, ICCS coordinates. */
export const NOTATIONS = ['zh', 'wxf', 'iccs'] as const;
export type Notation = (typeof NOTATIONS)[number];

export const isNotation = (x: unknown): x is Notation => (NOTATIONS as readonly unknown[]).includes(x);

export type { NotationError, NotationErrorCode } from './error';
export type { ChineseOptions } from './chinese';
export { moveToIccs, parseIccs } from './iccs';
export { moveToWxf, parseWxf } from './wxf';
export { moveToChinese, parseChinese } from './chinese';

export const formatMove = (pos: Position, m: Move, notation: Notation): string =>
  notation === 'iccs' ? moveToIccs(m) : notation === 'wxf' ? moveToWxf(pos, m) : moveToChinese(pos, m);

/** Which notation `text` is written in: any CJK or full-width character means Chinese, `h2e2` ICCS, else WXF. */
export const detectNotation = (text: string): Notation => {
  if (/[\u3000-\u9fff\uff00-\uffef]/.test(text)) return 'zh';
  return ICCS_PATTERN.test(text) ? 'iccs' : 'wxf';
};

export const parseMove = (pos: Position, text: string, notation?: Notation): Result<Move, NotationError> => {
  switch (notation ?? detectNotation(text)) {
    case 'iccs':
      return parseIccs(pos, text);
    case 'wxf':
      return parseWxf(pos, text);
    case 'zh':
      return parseChinese(pos, text);
  }
};
