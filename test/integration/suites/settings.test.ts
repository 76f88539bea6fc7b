// The settings the host reads are the ones the manifest declares: same defaults, and readConfig
// keeps values inside the manifest's bounds.
import { strict as assert } from 'node:assert';
import * as os from 'node:os';
import { afterEach, before, describe, it } from 'mocha';
import * as vscode from 'vscode';
import { ENGINE_SETTINGS, SETTING_KEYS, resolveThreads, type EngineSetting } from '../../../src/core/engineSettings';
import { readConfig, type LensConfig } from '../../../src/host/config';
import { activateLens, pkg } from '../lens';

type Property = { readonly default: unknown; readonly minimum?: number; readonly maximum?: number };
const properties = pkg.contributes.configuration.properties as Record<string, Property>;

/** The numeric settings and where readConfig puts them: every whole-number row of the engine settings' table. */
const NUMERIC: Record<string, (c: LensConfig) => number> = Object.fromEntries(
  SETTING_KEYS.flatMap((key) => {
    const spec: EngineSetting = ENGINE_SETTINGS[key];
    return spec.type === 'int' && spec.setting ? [[`xiangqiLens.${spec.setting}`, (c: LensConfig) => c[key] as number]] : [];
  }),
);

/** What readConfig makes of a value: the threads setting's 0 is half the cores, since engines are never told 0. */
const CORES = os.availableParallelism?.() ?? os.cpus().length;
const asRead = (key: string, v: number): number => (key === 'xiangqiLens.engine.threads' ? resolveThreads(v, CORES) : v);

describe('settings', () => {
  before(async () => {
    await activateLens();
  });

  afterEach(async () => {
    const config = vscode.workspace.getConfiguration();
    for (const key of Object.keys(properties))
      if (config.inspect(key)?.globalValue !== undefined) await config.update(key, undefined, vscode.ConfigurationTarget.Global);
  });

  for (const [key, p] of Object.entries(properties)) {
    it(`${key} defaults to the manifest's ${JSON.stringify(p.default)}`, () => {
      assert.deepEqual(vscode.workspace.getConfiguration().inspect(key)?.defaultValue, p.default);
    });
  }

  it('readConfig reads the defaults', () => {
    const c = readConfig();
    for (const [key, read] of Object.entries(NUMERIC)) assert.equal(read(c), asRead(key, properties[key].default as number), key);
    assert.deepEqual(c.externalEngine, {
      path: properties['xiangqiLens.engine.path'].default,
      args: properties['xiangqiLens.engine.args'].default,
      protocol: properties['xiangqiLens.engine.protocol'].default,
    });
  });

  for (const [key, read] of Object.entries(NUMERIC)) {
    it(`readConfig follows a change of ${key} and keeps it within the manifest's bounds`, async () => {
      const { minimum, maximum } = properties[key];
      assert.ok(minimum !== undefined && maximum !== undefined, `${key} declares no bounds`);
      const config = vscode.workspace.getConfiguration();
      const inside = Math.min(minimum + 1, maximum);
      await config.update(key, inside, vscode.ConfigurationTarget.Global);
      assert.equal(read(readConfig()), asRead(key, inside));
      await config.update(key, maximum + 100, vscode.ConfigurationTarget.Global);
      assert.equal(read(readConfig()), asRead(key, maximum));
      await config.update(key, minimum - 100, vscode.ConfigurationTarget.Global);
      assert.equal(read(readConfig()), asRead(key, minimum));
    });
  }
});
