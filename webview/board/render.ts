/**
 * Draws a Xiangqi board as SVG markup. It knows no rules: pieces come in as data.
 * Colours are CSS variables so the board follows the VS Code theme.
 */
export interface BoardPiece {
  /** ICCS square, e.g. 'h2'. */
  readonly square: string;
  readonly red: boolean;
  /** FEN letter in lower case: k a b n r c p. */
  readonly role: string;
}

export interface BoardPicture {
  readonly pieces: readonly BoardPiece[];
  readonly lastMove?: readonly [string, string];
  /** Black at the bottom. */
  readonly flipped?: boolean;
  readonly glyphs: 'zh' | 'en';
}

const CELL = 40;
const MARGIN = 36;
export const BOARD_WIDTH = MARGIN * 2 + CELL * 8;
export const BOARD_HEIGHT = MARGIN * 2 + CELL * 9;

const ZH: Record<string, [string, string]> = {
  k: ['帥', '將'],
  a: ['仕', '士'],
  b: ['相', '象'],
  n: ['傌', '馬'],
  r: ['俥', '車'],
  c: ['炮', '砲'],
  p: ['兵', '卒'],
};

/** English boards use WXF letters, as the move list beside them does (H and E, not FEN's N and B). */
const WXF: Record<string, string> = { k: 'K', a: 'A', b: 'E', n: 'H', r: 'R', c: 'C', p: 'P' };

const xy = (square: string, flipped: boolean): [number, number] => {
  const f = square.charCodeAt(0) - 97;
  const r = Number(square[1]);
  const col = flipped ? 8 - f : f;
  const row = flipped ? r : 9 - r;
  return [MARGIN + col * CELL, MARGIN + row * CELL];
};

const esc = (s: string): string => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

export const renderBoardSvg = (pic: BoardPicture): string => {
  const flipped = pic.flipped ?? false;
  const parts: string[] = [];
  const line = (x1: number, y1: number, x2: number, y2: number): void => {
    parts.push(`<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" class="grid"/>`);
  };
  const right = MARGIN + 8 * CELL;
  for (let row = 0; row < 10; row++) line(MARGIN, MARGIN + row * CELL, right, MARGIN + row * CELL);
  for (let col = 0; col < 9; col++) {
    const x = MARGIN + col * CELL;
    // files stop at the river except the two edges
    if (col === 0 || col === 8) line(x, MARGIN, x, MARGIN + 9 * CELL);
    else {
      line(x, MARGIN, x, MARGIN + 4 * CELL);
      line(x, MARGIN + 5 * CELL, x, MARGIN + 9 * CELL);
    }
  }
  for (const top of [0, 7]) {
    const y = MARGIN + top * CELL;
    line(MARGIN + 3 * CELL, y, MARGIN + 5 * CELL, y + 2 * CELL);
    line(MARGIN + 5 * CELL, y, MARGIN + 3 * CELL, y + 2 * CELL);
  }
  parts.push(
    `<text x="${MARGIN + 2 * CELL}" y="${MARGIN + 4.5 * CELL}" class="river">${pic.glyphs === 'zh' ? '楚 河' : 'River'}</text>`,
    `<text x="${MARGIN + 6 * CELL}" y="${MARGIN + 4.5 * CELL}" class="river">${pic.glyphs === 'zh' ? '漢 界' : ''}</text>`,
  );
  // file labels in the margins: each side counts its files from its own right (Red 一…九, Black 1…9)
  const RED_FILES = '九八七六五四三二一';
  for (let f = 0; f < 9; f++) {
    const [x] = xy(`${String.fromCharCode(97 + f)}0`, flipped);
    const red = pic.glyphs === 'zh' ? RED_FILES[f] : String.fromCharCode(97 + f);
    const black = pic.glyphs === 'zh' ? String(f + 1) : String.fromCharCode(97 + f);
    const [bottom, top] = flipped ? [black, red] : [red, black];
    parts.push(`<text x="${x}" y="${BOARD_HEIGHT - 8}" class="coord">${bottom}</text>`);
    parts.push(`<text x="${x}" y="14" class="coord">${top}</text>`);
  }
  if (pic.lastMove)
    for (const sq of pic.lastMove) {
      const [x, y] = xy(sq, flipped);
      parts.push(`<rect x="${x - CELL / 2}" y="${y - CELL / 2}" width="${CELL}" height="${CELL}" class="last"/>`);
    }
  for (const p of pic.pieces) {
    const [x, y] = xy(p.square, flipped);
    const letter = WXF[p.role] ?? '?';
    const label = pic.glyphs === 'zh' ? (ZH[p.role]?.[p.red ? 0 : 1] ?? '?') : p.red ? letter : letter.toLowerCase();
    parts.push(
      `<g class="piece ${p.red ? 'red' : 'black'}" data-square="${esc(p.square)}" data-role="${esc(p.role)}">` +
        `<circle cx="${x}" cy="${y}" r="${CELL * 0.44}"/>` +
        `<text x="${x}" y="${y}">${esc(label)}</text></g>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${BOARD_WIDTH} ${BOARD_HEIGHT}" role="img">${parts.join('')}</svg>`;
};
