// A review and a board's live analysis never wait for each other: with the board analysing as deep as the
// settings allow, the board's Analyse Game still runs to the end on the review's own engines and returns its
// review, and the Stop command, which ends the live analysis, leaves the review's searches alone: its verdict is
// the terminal's (`xqlens annotate`: the same review on an engine in this process) to the last figure.
import { strict as assert } from 'node:assert';
import { after, afterEach, before, describe, it } from 'mocha';
import * as vscode from 'vscode';
import { readFileSync } from 'node:fs';
import { REVIEW_HASH_MB, reviewGame, standardReview, type GameReview } from '../../../src/analysis/review';
import { builtinBook } from '../../../src/engine/book';
import { lineBook } from '../../../src/engine/book/probeLine';
import { readGames } from '../../../src/formats/read';
import { LocalEngine } from '../../../src/worker/localEngine';
import type { XiangqiLensApi } from '../../../src/host/extension';
import { activateLens, closeEditors, workspaceFolder } from '../lens';
import { until } from '../wait';

describe('a review beside live analysis', () => {
  let api: XiangqiLensApi;
  const config = (): vscode.WorkspaceConfiguration => vscode.workspace.getConfiguration('xiangqiLens');
  before(async () => {
    api = await activateLens();
    // the live search runs until stopped; the review stays short on two shared cores
    await config().update('analysis.depth', 40, vscode.ConfigurationTarget.Global);
    // a budget of its own: no other suite's review is in the cache, so this one searches
    await config().update('review.nodes', 2500, vscode.ConfigurationTarget.Global);
  });
  afterEach(async () => {
    await vscode.commands.executeCommand('xiangqiLens.stopAnalysis');
    await closeEditors();
  });
  after(async () => {
    await config().update('analysis.depth', undefined, vscode.ConfigurationTarget.Global);
    await config().update('review.nodes', undefined, vscode.ConfigurationTarget.Global);
  });

  it('the board analysing, Analyse Game reviews every move to the end, through a Stop of the live analysis', async function () {
    this.timeout(240_000);
    const uri = vscode.Uri.joinPath(workspaceFolder(), 'selfplay-1.xqf');
    await vscode.commands.executeCommand('vscode.open', uri);
    const board = await until(() => api.activeBoard()?.kind === 'xqf' && api.activeBoard(), 'the .xqf on the board');
    const before = api.searches();
    await vscode.commands.executeCommand('xiangqiLens.analysePosition');
    await until(() => api.searches() > before, 'the board to start analysing');
    const started = api.searches();
    const running = vscode.commands.executeCommand<GameReview | undefined>('xiangqiLens.analyseGame');
    await until(() => api.searches() > started + 2, 'the review to start');
    // Stop ends the live analysis, not the review beside it
    await vscode.commands.executeCommand('xiangqiLens.stopAnalysis');
    const review = await running;
    assert.ok(review, 'the review returned');
    assert.ok(review.complete, 'the review ran to the end');
    assert.equal(review.plies.length, board.mainline.length);
    assert.ok(review.plies.every((p) => p.score !== undefined), 'a score after every move');
    const read = readGames(new Uint8Array(readFileSync(uri.fsPath)), uri.fsPath);
    assert.ok(read.ok);
    const terminal = await reviewGame(read.value.games[0], new LocalEngine({ hashMb: REVIEW_HASH_MB }), { ...standardReview(2500), book: lineBook(builtinBook()) });
    const verdict = (r: GameReview): string[] => r.plies.map((p) => `${p.ply} ${p.move} ${JSON.stringify(p.score)} ${p.best?.[0]} ${p.loss} ${p.quality ?? ''}`);
    assert.deepEqual(verdict(review), verdict(terminal));
  });
});
