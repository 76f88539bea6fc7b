// The engine in the margin of Xiangqi game text, in a real VS Code: a real Chinese PGN of the team's corpus
// gets book marks, then scores and marks as a review fills them; hovering a move shows its diagram and what
// the engine says; the lenses sit above each game; Write annotations is one undoable edit whose text
// survives save and reload; an edit re-analyses only the positions it changed; a chess PGN gets none of it.
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, afterEach, before, describe, it } from 'mocha';
import * as vscode from 'vscode';
import { parseFen } from '../../../src/core/fen';
import { moveTo } from '../../../src/core/types';
import { mainline } from '../../../src/formats/game';
import { readGameText } from '../../../src/formats/read';
import { decodeText } from '../../../src/formats/text/encoding';
import type { XiangqiLensApi } from '../../../src/host/extension';
import { activateLens, closeEditors, sharedData, workspaceFolder } from '../lens';
import { skipBecause } from '../runSuites';

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Polls `probe` until it returns something truthy; fails naming `what` after `ms` (a bound, not a measurement). */
async function waitFor<T>(probe: () => T | undefined | false | Promise<T | undefined | false>, what: string, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > end) throw new Error(`gave up waiting for ${what}`);
    await sleep(100);
  }
}

// a chess game written for this suite
const CHESS_PGN = '[Event "Suite club"]\n[White "A"]\n[Black "B"]\n[Result "*"]\n\n1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 *\n';
const GAME_FILE = 'pgn/chinese/eleeye_CCGC_02.PGN';
const OUR_COMMANDS = /^xiangqiLens\./;

