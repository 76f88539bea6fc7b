import { strict as assert } from 'node:assert';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { ROLE_NAMES } from '../../../src/core/types';
import { DEFAULT_WEIGHTS } from '../../../src/engine/evaluate';
import { PIECE_SQUARE } from '../../../src/engine/pst';

/** The tuner's record of the fit in play: its command, its settings and what it produced. */
const FIT_FILE = path.join(__dirname, '../../fixtures/tuning/weights-pst.json');

interface FitRecord {
  weights: Record<string, number>;
  pst: Record<string, number[][]>;
  env: Record<string, string>;
}

describe('the evaluation in play', () => {
  const fit = JSON.parse(fs.readFileSync(FIT_FILE, 'utf8')) as FitRecord;

  it('has every weight the recorded fit produced (DEFAULT_WEIGHTS is copied by hand, so a slip shows here)', () => {
    assert.deepEqual(Object.keys(fit.weights).sort(), Object.keys(DEFAULT_WEIGHTS).sort());
    const differ = Object.entries(fit.weights).filter(([name, v]) => DEFAULT_WEIGHTS[name as keyof typeof DEFAULT_WEIGHTS] !== v);
    assert.deepEqual(differ, [], `weights that differ from ${path.basename(FIT_FILE)}`);
  });

  it('has the piece-square tables of the same fit', () => {
    for (const [role, name] of ROLE_NAMES.entries()) assert.deepEqual(PIECE_SQUARE[role].map((row) => [...row]), fit.pst[name], name);
  });

  it('names the command that wrote it, so the fit can be run again', () => {
    assert.equal(fit.env.TUNE_PST_OUT, 'src/engine/pst.ts');
    assert.equal(fit.env.TUNE_OUT, 'test/fixtures/tuning/weights-pst.json');
    assert.ok(fs.existsSync(path.join(__dirname, '../../..', fit.env.TUNE_FILE)), fit.env.TUNE_FILE);
  });
});
