/**
 * An analysis output drawn in a notebook: the board component with the engine's arrows, the eval bar,
 * the multi-PV lines in the chosen notation, and controls to step through any line (buttons; ←/→,
 * Home/End, ↑/↓ for another line, `f` to flip, once the output has focus). Built from the same board and
 * panels as the board editor; lives inside the output's shadow root.
 *
 *   const view = createAnalysisView(container, output, env);
 *   view.update(nextOutput);   // the search deepened
 */
import { formatScore } from '../../src/core/score';
import type { AnalysisOutputDto, RendererStringKey, StudyLineDto } from '../../src/protocol/notebook';
import { createBoard } from '../board';
import { checkOf, piecesOf } from '../game/view';
import { el, icon, type IconName } from '../panels/dom';
import { createEngineLines } from '../panels/engineLines';
import { createEvalBar } from '../panels/evalBar';
import { button } from '../ui/toolkit';
import { START, arrowsAt, clampStepping, lineMoves, pliesBefore, redScore, sortedLines, stepAt, type Stepping } from './analysisModel';
import type { RendererEnv } from './env';

export interface OutputView {
  update(data: AnalysisOutputDto): void;
  /** The words or notation changed. */
  refresh(): void;
  destroy(): void;
}

export const createAnalysisView = (container: HTMLElement, first: AnalysisOutputDto, env: RendererEnv): OutputView => {
  let data = first;
  let at: Stepping = START;
  let flipped = false;
  const t = (key: RendererStringKey, ...args: Array<string | number>): string => env.text(key, data.language, ...args);

  const root = el('div', { class: 'xq-study', tabindex: '0', 'data-state': data.state });
  const boardHost = el('div', { class: 'xq-study-board' });
  const barHost = el('div', { class: 'xq-study-bar' });
  const status = el('div', { class: 'xq-study-status' });
  const where = el('div', { class: 'xq-study-where' });
  const toolbar = el('div', { class: 'xq-toolbar' });
  const linesHost = el('div', { class: 'xq-study-lines' });
  root.append(el('div', { class: 'xq-study-left' }, boardHost, barHost), el('div', { class: 'xq-study-side' }, status, toolbar, where, linesHost));
  container.replaceChildren(root);

  const board = createBoard(boardHost, { viewOnly: true });
  const bar = createEvalBar(barHost);
  const panel = createEngineLines(linesHost, {
    play: (line, move) => go({ line, step: move + 1 }),
  });

  const scoreText = (l: StudyLineDto, rootTurnView: ReturnType<typeof stepAt>): string =>
    rootTurnView ? formatScore(redScore(data, rootTurnView.root, l), { signed: true, words: { mateIn: (n) => t('mateIn', n), matedIn: (n) => t('matedIn', n) } }) : '';

  let toolbarFor = '';
  const drawToolbar = (): void => {
    const key = `${env.config?.strings.first ?? ''}|${data.language}|${env.canPost}`;
    if (key === toolbarFor) return;
    toolbarFor = key;
    const step = (name: IconName, label: string, run: () => void): HTMLElement => {
      const b = button(label, { appearance: 'icon', title: label, icon: icon(name), onClick: run });
      b.dataset.step = name;
      return b;
    };
    toolbar.replaceChildren(
      step('first', t('first'), () => go({ ...at, step: 0 })),
      step('previous', t('previous'), () => go({ ...at, step: at.step - 1 })),
      step('next', t('next'), () => go({ ...at, step: at.step + 1 })),
      step('last', t('last'), () => go({ ...at, step: Number.MAX_SAFE_INTEGER })),
      step('flip', t('flip'), () => {
        flipped = !flipped;
        draw();
      }),
      ...(env.canPost
        ? [
            button(t('openBoard'), {
              appearance: 'secondary',
              onClick: () => {
                const line = sortedLines(data)[at.line];
                env.post({ type: 'show', fen: data.fen, moves: line ? line.pv.slice() : [] });
              },
            }),
          ]
        : []),
    );
  };

  const draw = (): void => {
    at = clampStepping(data, at);
    const view = stepAt(data, at);
    const lines = sortedLines(data);
    const language = env.language(data.language);
    root.dataset.state = data.state;
    root.dataset.line = String(at.line);
    root.dataset.step = String(at.step);
    drawToolbar();
    const depth = lines[0] ? t('depth', lines[0].depth) : t('noLines');
    const state = data.state === 'running' ? t('running') : data.state === 'stopped' ? t('stopped') : data.state === 'failed' ? t('failed', data.error ?? '') : '';
    status.textContent = [data.engine, depth, state].filter(Boolean).join(' · ');
    if (!view) {
      board.set({ position: new Map(), arrows: [] });
      return;
    }
    const current = lines[at.line];
    where.textContent = current && at.step > 0 ? `${t('line', at.line + 1)} · ${t('move', at.step)} / ${current.pv.length}` : '';
    board.set({
      position: piecesOf(view.position),
      orientation: flipped ? 'black' : 'red',
      glyphs: language,
      coordinates: language === 'zh' ? 'zh' : 'iccs',
      lastMove: view.lastMove,
      check: checkOf(view.position),
      arrows: arrowsAt(data, at, view, (l) => scoreText(l, view)),
      label: data.fen,
    });
    const shown = current ?? lines[0];
    const score = shown && redScore(data, view.root, shown);
    bar.update({ orientation: flipped ? 'black' : 'red', ...(score ? { score, label: scoreText(shown, view) } : {}) });
    const moves = lineMoves(data, view.root, env.notation(data.notation));
    panel.update({
      startPly: pliesBefore(view.root),
      running: data.state === 'running',
      status: '',
      lines: lines.map((l, i) => ({ rank: l.multipv, depth: l.depth, score: scoreText(l, view), value: redScore(data, view.root, l), moves: moves[i] })),
    });
    // mark the move the board stands on (the panel draws the moves; which one is current is ours to say)
    for (const m of linesHost.querySelectorAll('.move.current')) m.classList.remove('current');
    if (at.step > 0) linesHost.querySelector(`.move[data-line="${at.line}"][data-move="${at.step - 1}"]`)?.classList.add('current');
  };

  const go = (next: Stepping): void => {
    at = clampStepping(data, next);
    draw();
    root.focus({ preventScroll: true });
  };

  root.addEventListener('keydown', (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const keys: Record<string, () => void> = {
      ArrowRight: () => go({ ...at, step: at.step + 1 }),
      ArrowLeft: () => go({ ...at, step: at.step - 1 }),
      Home: () => go({ ...at, step: 0 }),
      End: () => go({ ...at, step: Number.MAX_SAFE_INTEGER }),
      ArrowDown: () => go({ line: at.line + 1, step: at.step }),
      ArrowUp: () => go({ line: at.line - 1, step: at.step }),
      f: () => {
        flipped = !flipped;
        draw();
      },
    };
    const run = keys[e.key];
    if (!run) return;
    e.preventDefault();
    e.stopPropagation();
    run();
  });
  // a click anywhere in the output gives it the keys
  root.addEventListener('pointerdown', () => root.focus({ preventScroll: true }));

  draw();
  return {
    update(next) {
      data = next;
      draw();
    },
    refresh() {
      toolbarFor = '';
      draw();
    },
    destroy() {
      board.destroy();
      bar.destroy();
      panel.destroy();
      root.remove();
    },
  };
};
