import { strict as assert } from 'node:assert';
import { readFenList } from '../../../src/formats/fenlist';
import { readGames } from '../../../src/formats/read';
import { encodeUtf8 } from '../../../src/formats/text/encoding';
import { makeCase, newTally, ownSeeds, runCase } from '../../fuzz/readerFuzz';

describe('formats: a seeded slice of the reader fuzz (npm run bench:fuzz runs 100,000 cases)', function () {
  this.timeout(120_000);

  it('2,500 mutated files of ours through every reader, written in every format and read back', () => {
    const seeds = ownSeeds();
    const t = newTally();
    for (let i = 0; i < 2500; i++) runCase(makeCase(seeds, 20261129, i, { hugeChars: 20_000 }), t);
    const report = JSON.stringify({ byKind: t.byKind, examples: t.examples });
    assert.equal(t.exceptions, 0, report);
    assert.equal(t.hangs, 0, report);
    assert.equal(t.garbageAccepted, 0, report);
    assert.equal(t.unlocated, 0, report);
    assert.equal(t.roundTrip, 0, report);
    assert.deepEqual(Object.keys(t.byKind), [], report);
    // the mutations reach every reader's failures, not only its happy path
    assert.ok(t.read > 1000 && t.refused > 500, `${t.read} read, ${t.refused} refused`);
  });

  it('a FEN line followed by a long run of spaces reads in linear time', () => {
    const t0 = performance.now();
    const r = readFenList(`4k4/9/9/9/9/9/9/9/4R4/5K3 w - - 0 1${' '.repeat(60_000)}x`);
    assert.ok(!r.ok && r.error.code === 'ERR_FEN_LINE');
    // quadratic, this took seconds; linear, a millisecond or two
    assert.ok(performance.now() - t0 < 1000, `${Math.round(performance.now() - t0)} ms`);
  });

  it('DhtmlXQ and UBB text that yields no header and no move is no game', () => {
    for (const text of ['[DhtmlXQ_movelist]7749[/DhtmlXQ_movelist]', '[DhtmlXQ_comment0]开局[/DhtmlXQ_comment0][DhtmlXQ_move_0_1_1]7747[/DhtmlXQ_move_0_1_1]', '77490000']) {
      const r = readGames(encodeUtf8(text), 'x.txt');
      assert.ok(!r.ok, text);
      assert.equal(r.error.code, 'ERR_NO_GAME');
      assert.ok('line' in r.error.place && r.error.span);
    }
  });
});
