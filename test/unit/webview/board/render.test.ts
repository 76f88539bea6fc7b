import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DARK_PALETTE, LIGHT_PALETTE, renderBoardSvg } from '../../../../webview/board/render';

const START = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1';
const FEW = '4k4/9/9/p8/9/9/9/7C1/9/4K4 w';

const squaresOf = (svg: string): Map<string, [number, number]> =>
  new Map([...svg.matchAll(/data-square="(\w\d)"[^>]*><circle cx="([\d.]+)" cy="([\d.]+)"/g)].map((m) => [m[1], [Number(m[2]), Number(m[3])]]));
/** What each piece shows: square and the text inside its group. */
const texts = (svg: string): string[] =>
  [...svg.matchAll(/<g class="piece [^"]*" data-square="(\w\d)".*?<\/g>(?=<g class="piece|<\/svg>|<g class="arrow)/g)].map(
    (m) => `${m[1]}${[...m[0].matchAll(/<text[^>]*>([^<]*)</g)].map((t) => t[1]).join('')}`,
  );

describe('board picture', () => {
  it('draws each piece once with the simplified characters the Chinese move list writes', () => {
    const svg = renderBoardSvg({ position: START, glyphs: 'zh' });
    assert.equal((svg.match(/class="piece /g) ?? []).length, 32);
    const shown = texts(svg);
    assert.ok(shown.includes('e0帅') && shown.includes('e9将'));
    assert.ok(shown.includes('b0马') && shown.includes('a0车') && shown.includes('h2炮') && shown.includes('c0相') && shown.includes('d0仕'));
    assert.ok(shown.includes('b9马') && shown.includes('a9车') && shown.includes('h7炮') && shown.includes('c9象') && shown.includes('d9士'));
    assert.equal(shown.filter((s) => s.endsWith('兵')).length, 5);
    assert.equal(shown.filter((s) => s.endsWith('卒')).length, 5);
    assert.doesNotMatch(svg, /[帥將俥傌車馬砲]/);
    assert.match(svg, /楚 河/);
    assert.match(svg, /漢 界/);
  });

  it('writes in English a picture and the WXF letter the move list uses, for both sides', () => {
    const svg = renderBoardSvg({ position: START, glyphs: 'en' });
    const shown = new Set(texts(svg));
    for (const s of ['e0K', 'e9K', 'd0A', 'c0E', 'b0H', 'a0R', 'h2C', 'a3P', 'b9H', 'h7C', 'i6P']) assert.ok(shown.has(s), s);
    // each piece has its picture
    assert.equal((svg.match(/class="icon"/g) ?? []).length, 32);
    assert.match(svg, /Chu River/);
    assert.match(svg, /Han Border/);
  });

  it('puts Red at the bottom, and at the top when Black is below', () => {
    const up = squaresOf(renderBoardSvg({ position: FEW }));
    const down = squaresOf(renderBoardSvg({ position: FEW, orientation: 'black' }));
    assert.ok(up.get('e0')![1] > up.get('e9')![1]);
    assert.ok(down.get('e0')![1] < down.get('e9')![1]);
    assert.ok(up.get('h2')![0] > up.get('a6')![0]);
    assert.ok(down.get('h2')![0] < down.get('a6')![0]);
  });

  it('marks the last move and the check, and draws arrows with their labels escaped', () => {
    const svg = renderBoardSvg({ position: FEW, lastMove: ['h1', 'h2'], check: 'e9', arrows: [{ from: 'h2', to: 'e2', label: '<+1>' }] });
    assert.equal((svg.match(/class="last"/g) ?? []).length, 2);
    assert.equal((svg.match(/class="check"/g) ?? []).length, 1);
    assert.match(svg, /data-from="h2" data-to="e2"/);
    assert.match(svg, /&#60;\+1&#62;/);
  });

  it('draws an empty board for a placement it cannot read', () => {
    const svg = renderBoardSvg({ position: 'not a fen' });
    assert.doesNotMatch(svg, /class="piece/);
    assert.match(svg, /class="grid"/);
  });

  it('with a palette carries its own colours and size, and no classes-only parts', () => {
    const svg = renderBoardSvg({ position: FEW, palette: 'light', width: 240 });
    assert.match(svg, /width="240" height="264"/);
    assert.match(svg, new RegExp(`fill="${LIGHT_PALETTE.board}"`));
    assert.match(svg, new RegExp(`fill="${LIGHT_PALETTE.red}"`));
    // no attribute given twice on one element (an SVG image with one is not drawn at all)
    for (const tag of svg.match(/<[a-z][^>]*>/g) ?? []) {
      const names = [...tag.matchAll(/\s([a-z-]+)="/g)].map((m) => m[1]);
      assert.equal(new Set(names).size, names.length, tag);
    }
  });

  it('never writes a style attribute (the webview CSP refuses inline styles)', () => {
    const svg = renderBoardSvg({ position: START, arrows: [{ from: 'h2', to: 'e2', label: '+1' }], palette: 'dark' });
    assert.doesNotMatch(svg, /\sstyle=/);
  });

  it("keeps its palettes equal to the defaults of the colours package.json contributes", () => {
    const pkg = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', '..', 'package.json'), 'utf8'));
    const defaults = new Map<string, { light: string; dark: string }>(pkg.contributes.colors.map((c: { id: string; defaults: { light: string; dark: string } }) => [c.id, c.defaults]));
    const ids: Record<keyof typeof LIGHT_PALETTE, string> = {
      board: 'boardBackground', grid: 'gridLines', red: 'redPiece', black: 'blackPiece', face: 'pieceFace',
      lastMove: 'lastMove', check: 'check', hint: 'moveHint', arrow: 'arrow',
    };
    for (const [key, id] of Object.entries(ids) as [keyof typeof LIGHT_PALETTE, string][]) {
      assert.equal(LIGHT_PALETTE[key], defaults.get(`xiangqiLens.${id}`)?.light, id);
      assert.equal(DARK_PALETTE[key], defaults.get(`xiangqiLens.${id}`)?.dark, id);
    }
  });
});
