import { strict as assert } from 'node:assert';
import { parseFen, START_FEN } from '../../../src/core/fen';
import { perft, perftDivide } from '../../../src/core/perft';
import { eachShared, readPerftTable } from '../../shared';
import { OWN_PERFT } from '../../fixtures/perft';

/** Node budget per row for `npm test` on 2 cores; deeper rows run in `npm run test:perft`. */
const UNIT_BUDGET = 4_000_000;

const check = (fen: string, depth: number, expected: number): void => {
  const r = parseFen(fen);
  assert.ok(r.ok, `FEN rejected: ${fen}`);
  assert.equal(perft(r.value, depth), expected, `${fen} depth ${depth}`);
};

describe('perft', () => {
  it('start position to depth 4', () => check(START_FEN, 4, 3_290_240));

  for (const row of OWN_PERFT)
    it(`own fixture ${row.name}`, () => {
      for (const [d, n] of row.counts) if (n <= UNIT_BUDGET) check(row.fen, d, n);
    });

  eachShared('every row of the shared perft.tsv', readPerftTable, (row, i) =>
    it(`shared perft.tsv row ${i + 1}`, () => {
      for (const [d, n] of row.counts) if (n <= UNIT_BUDGET) check(row.fen, d, n);
    }),
  );

  it('divide sums to the total and leaves the position unchanged', () => {
    const pos = parseFen(START_FEN);
    assert.ok(pos.ok);
    const before = pos.value.key;
    const div = perftDivide(pos.value, 3);
    assert.equal(div.length, 44);
    assert.equal(div.reduce((s, x) => s + x.nodes, 0), 79_666);
    assert.equal(pos.value.key, before);
  });
});
