/**
 * ◀ ▶ and the rest: step through the game, flip, copy the FEN; and the notation picker (Chinese, WXF or
 * ICCS for this page's moves, lines and hovers). The host decides the notation shown (the file's own, the
 * setting over it, this pick over both) and answers a pick with a new config, so the marks' sentences it
 * writes follow too. In the buttons' row, so that it costs the move list no height.
 */
import { isNotation } from '../../../src/core/notation';
import type { PageCommand } from '../../../src/protocol/webview';
import { el, icon, type IconName } from '../../panels/dom';
import { button, dropdown } from '../../ui/toolkit';
import type { PanelFactory } from '../panel';

export const toolbarPanel: PanelFactory = ({ actions }) => {
  const element = el('div', { class: 'xq-toolbar' });
  let drawn = '';
  return {
    element,
    update: (v) => {
      const n = v.notation;
      const key = `${v.t('flip')}|${v.shown !== undefined}|${n ? `${n.value}|${n.options.map((o) => o[1]).join('|')}` : ''}`;
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
      if (!n) return;
      const pick = dropdown(n.options, n.value, (x) => isNotation(x) && actions.pickNotation(x));
      pick.setAttribute('aria-label', v.t('notation'));
      pick.setAttribute('title', v.t('notation'));
      pick.dataset.action = 'notation';
      // its list opens downwards: above, the side column's top would cut it off
      pick.setAttribute('position', 'below');
      element.append(el('span', { class: 'xq-notation' }, pick));
    },
  };
};
