import { strict as assert } from 'node:assert';
import { START_FEN, parseFen } from '../../../src/core/fen';
import { moveToIccs, parseIccs } from '../../../src/core/notation';
import type { Position } from '../../../src/core/position';
import { OpeningBook, builtinBook } from '../../../src/engine/book/builtin';
import { BUILTIN_LINES } from '../../../src/engine/book/builtinLines';
import { lineBook, probeBooks } from '../../../src/engine/book/probeLine';

const at = (moves: string): Position => {
  const r = parseFen(START_FEN);
  assert.ok(r.ok);
  for (const t of moves.split(' ').filter(Boolean)) {
    const m = parseIccs(r.value, t);
    assert.ok(m.ok, `${t} in ${moves}`);
    r.value.play(m.value);
  }
  return r.value;
};
const iccs = (pos: Position): string[] => builtinBook().probe(pos).map((e) => moveToIccs(e.move));
const mirrorIccs = (line: string): string =>
  line.split(' ').map((w) => w.replace(/[a-i]/g, (f) => 'ihgfedcba'['abcdefghi'.indexOf(f)])).join(' ');

describe('built-in opening book', () => {
  it('has a few dozen lines, each legal from the start position', () => {
    assert.ok(BUILTIN_LINES.length >= 30, `${BUILTIN_LINES.length} lines`);
    const r = OpeningBook.build(BUILTIN_LINES);
    assert.ok(r.ok, r.ok ? '' : r.error.message);
    assert.ok(r.value.positions > 100, `${r.value.positions} positions`);
    const long = BUILTIN_LINES.filter((l) => l.moves.split(' ').length >= 6).length;
    assert.ok(long >= 25, `${long} lines of 6+ plies`);
  });

  it('gives every line a well-formed ECCO code (A00–E99) and both names', () => {
    for (const l of BUILTIN_LINES) {
      assert.match(l.ecco, /^[A-E][0-9]{2}$/, l.moves);
      assert.ok(/[\u4e00-\u9fff]/.test(l.nameZh), l.nameZh);
      assert.ok(/^[A-Z][A-Za-z ,-]+$/.test(l.nameEn), l.nameEn);
    }
    const families = new Set(BUILTIN_LINES.map((l) => l.ecco[0]));
    assert.deepEqual([...families].sort(), ['A', 'B', 'C', 'D', 'E']);
  });

  it('rejects a line with an illegal move, naming the line', () => {
    const r = OpeningBook.build([{ ecco: 'C00', nameZh: '坏', nameEn: 'Bad', moves: 'h2e2 h9g7 h2h9' }]);
    assert.ok(!r.ok);
    assert.equal(r.error.code, 'ERR_BOOK_LINE');
    assert.match(r.error.message, /ply 3/);
  });

  it('offers the main first moves at the start, heaviest first', () => {
    const moves = builtinBook().probe(at(''));
    const first = moves.map((e) => moveToIccs(e.move));
    for (const m of ['h2e2', 'c3c4', 'c0e2', 'h0g2']) assert.ok(first.includes(m), m);
    assert.equal(first[0], 'h2e2');
    for (let i = 1; i < moves.length; i++) assert.ok(moves[i - 1].weight >= moves[i].weight);
    assert.equal(moves.find((e) => moveToIccs(e.move) === 'c3c4')?.ecco, 'E00');
  });

  it('hits after a transposition', () => {
    // C00 is h2e2 h9g7 h0g2 i9h9 i0h0 b9c7; reach it with the black moves swapped
    const a = at('h2e2 h9g7 h0g2 i9h9 i0h0 b9c7');
    const b = at('h2e2 h9g7 h0g2 b9c7 i0h0 i9h9');
    assert.equal(a.key, b.key);
    assert.deepEqual(iccs(b), iccs(a));
    assert.ok(iccs(b).includes('c3c4'));
    assert.equal(builtinBook().openingName(b)?.ecco, 'C00');
  });

  it('hits the mirror image of a line and mirrors the moves back', () => {
    const line = 'h2e2 h9g7 h0g2 i9h9 i0h0 b9c7';
    const direct = at(line);
    const mirrored = at(mirrorIccs(line));
    assert.notEqual(mirrored.key, direct.key);
    const want = iccs(direct).map(mirrorIccs).sort();
    assert.ok(want.length > 0);
    assert.deepEqual(iccs(mirrored).sort(), want);
    assert.equal(builtinBook().openingName(mirrored)?.ecco, 'C00');
    assert.equal(builtinBook().openingName(at(mirrorIccs('h2e2 h7e7 h0g2 h9g7')))?.ecco, 'D00');
  });

  it('names every line at its last position, and no two lines end at the same position', () => {
    const ends = new Map<string, string>();
    for (const l of BUILTIN_LINES) {
      const pos = at(l.moves);
      const id = `${pos.key}:${pos.lock}`;
      assert.equal(ends.get(id), undefined, `${l.ecco} ends where ${ends.get(id)} does`);
      ends.set(id, l.ecco);
      assert.equal(builtinBook().openingName(pos)?.ecco, l.ecco, l.moves);
    }
  });

  it('names the deepest line the game has reached', () => {
    const book = builtinBook();
    assert.equal(book.openingName(at('')), undefined);
    assert.equal(book.openingName(at('h2e2'))?.ecco, 'B00');
    assert.equal(book.openingName(at('h2e2 h7e7'))?.ecco, 'B00');
    assert.equal(book.openingName(at('h2e2 h7e7 h0g2 h9g7'))?.nameZh, '顺炮局');
    assert.equal(book.openingName(at('h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 c3c4 g6g5 h0h6 h7i7 h6g6 i7i8 b0c2 d9e8 a0b0'))?.ecco, 'C41');
    assert.equal(book.openingName(at('h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 c3c4 g6g5 h0h6 h7i7 h6g6'))?.ecco, 'C40');
    assert.equal(book.openingName(at('c3c4 b7c7'))?.ecco, 'E10');
    assert.equal(book.openingName(at('c3c4 b7c7 g0e2'))?.ecco, 'E10');
  });

  it('knows which positions are in it: on a line (its end too) or the mirror image of one; not past a line\'s end', () => {
    const book = builtinBook();
    const c41 = 'h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 c3c4 g6g5 h0h6 h7i7 h6g6 i7i8 b0c2 d9e8';
    assert.ok(book.contains(at('')));
    assert.ok(book.contains(at('h2e2 h9g7')));
    assert.ok(book.contains(at(c41)), 'where a line ends, with no book move after it');
    assert.ok(book.contains(at(mirrorIccs('h2e2 h9g7 h0g2'))));
    assert.ok(!book.contains(at(`${c41} a0b0`)), 'one move past the end');
    assert.ok(!book.contains(at('h2e2 h9g7 g3g4')), 'a move the book does not play');
  });

  it('names the opening of a probed line only while the position is in the book (the board said "Book · B00" at move 10)', () => {
    const book = builtinBook();
    const out = 'h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 a3a4 a6a5 b0a2 i6i5'.split(' ');
    // in the book: moves and the opening
    assert.equal(lineBook(book).probe(START_FEN, ['h2e2']).opening?.ecco, 'B00');
    assert.equal(probeBooks(book, [], START_FEN, ['h2e2']).opening?.ecco, 'B00');
    // the end of a line: no moves, the opening still named
    const c41 = 'h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 c3c4 g6g5 h0h6 h7i7 h6g6 i7i8 b0c2 d9e8'.split(' ');
    assert.deepEqual(probeBooks(book, [], START_FEN, c41), { moves: [], opening: { ecco: 'C41', nameZh: BUILTIN_LINES.find((l) => l.ecco === 'C41')!.nameZh, nameEn: BUILTIN_LINES.find((l) => l.ecco === 'C41')!.nameEn } });
    // ten plies in, out of the book since the seventh: nothing, though the game passed through C00
    assert.equal(book.openingName(at(out.join(' ')))?.ecco, 'C00');
    assert.deepEqual(lineBook(book).probe(START_FEN, out), { moves: [] });
    assert.deepEqual(probeBooks(book, [], START_FEN, out), { moves: [] });
    // another book with moves there: in a book, so the opening the game came from is named
    const reply = parseIccs(at(out.join(' ')), 'h0h4');
    assert.ok(reply.ok);
    const other = { probe: () => [{ move: reply.value, weight: 1 }] };
    assert.equal(probeBooks(book, [other], START_FEN, out).opening?.ecco, 'C00');
  });

  it('skips a book move that would repeat a position', () => {
    const book = OpeningBook.build([{ ecco: 'A40', nameZh: '起马局', nameEn: 'Horse Opening', moves: 'h0g2 h9g7 g2h0 g7h9 h0g2' }]);
    assert.ok(book.ok);
    // after h0g2 h9g7 g2h0 the book's g7h9 would bring back the start position
    assert.deepEqual(book.value.probe(at('h0g2 h9g7 g2h0')).map((e) => moveToIccs(e.move)), []);
    assert.deepEqual(book.value.probe(at('h0g2')).map((e) => moveToIccs(e.move)), ['h9g7']);
  });
});
