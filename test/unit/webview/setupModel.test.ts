import { strict as assert } from 'node:assert';
import { START_FEN, parseFen } from '../../../src/core/fen';
import { EMPTY, dropAt, fenOf, fromFen, moveOn, placeAt, problemsOf, removeAt, withTurn } from '../../../webview/setup/setupModel';

const RED_K = { role: 'k', color: 'red' } as const;
const BLACK_K = { role: 'k', color: 'black' } as const;
const RED_N = { role: 'n', color: 'red' } as const;

describe('setup board model', () => {
  it('reads and writes the start position', () => {
    const s = fromFen(START_FEN);
    assert.equal(s.pieces.size, 32);
    assert.equal(fenOf(s), START_FEN);
    assert.deepEqual(problemsOf(s), []);
    assert.equal(fenOf(withTurn(s, 'black')), START_FEN.replace(' w ', ' b '));
  });

  it('clear, two generals facing: the problem; a horse between: legal, and the FEN the rules accept', () => {
    let s = placeAt(placeAt(EMPTY, 'e0', RED_K), 'e9', BLACK_K);
    assert.deepEqual(problemsOf(s).map((p) => p.code), ['ERR_GENERALS_FACING']);
    s = placeAt(s, 'e4', RED_N);
    assert.deepEqual(problemsOf(s), []);
    assert.equal(fenOf(s), '4k4/9/9/9/9/4N4/9/9/9/4K4 w - - 0 1');
    assert.ok(parseFen(fenOf(s)).ok);
  });

  it('a palette click toggles the same piece off, and replaces another; a drop always places', () => {
    const s = placeAt(EMPTY, 'e4', RED_N);
    assert.equal(placeAt(s, 'e4', RED_N).pieces.size, 0);
    assert.deepEqual(placeAt(s, 'e4', BLACK_K).pieces.get('e4'), BLACK_K);
    assert.deepEqual(dropAt(s, 'e4', RED_N).pieces.get('e4'), RED_N);
  });

  it('removes and moves pieces, capturing what stood on the target; leaves the input unchanged', () => {
    const s = fromFen(START_FEN);
    const r = removeAt(s, 'a0');
    assert.equal(r.pieces.size, 31);
    assert.equal(s.pieces.size, 32);
    assert.equal(removeAt(s, 'e4'), s);
    const m = moveOn(s, 'h2', 'h9');
    assert.equal(m.pieces.size, 31);
    assert.deepEqual(m.pieces.get('h9'), { role: 'c', color: 'red' });
    assert.ok(!m.pieces.has('h2'));
  });

  it('an unreadable FEN gives the start position', () => {
    assert.equal(fenOf(fromFen('nonsense')), START_FEN);
  });
});
