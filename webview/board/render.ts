/**
 * A static picture of a position as one SVG string, from the same drawing code as the live board:
 * for hover diagrams, notebook outputs and anything else that shows a board without interaction.
 * Pure: no DOM. Without a palette the picture carries classes for our stylesheet to colour (inside
 * a webview); with one it carries its own colours (in a Markdown hover or a data: URI image).
 *
 * @example
 * const svg = renderBoardSvg({ position: fen, lastMove: ['h2', 'e2'], arrows: [{ from: 'h9', to: 'g7', label: '+0.2' }], palette: 'light', width: 240 });
 * const img = `![board](data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')})`;
 */
import { layoutArrows, type Arrow } from './arrows';
import type { CoordinateStyle } from './coords';
import { cssPaint, drawArrows, drawCoordinates, drawGrid, drawPieces, drawRiver, drawUnderMarks, type Paint, type Palette } from './draw';
import { BOARD_HEIGHT, BOARD_WIDTH } from './geometry';
import type { GlyphSet } from './glyphs';
import { readPlacement } from './placement';
import type { Color, Key, Pieces } from './types';

export { BOARD_HEIGHT, BOARD_WIDTH };

/** What a board shows, live or still: the live board's config and the static picture both extend it. */
export interface BoardScene {
  /** A FEN (only its placement field is read) or the pieces themselves. */
  readonly position?: string | Pieces;
  /** The side at the bottom; default red. */
  readonly orientation?: Color;
  readonly glyphs?: GlyphSet;
  readonly coordinates?: CoordinateStyle;
  readonly lastMove?: readonly [Key, Key];
  /** The square of a king in check. */
  readonly check?: Key;
  readonly arrows?: readonly Arrow[];
}

export interface BoardPicture extends BoardScene {
  readonly position: string | Pieces;
  /** Colours written into the picture; omitted, the picture is coloured by our stylesheet. */
  readonly palette?: Palette | 'light' | 'dark';
  /** Width in pixels (the height follows); omitted, the picture fills its container's width. */
  readonly width?: number;
}

// The defaults of the colours package.json contributes (test/unit/webview/render.test.ts keeps them equal).
export const LIGHT_PALETTE: Palette = {
  board: '#e8c98b', grid: '#5b3a1a', red: '#c0272d', black: '#222222', face: '#f6e7c8',
  lastMove: '#3c8cff59', check: '#d1242f', hint: '#1a5fb4', arrow: '#15781b',
};
export const DARK_PALETTE: Palette = {
  board: '#c9a66b', grid: '#3b2410', red: '#b3161c', black: '#111111', face: '#e8d5b0',
  lastMove: '#3c8cff59', check: '#e5484d', hint: '#1f5fc8', arrow: '#15781b',
};

/** The picture as SVG markup; a FEN whose placement cannot be read draws an empty board. */
export const renderBoardSvg = (pic: BoardPicture): string => {
  const palette = pic.palette === 'light' ? LIGHT_PALETTE : pic.palette === 'dark' ? DARK_PALETTE : pic.palette;
  const paint: Paint = palette ? { palette } : cssPaint;
  const orientation = pic.orientation ?? 'red';
  const glyphs = pic.glyphs ?? 'zh';
  let pieces: Pieces = new Map();
  if (typeof pic.position !== 'string') pieces = pic.position;
  else {
    const r = readPlacement(pic.position);
    if (r.ok) pieces = r.value;
  }
  const size = pic.width ? ` width="${pic.width}" height="${Math.round((pic.width * BOARD_HEIGHT) / BOARD_WIDTH)}"` : '';
  const font = palette ? ` font-family="'Noto Serif CJK SC','Noto Sans CJK SC','Songti SC',SimSun,serif"` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${BOARD_WIDTH} ${BOARD_HEIGHT}"${size}${font} class="xq-board-svg" role="img">` +
    drawGrid(paint) +
    drawRiver(glyphs, paint) +
    drawCoordinates(pic.coordinates ?? (glyphs === 'zh' ? 'zh' : 'iccs'), orientation, paint) +
    drawUnderMarks({ lastMove: pic.lastMove, check: pic.check }, orientation, paint) +
    drawPieces(pieces, orientation, glyphs, paint) +
    drawArrows(layoutArrows(pic.arrows ?? [], orientation), paint) +
    `</svg>`
  );
};
