import { strict as assert } from 'node:assert';
import { lineOpening } from '../../../src/analysis/opening';
import type { OpeningBook } from '../../../src/analysis/review';
import { START_FEN } from '../../../src/core/fen';
import { builtinBook } from '../../../src/engine/book';
import { lineBook } from '../../../src/engine/book/probeLine';

describe('analysis/opening: the opening a game reaches by the book', () => {
  const book = lineBook(builtinBook());
  const screenHorses = ['h2e2', 'h9g7', 'h0g2', 'i9h9', 'i0h0', 'b9c7'];

  it('names the deepest opening of the main line while its moves are book moves', async () => {
    assert.equal((await lineOpening(book, START_FEN, screenHorses.slice(0, 1)))?.ecco, 'B00');
    assert.equal((await lineOpening(book, START_FEN, screenHorses.slice(0, 2)))?.ecco, 'B05');
    const full = await lineOpening(book, START_FEN, screenHorses);
    assert.deepEqual([full?.ecco, full?.nameZh, full?.nameEn], ['C00', '中炮对屏风马', 'Central Cannon vs Screen Horses']);
  });

  it('keeps the name the line had when it leaves the book, and names nothing for a line never in it', async () => {
    // a chariot's rook-pawn shuffle after the central cannon: out of the book at once
    const left = await lineOpening(book, START_FEN, ['h2e2', 'a9a8', 'a0a1', 'a8a9']);
    assert.equal(left?.ecco, 'B00');
    assert.equal(await lineOpening(book, START_FEN, ['i0i1', 'i9i8']), undefined);
    assert.equal(await lineOpening(book, START_FEN, []), undefined);
  });

  it('asks no further than the ply limit, and no further than the line leaves the book', async () => {
    const asked: number[] = [];
    const counting: OpeningBook = { probe: (fen, moves) => (asked.push(moves.length), book.probe(fen, moves)) };
    await lineOpening(counting, START_FEN, screenHorses, 2);
    assert.deepEqual(asked, [0, 1, 2]);
    asked.length = 0;
    await lineOpening(counting, START_FEN, ['h2e2', 'a9a8', 'a0a1', 'a8a9']);
    assert.deepEqual(asked, [0, 1]);
  });
});
