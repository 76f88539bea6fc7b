// The board beside game text, inside the real extension host: the text document is the truth; a move played
// on the board changes the text by a small edit that undo takes back, and text typed by hand moves the board.
import { strict as assert } from 'node:assert';
import { writeFileSync } from 'node:fs';
import { afterEach, before, describe, it } from 'mocha';
import * as vscode from 'vscode';
import { START_FEN } from '../../../src/core/fen';
import { replayLine } from '../../../src/core/line';
import { formatMove, moveToIccs } from '../../../src/core/notation';
import { encodeGbk } from '../../../src/formats/xqf/gbk';
import type { XiangqiLensApi } from '../../../src/host/extension';
import { activateLens, closeEditors, workspaceFolder } from '../lens';
import { until } from '../wait';

/** Text `after` is `before` with one stretch inserted: what it inserted. */
const insertion = (before: string, after: string): string | undefined => {
  let i = 0;
  while (i < before.length && before[i] === after[i]) i++;
  const tail = before.slice(i);
  return after.endsWith(tail) ? after.slice(i, after.length - tail.length) : undefined;
};

describe('the board beside game text (.pgn, .fen)', () => {
  let api: XiangqiLensApi;
  before(async () => {
    api = await activateLens();
  });
  afterEach(closeEditors);

  it('plays a move on the board into the PGN text as one small insertion, in the game\'s notation, and undo takes it back', async () => {
    const uri = vscode.Uri.joinPath(workspaceFolder(), 'study-chinese.pgn');
    const doc = await vscode.workspace.openTextDocument(uri);
    const before = doc.getText();
    await vscode.commands.executeCommand('vscode.openWith', uri, 'xiangqiLens.text');
    const shown = await until(() => api.activeBoard(), 'the board page is ready');
    assert.equal(shown.kind, 'pgn');
    const end = new Array<number>(shown.mainline.length).fill(0);
    // a legal move at the end of the main line, and how the file (Chinese notation) writes it
    const line = replayLine(START_FEN, shown.mainline);
    assert.ok(line.ok);
    const m = line.value.position.legalMoves()[0];
    const written = formatMove(line.value.position, m, 'zh');
    const r = await api.boardEdit({ type: 'addMoves', at: end, moves: [moveToIccs(m)] });
    assert.ok(r.ok, JSON.stringify(r));
    const added = insertion(before, doc.getText());
    assert.ok(added !== undefined, 'the text changed by one insertion');
    assert.match(added, new RegExp(`^\\s*(\\d+\\.\\s*)?${written}\\s*$`), `inserted ${JSON.stringify(added)}`);
    assert.ok(doc.getText().trimEnd().endsWith(`${written} *`), 'the move goes before the result');
    await vscode.commands.executeCommand('undo');
    await until(() => doc.getText() === before || undefined, 'undo restores the text');
  });

  it('follows the text: a move typed into the document reaches the board', async () => {
    const uri = vscode.Uri.joinPath(workspaceFolder(), 'selfplay-1-wxf.pgn');
    const doc = await vscode.workspace.openTextDocument(uri);
    await vscode.commands.executeCommand('vscode.openWith', uri, 'xiangqiLens.text');
    const shown = await until(() => api.activeBoard(), 'the board page is ready');
    const plies = shown.mainline.length;
    // replace the result with one more legal move (in WXF, as the file is written) and the result
    const line = replayLine(START_FEN, shown.mainline);
    assert.ok(line.ok);
    const pos = line.value.position;
    const move = formatMove(pos, pos.legalMoves()[0], 'wxf');
    const text = doc.getText();
    const at = text.lastIndexOf('*');
    const we = new vscode.WorkspaceEdit();
    const next = plies % 2 === 0 ? `${plies / 2 + 1}. ${move} *` : `${Math.ceil(plies / 2)}... ${move} *`;
    we.replace(uri, new vscode.Range(doc.positionAt(at), doc.positionAt(at + 1)), next);
    assert.ok(await vscode.workspace.applyEdit(we));
    await until(() => (api.activeBoard()?.mainline.length === plies + 1 ? true : undefined), 'the board has the typed move');
  });

  it('keeps a FEN list to one line per position: a move is appended, a variation refused', async () => {
    const uri = vscode.Uri.joinPath(workspaceFolder(), 'positions.fen');
    const doc = await vscode.workspace.openTextDocument(uri);
    await vscode.commands.executeCommand('vscode.open', uri);
    const shown = await until(() => api.activeBoard(), 'a .fen opens on the board by default');
    assert.equal(shown.kind, 'fen');
    // its own view type: one view type has one priority, and .pgn's board is only an option
    const tab = vscode.window.tabGroups.activeTabGroup.activeTab;
    assert.equal((tab?.input as vscode.TabInputCustom).viewType, 'xiangqiLens.fen');
    const r = await api.boardEdit({ type: 'addMoves', at: [], moves: ['h2e2'] });
    assert.ok(r.ok, JSON.stringify(r));
    assert.match(doc.getText(), /RNBAKABNR w - - 0 1 moves h2e2\n/);
    const v = await api.boardEdit({ type: 'addMoves', at: [], moves: ['b2e2'] });
    assert.ok(!v.ok && v.code === 'ERR_EDIT_UNSUPPORTED', JSON.stringify(v));
  });

  it('reads a Chinese PGN saved in GBK in its own encoding', async () => {
    const uri = vscode.Uri.joinPath(workspaceFolder(), 'gbk-game.pgn');
    writeFileSync(uri.fsPath, encodeGbk('[Event "全国象棋个人赛"]\n[Format "Chinese"]\n\n1. 炮二平五 马８进７ *\n'));
    const doc = await vscode.workspace.openTextDocument(uri);
    await vscode.window.showTextDocument(doc);
    const text = await until(() => {
      const d = vscode.workspace.textDocuments.find((x) => x.uri.toString() === uri.toString());
      return d && !d.getText().includes('\ufffd') ? d.getText() : undefined;
    }, 'the GBK text is read without replacement characters');
    assert.match(text, /全国象棋个人赛/);
    assert.match(text, /炮二平五 马８进７/);
    // the outline and Problems follow the text as reopened, not the mojibake read first
    const names = await until(async () => {
      const symbols = (await vscode.commands.executeCommand<vscode.DocumentSymbol[]>('vscode.executeDocumentSymbolProvider', uri)) ?? [];
      const n = symbols.map((s) => `${s.name} ${s.detail}`).join(' | ');
      return n.includes('全国象棋个人赛') ? n : undefined;
    }, 'the outline to give the game\'s event in Chinese');
    assert.ok(!names.includes('\ufffd'), names);
    await until(() => (vscode.languages.getDiagnostics(uri).length === 0 ? true : undefined), 'no problems in the reopened text');
  });
  it('New Game from a FEN opens the new game on the board the first time (issue 37)', async () => {
    const fen = '4k4/R8/9/9/9/9/9/9/1R7/3K5 w - - 0 1';
    await vscode.commands.executeCommand('xiangqiLens.newGameFromFen', fen);
    const board = await until(() => vscode.window.tabGroups.all.flatMap((g) => g.tabs).find((t) => t.input instanceof vscode.TabInputCustom && t.input.viewType === 'xiangqiLens.text'), 'a board tab for the new game', 10_000);
    const uri = (board.input as vscode.TabInputCustom).uri;
    const doc = vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString());
    assert.ok(doc, 'the new game\'s text document');
    assert.ok(doc.getText().includes(`[FEN "${fen}"]`), doc.getText());
    assert.equal(doc.languageId, 'xiangqi-pgn');
    const shown = await until(() => api.activeBoard()?.fen === fen && api.activeBoard(), 'the board shows the FEN');
    assert.equal(shown.kind, 'pgn');
  });
});
