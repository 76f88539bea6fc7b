import { strict as assert } from 'node:assert';
import * as fs from 'node:fs';
import { parseFen } from '../../../src/core/fen';
import type { Position } from '../../../src/core/position';
import { moveToIccs } from '../../../src/core/notation';
import { toScore } from '../../../src/engine/score';
import { Search, SearchResult } from '../../../src/engine/search';
import { TranspositionTable } from '../../../src/engine/tt';
import { clearMateMemo, exactMate, moveMates } from '../../bench/lib/mate';

/** Composed mates in 1 to 4 (test/fixtures/mates/composed.tsv): FEN, exact N, what the row shows. */
const COMPOSED = fs.readFileSync('test/fixtures/mates/composed.tsv', 'utf8').split('\n').filter((l) => l && !l.startsWith('#')).map((l) => {
  const [fen, n, note] = l.split('\t');
  return { fen, n: Number(n), note };
});

const position = (fen: string): Position => {
  const p = parseFen(fen);
  if (!p.ok) assert.fail(fen);
  return p.value;
};

/** A fresh search to a fixed depth, the mate switches as given (all on by default). */
const run = (fen: string, depth: number, mateGuards = true): SearchResult => {
  const s = new Search(new TranspositionTable(4));
  if (!mateGuards) {
    s.features.shorterMates = false;
    s.features.mateThreat = false;
    s.features.stalemates = false;
  }
  // a node cap keeps a regression from running long; none of these needs a tenth of it
  return s.run(position(fen), { depth, nodes: 500_000 });
};

describe('engine: shortest mates at depth 2N+2', function () {
  this.timeout(60000);

  it('the composed set holds mates in exactly 1 to 4, each N proved by exhaustive search', () => {
    for (const n of [1, 2, 3, 4]) assert.ok(COMPOSED.some((r) => r.n === n), `a mate in ${n}`);
    for (const { fen, n } of COMPOSED) {
      assert.equal(exactMate(position(fen), 4), n, fen);
      clearMateMemo();
    }
  });

  it('finds every composed mate in N at its true distance by depth 2N+2, with a first move that mates in N', () => {
    for (const { fen, n, note } of COMPOSED) {
      const r = run(fen, 2 * n + 2);
      assert.equal(r.depth, 2 * n + 2, `${fen}: stopped at depth ${r.depth}`);
      assert.deepEqual(toScore(r.lines[0].value), { kind: 'mate', value: n }, `${fen} (${note})`);
      assert.ok(moveMates(position(fen), r.bestMove, n), `${fen}: ${moveToIccs(r.bestMove)} does not mate in ${n}`);
      clearMateMemo();
    }
  });

  it('without the mate guards the quiet and stalemating mates come out longer', () => {
    // the test above would fail on these rows without the switches. Which rows depends on the
    // evaluation too: the guards were made for six, and with the fit to our own search four still need them
    const longer = COMPOSED.filter(({ fen, n }) => {
      const s = toScore(run(fen, 2 * n + 2, false).lines[0].value);
      return !(s.kind === 'mate' && s.value === n);
    });
    assert.deepEqual(longer.map((r) => r.fen), [
      '4k4/9/9/9/9/9/9/9/9/3K2R2 w - - 0 1',
      '4k4/9/9/9/9/9/9/9/4N4/3K3R1 w - - 0 1',
      '1r3k3/4n4/9/9/9/9/9/9/9/4K4 b - - 0 1',
      '4k4/9/9/9/9/9/9/6N2/9/3K5 w - - 0 1',
    ]);
  });

  // one mate per switch, at depth 2N+2: as the engine plays (every switch on), then with the one switch off
  const withOut = (fen: string, depth: number, off?: 'shorterMates' | 'mateThreat' | 'stalemates'): number => {
    const s = new Search(new TranspositionTable(4));
    if (off) s.features[off] = false;
    return s.run(position(fen), { depth, nodes: 500_000 }).lines[0].value;
  };

  // the first two are proved mates from our games (test/fixtures/mates/mates.tsv), the third is composed
  it('shorterMates: with a mate in 5 in hand, the search still finds the mate in 4 that a quiet move starts', () => {
    const fen = '5k3/2r6/9/4R3p/9/3N5/9/4K4/9/9 w - - 4 78';
    assert.deepEqual(toScore(withOut(fen, 10)), { kind: 'mate', value: 4 });
    assert.deepEqual(toScore(withOut(fen, 10, 'shorterMates')), { kind: 'mate', value: 5 });
  });

  it('mateThreat: a side far ahead in material is not cut off by reverse futility while a mate in 2 is on', () => {
    const fen = '3k5/4P4/6N1b/9/7c1/9/9/p3B4/4A4/4KAB2 w - - 37 77';
    assert.deepEqual(toScore(withOut(fen, 6)), { kind: 'mate', value: 2 });
    assert.equal(toScore(withOut(fen, 6, 'mateThreat')).kind, 'cp');
  });

  it('stalemates: a mate in 2 that ends with a bare king stalemated is seen, and its quiet last move is not pruned', () => {
    const fen = '1r3k3/4n4/9/9/9/9/9/9/9/4K4 b - - 0 1';
    assert.deepEqual(toScore(withOut(fen, 6)), { kind: 'mate', value: 2 });
    assert.equal(toScore(withOut(fen, 6, 'stalemates')).kind, 'cp');
  });

  it('a mate in 3 from our games is reported as mate in 3 at depths 8 and 12, not mate in 6', () => {
    // test/fixtures/mates/mates.tsv (proved by exhaustive search): the search without the guards said mate in 6 at depth 8
    const fen = '3Ck4/9/3a5/8p/2n6/9/2r6/9/9/3K1c3 b - - 0 73';
    assert.deepEqual(toScore(run(fen, 8, false).lines[0].value), { kind: 'mate', value: 6 });
    for (const depth of [8, 12]) assert.deepEqual(toScore(run(fen, depth).lines[0].value), { kind: 'mate', value: 3 }, `depth ${depth}`);
  });
});
