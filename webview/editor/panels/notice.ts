/** Why the file could not be read, or what the host wants said about it. */
import { el } from '../../panels/dom';
import type { PanelFactory } from '../panel';

export const noticePanel: PanelFactory = () => {
  const element = el('div', { class: 'xq-notice', hidden: '' });
  return {
    element,
    update: (v) => {
      element.hidden = v.notice === undefined;
      element.textContent = v.notice ?? '';
    },
  };
};
