/**
 * The few DOM helpers the panels share. No `style` attributes (the webview's CSP refuses them):
 * classes for looks, attributes for geometry.
 *
 * @example
 * const b = el('button', { class: 'move', 'data-id': id }, '炮二平五');
 */
export const el = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string | undefined> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] => {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) if (v !== undefined) e.setAttribute(k, v);
  e.append(...children);
  return e;
};

/** A labelled form field: the label's text above its input, the whole row clickable (class `field`, plus `extra`). */
export const field = (label: string, input: HTMLElement & { id: string }, extra = ''): HTMLLabelElement =>
  el('label', { class: extra ? `field ${extra}` : 'field', for: input.id }, el('span', { class: 'label' }, label), input);

export const SVG_NS = 'http://www.w3.org/2000/svg';

/** 16×16 tool icons drawn in the text colour (fonts cannot be trusted to have ⏮ and ⏭). */
const ICON_PATHS = {
  first: 'M3 3h2v10H3z M13 3v10L6 8z',
  previous: 'M11 3v10L4 8z',
  next: 'M5 3v10l7-5z',
  last: 'M11 3h2v10h-2z M3 3v10l7-5z',
  flip: 'M5 1l3.5 4.5H6v9H4v-9H1.5z M11 15l-3.5-4.5H10v-9h2v9h2.5z',
} as const;
export type IconName = keyof typeof ICON_PATHS;

export const icon = (name: IconName): SVGSVGElement => {
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', '0 0 16 16');
  svg.setAttribute('width', '16');
  svg.setAttribute('height', '16');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('class', 'xq-icon');
  const path = document.createElementNS(SVG_NS, 'path');
  path.setAttribute('d', ICON_PATHS[name]);
  path.setAttribute('fill', 'currentColor');
  svg.append(path);
  return svg;
};
