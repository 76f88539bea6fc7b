import { strict as assert } from 'node:assert';
import { moveAt, moveSpan } from '../../../src/formats/locate';
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
});
