// Every command the manifest contributes is registered once the extension is active: a command
// in the palette that nothing answers fails with "command not found" only when a user runs it.
import { strict as assert } from 'node:assert';
import { before, describe, it } from 'mocha';
import * as vscode from 'vscode';
import { activateLens, pkg } from '../lens';

describe('commands', () => {
  let registered: Set<string>;
  before(async () => {
    await activateLens();
    registered = new Set(await vscode.commands.getCommands(true));
  });

  for (const { command } of pkg.contributes.commands) {
    it(`${command} is registered`, () => assert.ok(registered.has(command), `${command} is contributed but not registered`));
  }
});
