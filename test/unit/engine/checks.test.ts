import { strict as assert } from 'node:assert';
import { toFen } from '../../../src/core/fen';
import { moveToIccs } from '../../../src/core/notation';
import { givesCheck } from '../../../src/engine/checks';
import { randomGames } from '../../randomGames';
import { rng } from '../../rng';

describe('engine/checks', () => {
  it('givesCheck agrees with playing the move, on every legal move of random games', () => {
    const rnd = rng(2024);
    let checks = 0, moves = 0;
    randomGames(rnd, 12, 80, (pos, legal) => {
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
    });
    // the random games must have offered checks of every kind for this to mean something
    assert.ok(checks > 80 && moves > 18000, `${checks} checks in ${moves} moves`);
  });
});
