// The board editor in a real VS Code (code-server's workbench in headless Chromium, our .vsix installed as a
// user installs it), Chinese UI: a real .xqf against `xqlens read`, play / undo / redo / save / reload, a file
// that cannot be read, a PGN on the board and in the text both ways, a GBK PGN, and live analysis; then the
// same board in the light, dark and high-contrast themes. Needs `node test/e2e/setup.mjs` (`npm run test:e2e`).
import { strict as assert } from 'node:assert';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Frame } from 'playwright-core';
import { toFen } from '../../src/core/fen';
import { formatLine, replayLine } from '../../src/core/line';
import { moveToIccs } from '../../src/core/notation';
import { itShared, sharedDataPresent, sharedPath } from '../shared';
import { boardFen, clickMove, focusPage, pageFrame, readPage, waitPage } from './boardPage';
import { e2ePaths } from './codeServer';
import { useSession } from './session';
import { editorText, gotoLine, openFile, openWorkbench, runCommand, setColorTheme, until } from './workbench';

const zh = JSON.parse(readFileSync(join(e2ePaths.root, 'l10n/bundle.l10n.zh-cn.json'), 'utf8')) as Record<string, string>;
const nls = JSON.parse(readFileSync(join(e2ePaths.root, 'package.nls.zh-cn.json'), 'utf8')) as Record<string, string>;
const title = (key: string): string => `Xiangqi Lens: ${nls[key]}`;
const samples = (name: string): Buffer => readFileSync(join(e2ePaths.root, 'samples', name));

