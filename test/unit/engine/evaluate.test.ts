import { strict as assert } from 'node:assert';
import { START_FEN, parseFen } from '../../../src/core/fen';
import type { Position } from '../../../src/core/position';
import { toFen } from '../../../src/core/fen';
import { PIECE_ROLE } from '../../../src/core/types';
import { attackedBy } from '../../../src/engine/attacks';
import { EVAL_ALL, EVAL_THREATS, FEATURES, WEIGHTS, WEIGHT_NAMES, evaluate, evaluateRed } from '../../../src/engine/evaluate';
import { SEE_VALUE, leastAttacker } from '../../../src/engine/see';
import { randomGames } from '../../randomGames';
import { rng } from '../../rng';

const position = (fen: string): Position => {
  const p = parseFen(fen);
  if (!p.ok) assert.fail(`${fen}: ${p.error.message}`);
  return p.value;
};
/** The feature of one weight, from Red's side, for a composed position. */
const feature = (fen: string, name: (typeof WEIGHT_NAMES)[number]): number => {
  evaluateRed(position(fen), EVAL_ALL);
  return FEATURES[WEIGHT_NAMES.indexOf(name)];
};
/** Mirror a FEN top to bottom with colours swapped (Black's view of the same position). */
const flip = (fen: string): string => {
  const [board, turn] = fen.split(' ');
  const rows = board.split('/').reverse().map((r) => r.replace(/[a-z]/gi, (ch) => (ch === ch.toLowerCase() ? ch.toUpperCase() : ch.toLowerCase())));
  return `${rows.join('/')} ${turn === 'w' ? 'b' : 'w'}`;
};

