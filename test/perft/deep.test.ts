import { strict as assert } from 'node:assert';
import * as fs from 'node:fs';
import { parseFen } from '../../src/core/fen';
import { perft } from '../../src/core/perft';
import { readPerftTable, sharedPath } from '../shared';

// Every row of the shared table at every depth it gives: minutes, not part of `npm test`. The table is all this
// suite runs, so without it, or with no row in it, the suite fails rather than pass with "0 passed".
describe('perft (deep)', () => {
  const table = sharedPath('fen', 'perft.tsv');
  const rows = fs.existsSync(table) ? readPerftTable() : [];
  if (rows.length === 0)
    it('has rows to run', () => assert.fail(`nothing to run: ${table} is missing or empty (XQLENS_SHARED_DATA names the shared data folder)`));
  rows.forEach((row, i) =>
    it(`perft.tsv row ${i + 1}`, () => {
      const r = parseFen(row.fen);
      assert.ok(r.ok);
      for (const [d, n] of row.counts) assert.equal(perft(r.value, d), n, `depth ${d}`);
    }).timeout(0),
  );
});
