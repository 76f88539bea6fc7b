// A board's live analysis in the real extension host: Analyse searches until stopped, past the depth
// setting (issue 37, defect 8), and a changed setting applies to the running analysis at once.
import { strict as assert } from 'node:assert';
import { afterEach, before, describe, it } from 'mocha';
import * as vscode from 'vscode';
import { COMMANDS } from '../../../src/host/commandIds';
import type { XiangqiLensApi } from '../../../src/host/extension';
import { activateLens, closeEditors, workspaceFolder } from '../lens';
import { until } from '../wait';

const SETTINGS = ['xiangqiLens.analysis.depth', 'xiangqiLens.analysis.multiPv'];

describe('the board\'s live analysis', () => {
  let api: XiangqiLensApi;
  before(async () => {
    api = await activateLens();
  });
  afterEach(async () => {
    await vscode.commands.executeCommand(COMMANDS.stopAnalysis);
    await closeEditors();
    const config = vscode.workspace.getConfiguration();
    for (const key of SETTINGS) await config.update(key, undefined, vscode.ConfigurationTarget.Global);
  });

  it('searches past the depth setting until stopped, and takes a new number of lines at once', async () => {
    const config = vscode.workspace.getConfiguration();
    await config.update('xiangqiLens.analysis.depth', 3, vscode.ConfigurationTarget.Global);
    await config.update('xiangqiLens.analysis.multiPv', 1, vscode.ConfigurationTarget.Global);
    await vscode.commands.executeCommand('vscode.open', vscode.Uri.joinPath(workspaceFolder(), 'selfplay-1.xqf'));
    await until(() => api.activeBoard(), 'the board page is ready');
    await vscode.commands.executeCommand(COMMANDS.analysePosition);
    // twice the depth setting and more, still running: the setting does not end a board's analysis
    const deep = await until(() => { const a = api.boardAnalysis(); return a && a.depth >= 7 && a; }, 'the analysis to pass depth 7', 60_000);
    assert.ok(deep.running, JSON.stringify(deep));
    await config.update('xiangqiLens.analysis.multiPv', 3, vscode.ConfigurationTarget.Global);
    const three = await until(() => { const a = api.boardAnalysis(); return a && a.lines === 3 && a; }, 'three lines after the setting changed', 30_000);
    assert.ok(three.running, JSON.stringify(three));
    await vscode.commands.executeCommand(COMMANDS.stopAnalysis);
    await until(() => api.boardAnalysis()?.running === false, 'Stop ends it');
  });
});
