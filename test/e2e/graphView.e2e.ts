// Issue 37's graph beside the text and the board page's notation picker, driven as a person does: a WXF
// game's text reviewed with Review Game, Show Evaluation Graph beside the Text opens the graph in the panel
// (a dot per mark naming its move in the file's notation and its score), a click on a dot puts the text
// cursor on that move; then the same game on the board beside, its moves written as the file writes them,
// and the page's picker turns them into Chinese or ICCS. In an English UI with a light theme and a Chinese
// one with a dark theme, each shot in the other theme too and at 1000×700: test-results/graphview-*.png.
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Frame, Page } from 'playwright-core';
import { e2ePaths } from './codeServer';
import { pageFrame, readPage, waitPage } from './boardPage';
import { useSession } from './session';
import { focusWorkbench, resize, runCommand, setColorTheme, until } from './workbench';

const GAME = readFileSync(join(e2ePaths.root, 'samples', 'selfplay-1-wxf.pgn'));
const NLS = {
  en: JSON.parse(readFileSync(join(e2ePaths.root, 'package.nls.json'), 'utf8')) as Record<string, string>,
  zh: JSON.parse(readFileSync(join(e2ePaths.root, 'package.nls.zh-cn.json'), 'utf8')) as Record<string, string>,
};

interface GraphRead {
  title: string;
  summary: string;
  message: string;
  dots: string[];
  cursor: boolean;
  size: { width: number; height: number };
  background: string;
}

const readGraph = (frame: Frame): Promise<GraphRead> =>
  frame.evaluate(`(() => {
    const text = (sel) => ((document.querySelector(sel) || {}).textContent || '').trim();
    const svg = document.querySelector('.xq-evalgraph');
    const r = svg && svg.getBoundingClientRect();
    return {
      title: text('.xq-graphview-title'),
      summary: text('.xq-graph-summary'),
      message: text('.xq-graphview-message'),
      dots: [...document.querySelectorAll('.xq-evalgraph circle.dot title')].map((t) => t.textContent || ''),
      cursor: !!document.querySelector('.xq-evalgraph .cursor'),
      size: { width: r ? Math.round(r.width) : 0, height: r ? Math.round(r.height) : 0 },
      background: getComputedStyle(document.querySelector('.xq-evalgraph .bg') || document.body).fill,
    };
  })()`) as Promise<GraphRead>;

/** The graph view's frame, once its page has loaded. */
const graphFrame = (page: Page): Promise<Frame> =>
  until(
    page,
    async () => {
      for (const f of page.frames()) if (await f.evaluate('!!document.querySelector("#app.xq-graphview")').catch(() => false)) return f;
      return undefined;
    },
    (f) => !!f,
    'the graph view',
    60_000,
  ) as Promise<Frame>;

/** Runs a palette command; tried again while the workbench is still loading the extension's commands. */
async function command(page: Page, title: string): Promise<void> {
  for (let i = 0; ; i++) {
    try {
      return await runCommand(page, title);
    } catch (e) {
      if (i === 3) throw e;
      await page.keyboard.press('Escape');
      await page.waitForTimeout(5000);
    }
  }
}

/** The line the text cursor is on, as the status bar says it. */
const cursorLine = async (page: Page): Promise<number> => {
  const t = (await page.locator('.statusbar-item', { hasText: /Ln \d+,|行 \d+，/ }).first().textContent()) ?? '';
  return Number(/(?:Ln |行 )(\d+)/.exec(t)?.[1] ?? 0);
};

