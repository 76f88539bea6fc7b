/** ◀ ▶ and the rest: step through the game, flip, copy the FEN. */
import type { PageCommand } from '../../../src/protocol/webview';
import { el, icon, type IconName } from '../../panels/dom';
import { button } from '../../ui/toolkit';
import type { PanelFactory } from '../panel';

export const toolbarPanel: PanelFactory = ({ actions }) => {
  const element = el('div', { class: 'xq-toolbar' });
  let drawn = '';
  return {
    element,
    update: (v) => {
      const key = `${v.t('flip')}|${v.shown !== undefined}`;
      if (key === drawn) return;
      drawn = key;
      const cmd = (name: PageCommand & IconName, label: string): HTMLElement => button(label, { appearance: 'icon', title: label, icon: icon(name), onClick: () => actions.command(name) });
      element.replaceChildren(
        cmd('first', v.t('first')),
        cmd('previous', v.t('previous')),
        cmd('next', v.t('next')),
        cmd('last', v.t('last')),
        cmd('flip', v.t('flip')),
        button(v.t('copyFen'), { appearance: 'secondary', onClick: () => actions.copyFen() }),
      );
    },
  };
};
