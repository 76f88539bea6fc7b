/**
 * A training puzzle drawn in a notebook: the board with the solver's side at the bottom, a move to find.
 * The solver plays a move on the board; the extension checks it (the answers stay with it) and answers
 * with a verdict: right, and the line to step through; or wrong, what the move allows and why, with Try
 * again and Show the answer. Keys once the output has focus: ←/→ and Home/End step through the line
 * shown, `r` tries again, `f` flips. Without the extension's channel (another viewer) the board only shows.
 *
 *   const view = createPuzzleView(container, output, env);
 *   view.verdict(message); // the host's word on the move
 */
import { formatLine, replayLine } from '../../src/core/line';
import type { PuzzleOutputDto, PuzzleVerdictDto, RendererStringKey } from '../../src/protocol/notebook';
import { createBoard, isKey, type Key } from '../board';
import { checkOf, destsOf, piecesOf } from '../game/view';
import { el } from '../panels/dom';
import { button } from '../ui/toolkit';
import type { RendererEnv } from './env';

export interface PuzzleView {
  update(data: PuzzleOutputDto): void;
  verdict(v: PuzzleVerdictDto): void;
  refresh(): void;
  destroy(): void;
}

type Phase = { kind: 'find' } | { kind: 'checking'; move: string } | { kind: 'told'; v: PuzzleVerdictDto };

export const createPuzzleView = (container: HTMLElement, first: PuzzleOutputDto, env: RendererEnv): PuzzleView => {
  let data = first;
  let phase: Phase = data.state === 'open' ? { kind: 'find' } : shownVerdict(data);
  // how far into the line shown the board stands (0: the puzzle's position)
  let step = 0;
  let flipped = false;
  const t = (key: RendererStringKey, ...args: Array<string | number>): string => env.text(key, data.language, ...args);

  const root = el('div', { class: 'xq-study xq-puzzle', tabindex: '0' });
  const boardHost = el('div', { class: 'xq-study-board' });
  const title = el('div', { class: 'xq-puzzle-title' });
  const words = el('div', { class: 'xq-puzzle-words', role: 'status' });
  const lineText = el('div', { class: 'xq-puzzle-line' });
  const actions = el('div', { class: 'xq-toolbar' });
  root.append(el('div', { class: 'xq-study-left' }, boardHost), el('div', { class: 'xq-study-side' }, title, words, lineText, actions));
  container.replaceChildren(root);

  const board = createBoard(boardHost, {
    autoMove: true,
    events: {
      move: (from, to) => {
        if (phase.kind !== 'find' || !env.canPost) return;
        const move = `${from}${to}`;
        phase = { kind: 'checking', move };
        step = 1;
        env.post({ type: 'puzzleTry', id: data.id, move });
        draw();
      },
    },
  });

  const shownLine = (): readonly string[] => (phase.kind === 'told' ? phase.v.line : phase.kind === 'checking' ? [phase.move] : []);

  const retry = (): void => {
    phase = { kind: 'find' };
    step = 0;
    draw();
    root.focus({ preventScroll: true });
  };

  const draw = (): void => {
    const language = env.language(data.language);
    const line = shownLine();
    step = Math.max(0, Math.min(step, line.length));
    const at = replayLine(data.fen, line.slice(0, step));
    root.dataset.phase = phase.kind === 'told' ? phase.v.verdict : phase.kind;
    root.dataset.step = String(step);
    title.textContent = [t(data.side === 'red' ? 'puzzleRed' : 'puzzleBlack'), data.kind === 'missedWin' ? t('missedWin') : ''].filter(Boolean).join(' · ');
    words.textContent = phase.kind === 'checking' ? t('checking') : phase.kind === 'told' ? phase.v.words : '';
    const notation = env.notation(data.notation);
    lineText.textContent = phase.kind === 'told' && line.length ? formatLine(data.fen, line, notation).join(' ') : '';
    if (phase.kind === 'told' && phase.v.verdict !== 'wrong' && data.played) lineText.textContent += `\n${t('played', formatLine(data.fen, [data.played], notation)[0] ?? data.played)}`;
    actions.replaceChildren(
      ...(phase.kind === 'told' && phase.v.verdict === 'wrong' && env.canPost
        ? [button(t('tryAgain'), { appearance: 'primary', onClick: retry }), button(t('showAnswer'), { appearance: 'secondary', onClick: () => env.post({ type: 'puzzleShow', id: data.id }) })]
        : []),
      ...(phase.kind === 'told' && line.length
        ? [button(t('previous'), { appearance: 'secondary', onClick: () => go(step - 1) }), button(t('next'), { appearance: 'secondary', onClick: () => go(step + 1) })]
        : []),
    );
    if (!at.ok) return;
    const pos = at.value.position;
    const last = step > 0 ? line[step - 1] : undefined;
    const lastMove = last && isKey(last.slice(0, 2)) && isKey(last.slice(2)) ? ([last.slice(0, 2), last.slice(2)] as [Key, Key]) : undefined;
    const solving = phase.kind === 'find' && env.canPost;
    board.set({
      position: piecesOf(pos),
      orientation: flipped ? (data.side === 'red' ? 'black' : 'red') : data.side,
      glyphs: language,
      coordinates: language === 'zh' ? 'zh' : 'iccs',
      lastMove,
      check: checkOf(pos),
      arrows: [],
      movable: solving ? { color: data.side, dests: destsOf(pos) } : {},
      viewOnly: !solving,
      label: data.fen,
    });
  };

  const go = (n: number): void => {
    step = n;
    draw();
    root.focus({ preventScroll: true });
  };

  root.addEventListener('keydown', (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const keys: Record<string, () => void> = {
      ArrowRight: () => go(step + 1),
      ArrowLeft: () => go(step - 1),
      Home: () => go(0),
      End: () => go(Number.MAX_SAFE_INTEGER),
      r: () => phase.kind === 'told' && phase.v.verdict === 'wrong' && retry(),
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
  root.addEventListener('pointerdown', () => root.focus({ preventScroll: true }));

  draw();
  return {
    update(next) {
      data = next;
      if (next.state !== 'open' && phase.kind !== 'told') phase = shownVerdict(next);
      draw();
    },
    verdict(v) {
      if (v.id !== data.id) return;
      phase = { kind: 'told', v };
      step = v.verdict === 'wrong' ? Math.min(2, v.line.length) : 1;
      draw();
    },
    refresh() {
      draw();
    },
    destroy() {
      board.destroy();
      root.remove();
    },
  };
};

/** A puzzle saved solved or shown: its line, without words (the host says them again when asked). */
const shownVerdict = (d: PuzzleOutputDto): Phase =>
  d.line && d.line.length ? { kind: 'told', v: { type: 'puzzleVerdict', id: d.id, move: d.line[0], verdict: d.state === 'solved' ? 'right' : 'shown', line: d.line, words: '' } } : { kind: 'find' };
