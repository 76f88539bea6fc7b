// Study notebooks (.xqnb) inside the real extension host: a new study, a position cell run on the shared
// engine (streamed, stopped, Run All in order), saved and opened again with its analysis, a damaged file
// that loses nothing, the board's position sent to a study, a cell opened on the board, the Markdown
// export, game references read only inside the study's folder (a climb or a link out refused, a file that
// is not a game described without its text), and the position search over games from ../shared/data
// (mirrored positions too, refreshed when a file changes), each hit opening its game at its move.
import { strict as assert } from 'node:assert';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { afterEach, before, describe, it } from 'mocha';
import * as vscode from 'vscode';
import { START_FEN, toFen } from '../../../src/core/fen';
import { formatLine, replayLine } from '../../../src/core/line';
import { moveToIccs } from '../../../src/core/notation';
import { mainlineMoves } from '../../../src/formats/game';
import { parsePositionCell, playCellMoves } from '../../../src/formats/positionCell';
import { readGames } from '../../../src/formats/read';
import { readStudy } from '../../../src/formats/study';
import type { XiangqiLensApi } from '../../../src/host/extension';
import { ANALYSIS_MIME, SEARCH_MIME, isAnalysisOutput, isSearchOutput, type AnalysisOutputDto, type SearchOutputDto } from '../../../src/protocol/notebook';
import { skipBecause } from '../runSuites';
import { EXTENSION_ID, activateLens, closeEditors, sharedData, workspaceFolder } from '../lens';
import { until } from '../wait';

const decoder = new TextDecoder();
const itemOf = (cell: vscode.NotebookCell, mime: string): unknown => {
  for (const o of cell.outputs) for (const i of o.items) if (i.mime === mime) return JSON.parse(decoder.decode(i.data));
  return undefined;
};
const analysisOf = (cell: vscode.NotebookCell): AnalysisOutputDto | undefined => {
  const v = itemOf(cell, ANALYSIS_MIME);
  return isAnalysisOutput(v) ? v : undefined;
};
const searchOf = (cell: vscode.NotebookCell): SearchOutputDto | undefined => {
  const v = itemOf(cell, SEARCH_MIME);
  return isSearchOutput(v) ? v : undefined;
};
const plainOf = (cell: vscode.NotebookCell): string =>
  cell.outputs.flatMap((o) => o.items.filter((i) => i.mime === 'text/plain').map((i) => decoder.decode(i.data))).join('\n');

/** Appends position cells to the study and returns them. */
const addCells = async (doc: vscode.NotebookDocument, ...texts: string[]): Promise<vscode.NotebookCell[]> => {
  const at = doc.cellCount;
  const edit = new vscode.WorkspaceEdit();
  edit.set(doc.uri, [vscode.NotebookEdit.insertCells(at, texts.map((t) => new vscode.NotebookCellData(vscode.NotebookCellKind.Code, t, 'xiangqi')))]);
  assert.ok(await vscode.workspace.applyEdit(edit));
  return texts.map((_, i) => doc.cellAt(at + i));
};

/** Selects the study's engine for the notebook in front (`{ id, extension }`: no picker is shown). */
const selectKernel = async (editor: vscode.NotebookEditor): Promise<void> => {
  await vscode.window.showNotebookDocument(editor.notebook);
  await vscode.commands.executeCommand('notebook.selectKernel', { id: 'xiangqiLens.study', extension: EXTENSION_ID });
};

/** Starts the cells (the command settles only when they finish, so it is not awaited: the tests poll the outputs). */
const run = (doc: vscode.NotebookDocument, cells: readonly vscode.NotebookCell[]): void => {
  void vscode.commands.executeCommand('notebook.cell.execute', { ranges: cells.map((c) => ({ start: c.index, end: c.index + 1 })), document: doc.uri });
};

