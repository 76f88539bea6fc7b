/**
 * The eval bar: Red's share of a vertical bar (score.ts's curve), filling from Red's side, so from
 * the bottom unless Black is at the bottom of the board; mate fills it; the score's text beside.
 *
 * @example
 * const bar = createEvalBar(el);
 * bar.update({ score: { kind: 'cp', value: 35 }, label: '+0.35', orientation: 'red' });
 */
import { el, SVG_NS } from './dom';
import { barFill, type EvalBarView } from './evalBarLayout';

export { type EvalBarView };

export const createEvalBar = (element: HTMLElement) => {
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', '0 0 10 100');
  svg.setAttribute('preserveAspectRatio', 'none');
  svg.setAttribute('class', 'bar');
  const text = el('span', { class: 'label' });
  const root = el('div', { class: 'xq-evalbar', role: 'meter', 'aria-valuemin': '0', 'aria-valuemax': '100' }, svg, text);
  element.append(root);
  return {
    update(view: EvalBarView): void {
      const f = barFill(view, 100);
      // without a score the bar stays empty: an even split would read as a level game (0.00)
      svg.innerHTML = f
        ? `<rect x="0" y="0" width="10" height="100" class="black-part"/>` +
          `<rect x="0" y="${f.y}" width="10" height="${f.height}" class="red-part"/>` +
          `<line x1="0" y1="50" x2="10" y2="50" class="mid" vector-effect="non-scaling-stroke"/>`
        : `<rect x="0" y="0" width="10" height="100" class="empty-part"/>`;
      root.classList.toggle('none', !f);
      root.classList.toggle('flipped', view.orientation === 'black');
      if (f) root.setAttribute('aria-valuenow', String(Math.round(f.height)));
      else root.removeAttribute('aria-valuenow');
      text.textContent = f ? (view.label ?? '') : '';
    },
    destroy: (): void => root.remove(),
  };
};

export type EvalBarPanel = ReturnType<typeof createEvalBar>;
