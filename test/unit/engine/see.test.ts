import { strict as assert } from 'node:assert';
import { parseFen } from '../../../src/core/fen';
import { parseIccs } from '../../../src/core/notation';
import { see } from '../../../src/engine/see';

/** SEE of an ICCS move in a composed position; the board must come back untouched. */
const seeOf = (fen: string, move: string): number => {
  const p = parseFen(fen);
  if (!p.ok) assert.fail(`${fen}: ${p.error.message}`);
  const pos = p.value;
  const m = parseIccs(pos, move);
  if (!m.ok) assert.fail(`${move} in ${fen}`);
  const before = Array.from(pos.board);
  const v = see(pos, m.value);
  assert.deepEqual(Array.from(pos.board), before, 'board restored');
  return v;
};

describe('engine/see', () => {
  // values: pawn 100, advisor/elephant 200, horse 420, chariot 950, cannon 460 (composed positions)
  it('an undefended piece is won whole; a defended one costs the difference', () => {
    assert.equal(seeOf('5k3/9/9/9/4n4/9/9/4R4/9/3K5 w', 'e2e5'), 420);
    // the cannon on e9 defends e5 over the elephant on e7
    assert.equal(seeOf('4ck3/9/4b4/9/4n4/9/9/4R4/9/3K5 w', 'e2e5'), 420 - 950);
  });

  it('either side may decline a losing recapture', () => {
    // Red's horse takes a pawn the black horse defends: Black takes back, Red has nothing left
    assert.equal(seeOf('5k3/9/5n3/9/4p4/9/3N5/9/9/3K5 w', 'd3e5'), 100 - 420);
    // Red's chariot takes a horse the black chariot defends; the second red chariot takes back
    assert.equal(seeOf('5k3/9/9/4r4/9/4n4/9/4R4/4R4/3K5 w', 'e2e4'), 420);
  });

  it('x-rays: a cannon finds its screen once the piece in front has gone', () => {
    // Red's cannon on e1 sees e5 over the pawn on e3 only after the chariot on e4 has taken
    assert.equal(seeOf('5k3/4r4/9/9/4n4/4R4/4P4/9/4C4/3K5 w', 'e4e5'), 420);
  });

  it('a quiet move to an attacked square loses the piece; to a safe one loses nothing', () => {
    assert.equal(seeOf('5k3/9/9/4r4/9/9/9/9/9/3K4R w', 'i0i6'), -950);
    assert.equal(seeOf('5k3/9/9/4r4/9/9/9/9/9/3K4R w', 'i0i1'), 0);
  });

  it('a king recaptures only on a square no longer defended', () => {
    assert.equal(seeOf('3ak4/9/9/9/9/9/9/9/9/3R1K3 w', 'd0d9'), 200 - 950);
    assert.equal(seeOf('3ak4/9/9/9/9/9/9/9/3R5/3R1K3 w', 'd1d9'), 200);
  });
});
