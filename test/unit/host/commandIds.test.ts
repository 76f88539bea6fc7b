// Command ids live in one module (src/host/commandIds.ts): the manifest contributes exactly its palette
// commands, and no other file of the host spells a command id.
import { strict as assert } from 'node:assert';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { COMMANDS, UNLISTED_COMMANDS, type CommandKey } from '../../../src/host/commandIds';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const HOST = path.join(ROOT, 'src', 'host');
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { contributes: { commands: Array<{ command: string }>; menus: Record<string, Array<{ command?: string }>> } };

const walk = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : []));

describe('host/commandIds: every command id in one place', () => {
  it('package.json contributes exactly the listed commands', () => {
    const listed = (Object.keys(COMMANDS) as CommandKey[]).filter((k) => !UNLISTED_COMMANDS.includes(k)).map((k) => COMMANDS[k]);
    assert.deepEqual(pkg.contributes.commands.map((c) => c.command).sort(), [...listed].sort());
  });

  it('every menu entry runs a known command', () => {
    const ids = new Set<string>(Object.values(COMMANDS));
    for (const [menu, items] of Object.entries(pkg.contributes.menus))
      for (const item of items) if (item.command) assert.ok(ids.has(item.command), `${menu}: ${item.command}`);
  });

  it('no other file of src/host spells a command id', () => {
    for (const file of walk(HOST)) {
      if (file.endsWith('commandIds.ts')) continue;
      const text = fs.readFileSync(file, 'utf8');
      for (const id of Object.values(COMMANDS)) assert.ok(!text.includes(`'${id}'`) && !text.includes(`\`${id}\``), `${path.relative(ROOT, file)} spells ${id}`);
      assert.ok(!/registerCommand\(\s*`xiangqiLens\./.test(text), `${path.relative(ROOT, file)} builds a command id`);
    }
  });
});
