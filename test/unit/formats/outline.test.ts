import { strict as assert } from 'node:assert';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { foldingSpans, gameOutline, outlineDetail, outlineName } from '../../../src/formats/outline';
import { problemsOf } from '../../../src/formats/problems';
import { readGameText } from '../../../src/formats/read';
import { pgn } from './games';

const SAMPLES = path.resolve(__dirname, '..', '..', '..', 'samples');
const EN = { versus: 'vs', game: (n: number) => `Game ${n}` };

const TWO = [
  '[Event "Club final"]',
  '[Red "柳大华"]',
  '[Black "杨官璘"]',
  '[Result "1/2-1/2"]',
  '',
  '1. h2e2 h9g7 (1... h7e7 2. h0g2 (2. b0c2) 2... b9c7)',
  '2. h0g2 1/2-1/2',
  '',
  '[White "Engine"]',
  '[Result "*"]',
  '1. h2e2 *',
  '',
  '1. b2e2 *',
].join('\n');

const slice = (text: string, s: { start: number; end: number }): string => text.slice(s.start, s.end);

describe('formats/outline: one entry per game, and what folds', () => {
  it('names each game by its players, event and result, with its header block and move text', () => {
    const entries = gameOutline(pgn(TWO).games);
    assert.deepEqual(entries.map((e) => outlineName(e, EN)), ['柳大华 vs 杨官璘', 'Engine vs ?']);
    assert.deepEqual(entries.map(outlineDetail), ['Club final · 1/2-1/2', '']);
    const [a] = entries;
    assert.equal(slice(TWO, a.headers!), TWO.split('\n').slice(0, 4).join('\n'));
    assert.match(slice(TWO, a.moves), /^1\. h2e2 [^]* 1\/2-1\/2$/);
    assert.equal(slice(TWO, a.span), TWO.slice(0, TWO.indexOf('1/2-1/2\n\n') + 7));
    assert.equal(a.plies, 3);
    assert.equal(slice(TWO, a.nameSpan), slice(TWO, a.headers!));
  });

  it('a game without players is "Game N"; a tagless game is named at its moves', () => {
    const text = '1. h2e2 h9g7 *';
    const [e] = gameOutline(pgn(text).games);
    assert.equal(outlineName(e, EN), 'Game 1');
    assert.equal(e.headers, undefined);
    assert.equal(slice(text, e.nameSpan), text);
  });

  it('folds each game and each variation, nested ones too', () => {
    const folds = foldingSpans(pgn(TWO).games).map((f) => [f.kind, slice(TWO, f.span).split('\n')[0]]);
    assert.deepEqual(folds, [
      ['game', '[Event "Club final"]'],
      ['variation', '(1... h7e7 2. h0g2 (2. b0c2) 2... b9c7)'],
      ['variation', '(2. b0c2)'],
      ['game', '[White "Engine"]'],
    ]);
  });

  it('the study sample: one game with its comments and the screen-horse variation', () => {
    const text = fs.readFileSync(path.join(SAMPLES, 'study-chinese.pgn'), 'utf8');
    const r = readGameText(text, 'study-chinese.pgn');
    assert.ok(r.ok);
    assert.deepEqual(gameOutline(r.value.games).map((e) => [outlineName(e, EN), outlineDetail(e)]), [['Xiangqi Lens vs Xiangqi Lens', 'Xiangqi Lens 示例']]);
    const v = foldingSpans(r.value.games).filter((f) => f.kind === 'variation');
    assert.equal(v.length, 1);
    assert.match(slice(text, v[0].span), /^\( 1\.\.\. 马８进７[^]*\)$/);
  });
});

describe('formats/problems: reader issues as an editor lists them', () => {
  it('each problem has its kind, severity and the text it is about', () => {
    const text = '[Event "a"\n[Format "Morse"]\n1. h2e2 h9g7 2. h2h9 *\n\n[FEN "nonsense"]\n1. h2e2 *\n\n[Format "ICCS"]\n1. h2e2 ) *';
    const r = readGameText(text, 'x.pgn');
    const got = problemsOf(r, text).map((p) => [p.kind, p.severity, p.subject]);
    assert.deepEqual(got, [
      ['badTag', 'error', '[Event "a"'],
      ['unknownFormat', 'warning', '[Format "Morse"]'],
      ['illegal', 'error', 'h2h9'],
      ['badFen', 'error', '[FEN "nonsense"]'],
      ['variation', 'error', ')'],
    ]);
  });

  it('the moves after one that stopped the reading are a hint, the result left out', () => {
    const text = '[Format "ICCS"]\n1. h2e2 h9g7 2. h2h9 {why} h0g2\n3. b0c2 *\n\n[Event "next"]\n1. b2e2 *';
    const p = problemsOf(readGameText(text), text);
    assert.deepEqual(p.map((x) => [x.kind, x.severity, text.slice(x.span.start, x.span.end)]), [
      ['illegal', 'error', 'h2h9'],
      ['unread', 'hint', '{why} h0g2\n3. b0c2'],
    ]);
  });

  it('an ambiguous move and a word that is no move are told apart', () => {
    const amb = '[FEN "4k4/3P1P3/9/3P1P3/9/9/9/9/9/3K5 w - - 0 1"]\n[Format "WXF"]\n1. P6.5 *';
    assert.deepEqual(problemsOf(readGameText(amb), amb).map((p) => [p.kind, p.subject]), [['ambiguous', 'P6.5']]);
    const word = '1. 炮二平五 xyz *';
    assert.deepEqual(problemsOf(readGameText(word), word).map((p) => [p.kind, p.subject]), [['notMove', 'xyz']]);
  });

  it('an empty text is no problem; text with no game is one, at the first word that is none', () => {
    assert.deepEqual(problemsOf(readGameText('  \n'), '  \n'), []);
    const text = 'just some notes\nmore';
    const p = problemsOf(readGameText(text), text);
    assert.deepEqual(p.map((x) => [x.kind, x.subject]), [['noGame', 'just']]);
  });

  it('a FEN list: a bad line and an illegal move, each at its text', () => {
    const text = '3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1 moves e0e1 d9d8 e1e3\nnot/a/fen\n';
    const p = problemsOf(readGameText(text, 'p.fen'), text);
    assert.deepEqual(p.map((x) => [x.kind, x.subject]), [['illegal', 'e1e3'], ['badFen', 'not/a/fen']]);
  });

  it('a file decoded with the wrong encoding says so once, where it shows first', () => {
    const text = '[Game "Chinese Chess"]\n1. \uFFFD\uFFFD\uFFFD\uFFFD *';
    const p = problemsOf(readGameText(text), text);
    assert.equal(p[0].kind, 'encoding');
    assert.equal(p[0].span.start, text.indexOf('\uFFFD'));
    assert.equal(p.filter((x) => x.kind === 'encoding').length, 1);
  });
});
