/** The comment editor of a move: Ctrl+Enter saves, Escape closes. */
import { el } from '../../panels/dom';
import { button } from '../../ui/toolkit';
import type { PanelFactory } from '../panel';

export const commentPanel: PanelFactory = ({ actions }) => {
  const element = el('div', { class: 'xq-comment-editor', hidden: '' });
  return {
    element,
    update: (v) => {
      const c = v.comment;
      element.hidden = !c;
      if (!c) {
        delete element.dataset.for;
        return;
      }
      if (element.dataset.for === c.id) return;
      element.dataset.for = c.id;
      const area = el('textarea', { rows: '4', 'aria-label': v.t('commentOn', c.label) }) as HTMLTextAreaElement;
      area.value = c.text;
      const save = (): void => actions.saveComment(c.at, area.value.trim());
      area.addEventListener('keydown', (e) => {
        if (e.key === 'Escape') actions.closeComment();
        else if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) save();
      });
      element.replaceChildren(
        el('div', { class: 'head' }, v.t('commentOn', c.label)),
        area,
        el('div', { class: 'actions' }, button(v.t('save'), { appearance: 'primary', onClick: save }), button(v.t('cancel'), { appearance: 'secondary', onClick: () => actions.closeComment() })),
      );
      area.focus();
    },
  };
};
