// The study notebook's contributions agree with the code: the notebook type, the renderer's bundle and
// MIME types, the cell language and its grammar, and the commands with their menus.
import { strict as assert } from 'node:assert';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { POSITION_LANGUAGE } from '../../../src/formats/study';
import { ANALYSIS_MIME, PUZZLE_MIME, RENDERER_ID, SEARCH_MIME, STUDY_TYPE } from '../../../src/protocol/notebook';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));

interface Pattern {
  match?: string;
  begin?: string;
  end?: string;
  captures?: Record<string, { patterns?: Pattern[] }>;
  patterns?: Pattern[];
}

describe('study notebook contributions', () => {
  it('.xqnb files open as the study notebook type the serializer and controller register', () => {
    assert.deepEqual(pkg.contributes.notebooks, [{ type: STUDY_TYPE, displayName: '%notebook.study%', selector: [{ filenamePattern: '*.xqnb' }] }]);
    assert.ok(pkg.activationEvents.includes(`onNotebook:${STUDY_TYPE}`));
  });

  it('the renderer is the bundle esbuild.mjs builds as an ES module, for the three output types, with optional messaging', () => {
    const [r] = pkg.contributes.notebookRenderer;
    assert.equal(r.id, RENDERER_ID);
    assert.deepEqual(r.mimeTypes, [ANALYSIS_MIME, SEARCH_MIME, PUZZLE_MIME]);
    assert.equal(r.requiresMessaging, 'optional');
    const build = fs.readFileSync(path.join(ROOT, 'esbuild.mjs'), 'utf8');
    const line = build.split('\n').find((l) => l.includes("'webview/renderer/index.ts'"));
    assert.ok(line, 'esbuild.mjs builds the renderer');
    assert.ok(line.includes(`outfile: '${r.entrypoint.replace(/^\.\//, '')}'`) && line.includes("format: 'esm'"), line);
    // the package ships it (the .vscodeignore keeps dist/webview/**/*.js)
    assert.match(fs.readFileSync(path.join(ROOT, '.vscodeignore'), 'utf8'), /^!dist\/webview\/\*\*\/\*\.js$/m);
  });

  it('the cell language has a configuration and a grammar whose patterns compile and read a cell', () => {
    const lang = pkg.contributes.languages.find((l: { id: string }) => l.id === POSITION_LANGUAGE);
    assert.ok(lang && fs.existsSync(path.join(ROOT, lang.configuration)));
    const g = pkg.contributes.grammars.find((x: { language: string }) => x.language === POSITION_LANGUAGE);
    const grammar = JSON.parse(fs.readFileSync(path.join(ROOT, g.path), 'utf8'));
    assert.equal(grammar.scopeName, g.scopeName);
    const all: Pattern[] = [];
    const walk = (p: Pattern): void => {
      all.push(p);
      for (const c of Object.values(p.captures ?? {})) c.patterns?.forEach(walk);
      p.patterns?.forEach(walk);
    };
    grammar.patterns.forEach(walk);
    const regex = (s: string): RegExp => new RegExp(s);
    for (const p of all) for (const s of [p.match, p.begin, p.end]) if (s) regex(s);
    const top = grammar.patterns as Pattern[];
    const matches = (text: string): boolean => top.some((p) => (p.match !== undefined && regex(p.match).test(text)) || (p.begin !== undefined && regex(p.begin).test(text)));
    assert.ok(matches('search') && matches('depth 16 multipv 3') && matches('startpos') && matches('games/final.xqf#34') && matches('all.PGN#2:34'));
    assert.ok(matches('rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1'), 'a FEN line');
    assert.ok(!matches('炮二平五 马8进7'), 'moves are left to the PGN grammar');
    assert.ok(grammar.patterns.some((p: Pattern & { include?: string }) => p.include === 'source.xiangqi-pgn'));
  });

  it('every study command is contributed, and the cell and notebook menus show only in studies', () => {
    const ids = pkg.contributes.commands.map((c: { command: string }) => c.command);
    for (const id of ['newStudy', 'sendToStudy', 'openCellOnBoard', 'exportStudy', 'findPosition']) assert.ok(ids.includes(`xiangqiLens.${id}`), id);
    for (const where of ['notebook/toolbar', 'notebook/cell/title'])
      for (const m of pkg.contributes.menus[where]) assert.match(m.when, new RegExp(`notebookType == ${STUDY_TYPE}`));
  });
});
