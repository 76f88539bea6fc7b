// The extension in a real VS Code: code-server's workbench in headless Chromium, with our .vsix
// installed as a user installs it; Chinese UI, dark theme. Needs `node test/e2e/setup.mjs` first
// (`npm run test:e2e` runs both).
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { e2ePaths } from './codeServer';
import { FENS, MATE_IN_ONE, START } from './positions';
import { useSession } from './session';
import { boardAfterCommand, boardFrame, gotoLine, outputText, readBoard, runCommand, until, type BoardDom } from './workbench';

const LOCALE = 'zh-cn';
const nls = JSON.parse(readFileSync(join(e2ePaths.root, `package.nls.${LOCALE}.json`), 'utf8')) as Record<string, string>;
const title = (key: string): string => `Xiangqi Lens: ${nls[key]}`;

describe('e2e: Xiangqi Lens in code-server, Chinese UI, dark theme', function () {
  const session = useSession({
    name: 'zh-dark',
    locale: LOCALE,
    files: { 'positions.fen': FENS },
    settings: { 'workbench.colorTheme': 'Default Dark Modern', 'xiangqiLens.analysis.depth': 6 },
    open: 'positions.fen',
  });

  it('Show Board draws the FEN under the cursor: 32 pieces in the simplified characters of the move list', async function () {
    const { page, shot } = session();
    const { frame, board } = await boardAfterCommand(page, 2, title('command.showBoard'), (b) => b.pieces.length > 0, 'the board to draw');
    await shot('show-board');
    assert.equal(board.lang, LOCALE);
    assert.equal(board.title, START);
    assert.equal(board.pieces.length, 32);
    assert.equal(board.pieces.filter((p) => p.red).length, 16);
    assert.deepEqual(board.pieces.find((p) => p.square === 'e0'), { square: 'e0', role: 'k', red: true, text: '帅' });
    assert.deepEqual(board.pieces.find((p) => p.square === 'e9'), { square: 'e9', role: 'k', red: false, text: '将' });
    assert.equal(board.pieces.filter((p) => p.text === '兵').length, 5);
    assert.match(board.river, /楚 河/);
    assert.equal(board.ply, '0/0');
  });

  // Line 1 of the file is a comment: the command must read the cursor's line, not the first one.
  it('Check FEN reports the FEN on the cursor line as valid, normalised', async function () {
    const { page, shot } = session();
    await gotoLine(page, 3);
    await runCommand(page, title('command.validateFen'));
    const toast = page.locator('.notification-toast', { hasText: '局面有效' });
    await toast.waitFor();
    assert.equal((await toast.locator('.notification-list-item-message').innerText()).trim(), `局面有效：${MATE_IN_ONE}`);
    await shot('check-fen');
    await page.keyboard.press('Escape');
  });

  it('Analyse Position finds the mate in one, logs its score and shows the line on the board', async function () {
    const { page, shot } = session();
    const ready = (b: BoardDom): boolean => b.title !== START && b.pieces.length > 0;
    const { frame, board } = await boardAfterCommand(page, 3, title('command.analysePosition'), ready, 'the analysed board');
    assert.equal(board.pieces.length, 4);
    assert.equal(board.ply, '0/1');
    assert.match(board.title, /1 步杀/);
    assert.deepEqual(board.moves, ['1. 车八进八']);
    const log = await until(page, () => outputText(page), (t) => /最佳着法/.test(t), 'the output channel');
    assert.match(log, /正在分析 4k4\/R8\/9\/9\/9\/9\/9\/9\/1R7\/3K5 w - - 0 1/);
    assert.match(log, /1\. d\d+ +1 步杀/);
    assert.match(log, /最佳着法: 车八进八/);
    await shot('analyse-before-step');
    await frame.click('#next');
    const after = await until(page, () => readBoard(frame), (b) => b.ply === '1/1', 'the step to the mate');
    assert.deepEqual(after.pieces.find((p) => p.square === 'b9'), { square: 'b9', role: 'r', red: true, text: '车' });
    assert.equal(after.pieces.find((p) => p.square === 'b1'), undefined);
    // the progress notification closes once the analysis has been shown
    await page.locator('.notification-toast', { hasText: '分析中' }).waitFor({ state: 'detached' });
    // the whole board, with the panel out of the way
    await page.locator('.editor-group-container .monaco-editor .view-lines').first().click();
    await page.keyboard.press('Control+J');
    await page.locator('.part.panel').waitFor({ state: 'hidden' });
    await shot('analyse-mate');
  });

  it("the board page broke no rule of its Content Security Policy, and the policy is enforced", async function () {
    const { page, console: lines } = session();
    const fromBoard = (): string[] => lines.filter((m) => /Content Security Policy/i.test(m) && m.includes('/webview/browser/pre/'));
    assert.deepEqual(fromBoard(), []);
    // an image from elsewhere: img-src allows only the extension's own files
    const frame = await boardFrame(page);
    await frame.evaluate(`(() => { const i = document.createElement('img'); i.src = 'https://127.0.0.1:9/elsewhere.png'; document.body.append(i); })()`);
    const refused = await until(page, async () => fromBoard(), (m) => m.length > 0, 'the CSP to refuse the image', 10_000);
    assert.match(refused[0], /elsewhere\.png/);
  });
});
