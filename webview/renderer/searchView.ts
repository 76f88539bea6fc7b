/**
 * A position search output: how many games reach the position, and each game as a link (file, game
 * and move) that opens it on the board at that move through the extension. Without the extension's
 * channel the list is plain text.
 *
 *   const view = createSearchView(container, output, env);
 */
import { hitReference, type SearchOutputDto, type RendererStringKey } from '../../src/protocol/notebook';
import { el } from '../panels/dom';
import type { RendererEnv } from './env';

export const createSearchView = (container: HTMLElement, first: SearchOutputDto, env: RendererEnv) => {
  let data = first;
  const t = (key: RendererStringKey, ...args: Array<string | number>): string => env.text(key, data.language, ...args);
  const root = el('div', { class: 'xq-search' });
  container.replaceChildren(root);

  const draw = (): void => {
    root.dataset.state = data.state;
    const head =
      data.state === 'running'
        ? t('searching', data.done, data.files)
        : data.total
          ? t('found', data.total, data.games, data.files)
          : t('none', data.games, data.files);
    const rows = data.hits.map((h) => {
      const notes = [h.name, t('move', h.ply), h.main ? '' : t('variation'), h.mirrored ? t('mirrored') : ''].filter(Boolean).join(' · ');
      const link = env.canPost
        ? el('a', { class: 'hit-link', href: '#', role: 'link', 'data-file': h.file, 'data-game': String(h.game), 'data-node': String(h.node) }, hitReference(h))
        : el('span', { class: 'hit-link' }, hitReference(h));
      return el('li', { class: `hit${h.mirrored ? ' mirrored' : ''}` }, link, el('span', { class: 'hit-notes' }, notes));
    });
    root.replaceChildren(
      el('div', { class: 'head' }, head),
      el('div', { class: 'fen' }, data.fen),
      el('ul', { class: 'hits' }, ...rows),
      ...(data.total > data.hits.length ? [el('div', { class: 'more' }, t('more', data.total - data.hits.length))] : []),
    );
  };
  root.addEventListener('click', (e) => {
    const a = e.target instanceof Element ? e.target.closest('a.hit-link') : null;
    if (!a) return;
    e.preventDefault();
    env.post({ type: 'open', file: a.getAttribute('data-file') ?? '', game: Number(a.getAttribute('data-game')), node: Number(a.getAttribute('data-node')) });
  });
  draw();
  return {
    update(next: SearchOutputDto): void {
      data = next;
      draw();
    },
    refresh: draw,
    destroy: (): void => root.remove(),
  };
};
