// A real game file from the team's corpus (../shared/data, beside the checkout) opens in the editor
// as text, and the text VS Code shows is the game our reader reads from the file's bytes.
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { afterEach, before, describe, it } from 'mocha';
import * as vscode from 'vscode';
import { readGameText, readGames } from '../../../src/formats/read';
import { skipBecause } from '../runSuites';
import { closeEditors, sharedData } from '../lens';

// UTF-8, Chinese headers, ICCS moves: VS Code decodes it without help (GBK files need the board editor's detection)
const GAME = 'pgn/iccs/xiangqijs_readme_1982_liudahua_vs_yangguanlin.pgn';

describe('a game from ../shared/data', () => {
  before(function () {
    if (!sharedData) skipBecause(this, 'the shared corpus ../shared/data is not beside the checkout');
  });
  afterEach(closeEditors);

  it(`${basename(GAME)} opens as a text document in an editor tab`, async () => {
    const file = join(sharedData!, GAME);
    const doc = await vscode.workspace.openTextDocument(vscode.Uri.file(file));
    await vscode.window.showTextDocument(doc);
    assert.equal(vscode.window.activeTextEditor?.document.uri.fsPath, file);
    assert.equal(vscode.window.tabGroups.activeTabGroup.activeTab?.label, basename(GAME));
    const fromBytes = readGames(readFileSync(file), file);
    const fromEditor = readGameText(doc.getText(), file);
    assert.ok(fromBytes.ok && fromEditor.ok);
    assert.ok(fromBytes.value.games[0].root.children.length > 0, 'the game has moves');
    assert.deepEqual(fromEditor.value.games, fromBytes.value.games);
    assert.match(doc.getText(), /[\u4e00-\u9fff]/, 'the Chinese headers survive decoding');
  });
});
