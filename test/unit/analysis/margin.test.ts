import { strict as assert } from 'node:assert';
import { type HoverWords, type MarginWords, escapeMarkdown, lineText, marginNotes, moveHoverMarkdown, moveLabel } from '../../../src/analysis/margin';
import type { PlyReview } from '../../../src/analysis/review';
import { START_FEN } from '../../../src/core/fen';
import { replayLine } from '../../../src/core/line';
import { toFen } from '../../../src/core/fen';
import { cp, mate } from '../../../src/core/score';
import { readGameText } from '../../../src/formats/read';

const TEXT = '[Event "m"]\n[Format "Chinese"]\n\n1. 炮二平五 马８进７ 2. 马二进三 {[%eval 20,8]} 车９平８ 3. 车一平二 $2 (3. 兵七进一) 3... 卒７进１ *\n';
const MOVES = ['h2e2', 'h9g7', 'h0g2', 'i9h9', 'i0h0', 'g6g5'];
const OPENING = { ecco: 'B05', nameZh: '中炮对屏风马', nameEn: 'Central Cannon vs Screen Horses' };
const words: MarginWords = { book: (name) => (name ? `book · ${name}` : 'book'), opening: (o) => o.nameEn };

const ply = (n: number, extra: Partial<PlyReview> = {}): PlyReview => ({ ply: n, move: MOVES[n - 1], loss: 0, book: false, ...extra });

describe('analysis/margin: the notes beside moves', () => {
  const read = readGameText(TEXT, 'm.pgn');
  assert.ok(read.ok);
  const game = read.value.games[0];
  const at = (word: string): number => TEXT.indexOf(word);

  it('puts each ply\'s glyph, Red-view score and book mark after its move token, naming an opening only where it changes', () => {
    const notes = marginNotes(game, [
      ply(1, { book: true, opening: OPENING, score: cp(30) }),
      ply(2, { book: true, opening: OPENING, score: cp(25) }),
      ply(3, { score: cp(-140), quality: 'mistake', loss: 160 }),
      ply(4, { score: mate(-3), quality: 'only' }),
      ply(5, { score: cp(-20), quality: 'blunder', loss: 500 }),
      ply(6, { quality: 'inaccuracy', loss: 70 }),
    ], words);
    const view = notes.map((n) => [TEXT.slice(n.span.start, n.span.end), n.glyph?.text, n.score, n.book]);
    assert.deepEqual(view, [
      ['炮二平五', undefined, '+0.30', 'book · Central Cannon vs Screen Horses'],
      ['马８进７', undefined, '+0.25', 'book'],
      // the text carries its own engine note: the score is not said twice
      ['马二进三', '?', undefined, undefined],
      ['车９平８', '!', '#-3', undefined],
      // the text carries `?` already: no second glyph
      ['车一平二', undefined, '-0.20', undefined],
      ['卒７进１', '?!', undefined, undefined],
    ]);
    assert.equal(notes[0].span.start, at('炮二平五'));
    assert.equal(notes[3].glyph?.quality, 'only');
  });

  it('says nothing of plies without a score, mark or book move, nor of plies past the main line', () => {
    assert.deepEqual(marginNotes(game, [ply(2), { ...ply(6), ply: 7, score: cp(1) }], words), []);
  });
});

