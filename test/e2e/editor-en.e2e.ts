// The same extension with VS Code's English UI and a light theme: English labels, letter pieces, WXF moves,
// colours from the theme, and the board driven from the keyboard alone.
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Frame } from 'playwright-core';
import { e2ePaths } from './codeServer';
import { FENS, MATE_IN_ONE, START } from './positions';
import { useSession } from './session';
import { boardAfterCommand, outputText, readBoard, until, type BoardDom } from './workbench';

const nls = JSON.parse(readFileSync(join(e2ePaths.root, 'package.nls.json'), 'utf8')) as Record<string, string>;
const title = (key: string): string => `Xiangqi Lens: ${nls[key]}`;
const BOARD_COLOUR = '#123456';

/** Computed colours of the board page and the centre of the red king's circle. */
const looks = (frame: Frame): Promise<{ body: string; board: string; redText: string; redKingY: number }> =>
  frame.evaluate(`(() => {
    const king = document.querySelector('#board g.piece.red[data-role="k"]');
    return {
      body: getComputedStyle(document.body).backgroundColor,
      board: getComputedStyle(document.querySelector('#board svg')).backgroundColor,
      redText: getComputedStyle(king.querySelector('text')).fill,
      redKingY: Number(king.querySelector('circle').getAttribute('cy')),
    };
  })()`);

describe('e2e: Xiangqi Lens in code-server, English UI, light theme', function () {
  const session = useSession({
    name: 'en-light',
    files: { 'positions.fen': FENS },
    settings: {
      'workbench.colorTheme': 'Default Light Modern',
      // a user's own board colour: the board must take it from the theme
      'workbench.colorCustomizations': { 'xiangqiLens.boardBackground': BOARD_COLOUR },
      'xiangqiLens.analysis.depth': 6,
    },
    open: 'positions.fen',
  });

  it('Show Board in English: pictures with WXF letters, English labels, colours from the theme', async function () {
    const { page, shot } = session();
    const { frame, board } = await boardAfterCommand(page, 2, title('command.showBoard'), (b) => b.pieces.length > 0, 'the board to draw');
    await shot('show-board');
    assert.equal(board.lang, 'en');
    assert.equal(board.title, START);
    assert.equal(board.pieces.length, 32);
    assert.deepEqual(board.pieces.find((p) => p.square === 'e0'), { square: 'e0', role: 'k', red: true, text: 'K' });
    assert.deepEqual(board.pieces.find((p) => p.square === 'e9'), { square: 'e9', role: 'k', red: false, text: 'K' });
    assert.equal(board.pieces.filter((p) => p.text === 'P').length, 5);
    assert.match(board.river, /River/);
    assert.equal(await frame.getAttribute('#prev', 'title'), 'Previous move (←)');
    const look = await looks(frame);
    assert.equal(look.board, 'rgb(18, 52, 86)', 'the customised board colour');
    assert.equal(look.body, 'rgb(255, 255, 255)', "the light theme's editor background");
    assert.equal(look.redText, 'rgb(192, 39, 45)', "the red pieces' light default");
  });

  it('Analyse Position in English: WXF moves, "mate in 1", and the line stepped with the keyboard', async function () {
    const { page, shot } = session();
    const ready = (b: BoardDom): boolean => b.title !== START && b.pieces.length > 0;
    const { frame, board } = await boardAfterCommand(page, 3, title('command.analysePosition'), ready, 'the analysed board');
    assert.match(board.title, /mate in 1/);
    assert.deepEqual(board.moves, ['1. R8+8']);
    const log = await until(page, () => outputText(page), (t) => /Best move/.test(t), 'the output channel');
    assert.ok(log.includes(`Analysing ${MATE_IN_ONE}`), log);
    assert.match(log, /Best move: R8\+8/);
    await page.locator('.notification-toast', { hasText: 'analysing' }).waitFor({ state: 'detached' });

    // keys go to the board once it has focus: → steps, Home goes back, End forward, f flips
    await frame.click('#board');
    const ply = (want: string): Promise<unknown> => until(page, () => readBoard(frame), (b) => b.ply === want, `ply ${want}`, 10_000);
    await page.keyboard.press('ArrowRight');
    await ply('1/1');
    assert.deepEqual((await readBoard(frame)).pieces.find((p) => p.square === 'b9'), { square: 'b9', role: 'r', red: true, text: 'R' });
    await page.keyboard.press('Home');
    await ply('0/1');
    await page.keyboard.press('End');
    await ply('1/1');
    const before = await looks(frame);
    await page.keyboard.press('f');
    const flipped = await until(page, () => looks(frame), (l) => l.redKingY !== before.redKingY, 'the board to flip', 10_000);
    assert.ok(flipped.redKingY < before.redKingY, 'Red at the top once flipped');
    await shot('analyse-flipped');
  });
});
