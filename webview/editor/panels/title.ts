/** The game's event, players and result. */
import { el } from '../../panels/dom';
import type { PanelFactory } from '../panel';

export const titlePanel: PanelFactory = () => {
  const element = el('div', { class: 'xq-title' });
  return { element, update: (v) => void (element.textContent = v.title) };
};
