// A study notebook in the real workbench, as a person uses it: Run All, the analysis drawn by our renderer
// (board, eval bar, lines) inside the output, a line stepped through with the buttons and the arrow keys,
// and a position search whose hit opens the game on the board at that move. Twice: Chinese UI with a dark
// theme, English UI with a light one; screenshots of each in test-results/.
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Frame, Page } from 'playwright-core';
import { toFen } from '../../src/core/fen';
import { replayLine } from '../../src/core/line';
import { moveToIccs } from '../../src/core/notation';
import { mainlineMoves } from '../../src/formats/game';
import { readGames } from '../../src/formats/read';
import { readPlacement } from '../../webview/board/placement';
import { e2ePaths } from './codeServer';
import { useSession } from './session';
import { pageFrame, readPage } from './boardPage';
import { until } from './workbench';

const GAME = readFileSync(join(e2ePaths.root, 'samples', 'selfplay-1.xqf'));
/** The sample game's position after 8 moves: what the search cell looks for. */
const searched = (): string => {
  const r = readGames(GAME, 'selfplay-1.xqf');
  assert.ok(r.ok);
  const line = mainlineMoves(r.value.games[0]).map(moveToIccs).slice(0, 8);
  const p = replayLine(r.value.games[0].startFen, line);
  assert.ok(p.ok);
  return toFen(p.value.position);
};

/** A FEN's pieces as the board page's DOM lists them, sorted. */
const placementOf = (fen: string): string => {
  const r = readPlacement(fen);
  assert.ok(r.ok);
  return [...r.value].map(([k, p]) => `${k}:${p.role}:${p.color === 'red'}`).sort().join();
};

const study = (): string =>
  [
    '<!-- xqnb v1 -->',
    '',
    '# Central cannon',
    '',
    '```xiangqi',
    'depth 6 multipv 2',
    'startpos',
    '炮二平五 马8进7',
    '```',
    '',
    'Where else did this position occur?',
    '',
    '```xiangqi',
    'search',
    searched(),
    '```',
    '',
  ].join('\n');

interface StudyDom {
  readonly state: string;
  readonly line: string;
  readonly step: string;
  readonly status: string;
  readonly pieces: number;
  readonly lines: string[];
  readonly arrows: number;
  readonly piece: (string | null)[];
}

/** The frame of a notebook output webview that holds `selector` (Playwright's locators see into shadow roots). */
const frameWith = async (page: Page, selector: string, what: string): Promise<Frame> =>
  (await until(
    page,
    async () => {
      for (const f of page.frames()) if ((await f.locator(selector).count().catch(() => 0)) > 0) return f;
      return undefined;
    },
    (f) => f !== undefined,
    what,
  ))!;

/** What the analysis output shows, read through its shadow root. */
const readStudy = (frame: Frame, squares: string[]): Promise<StudyDom> =>
  frame.evaluate(
    `(() => {
      const host = [...document.querySelectorAll('*')].find((e) => e.shadowRoot && e.shadowRoot.querySelector('.xq-study'));
      const root = host.shadowRoot.querySelector('.xq-study');
      const text = (el) => (el && el.textContent) || '';
      return {
        state: root.dataset.state, line: root.dataset.line, step: root.dataset.step,
        status: text(root.querySelector('.xq-study-status')),
        pieces: root.querySelectorAll('.xq-board-svg g.piece').length,
        lines: [...root.querySelectorAll('.xq-engine .pv')].map((r) => [...r.querySelectorAll('.move')].map(text).join(' ')),
        arrows: root.querySelectorAll('.layer-arrows .shaft').length,
        piece: ${JSON.stringify(squares)}.map((k) => { const g = root.querySelector('.layer-pieces g.piece[data-square="' + k + '"]'); return g ? g.getAttribute('data-role') + ':' + (g.classList.contains('red') ? 'red' : 'black') : null; }),
      };
    })()`,
  ) as Promise<StudyDom>;

