import { strict as assert } from 'node:assert';
import { START_FEN, parseFen } from '../../../src/core/fen';
import { moveToIccs, parseIccs } from '../../../src/core/notation';
import type { Position } from '../../../src/core/position';
import type { Move } from '../../../src/core/types';
import { EleeyeBook, pickBookMove } from '../../../src/engine/book';
import { BookGame, GameResult, buildEleeyeBook } from '../../../src/engine/book/eleeyeBuilder';

const start = (): Position => {
  const r = parseFen(START_FEN);
  assert.ok(r.ok);
  return r.value;
};
const game = (line: string, result: GameResult): BookGame => {
  const pos = start();
  const moves: Move[] = [];
  for (const t of line.split(' ').filter(Boolean)) {
    const m = parseIccs(pos, t);
    assert.ok(m.ok, t);
    moves.push(m.value);
    pos.play(m.value);
  }
  return { root: start(), moves, result };
};
const probeAfter = (book: EleeyeBook, line: string): string[] => {
  const g = game(line, 'unknown');
  const pos = g.root;
  for (const m of g.moves) pos.play(m);
  return book.probe(pos).map((e) => `${moveToIccs(e.move)}:${e.weight}`);
};
const open = (bytes: Uint8Array): EleeyeBook => {
  const r = EleeyeBook.from(bytes);
  assert.ok(r.ok);
  return r.value;
};

describe('BOOK.DAT builder', () => {
  const games = [
    game('h2e2 h9g7 h0g2 i9h9', 'red'),
    game('h2e2 h9g7 h0g2 b9c7', 'draw'),
    game('h2e2 h7e7 h0g2 h9g7', 'black'),
    game('c3c4 g6g5 b0c2', 'red'),
  ];

  it('probes back every move that went in, weighted by result', () => {
    const book = open(buildEleeyeBook(games, { minCount: 1 }));
    // h2e2: a red win (3) + a draw (1) + a red loss (0)
    assert.deepEqual(probeAfter(book, ''), ['h2e2:4', 'c3c4:3']);
    assert.deepEqual(probeAfter(book, 'h2e2'), ['h7e7:3', 'h9g7:1']);
    assert.deepEqual(probeAfter(book, 'h2e2 h9g7 h0g2').sort(), ['b9c7:1', 'i9h9:1']);
    assert.deepEqual(probeAfter(book, 'c3c4 g6g5'), ['b0c2:3']);
  });

  it('keeps sorted whole records that the reader accepts', () => {
    const bytes = buildEleeyeBook(games, { minCount: 1 });
    assert.equal(bytes.length % 8, 0);
    const book = open(bytes);
    for (let i = 1; i < book.size; i++) assert.ok(book.lockAt(i - 1) <= book.lockAt(i));
  });

  it('drops moves played fewer than minCount times and plies past maxPlies', () => {
    const book = open(buildEleeyeBook(games, { minCount: 2, maxPlies: 3 }));
    assert.deepEqual(probeAfter(book, ''), ['h2e2:4']);
    assert.deepEqual(probeAfter(book, 'h2e2 h9g7'), ['h0g2:4']);
    // ply 4 is past maxPlies
    assert.deepEqual(probeAfter(book, 'h2e2 h9g7 h0g2'), []);
  });

  it('pools a line with its mirror image', () => {
    const mirrored = game('b2e2 b9c7 b0c2 a9b9', 'red');
    const book = open(buildEleeyeBook([games[0], mirrored], { minCount: 2 }));
    assert.deepEqual(probeAfter(book, 'h2e2 h9g7'), ['h0g2:6']);
    assert.deepEqual(probeAfter(book, 'b2e2 b9c7'), ['b0c2:6']);
  });
});

describe('book move choice', () => {
  it('picks in proportion to weight with a seeded generator', () => {
    const entries = [{ move: 1, weight: 3 }, { move: 2, weight: 1 }, { move: 3, weight: 0 }];
    let s = 12345;
    const rnd = (): number => ((s = (s * 1103515245 + 12345) & 0x7fffffff) / 0x80000000);
    const seen = new Map<number, number>();
    for (let i = 0; i < 4000; i++) {
      const m = pickBookMove(entries, rnd);
      seen.set(m, (seen.get(m) ?? 0) + 1);
    }
    assert.equal(seen.get(3), undefined);
    const share = (seen.get(1) ?? 0) / 4000;
    assert.ok(share > 0.7 && share < 0.8, `share ${share}`);
    assert.equal(pickBookMove([], rnd), 0);
  });
});
