/**
 * What a piece shows, by glyph set. Chinese: the simplified characters the Chinese move list writes
 * (帅仕相马车炮兵 for Red, 将士象马车炮卒 for Black), so board and list agree. English: a picture of
 * what the piece is called (see icons.ts), with its WXF letter (K A E H R C P), the letter the English
 * move list writes for both sides.
 *
 * @example
 * pieceGlyph({ role: 'n', color: 'red' }, 'zh'); // '马'
 * pieceGlyph({ role: 'n', color: 'black' }, 'en'); // 'H'
 */
import type { Color, Piece, Role } from './types';

export type GlyphSet = 'zh' | 'en';

const ZH: Readonly<Record<Role, Readonly<Record<Color, string>>>> = {
  k: { red: '帅', black: '将' },
  a: { red: '仕', black: '士' },
  b: { red: '相', black: '象' },
  n: { red: '马', black: '马' },
  r: { red: '车', black: '车' },
  c: { red: '炮', black: '炮' },
  p: { red: '兵', black: '卒' },
};

/** WXF letters: elephant E and horse H where FEN writes B and N. */
export const WXF_LETTER: Readonly<Record<Role, string>> = { k: 'K', a: 'A', b: 'E', n: 'H', r: 'R', c: 'C', p: 'P' };

/** English names, for assistive technology. */
export const ROLE_NAME: Readonly<Record<Role, string>> = {
  k: 'general', a: 'advisor', b: 'elephant', n: 'horse', r: 'chariot', c: 'cannon', p: 'soldier',
};

export const pieceGlyph = (p: Piece, set: GlyphSet): string => (set === 'zh' ? ZH[p.role][p.color] : WXF_LETTER[p.role]);

/** The river's two halves, Black's side first as seen from Red (楚河 on Red's left… read as on a real board). */
export const riverText = (set: GlyphSet): readonly [string, string] => (set === 'zh' ? ['楚 河', '漢 界'] : ['Chu River', 'Han Border']);