/** The FEN after the moves a cell names from the start position (by the pure cell reader, not the extension). */
const fenOfCell = (text: string): string => {
  const s = parsePositionCell(text);
  assert.ok(s.ok && s.value.start.kind === 'fen');
  const start = s.value.start as { fen: string };
  const moves = playCellMoves(start.fen, s.value.moves);
  assert.ok(moves.ok);
  const r = replayLine(start.fen, moves.value);
  assert.ok(r.ok);
  return toFen(r.value.position);
};

const studyUri = (name: string): vscode.Uri => vscode.Uri.joinPath(workspaceFolder(), name);

/** A new study in the workspace, in front, with the engine as its kernel. */
const newStudy = async (name: string): Promise<vscode.NotebookDocument> => {
  const editor = (await vscode.commands.executeCommand('xiangqiLens.newStudy', studyUri(name))) as vscode.NotebookEditor;
  await selectKernel(editor);
  return editor.notebook;
};

/** afterEach: no search left running for the next test (a failed test may leave a deep one), no editor open. */
const cleanUp = async (): Promise<void> => {
  await vscode.commands.executeCommand('xiangqiLens.stopAnalysis');
  await closeEditors();
};

describe('study notebooks', () => {
  let api: XiangqiLensApi;
  before(async () => {
    api = await activateLens();
  });
  afterEach(cleanUp);

  it('creates a study, runs a position cell on the engine with the cell\'s limits, and streams its lines', async () => {
    const uri = studyUri('it-run.xqnb');
    const editor = (await vscode.commands.executeCommand('xiangqiLens.newStudy', uri)) as vscode.NotebookEditor;
    assert.ok(existsSync(uri.fsPath), 'the study was written');
    const doc = editor.notebook;
    assert.equal(doc.notebookType, 'xiangqi-study');
    assert.deepEqual(doc.getCells().map((c) => [c.kind, c.document.languageId]), [[vscode.NotebookCellKind.Markup, 'markdown'], [vscode.NotebookCellKind.Code, 'xiangqi']]);
    await selectKernel(editor);
    const text = 'depth 6 multipv 2\nstartpos\n炮二平五 马8进7';
    const [cell] = await addCells(doc, text);
    run(doc, [cell]);
    const out = await until(() => analysisOf(cell)?.state === 'done' && analysisOf(cell), 'the analysis to finish', 60_000);
    assert.equal(out.fen, fenOfCell(text));
    assert.equal(out.lastMove, 'h9g7');
    assert.deepEqual(out.limits, { depth: 6, multipv: 2 });
    assert.equal(out.lines.length, 2);
    assert.deepEqual(out.lines.map((l) => l.multipv), [1, 2]);
    assert.ok(out.lines.every((l) => l.depth >= 6 && l.pv.length > 0), JSON.stringify(out.lines));
    assert.notEqual(out.lines[0].pv[0], out.lines[1].pv[0], 'two different lines');
    const plain = plainOf(cell);
    assert.ok(plain.startsWith(out.fen), plain);
    assert.match(plain, /^1\. [+-]?\d/m);
    await until(() => cell.executionSummary?.success, 'the run to end as a success');
  });

  it('stops a deep search when asked, and Run All runs the cells in order', async () => {
    const doc = await newStudy('it-stop.xqnb');
    const [deep] = await addCells(doc, 'depth 40\nstartpos\nh2e2 h9g7 h0g2');
    run(doc, [deep]);
    await until(() => analysisOf(deep)?.state === 'running' && (analysisOf(deep)?.lines.length ?? 0) > 0, 'the first lines of the deep search', 30_000);
    await vscode.commands.executeCommand('notebook.cell.cancelExecution', { ranges: [{ start: deep.index, end: deep.index + 1 }], document: doc.uri });
    const stopped = await until(() => analysisOf(deep)?.state === 'stopped' && analysisOf(deep), 'the search to stop', 20_000);
    assert.ok(stopped.lines[0].depth < 40);
    // Run All, in a study of quick cells: every position cell, in order
    const all = await newStudy('it-all.xqnb');
    const first = all.cellAt(1);
    const rewrite = new vscode.WorkspaceEdit();
    rewrite.replace(first.document.uri, new vscode.Range(0, 0, first.document.lineCount, 0), 'depth 2\nstartpos');
    assert.ok(await vscode.workspace.applyEdit(rewrite));
    const [a, b] = await addCells(all, 'depth 3\n4k4/R8/9/8p/9/9/9/9/1R7/3K5 w', 'depth 3\nC2.5 H8+7');
    void vscode.commands.executeCommand('notebook.execute', all.uri);
    await until(() => [first, a, b].every((c) => c.executionSummary?.success), 'Run All to finish', 60_000);
    const order = [first, a, b].map((c) => c.executionSummary?.executionOrder ?? -1);
    assert.ok(order[0] < order[1] && order[1] < order[2], `execution order ${order}`);
    assert.equal(analysisOf(first)?.fen, 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1');
    assert.deepEqual(analysisOf(a)?.lines[0].score, { kind: 'mate', value: 1 });
    assert.deepEqual(analysisOf(a)?.lines[0].pv[0], 'b1b9');
  });

  it('saves the analysis in the file and shows it again when the study is reopened', async () => {
    const uri = studyUri('it-save.xqnb');
    const doc = await newStudy('it-save.xqnb');
    const [cell] = await addCells(doc, 'depth 4\nstartpos\nh2e2');
    run(doc, [cell]);
    const out = await until(() => analysisOf(cell)?.state === 'done' && analysisOf(cell), 'the analysis', 60_000);
    assert.ok(await doc.save());
    const onDisk = readStudy(readFileSync(uri.fsPath, 'utf8'));
    assert.deepEqual(onDisk.issues, []);
    const saved = onDisk.study.cells.find((c) => c.source === 'depth 4\nstartpos\nh2e2');
    assert.ok(saved, 'the cell is in the file');
    const item = saved.outputs?.[0]?.items.find((i) => i.mime === ANALYSIS_MIME);
    assert.ok(item && 'text' in item);
    assert.deepEqual(JSON.parse(item.text), out);
    assert.ok(saved.outputs?.[0]?.items.some((i) => i.mime === 'text/plain'), 'the plain-text twin is saved too');
    await closeEditors();
    // opened again from the file: the same analysis, without running anything
    await vscode.commands.executeCommand('vscode.openWith', uri, 'xiangqi-study');
    const reopened = await until(() => vscode.window.activeNotebookEditor?.notebook.uri.toString() === uri.toString() && vscode.window.activeNotebookEditor.notebook, 'the study to open again');
    const again = reopened.getCells().find((c) => c.document.getText() === 'depth 4\nstartpos\nh2e2');
    assert.ok(again);
    assert.deepEqual(analysisOf(again), out);
  });

  it('opens a damaged study with the reason shown and loses none of its text when saved', async () => {
    const uri = studyUri('it-damaged.xqnb');
    const text = '# Notes\n\nA position:\n\n```xiangqi\nstartpos\nh2e2\n\nthe block above is never closed';
    writeFileSync(uri.fsPath, text);
    const doc = await vscode.workspace.openNotebookDocument(uri);
    await vscode.window.showNotebookDocument(doc);
    const raw = doc.getCells().find((c) => (c.metadata.xqnb as { raw?: boolean } | undefined)?.raw);
    assert.ok(raw, 'a raw cell holds what could not be read');
    assert.equal(raw.document.getText(), '```xiangqi\nstartpos\nh2e2\n\nthe block above is never closed');
    const error = raw.outputs[0]?.items.find((i) => i.mime === 'application/vnd.code.notebook.error');
    assert.ok(error, 'the raw cell says why');
    assert.match(decoder.decode(error.data), /never closed/);
    // an edit elsewhere, then save: the damaged text is still there, as it was
    const edit = new vscode.WorkspaceEdit();
    edit.set(doc.uri, [vscode.NotebookEdit.insertCells(0, [new vscode.NotebookCellData(vscode.NotebookCellKind.Markup, 'Added first', 'markdown')])]);
    await vscode.workspace.applyEdit(edit);
    assert.ok(await doc.save());
    const after = readFileSync(uri.fsPath, 'utf8');
    assert.ok(after.includes('Added first'));
    assert.ok(after.includes('```xiangqi\nstartpos\nh2e2\n\nthe block above is never closed'), after);
    assert.ok(after.includes('# Notes\n\nA position:'));
  });

  it('sends the board\'s position to a study, opens a cell on the board, and exports Markdown with SVG diagrams', async () => {
    const game = vscode.Uri.joinPath(workspaceFolder(), 'selfplay-1.xqf');
    const read = readGames(readFileSync(game.fsPath), game.fsPath);
    assert.ok(read.ok);
    const line = mainlineMoves(read.value.games[0]).map(moveToIccs);
    const after = (n: number): string => {
      const r = replayLine(read.value.games[0].startFen, line.slice(0, n));
      assert.ok(r.ok);
      return toFen(r.value.position);
    };
    // the board at move 6 of the game, as a search hit would open it
    await vscode.commands.executeCommand('xiangqiLens.openGameAtMove', 'selfplay-1.xqf', 0, 6);
    await until(() => api.activeBoard()?.path.length === 6 && api.activeBoard(), 'the board at move 6');
    assert.equal(api.activeBoard()?.fen, after(6));
    const uri = studyUri('it-send.xqnb');
    await vscode.commands.executeCommand('xiangqiLens.newStudy', uri);
    await vscode.commands.executeCommand('xiangqiLens.openGameAtMove', 'selfplay-1.xqf', 0, 6);
    await until(() => api.activeBoard()?.path.length === 6, 'the board in front again');
    const doc = await vscode.workspace.openNotebookDocument(uri);
    const before = doc.cellCount;
    await vscode.commands.executeCommand('xiangqiLens.sendToStudy', uri);
    await until(() => doc.cellCount > before, 'the new cell');
    const sent = doc.cellAt(doc.cellCount - 1);
    assert.equal(sent.document.languageId, 'xiangqi');
    assert.equal(fenOfCell(sent.document.getText()), after(6), sent.document.getText());
    // a cell naming the game and a move opens the game there
    const [ref] = await addCells(doc, 'selfplay-1.xqf#9');
    await vscode.commands.executeCommand('xiangqiLens.openCellOnBoard', ref);
    await until(() => api.activeBoard()?.path.length === 9 && api.activeBoard()?.kind === 'xqf', 'the game at move 9');
    assert.equal(api.activeBoard()?.fen, after(9));
    // export: the Markdown names a diagram per position cell, drawn beside it
    const md = vscode.Uri.joinPath(workspaceFolder(), 'it-send.md');
    await vscode.commands.executeCommand('xiangqiLens.exportStudy', uri, md);
    const text = readFileSync(md.fsPath, 'utf8');
    const pictures = [...text.matchAll(/!\[[^\]]*\]\((it-send-diagrams\/cell-\d+\.svg)\)/g)].map((m) => m[1]);
    assert.ok(pictures.length >= 3, text);
    for (const p of pictures) assert.match(readFileSync(join(workspaceFolder().fsPath, p), 'utf8'), /^<svg[^>]*viewBox/);
    assert.ok(text.includes('selfplay-1.xqf#9'));
  });

  it('reads game references only inside the study\'s folder, and never shows what a non-game file holds', async () => {
    const outside = mkdtempSync(join(tmpdir(), 'xqlens-it-secret-'));
    const secret = join(outside, 'secret.txt');
    writeFileSync(secret, 'API_KEY=sk-it-12345\n');
    const inside = join(workspaceFolder().fsPath, 'it-secret.txt');
    writeFileSync(inside, 'API_KEY=sk-it-12345\n');
    const link = join(workspaceFolder().fsPath, 'it-link.pgn');
    symlinkSync(secret, link);
    try {
      const doc = await newStudy('it-refs.xqnb');
      const climb = `${relative(workspaceFolder().fsPath, secret).split(sep).join('/')}#1`;
      const cells = await addCells(doc, climb, 'it-secret.txt#1', 'it-link.pgn#1');
      run(doc, cells);
      const errors = await Promise.all(
        cells.map((c) => until(() => c.executionSummary?.success === false && (itemOf(c, 'application/vnd.code.notebook.error') as { message: string } | undefined), 'the cell to fail')),
      );
      assert.match(errors[0].message, /outside the study’s folder/, errors[0].message);
      assert.match(errors[1].message, /it-secret\.txt holds no game that can be read \(ERR_NO_GAME at 1:1\)/, errors[1].message);
      assert.match(errors[2].message, /outside the study’s folder/, 'a link inside the folder to a file outside it is outside');
      for (const e of errors) assert.doesNotMatch(e.message, /API_KEY|sk-it/);
    } finally {
      rmSync(link, { force: true });
      rmSync(inside, { force: true });
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it('a search hit names the move that reached it as players write it: 1…马８进７, not "move 2" (issue 37)', async () => {
    await vscode.workspace.getConfiguration('xiangqiLens').update('notation', 'zh', vscode.ConfigurationTarget.Global);
    try {
      const doc = await newStudy('it-label.xqnb');
      const after = replayLine(START_FEN, ['h2e2', 'h9g7']);
      assert.ok(after.ok);
      const [cell] = await addCells(doc, `search\n${toFen(after.value.position)}`);
      run(doc, [cell]);
      const out = await until(() => searchOf(cell)?.state === 'done' && searchOf(cell), 'the search to finish', 60_000);
      // study-chinese.pgn of the samples reaches it in a variation, at Black's first move
      const hit = out.hits.find((h) => h.file === 'study-chinese.pgn' && h.ply === 2);
      assert.ok(hit, JSON.stringify(out.hits));
      assert.equal(hit.move, `1…${formatLine(START_FEN, ['h2e2', 'h9g7'], 'zh')[1]}`);
    } finally {
      await vscode.workspace.getConfiguration('xiangqiLens').update('notation', undefined, vscode.ConfigurationTarget.Global);
    }
  });

  it('opens a cell of moves on the preview board at the position after them, the one its title names (issue 37, defect 5)', async () => {
    await vscode.commands.executeCommand('xiangqiLens.newStudy', studyUri('it-cell.xqnb'));
    const doc = await vscode.workspace.openNotebookDocument(studyUri('it-cell.xqnb'));
    const text = 'startpos\n炮二平五 马8进7 马二进三 车9平8';
    const [cell] = await addCells(doc, text);
    await vscode.commands.executeCommand('xiangqiLens.openCellOnBoard', cell);
    const shown = await until(() => api.previewBoard()?.path.length === 4 && api.previewBoard(), 'the preview at the fourth move');
    assert.equal(shown.fen, fenOfCell(text));
  });
});

// the games copied from ../shared/data into the workspace for the search
const CORPUS = {
  xqf: 'xqf/qt_v0D_zhangqiang_vs_huronghua_1993.xqf',
  pgn: 'pgn/chinese/eleeye_CCGC_01.PGN',
  dhtml: 'pgn/dhtmlxq/vschess_dhtmlxq_xianrenzhilu.txt',
};

describe('position search over the workspace\'s games', () => {
  const dir = (): string => join(workspaceFolder().fsPath, 'it-corpus');
  let api: XiangqiLensApi;
  before(async function () {
    if (!sharedData) skipBecause(this, 'the shared corpus ../shared/data is not beside the checkout');
    api = await activateLens();
    mkdirSync(dir(), { recursive: true });
    for (const f of Object.values(CORPUS)) copyFileSync(join(sharedData!, f), join(dir(), f.split('/').pop()!));
  });
  afterEach(closeEditors);

  /** The position after `ply` main-line moves of the first game of a corpus file. */
  const positionIn = (file: string, ply: number): { fen: string; line: string[] } => {
    const r = readGames(readFileSync(join(sharedData!, file)), file);
    assert.ok(r.ok);
    const line = mainlineMoves(r.value.games[0]).map(moveToIccs);
    assert.ok(line.length >= ply, `${file} has ${line.length} moves`);
    const p = replayLine(r.value.games[0].startFen, line.slice(0, ply));
    assert.ok(p.ok);
    return { fen: toFen(p.value.position), line };
  };

  /** Runs a search cell for `fen` in a fresh study and returns its finished output. */
  const searchFor = async (name: string, fen: string): Promise<SearchOutputDto> => {
    const doc = await newStudy(name);
    const [cell] = await addCells(doc, `search\n${fen}`);
    run(doc, [cell]);
    return until(() => searchOf(cell)?.state === 'done' && searchOf(cell), 'the search to finish', 60_000);
  };

  it('finds a position of a real game in XQF, PGN (GBK) and DhtmlXQ files, and the hit opens the game at that move', async () => {
    const name = CORPUS.xqf.split('/').pop()!;
    const { fen } = positionIn(CORPUS.xqf, 14);
    const out = await searchFor('it-search.xqnb', fen);
    const hit = out.hits.find((h) => h.file === `it-corpus/${name}`);
    assert.ok(hit, JSON.stringify(out.hits));
    assert.equal(hit.ply, 14);
    assert.equal(hit.main, true);
    assert.equal(hit.mirrored, false);
    assert.ok(out.files >= 3 && out.games >= 3, JSON.stringify({ files: out.files, games: out.games }));
    await vscode.commands.executeCommand('xiangqiLens.openGameAtMove', hit.file, hit.game, hit.node);
    const board = await until(() => api.activeBoard()?.path.length === 14 && api.activeBoard(), 'the game open at move 14');
    assert.equal(board.fen, fen);
    assert.equal(board.kind, 'xqf');
    // a position of the GBK PGN and of the DhtmlXQ page, each found in its own file
    for (const [file, ply] of [[CORPUS.pgn, 10], [CORPUS.dhtml, 6]] as const) {
      const p = positionIn(file, ply);
      const r = await searchFor(`it-search-${ply}.xqnb`, p.fen);
      const found = r.hits.find((h) => h.file === `it-corpus/${file.split('/').pop()}` && h.ply === ply);
      assert.ok(found, `${file}: ${JSON.stringify(r.hits)}`);
      // text formats open in the board beside their text, at the move
      await vscode.commands.executeCommand('xiangqiLens.openGameAtMove', found.file, found.game, found.node);
      const shown = await until(() => api.activeBoard()?.fen === p.fen && api.activeBoard(), `${file} open at move ${ply}`);
      assert.equal(shown.path.length, ply);
    }
  });

  it('finds the mirrored position too, and forgets a file once it changes', async () => {
    const name = CORPUS.xqf.split('/').pop()!;
    const { fen } = positionIn(CORPUS.xqf, 14);
    const [board, ...rest] = fen.split(' ');
    const mirrored = [board.split('/').map((r) => [...r.replace(/\d/g, (d) => '1'.repeat(Number(d)))].reverse().join('').replace(/1+/g, (s) => String(s.length))).join('/'), ...rest].join(' ');
    assert.notEqual(mirrored, fen);
    const out = await searchFor('it-mirror.xqnb', mirrored);
    const hit = out.hits.find((h) => h.file === `it-corpus/${name}`);
    assert.ok(hit, JSON.stringify(out.hits));
    assert.equal(hit.mirrored, true);
    assert.equal(hit.ply, 14);
    // the file is replaced by another game: the watcher drops its index and the next search reads it again
    const copy = join(dir(), name);
    copyFileSync(join(sharedData!, 'xqf/walker_test1.xqf'), copy);
    await until(async () => !(await searchFor('it-mirror-2.xqnb', mirrored)).hits.some((h) => h.file === `it-corpus/${name}`), 'the changed file to be read again', 30_000);
    rmSync(copy);
  });
});
