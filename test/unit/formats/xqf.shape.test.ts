import { strict as assert } from 'node:assert';
import { START_FEN, parseFen } from '../../../src/core/fen';
import { ALL_SQUARES } from '../../../src/core/squares';
import { makeMove } from '../../../src/core/types';
import { pseudoLegal } from '../../../src/formats/xqf/shape';

describe('XQF single-move shape check', () => {
  it('agrees with Position.isLegal on every from/to pair along seeded playouts', () => {
    const p = parseFen(START_FEN);
    assert.ok(p.ok);
    const pos = p.value;
    let seed = 12345;
    const next = (n: number): number => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return (seed >>> 8) % n;
    };
    let compared = 0;
    for (let ply = 0; ply < 60; ply++) {
      if (ply % 6 === 0) {
        for (const from of ALL_SQUARES) {
          if (!pos.board[from]) continue;
          for (const to of ALL_SQUARES) {
            const m = makeMove(from, to);
            assert.equal(pseudoLegal(pos, m) && pos.isSafe(m), pos.isLegal(m), `ply ${ply} move ${from}-${to}`);
            compared++;
          }
        }
      }
      const moves = pos.legalMoves();
      if (moves.length === 0) break;
      pos.play(moves[next(moves.length)]);
    }
    assert.ok(compared > 10000);
  });
});
