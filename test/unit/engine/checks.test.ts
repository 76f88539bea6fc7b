import { strict as assert } from 'node:assert';
import { START_FEN, parseFen, toFen } from '../../../src/core/fen';
import { moveToIccs } from '../../../src/core/notation';
import { givesCheck } from '../../../src/engine/checks';
import { rng } from '../../rng';

describe('engine/checks', () => {
  it('givesCheck agrees with playing the move, on every legal move of random games', () => {
    const rnd = rng(2024);
    let checks = 0, moves = 0;
    for (let g = 0; g < 12; g++) {
      const p = parseFen(START_FEN);
      if (!p.ok) assert.fail();
      const pos = p.value;
      for (let ply = 0; ply < 80; ply++) {
        const legal = pos.legalMoves();
        if (legal.length === 0) break;
        const before = Array.from(pos.board);
        for (const m of legal) {
          pos.play(m);
          const real = pos.checks[pos.ply] === 1;
          pos.undo();
          assert.equal(givesCheck(pos, m), real, `${toFen(pos)} ${moveToIccs(m)}`);
          moves++;
          if (real) checks++;
        }
        assert.deepEqual(Array.from(pos.board), before, 'board restored');
        pos.play(legal[Math.floor(rnd() * legal.length)]);
      }
    }
    // the random games must have offered checks of every kind for this to mean something
    assert.ok(checks > 80 && moves > 18000, `${checks} checks in ${moves} moves`);
  });
});
