import { strict as assert } from 'node:assert';
import { EngineError } from '../../../../src/host/engines/engineClient';

/** Awaits `p`, which must fail with an EngineError of this code; returns that error. */
export const rejectsWith = async (p: Promise<unknown>, code: string): Promise<EngineError> => {
  try {
    await p;
  } catch (e) {
    assert.ok(e instanceof EngineError, String(e));
    assert.equal(e.code, code, e.message);
    return e;
  }
  assert.fail(`expected ${code}`);
};
