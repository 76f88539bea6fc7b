// Train on My Mistakes in the real extension host: a training study built from a folder holding a real XQF,
// a GBK PGN and a DhtmlXQ page (each game reviewed on the review's engines), a second build that adds nothing
// and costs no search (the shared cache), and a puzzle cell that, run, shows its board to solve on.
import { strict as assert } from 'node:assert';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, afterEach, before, describe, it } from 'mocha';
import * as vscode from 'vscode';
import { cellPuzzle } from '../../../src/analysis/trainingStudy';
import { replayLine } from '../../../src/core/line';
import { readStudy } from '../../../src/formats/study';
import type { XiangqiLensApi } from '../../../src/host/extension';
import { PUZZLE_MIME, isPuzzleOutput } from '../../../src/protocol/notebook';
import { skipBecause } from '../runSuites';
import { EXTENSION_ID, activateLens, closeEditors, sharedData, workspaceFolder } from '../lens';
import { until } from '../wait';

const CORPUS = ['xqf/qt_v0D_zhangqiang_vs_huronghua_1993.xqf', 'pgn/chinese/eleeye_CCGC_01.PGN', 'pgn/dhtmlxq/vschess_dhtmlxq_xianrenzhilu.txt'];

describe('training studies from the workspace\'s games', () => {
  let api: XiangqiLensApi;
  const folder = (): vscode.Uri => vscode.Uri.joinPath(workspaceFolder(), 'it-training');
  const study = (): vscode.Uri => vscode.Uri.joinPath(workspaceFolder(), 'it-training.xqnb');
  const config = (): vscode.WorkspaceConfiguration => vscode.workspace.getConfiguration('xiangqiLens');
  before(async function () {
    if (!sharedData) skipBecause(this, 'the shared corpus ../shared/data is not beside the checkout');
    api = await activateLens();
    mkdirSync(folder().fsPath, { recursive: true });
    for (const f of CORPUS) copyFileSync(join(sharedData!, f), join(folder().fsPath, f.split('/').pop()!));
    // a small budget keeps three master games quick on two shared cores; every mark counts
    await config().update('review.nodes', 2000, vscode.ConfigurationTarget.Global);
    await config().update('training.from', '?!', vscode.ConfigurationTarget.Global);
  });
  afterEach(closeEditors);
  after(async () => {
    await config().update('review.nodes', undefined, vscode.ConfigurationTarget.Global);
    await config().update('training.from', undefined, vscode.ConfigurationTarget.Global);
  });

  it('builds a study from a folder of XQF, GBK PGN and DhtmlXQ games, and a second build adds nothing and searches nothing', async function () {
    this.timeout(600_000);
    const built = await vscode.commands.executeCommand<{ puzzles: number; added: number }>('xiangqiLens.trainOnMistakes', folder(), study());
    assert.ok(built && built.added > 0 && built.added <= built.puzzles, JSON.stringify(built));
    const text = readFileSync(study().fsPath, 'utf8');
    const read = readStudy(text);
    assert.deepEqual(read.issues, []);
    const puzzles = read.study.cells.map(cellPuzzle).filter((p) => p !== undefined);
    assert.equal(puzzles.length, built.added);
    const names = CORPUS.map((f) => `it-training/${f.split('/').pop()}`);
    for (const p of puzzles) {
      assert.ok(names.includes(p.source.file), p.source.file);
      assert.ok(replayLine(p.fen, [p.answers[0]]).ok && replayLine(p.fen, [p.played]).ok, JSON.stringify(p));
      assert.ok(!p.answers.includes(p.played));
    }
    // the study opened beside the games
    await until(() => vscode.window.activeNotebookEditor?.notebook.uri.toString() === study().toString(), 'the study open');
    const before = api.searches();
    const again = await vscode.commands.executeCommand<{ puzzles: number; added: number }>('xiangqiLens.trainOnMistakes', folder(), study());
    assert.deepEqual(again, { puzzles: built.puzzles, added: 0 });
    assert.equal(api.searches(), before, 'every review and answer came from the shared cache');
    assert.equal(readFileSync(study().fsPath, 'utf8'), text);
  });

  it('runs a puzzle cell as a board to solve on, whose answer stays with the extension', async function () {
    this.timeout(60_000);
    const doc = await vscode.workspace.openNotebookDocument(study());
    const editor = await vscode.window.showNotebookDocument(doc);
    await vscode.commands.executeCommand('notebook.selectKernel', { id: 'xiangqiLens.study', extension: EXTENSION_ID });
    const cell = doc.getCells().find((c) => c.metadata.puzzle !== undefined);
    assert.ok(cell, 'a puzzle cell');
    void vscode.commands.executeCommand('notebook.cell.execute', { ranges: [{ start: cell.index, end: cell.index + 1 }], document: editor.notebook.uri });
    const out = await until(() => {
      for (const o of cell.outputs) for (const i of o.items) if (i.mime === PUZZLE_MIME) return JSON.parse(new TextDecoder().decode(i.data)) as unknown;
      return undefined;
    }, 'the puzzle output');
    assert.ok(isPuzzleOutput(out), JSON.stringify(out));
    assert.equal(out.state, 'open');
    assert.equal(out.fen, cell.document.getText().trim());
    assert.equal(out.line, undefined, 'no answer before it is found');
    assert.ok(!JSON.stringify(out).includes('answers'));
  });

  it('Next Due Puzzles runs every puzzle of a study never attempted', async function () {
    this.timeout(60_000);
    const doc = await vscode.workspace.openNotebookDocument(study());
    await vscode.window.showNotebookDocument(doc);
    const puzzles = doc.getCells().filter((c) => c.metadata.puzzle !== undefined);
    const due = await vscode.commands.executeCommand<number>('xiangqiLens.trainNextDue');
    assert.equal(due, puzzles.length);
    await until(() => puzzles.every((c) => c.outputs.some((o) => o.items.some((i) => i.mime === PUZZLE_MIME))), 'every due puzzle shown');
  });
});
