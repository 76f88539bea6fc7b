/** The review's evaluation graph under the board, each player's marks and accuracy above it; hidden before a review. */
import { el } from '../../panels/dom';
import { createEvalGraph } from '../../panels/evalGraph';
import type { PanelFactory } from '../panel';

export const graphPanel: PanelFactory = ({ actions }) => {
  const summary = el('div', { class: 'xq-graph-summary' });
  const host = el('div', { class: 'xq-graph-host' });
  const element = el('div', { class: 'xq-graph' }, summary, host);
  const graph = createEvalGraph(host, { jump: (id) => actions.goTo(id) });
  return {
    element,
    update: (v) => {
      element.hidden = !v.graph;
      summary.textContent = v.graph?.summary ?? '';
      summary.hidden = !v.graph?.summary;
      if (v.graph) graph.update(v.graph, v.graph.firstPly);
    },
    destroy: () => graph.destroy(),
  };
};
