/** The eval bar beside the board: the engine's score here, else the review's. */
import { el } from '../../panels/dom';
import { createEvalBar } from '../../panels/evalBar';
import type { PanelFactory } from '../panel';

export const evalBarPanel: PanelFactory = () => {
  const element = el('div', { class: 'xq-evalbar-host' });
  const bar = createEvalBar(element);
  return { element, update: (v) => bar.update(v.bar), destroy: () => bar.destroy() };
};
