import { strict as assert } from 'node:assert';
import { renderBoardSvg } from '../../../webview/board/render';

const START = [
  { square: 'e0', red: true, role: 'k' },
  { square: 'h2', red: true, role: 'c' },
  { square: 'e9', red: false, role: 'k' },
  { square: 'a6', red: false, role: 'p' },
];

const squaresOf = (svg: string): Map<string, [number, number]> =>
  new Map([...svg.matchAll(/data-square="(\w\d)"[^>]*><circle cx="(\d+)" cy="(\d+)"/g)].map((m) => [m[1], [Number(m[2]), Number(m[3])]]));

describe('board picture', () => {
  it('draws each piece once, with Chinese glyphs by side', () => {
    const svg = renderBoardSvg({ pieces: START, glyphs: 'zh' });
    assert.equal((svg.match(/class="piece /g) ?? []).length, 4);
    assert.match(svg, /帥/);
    assert.match(svg, /將/);
    assert.match(svg, /炮/);
    assert.match(svg, /卒/);
    assert.match(svg, /楚 河/);
  });

  it('writes WXF letters in English: upper case for Red, lower case for Black', () => {
    const pieces = ['k', 'a', 'b', 'n', 'r', 'c', 'p'].flatMap((role, i) => [
      { square: `${'abcdefghi'[i]}0`, red: true, role },
      { square: `${'abcdefghi'[i]}9`, red: false, role },
    ]);
    const labels = [...renderBoardSvg({ pieces, glyphs: 'en' }).matchAll(/data-square="(\w\d)"[^>]*>.*?<text[^>]*>([^<]*)</g)].map((m) => `${m[1]}${m[2]}`);
    assert.deepEqual(labels, ['a0K', 'a9k', 'b0A', 'b9a', 'c0E', 'c9e', 'd0H', 'd9h', 'e0R', 'e9r', 'f0C', 'f9c', 'g0P', 'g9p']);
  });

  it('puts Red at the bottom, and at the top when flipped', () => {
    const up = squaresOf(renderBoardSvg({ pieces: START, glyphs: 'en' }));
    const down = squaresOf(renderBoardSvg({ pieces: START, glyphs: 'en', flipped: true }));
    assert.ok(up.get('e0')![1] > up.get('e9')![1]);
    assert.ok(down.get('e0')![1] < down.get('e9')![1]);
    assert.ok(up.get('h2')![0] > up.get('a6')![0]);
    assert.ok(down.get('h2')![0] < down.get('a6')![0]);
  });

  it('marks the last move and escapes what it writes', () => {
    const svg = renderBoardSvg({ pieces: [{ square: 'e0', red: true, role: '<' }], glyphs: 'en', lastMove: ['h2', 'e2'] });
    assert.equal((svg.match(/class="last"/g) ?? []).length, 2);
    assert.doesNotMatch(svg, /data-role="</);
  });
});
