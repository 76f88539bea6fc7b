/**
 * Squares live on a 16×16 padded board (ElephantEye's layout) so that one table lookup
 * tells whether a square is on the board. Files 0–8 (a–i) sit at x = 3..11; ranks are
 * numbered as in ICCS, 0 at Red's back rank, and rank r sits at row y = 12 − r.
 */
import { Color, RED } from './types';

export const FILE_LETTERS = 'abcdefghi';

export const square = (file: number, rank: number): number => ((12 - rank) << 4) | (file + 3);
export const fileOf = (sq: number): number => (sq & 15) - 3;
export const rankOf = (sq: number): number => 12 - (sq >> 4);

/** Rotate 180°, which is how Black sees the board. */
export const flipSquare = (sq: number): number => 254 - sq;
/** Mirror left–right. */
export const mirrorSquare = (sq: number): number => (sq & 0xf0) | (14 - (sq & 15));

const build = (pred: (file: number, rank: number) => boolean): Uint8Array => {
  const t = new Uint8Array(256);
  for (let r = 0; r < 10; r++) for (let f = 0; f < 9; f++) if (pred(f, r)) t[square(f, r)] = 1;
  return t;
};

export const IN_BOARD = build(() => true);
export const IN_PALACE = build((f, r) => f >= 3 && f <= 5 && (r <= 2 || r >= 7));
/** RED_HALF[sq] is 1 on Red's side of the river (ranks 0–4). */
export const RED_HALF = build((f, r) => r <= 4);

export const ownHalf = (sq: number, c: Color): boolean => (RED_HALF[sq] === 1) === (c === RED);

/** Every board square, Black's back rank first, left to right: FEN order. */
export const ALL_SQUARES: readonly number[] = (() => {
  const out: number[] = [];
  for (let r = 9; r >= 0; r--) for (let f = 0; f < 9; f++) out.push(square(f, r));
  return out;
})();

export const squareName = (sq: number): string => FILE_LETTERS[fileOf(sq)] + String(rankOf(sq));

/** Parses an ICCS square such as `h2` (case-insensitive); returns -1 when it is not one. */
export const parseSquare = (s: string): number => {
  if (s.length !== 2) return -1;
  const f = FILE_LETTERS.indexOf(s[0].toLowerCase());
  const r = s.charCodeAt(1) - 48;
  return f < 0 || r < 0 || r > 9 ? -1 : square(f, r);
};
