/**
 * Where squares sit in the board's SVG user space, under either orientation. Pieces stand on the
 * intersections of a 9 × 10 grid with a margin around it for the coordinates.
 *
 * @example
 * squareToPoint('e0', 'red');  // { x: 198, y: 398 }: Red's king, bottom centre
 * pointToSquare({ x: 198, y: 398 }, 'red'); // 'e0'
 */
import { FILES, type Color, type Key, type Point } from './types';

/** The distance between two neighbouring intersections, in SVG user units. */
export const CELL = 40;
/** Room around the grid for half a piece plus a line of coordinates. */
export const MARGIN = 42;
export const BOARD_WIDTH = MARGIN * 2 + CELL * 8;
export const BOARD_HEIGHT = MARGIN * 2 + CELL * 9;
/** Radius of a piece: a little under half a cell, so neighbours do not touch. */
export const PIECE_RADIUS = CELL * 0.46;

export const fileOf = (key: Key): number => key.charCodeAt(0) - 97;
export const rankOf = (key: Key): number => key.charCodeAt(1) - 48;
export const keyAt = (file: number, rank: number): Key | undefined =>
  file >= 0 && file <= 8 && rank >= 0 && rank <= 9 ? (`${FILES[file]}${rank}` as Key) : undefined;

/** Column 0–8 from the viewer's left and row 0–9 from the top, for the side at the bottom. */
export const squareToCell = (key: Key, orientation: Color): { col: number; row: number } =>
  orientation === 'red' ? { col: fileOf(key), row: 9 - rankOf(key) } : { col: 8 - fileOf(key), row: rankOf(key) };

export const cellToSquare = (col: number, row: number, orientation: Color): Key | undefined =>
  orientation === 'red' ? keyAt(col, 9 - row) : keyAt(8 - col, row);

export const squareToPoint = (key: Key, orientation: Color): Point => {
  const { col, row } = squareToCell(key, orientation);
  return { x: MARGIN + col * CELL, y: MARGIN + row * CELL };
};

/** The square whose intersection is nearest `p`, if `p` is within half a cell of it (else off the board). */
export const pointToSquare = (p: Point, orientation: Color): Key | undefined => {
  const col = Math.round((p.x - MARGIN) / CELL);
  const row = Math.round((p.y - MARGIN) / CELL);
  return cellToSquare(col, row, orientation);
};
