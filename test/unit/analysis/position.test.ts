import { strict as assert } from 'node:assert';
import { positionError, replayed } from '../../../src/analysis/position';
import { START_FEN } from '../../../src/core/fen';

describe('analysis/position: a position replayed once per request', () => {
  it('replays a DTO to its position, side to move and transposition key', () => {
    const r = replayed({ fen: START_FEN, moves: ['h2e2', 'h9g7'] });
    assert.ok(r.ok);
    assert.equal(r.value.turn, 0);
    assert.equal(r.value.position.ply, 2);
    const other = replayed({ fen: START_FEN, moves: ['h0g2', 'h9g7', 'b0c2', 'b9c7'] });
    const transposed = replayed({ fen: START_FEN, moves: ['b0c2', 'b9c7', 'h0g2', 'h9g7'] });
    assert.ok(other.ok && transposed.ok);
    assert.equal(other.value.key, transposed.value.key);
    assert.notEqual(other.value.key, r.value.key);
  });

  it('answers the same object again without replaying, and a new object afresh', () => {
    const dto = { fen: START_FEN, moves: ['h2e2'] };
    const a = replayed(dto);
    assert.equal(replayed(dto), a, 'the same answer for the same request');
    assert.notEqual(replayed({ ...dto }), a, 'another request is replayed on its own');
  });

  it('says why a position cannot be searched, with the codes every engine answers with', () => {
    const bad = replayed({ fen: START_FEN, moves: ['h2e2', 'h2e2'] });
    assert.ok(!bad.ok);
    assert.equal(positionError(bad.error).code, 'ERR_ILLEGAL_MOVE');
    const fen = replayed({ fen: 'nonsense', moves: [] });
    assert.ok(!fen.ok);
    assert.equal(positionError(fen.error).code, 'ERR_FEN');
  });
});
