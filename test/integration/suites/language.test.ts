// Xiangqi game text in a real VS Code: Xiangqi .pgn and .fen files get our languages by their content
// and chess ones keep theirs; an illegal move shows in Problems at its range and leaves when fixed, in a
// small file and in a 2,000-game one; the outline lists each game; folding has a range per game and per
// variation; and VS Code's own TextMate engine colours the text with the scopes themes know.
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, afterEach, before, describe, it } from 'mocha';
import * as vscode from 'vscode';
import { START_FEN, parseFen } from '../../../src/core/fen';
import { addMove, newGame } from '../../../src/formats/game';
import { writePgn } from '../../../src/formats/pgn/writer';
import { activateLens, closeEditors, lensExtension, sharedData, workspaceFolder } from '../lens';
import { skipBecause } from '../runSuites';

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Polls `probe` until it returns something truthy; fails naming `what` after `ms` (a bound, not a measurement). */
async function waitFor<T>(probe: () => T | undefined | false, what: string, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = probe();
    if (v) return v;
    if (Date.now() > end) throw new Error(`gave up waiting for ${what}`);
    await sleep(50);
  }
}

const languageOf = (uri: vscode.Uri): string | undefined => vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString())?.languageId;
const ours = (uri: vscode.Uri): vscode.Diagnostic[] => vscode.languages.getDiagnostics(uri).filter((d) => d.source === 'Xiangqi Lens');

// a chess game written for this suite (not a Xiangqi file: White, castling, a queen)
const CHESS_PGN = '[Event "Suite club"]\n[White "A"]\n[Black "B"]\n[Result "*"]\n\n1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 6. Be2 e5 7. Nb3 Be7 8. O-O O-O 9. Qd3 *\n';
const CHESS_FEN = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1\n';
// three games: a variation inside a variation in the first, an illegal move (h2h9) in the second
const THREE = [
  '[Event "Suite final"]', '[Red "柳大华"]', '[Black "杨官璘"]', '[Result "1/2-1/2"]', '[Format "ICCS"]', '',
  '1. h2e2 h9g7', '(1... h7e7 2. h0g2', '(2. b0c2 b9c7)', '2... b9c7)', '2. h0g2 1/2-1/2', '',
  '[Event "Suite final"]', '[Red "杨官璘"]', '[Black "柳大华"]', '[Format "ICCS"]', '', '1. b2e2 h9g7 2. h2h9 b9c7 *', '',
  '[Red "胡荣华"]', '[Format "Chinese"]', '', '1. 炮二平五 马８进７ *', '',
].join('\n');

