// The same extension with VS Code's English UI and a light theme: pictures with WXF letters, ICCS
// coordinates, WXF moves, colours from the theme, the board driven from the keyboard alone, and the palette
// commands on text (Check FEN, Analyse Position on a FEN line and on a move of a game, into the preview).
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Frame } from 'playwright-core';
import { START_FEN, toFen } from '../../src/core/fen';
import { replayLine } from '../../src/core/line';
import { MIN_CONTRAST, contrastRatio, parseColour } from '../../webview/board/contrast';
import { boardFen, focusPage, pageFrame, readPage, waitPage } from './boardPage';
import { e2ePaths } from './codeServer';
import { MATE_IN_ONE } from './positions';
import { useSession } from './session';
import { gotoLine, openFile, outputText, runCommand, setColorTheme, until } from './workbench';

const nls = JSON.parse(readFileSync(join(e2ePaths.root, 'package.nls.json'), 'utf8')) as Record<string, string>;
const title = (key: string): string => `Xiangqi Lens: ${nls[key]}`;
const samples = (name: string): Buffer => readFileSync(join(e2ePaths.root, 'samples', name));
const BOARD_COLOUR = '#123456';

/** Computed colours of the board page and where the red general stands. */
const looks = (frame: Frame): Promise<{ body: string; board: string; grid: string; coord: string; redText: string; redKingY: number }> =>
  frame.evaluate(`(() => {
    const king = document.querySelector('#board g.piece.red[data-role="k"]');
    const box = king.getBoundingClientRect();
    return {
      body: getComputedStyle(document.body).backgroundColor,
      board: getComputedStyle(document.querySelector('#board svg .bg') || document.querySelector('#board svg')).fill,
      grid: getComputedStyle(document.querySelector('#board svg .grid')).stroke,
      coord: getComputedStyle(document.querySelector('#board svg .coord')).fill,
      redText: getComputedStyle(king.querySelector('text')).fill,
      redKingY: box.top + box.height / 2,
    };
  })()`);

/** A note with a position in it, as a user keeps them: line 1 prose, line 2 a FEN. */
const NOTES = ['Positions to look at', MATE_IN_ONE, ''].join('\n');
/** A game in WXF; line 3 holds its moves. */
const OPENING = ['[Event "Central cannon"]', '', '1. C2.5 C8.5 2. H2+3 H8+7 *', ''].join('\n');

