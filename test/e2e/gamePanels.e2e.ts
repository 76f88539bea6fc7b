// The board page's game header panel and analysis settings (#37) in a real VS Code, in both UI languages and
// both theme kinds: an .xqf's players edited in place, undone and redone as edits of the document and saved to
// the file; a PGN's opening taken from the book, named in the UI's language, written as tags; the number of
// lines changed during an analysis applies at once and is kept in the workspace's settings; a limited search
// stops by itself. Screenshots at 1400×900 and 1000×700 in test-results/panels-*.png.
import { strict as assert } from 'node:assert';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Frame, Page } from 'playwright-core';
import { PAGE_STRINGS } from '../../src/protocol/webview';
import { focusPage, pageFrame, readPage, waitPage } from './boardPage';
import { e2ePaths } from './codeServer';
import { useSession } from './session';
import { closeAllEditors, openFile, runCommand, until } from './workbench';

const samples = (name: string): Buffer => readFileSync(join(e2ePaths.root, 'samples', name));
const ZH = JSON.parse(readFileSync(join(e2ePaths.root, 'l10n/bundle.l10n.zh-cn.json'), 'utf8')) as Record<string, string>;
const NLS = {
  en: JSON.parse(readFileSync(join(e2ePaths.root, 'package.nls.json'), 'utf8')) as Record<string, string>,
  zh: JSON.parse(readFileSync(join(e2ePaths.root, 'package.nls.zh-cn.json'), 'utf8')) as Record<string, string>,
};
const tabOf = (name: string): string => `.tabs-container .tab[aria-label*="${name}"]`;

/** The screen horses against the central cannon, in WXF: the book names it C00. */
const SCREEN_HORSES = ['[Event "Club night"]', '[Red "Red player"]', '[Black "Black player"]', '[Result "*"]', '[Format "WXF"]', '', '1. C2.5 H8+7 2. H2+3 R9.8 3. R1.2 H2+3 4. P7+1 *', ''].join('\n');

const SIZES = [
  { width: 1400, height: 900 },
  { width: 1000, height: 700 },
] as const;