const suite = (o: { name: string; locale?: string; theme: string; depthWord: RegExp; firstMove: RegExp }): void => {
  describe(`e2e: a study notebook, ${o.name}`, function () {
    const session = useSession({
      name: `study-${o.name}`,
      ...(o.locale ? { locale: o.locale } : {}),
      files: { 'study.xqnb': study(), 'selfplay-1.xqf': GAME },
      settings: { 'workbench.colorTheme': o.theme, 'notebook.output.scrolling': false },
      open: 'study.xqnb',
    });

    it('Run All draws the analysis with our renderer: the board, the eval bar and two lines in the notation the cell is written in', async function () {
      const { page, shot } = session();
      // the notebook's own toolbar, as a person runs every cell
      await page.locator('.notebook-toolbar-container .action-item', { hasText: 'Run All' }).first().click();
      const frame = await frameWith(page, '.xq-study', 'the analysis output');
      // finished, and in the UI's words once the extension has told the renderer (its channel answers in its own time)
      const done = await until(page, () => readStudy(frame, []), (d) => d.state === 'done' && d.lines.length === 2 && o.depthWord.test(d.status), 'the analysis to finish');
      assert.equal(done.pieces, 32);
      assert.match(done.lines[0], o.firstMove);
      assert.equal(done.arrows, 2, 'an arrow for the first move of each line');
      await frame.locator('.xq-study').first().scrollIntoViewIfNeeded();
      await shot('analysis');
    });

    it('steps through the best line with the buttons and the arrow keys', async function () {
      const { page, shot } = session();
      const frame = await frameWith(page, '.xq-study', 'the analysis output');
      const first = await readStudy(frame, []);
      const line = first.lines[0].split(' ');
      assert.ok(line.length >= 3, first.lines[0]);
      await frame.locator('.xq-study vscode-button[data-step="next"]').first().click();
      await until(page, () => readStudy(frame, []), (d) => d.step === '1', 'one move into the line');
      await page.keyboard.press('ArrowRight');
      // inside a line: the next move's arrow
      await until(page, () => readStudy(frame, []), (d) => d.step === '2' && d.arrows === 1, 'the arrow key steps');
      await shot('stepped');
      // the controls up close, to see that they take the theme's colours
      await frame.locator('.xq-study .xq-toolbar').first().screenshot({ path: join(e2ePaths.results, `study-${o.name}-controls.png`) });
      await page.keyboard.press('End');
      await until(page, () => readStudy(frame, []), (d) => d.step === String(line.length), 'End goes to the end of the line');
      await page.keyboard.press('ArrowDown');
      await until(page, () => readStudy(frame, []), (d) => d.line === '1', '↓ takes the second line');
      await page.keyboard.press('Home');
      // back at the analysed position: an arrow for the first move of each line again (drawn at the next frame)
      await until(page, () => readStudy(frame, []), (d) => d.step === '0' && d.arrows === 2, 'Home goes back to the analysed position');
    });

    it('the search cell lists the sample game, and its link opens the game on the board at that move', async function () {
      const { page, shot } = session();
      const frame = await frameWith(page, '.xq-search a.hit-link', 'the search output');
      const link = frame.locator('.xq-search a.hit-link').first();
      assert.equal(await link.textContent(), 'selfplay-1.xqf#8');
      // a taller window shows the whole study, the search's hits included
      await page.setViewportSize({ width: 1440, height: 1300 });
      await until(page, () => link.isVisible(), (v) => v, 'the hits in view', 10_000);
      await shot('search');
      await link.click();
      const board = await pageFrame(page);
      // the board page shows the game at move 8: the searched position, piece for piece
      const want = placementOf(searched());
      await until(page, () => readPage(board), (b) => b.pieces.map((p) => `${p.square}:${p.role}:${p.red}`).sort().join() === want, 'the game at move 8');
      await page.setViewportSize({ width: 1440, height: 900 });
      await shot('hit-opened');
    });
  });
};

suite({ name: 'zh-dark', locale: 'zh-cn', theme: 'Default Dark Modern', depthWord: /深度 \d+/, firstMove: /[马车炮兵相仕帅]/ });
// the cell's moves are written in Chinese: its lines are too, whatever the UI's language (issue 37, defect 6)
suite({ name: 'en-light', theme: 'Default Light Modern', depthWord: /depth \d+/, firstMove: /^[马车炮兵相仕帅]/ });
