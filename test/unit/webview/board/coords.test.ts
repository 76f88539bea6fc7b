import { strict as assert } from 'node:assert';
import { coordinateLabels, type CoordinateStyle } from '../../../../webview/board/coords';
import type { Color } from '../../../../webview/board/types';

/** The labels along one edge, read left to right (top to bottom for the left edge). */
const edge = (style: CoordinateStyle, o: Color, e: 'top' | 'bottom' | 'left'): string =>
  coordinateLabels(style, o)
    .filter((l) => l.edge === e)
    .sort((a, b) => (e === 'left' ? a.y - b.y : a.x - b.x))
    .map((l) => l.text)
    .join(' ');

describe('board coordinates', () => {
  it("Chinese, Red below: Red's 九…一 along the bottom, Black's 1…9 along the top", () => {
    assert.equal(edge('zh', 'red', 'bottom'), '九 八 七 六 五 四 三 二 一');
    assert.equal(edge('zh', 'red', 'top'), '1 2 3 4 5 6 7 8 9');
    assert.equal(edge('zh', 'red', 'left'), '');
  });

  it("Chinese, flipped: Black's 9…1 along the bottom (its right is now the viewer's right), Red's 一…九 along the top", () => {
    assert.equal(edge('zh', 'black', 'bottom'), '9 8 7 6 5 4 3 2 1');
    assert.equal(edge('zh', 'black', 'top'), '一 二 三 四 五 六 七 八 九');
  });

  it('keeps each number over its own file whichever side is below', () => {
    const x = (o: Color, text: string) => coordinateLabels('zh', o).find((l) => l.text === text)!.x;
    // Red's 二 is the h file (the central cannon's file), Black's 2 is the b file
    assert.equal(x('red', '二'), x('red', '8'));
    assert.equal(x('black', '二'), x('black', '8'));
  });

  it('WXF: digits for both sides, each counting from its own right', () => {
    assert.equal(edge('wxf', 'red', 'bottom'), '9 8 7 6 5 4 3 2 1');
    assert.equal(edge('wxf', 'red', 'top'), '1 2 3 4 5 6 7 8 9');
  });

  it('ICCS: files a–i along the bottom and ranks 9…0 down the left, reversed when flipped', () => {
    assert.equal(edge('iccs', 'red', 'bottom'), 'a b c d e f g h i');
    assert.equal(edge('iccs', 'red', 'left'), '9 8 7 6 5 4 3 2 1 0');
    assert.equal(edge('iccs', 'black', 'bottom'), 'i h g f e d c b a');
    assert.equal(edge('iccs', 'black', 'left'), '0 1 2 3 4 5 6 7 8 9');
    assert.equal(edge('iccs', 'red', 'top'), '');
  });

  it('draws none when asked for none', () => assert.deepEqual(coordinateLabels('none', 'red'), []));
});
