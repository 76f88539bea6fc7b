// Xiangqi Lens loads in a real extension host: the installed manifest is this checkout's, it
// activates, and it hands back its (test-only) API.
import { strict as assert } from 'node:assert';
import { describe, it } from 'mocha';
import * as vscode from 'vscode';
import { EXTENSION_ID, activateLens, lensExtension, pkg } from '../lens';

describe('activation', () => {
  it(`${EXTENSION_ID} is installed with this checkout's version and contributions`, () => {
    const manifest = lensExtension().packageJSON as typeof pkg;
    assert.equal(manifest.version, pkg.version);
    assert.deepEqual(manifest.contributes.commands.map((c) => c.command), pkg.contributes.commands.map((c) => c.command));
    assert.deepEqual(Object.keys(manifest.contributes.configuration.properties), Object.keys(pkg.contributes.configuration.properties));
  });

  it('activates and returns its test API', async () => {
    const api = await activateLens();
    assert.equal(lensExtension().isActive, true);
    assert.equal(typeof api.analyse, 'function');
  });

  it('the command titles are localised (package.nls.json shipped), not %placeholders%', async () => {
    // the palette shows what the host resolved from the manifest
    const titles = (lensExtension().packageJSON as typeof pkg).contributes.commands.map((c) => c.title);
    assert.ok(titles.length > 0);
    for (const t of titles) assert.doesNotMatch(t, /^%.*%$/, `unresolved title ${t}`);
    assert.ok(vscode.env.language, 'the host reports its display language');
  });
});
