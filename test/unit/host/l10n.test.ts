import { strict as assert } from 'node:assert';
import * as fs from 'node:fs';
import * as path from 'node:path';
const ROOT = path.resolve(__dirname, '..', '..', '..');

const read = (...p: string[]): string => fs.readFileSync(path.join(ROOT, ...p), 'utf8');
const json = (...p: string[]): Record<string, string> => JSON.parse(read(...p)) as Record<string, string>;

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : [],
  );

describe('Chinese UI strings', () => {
  it('every l10n.t message of the host has a zh-cn translation with the same placeholders', () => {
    const zh = json('l10n', 'bundle.l10n.zh-cn.json');
    const used = new Set<string>();
    for (const f of sourceFiles(path.join('src', 'host')))
      for (const m of read(f).matchAll(/l10n\.t\(\s*'((?:[^'\\]|\\.)*)'/g)) used.add(m[1]);
    assert.ok(used.size > 10, `found ${used.size} messages`);
    const placeholders = (s: string): string => [...s.matchAll(/\{\d+\}/g)].map((m) => m[0]).sort().join();
    for (const msg of used) {
      assert.ok(zh[msg], `no zh-cn translation for '${msg}'`);
      assert.equal(placeholders(zh[msg]), placeholders(msg), `placeholders of '${msg}'`);
    }
    const unused = Object.keys(zh).filter((k) => !used.has(k));
    assert.deepEqual(unused, [], 'translations nothing uses');
  });

  it('every %key% of package.json is in package.nls.json and package.nls.zh-cn.json', () => {
    const keys = new Set([...read('package.json').matchAll(/"%([^"%]+)%"/g)].map((m) => m[1]));
    assert.ok(keys.size > 5);
    const en = json('package.nls.json');
    const zh = json('package.nls.zh-cn.json');
    for (const k of keys) {
      assert.ok(en[k], `package.nls.json lacks ${k}`);
      assert.ok(zh[k], `package.nls.zh-cn.json lacks ${k}`);
    }
    assert.deepEqual(Object.keys(zh).sort(), Object.keys(en).sort());
  });
});
