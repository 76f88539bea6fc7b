// The .xqf board editor inside the real extension host: it opens by default, every edit is one undo step,
// undo and redo follow the file's saved state, save writes an XQF that our reader reads back, and a file
// that cannot be read shows its error and is never written; Open as Text gives a read-only PGN view of it.
import { strict as assert } from 'node:assert';
import { readFileSync, writeFileSync } from 'node:fs';
import { afterEach, before, describe, it } from 'mocha';
import * as vscode from 'vscode';
import { moveToIccs } from '../../../src/core/notation';
import { mainlineMoves } from '../../../src/formats/game';
import { readGames } from '../../../src/formats/read';
import type { XiangqiLensApi } from '../../../src/host/extension';
import { activateLens, closeEditors, workspaceFolder } from '../lens';
import { until } from '../wait';

const tabFor = (uri: vscode.Uri): vscode.Tab | undefined =>
  vscode.window.tabGroups.all.flatMap((g) => g.tabs).find((t) => t.input instanceof vscode.TabInputCustom && t.input.uri.toString() === uri.toString());

const mainlineOf = (file: string): string[] => {
  const r = readGames(readFileSync(file), file);
  assert.ok(r.ok, file);
  return mainlineMoves(r.value.games[0]).map(moveToIccs);
};

describe('the .xqf board editor', () => {
  let api: XiangqiLensApi;
  before(async () => {
    api = await activateLens();
  });
  afterEach(closeEditors);

  it('opens an .xqf on the board by default and shows its game', async () => {
    const uri = vscode.Uri.joinPath(workspaceFolder(), 'selfplay-1.xqf');
    await vscode.commands.executeCommand('vscode.open', uri);
    const tab = await until(() => tabFor(uri), 'the .xqf opened in a tab');
    assert.equal((tab.input as vscode.TabInputCustom).viewType, 'xiangqiLens.xqf');
    const shown = await until(() => api.activeBoard(), 'the board page reported what it shows');
    assert.equal(shown.kind, 'xqf');
    assert.deepEqual(shown.mainline, mainlineOf(uri.fsPath));
  });

  it('makes each edit an undo step, follows the saved state through undo and redo, and saves an XQF that reads back', async () => {
    const uri = vscode.Uri.joinPath(workspaceFolder(), 'selfplay-1.xqf');
    const before = readFileSync(uri.fsPath);
    const line = mainlineOf(uri.fsPath);
    await vscode.commands.executeCommand('vscode.open', uri);
    await until(() => api.activeBoard(), 'the board page is ready');
    // a variation at the first move: Black answers the central cannon otherwise
    const edit = await api.boardEdit({ type: 'addMoves', at: [0], moves: ['b9c7', 'h0g2'] });
    assert.ok(edit.ok, JSON.stringify(edit));
    assert.deepEqual(edit.path, [0, 1, 0]);
    await until(() => tabFor(uri)?.isDirty, 'the editor is dirty after an edit');
    await vscode.commands.executeCommand('undo');
    await until(() => tabFor(uri)?.isDirty === false, 'undo returns to the saved state');
    await vscode.commands.executeCommand('redo');
    await until(() => tabFor(uri)?.isDirty, 'redo makes it dirty again');
    await vscode.commands.executeCommand('workbench.action.files.save');
    await until(() => tabFor(uri)?.isDirty === false, 'save clears the dirty marker');
    const r = readGames(readFileSync(uri.fsPath), uri.fsPath);
    assert.ok(r.ok);
    const first = r.value.games[0].root.children[0];
    assert.deepEqual(first.children.map((c) => moveToIccs(c.move)), [line[1], 'b9c7']);
    assert.deepEqual(mainlineMoves(r.value.games[0]).map(moveToIccs), line, 'the main line is untouched');
    writeFileSync(uri.fsPath, before);
  });

  it('Open as Text shows the game as a read-only Xiangqi PGN view: never dirty, the same game read back (issue 37, defect 7)', async () => {
    const uri = vscode.Uri.joinPath(workspaceFolder(), 'selfplay-1.xqf');
    await vscode.commands.executeCommand('vscode.open', uri);
    await until(() => api.activeBoard(), 'the board page is ready');
    await vscode.commands.executeCommand('xiangqiLens.openAsText');
    const view = await until(
      () => vscode.window.visibleTextEditors.map((e) => e.document).find((d) => d.uri.scheme === 'xiangqi-lens-game' && d.languageId === 'xiangqi-pgn'),
      'the game\'s text beside the board, as Xiangqi PGN',
    );
    assert.equal(view.isDirty, false);
    assert.equal(view.isUntitled, false);
    assert.match(view.uri.path, /selfplay-1\.pgn$/);
    const r = readGames(new TextEncoder().encode(view.getText()), 'view.pgn');
    assert.ok(r.ok, view.getText());
    assert.deepEqual(mainlineMoves(r.value.games[0]).map(moveToIccs), mainlineOf(uri.fsPath));
  });

  it('shows a file it cannot read as read only, refuses edits, and never writes it', async () => {
    const uri = vscode.Uri.joinPath(workspaceFolder(), 'broken.xqf');
    const bytes = Buffer.concat([Buffer.from('XQ'), Buffer.alloc(40, 7)]);
    writeFileSync(uri.fsPath, bytes);
    await vscode.commands.executeCommand('vscode.open', uri);
    await until(() => tabFor(uri), 'the broken file opened');
    const refused = await until(async () => {
      const r = await api.boardEdit({ type: 'addMoves', at: [], moves: ['h2e2'] });
      return r.ok ? undefined : r;
    }, 'an edit is refused');
    assert.equal(refused.code, 'ERR_READ_ONLY');
    await vscode.commands.executeCommand('workbench.action.files.save');
    assert.deepEqual(readFileSync(uri.fsPath), bytes);
    assert.equal(tabFor(uri)?.isDirty, false);
  });
});
