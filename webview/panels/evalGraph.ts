/**
 * The evaluation graph over the game's main line: Red's advantage up (Red's expected score, as the marks
 * are graded), the zero line and the quarter lines with the score each stands for, move numbers along the
 * bottom, a dot on each move a review marked (its move, mark and score on hover; a click jumps there), and
 * the current move as a vertical line; a click anywhere jumps to the nearest move. Drawn in the element's
 * own pixels (redrawn when it is resized), so text and dots keep their shape at any size.
 *
 * @example
 * const graph = createEvalGraph(el, { jump: (id) => post({ type: 'goto', id }) });
 * graph.update({ points, current: 'n12' }, 1);
 */
import { SVG_NS } from './dom';
import { QUARTER_PAWNS, graphGeometry, pointIndexAt, type GraphView } from './evalGraphLayout';

export interface EvalGraphCallbacks {
  jump(id: string): void;
}

// before the element has a size (detached, hidden): a size to draw in until it has one
const FALLBACK = { width: 600, height: 120 };

const escapeXml = (s: string): string => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

export const createEvalGraph = (element: HTMLElement, callbacks: EvalGraphCallbacks) => {
  let view: GraphView = { points: [] };
  let startPly = 1;
  let size = { ...FALLBACK };
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('class', 'xq-evalgraph');
  svg.setAttribute('role', 'img');
  element.append(svg);

  const draw = (): void => {
    const { width, height } = size;
    svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
    // the bottom row holds the move numbers
    const plot = Math.max(20, height - 14);
    const g = graphGeometry(view, width, plot, startPly);
    const dots = g.dots
      .map((d) => `<circle cx="${d.x}" cy="${d.y}" r="4.5" class="dot q-${d.quality}" data-id="${d.id}"><title>${escapeXml(d.title)}</title></circle>`)
      .join('');
    const ticks = g.ticks
      .map((t) => `<line x1="${t.x}" y1="${plot}" x2="${t.x}" y2="${plot + 3}" class="tick"/><text x="${t.x}" y="${height - 2}" class="tick-label" text-anchor="middle">${t.label}</text>`)
      .join('');
    const [up, down] = g.quarters;
    svg.innerHTML =
      `<rect x="0" y="0" width="${width}" height="${plot}" class="bg"/>` +
      `<path d="${g.redArea}" class="area red"/><path d="${g.blackArea}" class="area black"/>` +
      `<line x1="0" y1="${up}" x2="${width}" y2="${up}" class="quarter"/><line x1="0" y1="${down}" x2="${width}" y2="${down}" class="quarter"/>` +
      `<line x1="0" y1="${g.mid}" x2="${width}" y2="${g.mid}" class="mid"/>` +
      `<text x="4" y="${up - 2}" class="axis-label">+${QUARTER_PAWNS}</text><text x="4" y="${g.mid - 2}" class="axis-label">0</text><text x="4" y="${down - 2}" class="axis-label">−${QUARTER_PAWNS}</text>` +
      `<path d="${g.line}" class="line" fill="none"/>` +
      (g.cursor !== undefined ? `<line x1="${g.cursor}" y1="0" x2="${g.cursor}" y2="${plot}" class="cursor"/>` : '') +
      ticks +
      dots;
  };

  /** Takes the element's size; redraws and says so when it changed. */
  const resize = (): boolean => {
    const r = element.getBoundingClientRect();
    const next = r.width > 0 && r.height > 0 ? { width: Math.round(r.width), height: Math.round(r.height) } : size;
    if (next.width === size.width && next.height === size.height) return false;
    size = next;
    draw();
    return true;
  };
  const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(resize);
  observer?.observe(element);

  svg.addEventListener('click', (e) => {
    const dot = (e.target as Element).closest?.('circle.dot');
    const id = dot?.getAttribute('data-id');
    if (id) return callbacks.jump(id);
    const r = svg.getBoundingClientRect();
    const i = pointIndexAt(((e.clientX - r.left) * size.width) / r.width, view.points.length, size.width);
    if (i >= 0) callbacks.jump(view.points[i].id);
  });

  draw();
  return {
    /** Shows `next` (`firstPly`: the ply of its first point); called when scores arrive or the current move changes. */
    update(next: GraphView, firstPly = 1): void {
      view = next;
      startPly = firstPly;
      if (!resize()) draw();
    },
    destroy: (): void => {
      observer?.disconnect();
      svg.remove();
    },
  };
};

export type EvalGraphPanel = ReturnType<typeof createEvalGraph>;