describe('engine/evaluate', () => {
  it('is the dot product of the weights and the features, symmetric between the colours', () => {
    for (const fen of [START_FEN, 'r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1CN3NC1/9/R1BAKAB1R w - - 4 3', '2bakab2/9/2n1c4/p3p3p/2p6/6P2/P3P3P/4C4/4N4/2BAKAB2 w - - 0 20']) {
      const pos = position(fen);
      const red = evaluateRed(pos);
      let dot = 0;
      for (let k = 0; k < WEIGHTS.length; k++) dot += WEIGHTS[k] * FEATURES[k];
      assert.equal(red, dot);
      // the same position seen from the other side scores the same for the side to move
      assert.equal(evaluate(position(fen)), evaluate(position(flip(fen))), fen);
    }
  });

  it('hollow cannon: an enemy cannon on the king\'s file with nothing between', () => {
    // Black's cannon on e5 faces Red's king on e0 across an empty file (composed)
    assert.equal(feature('3k5/9/9/9/4c4/9/9/9/9/3AKA3 w', 'hollowThreat'), -1);
    // with Red's horse on the palace centre as the only screen: the central cannon on a palace-centre horse
    assert.equal(feature('3k5/9/9/9/4c4/9/9/9/4N4/3AKA3 w', 'centralHorseThreat'), -1);
    assert.equal(feature('3k5/9/9/9/4c4/9/9/9/4N4/3AKA3 w', 'hollowThreat'), 0);
  });

  it('bottom cannon: an enemy cannon on the king\'s back rank with a clear line, by the attackers present', () => {
    // Black's cannon on a0, Red's king on e0 at home; Black's chariot, horse and cannon across the river (5 attack units)
    const f = feature('3k5/9/9/9/9/5r3/2n6/9/9/c3K4 w', 'bottomCannon');
    assert.equal(f, -5 / 8);
  });

  it('pins: a chariot in front of whose unprotected target the king stands', () => {
    // Red's chariot e2 pins Black's horse e7 to the king e9; nothing guards the horse
    assert.equal(feature('4k4/9/4n4/9/9/9/9/4R4/9/3K5 w', 'pinByChariot'), 9 - 2);
    // a black advisor on e8 guards it: no pin worth counting
    assert.equal(feature('4k4/4a4/4n4/9/9/9/9/4R4/9/3K5 w', 'pinByChariot'), 0);
  });

  it('threats: an enemy piece attacked by a lesser one, or attacked and unguarded, by either side', () => {
    // Red's pawn e4 attacks Black's horse e5 (composed)
    assert.equal(feature('3k5/9/9/9/4n4/4P4/9/9/9/4K4 w', 'threatByLesser'), 1);
    assert.equal(feature('3k5/9/9/9/4n4/4P4/9/9/9/4K4 w', 'threatOnHanging'), 0);
    // Red's chariot a4 attacks Black's horse a5: worth less than the chariot, so it counts only unguarded
    assert.equal(feature('3k5/9/9/9/n8/R8/9/9/9/4K4 w', 'threatOnHanging'), 1);
    assert.equal(feature('3k5/9/9/p8/n8/R8/9/9/9/4K4 w', 'threatOnHanging'), 0);
    assert.equal(feature('3k5/9/9/p8/n8/R8/9/9/9/4K4 w', 'threatByLesser'), 0);
    // the same threats by Black count against Red
    assert.equal(feature(flip('3k5/9/9/9/4n4/4P4/9/9/9/4K4 w'), 'threatByLesser'), -1);
    assert.equal(feature(flip('3k5/9/9/9/n8/R8/9/9/9/4K4 w'), 'threatOnHanging'), -1);
  });

  it('threats agree with asking the static exchange\'s least attacker of every piece, on random games', () => {
    // the evaluation notes attacks from the attackers' side; SEE asks from the target's
    const rnd = rng(77);
    const idx = (name: string): number => WEIGHT_NAMES.indexOf(name as (typeof WEIGHT_NAMES)[number]);
    let lesser = 0, hanging = 0;
    randomGames(rnd, 20, 90, (pos) => {
      const want = [0, 0];
      for (let c = 0; c < 2; c++) {
        const opp = c === 0 ? 32 : 16, sign = c === 0 ? 1 : -1;
        for (let i = 5; i <= 10; i++) {
          const sq = pos.squareOf[opp + i];
          if (!sq) continue;
          const from = leastAttacker(pos.board, sq, c);
          if (from === 0) continue;
          if (SEE_VALUE[PIECE_ROLE[pos.board[from]]] < SEE_VALUE[PIECE_ROLE[opp + i]]) want[0] += sign;
          else if (!attackedBy(pos.board, sq, c ^ 1)) want[1] += sign;
        }
      }
      for (const terms of [EVAL_ALL, EVAL_THREATS]) {
        evaluateRed(pos, terms);
        assert.deepEqual([FEATURES[idx('threatByLesser')], FEATURES[idx('threatOnHanging')]], want, toFen(pos));
      }
      lesser += Math.abs(want[0]);
      hanging += Math.abs(want[1]);
    });
    // random games must have offered both kinds often for this to mean something
    assert.ok(lesser > 200 && hanging > 200, `${lesser} lesser, ${hanging} hanging`);
  });

  it('trapped horse: no good square to go to', () => {
    // Red's horse in the corner a0 with its legs blocked by its own pieces
    assert.equal(feature('3k5/9/9/9/9/9/9/9/R8/NC2K4 w', 'horseTrapped'), -1);
  });

  it('advisors missing against both enemy chariots cost by the attack', () => {
    const f = feature('3k5/9/9/9/9/2r3r2/9/9/9/4K4 w', 'advisorLeakage');
    assert.equal(f, -4 / 8);
  });

  it('safe checks: the squares a chariot, cannon or horse checks from next move that the defender does not guard', () => {
    // Red's chariot a5 checks from e5 (along its rank, the e-file open to the king)
    assert.equal(feature('3akab2/9/9/9/R8/9/9/9/9/3K5 w', 'safeCheckChariot'), 1);
    // a Black horse on d7 guards e5: the check is no longer safe
    assert.equal(feature('3akab2/9/3n5/9/R8/9/9/9/9/3K5 w', 'safeCheckChariot'), 0);
    // Red's cannon a4 checks from e4 over the pawn on e6
    assert.equal(feature('4k4/9/9/4p4/9/C8/9/9/9/3K5 w', 'safeCheckCannon'), 1);
    // Red's horse c5 checks from d7
    assert.equal(feature('4k4/9/9/9/2N6/9/9/9/9/3K5 w', 'safeCheckHorse'), 1);
    // a chariot on the king's file checks by taking the one piece between
    assert.equal(feature('4k4/9/9/4p4/P8/4R4/9/9/9/3K5 w', 'safeCheckChariot'), 1);
    // and Black's checks count against Red
    assert.equal(feature(flip('3akab2/9/9/9/R8/9/9/9/9/3K5 w'), 'safeCheckChariot'), -1);
  });

  it('cannon mobility counts the squares a cannon moves to and the capture over its screen', () => {
    // a0: a1..a9 up the file and b0..d0 along the rank (its own king stops it): 12 squares, 6 beyond six
    assert.equal(feature('3k5/9/9/9/9/9/9/9/9/C3K4 w', 'cannonMobility'), 6);
    // a pawn on a3 screens the chariot on a9: a1, a2 and the capture, with b0..d0
    assert.equal(feature('r2k5/9/9/9/9/9/P8/9/9/C3K4 w', 'cannonMobility'), 0);
    assert.equal(feature(flip('3k5/9/9/9/9/9/9/9/9/C3K4 w'), 'cannonMobility'), -6);
  });

  it('king danger grows with the checks the attacker has, and is symmetric between the colours', () => {
    const safe = feature('3akab2/9/9/9/R8/9/9/9/9/3K5 w', 'kingDanger');
    const guarded = feature('3akab2/9/3n5/9/R8/9/9/9/9/3K5 w', 'kingDanger');
    assert.ok(safe > guarded, `${safe} > ${guarded}`);
    assert.equal(feature(flip('3akab2/9/9/9/R8/9/9/9/9/3K5 w'), 'kingDanger'), -safe);
  });
});