describe('language: Xiangqi game text', () => {
  const made: vscode.Uri[] = [];
  const write = async (name: string, text: string): Promise<vscode.Uri> => {
    const uri = vscode.Uri.joinPath(workspaceFolder(), name);
    await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode(text));
    made.push(uri);
    return uri;
  };
  const open = async (uri: vscode.Uri): Promise<vscode.TextDocument> => vscode.window.showTextDocument(await vscode.workspace.openTextDocument(uri)).then((e) => e.document);
  /** The document at `uri` once our claim has judged it (its language is what VS Code now says). */
  const claimed = (uri: vscode.Uri, language: string): Promise<vscode.TextDocument> =>
    waitFor(() => vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString() && d.languageId === language), `${uri.path} as ${language}`);

  before(async () => {
    await activateLens();
  });
  afterEach(closeEditors);
  after(async () => {
    for (const uri of made) await vscode.workspace.fs.delete(uri).then(undefined, () => undefined);
  });

  it('a Xiangqi .pgn of the workspace gets xiangqi-pgn by its content; a chess .pgn opened before it keeps its language', async () => {
    const chess = await write('suite-chess.pgn', CHESS_PGN);
    const chessDoc = await open(chess);
    const before = chessDoc.languageId;
    const study = vscode.Uri.joinPath(workspaceFolder(), 'study-chinese.pgn');
    await open(study);
    // the claim judges documents in the order they open: once the later one is ours, the chess one was judged
    await claimed(study, 'xiangqi-pgn');
    assert.equal(languageOf(chess), before);
    assert.notEqual(before, 'xiangqi-pgn');
    assert.deepEqual(ours(chess), []);
  });

  it('a FEN list of Xiangqi positions gets xiangqi-fen; one of chess positions keeps its language', async () => {
    const chess = await write('suite-chess.fen', CHESS_FEN);
    const before = (await open(chess)).languageId;
    const positions = vscode.Uri.joinPath(workspaceFolder(), 'positions.fen');
    await open(positions);
    await claimed(positions, 'xiangqi-fen');
    assert.equal(languageOf(chess), before);
    assert.notEqual(before, 'xiangqi-fen');
  });

  it('a Chinese PGN from ../shared/data gets xiangqi-pgn', async function () {
    if (!sharedData) skipBecause(this, 'the shared corpus ../shared/data is not beside the checkout');
    const uri = vscode.Uri.file(join(sharedData!, 'pgn/iccs/xiangqijs_readme_1982_liudahua_vs_yangguanlin.pgn'));
    await open(uri);
    await claimed(uri, 'xiangqi-pgn');
  });

  it('a claimed .pgn closed, pushed out by other files and reopened is claimed again (issue 37, defect 1)', async () => {
    const uri = await write('suite-reopen.pgn', '[Red "r"]\n[Black "b"]\n\n1. 炮二平五 马８进７ *\n');
    await open(uri);
    await claimed(uri, 'xiangqi-pgn');
    await closeEditors();
    // VS Code keeps a document an extension opened for 3 minutes or until about 60 newer ones push it
    // out; open others until ours is really closed (a language change closes and reopens it at once)
    const gone = (): boolean => !vscode.workspace.textDocuments.some((d) => d.uri.toString() === uri.toString());
    for (let i = 0; i < 80 && !gone(); i++) await vscode.workspace.openTextDocument(await write(`suite-filler-${i}.txt`, `filler ${i}\n`));
    await waitFor(gone, 'suite-reopen.pgn to close');
    await sleep(100);
    await open(uri);
    await claimed(uri, 'xiangqi-pgn');
  });

  it('a user who switches a claimed .pgn back to Plain Text keeps that choice', async () => {
    const uri = await write('suite-declined.pgn', '[Red "r"]\n[Black "b"]\n\n1. 炮二平五 马８进７ *\n');
    await open(uri);
    const doc = await claimed(uri, 'xiangqi-pgn');
    await vscode.languages.setTextDocumentLanguage(doc, 'plaintext');
    await sleep(500);
    assert.equal(languageOf(uri), 'plaintext');
  });

  it('an illegal move shows in Problems at its range, the moves after it faded; fixing it clears them', async () => {
    const uri = await write('suite-three.xqpgn', THREE);
    const doc = await open(uri);
    assert.equal(doc.languageId, 'xiangqi-pgn', '.xqpgn is ours by name');
    const diags = await waitFor(() => ours(uri).length > 0 && ours(uri), 'problems of suite-three.xqpgn');
    const bad = THREE.indexOf('h2h9');
    const error = diags.find((d) => d.severity === vscode.DiagnosticSeverity.Error);
    assert.ok(error, JSON.stringify(diags));
    assert.equal(error.code, 'ERR_PGN_MOVE');
    assert.deepEqual(error.range, new vscode.Range(doc.positionAt(bad), doc.positionAt(bad + 4)));
    assert.match(error.message, /h2h9/);
    const faded = diags.find((d) => d.tags?.includes(vscode.DiagnosticTag.Unnecessary));
    assert.ok(faded);
    assert.equal(doc.getText(faded.range), 'b9c7');
    const edit = new vscode.WorkspaceEdit();
    edit.replace(uri, error.range, 'h0g2');
    assert.ok(await vscode.workspace.applyEdit(edit));
    await waitFor(() => ours(uri).length === 0, 'the problems to clear after the fix');
  });

  it('a .pgn claimed by its content gets its problems too', async () => {
    const text = '[Red "r"]\n[Black "b"]\n\n1. 炮二平五 马８进７ 2. 炮五进九 *\n';
    const uri = await write('suite-claimed.pgn', text);
    await open(uri);
    const doc = await claimed(uri, 'xiangqi-pgn');
    const [d] = await waitFor(() => ours(uri).length > 0 && ours(uri), 'problems of the claimed .pgn');
    assert.equal(doc.getText(d.range), '炮五进九');
  });

  it('the outline lists each game by its players, event and result, with its headers and moves', async () => {
    const uri = await write('suite-outline.xqpgn', THREE);
    await open(uri);
    const symbols = await vscode.commands.executeCommand<vscode.DocumentSymbol[]>('vscode.executeDocumentSymbolProvider', uri);
    // between the players: 'vs', or the UI language's word for it
    assert.equal(symbols.length, 3);
    assert.deepEqual(symbols.map((s) => s.detail), ['Suite final · 1/2-1/2', 'Suite final', '']);
    assert.match(symbols[0].name, /^柳大华 \S+ 杨官璘$/);
    assert.match(symbols[1].name, /^杨官璘 \S+ 柳大华$/);
    assert.match(symbols[2].name, /^胡荣华 \S+ \?$/);
    assert.equal(symbols[0].children.length, 2);
    assert.equal(symbols[0].children[1].range.start.line, 6, 'the moves start on line 7');
  });

  it('folding: a range per game and per variation', async () => {
    const uri = await write('suite-folding.xqpgn', THREE);
    await open(uri);
    const ranges = await vscode.commands.executeCommand<vscode.FoldingRange[]>('vscode.executeFoldingRangeProvider', uri);
    const lines = ranges.map((r) => [r.start, r.end]);
    // game 1: lines 0–10; its variation (1... h7e7 …) lines 7–9 (the inner one stays on line 8: nothing to fold)
    // game 2: lines 12–17; game 3: lines 19–22
    for (const want of [[0, 10], [7, 9], [12, 17], [19, 22]]) assert.ok(lines.some(([s, e]) => s === want[0] && e === want[1]), `no fold ${want} in ${JSON.stringify(lines)}`);
  });

  it('a 2,000-game file: an illegal move in the last game shows, and an edit in the middle adds its own', async () => {
    const text = manyGames(2000);
    const uri = await write('suite-2000.xqpgn', text + '\n[Event "last"]\n[Format "ICCS"]\n1. h2e2 h9g7 2. h2h9 *\n');
    const doc = await open(uri);
    await waitFor(() => ours(uri).some((d) => d.code === 'ERR_PGN_MOVE'), 'the last game\'s problem', 60_000);
    const at = doc.positionAt(text.indexOf('[Event "game 1000"]'));
    const edit = new vscode.WorkspaceEdit();
    edit.insert(uri, at, '[Event "inserted"]\n[Format "ICCS"]\n1. a0a5 *\n\n');
    assert.ok(await vscode.workspace.applyEdit(edit));
    const diags = await waitFor(() => ours(uri).filter((d) => d.code === 'ERR_PGN_MOVE').length === 2 && ours(uri), 'the inserted game\'s problem', 60_000);
    assert.ok(diags.some((d) => doc.getText(d.range) === 'a0a5' && d.range.start.line === at.line + 2));
  });

  it('VS Code\'s TextMate engine gives tags, moves, comments, commands, NAGs, variations and results their scopes', async function () {
    const tm = loadTextMate();
    if (typeof tm === 'string') return skipBecause(this, tm);
    const grammarFile = join(lensExtension().extensionPath, 'syntaxes/xiangqi-pgn.tmLanguage.json');
    const grammar = await tm.grammar(grammarFile, 'source.xiangqi-pgn');
    const lines = ['[Red "柳大华"]', '1. 炮二平五 $1 {好 [%eval 35,12] [%pv h9g7]} (1. C2.5 !?) 1... h9g7 ; note', '2. Cbe2 1-0'];
    const scopes = tm.tokenize(grammar, lines);
    const scopeOf = (word: string): string => {
      const hit = scopes.find((t) => t.text === word);
      assert.ok(hit, `no token "${word}" in ${JSON.stringify(scopes.map((t) => t.text))}`);
      return hit.scopes.join(' ');
    };
    assert.match(scopeOf('Red'), /entity\.name\.tag/);
    assert.match(scopeOf('"柳大华"'), /string\.quoted\.double/);
    assert.match(scopeOf('1.'), /constant\.numeric\.move-number/);
    assert.match(scopeOf('炮二平五'), /entity\.name\.function\.move\.chinese/);
    assert.match(scopeOf('$1'), /keyword\.control\.nag/);
    assert.match(scopeOf('eval'), /comment\.block.*support\.function\.command/);
    assert.match(scopeOf('35'), /constant\.numeric/);
    assert.match(scopeOf('h9g7'), /entity\.name\.function\.move\.iccs/);
    assert.match(scopeOf('C2.5'), /meta\.variation.*entity\.name\.function\.move\.wxf/);
    assert.match(scopeOf('!?'), /keyword\.control\.glyph/);
    assert.match(scopeOf(' note'), /comment\.line\.semicolon/);
    assert.match(scopeOf('Cbe2'), /entity\.name\.function\.move\.san/);
    assert.match(scopeOf('1-0'), /constant\.language\.result/);
  });
});