describe('analysis/margin: the hover of a move', () => {
  const hoverWords: HoverWords = {
    score: (s, d) => `Score ${s} (Red), depth ${d}`,
    bestLine: (l, s) => `Best line: ${l} (${s})`,
    loss: (p, pref, s) => `Lost ${p}; the engine preferred ${pref} (${s})`,
    quality: { only: 'only move', inaccuracy: 'inaccuracy', mistake: 'mistake', blunder: 'blunder' },
    bookMove: (o) => (o ? `Book move: ${o}` : 'Book move'),
    bookMoveLoses: (o) => `A book move${o ? ` (${o})` : ''} that loses`,
    bookMoves: (l) => `Book moves: ${l}`,
    opening: (o) => o.nameZh,
    notAnalysed: 'Not analysed yet',
  };
  const fenAfter = (n: number): string => {
    const r = replayLine(START_FEN, MOVES.slice(0, n));
    assert.ok(r.ok);
    return toFen(r.value.position);
  };

  it('writes the line after the move in the reader\'s notation, numbered from where it starts, and cut', () => {
    assert.equal(lineText(fenAfter(1), ['h9g7', 'h0g2', 'i9h9'], 'zh'), '1... 马８进７ 2. 马二进三 车９平８');
    assert.equal(lineText(fenAfter(2), ['h0g2', 'i9h9'], 'wxf'), '2. H2+3 R9.8');
    assert.equal(lineText(START_FEN, ['h2e2', 'h9g7', 'h0g2'], 'iccs', 2), '1. h2e2 h9g7 …');
  });

  it('names the move with its number in any notation', () => {
    const read = readGameText(TEXT, 'm.pgn');
    assert.ok(read.ok);
    const g = read.value.games[0];
    assert.equal(moveLabel(g, [0], 'zh'), '1. 炮二平五');
    assert.equal(moveLabel(g, [0, 0], 'wxf'), '1... H8+7');
    assert.equal(moveLabel(g, [0, 0, 0, 0, 1], 'iccs'), '3. c3c4');
    assert.equal(moveLabel(g, [], 'zh'), undefined);
    assert.equal(moveLabel(g, [5], 'zh'), undefined);
  });

  it('says the score, the best line and the loss against the engine\'s choice of a marked move, and no book moves after it', () => {
    const md = moveHoverMarkdown(
      {
        label: '3. 马二进三',
        fenBefore: fenAfter(2),
        fenAfter: fenAfter(3),
        notation: 'zh',
        review: ply(3, { score: cp(-140), depth: 10, pv: ['i9h9', 'i0h0'], best: ['b0c2', 'b9c7'], bestScore: cp(20), loss: 160, quality: 'mistake' }),
        bookAfter: [{ move: 'i9h9', opening: OPENING }, { move: 'b9c7' }],
      },
      hoverWords,
    );
    const paragraphs = md.split('\n\n');
    assert.deepEqual(paragraphs, [
      `**${escapeMarkdown('3. 马二进三')}** ? mistake`,
      escapeMarkdown('Score -1.40 (Red), depth 10'),
      escapeMarkdown('Best line: 2... 车９平８ 3. 车一平二 (-1.40)'),
      escapeMarkdown('Lost 1.60; the engine preferred 2. 马八进七 马２进３ (+0.20)'),
    ]);
    // Markdown specials are escaped, so WXF reads as written
    assert.equal(escapeMarkdown('R1+1 C2.5'), 'R1\\+1 C2\\.5');
  });

  it('names a book move\'s opening, and says when a move has not been analysed', () => {
    const bookAfter = [{ move: 'h9g7', opening: OPENING }, { move: 'h7e7' }];
    const book = moveHoverMarkdown({ label: '1. 炮二平五', fenBefore: START_FEN, fenAfter: fenAfter(1), notation: 'zh', review: ply(1, { book: true, opening: OPENING }), bookAfter }, hoverWords);
    assert.deepEqual(book.split('\n\n').slice(1), [escapeMarkdown('Book move: 中炮对屏风马'), escapeMarkdown('Book moves: 马８进７ (中炮对屏风马), 炮８平５')]);
    // a book move the review marks: it loses, what it cost, and no book moves after it
    const loses = moveHoverMarkdown(
      { label: '1. 炮二平五', fenBefore: START_FEN, fenAfter: fenAfter(1), notation: 'zh', review: ply(1, { book: true, best: ['c3c4'], bestScore: cp(60), loss: 250, quality: 'mistake' }), bookAfter },
      hoverWords,
    );
    assert.deepEqual(loses.split('\n\n').slice(1), [escapeMarkdown('A book move that loses'), escapeMarkdown('Lost 2.50; the engine preferred 1. 兵七进一 (+0.60)')]);
    const none = moveHoverMarkdown({ label: '1. 炮二平五', fenBefore: START_FEN, fenAfter: fenAfter(1), notation: 'zh' }, hoverWords);
    assert.deepEqual(none.split('\n\n').slice(1), [escapeMarkdown('Not analysed yet')]);
  });

  it('says why a move is marked, in the hover\'s language and notation, read along the game so far', () => {
    // Black's 车1平2 (a9b9) hangs the chariot to the cannon on b2
    const start = 'r3k4/9/1c7/9/9/9/9/1C7/9/3K5 b - - 0 1';
    const after = replayLine(start, ['a9b9']);
    assert.ok(after.ok);
    const review = ply(1, { move: 'a9b9', score: cp(90), quality: 'mistake', loss: 120, best: ['a9a8'], bestScore: cp(-30), playedLine: ['a9b9', 'b2b9'], playedScore: cp(90) });
    const input = { label: '1... R1.2', fenBefore: start, fenAfter: toFen(after.value.position), notation: 'wxf' as const, review, history: { startFen: start, before: [] } };
    const en = moveHoverMarkdown(input, { ...hoverWords, language: 'en' }).split('\n\n');
    assert.equal(en[en.length - 1], escapeMarkdown('R1.2 loses a chariot to C8+7.'));
    const zh = moveHoverMarkdown({ ...input, notation: 'zh' }, { ...hoverWords, language: 'zh' }).split('\n\n');
    assert.equal(zh[zh.length - 1], escapeMarkdown('车１平２丢车（炮八进七）。'));
    // without the game's history (a variation's move) or a language, no reason is guessed
    assert.ok(!moveHoverMarkdown({ ...input, history: undefined }, { ...hoverWords, language: 'en' }).includes('chariot'));
    assert.ok(!moveHoverMarkdown(input, hoverWords).includes('chariot'));
  });
});
