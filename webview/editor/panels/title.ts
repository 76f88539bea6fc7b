/** The game's event, players and result; in a short view one line, the whole of it in the tooltip. */
import { el } from '../../panels/dom';
import type { PanelFactory } from '../panel';

export const titlePanel: PanelFactory = () => {
  const element = el('div', { class: 'xq-title' });
  return {
    element,
    update: (v) => {
      element.textContent = v.title;
      element.title = v.title;
    },
  };
};