describe('e2e: the board editor, English UI, light theme', function () {
  const session = useSession({
    name: 'editor-en',
    files: { 'selfplay.xqf': samples('selfplay-1.xqf'), 'notes.txt': NOTES, 'opening.pgn': OPENING },
    settings: {
      'workbench.colorTheme': 'Default Light Modern',
      // a user's own board colour: the board must take it from the theme
      'workbench.colorCustomizations': { 'xiangqiLens.boardBackground': BOARD_COLOUR },
      'xiangqiLens.analysis.depth': 6,
    },
    open: 'selfplay.xqf',
    openAs: 'board',
  });
  let frame: Frame;

  it('draws an English board: pictures with WXF letters, ICCS coordinates, WXF moves, colours from the theme', async function () {
    const { page, shot } = session();
    frame = await pageFrame(page);
    const view = await waitPage(page, frame, (v) => v.pieces.length === 32 && v.moves.length > 10, 'the game');
    assert.equal(view.lang, 'en');
    assert.deepEqual(view.pieces.find((p) => p.square === 'e0'), { square: 'e0', role: 'k', red: true, text: 'K' });
    assert.deepEqual(view.pieces.find((p) => p.square === 'b9'), { square: 'b9', role: 'n', red: false, text: 'H' });
    assert.equal(view.pieces.filter((p) => p.text === 'P').length, 10);
    assert.deepEqual([...new Set(view.coordinates)].sort(), [...'abcdefghi0123456789'].sort());
    assert.match(view.river, /Chu River.*Han Border/);
    assert.equal(view.moves[0], 'C2.5');
    assert.equal(await frame.getAttribute('.xq-toolbar [title^="Previous"]', 'title'), 'Previous move (←)');
    const look = await looks(frame);
    assert.equal(look.board, 'rgb(18, 52, 86)', 'the customised board colour');
    assert.equal(look.body, 'rgb(255, 255, 255)', "the light theme's editor background");
    // only the board colour was customised: the theme's brown lines would vanish on navy, so the ink turns light
    for (const ink of [look.grid, look.coord]) assert.ok(contrastRatio(parseColour(ink)!, parseColour(look.board)!) >= MIN_CONTRAST, `${ink} on ${look.board}`);
    await shot('board-light');
  });

  it('steps with the keyboard: → a move, Home the start, End the last move, f flips', async function () {
    const { page } = session();
    await focusPage(frame);
    await page.keyboard.press('ArrowRight');
    // the move list's marker and the board update apart: wait for both (under load the board comes later)
    let view = await waitPage(page, frame, (v) => v.current === '0' && v.pieces.some((p) => p.square === 'e2'), 'one move on');
    assert.equal(view.currentText, 'C2.5');
    assert.deepEqual(view.pieces.find((p) => p.square === 'e2'), { square: 'e2', role: 'c', red: true, text: 'C' });
    await page.keyboard.press('End');
    view = await waitPage(page, frame, (v) => v.current.split('.').length > 20, 'the last move');
    await page.keyboard.press('Home');
    view = await waitPage(page, frame, (v) => v.current === '', 'the start');
    const before = await looks(frame);
    await page.keyboard.press('f');
    const flipped = await until(page, () => looks(frame), (l) => Math.abs(l.redKingY - before.redKingY) > 100, 'the board to flip', 10_000);
    assert.ok(flipped.redKingY < before.redKingY, 'Red at the top once flipped');
    await page.keyboard.press('f');
    await until(page, () => looks(frame), (l) => Math.abs(l.redKingY - before.redKingY) < 1, 'the board to flip back', 10_000);
  });

  it('Check FEN on a line that is not a FEN says so in words', async function () {
    const { page } = session();
    await openFile(page, 'notes.txt');
    await gotoLine(page, 1);
    await runCommand(page, title('command.validateFen'));
    const toast = page.locator('.notification-toast', { hasText: 'is not a FEN' });
    await toast.waitFor();
    assert.match(await toast.innerText(), /"Positions to look at" is not a FEN/);
    await page.keyboard.press('Escape');
  });

  it('Analyse Position on a FEN line finds the mate in one, logs it, and the preview steps into the line', async function () {
    const { page, shot } = session();
    await gotoLine(page, 2);
    await runCommand(page, title('command.analysePosition'));
    const preview = await pageFrame(page, 60_000, async (f) => /mate in 1/.test((await readPage(f)).title));
    const view = await waitPage(page, preview, (v) => v.pieces.length === 5 && v.moves.length === 1, 'the analysed position');
    assert.equal(boardFen(view.pieces), MATE_IN_ONE.split(' ')[0]);
    assert.deepEqual(view.moves, ['R8+8']);
    const log = await until(page, () => outputText(page), (t) => /Best move/.test(t), 'the output channel');
    assert.ok(log.includes(`Analysing ${MATE_IN_ONE}`), log);
    assert.match(log, /Best move: R8\+8/);
    await page.locator('.notification-toast', { hasText: 'analysing' }).waitFor({ state: 'detached' });
    await focusPage(preview);
    await page.keyboard.press('ArrowRight');
    // the board redraws on the next animation frame: wait for the piece, not only for the step
    const mated = await waitPage(page, preview, (v) => v.current === '0' && v.pieces.some((p) => p.square === 'b9'), 'the step to the mate');
    assert.deepEqual(mated.pieces.find((p) => p.square === 'b9'), { square: 'b9', role: 'r', red: true, text: 'R' });
    await shot('preview-mate');
  });

  it("Analyse Position on a game's move line shows the position after that line's moves", async function () {
    const { page } = session();
    await openFile(page, 'opening.pgn');
    await gotoLine(page, 3);
    // the cursor on the last move of the line: the position after H8+7
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await runCommand(page, title('command.analysePosition'));
    const here = replayLine(START_FEN, ['h2e2', 'h7e7', 'h0g2', 'h9g7']);
    assert.ok(here.ok);
    const want = toFen(here.value.position).split(' ')[0];
    const preview = await pageFrame(page, 60_000, async (f) => boardFen((await readPage(f)).pieces) === want);
    const view = await readPage(preview);
    assert.equal(view.current, '0.0.0.0', 'on the fourth move, the engine line after it');
    assert.ok(view.moves.length > 4, view.moves.join(' '));
  });

  for (const [theme, name, background] of [
    ['Dark Modern', 'dark', 'rgb(31, 31, 31)'],
    ['Light High Contrast', 'high-contrast-light', 'rgb(255, 255, 255)'],
  ] as const)
    it(`draws the board in the ${name} theme's colours`, async function () {
      const { page, shot } = session();
      await openFile(page, 'selfplay.xqf', 'board');
      frame = await pageFrame(page, 60_000, async (f) => (await readPage(f)).moves.length > 10);
      await setColorTheme(page, theme);
      const bg = await until(page, async () => (await looks(frame)).body, (c) => c === background, `the ${name} background`, 30_000);
      assert.equal(bg, background);
      await page.waitForTimeout(300);
      await shot(`board-${name}`);
    });
});
