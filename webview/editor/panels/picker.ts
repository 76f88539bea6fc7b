/** Which game of a file of several the page shows. */
import { el } from '../../panels/dom';
import { dropdown } from '../../ui/toolkit';
import type { PanelFactory } from '../panel';

export const pickerPanel: PanelFactory = ({ actions }) => {
  const element = el('div', { class: 'xq-picker' });
  let drawn = '';
  return {
    element,
    update: (v) => {
      const { names, index } = v.games;
      const key = `${names.join('\u0000')}|${index}|${v.t('game')}`;
      if (key === drawn) return;
      drawn = key;
      element.replaceChildren();
      if (names.length < 2) return;
      element.append(
        el('label', {}, `${v.t('game')} `),
        dropdown(names.map((name, i) => [String(i), `${i + 1}. ${name}`] as const), String(index), (x) => actions.pickGame(Number(x))),
      );
    },
  };
};
