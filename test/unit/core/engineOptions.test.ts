import { strict as assert } from 'node:assert';
import { clampOption, HASH_MB, MULTI_PV } from '../../../src/core/engineOptions';

describe('core/engineOptions: one default and one bound', () => {
  it('clamps into range and says so', () => {
    assert.deepEqual(clampOption(HASH_MB, 32768), { value: HASH_MB.max, clamped: true });
    assert.deepEqual(clampOption(HASH_MB, 0), { value: HASH_MB.min, clamped: true });
    assert.deepEqual(clampOption(HASH_MB, 16), { value: 16, clamped: false });
    assert.deepEqual(clampOption(MULTI_PV, 2.7), { value: 2, clamped: true });
    assert.deepEqual(clampOption(MULTI_PV, NaN), { value: MULTI_PV.default, clamped: true });
  });
});

describe('core/engineOptions: the editor settings say the same', () => {
  it('package.json declares each setting with the shared default and bounds', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const pkg = require('../../../package.json') as { contributes: { configuration: { properties: Record<string, { default: number; minimum: number; maximum: number }> } } };
    const props = pkg.contributes.configuration.properties;
    for (const [key, spec] of [['xiangqiLens.engine.hashMb', HASH_MB], ['xiangqiLens.analysis.multiPv', MULTI_PV]] as const) {
      assert.deepEqual([props[key].default, props[key].minimum, props[key].maximum], [spec.default, spec.min, spec.max], key);
    }
  });
});
