/**
 * Coordinates as players read them. Chinese: each side numbers the files from its own right, Red in
 * Chinese numerals (九 … 一 from Red's left) and Black in digits (1 … 9 from Red's left), each along its
 * own edge. ICCS: files a–i and ranks 0–9, as the English move list and engine lines name squares.
 * WXF: like Chinese, in digits on both sides (the files WXF moves such as C2.5 count).
 *
 * @example
 * coordinateLabels('zh', 'red').filter((l) => l.edge === 'bottom').map((l) => l.text).join(''); // '九八七六五四三二一'
 */
import { BOARD_HEIGHT, CELL, MARGIN, squareToPoint } from './geometry';
import { FILES, type Color, type Key } from './types';

export type CoordinateStyle = 'zh' | 'wxf' | 'iccs' | 'none';

export interface CoordLabel {
  readonly text: string;
  readonly x: number;
  readonly y: number;
  /** Which edge of the board the label sits on. */
  readonly edge: 'top' | 'bottom' | 'left';
}

const ZH_NUMERALS = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];

/** The number a side gives file `f` (0 = a): each side counts from its own right. */
const fileNumber = (f: number, side: Color): number => (side === 'red' ? 9 - f : f + 1);

/** Where each label goes: file labels half a margin outside the grid, rank labels in the left margin. */
export const coordinateLabels = (style: CoordinateStyle, orientation: Color): CoordLabel[] => {
  if (style === 'none') return [];
  const top = MARGIN * 0.3;
  const bottom = BOARD_HEIGHT - MARGIN * 0.3;
  const labels: CoordLabel[] = [];
  for (let f = 0; f < 9; f++) {
    const { x } = squareToPoint(`${FILES[f]}0` as Key, orientation);
    if (style === 'iccs') {
      labels.push({ text: FILES[f], x, y: bottom, edge: 'bottom' });
      continue;
    }
    // the side at the bottom reads its numbers along the bottom edge
    const bottomSide = orientation;
    const topSide: Color = orientation === 'red' ? 'black' : 'red';
    const text = (side: Color): string => {
      const n = fileNumber(f, side);
      return style === 'zh' && side === 'red' ? ZH_NUMERALS[n - 1] : String(n);
    };
    labels.push({ text: text(bottomSide), x, y: bottom, edge: 'bottom' });
    labels.push({ text: text(topSide), x, y: top, edge: 'top' });
  }
  if (style === 'iccs')
    for (let r = 0; r <= 9; r++) {
      const { y } = squareToPoint(`a${r}` as Key, orientation);
      labels.push({ text: String(r), x: MARGIN - CELL * 0.62, y, edge: 'left' });
    }
  return labels;
};