const headersOf = (file: string): Record<string, string> => {
  const out = execFileSync(process.execPath, [join(e2ePaths.root, 'dist/cli.js'), 'read', file, '--to', 'json'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  return (JSON.parse(out) as { games: { headers: Record<string, string> }[] }).games[0].headers;
};

/** The header fields and settings as the page shows them. */
const panelsOf = (frame: Frame): Promise<{ fields: Record<string, string>; book: string; settings: Record<string, { value: string; options: number; disabled: boolean }>; summary: string }> =>
  frame.evaluate(`(() => {
    const fields = {};
    for (const e of document.querySelectorAll('.xq-header [data-header]')) fields[e.dataset.header] = e.value;
    const settings = {};
    for (const e of document.querySelectorAll('.xq-settings [data-setting]')) settings[e.dataset.setting] = { value: e.value, options: e.options ? e.options.length : 0, disabled: e.disabled };
    const book = document.querySelector('.xq-header .book .text');
    return { fields, book: book ? book.textContent : '', settings, summary: (document.querySelector('.xq-settings > summary') || {}).textContent || '' };
  })()`);

/** Opens a folded panel (the header or the settings) once. */
const unfold = async (frame: Frame, cls: string): Promise<void> => {
  if (!(await frame.evaluate(`document.querySelector('${cls}').open`))) await frame.locator(`${cls} > summary`).click();
};

/** Types into a field of the page and presses Enter, as a person edits in place. */
const typeInto = async (page: Page, frame: Frame, selector: string, text: string): Promise<void> => {
  await frame.locator(selector).fill(text);
  await frame.locator(selector).press('Enter');
  void page;
};

for (const ui of [
  { name: 'en-light', locale: undefined, theme: 'Default Light Modern', words: (k: keyof typeof PAGE_STRINGS): string => PAGE_STRINGS[k], opening: 'Central Cannon vs Screen Horses', nls: NLS.en },
  { name: 'zh-dark', locale: 'zh-cn', theme: 'Default Dark Modern', words: (k: keyof typeof PAGE_STRINGS): string => ZH[PAGE_STRINGS[k]], opening: '中炮对屏风马', nls: NLS.zh },
] as const) {
  describe(`e2e: the board page's game header and analysis settings (#37), ${ui.name}`, function () {
    const session = useSession({
      name: `panels-${ui.name}`,
      ...(ui.locale ? { locale: ui.locale } : {}),
      files: { 'selfplay.xqf': samples('selfplay-1.xqf'), 'club.pgn': SCREEN_HORSES },
      settings: { 'workbench.colorTheme': ui.theme, 'xiangqiLens.analysis.depth': 6, 'xiangqiLens.analysis.multiPv': 1 },
    });

    it('an .xqf: the players edited in place, undone and redone as edits of the document, and saved to the file', async function () {
      const { page, shot, workspace } = session();
      await page.setViewportSize(SIZES[0]);
      await openFile(page, 'selfplay.xqf', 'board');
      const frame = await pageFrame(page, 60_000, async (f) => (await readPage(f)).title.includes('self-play'));
      await unfold(frame, '.xq-header');
      let p = await panelsOf(frame);
      assert.deepEqual([p.fields.Event, p.fields.Red, p.fields.Black, p.fields.Result, p.fields.Date], ['Xiangqi Lens self-play', 'Xiangqi Lens', 'Xiangqi Lens', '*', '2026.11.23']);
      await typeInto(page, frame, '.xq-header input[data-header="Red"]', '许银川');
      await waitPage(page, frame, (v) => v.title.includes('许银川'), 'the title to name the new Red player');
      await page.locator(`${tabOf('selfplay.xqf')}.dirty`).waitFor();
      await frame.locator('.xq-header select[data-header="Result"]').selectOption('1-0');
      await waitPage(page, frame, (v) => v.title.endsWith('1-0'), 'the result in the title');
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await page.waitForTimeout(300);
        await shot(`${size.width}x${size.height}-xqf-header`);
      }
      await page.setViewportSize(SIZES[0]);
      // undo twice: the result, then the player; redo brings the player back
      await focusPage(frame);
      await page.keyboard.press('Control+Z');
      await waitPage(page, frame, (v) => !v.title.endsWith('1-0') && v.title.includes('许银川'), 'undo of the result');
      await page.keyboard.press('Control+Z');
      await waitPage(page, frame, (v) => !v.title.includes('许银川'), 'undo of the player');
      p = await panelsOf(frame);
      assert.equal(p.fields.Red, 'Xiangqi Lens', 'the field follows the undo');
      await page.locator(`${tabOf('selfplay.xqf')}:not(.dirty)`).waitFor();
      await page.keyboard.press('Control+Y');
      await waitPage(page, frame, (v) => v.title.includes('许银川'), 'redo of the player');
      await page.keyboard.press('Control+S');
      await page.locator(`${tabOf('selfplay.xqf')}:not(.dirty)`).waitFor();
      const saved = headersOf(join(workspace, 'selfplay.xqf'));
      assert.equal(saved.Red, '许银川');
      assert.equal(saved.Result, '*', 'the undone result is not saved');
      assert.equal(saved.Event, 'Xiangqi Lens self-play');
    });

    it('a PGN: the opening the book names, in the UI language, written as ECCO and Opening tags', async function () {
      const { page, shot, workspace } = session();
      await page.setViewportSize(SIZES[0]);
      await openFile(page, 'club.pgn', 'text');
      await runCommand(page, `Xiangqi Lens: ${ui.nls['command.openBoardBeside']}`);
      const frame = await pageFrame(page, 60_000, async (f) => (await readPage(f)).title.includes('Club night'));
      await unfold(frame, '.xq-header');
      const p = await until(page, () => panelsOf(frame), (x) => x.book !== '', 'the book to name the opening');
      assert.equal(p.book, ui.words('bookOpening').replace('{0}', `C00 ${ui.opening}`));
      assert.deepEqual([p.fields.ECCO, p.fields.Opening], ['', '']);
      await frame.locator('.xq-header .book .use').click();
      await until(page, () => panelsOf(frame), (x) => x.fields.ECCO === 'C00' && x.fields.Opening === ui.opening, 'the tags to be set');
      await until(page, () => frame.evaluate(`!document.querySelector('.xq-header .book .use')`), (gone) => gone === true, 'the offer to go once the tags say it');
      await typeInto(page, frame, '.xq-header input[data-header="Date"]', '2026.11.29');
      await until(page, () => panelsOf(frame), (x) => x.fields.Date === '2026.11.29', 'the date');
      await shot('pgn-header');
      // the text beside has the tags already; saving it writes them
      await page.locator('.tabs-container .tab[aria-label="club.pgn"]').click();
      await page.locator('.editor-group-container.active .monaco-editor .view-lines').first().click();
      await page.keyboard.press('Control+S');
      await page.locator(`${tabOf('club.pgn')}:not(.dirty)`).first().waitFor();
      const text = readFileSync(join(workspace, 'club.pgn'), 'utf8');
      for (const tag of ['[ECCO "C00"]', `[Opening "${ui.opening}"]`, '[Date "2026.11.29"]', '[Event "Club night"]']) assert.ok(text.includes(tag), `${tag} in\n${text}`);
      assert.ok(text.includes('1. C2.5 H8+7 2. H2+3 R9.8'), 'the moves as they were');
    });

    it('analysis settings: lines changed while analysing apply at once and are kept for the workspace; a limited search stops by itself', async function () {
      const { page, shot, workspace } = session();
      await page.setViewportSize(SIZES[0]);
      // one editor group again (the PGN's board stood beside its text): everything is saved, Close All asks nothing
      await closeAllEditors(page);
      await openFile(page, 'selfplay.xqf', 'board');
      const frame = await pageFrame(page, 60_000, async (f) => (await readPage(f)).title.includes('self-play'));
      await unfold(frame, '.xq-settings');
      let p = await panelsOf(frame);
      assert.equal(p.settings.multipv.value, '1');
      assert.equal(p.settings.boardSearch.value, 'infinite');
      assert.ok(p.settings.engine.disabled && p.settings.engine.options === 1, 'no external engine configured: the built-in one alone');
      await frame.locator('.xq-engine .toggle').click();
      await waitPage(page, frame, (v) => v.engine.lines.length === 1 && v.engine.lines[0].depth >= 4, 'one line');
      await typeInto(page, frame, '.xq-settings input[data-setting="multipv"]', '3');
      // the running search starts again with three lines, without another click
      await waitPage(page, frame, (v) => v.engine.lines.length === 3 && v.engine.toggle === ui.words('stop'), 'three lines at once', 90_000);
      const settingsFile = join(workspace, '.vscode', 'settings.json');
      await until(page, async () => (existsSync(settingsFile) ? readFileSync(settingsFile, 'utf8') : ''), (t) => /"xiangqiLens\.analysis\.multiPv":\s*3/.test(t), 'the workspace setting');
      p = await panelsOf(frame);
      assert.ok(p.summary.includes('3'), p.summary);
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await page.waitForTimeout(300);
        await shot(`${size.width}x${size.height}-settings`);
      }
      await page.setViewportSize(SIZES[0]);
      // limited to depth 5: the running search ends by itself, the button back to Analyse
      await frame.locator('.xq-settings select[data-setting="boardSearch"]').selectOption('limited');
      await until(page, () => panelsOf(frame), (x) => x.settings.depth?.value === '6', 'depth and time to show');
      await typeInto(page, frame, '.xq-settings input[data-setting="depth"]', '5');
      await waitPage(page, frame, (v) => v.engine.toggle === ui.words('analyse') && v.engine.lines.length === 3, 'the limited search to end by itself', 90_000);
      const kept = await until(page, async () => readFileSync(settingsFile, 'utf8'), (t) => /"xiangqiLens\.analysis\.depth":\s*5/.test(t), 'the depth in the workspace settings');
      assert.match(kept, /"xiangqiLens\.analysis\.board":\s*"limited"/);
      // back to searching until stopped, for whoever runs next
      await frame.locator('.xq-settings select[data-setting="boardSearch"]').selectOption('infinite');
      await until(page, () => panelsOf(frame), (x) => x.settings.depth === undefined, 'depth and time to hide');
    });
  });
}
