import { strict as assert } from 'node:assert';
import { parseFen, START_FEN } from '../../../src/core/fen';
import { illegalReason } from '../../../src/core/illegal';
import { parseSquare } from '../../../src/core/squares';

const why = (fen: string, from: string, to: string): string | undefined => {
  const pos = parseFen(fen);
  assert.ok(pos.ok, fen);
  return illegalReason(pos.value, parseSquare(from), parseSquare(to));
};

describe('core/illegal: why a move is illegal, as a player is told', () => {
  it('says nothing of a legal move', () => {
    assert.equal(why(START_FEN, 'h2', 'e2'), undefined);
    assert.equal(why(START_FEN, 'b0', 'c2'), undefined);
    assert.equal(why(START_FEN, 'c3', 'c4'), undefined);
  });

  it('names the piece that cannot go: nothing there, the other side, or onto its own side', () => {
    assert.equal(why(START_FEN, 'e4', 'e5'), 'not-your-piece');
    assert.equal(why(START_FEN, 'h9', 'g7'), 'not-your-piece');
    assert.equal(why(START_FEN, 'a0', 'b0'), 'own-piece');
  });

  it("the horse's leg and the elephant's eye", () => {
    // b0's horse toward d1 passes c0, where the elephant stands
    assert.equal(why(START_FEN, 'b0', 'd1'), 'horse-leg');
    // an elephant on c0 with a piece on d1 cannot reach e2
    assert.equal(why('3k5/9/9/9/9/9/9/9/3N5/2B1K4 w - - 0 1', 'c0', 'e2'), 'elephant-eye');
    assert.equal(why('3k5/9/9/9/9/2B6/9/9/9/4K4 w - - 0 1', 'c4', 'e6'), 'elephant-river');
  });

  it('the palace, the soldier, the chariot and the cannon', () => {
    assert.equal(why('3k5/9/9/9/9/9/9/9/9/3AK4 w - - 0 1', 'e0', 'e1'), undefined);
    assert.equal(why('3k5/9/9/9/9/9/9/9/4K4/9 w - - 0 1', 'e1', 'e2'), undefined);
    assert.equal(why('3k5/9/9/9/9/9/9/4K4/9/9 w - - 0 1', 'e2', 'e3'), 'palace');
    assert.equal(why('3k5/9/9/9/9/9/9/9/9/3AK4 w - - 0 1', 'd0', 'c1'), 'palace');
    assert.equal(why(START_FEN, 'c3', 'c2'), 'pawn-backward');
    assert.equal(why(START_FEN, 'c3', 'd3'), 'pawn-sideways');
    assert.equal(why('3k5/9/9/9/2P6/9/9/9/9/4K4 w - - 0 1', 'c5', 'd5'), undefined, 'across the river it may');
    assert.equal(why(START_FEN, 'a0', 'a4'), 'path-blocked');
    assert.equal(why(START_FEN, 'h2', 'h7'), 'cannon-screen', 'a capture with nothing to jump');
    assert.equal(why(START_FEN, 'h2', 'h9'), undefined, 'over one to capture');
    assert.equal(why('5k3/9/9/9/9/9/9/9/9/3K1CRrn w - - 0 1', 'f0', 'i0'), 'cannon-screen', 'two pieces between');
    assert.equal(why(START_FEN, 'b2', 'b8'), 'path-blocked', 'a cannon that does not capture jumps nothing');
    assert.equal(why(START_FEN, 'a0', 'b1'), 'wrong-shape');
  });

  it('the general: facing the other one, or left in check', () => {
    // the red pawn on e5 is all that stands between the generals
    assert.equal(why('4k4/9/9/9/4P4/9/9/9/9/4K4 w - - 0 1', 'e5', 'd5'), 'generals-face');
    assert.equal(why('3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1', 'e0', 'd0'), 'generals-face');
    // a black chariot on e9 gives check: any move that does not answer it leaves the general in check
    assert.equal(why('3k5/4r4/9/9/9/9/9/9/9/4K3R w - - 0 1', 'i0', 'i1'), 'leaves-check');
  });
});
