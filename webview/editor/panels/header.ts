/**
 * The game's headers, editable in place: event, date, players, result, ECCO code and opening. A field
 * changed and left (or Enter) sets its header as an edit of the document, so undo, save and the text
 * follow; the opening the book finds is offered beside them, named in the UI's language.
 */
import { el, field } from '../../panels/dom';
import type { HeaderField } from '../headerView';
import type { PanelFactory } from '../panel';

const optionsOf = (choices: ReadonlyArray<readonly [string, string]>): HTMLOptionElement[] => choices.map(([v, label]) => el('option', { value: v }, label));

export const headerPanel: PanelFactory = ({ actions }) => {
  const element = el('details', { class: 'xq-header' });
  const summary = el('summary');
  const grid = el('div', { class: 'fields' });
  const book = el('div', { class: 'book' });
  element.append(summary, grid, book);
  let drawn = '';
  const inputs = new Map<string, HTMLInputElement | HTMLSelectElement>();
  let bookDrawn = '';

  const fieldOf = (f: HeaderField, editable: boolean): HTMLElement => {
    const id = `xq-header-${f.name}`;
    const input = f.choices ? el('select', { id, 'data-header': f.name }, ...optionsOf(f.choices)) : el('input', { id, type: 'text', 'data-header': f.name, spellcheck: 'false' });
    input.disabled = !editable;
    // what the field held when last drawn: a change is sent once, when the field is left or Enter pressed
    const commit = (): void => {
      const v = input.value.trim();
      if (v === (input.dataset.value ?? '')) return;
      // Enter and then leaving the field send it once
      input.dataset.value = v;
      actions.setHeader(f.name, v);
    };
    input.addEventListener('change', commit);
    input.addEventListener('keydown', (e) => {
      const k = (e as KeyboardEvent).key;
      if (k === 'Enter') commit();
      else if (k === 'Escape') input.value = input.dataset.value ?? '';
    });
    inputs.set(f.name, input);
    return field(f.label, input, `f-${f.name.toLowerCase()}`);
  };

  return {
    element,
    update: (v) => {
      const h = v.header;
      element.hidden = !h;
      if (!h) return;
      const key = [h.head, h.editable, ...h.fields.map((f) => `${f.name}:${f.label}:${f.choices?.map((c) => c.join('=')).join(',') ?? ''}`)].join('\u0000');
      if (key !== drawn) {
        drawn = key;
        summary.textContent = h.head;
        inputs.clear();
        grid.replaceChildren(...h.fields.map((f) => fieldOf(f, h.editable)));
      }
      for (const f of h.fields) {
        const input = inputs.get(f.name);
        if (!input) continue;
        // a field being typed in keeps what is typed; the document's value is its starting point
        if (document.activeElement !== input || input.dataset.value === undefined) input.value = f.value;
        input.dataset.value = f.value;
      }
      const b = h.book;
      const bookKey = b ? `${b.text}|${b.known}|${h.editable}` : '';
      if (bookKey === bookDrawn) return;
      bookDrawn = bookKey;
      book.replaceChildren();
      book.hidden = !b;
      if (!b) return;
      book.append(el('span', { class: 'text' }, b.text));
      if (!b.known && h.editable) {
        const use = el('button', { type: 'button', class: 'use' }, v.t('useBookOpening'));
        use.addEventListener('click', () => {
          actions.setHeader('ECCO', b.ecco);
          actions.setHeader('Opening', b.name);
        });
        book.append(use);
      }
    },
  };
};
