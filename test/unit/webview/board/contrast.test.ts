import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { MIN_CONTRAST, contrastRatio, inkFor, parseColour } from '../../../../webview/board/contrast';

type Defaults = Record<'dark' | 'light' | 'highContrast' | 'highContrastLight', string>;
const colours = (JSON.parse(readFileSync('package.json', 'utf8')) as { contributes: { colors: Array<{ id: string; defaults: Defaults }> } }).contributes.colors;
const defaults = (id: string): Defaults => colours.find((c) => c.id === id)!.defaults;

describe('board ink against the board colour', () => {
  it('reads the colour forms the theme and the browser hand out', () => {
    assert.deepEqual(parseColour('#123456'), [0x12, 0x34, 0x56]);
    assert.deepEqual(parseColour(' #fA0 '), [255, 170, 0]);
    assert.deepEqual(parseColour('#12345680'), [0x12, 0x34, 0x56]);
    assert.deepEqual(parseColour('rgb(18, 52, 86)'), [18, 52, 86]);
    assert.deepEqual(parseColour('rgba(18, 52, 86, 0.5)'), [18, 52, 86]);
    assert.deepEqual(parseColour('color(srgb 1 0.5 0)'), [255, 127.5, 0]);
    assert.equal(parseColour('var(--x)'), undefined);
    assert.equal(parseColour(''), undefined);
  });

  it("measures contrast as WCAG does: black on white 21:1, a colour on itself 1:1", () => {
    assert.equal(Math.round(contrastRatio([0, 0, 0], [255, 255, 255]) * 10) / 10, 21);
    assert.equal(contrastRatio([18, 52, 86], [18, 52, 86]), 1);
  });

  it('keeps the theme grid on every default board colour of ours', () => {
    const board = defaults('xiangqiLens.boardBackground'), grid = defaults('xiangqiLens.gridLines');
    for (const kind of Object.keys(board) as Array<keyof Defaults>) {
      assert.ok(contrastRatio(parseColour(board[kind])!, parseColour(grid[kind])!) >= MIN_CONTRAST, kind);
      assert.equal(inkFor(board[kind], grid[kind]), undefined, kind);
    }
  });

  it("inks light on a user's navy board under the default brown lines, dark on a pale board under pale lines", () => {
    assert.equal(inkFor('#123456', defaults('xiangqiLens.gridLines').light), 'light');
    assert.equal(inkFor('#123456', defaults('xiangqiLens.gridLines').dark), 'light');
    assert.equal(inkFor('#f4f0e0', '#e0d8c0'), 'dark');
    // a user's own light lines on the navy board are kept
    assert.equal(inkFor('#123456', '#f0e0c0'), undefined);
  });

  it('leaves the grid alone when a colour cannot be read', () => {
    assert.equal(inkFor('', '#5b3a1a'), undefined);
    assert.equal(inkFor('#123456', 'transparent'), undefined);
  });
});
