/**
 * The board's analysis settings: how many lines, until stopped or limited (depth, time), and which engine.
 * Each change goes to the host, which keeps it for the workspace and starts a running analysis again
 * with it; the panel then draws what the host sends back.
 */
import { el, field } from '../../panels/dom';
import type { PanelFactory } from '../panel';
import type { ChoiceField, NumberField } from '../settingsView';

export const analysisSettingsPanel: PanelFactory = ({ actions }) => {
  const element = el('details', { class: 'xq-settings' });
  const summary = el('summary');
  const rows = el('div', { class: 'fields' });
  element.append(summary, rows);
  let drawn = '';

  const numberRow = (s: NumberField): HTMLElement => {
    const id = `xq-setting-${s.key}`;
    const input = el('input', { id, type: 'number', min: String(s.min), max: String(s.max), step: '1', 'data-setting': s.key });
    input.value = String(s.value);
    input.addEventListener('change', () => {
      const n = Math.trunc(Number(input.value));
      // out of range or not a number: the value it had
      if (!Number.isFinite(n) || n < s.min || n > s.max) input.value = String(s.value);
      else if (n !== s.value) actions.setSetting(s.key, n);
    });
    return field(s.label, input);
  };
  const choiceRow = (s: ChoiceField): HTMLElement => {
    const id = `xq-setting-${s.key}`;
    const select = el('select', { id, 'data-setting': s.key }, ...s.choices.map(([v, label]) => el('option', { value: v }, label)));
    select.value = s.value;
    select.disabled = s.choices.length < 2;
    select.addEventListener('change', () => select.value !== s.value && actions.setSetting(s.key, select.value));
    return field(s.label, select);
  };

  return {
    element,
    update: (v) => {
      const s = v.settings;
      element.hidden = !s;
      if (!s) return;
      const key = JSON.stringify(s);
      if (key === drawn) return;
      drawn = key;
      summary.replaceChildren(el('span', { class: 'head' }, s.head), el('span', { class: 'summary' }, s.summary));
      rows.replaceChildren(numberRow(s.lines), choiceRow(s.search), ...(s.limits ?? []).map(numberRow), choiceRow(s.engine));
      // where the settings are kept, said on the head rather than in a line of its own
      summary.title = s.note;
    },
  };
};
