import { strict as assert } from 'node:assert';
import {
  ENGINE_SETTINGS,
  SETTING_KEYS,
  clampSetting,
  isOptionValues,
  isSettingValue,
  optionValues,
  protocolSettings,
  readSettings,
  type EngineSetting,
} from '../../../src/core/engineSettings';

describe('core/engineSettings: one table, one default and one bound per setting', () => {
  it('clamps into range and says so', () => {
    const { hashMb, multipv } = ENGINE_SETTINGS;
    assert.deepEqual(clampSetting(hashMb, 32768), { value: hashMb.max, clamped: true });
    assert.deepEqual(clampSetting(hashMb, 0), { value: hashMb.min, clamped: true });
    assert.deepEqual(clampSetting(hashMb, 16), { value: 16, clamped: false });
    assert.deepEqual(clampSetting(multipv, 2.7), { value: 2, clamped: true });
    assert.deepEqual(clampSetting(multipv, NaN), { value: multipv.default, clamped: true });
  });

  it('reads every setting through one getter: clamped, trimmed, defaults for what is missing or of the wrong type', () => {
    const given: Record<string, unknown> = { 'engine.hashMb': 4096, 'analysis.multiPv': 3, 'analysis.depth': 'deep', 'engine.bookFile': '  /books/BOOK.DAT ' };
    const v = readSettings((name) => given[name]);
    assert.equal(v.hashMb, ENGINE_SETTINGS.hashMb.max);
    assert.equal(v.multipv, 3);
    assert.equal(v.depth, ENGINE_SETTINGS.depth.default);
    assert.equal(v.reviewNodes, ENGINE_SETTINGS.reviewNodes.default);
    assert.equal(v.bookFile, '/books/BOOK.DAT');
    assert.equal(readSettings((name) => (name === 'engine.bookFile' ? 'x'.repeat(5000) : undefined)).bookFile, '', 'a path too long to be one is not cut into another');
  });

  it('reads a choice row as one of its words, anything else as its default', () => {
    const read = (board: unknown, engine: unknown) => readSettings((name) => (name === 'analysis.board' ? board : name === 'analysis.engine' ? engine : undefined));
    assert.deepEqual([read('limited', 'builtin').boardSearch, read('limited', 'builtin').engine], ['limited', 'builtin']);
    assert.deepEqual([read('LIMITED', 3).boardSearch, read('LIMITED', 3).engine], ['infinite', 'external']);
    assert.ok(isSettingValue(ENGINE_SETTINGS.boardSearch, 'limited'));
    assert.ok(!isSettingValue(ENGINE_SETTINGS.boardSearch, 'forever'));
    assert.ok(!isSettingValue(ENGINE_SETTINGS.engine, 1));
  });

  it('gives an engine its options and checks a message that carries them', () => {
    const v = readSettings(() => undefined);
    const o = optionValues(v, 'external');
    for (const key of Object.keys(o)) assert.equal(ENGINE_SETTINGS[key as keyof typeof ENGINE_SETTINGS].kind, 'option', key);
    assert.ok(isOptionValues(o));
    for (const key of Object.keys(optionValues(v, 'builtin'))) assert.ok((ENGINE_SETTINGS[key as keyof typeof ENGINE_SETTINGS] as EngineSetting).builtin, `our engine is not told ${key}`);
    assert.ok(!isOptionValues({ multipv: 2 }), 'a per-search limit is not an engine option');
    assert.ok(!isOptionValues({ hashMb: 0 }));
    assert.ok(!isOptionValues({ hashMb: 1.5 }));
    assert.ok(!isOptionValues({ colour: 'red' }));
  });

  it('names each protocol option once, and ours advertise only what our engine honours', () => {
    for (const proto of ['uci', 'ucci'] as const)
      for (const who of ['builtin', 'external'] as const) {
        const names = protocolSettings(proto, who).map((o) => o.name.toLowerCase());
        assert.equal(new Set(names).size, names.length, `${proto} ${who}`);
        for (const o of protocolSettings(proto, who)) assert.ok(who === 'external' || o.spec.builtin, o.name);
      }
    assert.deepEqual(
      protocolSettings('uci', 'external').map((o) => o.name).filter((n) => ['Hash', 'MultiPV'].includes(n)),
      ['Hash', 'MultiPV'],
    );
  });
});

describe('core/engineSettings: the editor settings say the same', () => {
  type Prop = { type: string; default: unknown; minimum?: number; maximum?: number; enum?: string[] };
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const pkg = require('../../../package.json') as {
    contributes: { configuration: { properties: Record<string, Prop> } };
    capabilities: { untrustedWorkspaces: { restrictedConfigurations: string[] } };
  };
  const props = pkg.contributes.configuration.properties;

  for (const key of SETTING_KEYS) {
    const spec: EngineSetting = ENGINE_SETTINGS[key];
    if (spec.setting === undefined) continue;
    it(`package.json declares xiangqiLens.${spec.setting} as the table's ${key}`, () => {
      const p = props[`xiangqiLens.${spec.setting}`];
      assert.ok(p, `xiangqiLens.${spec.setting} is contributed`);
      if (spec.type === 'int') assert.deepEqual([p.type, p.default, p.minimum, p.maximum], ['number', spec.default, spec.min, spec.max]);
      else if (spec.type === 'choice') assert.deepEqual([p.type, p.default, p.enum], ['string', spec.default, [...spec.values]]);
      else assert.deepEqual([p.type, p.default], ['string', spec.default]);
    });
  }

  it('a row that names a file is a restricted setting, as the engine path is, and no other row is', () => {
    const restricted = new Set(pkg.capabilities.untrustedWorkspaces.restrictedConfigurations);
    assert.ok(restricted.has('xiangqiLens.engine.path') && restricted.has('xiangqiLens.engine.args'));
    assert.ok((ENGINE_SETTINGS.bookFile as EngineSetting).restricted, 'a BOOK.DAT path is read by the engine');
    for (const key of SETTING_KEYS) {
      const spec: EngineSetting = ENGINE_SETTINGS[key];
      if (spec.setting !== undefined) assert.equal(restricted.has(`xiangqiLens.${spec.setting}`), spec.restricted === true, key);
    }
  });

  it("every numeric setting of the manifest is a row of the table (none read around it)", () => {
    const tabled = new Set(SETTING_KEYS.map((k) => (ENGINE_SETTINGS[k] as EngineSetting).setting));
    for (const [name, p] of Object.entries(props)) if (p.type === 'number') assert.ok(tabled.has(name.replace(/^xiangqiLens\./, '')), name);
  });
});
