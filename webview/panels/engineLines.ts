/**
 * The engine panel: a start/stop button, a status line, and the multi-PV lines with depth and
 * score. Clicking a move steps the board into that line (up to that move); "+" adds the line to
 * the game as a variation. The panel only reports what the user asked for.
 *
 * @example
 * const engine = createEngineLines(el, { toggle: () => post({ type: 'analyse' }), play: (line, move) => …, addVariation: (line) => … });
 * engine.update({ startPly: 0, running: true, status: 'depth 14', lines: [{ rank: 1, depth: 14, score: '+0.35', moves: ['炮二平五'] }] });
 */
import { button, progressRing } from '../ui/toolkit';
import { el } from './dom';
import { engineRows, type EngineView } from './engineLinesLayout';

export interface EngineCallbacks {
  /** Start or stop the analysis. */
  toggle?(): void;
  /** Step into line `line` (0-based, in the order given) up to and including move `move`. */
  play(line: number, move: number): void;
  /** Add line `line` to the game as a variation. */
  addVariation?(line: number): void;
}

export interface EngineLabels {
  readonly start: string;
  readonly stop: string;
  readonly addVariation: string;
  readonly idle: string;
}

const ENGLISH: EngineLabels = { start: 'Analyse', stop: 'Stop', addVariation: 'Add as variation', idle: 'Engine idle' };
const MAX_MOVES = 12;

export const createEngineLines = (element: HTMLElement, callbacks: EngineCallbacks, labels: EngineLabels = ENGLISH) => {
  let view: EngineView = { startPly: 0, lines: [] };
  const head = el('div', { class: 'head' });
  const list = el('div', { class: 'lines' });
  const root = el('div', { class: 'xq-engine' }, head, list);
  element.append(root);
  const toggle = button(labels.start, { appearance: 'primary', onClick: () => callbacks.toggle?.() });
  toggle.classList.add('toggle');
  const ring = progressRing();
  const status = el('span', { class: 'status' });
  head.append(...(callbacks.toggle ? [toggle] : []), ring, status);

  const draw = (): void => {
    toggle.textContent = view.running ? labels.stop : labels.start;
    ring.hidden = !view.running;
    status.textContent = view.status ?? (view.running ? '' : labels.idle);
    // the given order, for the callbacks' line index
    const order = view.lines.map((l) => l.rank);
    list.replaceChildren(
      ...engineRows(view, MAX_MOVES).map((r) => {
        const line = order.indexOf(r.rank);
        const row = el('div', { class: 'pv', 'data-rank': String(r.rank) }, el('span', { class: `score ${r.favours}` }, r.score), el('span', { class: 'depth' }, String(r.depth)));
        const moves = el('span', { class: 'pv-moves' });
        // each move, with its number, is one unbreakable piece; the line breaks only at the spaces between them
        r.moves.forEach((m, i) => {
          const b = el('span', { class: 'move', 'data-line': String(line), 'data-move': String(m.index), role: 'button', tabindex: '-1' }, m.text);
          if (i > 0) moves.append(' ');
          moves.append(el('span', { class: 'ply' }, ...(m.number ? [el('span', { class: 'num' }, m.number)] : []), b));
        });
        if (r.more) moves.append(' ', el('span', { class: 'more' }, '…'));
        row.append(moves);
        if (callbacks.addVariation) {
          const add = button('+', { appearance: 'icon', title: labels.addVariation, onClick: () => callbacks.addVariation?.(line) });
          add.classList.add('add');
          row.append(add);
        }
        return row;
      }),
    );
  };
  list.addEventListener('click', (e) => {
    const m = e.target instanceof Element ? e.target.closest('.move[data-line]') : null;
    if (m) callbacks.play(Number(m.getAttribute('data-line')), Number(m.getAttribute('data-move')));
  });

  draw();
  return {
    /** Shows `next`; called with every engine update. */
    update(next: EngineView): void {
      view = next;
      draw();
    },
    destroy: (): void => root.remove(),
  };
};

export type EnginePanel = ReturnType<typeof createEngineLines>;
