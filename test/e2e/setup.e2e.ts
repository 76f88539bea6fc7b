// The setup board (Set Up a Position… / 摆棋…), driven as a person does in the real workbench: clear the
// board, put the two generals on one open file (the reason is listed, New Game is disabled), put a horse
// between them (legal), drag a pawn where no pawn can stand and right-click it away, copy the FEN, and start
// a new game from the position. In an English UI with a light theme and a Chinese one with a dark theme,
// each also shot in the other theme: test-results/setup-*.png.
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Frame, Page } from 'playwright-core';
import { BOARD_WIDTH, squareToPoint } from '../../webview/board/geometry';
import type { Key } from '../../webview/board/types';
import { boardFen, pageFrame, readPage } from './boardPage';
import { e2ePaths } from './codeServer';
import { useSession } from './session';
import { resize, runCommand, setColorTheme, until } from './workbench';

/** The setup board's drawing, whose box says the page has taken a new window size. */
const BOARD = '#board svg.xq-board-svg';

const NLS = {
  en: JSON.parse(readFileSync(join(e2ePaths.root, 'package.nls.json'), 'utf8')) as Record<string, string>,
  zh: JSON.parse(readFileSync(join(e2ePaths.root, 'package.nls.zh-cn.json'), 'utf8')) as Record<string, string>,
};
/** The command's title up to its ellipsis: the palette matches it as a prefix (the whole title with its "…" found no row there). */
const openTitle = (nls: Record<string, string>): string => `Xiangqi Lens: ${nls['command.setupPosition'].replace(/…$/, '')}`;
const LEGAL_FEN = '4k4/9/9/9/9/4N4/9/9/9/4K4 w - - 0 1';

/** Runs Set Up a Position… from the palette; tried again while the workbench is still loading the extension's commands. */
async function openSetup(page: Page, nls: Record<string, string>): Promise<Frame> {
  for (let i = 0; ; i++) {
    try {
      await runCommand(page, openTitle(nls));
      break;
    } catch (e) {
      if (i === 3) throw e;
      await page.keyboard.press('Escape');
      await page.waitForTimeout(5000);
    }
  }
  return setupFrame(page);
}

/** The setup board's frame, once its board is drawn and visible. */
async function setupFrame(page: Page): Promise<Frame> {
  return until(
    page,
    async () => {
      for (const f of page.frames()) {
        const ok = await f.evaluate('!!document.querySelector("#app.xq-setup #board svg") && document.visibilityState === "visible"').catch(() => false);
        if (ok) return f;
      }
      return undefined;
    },
    (f) => !!f,
    'the setup board',
    90_000,
  ) as Promise<Frame>;
}

interface SetupView {
  pieces: string[];
  fen: string;
  problems: { code: string; text: string }[];
  legal: string;
  newGameDisabled: boolean;
  turn: string;
}

const readSetup = (frame: Frame): Promise<SetupView> =>
  frame.evaluate(`(() => ({
    pieces: Array.from(document.querySelectorAll('#board .layer-pieces g.piece')).map((g) => g.getAttribute('data-square') + (g.classList.contains('red') ? g.getAttribute('data-role').toUpperCase() : g.getAttribute('data-role'))).sort(),
    fen: document.querySelector('.setup-fen').value,
    problems: Array.from(document.querySelectorAll('.setup-status li.problem')).map((li) => ({ code: li.dataset.code, text: li.textContent })),
    legal: (document.querySelector('.setup-status .legal') || {}).textContent || '',
    newGameDisabled: document.querySelector('[data-action="newGame"]').hasAttribute('disabled'),
    turn: document.querySelector('[data-action="red"]').getAttribute('aria-pressed') === 'true' ? 'red' : 'black',
  }))()`) as Promise<SetupView>;

/** Where a square is inside the board picture, in the picture's own pixels (red at the bottom). */
async function squarePosition(frame: Frame, key: Key): Promise<{ x: number; y: number }> {
  const box = (await frame.locator('#board svg.xq-board-svg').boundingBox())!;
  const p = squareToPoint(key, 'red');
  const scale = box.width / BOARD_WIDTH;
  return { x: p.x * scale, y: p.y * scale };
}

const tool = (frame: Frame, role: string, color: 'red' | 'black'): ReturnType<Frame['locator']> =>
  frame.locator(`.setup-tool[data-role="${role}"][data-color="${color}"]`).first();

/** Arms a palette piece, clicks the squares, disarms it. */
async function place(frame: Frame, role: string, color: 'red' | 'black', ...keys: Key[]): Promise<void> {
  await tool(frame, role, color).click();
  for (const k of keys) await frame.locator('#board svg.xq-board-svg').click({ position: await squarePosition(frame, k) });
  await tool(frame, role, color).click();
}

