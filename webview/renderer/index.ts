/**
 * The study notebook's renderer (bundled by esbuild.mjs as the ES module dist/webview/renderer.js, named
 * in package.json `notebookRenderer`): draws a cell's analysis (board, eval bar, lines to step through),
 * its position search (games as links) or a training puzzle (a board to solve on), each inside the output's own shadow root with our stylesheets,
 * so nothing leaks into the notebook or other outputs. An output that does not validate is shown as such.
 *
 * VS Code calls `activate` once per notebook webview, `renderOutputItem` for each output (again when it
 * changes) and `disposeOutputItem` when one goes.
 */
import { ANALYSIS_MIME, PUZZLE_MIME, SEARCH_MIME, isAnalysisOutput, isHostToRenderer, isPuzzleOutput, isSearchOutput, type RendererToHost } from '../../src/protocol/notebook';
import { registerToolkit } from '../ui/toolkit';
import boardCss from '../../media/xq-board.css';
import panelsCss from '../../media/xq-panels.css';
import studyCss from '../../media/study.css';
import type { ActivationFunction, OutputItem } from './api';
import { createAnalysisView, type OutputView } from './analysisView';
import { createEnv } from './env';
import { createPuzzleView, type PuzzleView } from './puzzleView';
import { createSearchView } from './searchView';

/** Our stylesheets for a shadow root: the page's high-contrast classes sit on the body outside it. */
const STYLE = [boardCss, panelsCss, studyCss].join('\n').replace(/body\.(vscode-high-contrast(?:-light)?)/g, ':host-context(body.$1)');

let sheet: CSSStyleSheet | undefined;
const adopt = (shadow: ShadowRoot): void => {
  try {
    sheet ??= new CSSStyleSheet();
    if (sheet.cssRules.length === 0) sheet.replaceSync(STYLE);
    shadow.adoptedStyleSheets = [sheet];
  } catch {
    // a browser without constructable stylesheets: a <style> element of our own
    const style = document.createElement('style');
    style.textContent = STYLE;
    shadow.append(style);
  }
};

interface Live {
  readonly mime: string;
  readonly view: OutputView | ReturnType<typeof createSearchView> | PuzzleView;
}

export const activate: ActivationFunction = (context) => {
  registerToolkit();
  const post = context.postMessage ? (m: RendererToHost): void => context.postMessage?.(m) : undefined;
  const env = createEnv(post);
  const live = new Map<string, Live>();
  context.onDidReceiveMessage?.((m) => {
    if (!isHostToRenderer(m)) return;
    if (m.type === 'puzzleVerdict') {
      for (const l of live.values()) if (l.mime === PUZZLE_MIME) (l.view as PuzzleView).verdict(m);
      return;
    }
    env.configure(m);
    for (const l of live.values()) l.view.refresh();
  });
  post?.({ type: 'hello' });

  const problem = (container: HTMLElement, item: OutputItem, why: string): void => {
    const p = document.createElement('div');
    p.className = 'xq-study-problem';
    p.textContent = `${item.mime}: ${why}`;
    container.replaceChildren(p);
  };

  return {
    renderOutputItem(item, element) {
      const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
      adopt(shadow);
      let container = shadow.querySelector<HTMLElement>(':scope > .xq-output');
      if (!container) {
        container = document.createElement('div');
        container.className = 'xq-output';
        shadow.append(container);
      }
      let data: unknown;
      try {
        data = item.json();
      } catch (e) {
        return problem(container, item, (e as Error).message);
      }
      const old = live.get(item.id);
      if (item.mime === ANALYSIS_MIME) {
        if (!isAnalysisOutput(data)) return problem(container, item, 'not an analysis this version can draw');
        if (old?.mime === ANALYSIS_MIME && container.firstElementChild) return (old.view as OutputView).update(data);
        old?.view.destroy();
        live.set(item.id, { mime: item.mime, view: createAnalysisView(container, data, env) });
      } else if (item.mime === SEARCH_MIME) {
        if (!isSearchOutput(data)) return problem(container, item, 'not a search result this version can draw');
        if (old?.mime === SEARCH_MIME && container.firstElementChild) return (old.view as ReturnType<typeof createSearchView>).update(data);
        old?.view.destroy();
        live.set(item.id, { mime: item.mime, view: createSearchView(container, data, env) });
      } else if (item.mime === PUZZLE_MIME) {
        if (!isPuzzleOutput(data)) return problem(container, item, 'not a puzzle this version can draw');
        if (old?.mime === PUZZLE_MIME && container.firstElementChild) return (old.view as PuzzleView).update(data);
        old?.view.destroy();
        live.set(item.id, { mime: item.mime, view: createPuzzleView(container, data, env) });
      } else problem(container, item, 'not a type this renderer draws');
    },
    disposeOutputItem(id) {
      for (const [k, l] of live) {
        if (id !== undefined && k !== id) continue;
        l.view.destroy();
        live.delete(k);
      }
    },
  };
};
