/**
 * The board's drawing code, shared by the live board (board.ts) and the static picture (render.ts):
 * each function returns SVG markup for one layer. Colours come one of two ways: as classes the
 * stylesheet colours from CSS variables (the live board, themed by VS Code), or as presentation
 * attributes from a palette (a static picture shown where no stylesheet reaches: hovers, notebooks).
 * No `style` attributes anywhere: the webview's CSP refuses inline styles.
 *
 * @example
 * const paint = cssPaint;
 * svg.innerHTML = drawGrid(paint) + drawPieces(pieces, 'red', 'zh', paint);
 */
import { ICON_PATHS } from './icons';
import { coordinateLabels, type CoordinateStyle } from './coords';
import { BOARD_HEIGHT, BOARD_WIDTH, CELL, MARGIN, PIECE_RADIUS, squareToPoint } from './geometry';
import { ROLE_NAME, pieceGlyph, riverText, type GlyphSet } from './glyphs';
import type { ArrowShape } from './arrows';
import type { Color, Key, Piece, Pieces, Point } from './types';

/** Colours for a picture drawn without a stylesheet. */
export interface Palette {
  readonly board: string;
  readonly grid: string;
  readonly red: string;
  readonly black: string;
  readonly face: string;
  readonly lastMove: string;
  readonly check: string;
  readonly hint: string;
  readonly arrow: string;
}

/** How elements get their colours: by class (themed by CSS) or from a palette. */
export type Paint = { readonly palette?: Palette };
export const cssPaint: Paint = {};

type Part =
  | 'bg' | 'frame' | 'grid' | 'mark' | 'river' | 'coord' | 'last' | 'check' | 'selected' | 'dest' | 'capture'
  | 'face' | 'ring' | 'glyph' | 'icon' | 'letter' | 'shaft' | 'head' | 'arrow-casing' | 'arrow-label' | 'arrow-text';

const num = (n: number): string => String(Math.round(n * 100) / 100);
export const esc = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Sizes and weights: presentation attributes in both modes (the stylesheet only colours). */
const SHAPE: Partial<Record<Part, string>> = {
  frame: 'fill="none" stroke-width="2"',
  grid: 'stroke-width="1"',
  mark: 'fill="none" stroke-width="1.2"',
  river: 'font-size="17" letter-spacing="2"',
  coord: 'font-size="11.5"',
  capture: 'fill="none" stroke-width="3.5"',
  face: 'stroke-width="1.6"',
  ring: 'fill="none" stroke-width="0.8"',
  glyph: 'font-size="22" font-weight="600"',
  letter: 'font-size="10" font-weight="800" font-family="sans-serif" stroke-width="2.6" paint-order="stroke"',
  shaft: 'fill="none"',
  'arrow-casing': 'fill="none"',
  'arrow-label': 'stroke-width="1.2"',
  'arrow-text': 'font-size="10" font-weight="700" font-family="sans-serif"',
};

/** The class of a part, its sizes and, with a palette, its colours as presentation attributes. */
const attrs = (paint: Paint, part: Part, color?: Color): string => {
  const shape = SHAPE[part] ? ` ${SHAPE[part]}` : '';
  const p = paint.palette;
  if (!p) return `class="${part}"${shape}`;
  const side = color === 'black' ? p.black : p.red;
  const colours: Record<Part, string> = {
    bg: `fill="${p.board}"`,
    frame: `stroke="${p.grid}"`,
    grid: `stroke="${p.grid}"`,
    mark: `stroke="${p.grid}"`,
    river: `fill="${p.grid}" fill-opacity="0.75"`,
    coord: `fill="${p.grid}"`,
    last: `fill="${p.lastMove}"`,
    check: `fill="${p.check}" fill-opacity="0.55"`,
    selected: `fill="${p.hint}" fill-opacity="0.35"`,
    dest: `fill="${p.hint}" fill-opacity="0.6"`,
    capture: `stroke="${p.hint}" stroke-opacity="0.8"`,
    face: `fill="${p.face}" stroke="${side}"`,
    ring: `stroke="${side}"`,
    glyph: `fill="${side}"`,
    icon: `fill="${side}"`,
    letter: `fill="${side}" stroke="${p.face}"`,
    shaft: `stroke="${p.arrow}"`,
    head: `fill="${p.arrow}"`,
    'arrow-casing': `stroke="${p.face}"`,
    'arrow-label': `fill="${p.face}" stroke="${p.arrow}"`,
    'arrow-text': `fill="${p.black}"`,
  };
  return `class="${part}"${shape} ${colours[part]}`;
};

const line = (paint: Paint, part: Part, a: Point, b: Point): string =>
  `<line x1="${num(a.x)}" y1="${num(a.y)}" x2="${num(b.x)}" y2="${num(b.y)}" ${attrs(paint, part)}/>`;

