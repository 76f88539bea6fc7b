import { strict as assert } from 'node:assert';
import { gameHeads, moveAt, moveSpan } from '../../../src/formats/locate';
import { nodeAt } from '../../../src/formats/game';
import { moveToIccs } from '../../../src/core/notation';
import { readGameText } from '../../../src/formats/read';

const TEXT = [
  '[Event "one"]',
  '[Format "Chinese"]',
  '',
  '1. 炮二平五 {好} (1. 相三进五 1... 卒７进１) 1... 马８进７',
  '2. 马二进三 车９平８ *',
  '',
  '[Event "two"]',
  '[Format "WXF"]',
  '1. C2.5 H8+7 2. H2+3 *',
].join('\n');

const read = (): ReturnType<typeof readGameText> => readGameText(TEXT, 'a.pgn');
const lineOf = (n: number): [number, number] => {
  const lines = TEXT.split('\n');
  const start = lines.slice(0, n).reduce((s, l) => s + l.length + 1, 0);
  return [start, start + lines[n].length];
};

describe('formats/locate: text places and game nodes', () => {
  it('finds the move under the cursor, in variations and in the second game', () => {
    const r = read();
    assert.ok(r.ok);
    const at = (word: string, nth = 0): number => {
      let i = -1;
      for (let k = 0; k <= nth; k++) i = TEXT.indexOf(word, i + 1);
      return i + 1;
    };
    assert.deepEqual(moveAt(r.value.games, at('炮二平五')), { game: 0, path: [0] });
    assert.deepEqual(moveAt(r.value.games, at('卒７进１')), { game: 0, path: [1, 0] });
    assert.deepEqual(moveAt(r.value.games, at('车９平８')), { game: 0, path: [0, 0, 0, 0] });
    assert.deepEqual(moveAt(r.value.games, at('H2+3')), { game: 1, path: [0, 0, 0] });
    // between moves, without a line: nothing
    assert.equal(moveAt(r.value.games, TEXT.indexOf('{好}') + 1), undefined);
  });

  it('on a move line, takes the last move before the cursor, else the first after it', () => {
    const r = read();
    assert.ok(r.ok);
    const [s, e] = lineOf(4);
    assert.deepEqual(moveAt(r.value.games, e, { line: [s, e] }), { game: 0, path: [0, 0, 0, 0] });
    assert.deepEqual(moveAt(r.value.games, s, { line: [s, e] }), { game: 0, path: [0, 0, 0] });
    const tag = lineOf(0);
    assert.equal(moveAt(r.value.games, tag[0] + 2, { line: tag }), undefined);
  });

  it('gives back where a node is written', () => {
    const r = read();
    assert.ok(r.ok);
    const span = moveSpan(r.value.games[0], [0, 0]);
    assert.ok(span);
    assert.equal(TEXT.slice(span.start, span.end), '马８进７');
  });

  // the same game in each notation, a comment and a NAG before a variation inside a variation
  const NOTATIONS = {
    zh: ['[Format "Chinese"]', '1. 炮二平五 {中炮} 马８进７ $1 (1... 炮８平５ {顺炮} 2. 马二进三 (2. 马八进七 {屏风}) 2... 马８进７) 2. 马二进三 *'],
    wxf: ['[Format "WXF"]', '1. C2.5 {中炮} H8+7 $1 (1... C8.5 {顺炮} 2. H2+3 (2. H8+7 {屏风}) 2... H8+7) 2. H2+3 *'],
    iccs: ['[Format "ICCS"]', '1. h2e2 {中炮} h9g7 $1 (1... h7e7 {顺炮} 2. h0g2 (2. b0c2 {屏风}) 2... h9g7) 2. h0g2 *'],
  } as const;
  // [token as written in each notation, its path, its ICCS]
  const TOKENS: ReadonlyArray<[Record<keyof typeof NOTATIONS, string>, number[], string]> = [
    [{ zh: '炮二平五', wxf: 'C2.5', iccs: 'h2e2' }, [0], 'h2e2'],
    [{ zh: '马８进７ $1', wxf: 'H8+7 $1', iccs: 'h9g7 $1' }, [0, 0], 'h9g7'],
    [{ zh: '炮８平５', wxf: 'C8.5', iccs: 'h7e7' }, [0, 1], 'h7e7'],
    [{ zh: '马二进三 (', wxf: 'H2+3 (', iccs: 'h0g2 (' }, [0, 1, 0], 'h0g2'],
    [{ zh: '马八进七', wxf: 'H8+7 {', iccs: 'b0c2' }, [0, 1, 1], 'b0c2'],
    [{ zh: '马８进７)', wxf: 'H8+7)', iccs: 'h9g7)' }, [0, 1, 0, 0], 'h9g7'],
    [{ zh: '马二进三 *', wxf: 'H2+3 *', iccs: 'h0g2 *' }, [0, 0, 0], 'h0g2'],
  ];
  for (const notation of ['zh', 'wxf', 'iccs'] as const) {
    it(`finds every move of a game in ${notation}, in nested variations, past comments and NAGs, and gives its span back`, () => {
      const text = `[Event "x"]\n${NOTATIONS[notation].join('\n')}\n`;
      const r = readGameText(text, 'n.pgn');
      assert.ok(r.ok);
      const game = r.value.games[0];
      for (const [words, path, iccs] of TOKENS) {
        const at = text.indexOf(words[notation]);
        assert.ok(at >= 0, words[notation]);
        // every character of the token, and its end (a cursor just after it)
        const span = moveSpan(game, path);
        assert.ok(span, `span of ${path.join('.')}`);
        assert.equal(span.start, at, `${words[notation]} starts its span`);
        for (let o = span.start; o <= span.end; o++) assert.deepEqual(moveAt(r.value.games, o), { game: 0, path }, `${words[notation]} at +${o - at}`);
        assert.equal(moveToIccs(nodeAt(game, path)!.move), iccs);
      }
      // inside a comment there is no move
      assert.equal(moveAt(r.value.games, text.indexOf('顺炮') + 1), undefined);
    });
  }

  it('places one lens per game at its first tag, or at its first move when it has none', () => {
    const text = '1. h2e2 *\n\n[Event "b"]\n[Red "r"]\n1. C2.5 *\n\n[Event "c"]\n1. 炮二平五 *\n';
    const r = readGameText(text, 'h.pgn');
    assert.ok(r.ok);
    const heads = gameHeads(r.value.games);
    assert.deepEqual(heads.map((h) => h.game), [0, 1, 2]);
    assert.deepEqual(heads.map((h) => text.slice(h.offset, h.offset + 6)), ['1. h2e', '[Event', '[Event']);
  });
});