for (const ui of [
  { name: 'en-light', theme: 'Default Light Modern', other: 'Dark Modern', nls: NLS.en, done: /reviewed/, pick: 'zh', picked: /^[炮马车兵相仕帅]/, summary: /Red.*Black/ },
  { name: 'zh-dark', locale: 'zh-cn', theme: 'Default Dark Modern', other: 'Light Modern', nls: NLS.zh, done: /复盘完成/, pick: 'iccs', picked: /^[a-i]\d[a-i]\d$/, summary: /红方.*黑方/ },
] as const) {
  describe(`e2e: the graph beside the text and the notation picker, ${ui.name}`, function () {
    const session = useSession({
      name: `graphview-${ui.name}`,
      ...('locale' in ui ? { locale: ui.locale } : {}),
      files: { 'selfplay.pgn': GAME },
      settings: { 'workbench.colorTheme': ui.theme, 'xiangqiLens.review.nodes': 2000 },
      open: 'selfplay.pgn',
      openAs: 'text',
    });
    let graph: Frame;

    it('Review Game, then Show Evaluation Graph: a dot per mark naming its move (the file\'s WXF) and score; a click puts the cursor on that move', async function () {
      const { page, shot } = session();
      await page.setViewportSize({ width: 1400, height: 900 });
      await command(page, `Xiangqi Lens: ${ui.nls['command.reviewGame']}`);
      await page.locator('.notification-toast', { hasText: ui.done }).first().waitFor({ timeout: 170_000 });
      await command(page, `Xiangqi Lens: ${ui.nls['command.showEvalGraph']}`);
      graph = await graphFrame(page);
      const g = await until(page, () => readGraph(graph), (x) => x.dots.length > 0 && x.size.height > 60, 'the reviewed graph', 60_000);
      assert.match(g.title, /Xiangqi Lens self-play/);
      assert.match(g.summary, ui.summary);
      for (const d of g.dots) assert.match(d, /^\d+(\.|…) [A-Z+\-.=\d]+(\?!|\?\?|\?|!)\s+\S+/u, d);
      // the panel is beside the text: the text editor stays in view above it
      await page.locator('.editor-group-container .monaco-editor').first().waitFor();
      await page.waitForTimeout(500);
      await shot('graph');
      const before = await cursorLine(page);
      await graph.locator('.xq-evalgraph circle.dot').nth(Math.floor(g.dots.length / 2)).click();
      const after = await until(page, () => cursorLine(page), (n) => n !== before && n >= 9, 'the cursor on the dot\'s move');
      assert.ok(after >= 9, `line ${after}: a move line, below the headers`);
      // the graph follows the cursor: the move under it is marked
      await until(page, () => readGraph(graph), (x) => x.cursor, 'the cursor line on the graph');
      await resize(page, graph, '.xq-evalgraph', { width: 1000, height: 700 });
      const small = await readGraph(graph);
      assert.equal(small.dots.length, g.dots.length);
      assert.ok(small.size.width > 0 && small.size.width <= 1000, JSON.stringify(small.size));
      await shot('graph-1000x700');
    });

    it('Open Board Beside: the moves as the file writes them (WXF); the page\'s notation picker rewrites them', async function () {
      const { page, shot } = session();
      await page.setViewportSize({ width: 1400, height: 900 });
      await command(page, `Xiangqi Lens: ${ui.nls['command.openBoardBeside']}`);
      const frame = await pageFrame(page, 90_000);
      const v = await waitPage(page, frame, (x) => x.moves.length > 10, 'the game on the board');
      assert.equal(v.moves[0], 'C2.5', 'the file\'s own notation, whatever the UI language');
      const picker = frame.locator('[data-action="notation"]');
      await picker.click();
      await frame.locator(`vscode-option[value="${ui.pick}"]`).click();
      const picked = await waitPage(page, frame, (x) => ui.picked.test(x.moves[0] ?? ''), `the moves in ${ui.pick}`, 30_000);
      assert.ok(picked.moves.every((m) => m.length > 0));
      // the panel with the graph closed (Ctrl+J), so the board page has the window's height
      await focusWorkbench(page);
      await page.keyboard.press('Control+J');
      await page.locator('.part.panel').waitFor({ state: 'hidden', timeout: 10_000 });
      await page.waitForTimeout(500);
      await shot('picker');
      await resize(page, frame, '#board svg', { width: 1000, height: 700 });
      await shot('picker-1000x700');
      // a resize redraws the page; the pick stays
      const again = await readPage(frame);
      assert.ok(ui.picked.test(again.moves[0] ?? ''));
    });

    it(`looks right in the other theme too (${ui.other})`, async function () {
      const { page, shot } = session();
      await page.setViewportSize({ width: 1400, height: 900 });
      await setColorTheme(page, ui.other);
      await page.waitForTimeout(1500);
      await shot(`${ui.other.includes('Dark') ? 'dark' : 'light'}-picker`);
      await command(page, `Xiangqi Lens: ${ui.nls['command.showEvalGraph']}`);
      graph = await graphFrame(page);
      await until(page, () => readGraph(graph), (x) => x.dots.length > 0, 'the graph again');
      await page.waitForTimeout(800);
      await shot(`${ui.other.includes('Dark') ? 'dark' : 'light'}-graph`);
      await resize(page, graph, '.xq-evalgraph', { width: 1000, height: 700 });
      await shot(`${ui.other.includes('Dark') ? 'dark' : 'light'}-graph-1000x700`);
    });
  });
}