/** A game file as `xqlens read --to json` gives it: the first game's start and its main line, each move with the lines played instead of it. */
interface CliMove {
  move: string;
  variations?: CliMove[][];
}
const cliRead = (file: string): { startFen: string; moves: CliMove[] } => {
  const out = execFileSync(process.execPath, [join(e2ePaths.root, 'dist/cli.js'), 'read', file, '--to', 'json'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  return (JSON.parse(out) as { games: { startFen: string; moves: CliMove[] }[] }).games[0];
};
const mainline = (moves: CliMove[]): string[] => moves.map((m) => m.move);
/** The position after `moves` from `fen` (which the test requires to be legal): its FEN and legal moves. */
const after = (fen: string, moves: readonly string[]): { fen: string; board: string; legal: string[] } => {
  const r = replayLine(fen, moves);
  assert.ok(r.ok, `the CLI's line replays: ${JSON.stringify(r)}`);
  const f = toFen(r.value.position);
  return { fen: f, board: f.split(' ')[0], legal: r.value.position.legalMoves().map(moveToIccs) };
};

/** A real game with variations and comments from ../shared/data/xqf (version 0x10). */
const REAL_XQF = 'qt_v10_wuyangbei21_r1_xutianhong_vs_xuyinchuan.XQF';

/** The files VS Code has backed up for custom editors in this session, with their times. */
const customBackups = (userDataDir: string): Map<string, number> => {
  const out = new Map<string, number>();
  const root = join(userDataDir, 'User', 'Backups');
  if (!existsSync(root)) return out;
  for (const ws of readdirSync(root)) {
    const dir = join(root, ws, 'vscode-custom-editor');
    if (existsSync(dir)) for (const f of readdirSync(dir)) out.set(join(dir, f), statSync(join(dir, f)).mtimeMs);
  }
  return out;
};

const tabOf = (name: string): string => `.tabs-container .tab[aria-label*="${name}"]`;

describe('e2e: the board editor, Chinese UI', function () {
  const session = useSession({
    name: 'editor-zh',
    locale: 'zh-cn',
    files: () => ({
      'selfplay.xqf': samples('selfplay-1.xqf'),
      'study.pgn': samples('study-chinese.pgn'),
      'positions.fen': samples('positions.fen'),
      // the XQF magic and nothing a reader can use
      'broken.xqf': Buffer.concat([Buffer.from('XQ'), Buffer.alloc(40, 7)]),
      // real files, when the shared corpus is there (the tests that use them are pending without it)
      ...(sharedDataPresent()
        ? { [REAL_XQF]: readFileSync(sharedPath('xqf', REAL_XQF)), 'ccgc-01.pgn': readFileSync(sharedPath('pgn', 'chinese', 'eleeye_CCGC_01.PGN')) }
        : {}),
    }),
    settings: { 'workbench.colorTheme': 'Default Dark Modern', 'xiangqiLens.analysis.depth': 40, 'xiangqiLens.analysis.multiPv': 3 },
  });

  itShared('a real .xqf opens on the board, piece for piece as `xqlens read` reads it', async function () {
    const { page, workspace, shot } = session();
    const name = REAL_XQF;
    const cli = cliRead(join(workspace, name));
    const line = mainline(cli.moves);
    assert.ok(line.length > 40, `${line.length} plies`);
    await openFile(page, name, 'board');
    const frame = await pageFrame(page);
    let view = await waitPage(page, frame, (v) => v.pieces.length > 0, 'the board to draw');
    assert.equal(view.lang, 'zh-cn');
    assert.equal(boardFen(view.pieces), cli.startFen.split(' ')[0], 'the start as the CLI reads it');
    assert.deepEqual(view.coordinates.filter((c) => /[一二三四五六七八九]/.test(c)).sort(), [...'一二三四五六七八九'].sort());
    assert.match(view.river, /楚 河.*漢 界/);
    // the move list writes the main line as the CLI's Chinese notation does
    const written = formatLine(cli.startFen, line, 'zh');
    for (const m of written.slice(0, 6)) assert.ok(view.moves.includes(m), `${m} in ${view.moves.slice(0, 12).join(' ')}`);
    await focusPage(frame);
    for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowRight');
    // the move list marks the step at once and the board redraws on the next frame: wait for both
    const seventh = after(cli.startFen, line.slice(0, 7)).board;
    view = await waitPage(page, frame, (v) => v.current === '0.0.0.0.0.0.0' && boardFen(v.pieces) === seventh, 'seven moves on, on the board too');
    assert.equal(view.currentText, written[6]);
    await page.keyboard.press('End');
    const last = after(cli.startFen, line).board;
    view = await waitPage(page, frame, (v) => v.current.split('.').length === line.length && boardFen(v.pieces) === last, 'the end of the main line, on the board too');
    await shot('xqf-real');
  });

  let frame: Frame;
  let variation: string;
  const file = (): string => join(session().workspace, 'selfplay.xqf');

  it('plays a move on the board as a new variation, marks the file dirty, and undo and redo take it back and forth', async function () {
    const { page, shot } = session();
    await openFile(page, 'selfplay.xqf', 'board');
    frame = await pageFrame(page, 60_000, async (f) => (await readPage(f)).title.includes('self-play'));
    let view = await waitPage(page, frame, (v) => v.moves.length > 10, 'the game');
    const moves = view.moves.length;
    await focusPage(frame);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await waitPage(page, frame, (v) => v.current === '0.0', 'two moves on');
    // a legal move other than the game's third
    const cli = cliRead(file());
    const line = mainline(cli.moves);
    variation = after(cli.startFen, line.slice(0, 2)).legal.find((m) => m !== line[2] && m.startsWith('h')) ?? '';
    assert.ok(variation, 'a legal alternative');
    await clickMove(frame, variation.slice(0, 2), variation.slice(2, 4));
    view = await waitPage(page, frame, (v) => v.current === '0.0.1', 'the new variation to be current');
    assert.equal(view.moves.length, moves + 1);
    await page.locator(`${tabOf('selfplay.xqf')}.dirty`).waitFor();
    await shot('xqf-variation');

    await page.keyboard.press('Control+Z');
    await waitPage(page, frame, (v) => v.moves.length === moves, 'undo to take the move away');
    await page.locator(`${tabOf('selfplay.xqf')}:not(.dirty)`).waitFor();
    await page.keyboard.press('Control+Y');
    await waitPage(page, frame, (v) => v.moves.length === moves + 1, 'redo to bring it back');
    await page.locator(`${tabOf('selfplay.xqf')}.dirty`).waitFor();
  });

  it('saves the variation as an .xqf the CLI reads back, the main line untouched', async function () {
    const { page } = session();
    const before = mainline(cliRead(file()).moves);
    await focusPage(frame);
    await page.keyboard.press('Control+S');
    await page.locator(`${tabOf('selfplay.xqf')}:not(.dirty)`).waitFor();
    const after = cliRead(file());
    assert.deepEqual(mainline(after.moves), before);
    // the third move of the main line, and the variation played instead of it
    assert.equal(after.moves[2].move, before[2]);
    assert.deepEqual(after.moves[2].variations?.map((line) => line[0].move), [variation]);
  });

  it('a window reload with an unsaved edit brings the edit back from the backup, and leaves the file alone', async function () {
    const { page } = session();
    const saved = readFileSync(file());
    const moves = (await readPage(frame)).moves.length;
    await focusPage(frame);
    // End goes to the end of the line shown: from the start, the main line's
    await page.keyboard.press('Home');
    await page.keyboard.press('End');
    const end = await waitPage(page, frame, (v) => v.current.split('.').length > 10, 'the end of the game');
    const cli = cliRead(file());
    const line = mainline(cli.moves);
    const next = after(cli.startFen, line).legal[0];
    const edited = Date.now() - 1000;
    await clickMove(frame, next.slice(0, 2), next.slice(2, 4));
    await waitPage(page, frame, (v) => v.moves.length === moves + 1 && v.current !== end.current, 'the move after the end');
    await page.locator(`${tabOf('selfplay.xqf')}.dirty`).waitFor();
    // the workbench backs an edit up a moment after it (through our backupCustomDocument): wait for the file;
    // the web workbench then needs a few seconds more before a reload finds it (measured here: 0 s loses the
    // edit every time, 3 s keeps it every time; 6 s leaves room on a loaded machine)
    await until(page, async () => [...customBackups(session().userDataDir).values()].some((t) => t > edited), (ok) => ok, 'the backup of the edit');
    await page.waitForTimeout(6000);
    await page.reload();
    await openWorkbench(page, page.url().split('/?')[0], session().workspace);
    await page.locator(`${tabOf('selfplay.xqf')}.dirty`).waitFor({ timeout: 60_000 });
    frame = await pageFrame(page, 60_000, async (f) => (await readPage(f)).title.includes('self-play'));
    const back = await waitPage(page, frame, (v) => v.moves.length === moves + 1, 'the restored edit');
    assert.ok(back.moves.length > 0);
    assert.deepEqual(readFileSync(file()), saved, 'nothing written by the reload');
    await runCommand(page, 'File: Revert File');
    await page.locator(`${tabOf('selfplay.xqf')}:not(.dirty)`).waitFor();
    await waitPage(page, frame, (v) => v.moves.length === moves, 'the revert');
  });

  it('a broken .xqf opens with its error and its place, refuses moves, and its bytes stay as they were', async function () {
    const { page, shot, workspace } = session();
    const bytes = readFileSync(join(workspace, 'broken.xqf'));
    await openFile(page, 'broken.xqf', 'board');
    const broken = await pageFrame(page, 60_000, async (f) => (await readPage(f)).notice !== '');
    const view = await readPage(broken);
    const prefix = zh['This file could not be read ({1}): {0}'].split('（')[0];
    assert.ok(view.notice.startsWith(prefix), view.notice);
    assert.match(view.notice, /byte|字节|\d/);
    assert.equal(view.pieces.length, 0);
    await focusPage(broken);
    await page.keyboard.press('Control+S');
    await page.waitForTimeout(1000);
    assert.deepEqual(readFileSync(join(workspace, 'broken.xqf')), bytes);
    await shot('xqf-broken');
  });

  it('a .pgn opens as text, the board beside it follows the text, and a move on the board edits the text', async function () {
    const { page, shot } = session();
    await openFile(page, 'study.pgn', 'text');
    await runCommand(page, title('command.openBoardBeside'));
    const board = await pageFrame(page, 60_000, async (f) => (await readPage(f)).title.includes('中炮对顺炮'));
    let view = await waitPage(page, board, (v) => v.moves.includes('车二进六') && v.moves.includes('马８进７'), 'the study on the board');
    const moves = view.moves.length;
    // the board plays the last position's first legal move; the text gains it in Chinese notation
    const cli = cliRead(join(session().workspace, 'study.pgn'));
    const line = mainline(cli.moves);
    const end = after(cli.startFen, line);
    const next = end.legal.find((m) => m.startsWith('h')) ?? end.legal[0];
    const written = formatLine(end.fen, [next], 'zh')[0];
    await focusPage(board);
    await page.keyboard.press('Home');
    await page.keyboard.press('End');
    await clickMove(board, next.slice(0, 2), next.slice(2, 4));
    await waitPage(page, board, (v) => v.moves.length === moves + 1, 'the move on the board');
    const edited = await until(page, () => editorText(page, '.editor-group-container:has(.monaco-editor .view-lines)'), (t) => t.includes(written), `the text to gain ${written}`);
    assert.ok(edited.includes('车二进六 卒７进１'), edited);
    // and back: typing a legal reply into the text puts it on the board
    const then = after(end.fen, [next]);
    const reply = formatLine(then.fen, [then.legal[0]], 'zh')[0];
    // the cursor just after the move the board wrote, as a person puts it there: the line, then along it
    const lines = edited.split('\n');
    const row = lines.findIndex((l) => l.includes(written));
    await page.locator('.editor-group-container .monaco-editor .view-lines').first().click();
    await gotoLine(page, row + 1);
    for (let i = 0; i < lines[row].indexOf(written) + written.length; i++) await page.keyboard.press('ArrowRight');
    await page.keyboard.type(` ${reply}`);
    await waitPage(page, board, (v) => v.moves.length === moves + 2 && v.moves.includes(reply), `the board to gain ${reply}`);
    await shot('pgn-beside');
  });

  itShared('a Chinese PGN saved in GBK shows Chinese text, not mojibake', async function () {
    const { page, shot } = session();
    await openFile(page, 'ccgc-01.pgn', 'text');
    const text = await until(page, () => editorText(page), (t) => t.includes('宝岛一号'), 'the red player in Chinese');
    assert.ok(text.includes('炮八平五'), text.slice(0, 400));
    assert.ok(!text.includes('\ufffd'), 'no replacement characters');
    // the breadcrumbs (our outline) and the problems follow the text as reopened, not the mojibake read first
    await page.locator('.editor-group-container.active .breadcrumbs-control', { hasText: '宝岛一号' }).waitFor();
    const row = page.locator('.explorer-folders-view .monaco-list-row', { hasText: 'ccgc-01.pgn' });
    await until(page, async () => (await row.innerText()).trim(), (t) => t === 'ccgc-01.pgn', 'no problems counted on the file');
    await shot('pgn-gbk');
  });

  it('analysis on the board streams its lines live, with ranked arrows and the eval bar, and stops', async function () {
    const { page, shot } = session();
    await openFile(page, 'selfplay.xqf', 'board');
    frame = await pageFrame(page, 60_000, async (f) => (await readPage(f)).title.includes('self-play'));
    await focusPage(frame);
    await page.keyboard.press('Home');
    await waitPage(page, frame, (v) => v.current === '' && v.pieces.length === 32, 'the start');
    await frame.locator('.xq-engine .toggle').click();
    const first = await waitPage(page, frame, (v) => v.engine.toggle === zh.Stop && v.engine.lines.length === 3, 'three lines while the search runs');
    const live = await waitPage(page, frame, (v) => v.engine.toggle === zh.Stop && v.engine.lines[0].depth > first.engine.lines[0].depth, 'a deeper line while it still runs');
    assert.deepEqual(live.engine.lines.map((l) => l.rank), [1, 2, 3]);
    for (const l of live.engine.lines) assert.match(l.moves, /[车马炮兵相仕帅]/, 'lines in Chinese notation');
    assert.equal(live.arrows.length, 3, JSON.stringify(live.arrows));
    assert.ok(live.arrows.every((a) => /rank-[123]/.test(a.rank) && a.label !== ''), JSON.stringify(live.arrows));
    assert.match(live.evalLabel, /^[+-−]?\d|步杀/);
    assert.match(live.engine.status, /\d/);
    await shot('analysis-dark');
    await frame.locator('.xq-engine .toggle').click();
    await waitPage(page, frame, (v) => v.engine.toggle === zh.Analyse, 'the search to stop');
  });

  // the names the theme picker lists (the settings call them "Default Light Modern" and so on)
  for (const [theme, name, background] of [
    ['Light Modern', 'light', 'rgb(255, 255, 255)'],
    ['Dark High Contrast', 'high-contrast', 'rgb(0, 0, 0)'],
    ['Dark Modern', 'dark', 'rgb(31, 31, 31)'],
  ] as const)
    it(`draws the board in the ${name} theme's colours`, async function () {
      const { page, shot } = session();
      await setColorTheme(page, theme);
      frame = await pageFrame(page);
      const bg = await until(page, () => frame.evaluate('getComputedStyle(document.body).backgroundColor') as Promise<string>, (c) => c === background, `the ${name} background`, 30_000);
      assert.equal(bg, background);
      await page.waitForTimeout(300);
      await shot(`board-${name}`);
    });

  it('the workbench took every contribution (no view type twice) and the board page broke no rule of its Content Security Policy, which is enforced', async function () {
    const { page, console: lines } = session();
    assert.deepEqual(lines.filter((m) => /already registered/.test(m)), []);
    const fromBoard = (): string[] => lines.filter((m) => /Content Security Policy/i.test(m) && m.includes('/webview/browser/pre/'));
    assert.deepEqual(fromBoard(), []);
    frame = await pageFrame(page);
    await frame.evaluate(`(() => { const i = document.createElement('img'); i.src = 'https://127.0.0.1:9/elsewhere.png'; document.body.append(i); })()`);
    const refused = await until(page, async () => fromBoard(), (m) => m.length > 0, 'the CSP to refuse the image', 10_000);
    assert.match(refused[0], /elsewhere\.png/);
  });
});
