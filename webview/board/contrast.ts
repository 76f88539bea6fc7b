/**
 * Ink for the board's lines, river and coordinates when the theme's grid colour cannot be read on
 * the board colour (a user who sets only `xiangqiLens.boardBackground` to navy keeps the default
 * brown lines). Contrast as WCAG defines it; 3:1 is its floor for graphics.
 *
 *   inkFor('#123456', '#5b3a1a') // 'light': the board is dark and the brown lines vanish on it
 *   inkFor('#e8c98b', '#5b3a1a') // undefined: the theme's lines read well
 */
export type Ink = 'light' | 'dark';

/** sRGB channels 0–255 of a CSS colour in hex, rgb()/rgba() or color(srgb …) form; undefined for anything else. */
export const parseColour = (css: string): readonly [number, number, number] | undefined => {
  const s = css.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(s);
  if (hex) {
    const h = hex[1];
    const full = h.length <= 4 ? [...h.slice(0, 3)].map((c) => c + c).join('') : h.slice(0, 6);
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as unknown as [number, number, number];
  }
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)/.exec(s);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  // how browsers write a color-mix() result
  const srgb = /^color\(srgb\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)/.exec(s);
  return srgb ? [Number(srgb[1]) * 255, Number(srgb[2]) * 255, Number(srgb[3]) * 255] : undefined;
};

/** WCAG relative luminance, 0 (black) to 1 (white). */
export const luminance = ([r, g, b]: readonly [number, number, number]): number => {
  const lin = (v: number): number => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
};

export const contrastRatio = (a: readonly [number, number, number], b: readonly [number, number, number]): number => {
  const la = luminance(a), lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
};

/** WCAG's minimum for lines and other graphics. */
export const MIN_CONTRAST = 3;

/** Which ink to draw with instead of the grid colour, or undefined when the grid colour reads well. */
export const inkFor = (board: string, grid: string): Ink | undefined => {
  const b = parseColour(board), g = parseColour(grid);
  if (!b || !g || contrastRatio(b, g) >= MIN_CONTRAST) return undefined;
  // the ink with more contrast: black's ratio is (L + .05) / .05, white's 1.05 / (L + .05)
  const l = luminance(b);
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? 'dark' : 'light';
};
