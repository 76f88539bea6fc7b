/** The move list: the game's tree with variations, comments and marks; a click shows a move. */
import { el } from '../../panels/dom';
import { createMoveTree } from '../../panels/moveTree';
import type { Panel, PanelFactory } from '../panel';

export const movesPanel: PanelFactory = ({ actions }): Panel & { focus(): void } => {
  const element = el('div', { class: 'xq-tree-host' });
  const callbacks = { jump: (id: string | null) => actions.goTo(id), action: actions.moveAction };
  let words = '';
  let tree = createMoveTree(element, callbacks);
  return {
    element,
    update: (v) => {
      // the tree takes its words once: new words, a new tree
      const labels = { deleteFromHere: v.t('deleteFromHere'), promote: v.t('promote'), comment: v.t('comment'), empty: v.t('noMoves') };
      const key = Object.values(labels).join('\u0000');
      if (v.config && key !== words) {
        tree.destroy();
        tree = createMoveTree(element, callbacks, labels);
        words = key;
      }
      if (v.tree) tree.update(v.tree);
    },
    focus: () => tree.focus(),
    destroy: () => tree.destroy(),
  };
};
