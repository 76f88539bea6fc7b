import { strict as assert } from 'node:assert';
import { parseFen } from '../../../src/core/fen';
import { parseIccs } from '../../../src/core/notation';
import { MoveOrder, isBadCaptureKey } from '../../../src/engine/movepick';

// Red chariot a4 can take the a6 pawn (defended by the a9 chariot) or the c4 pawn (undefended).
const FEN = 'r3k4/9/9/p8/9/R1p6/9/9/9/3K5 w - - 0 1';

const keyOf = (order: MoveOrder, start: number, end: number, m: number): number => {
  for (let i = start; i < end; i++) if (order.moves[i] === m) return order.keys[i];
  throw new Error(`move ${m} not generated`);
};

describe('engine/movepick', () => {
  it('demotes a chariot taking a defended pawn below every good capture, and only when asked', () => {
    const p = parseFen(FEN);
    assert.ok(p.ok);
    const pos = p.value;
    const defended = parseIccs(pos, 'a4a6');
    const free = parseIccs(pos, 'a4c4');
    assert.ok(defended.ok && free.ok);
    const order = new MoveOrder();
    let end = order.fill(pos, 0, 0, 1);
    assert.equal(end, 2, 'two captures');
    assert.ok(isBadCaptureKey(keyOf(order, 0, end, defended.value)));
    assert.ok(!isBadCaptureKey(keyOf(order, 0, end, free.value)));
    assert.equal(order.next(0, end), free.value, 'the free pawn comes first');
    order.badCaptures = false;
    end = order.fill(pos, 0, 0, 1);
    assert.ok(!isBadCaptureKey(keyOf(order, 0, end, defended.value)));
  });
});