describe('margin: the engine beside Xiangqi move text', function () {
  this.timeout(240_000);
  let api: XiangqiLensApi;
  const made: vscode.Uri[] = [];
  const config = (): vscode.WorkspaceConfiguration => vscode.workspace.getConfiguration('xiangqiLens');
  const write = async (name: string, text: string): Promise<vscode.Uri> => {
    const uri = vscode.Uri.joinPath(workspaceFolder(), name);
    await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode(text));
    made.push(uri);
    return uri;
  };
  const show = async (uri: vscode.Uri): Promise<vscode.TextEditor> => vscode.window.showTextDocument(await vscode.workspace.openTextDocument(uri));
  const claimed = (uri: vscode.Uri): Promise<vscode.TextDocument> =>
    waitFor(() => vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString() && d.languageId === 'xiangqi-pgn'), `${uri.path} as xiangqi-pgn`);
  const lenses = async (uri: vscode.Uri): Promise<vscode.CodeLens[]> =>
    ((await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', uri)) ?? []).filter((l) => OUR_COMMANDS.test(l.command?.command ?? ''));
  const hoverText = async (uri: vscode.Uri, at: vscode.Position): Promise<string> => {
    const hovers = (await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', uri, at)) ?? [];
    return hovers.flatMap((h) => h.contents.map((c) => (typeof c === 'string' ? c : c.value))).join('\n');
  };

  before(async () => {
    api = await activateLens();
    // a shallow review keeps the suite quick on two shared cores
    await config().update('review.nodes', 2000, vscode.ConfigurationTarget.Global);
  });
  afterEach(closeEditors);
  after(async () => {
    await config().update('review.nodes', undefined, vscode.ConfigurationTarget.Global);
    for (const uri of made) await vscode.workspace.fs.delete(uri).then(undefined, () => undefined);
  });

  it('a real Chinese PGN gets book marks at once, then a score after every move as Review game runs; hovering a move shows its diagram', async function () {
    if (!sharedData) skipBecause(this, 'the shared corpus ../shared/data is not beside the checkout');
    const uri = vscode.Uri.file(join(sharedData!, GAME_FILE));
    await show(uri);
    const doc = await claimed(uri);
    // GBK on disk: the text is reopened in its encoding before it reads as Chinese moves
    await waitFor(() => doc.getText().includes('炮二平五'), 'the GBK text decoded');
    const read = readGameText(doc.getText(), 'g.pgn');
    assert.ok(read.ok);
    const plies = mainline(read.value.games[0]).length;
    assert.ok(plies >= 20, `${plies} plies`);
    // before any review: the book knows the first moves and names the opening
    const book = await waitFor(() => {
      const marks = api.margin(uri)?.filter((n) => n.book) ?? [];
      return marks.length > 0 && marks;
    }, 'book marks');
    assert.equal(book[0].ply, 1);
    assert.equal(doc.getText().slice(book[0].start, book[0].end), '炮二平五');
    assert.match(book[0].book ?? '', /[A-E]\d\d/);

    const ours = await lenses(uri);
    assert.deepEqual(ours.map((l) => l.command?.title), ['Analyse game', 'Review game']);
    assert.equal(ours[0].range.start.line, 0);

    const review = await vscode.commands.executeCommand<{ complete: boolean; plies: unknown[] }>('xiangqiLens.reviewGame', { uri, game: 0 });
    assert.ok(review?.complete);
    assert.equal(review.plies.length, plies);
    const scored = await waitFor(() => {
      const notes = api.margin(uri) ?? [];
      return notes.filter((n) => n.score).length === plies && notes;
    }, 'a score after every move');
    for (const n of scored) assert.match(n.score ?? '', /^([+-]?\d+\.\d\d|#-?\d+)$/, JSON.stringify(n));
    assert.ok((await lenses(uri)).some((l) => l.command?.title === 'Write annotations'));

    const fifth = scored.find((n) => n.ply === 5)!;
    const md = await hoverText(uri, doc.positionAt(fifth.start + 1));
    assert.match(md, /!\[[^\]]*\]\(data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+\)/);
    const svg = Buffer.from(/base64,([A-Za-z0-9+/=]+)/.exec(md)![1], 'base64').toString('utf8');
    assert.match(svg, /^<svg [^>]*width="216"/);
    assert.equal((svg.match(/class="piece /g) ?? []).length, 32 - capturesBy(doc.getText(), 5));
    assert.ok(md.includes(fifth.score!.replace(/[+.-]/g, (c) => `\\${c}`)), md);
  });

  it('a Chinese PGN in an English UI names its moves in Chinese in the hover; the notation setting overrides the file (issue 37, defect 6)', async function () {
    const uri = await write('it-notation.pgn', '[Format "Chinese"]\n\n1. 炮二平五 马８进７ 2. 马二进三 *\n');
    await show(uri);
    const doc = await claimed(uri);
    const third = doc.positionAt(doc.getText().indexOf('马二进三') + 1);
    assert.equal(vscode.env.language.startsWith('zh'), false, 'the suite runs in an English UI');
    const zh = await hoverText(uri, third);
    assert.match(zh, /马二进三/);
    assert.doesNotMatch(zh, /H2\+3/);
    await config().update('notation', 'wxf', vscode.ConfigurationTarget.Global);
    try {
      const md = await waitFor(async () => {
        const t = await hoverText(uri, third);
        return /H2\+3/.test(t) && t;
      }, 'the hover in WXF once the setting names it', 15_000);
      assert.doesNotMatch(md, /马二进三/);
    } finally {
      await config().update('notation', undefined, vscode.ConfigurationTarget.Global);
    }
  });

  it('Write annotations is one undoable edit; the annotated text survives save and reload, and the margin then says nothing twice', async function () {
    if (!sharedData) skipBecause(this, 'the shared corpus ../shared/data is not beside the checkout');
    const text = decodeText(new Uint8Array(readFileSync(join(sharedData!, GAME_FILE)))).text;
    const uri = await write('suite-margin.pgn', text);
    const editor = await show(uri);
    const doc = await claimed(uri);
    const review = await vscode.commands.executeCommand<{ complete: boolean; plies: Array<{ quality?: string }> }>('xiangqiLens.reviewGame', { uri, game: 0 });
    assert.ok(review?.complete);
    const original = doc.getText();
    assert.equal(await vscode.commands.executeCommand('xiangqiLens.writeAnnotations', { uri, game: 0 }), true);
    const annotated = doc.getText();
    assert.notEqual(annotated, original);
    assert.ok(annotated.includes('[%eval '));
    // each mark in words (the UI's English, the file's Chinese moves) before its engine note, and the players' summary first
    const marks = review.plies.filter((p) => p.quality && p.quality !== 'only').length;
    const sentences = annotated.match(/\{(?:Inaccuracy|Mistake|Blunder)[ .][^}]*\[%eval /g) ?? [];
    assert.equal(sentences.length, marks, sentences.join('\n'));
    for (const s of sentences) assert.ok(!/Best was [a-i]\d[a-i]\d|Best was [A-Z]\d/.test(s), `moves in the file's Chinese notation: ${s}`);
    assert.match(annotated, /\{Xiangqi Lens review — Red: \d+ \?!, \d+ \?, \d+ \?\?, accuracy [\d.]+ %; Black: /);
    // written again, nothing changes: the words are replaced, not doubled
    assert.equal(await vscode.commands.executeCommand('xiangqiLens.writeAnnotations', { uri, game: 0 }), true);
    assert.equal(doc.getText(), annotated);
    // one undo takes the whole review back out, one redo puts it in again
    await vscode.window.showTextDocument(doc, editor.viewColumn);
    await vscode.commands.executeCommand('undo');
    assert.equal(doc.getText(), original);
    await vscode.commands.executeCommand('redo');
    assert.equal(doc.getText(), annotated);
    assert.ok(await doc.save());
    await closeEditors();
    const onDisk = new TextDecoder().decode(await vscode.workspace.fs.readFile(uri));
    assert.equal(onDisk, annotated);
    const back = readGameText(onDisk, 'suite-margin.pgn');
    assert.ok(back.ok);
    const line = mainline(back.value.games[0]);
    assert.ok(line.every((n) => n.eval?.score), 'an engine note on every move');
    await show(uri);
    await claimed(uri);
    // the text now writes every score and mark: the margin keeps only its book marks
    const notes = await waitFor(() => api.margin(uri), 'the margin of the reopened file');
    assert.deepEqual(notes.filter((n) => n.score || n.glyph), []);
  });

  it('after an edit of a followed game only the positions the edit changed are searched', async () => {
    const uri = await write('suite-follow.xqpgn', '[Event "follow"]\n[Format "ICCS"]\n\n1. h2e2 h9g7 2. h0g2 i9h9 3. i0h0 b9c7 4. b0c2 *\n');
    await show(uri);
    const doc = await claimed(uri);
    await vscode.commands.executeCommand('xiangqiLens.margin.analyse', { uri, game: 0 });
    await waitFor(() => (api.margin(uri) ?? []).filter((n) => n.score).length === 7 && (api.margin(uri) ?? []), 'the followed game scored');
    const before = api.searches();
    // the last move changed: one new position (after it); every one before it is in the cache
    const last = doc.getText().indexOf('b0c2');
    const edit = new vscode.WorkspaceEdit();
    edit.replace(uri, new vscode.Range(doc.positionAt(last), doc.positionAt(last + 4)), 'b2c2');
    assert.ok(await vscode.workspace.applyEdit(edit));
    // the followed game is analysed again after a pause; then its lens says it follows, not that it runs
    await waitFor(() => api.searches() > before, 'the analysis after the edit');
    await waitFor(async () => (await lenses(uri)).some((l) => l.command?.title === 'Stop analysing'), 'the analysis to end');
    // every search is of the new last move: the position after it; the move searched alone (or, as the engine's
    // choice, its best rival); and, when the second pass takes it, both again deeper. None of the six before it.
    const searched = api.searches() - before;
    assert.ok(searched >= 1 && searched <= 4, `${searched} searches after the edit`);
    const notes = await waitFor(() => {
      const n = api.margin(uri) ?? [];
      return n.filter((x) => x.score).length === 7 ? n : undefined;
    }, 'every move scored again');
    const seventh = notes.find((n) => n.ply === 7)!;
    assert.equal(doc.getText(new vscode.Range(doc.positionAt(seventh.start), doc.positionAt(seventh.end))), 'b2c2');
    await vscode.commands.executeCommand('xiangqiLens.margin.stop', { uri, game: 0 });
  });

  it('the board\'s Analyse Game reviews an .xqf with the same review: the same game as text then shows every score without a search', async () => {
    const xqf = vscode.Uri.joinPath(workspaceFolder(), 'selfplay-1.xqf');
    await vscode.commands.executeCommand('vscode.open', xqf);
    await waitFor(() => api.activeBoard()?.kind === 'xqf', 'the .xqf on the board');
    // the command returns when its review (with its notification) has run to the end
    await vscode.commands.executeCommand('xiangqiLens.analyseGame');
    await closeEditors();
    const before = api.searches();
    const text = vscode.Uri.joinPath(workspaceFolder(), 'selfplay-1-wxf.pgn');
    await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(text), { preview: false });
    const doc = await claimed(text);
    const read = readGameText(doc.getText(), 'selfplay-1-wxf.pgn');
    assert.ok(read.ok);
    const plies = mainline(read.value.games[0]).length;
    await waitFor(() => (api.margin(text) ?? []).filter((n) => n.score).length === plies, `a score after each of the ${plies} moves`);
    assert.equal(api.searches(), before, 'every position came from the shared cache');
  });

  it('a chess PGN gets no marks, no lenses and no hover of ours', async () => {
    const uri = await write('suite-margin-chess.pgn', CHESS_PGN);
    const doc = (await show(uri)).document;
    await sleep(1500);
    assert.notEqual(doc.languageId, 'xiangqi-pgn');
    assert.equal(api.margin(uri), undefined);
    assert.deepEqual(await lenses(uri), []);
    assert.doesNotMatch(await hoverText(uri, doc.positionAt(CHESS_PGN.indexOf('Nf3') + 1)), /data:image\/svg/);
  });
});

/** Captures in the first `plies` moves of the text's game. */
const capturesBy = (text: string, plies: number): number => {
  const r = readGameText(text, 'g.pgn');
  if (!r.ok) return 0;
  // a capture lands on an occupied square
  const pos = parseFen(r.value.games[0].startFen);
  if (!pos.ok) return 0;
  let taken = 0;
  for (const n of mainline(r.value.games[0]).slice(0, plies)) {
    if (pos.value.pieceAt(moveTo(n.move))) taken++;
    pos.value.play(n.move);
  }
  return taken;
};
