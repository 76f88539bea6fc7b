import { strict as assert } from 'node:assert';
import type { Position } from '../../../src/core/position';
import { attackedBy } from '../../../src/engine/attacks';
import { randomGames } from '../../randomGames';

/** Squares of enemy pieces the side to move can capture, by the rules core's move generator. */
const capturedSquares = (pos: Position): Set<number> => {
  const buf = new Int32Array(256);
  const n = pos.generate(buf, 0, 1);
  const out = new Set<number>();
  for (let i = 0; i < n; i++) out.add(buf[i] >> 8);
  return out;
};

describe('engine/attacks', () => {
  it('agrees with the capture generator on every enemy piece along seeded random games', () => {
    let seed = 7;
    const rnd = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x80000000);
    let checked = 0;
    randomGames(rnd, 20, 80, (pos, _legal, game, ply) => {
      const caps = capturedSquares(pos);
      const oppTag = pos.turn === 0 ? 32 : 16;
      for (let sq = 0; sq < 256; sq++) {
        const pc = pos.board[sq];
        // kings are captured only by "flying", which attackedBy leaves out on purpose
        if (!(pc & oppTag) || (pc & 15) === 0) continue;
        assert.equal(attackedBy(pos.board, sq, pos.turn), caps.has(sq), `square ${sq} in game ${game} ply ${ply}`);
        checked++;
      }
    });
    assert.ok(checked > 10000);
  });
});
