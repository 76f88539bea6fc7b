/**
 * The evaluation graph beside a PGN's text: the game's title, each player's marks and accuracy (or the
 * review's progress), and the board page's graph (panels/evalGraph.ts) filling the view; a sentence instead
 * when there is no game or no review yet. A dot or a click on the graph sends its move to the host, which
 * puts the text cursor there.
 *
 *   const app = createGraphViewApp(root, { jump: (ply) => host.notify({ type: 'jump', ply }) });
 *   app.show(message);
 */
import { formatScore } from '../../src/core/score';
import type { GraphViewStringKey, HostToGraphView } from '../../src/protocol/graphView';
import { reviewGraphPoints } from '../game/reviewGraph';
import { el } from '../panels/dom';
import { createEvalGraph } from '../panels/evalGraph';

export interface GraphViewHost {
  jump(ply: number): void;
}

export const createGraphViewApp = (root: HTMLElement, host: GraphViewHost): { show(m: HostToGraphView): void } => {
  root.classList.add('xq-graphview');
  const title = el('div', { class: 'xq-graphview-title' });
  const summary = el('div', { class: 'xq-graph-summary' });
  const message = el('p', { class: 'xq-graphview-message' });
  const graphHost = el('div', { class: 'xq-graphview-graph' });
  root.replaceChildren(title, summary, message, graphHost);
  const graph = createEvalGraph(graphHost, { jump: (id) => host.jump(Number(id)) });

  return {
    show(m) {
      const words = (key: GraphViewStringKey, ...args: Array<string | number>): string => m.strings[key].replace(/\{(\d)\}/g, (_, i: string) => String(args[Number(i)] ?? ''));
      document.documentElement.lang = m.language === 'zh' ? 'zh-CN' : 'en';
      const g = m.game;
      title.textContent = g?.title ?? '';
      title.hidden = !g?.title;
      const progress = g?.progress && g.progress.done < g.progress.total ? words('reviewing', g.progress.done, g.progress.total) : '';
      summary.textContent = [g?.summary, progress].filter(Boolean).join(' · ');
      summary.hidden = !summary.textContent;
      const text = !g ? words('noGame') : g.plies.length === 0 ? words('noReview') : '';
      message.textContent = text;
      message.hidden = !text;
      graphHost.hidden = !g || g.plies.length === 0;
      graphHost.setAttribute('aria-label', words('title'));
      if (!g || graphHost.hidden) return;
      const scoreText = (s: Parameters<typeof formatScore>[0]): string =>
        formatScore(s, { signed: true, words: { mateIn: (n) => words('mateIn', n), matedIn: (n) => words('matedIn', n) } });
      graph.update(
        { points: reviewGraphPoints(g.plies, g.labels, g.startPly, scoreText, String), current: g.current !== undefined ? String(g.current) : null },
        g.plies[0].ply + g.startPly,
      );
    },
  };
};
