/** The book's moves from the position shown, with their share; a click plays one. */
import { el } from '../../panels/dom';
import type { PanelFactory } from '../panel';

export const bookPanel: PanelFactory = ({ actions }) => {
  const element = el('div', { class: 'xq-book' });
  return {
    element,
    update: (v) => {
      element.replaceChildren();
      if (!v.book) return;
      element.append(
        el('span', { class: 'head' }, v.book.head),
        ...v.book.moves.map((m) => {
          const b = el('span', { class: 'move', 'data-move': m.move }, `${m.label} ${m.percent}%`);
          b.addEventListener('click', () => actions.playMove(m.move));
          return b;
        }),
      );
    },
  };
};
