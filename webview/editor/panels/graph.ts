/** The review's evaluation graph under the board; hidden before a review. */
import { el } from '../../panels/dom';
import { createEvalGraph } from '../../panels/evalGraph';
import type { PanelFactory } from '../panel';

export const graphPanel: PanelFactory = ({ actions }) => {
  const element = el('div', { class: 'xq-graph-host' });
  const graph = createEvalGraph(element, { jump: (id) => actions.goTo(id) });
  return {
    element,
    update: (v) => {
      element.hidden = !v.graph;
      if (v.graph) graph.update(v.graph);
    },
    destroy: () => graph.destroy(),
  };
};
