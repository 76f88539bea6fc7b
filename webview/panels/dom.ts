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

export const SVG_NS = 'http://www.w3.org/2000/svg';
