/**
 * The evaluation graph over the game's main line: Red's advantage up, dots on the moves a review
 * marked, the current move as a vertical line; a click jumps to the nearest move.
 *
 * @example
 * const graph = createEvalGraph(el, { jump: (id) => post({ type: 'goto', id }) });
 * graph.update({ points, current: 'n12' });
 */
import { SVG_NS } from './dom';
import { graphGeometry, pointIndexAt, type GraphView } from './evalGraphLayout';

export interface EvalGraphCallbacks {
  jump(id: string): void;
}

// The graph's own coordinate space; the SVG stretches it to the panel's width.
const WIDTH = 600;
const HEIGHT = 80;

export const createEvalGraph = (element: HTMLElement, callbacks: EvalGraphCallbacks) => {
  let view: GraphView = { points: [] };
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('class', 'xq-evalgraph');
  svg.setAttribute('viewBox', `0 0 ${WIDTH} ${HEIGHT}`);
  svg.setAttribute('preserveAspectRatio', 'none');
  svg.setAttribute('role', 'img');
  element.append(svg);

  const draw = (): void => {
    const g = graphGeometry(view, WIDTH, HEIGHT);
    const dots = g.dots.map((d) => `<circle cx="${d.x}" cy="${d.y}" r="3.2" class="dot q-${d.quality}" data-id="${d.id}" vector-effect="non-scaling-stroke"/>`).join('');
    svg.innerHTML =
      `<rect x="0" y="0" width="${WIDTH}" height="${HEIGHT}" class="bg"/>` +
      `<path d="${g.redArea}" class="area red"/><path d="${g.blackArea}" class="area black"/>` +
      `<line x1="0" y1="${g.mid}" x2="${WIDTH}" y2="${g.mid}" class="mid" vector-effect="non-scaling-stroke"/>` +
      `<path d="${g.line}" class="line" fill="none" vector-effect="non-scaling-stroke"/>` +
      (g.cursor !== undefined ? `<line x1="${g.cursor}" y1="0" x2="${g.cursor}" y2="${HEIGHT}" class="cursor" vector-effect="non-scaling-stroke"/>` : '') +
      dots;
  };
  svg.addEventListener('click', (e) => {
    const r = svg.getBoundingClientRect();
    const i = pointIndexAt(((e.clientX - r.left) * WIDTH) / r.width, view.points.length, WIDTH);
    if (i >= 0) callbacks.jump(view.points[i].id);
  });

  draw();
  return {
    /** Shows `next`; called when scores arrive or the current move changes. */
    update(next: GraphView): void {
      view = next;
      draw();
    },
    destroy: (): void => svg.remove(),
  };
};

export type EvalGraphPanel = ReturnType<typeof createEvalGraph>;