/** `n` seeded pseudo-random legal games in ICCS (no engine: the first legal move by a fixed stride). */
function manyGames(n: number): string {
  const out: string[] = [];
  for (let g = 0; g < n; g++) {
    const game = newGame(START_FEN, { Event: `game ${g}`, Red: 'r', Black: 'b' });
    const p = parseFen(START_FEN);
    if (!p.ok) throw new Error(p.error.message);
    let node = game.root;
    for (let i = 0; i < 40; i++) {
      const moves = p.value.legalMoves();
      if (!moves.length) break;
      const m = moves[(g * 7 + i * 13) % moves.length];
      node = addMove(node, m);
      p.value.play(m);
    }
    out.push(writePgn(game, 'iccs'));
  }
  return out.join('\n');
}

interface TextMate {
  grammar(file: string, scopeName: string): Promise<unknown>;
  tokenize(grammar: unknown, lines: readonly string[]): Array<{ text: string; scopes: string[] }>;
}

/** VS Code's own vscode-textmate and vscode-oniguruma, from the running VS Code; a reason string when they are not there. */
function loadTextMate(): TextMate | string {
  const modules = join(vscode.env.appRoot, 'node_modules');
  let tm: any;
  let onig: any;
  try {
    tm = require(join(modules, 'vscode-textmate'));
    onig = require(join(modules, 'vscode-oniguruma'));
  } catch (e) {
    return `this VS Code has no vscode-textmate under ${modules}: ${(e as Error).message}`;
  }
  const lib = (async () => {
    const wasm = readFileSync(join(modules, 'vscode-oniguruma/release/onig.wasm'));
    await onig.loadWASM(wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength));
    return { createOnigScanner: (p: string[]) => new onig.OnigScanner(p), createOnigString: (s: string) => new onig.OnigString(s) };
  })();
  return {
    grammar: async (file, scopeName) => {
      const registry = new tm.Registry({ onigLib: lib, loadGrammar: async (s: string) => (s === scopeName ? tm.parseRawGrammar(readFileSync(file, 'utf8'), file) : null) });
      return registry.loadGrammar(scopeName);
    },
    tokenize: (grammar, lines) => {
      const out: Array<{ text: string; scopes: string[] }> = [];
      let stack = tm.INITIAL;
      for (const line of lines) {
        const r = (grammar as any).tokenizeLine(line, stack);
        for (const t of r.tokens) out.push({ text: line.slice(t.startIndex, t.endIndex), scopes: t.scopes });
        stack = r.ruleStack;
      }
      return out;
    },
  };
}
