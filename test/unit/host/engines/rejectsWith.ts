import { strict as assert } from 'node:assert';
import { AnalysisError } from '../../../../src/analysis/analyser';

/** Awaits `p`, which must fail with an AnalysisError of this code; returns that error. */
export const rejectsWith = async (p: Promise<unknown>, code: string): Promise<AnalysisError> => {
  try {
    await p;
  } catch (e) {
    assert.ok(e instanceof AnalysisError, String(e));
    assert.equal(e.code, code, e.message);
    return e;
  }
  assert.fail(`expected ${code}`);
};