const at = (col: number, row: number): Point => ({ x: MARGIN + col * CELL, y: MARGIN + row * CELL });

/** Points where cannons and soldiers start: marked with small corner brackets. Symmetric, so by column/row. */
const MARKED: readonly (readonly [number, number])[] = [
  [1, 2], [7, 2], [1, 7], [7, 7],
  ...[0, 2, 4, 6, 8].flatMap((c) => [[c, 3], [c, 6]] as const),
];

/** Background, the grid with its river gap, the palaces' diagonals and the starting-point marks. */
export const drawGrid = (paint: Paint): string => {
  const out: string[] = [`<rect x="0" y="0" width="${BOARD_WIDTH}" height="${BOARD_HEIGHT}" rx="6" ${attrs(paint, 'bg')}/>`];
  for (let row = 0; row < 10; row++) out.push(line(paint, 'grid', at(0, row), at(8, row)));
  for (let col = 1; col < 8; col++) out.push(line(paint, 'grid', at(col, 0), at(col, 4)), line(paint, 'grid', at(col, 5), at(col, 9)));
  for (const top of [0, 7]) out.push(line(paint, 'grid', at(3, top), at(5, top + 2)), line(paint, 'grid', at(5, top), at(3, top + 2)));
  const gap = CELL * 0.08;
  const arm = CELL * 0.2;
  const d: string[] = [];
  for (const [c, r] of MARKED) {
    const { x, y } = at(c, r);
    for (const sx of [-1, 1]) {
      if ((c === 0 && sx < 0) || (c === 8 && sx > 0)) continue;
      for (const sy of [-1, 1]) {
        const cx = x + sx * gap;
        const cy = y + sy * gap;
        d.push(`M${num(cx + sx * arm)} ${num(cy)}H${num(cx)}V${num(cy + sy * arm)}`);
      }
    }
  }
  out.push(`<path d="${d.join('')}" ${attrs(paint, 'mark')}/>`);
  // the frame: the outer lines drawn heavier
  out.push(`<rect x="${MARGIN}" y="${MARGIN}" width="${CELL * 8}" height="${CELL * 9}" ${attrs(paint, 'frame')}/>`);
  return out.join('');
};

/** The river's words on both halves. */
export const drawRiver = (glyphs: GlyphSet, paint: Paint): string => {
  const [left, right] = riverText(glyphs);
  const y = MARGIN + 4.5 * CELL;
  const text = (x: number, s: string): string =>
    `<text x="${x}" y="${y}" text-anchor="middle" dominant-baseline="central" ${attrs(paint, 'river')}>${esc(s)}</text>`;
  return text(MARGIN + 2 * CELL, left) + text(MARGIN + 6 * CELL, right);
};

export const drawCoordinates = (style: CoordinateStyle, orientation: Color, paint: Paint): string =>
  coordinateLabels(style, orientation)
    .map((l) => `<text x="${num(l.x)}" y="${num(l.y)}" text-anchor="middle" dominant-baseline="central" ${attrs(paint, 'coord')}>${esc(l.text)}</text>`)
    .join('');

/** Marks under the pieces: the last move's two squares, the checked king, the selected piece. */
export const drawUnderMarks = (
  m: { readonly lastMove?: readonly [Key, Key]; readonly check?: Key; readonly selected?: Key },
  orientation: Color,
  paint: Paint,
): string => {
  const out: string[] = [];
  const half = CELL * 0.48;
  for (const k of m.lastMove ?? []) {
    const { x, y } = squareToPoint(k, orientation);
    out.push(`<rect x="${num(x - half)}" y="${num(y - half)}" width="${num(2 * half)}" height="${num(2 * half)}" rx="4" data-square="${k}" ${attrs(paint, 'last')}/>`);
  }
  if (m.selected) {
    const { x, y } = squareToPoint(m.selected, orientation);
    out.push(`<circle cx="${x}" cy="${y}" r="${num(PIECE_RADIUS + 4)}" data-square="${m.selected}" ${attrs(paint, 'selected')}/>`);
  }
  if (m.check) {
    const { x, y } = squareToPoint(m.check, orientation);
    out.push(`<circle cx="${x}" cy="${y}" r="${num(PIECE_RADIUS + 5)}" data-square="${m.check}" ${attrs(paint, 'check')}/>`);
  }
  return out.join('');
};

