import { strict as assert } from 'node:assert';
import { parseFen } from '../../src/core/fen';
import { perft } from '../../src/core/perft';
import { readPerftTable } from '../shared';

// Every row of the shared table at every depth it gives: minutes, not part of `npm test`.
describe('perft (deep)', () => {
  readPerftTable().forEach((row, i) =>
    it(`perft.tsv row ${i + 1}`, () => {
      const r = parseFen(row.fen);
      assert.ok(r.ok);
      for (const [d, n] of row.counts) assert.equal(perft(r.value, d), n, `depth ${d}`);
    }).timeout(0),
  );
});
