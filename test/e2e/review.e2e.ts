// A game reviewed on the board, as a player reads it: Analyse Game from the palette on an .xqf, then each mark's
// words under its move in the move list and both players' marks and accuracy above the evaluation graph. In a
// Chinese UI with a dark theme and an English one with a light theme; screenshots in test-results/review-*.png.
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Frame } from 'playwright-core';
import { e2ePaths } from './codeServer';
import { pageFrame } from './boardPage';
import { useSession } from './session';
import { resize, runCommand, until } from './workbench';

const GAME = readFileSync(join(e2ePaths.root, 'samples', 'selfplay-1.xqf'));
const NLS = {
  en: JSON.parse(readFileSync(join(e2ePaths.root, 'package.nls.json'), 'utf8')) as Record<string, string>,
  zh: JSON.parse(readFileSync(join(e2ePaths.root, 'package.nls.zh-cn.json'), 'utf8')) as Record<string, string>,
};

interface Reviewed {
  notes: string[];
  summary: string;
  /** The graph: its move numbers, its quarter labels, each dot's tooltip, and its drawn size against the viewBox. */
  ticks: string[];
  axis: string[];
  dots: string[];
  size: { width: number; height: number; viewBox: string };
}

const readReview = (frame: Frame): Promise<Reviewed> =>
  frame.evaluate(`(() => {
    const svg = document.querySelector('.xq-evalgraph');
    const r = svg ? svg.getBoundingClientRect() : { width: 0, height: 0 };
    return {
      notes: [...document.querySelectorAll('.xq-movetree .note.row')].map((n) => n.textContent || ''),
      summary: (document.querySelector('.xq-graph-summary') || {}).textContent || '',
      ticks: [...document.querySelectorAll('.xq-evalgraph .tick-label')].map((t) => t.textContent || ''),
      axis: [...document.querySelectorAll('.xq-evalgraph .axis-label')].map((t) => t.textContent || ''),
      dots: [...document.querySelectorAll('.xq-evalgraph circle.dot title')].map((t) => t.textContent || ''),
      size: { width: Math.round(r.width), height: Math.round(r.height), viewBox: svg ? svg.getAttribute('viewBox') : '' },
    };
  })()`) as Promise<Reviewed>;

for (const ui of [
  { name: 'zh-dark', locale: 'zh-cn', theme: 'Default Dark Modern', nls: NLS.zh, note: /^(缓着|错着|败着)/, summary: /红方.*准确率.*黑方/, done: '复盘完成' },
  { name: 'en-light', locale: undefined, theme: 'Default Light Modern', nls: NLS.en, note: /^(Inaccuracy|Mistake|Blunder)/, summary: /Red.*accuracy.*Black/, done: 'Review done' },
] as const) {
  describe(`e2e: a game reviewed on the board, ${ui.name}`, function () {
    const session = useSession({
      name: `review-${ui.name}`,
      ...(ui.locale ? { locale: ui.locale } : {}),
      files: { 'selfplay-1.xqf': GAME },
      settings: { 'workbench.colorTheme': ui.theme, 'xiangqiLens.review.nodes': 2000 },
      open: 'selfplay-1.xqf',
      openAs: 'board',
    });

    it('Analyse Game writes each mark in words under its move and both players\' accuracy above the graph', async function () {
      const { page, shot } = session();
      const frame = await pageFrame(page);
      await runCommand(page, `Xiangqi Lens: ${ui.nls['command.analyseGame']}`);
      const done = await until(page, () => readReview(frame), (r) => r.notes.length > 0 && ui.summary.test(r.summary), 'the review in words', 170_000);
      for (const n of done.notes) assert.match(n, ui.note, n);
      // the list redraws after each reviewed move: the picture once the review is done
      await page.locator('.notification-toast', { hasText: ui.done }).waitFor({ timeout: 170_000 });
      await shot('move-list');
      // the graph reads: move numbers, the quarter lines' scores, a dot per mark naming its move and score,
      // drawn in its own pixels (text keeps its shape)
      const g = await readReview(frame);
      assert.ok(g.ticks.length >= 3 && g.ticks.every((t, i) => Number(t) > (i ? Number(g.ticks[i - 1]) : 0)), g.ticks.join(' '));
      assert.equal(g.axis.length, 3);
      assert.equal(g.dots.length, g.notes.length, g.dots.join(' | '));
      for (const d of g.dots) assert.match(d, /^\d+(\.|…) \S+(\?!|\?\?|\?)  [+−-]?(\d+\.\d\d|[#MmＭ].*|.*\d.*)$/u, d);
      assert.equal(g.size.viewBox, `0 0 ${g.size.width} ${g.size.height}`);
      assert.ok(g.size.height >= 100, `${g.size.height} px tall`);
      // the smaller window the issue names: the graph still fits beside the board
      await resize(page, frame, '.xq-evalgraph', { width: 1000, height: 700 });
      const small = await readReview(frame);
      assert.ok(small.size.width > 0 && small.size.width <= 1000 && small.dots.length === g.dots.length, JSON.stringify(small.size));
      await shot('move-list-1000x700');
      await page.setViewportSize({ width: 1440, height: 900 });
    });
  });
}
