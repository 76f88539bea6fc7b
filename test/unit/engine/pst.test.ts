import { strict as assert } from 'node:assert';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { ROLE_NAMES } from '../../../src/core/types';
import { PIECE_SQUARE } from '../../../src/engine/pst';
import { pstSource } from '../../bench/tune/pstSource';

const PST_FILE = path.join(__dirname, '../../../src/engine/pst.ts');
const tables = (): Record<string, number[][]> =>
  Object.fromEntries(ROLE_NAMES.map((name, role) => [name, PIECE_SQUARE[role].map((row) => [...row])]));

describe('piece-square tables', () => {
  it('are exactly what the tuner writes for them, so a fit lands by command', () => {
    assert.equal(pstSource(tables()), fs.readFileSync(PST_FILE, 'utf8'));
  });

  it('the writer puts a changed value in its role, rank and file', () => {
    const t = tables();
    t.horse[7][2] = 123;
    const src = pstSource(t);
    const horse = src.slice(src.indexOf('// horse'), src.indexOf('// chariot'));
    assert.match(horse.split('\n')[9], /^ {4}\[-?\d+, -?\d+, 123, -?\d+, -?\d+\],$/);
    assert.equal(src.match(/123/g)?.length, 1);
  });

  it('the writer refuses a table of the wrong shape rather than write a broken engine', () => {
    const t = tables();
    t.cannon.pop();
    assert.throws(() => pstSource(t), /cannon/);
    const u = tables();
    delete u.pawn;
    assert.throws(() => pstSource(u), /pawn/);
  });
});