const suite = (o: { name: string; locale?: string; theme: string; other: string; otherBackground: string; nls: Record<string, string>; facing: RegExp; pawn: RegExp; copied: string; keyPlaced: RegExp; keyRemoved: RegExp }): void => {
  describe(`e2e: the setup board, ${o.name}`, function () {
    const session = useSession({
      name: `setup-${o.name}`,
      ...(o.locale ? { locale: o.locale } : {}),
      files: { 'notes.txt': 'positions to set up\n' },
      settings: { 'workbench.colorTheme': o.theme },
    });
    let frame: Frame;

    it('opens on the start position; Clear, two generals facing: the reason is listed and New Game is disabled', async function () {
      const { page } = session();
      frame = await openSetup(page, o.nls);
      const start = await until(page, () => readSetup(frame), (v) => v.pieces.length === 32, 'the start position');
      assert.equal(start.fen, 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1');
      assert.ok(start.legal.length > 0 && !start.newGameDisabled);
      await frame.locator('[data-action="clear"]').click();
      await until(page, () => readSetup(frame), (v) => v.pieces.length === 0, 'an empty board');
      await place(frame, 'k', 'red', 'e0');
      await place(frame, 'k', 'black', 'e9');
      const v = await until(page, () => readSetup(frame), (x) => x.pieces.length === 2, 'two generals');
      assert.deepEqual(v.pieces, ['e0K', 'e9k']);
      assert.deepEqual(v.problems.map((p) => p.code), ['ERR_GENERALS_FACING']);
      assert.match(v.problems[0].text, o.facing);
      assert.ok(v.newGameDisabled, 'New Game waits for a legal position');
      assert.equal(v.fen, '4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1');
      await page.waitForTimeout(300);
      await session().shot(`${o.name.split('-')[1]}-illegal`);
      // the smaller window: the reason and the disabled New Game still in view
      await resize(page, frame, BOARD, { width: 1000, height: 700 });
      const small = await readSetup(frame);
      assert.ok(small.newGameDisabled && small.problems.length === 1);
      await session().shot(`${o.name.split('-')[1]}-illegal-1000x700`);
      // back to the larger window before the next test measures where to drag
      await resize(page, frame, BOARD, { width: 1440, height: 900 });
    });

    it('a pawn dragged from the palette where no pawn can stand is explained; a right-click takes it off', async function () {
      const { page } = session();
      const from = (await tool(frame, 'p', 'red').boundingBox())!;
      const board = (await frame.locator('#board svg.xq-board-svg').boundingBox())!;
      const at = await squarePosition(frame, 'a1');
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(board.x + at.x, board.y + at.y, { steps: 10 });
      await page.mouse.up();
      const v = await until(page, () => readSetup(frame), (x) => x.pieces.includes('a1P'), 'a pawn on a1');
      assert.deepEqual(v.problems.map((p) => p.code), ['ERR_PAWN_BEHIND', 'ERR_GENERALS_FACING']);
      assert.match(v.problems[0].text, o.pawn);
      await frame.locator('#board svg.xq-board-svg').click({ button: 'right', position: at });
      await until(page, () => readSetup(frame), (x) => !x.pieces.includes('a1P'), 'the pawn taken off');
    });

    it('a horse between the generals makes it legal; Copy FEN copies it; New Game opens a board on it', async function () {
      const { page, shot } = session();
      await place(frame, 'n', 'red', 'e4');
      const v = await until(page, () => readSetup(frame), (x) => x.problems.length === 0, 'a legal position');
      assert.ok(!v.newGameDisabled);
      assert.equal(v.fen, LEGAL_FEN);
      assert.ok(v.legal.length > 0);
      await frame.locator('[data-action="copyFen"]').click();
      await page.locator('.statusbar-item', { hasText: `${o.copied}${LEGAL_FEN}` }).first().waitFor({ timeout: 15_000 });
      await frame.locator('[data-action="black"]').click();
      await until(page, () => readSetup(frame), (x) => x.turn === 'black' && x.fen === LEGAL_FEN.replace(' w ', ' b '), 'Black to move');
      await frame.locator('[data-action="red"]').click();
      await until(page, () => readSetup(frame), (x) => x.turn === 'red', 'Red to move again');
      await frame.locator('[data-action="newGame"]').click();
      const game = await pageFrame(page, 90_000);
      const shown = await until(page, () => readPage(game), (p) => p.pieces.length === 3, 'the new game on the board');
      assert.equal(boardFen(shown.pieces), LEGAL_FEN.split(' ')[0]);
      await shot(`${o.name.split('-')[1]}-newgame`);
    });

    it('from the keyboard alone: arrows move the focus square, letters choose a piece, Enter places, Delete removes, each step said', async function () {
      const { page, shot } = session();
      frame = await openSetup(page, o.nls);
      await frame.locator('[data-action="clear"]').click();
      await until(page, () => readSetup(frame), (v) => v.pieces.length === 0, 'an empty board');
      const spoken = (): Promise<string> => frame.locator('.setup-spoken').textContent().then((t) => t ?? '');
      await frame.locator('#board').focus();
      // the focus square starts on Red's general's square
      const press = async (...keys: string[]): Promise<void> => {
        for (const k of keys) await page.keyboard.press(k);
      };
      await press('Shift+K', 'Enter');
      await until(page, () => readSetup(frame), (v) => v.pieces.includes('e0K'), 'the red general on e0');
      await press(...new Array<string>(9).fill('ArrowUp'), 'k', 'Enter');
      await until(page, () => readSetup(frame), (v) => v.pieces.includes('e9k'), 'the black general on e9');
      await press(...new Array<string>(5).fill('ArrowDown'), 'Shift+N', 'Space');
      const v = await until(page, () => readSetup(frame), (x) => x.pieces.includes('e4N'), 'a red horse on e4');
      assert.equal(v.fen, LEGAL_FEN);
      assert.match(await spoken(), o.keyPlaced);
      await press('ArrowLeft', 'Shift+P', 'Enter');
      await until(page, () => readSetup(frame), (x) => x.pieces.includes('d4P'), 'a red pawn on d4');
      await press('Delete');
      const w = await until(page, () => readSetup(frame), (x) => !x.pieces.includes('d4P'), 'the pawn removed');
      assert.deepEqual(w.pieces, ['e0K', 'e4N', 'e9k']);
      assert.match(await spoken(), o.keyRemoved);
      await press('ArrowRight');
      await resize(page, frame, BOARD, { width: 1400, height: 900 });
      await shot(`${o.name.split('-')[1]}-keyboard`);
      await resize(page, frame, BOARD, { width: 1000, height: 700 });
      // the board and its spoken line still in view at the smaller size
      const line = (await frame.locator('.setup-spoken').boundingBox())!;
      assert.ok(line.y + line.height <= 700, `the spoken line at ${line.y}`);
      await shot(`${o.name.split('-')[1]}-keyboard-1000x700`);
      // back to the larger window before the next test measures where to drag
      await resize(page, frame, BOARD, { width: 1440, height: 900 });
    });

    // the names the theme picker lists (the settings call them "Default Light Modern" and so on)
    it(`looks right in the other theme too (${o.other})`, async function () {
      const { page, shot } = session();
      await setColorTheme(page, o.other);
      frame = await openSetup(page, o.nls);
      await until(page, () => frame.evaluate('getComputedStyle(document.body).backgroundColor') as Promise<string>, (c) => c === o.otherBackground, `the ${o.other} background`, 30_000);
      // back to the illegal set-up, so the shot shows a reason
      await place(frame, 'n', 'red', 'e4');
      await until(page, () => readSetup(frame), (x) => x.problems.length === 1, 'the facing generals again');
      await page.waitForTimeout(500);
      await shot(`${o.other.includes('Dark') ? 'dark' : 'light'}-illegal`);
      // the keyboard's focus square and its words in this theme, at both sizes
      await frame.locator('#board').focus();
      await page.keyboard.press('ArrowUp');
      await resize(page, frame, BOARD, { width: 1400, height: 900 });
      await shot(`${o.other.includes('Dark') ? 'dark' : 'light'}-keyboard`);
      await resize(page, frame, BOARD, { width: 1000, height: 700 });
      await shot(`${o.other.includes('Dark') ? 'dark' : 'light'}-keyboard-1000x700`);
      // back to the larger window before the next test measures where to drag
      await resize(page, frame, BOARD, { width: 1440, height: 900 });
    });
  });
};

suite({ name: 'en-light', theme: 'Default Light Modern', other: 'Dark Modern', otherBackground: 'rgb(31, 31, 31)', nls: NLS.en, facing: /generals face each other.*e9, e0/, pawn: /Red pawn on a1/, copied: 'Copied: ', keyPlaced: /^Red horse placed on e4$/, keyRemoved: /^Red pawn removed from d4$/ });
suite({ name: 'zh-dark', locale: 'zh-cn', theme: 'Default Dark Modern', other: 'Light Modern', otherBackground: 'rgb(255, 255, 255)', nls: NLS.zh, facing: /将帅对面（e9、e0）/, pawn: /红兵在 a1/, copied: '已复制：', keyPlaced: /^红马放在红方五路第五行$/, keyRemoved: /^从红方六路第五行拿走红兵$/ });