/** Destination hints over the pieces: a dot on an empty point, a ring around a piece to capture. */
export const drawDests = (dests: readonly Key[], pieces: Pieces, orientation: Color, paint: Paint): string =>
  dests
    .map((k) => {
      const { x, y } = squareToPoint(k, orientation);
      return pieces.has(k)
        ? `<circle cx="${x}" cy="${y}" r="${num(PIECE_RADIUS + 1.5)}" data-square="${k}" ${attrs(paint, 'capture')}/>`
        : `<circle cx="${x}" cy="${y}" r="${num(CELL * 0.15)}" data-square="${k}" ${attrs(paint, 'dest')}/>`;
    })
    .join('');

/** One piece: a disc with an inner ring, and its character, or its picture and WXF letter. */
export const drawPiece = (piece: Piece, key: Key, orientation: Color, glyphs: GlyphSet, paint: Paint, extraClass = ''): string => {
  const { x, y } = squareToPoint(key, orientation);
  const c = piece.color;
  const glyph = pieceGlyph(piece, glyphs);
  const body =
    glyphs === 'zh'
      ? `<text x="${x}" y="${num(y + 1)}" text-anchor="middle" dominant-baseline="central" ${attrs(paint, 'glyph', c)}>${glyph}</text>`
      : `<g transform="translate(${num(x - 1)} ${num(y - 2.5)}) scale(0.26)" ${attrs(paint, 'icon', c)}>` +
        ICON_PATHS[piece.role].map((d) => `<path d="${d}" fill-rule="evenodd"/>`).join('') +
        `</g><text x="${num(x + PIECE_RADIUS * 0.66)}" y="${num(y + PIECE_RADIUS * 0.64)}" text-anchor="middle" dominant-baseline="central" ${attrs(paint, 'letter', c)}>${glyph}</text>`;
  return (
    `<g class="piece ${c}${extraClass ? ` ${extraClass}` : ''}" data-square="${key}" data-role="${piece.role}" aria-label="${c} ${ROLE_NAME[piece.role]} ${key}">` +
    `<circle cx="${x}" cy="${y}" r="${num(PIECE_RADIUS)}" ${attrs(paint, 'face', c)}/>` +
    `<circle cx="${x}" cy="${y}" r="${num(PIECE_RADIUS * 0.8)}" ${attrs(paint, 'ring', c)}/>` +
    body +
    `</g>`
  );
};

/** Every piece; `ghost` is drawn faded (the piece being dragged away from it). */
export const drawPieces = (pieces: Pieces, orientation: Color, glyphs: GlyphSet, paint: Paint, ghost?: Key): string =>
  [...pieces].map(([k, p]) => drawPiece(p, k, orientation, glyphs, paint, k === ghost ? 'ghost' : '')).join('');

const polyline = (pts: readonly Point[]): string => pts.map((p, i) => `${i ? 'L' : 'M'}${num(p.x)} ${num(p.y)}`).join('');

/**
 * Arrows laid out by layoutArrows, in its order (the best line last, on top), then their labels above
 * them all: layoutArrows keeps each label off every arrow, so a label hides no arrow and no arrow hides a
 * label. The best line's shaft gets a casing in the board's piece-face colour, so it stands out from the
 * lines under it at any length.
 */
export const drawArrows = (shapes: readonly ArrowShape[], paint: Paint): string => {
  const arrows = shapes
    .map((s) => {
      const casing =
        s.rank === 1 && s.brush === 'engine'
          ? `<path d="${polyline(s.shaft)}" stroke-width="${num(s.width + 3)}" stroke-linejoin="round" ${attrs(paint, 'arrow-casing')}/>` +
            `<path d="${polyline(s.head)}Z" stroke-width="3" stroke-linejoin="round" ${attrs(paint, 'arrow-casing')}/>`
          : '';
      return (
        `<g class="arrow-${s.brush} rank-${s.rank}" data-from="${s.from}" data-to="${s.to}" opacity="${s.opacity}">` +
        casing +
        `<path d="${polyline(s.shaft)}" stroke-width="${num(s.width)}" stroke-linejoin="round" ${attrs(paint, 'shaft')}/>` +
        `<path d="${polyline(s.head)}Z" ${attrs(paint, 'head')}/>` +
        `</g>`
      );
    })
    .join('');
  const labels = shapes
    .filter((s) => s.label)
    .map((s) => {
      const l = s.label!;
      return (
        `<g class="arrow-label-of rank-${s.rank}" data-from="${s.from}" data-to="${s.to}">` +
        `<rect x="${num(l.x - l.width / 2)}" y="${num(l.y - l.height / 2)}" width="${num(l.width)}" height="${l.height}" rx="4" ${attrs(paint, 'arrow-label')}/>` +
        `<text x="${num(l.x)}" y="${num(l.y)}" text-anchor="middle" dominant-baseline="central" ${attrs(paint, 'arrow-text')}>${esc(l.text)}</text>` +
        `</g>`
      );
    })
    .join('');
  return arrows + (labels ? `<g class="arrow-labels">${labels}</g>` : '');
};
