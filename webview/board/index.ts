/**
 * The board component's public face: the live board, the static picture, and the types both take.
 *
 * @example
 * import { createBoard, renderBoardSvg } from '../board';
 */
export { createBoard, type BoardApi, type BoardConfig, type BoardEvents, type BoardState, type Movable } from './board';
export { renderBoardSvg, LIGHT_PALETTE, DARK_PALETTE, BOARD_WIDTH, BOARD_HEIGHT, type BoardPicture, type BoardScene } from './render';
export { layoutArrows, type Arrow, type ArrowShape } from './arrows';
export { readPlacement, writePlacement } from './placement';
export type { CoordinateStyle } from './coords';
export type { GlyphSet } from './glyphs';
export type { Palette } from './draw';
export * from './types';
