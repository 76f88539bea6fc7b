import { strict as assert } from 'node:assert';
import { START_FEN, toFen } from '../../../src/core/fen';
import { numberedMove, replayLine, replayPrefix, walkLine } from '../../../src/core/line';
import { moveToIccs, parseIccs } from '../../../src/core/notation';

describe('core/line: the one replay of a FEN and moves', () => {
  it('plays a legal line and keeps the history the repetition rules need', () => {
    const r = replayLine(START_FEN, ['h2e2', 'h9g7', 'e2h2', 'g7h9']);
    assert.ok(r.ok);
    assert.equal(r.value.position.ply, 4);
    assert.equal(r.value.moves.map(moveToIccs).join(' '), 'h2e2 h9g7 e2h2 g7h9');
    // back at the start position: same key as four plies ago
    assert.equal(r.value.position.keys[4], r.value.position.keys[0]);
    assert.equal(toFen(r.value.position).split(' ')[0], START_FEN.split(' ')[0]);
  });

  it('accepts packed moves as well as ICCS text', () => {
    const a = replayLine(START_FEN, ['h2e2']);
    assert.ok(a.ok);
    const b = replayLine(START_FEN, [...a.value.moves]);
    assert.ok(b.ok);
    assert.equal(toFen(b.value.position), toFen(a.value.position));
  });

  it('says which move failed and keeps the line before it', () => {
    const r = replayLine(START_FEN, ['h2e2', 'h9g7', 'h2h9', 'h0g2']);
    assert.ok(!r.ok);
    assert.equal(r.error.code, 'ERR_LINE_MOVE');
    assert.equal(r.error.index, 2);
    assert.match(r.error.message, /move 3 \(h2h9\)/);
    assert.equal(r.error.line?.position.ply, 2);
    assert.equal(replayPrefix(START_FEN, ['h2e2', 'h9g7', 'h2h9'])?.moves.length, 2);
    // garbage text fails the same way
    const g = replayLine(START_FEN, ['zz']);
    assert.ok(!g.ok && g.error.index === 0);
  });

  it('reports a bad FEN', () => {
    const r = replayLine('not a fen', []);
    assert.ok(!r.ok);
    assert.equal(r.error.code, 'ERR_LINE_FEN');
    assert.equal(replayPrefix('not a fen'), undefined);
  });

  it('walks a line with the position before each move', () => {
    const start = replayLine(START_FEN);
    assert.ok(start.ok);
    const seen: string[] = [];
    const n = walkLine(start.value.position, ['h2e2', 'h9g7', 'b0b9'], (pos, m) => seen.push(`${pos.turn}:${moveToIccs(m)}`));
    assert.equal(n, 2);
    assert.deepEqual(seen, ['0:h2e2', '1:h9g7']);
    assert.equal(start.value.position.ply, 2);
  });

  it('numbers a move as players write it: 1. for Red, 1… for Black, counting on from a FEN\'s move number', () => {
    const label = (fen: string, moves: string[], next: string): string => {
      const r = replayLine(fen, moves);
      assert.ok(r.ok);
      const m = parseIccs(r.value.position, next);
      assert.ok(m.ok);
      return numberedMove(r.value.position, m.value, 'zh');
    };
    assert.equal(label(START_FEN, [], 'h2e2'), '1. 炮二平五');
    assert.equal(label(START_FEN, ['h2e2'], 'h9g7'), '1…马８进７');
    assert.equal(label(START_FEN, ['h2e2', 'h9g7'], 'h0g2'), '2. 马二进三');
    assert.equal(label(START_FEN.replace(' w - - 0 1', ' b - - 0 30'), [], 'h9g7'), '30…马８进７');
  });
});
