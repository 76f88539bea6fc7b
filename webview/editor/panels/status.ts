/** Whose turn it is (a piece-coloured disc and words) and the ply shown, under the step buttons. */
import { el } from '../../panels/dom';
import type { PanelFactory } from '../panel';

export const statusPanel: PanelFactory = () => {
  const disc = el('span', { class: 'turn-disc', 'aria-hidden': 'true' });
  const turn = el('span', { class: 'turn' });
  const ply = el('span', { class: 'ply' });
  const element = el('div', { class: 'xq-status', role: 'status' }, disc, turn, ply);
  return {
    element,
    update: (v) => {
      element.hidden = !v.status;
      if (!v.status) return;
      element.dataset.turn = v.status.turn;
      turn.textContent = v.status.turnText;
      ply.textContent = v.status.plyText;
    },
  };
};
