import { strict as assert } from 'node:assert';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { GameEdit, applyEdit } from '../../../src/formats/edit';
import { Game, cloneGame, mainline, sameGame } from '../../../src/formats/game';
import { ReadGames, readGameText, readGames } from '../../../src/formats/read';
import { TextSyncOptions, applyTextEdits, planTextEdits, textEditsFor } from '../../../src/formats/textSync';
import { FIXTURES, itShared, sharedPath } from '../../shared';
import { rng } from '../../rng';
import { randomEdit, randomLine } from './edits';

const ROOT = path.resolve(FIXTURES, '..', '..');

interface Doc {
  readonly name: string;
  readonly text: string;
  readonly read: ReadGames;
}

const docOf = (name: string, text: string): Doc => {
  const r = readGameText(text, name);
  assert.ok(r.ok, `${name}: ${JSON.stringify(!r.ok && r.error)}`);
  return { name, text, read: r.value };
};

const loadDoc = (file: string): Doc => {
  const r = readGames(fs.readFileSync(file), file);
  assert.ok(r.ok && r.value.text !== undefined, file);
  return { name: file, text: r.value.text, read: r.value };
};

/** Why a refusal is expected: the format cannot hold the edit. Anything else refused is a failure. */
const mayRefuse = (doc: Doc, i: number, e: GameEdit): boolean =>
  doc.read.format === 'fen' ||
  (e.type === 'setEval' && e.at.length === 0) ||
  (/^[ \t]*START\{/m.test(doc.text) && e.type === 'setHeader') ||
  emptied(doc, i, e) ||
  (doc.read.issues.some((x) => x.game === i && x.code.startsWith('ERR_')) && ['addMoves', 'insert', 'delete', 'promote', 'reorder'].includes(e.type));

/** Whether the edit leaves a game that its file cannot keep: nothing in it (a WXF file's headers do not count). */
const emptied = (doc: Doc, i: number, e: GameEdit): boolean => {
  const g = cloneGame(doc.read.games[i]);
  applyEdit(g, e);
  return g.root.children.length === 0 && g.root.comments.length === 0 && (Object.keys(g.headers).length === 0 || /^[ \t]*START\{/m.test(doc.text));
};

/** Edits the contract wants small: they must never fall back to rewriting the move text. */
const wantsMinimal = (doc: Doc, i: number, e: GameEdit): boolean => {
  if (doc.read.games[i].source?.merged) return false;
  if (e.type === 'setHeader') return !/^format$/i.test(e.name);
  return e.type === 'setComments' || e.type === 'setNags' || e.type === 'setEval';
};

interface Step {
  readonly doc: Doc;
  readonly inverse: GameEdit;
  readonly minimal: boolean;
}

/**
 * Applies `e` to game i of the document through its text and checks the contract: the plan needs no fallback, the
 * edits are sorted, apart and inside the game, and the new text reads as applyEdit's game with every other game as it was.
 */
const viaText = (doc: Doc, i: number, e: GameEdit): Step | undefined => {
  const expected = cloneGame(doc.read.games[i]);
  const applied = applyEdit(expected, e);
  const r = textEditsFor(doc.text, doc.read, i, e);
  const what = `${doc.name} game ${i}: ${JSON.stringify(e)}`;
  if (!applied.ok) {
    assert.ok(!r.ok && r.error.code === applied.error.code, `${what}: refused by applyEdit, not by the text`);
    return undefined;
  }
  if (!r.ok) {
    assert.ok(mayRefuse(doc, i, e) && (r.error.code === 'ERR_EDIT_UNSUPPORTED' || r.error.code === 'ERR_EDIT_VALUE'), `${what}: ${JSON.stringify(r.error)}`);
    return undefined;
  }
  const plan = planTextEdits(doc.text, doc.read, i, e);
  assert.ok(plan.ok);
  assert.deepEqual(r.value, plan.value.edits, `${what}: the plan did not read back`);
  if (wantsMinimal(doc, i, e)) assert.ok(plan.value.minimal, `${what}: rewrote the move text`);
  const src = doc.read.games[i].source!;
  const next = doc.read.games[i + 1]?.source;
  r.value.forEach((x, k) => {
    assert.ok(x.start <= x.end && (k === 0 || r.value[k - 1].end < x.start || (r.value[k - 1].end === x.start && x.start !== x.end)), `${what}: edits overlap`);
    assert.ok(x.start >= (i === 0 ? 0 : src.whole.start) && x.end <= (next ? next.whole.start : doc.text.length), `${what}: an edit leaves the game`);
  });
  const after = docOf(doc.name, applyTextEdits(doc.text, r.value));
  assert.equal(after.read.games.length, doc.read.games.length, what);
  after.read.games.forEach((g, j) => assert.ok(sameGame(g, j === i ? expected : doc.read.games[j]), `${what}: game ${j} reads back differently\n${after.text}`));
  return { doc: after, inverse: applied.value.inverse, minimal: plan.value.minimal };
};

/** Seeded random edits on a document, each checked, each undone through the text too; the walk goes on from the edited text. */
const walk = (start: Doc, seed: number, count: number): number => {
  const r = rng(seed);
  let doc = start;
  let applied = 0;
  for (let k = 0; k < count; k++) {
    const i = Math.floor(r() * doc.read.games.length);
    const e = randomEdit(doc.read.games[i], r);
    const step = viaText(doc, i, e);
    if (!step) continue;
    applied++;
    const undone = viaText(step.doc, i, step.inverse);
    if (undone) assert.ok(sameGame(undone.doc.read.games[i], doc.read.games[i]), `${doc.name}: the inverse of ${JSON.stringify(e)} did not give the game back`);
    doc = step.doc;
  }
  return applied;
};

/** What a board does to a FEN list line: plays a move or two at its end, or deletes from one of its plies. */
const fenListEdit = (g: Game, r: () => number): GameEdit => {
  const line = mainline(g);
  if (line.length && r() < 0.3) return { type: 'delete', at: new Array<number>(1 + Math.floor(r() * line.length)).fill(0) };
  const at = new Array<number>(line.length).fill(0);
  const moves = randomLine(g, at, r, 2);
  return moves.length ? { type: 'addMoves', at, moves } : { type: 'delete', at: [0] };
};

describe('formats/textSync: board edits as text edits (property)', () => {
  it('our fixtures and samples: 60 seeded edits each, undone through the text too', () => {
    const files = [
      path.join(FIXTURES, 'games', 'selfplay-1.pgn'),
      path.join(FIXTURES, 'pgn', 'annotated_crlf.pgn'),
      ...fs.readdirSync(path.join(ROOT, 'samples')).filter((f) => /\.(pgn|fen)$/.test(f)).map((f) => path.join(ROOT, 'samples', f)),
    ];
    let applied = 0;
    files.forEach((f, k) => (applied += walk(loadDoc(f), 1000 + k, 60)));
    assert.ok(applied > 150, `only ${applied} edits applied`);
  });

  it('a FEN list: 60 seeded moves played and deleted at the ends of its lines, all minimal', () => {
    let doc = loadDoc(path.join(ROOT, 'samples', 'positions.fen'));
    const r = rng(77);
    for (let k = 0; k < 60; k++) {
      const i = Math.floor(r() * doc.read.games.length);
      const e = fenListEdit(doc.read.games[i], r);
      const step = viaText(doc, i, e);
      assert.ok(step?.minimal, JSON.stringify(e));
      const undone = viaText(step.doc, i, step.inverse);
      assert.ok(undone?.minimal && sameGame(undone.doc.read.games[i], doc.read.games[i]), `undo of ${JSON.stringify(e)}`);
      doc = step.doc;
    }
    assert.ok(doc.read.games.some((g) => mainline(g).length > 2));
  });

  itShared('every PGN of the shared corpus: 10 seeded edits each', () => {
    let files = 0;
    let applied = 0;
    for (const d of ['chinese', 'wxf', 'iccs', 'other'])
      for (const name of fs.readdirSync(sharedPath('pgn', d))) {
        if (name.endsWith('.ubb')) continue;
        applied += walk(loadDoc(sharedPath('pgn', d, name)), files, 10);
        files++;
      }
    assert.ok(files > 35 && applied > 200, `${files} files, ${applied} edits`);
  });
});

/** The text after `e` through textEditsFor, which must be minimal (never the move text written again) unless `rewrite`. */
const edited = (text: string, e: GameEdit, opts: TextSyncOptions & { game?: number; name?: string; rewrite?: boolean } = {}): string => {
  const doc = docOf(opts.name ?? 't.pgn', text);
  const step = viaText(doc, opts.game ?? 0, e);
  assert.ok(step, `${JSON.stringify(e)} was refused`);
  assert.equal(step.minimal, !opts.rewrite, `${JSON.stringify(e)}: minimal ${step.minimal}`);
  const r = textEditsFor(text, doc.read, opts.game ?? 0, e, opts);
  assert.ok(r.ok);
  return applyTextEdits(text, r.value);
};

/** The error textEditsFor gives for `e`. */
const refusal = (text: string, e: GameEdit, name = 't.pgn', game = 0): { code: string; message: string } => {
  const doc = docOf(name, text);
  const r = textEditsFor(text, doc.read, game, e);
  assert.ok(!r.ok, `${JSON.stringify(e)} was not refused`);
  return r.error;
};

describe('formats/textSync: the smallest text change', () => {
  const wxf = '[Format "WXF"]\n\n1. C2.5 H8+7 *\n';

  it('plays a Red move and a Black move at the end of the main line, before the result', () => {
    assert.equal(edited(wxf, { type: 'addMoves', at: [0, 0], moves: ['h0g2'] }), '[Format "WXF"]\n\n1. C2.5 H8+7 2. H2+3 *\n');
    assert.equal(edited('[Format "WXF"]\n\n1. C2.5 *\n', { type: 'addMoves', at: [0], moves: ['h9g7'] }), wxf);
    assert.equal(edited(wxf, { type: 'addMoves', at: [0, 0], moves: ['h0g2', 'i9h9', 'i0h0'] }), '[Format "WXF"]\n\n1. C2.5 H8+7 2. H2+3 R9.8 3. R1.2 *\n');
  });

  it('numbers a Black move that resumes after a comment, and a game that starts with Black', () => {
    assert.equal(edited('[Format "WXF"]\n1. C2.5 {centre} *', { type: 'addMoves', at: [0], moves: ['h9g7'] }), '[Format "WXF"]\n1. C2.5 {centre} 1... H8+7 *');
    const fen = '[FEN "4k4/9/9/9/9/9/9/9/4R4/5K3 b - - 0 12"]\n*\n';
    assert.equal(edited(fen, { type: 'addMoves', at: [], moves: ['e9d9', 'e1d1'] }), '[FEN "4k4/9/9/9/9/9/9/9/4R4/5K3 b - - 0 12"]\n12... K5.4 13. R5.6 *\n');
    assert.equal(edited('[FEN "4k4/9/9/9/9/9/9/9/4R4/5K3 b - - 0 1"]\n1... K5.4 *', { type: 'addMoves', at: [0], moves: ['e1d1'] }), '[FEN "4k4/9/9/9/9/9/9/9/4R4/5K3 b - - 0 1"]\n1... K5.4 2. R5.6 *');
  });

  it('inserts a new variation after the main move, its notes and the variations there, in index order', () => {
    const text = '[Format "WXF"]\n1. C2.5 H8+7 2. H2+3 *';
    const first = edited(text, { type: 'addMoves', at: [0], moves: ['b9c7', 'h0g2'] });
    assert.equal(first, '[Format "WXF"]\n1. C2.5 H8+7 (1... H2+3 2. H2+3) 2. H2+3 *');
    const second = edited(first, { type: 'addMoves', at: [0], moves: ['c6c5'] });
    assert.equal(second, '[Format "WXF"]\n1. C2.5 H8+7 (1... H2+3 2. H2+3) (1... P3+1) 2. H2+3 *');
    assert.equal(edited(second, { type: 'addMoves', at: [0], moves: ['a6a5'], index: 1 }), '[Format "WXF"]\n1. C2.5 H8+7 (1... P1+1) (1... H2+3 2. H2+3) (1... P3+1) 2. H2+3 *');
    // a Black main move that followed its Red move without a number gets one after the new variation
    assert.equal(edited('[Format "WXF"]\n1. C2.5 {a} $1 H8+7 *', { type: 'addMoves', at: [], moves: ['b2e2'] }), '[Format "WXF"]\n1. C2.5 {a} $1 (1. C8.5) 1... H8+7 *');
    // inside a variation, before its ')'
    assert.equal(edited('[Format "WXF"]\n1. C2.5 (1. C8.5) *', { type: 'addMoves', at: [1], moves: ['h9g7'] }), '[Format "WXF"]\n1. C2.5 (1. C8.5 H8+7) *');
  });

  it('replaces, adds and removes a comment, and keeps the NAGs and the next move readable', () => {
    const text = '[Format "WXF"]\n1. C2.5 $1 {old} H8+7 *';
    assert.equal(edited(text, { type: 'setComments', at: [0], comments: ['new'] }), '[Format "WXF"]\n1. C2.5 $1 {new} H8+7 *');
    assert.equal(edited(text, { type: 'setComments', at: [0], comments: [] }), '[Format "WXF"]\n1. C2.5 $1 H8+7 *');
    assert.equal(edited(wxf, { type: 'setComments', at: [0], comments: ['centre'] }), '[Format "WXF"]\n\n1. C2.5 {centre} 1... H8+7 *\n');
    assert.equal(edited(wxf, { type: 'setComments', at: [], comments: ['before'] }), '[Format "WXF"]\n\n{before} 1. C2.5 H8+7 *\n');
    assert.equal(
      edited(text, { type: 'setEval', at: [0, 0], eval: { score: { kind: 'cp', value: -20 }, depth: 5 } }),
      '[Format "WXF"]\n1. C2.5 $1 {old} H8+7 {[%eval -20,5]} *',
    );
    // what a brace comment cannot hold as written is escaped, and reads back as it was
    const escaped = edited(text, { type: 'setComments', at: [0], comments: ['a } b', '[%nag 2]'] });
    assert.equal(escaped, '[Format "WXF"]\n1. C2.5 $1 {a [%rb] b} {[%%nag 2]} H8+7 *');
    const back = readGameText(escaped, 'x.pgn');
    assert.ok(back.ok);
    assert.deepEqual(back.value.games[0].root.children[0].comments, ['a } b', '[%nag 2]']);
  });

  it('replaces, adds and removes NAGs, keeping a glyph a glyph', () => {
    assert.equal(edited(wxf, { type: 'setNags', at: [0], nags: [1, 14] }), '[Format "WXF"]\n\n1. C2.5 $1 $14 H8+7 *\n');
    const glyph = '[Format "WXF"]\n1. C2.5!? H8+7 *';
    assert.equal(edited(glyph, { type: 'setNags', at: [0], nags: [4] }), '[Format "WXF"]\n1. C2.5?? H8+7 *');
    assert.equal(edited(glyph, { type: 'setNags', at: [0], nags: [2, 14] }), '[Format "WXF"]\n1. C2.5 $2 $14 H8+7 *');
    assert.equal(edited(glyph, { type: 'setNags', at: [0], nags: [] }), '[Format "WXF"]\n1. C2.5 H8+7 *');
    // a glyph written against the next move number (as WXF files do) leaves the number whole
    assert.equal(edited('[Format "WXF"]\n1. C2.5 H8+7   !!2. H2+3 *', { type: 'setNags', at: [0, 0], nags: [] }), '[Format "WXF"]\n1. C2.5 H8+7   2. H2+3 *');
  });

  it('changes, adds and removes a header line', () => {
    const text = '[Event "a"]\n[Red "r"]\n\n1. C2.5 *\n';
    assert.equal(edited(text, { type: 'setHeader', name: 'Red', value: '许银川' }), '[Event "a"]\n[Red "许银川"]\n\n1. C2.5 *\n');
    assert.equal(edited(text, { type: 'setHeader', name: 'Red' }), '[Event "a"]\n\n1. C2.5 *\n');
    assert.equal(edited(text, { type: 'setHeader', name: 'Event', value: 'b', index: 0 }), '[Event "b"]\n[Red "r"]\n\n1. C2.5 *\n');
    // a new tag goes after the last one; the Result the result token gave is written as a tag first, so the order reads back
    assert.equal(edited(text, { type: 'setHeader', name: 'Date', value: '2024.01.02' }), '[Event "a"]\n[Red "r"]\n[Result "*"]\n[Date "2024.01.02"]\n\n1. C2.5 *\n');
    // an undone removal puts the tag back in its place
    assert.equal(edited('[Red "r"]\n[Result "*"]\n1. C2.5 *', { type: 'setHeader', name: 'Event', value: 'a', index: 0 }), '[Event "a"]\n[Red "r"]\n[Result "*"]\n1. C2.5 *');
    // the Result tag and the result token change together
    assert.equal(edited('[Result "*"]\n1. C2.5 *', { type: 'setHeader', name: 'Result', value: '1-0' }), '[Result "1-0"]\n1. C2.5 1-0');
    assert.equal(edited('[Event "a"]\n[Result "*"]\n1. C2.5 *', { type: 'setHeader', name: 'Result' }), '[Event "a"]\n1. C2.5');
  });

  it('keeps CRLF line breaks, and puts nothing after a line comment on its line', () => {
    const text = '[Format "WXF"]\r\n\r\n1. C2.5 H8+7 ; two\r\n2. H2+3 *\r\n';
    assert.equal(edited(text, { type: 'addMoves', at: [0, 0], moves: ['b0c2'] }), '[Format "WXF"]\r\n\r\n1. C2.5 H8+7 ; two\r\n2. H2+3 (2. H8+7) *\r\n');
    assert.equal(edited(text, { type: 'addMoves', at: [0], moves: ['b9c7'] }), '[Format "WXF"]\r\n\r\n1. C2.5 H8+7 ; two\r\n(1... H2+3)\r\n2. H2+3 *\r\n');
    assert.equal(edited(text, { type: 'setComments', at: [0, 0], comments: ['both'] }), '[Format "WXF"]\r\n\r\n1. C2.5 H8+7 {both}\r\n2. H2+3 *\r\n');
    assert.equal(edited(text, { type: 'setHeader', name: 'Event', value: 'e' }), '[Format "WXF"]\r\n[Result "*"]\r\n[Event "e"]\r\n\r\n1. C2.5 H8+7 ; two\r\n2. H2+3 *\r\n');
    const chinese = '[Format "Chinese"]\r\n\r\n1. 炮二平五 马８进７\r\n2. 马二进三 *\r\n';
    assert.equal(edited(chinese, { type: 'addMoves', at: [0, 0, 0], moves: ['i9h9', 'i0h0'] }), '[Format "Chinese"]\r\n\r\n1. 炮二平五 马８进７\r\n2. 马二进三 车９平８\r\n3. 车一平二 *\r\n');
  });

  it('writes new moves in the notation the game uses: its [Format], its moves, or Chinese/WXF for a game without', () => {
    assert.equal(edited('[Format "ICCS"]\n1. h2e2 *', { type: 'addMoves', at: [0], moves: ['h9g7', 'h0g2'] }), '[Format "ICCS"]\n1. h2e2 h9g7 2. h0g2 *');
    assert.equal(edited('1. 炮二平五 *', { type: 'addMoves', at: [0], moves: ['h9g7'] }), '1. 炮二平五 马８进７ *');
    assert.equal(edited('1. h2e2 *', { type: 'addMoves', at: [0], moves: ['h9g7'] }), '1. h2e2 h9g7 *');
    assert.equal(edited('[Event "没有着法"]\n*', { type: 'addMoves', at: [], moves: ['h2e2'] }), '[Event "没有着法"]\n1. 炮二平五 *');
    assert.equal(edited('[Event "none"]\n*', { type: 'addMoves', at: [], moves: ['h2e2'] }), '[Event "none"]\n1. C2.5 *');
    assert.equal(edited('[Event "none"]\n*', { type: 'addMoves', at: [], moves: ['h2e2'] }, { notation: 'iccs' }), '[Event "none"]\n1. h2e2 *');
    // Western SAN as WinBoard writes it (ranks from 0), with the file that tells two cannons apart
    assert.equal(edited('1. Cbe2 Hc7 *', { type: 'addMoves', at: [], moves: ['h2e2'] }), '1. Cbe2 (1. Che2) 1... Hc7 *');
    // a new [Format] writes the moves again in its notation
    assert.equal(edited('[Format "ICCS"]\n1. h2e2 h9g7 *', { type: 'setHeader', name: 'Format', value: 'Chinese' }, { rewrite: true }), '[Format "Chinese"]\n1. 炮二平五 马８进７ *');
  });

  it('deletes a variation with its parentheses, and a main continuation to the end of its line', () => {
    const text = '[Format "WXF"]\n1. C2.5 (1. C8.5 H8+7) (1. P7+1) 1... H8+7 2. H2+3 R9.8 *';
    assert.equal(edited(text, { type: 'delete', at: [1] }), '[Format "WXF"]\n1. C2.5 (1. P7+1) 1... H8+7 2. H2+3 R9.8 *');
    assert.equal(edited(text, { type: 'delete', at: [2] }), '[Format "WXF"]\n1. C2.5 (1. C8.5 H8+7) 1... H8+7 2. H2+3 R9.8 *');
    assert.equal(edited(text, { type: 'delete', at: [0, 0, 0] }), '[Format "WXF"]\n1. C2.5 (1. C8.5 H8+7) (1. P7+1) 1... H8+7 *');
    assert.equal(edited(text, { type: 'delete', at: [1, 0] }), '[Format "WXF"]\n1. C2.5 (1. C8.5) (1. P7+1) 1... H8+7 2. H2+3 R9.8 *');
    // a main move with alternatives: the first alternative becomes the main line, so the move text is written again
    assert.equal(edited(text, { type: 'delete', at: [0] }, { rewrite: true }), '[Format "WXF"]\n1. C8.5 ( 1. P7+1 ) 1... H8+7 *');
  });

  it('refuses what applyEdit refuses, with its error, and a read of another text', () => {
    assert.deepEqual(refusal(wxf, { type: 'addMoves', at: [0], moves: ['h9h0'] }), { code: 'ERR_EDIT_ILLEGAL', message: 'h9h0 is not legal after 0' });
    assert.equal(refusal(wxf, { type: 'delete', at: [3] }).code, 'ERR_EDIT_PATH');
    const stale = textEditsFor(`${wxf} `, docOf('t.pgn', wxf).read, 0, { type: 'setNags', at: [0], nags: [1] });
    assert.ok(!stale.ok && stale.error.code === 'ERR_EDIT_STALE');
  });

  it('edits the notes and headers of a game that stops at a bad move, and refuses to move its moves about', () => {
    const text = '[Event "e"]\n[Format "WXF"]\n1. C2.5 H8+7 2. X9+9 H2+3 *\n';
    const doc = docOf('t.pgn', text);
    assert.equal(doc.read.issues[0].code, 'ERR_PGN_MOVE');
    assert.equal(edited(text, { type: 'setComments', at: [0, 0], comments: ['before the error'] }), '[Event "e"]\n[Format "WXF"]\n1. C2.5 H8+7 {before the error} 2. X9+9 H2+3 *\n');
    assert.equal(edited(text, { type: 'setHeader', name: 'Event', value: 'f' }), '[Event "f"]\n[Format "WXF"]\n1. C2.5 H8+7 2. X9+9 H2+3 *\n');
    for (const e of [
      { type: 'addMoves', at: [0, 0], moves: ['h0g2'] },
      { type: 'delete', at: [0, 0] },
      { type: 'insert', at: [0, 0], index: 0, node: { move: 'h0g2' } },
    ] as GameEdit[]) {
      const r = refusal(text, e);
      assert.ok(r.code === 'ERR_EDIT_UNSUPPORTED' && /stops at an error .*X9\+9.*fix the text there first/.test(r.message), JSON.stringify(r));
    }
  });

  it('edits a WXF file: its header lines and the moves inside START{ }END', () => {
    const text = 'FORMAT\tWXF\r\nRED\tA;;;\r\nBLACK\tB;;;\r\n\r\nSTART{\r\n 1.  C2.5  H8+7\r\n}END\r\n';
    assert.equal(edited(text, { type: 'setHeader', name: 'Red', value: '许银川' }), text.replace('RED\tA;;;', 'RED\t许银川;;;'));
    assert.equal(edited(text, { type: 'setHeader', name: 'Black' }), text.replace('BLACK\tB;;;\r\n', ''));
    assert.equal(edited(text, { type: 'setHeader', name: 'Event', value: 'club' }), text.replace('\r\nSTART{', '\r\nEVENT\tclub\r\nSTART{'));
    assert.equal(edited(text, { type: 'addMoves', at: [0, 0], moves: ['h0g2'] }), text.replace('H8+7', 'H8+7 2. H2+3'));
    assert.equal(refusal(text, { type: 'setHeader', name: 'Opening', value: 'x' }).code, 'ERR_EDIT_UNSUPPORTED');
  });

  it('writes the move text again when a variation repeated a move and was merged into it', () => {
    const text = '[Format "ICCS"]\n1. h2e2 (1. h2e2 h9g7) *';
    assert.equal(docOf('t.pgn', text).read.games[0].source?.merged, true);
    assert.equal(edited(text, { type: 'delete', at: [0, 0] }, { rewrite: true }), '[Format "ICCS"]\n1. h2e2 *');
  });

  describe('FEN lists', () => {
    const list = '# two positions\n4k4/9/9/9/9/9/9/9/4R4/5K3 b - - 0 1\nrnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 moves h2e2\n';

    it('appends moves in ICCS, adding the moves keyword to a line without', () => {
      assert.equal(
        edited(list, { type: 'addMoves', at: [], moves: ['e9d9', 'e1d1'] }, { name: 't.fen' }),
        '# two positions\n4k4/9/9/9/9/9/9/9/4R4/5K3 b - - 0 1 moves e9d9 e1d1\nrnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 moves h2e2\n',
      );
      assert.equal(
        edited(list, { type: 'addMoves', at: [0], moves: ['h9g7'] }, { name: 't.fen', game: 1 }),
        '# two positions\n4k4/9/9/9/9/9/9/9/4R4/5K3 b - - 0 1\nrnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 moves h2e2 h9g7\n',
      );
      assert.equal(
        edited(list, { type: 'delete', at: [0] }, { name: 't.fen', game: 1 }),
        '# two positions\n4k4/9/9/9/9/9/9/9/4R4/5K3 b - - 0 1\nrnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1\n',
      );
    });

    it('refuses variations, comments and headers in words a user understands', () => {
      const doc = docOf('t.fen', list);
      for (const e of [
        { type: 'addMoves', at: [], moves: ['b2e2'] },
        { type: 'setComments', at: [0], comments: ['x'] },
        { type: 'setHeader', name: 'Event', value: 'x' },
      ] as GameEdit[]) {
        const r = textEditsFor(list, doc.read, 1, e);
        assert.ok(!r.ok && r.error.code === 'ERR_EDIT_UNSUPPORTED' && /FEN list holds one position .* save it as PGN/.test(r.error.message), JSON.stringify(e));
      }
    });
  });

  it('refuses to edit DhtmlXQ and UBB text, which it reads only', () => {
    const dhtml = '[DhtmlXQ]\n[DhtmlXQ_movelist]7747[/DhtmlXQ_movelist]\n[/DhtmlXQ]';
    for (const [text, format] of [['72427967', 'ubb-digits'], [dhtml, 'dhtmlxq']]) {
      const doc = docOf('t.txt', text);
      assert.equal(doc.read.format, format);
      const r = textEditsFor(text, doc.read, 0, { type: 'setComments', at: [], comments: ['x'] });
      assert.ok(!r.ok && r.error.code === 'ERR_EDIT_UNSUPPORTED' && /read only/.test(r.error.message), format);
    }
  });

  it('never touches the other games of the file', () => {
    const text = '[Event "a"]\n1. C2.5 *\n\n[Event "b"]\n1. C8.5 *\n\n[Event "c"]\n1. P7+1 *\n';
    assert.equal(edited(text, { type: 'addMoves', at: [0], moves: ['h9g7'] }, { game: 1 }), '[Event "a"]\n1. C2.5 *\n\n[Event "b"]\n1. C8.5 H8+7 *\n\n[Event "c"]\n1. P7+1 *\n');
    assert.equal(edited(text, { type: 'promote', at: [0] }, { game: 2 }), text);
    // only a tag tells where a game starts after another's result
    assert.equal(refusal(text, { type: 'setHeader', name: 'Event' }, 't.pgn', 1).code, 'ERR_EDIT_UNSUPPORTED');
  });
});
