/**
 * The notation picker: Chinese, WXF or ICCS for this page's moves, lines and hovers. The host decides what
 * the page shows (the file's own notation, the setting over it, this pick over both) and answers a pick
 * with a new config, so the marks' sentences it writes follow too.
 */
import { isNotation } from '../../../src/core/notation';
import { el } from '../../panels/dom';
import { dropdown } from '../../ui/toolkit';
import type { PanelFactory } from '../panel';

export const notationPanel: PanelFactory = ({ actions }) => {
  const element = el('div', { class: 'xq-notation' });
  let drawn = '';
  return {
    element,
    update: (v) => {
      const n = v.notation;
      const key = n ? `${n.value}|${n.options.map((o) => o[1]).join('|')}|${v.t('notation')}` : '';
      if (key === drawn) return;
      drawn = key;
      element.replaceChildren();
      if (!n) return;
      const pick = dropdown(n.options, n.value, (x) => isNotation(x) && actions.pickNotation(x));
      pick.setAttribute('aria-label', v.t('notation'));
      pick.dataset.action = 'notation';
      element.append(el('label', {}, `${v.t('notation')} `), pick);
    },
  };
};
