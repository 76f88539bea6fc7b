import { strict as assert } from 'node:assert';
import * as fs from 'node:fs';
import { START_FEN, parseFen, parseFenSetup, toFen } from '../../../src/core/fen';
import { itShared, sharedPath } from '../../shared';

const code = (fen: string): string | undefined => {
  const r = parseFen(fen);
  return r.ok ? undefined : r.error.code;
};

describe('FEN', () => {
  it('reads the start position and writes it back normalised', () => {
    const r = parseFen('rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w');
    assert.ok(r.ok);
    assert.equal(toFen(r.value), START_FEN);
    assert.equal(r.value.legalMoves().length, 44);
  });

  it('accepts r for Red, H/E letters and missing trailing fields', () => {
    const r = parseFen('rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR r');
    assert.ok(r.ok);
    assert.equal(toFen(r.value), START_FEN);
    const b = parseFen('rnbakabnr/9/1c5c1/p1p1p1p1p/9/4P4/P1P3P1P/1C5C1/9/RNBAKABNR b - - 3 12');
    assert.ok(b.ok);
    assert.equal(b.value.turn, 1);
    assert.equal(toFen(b.value), 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/4P4/P1P3P1P/1C5C1/9/RNBAKABNR b - - 3 12');
  });

  it('counts full moves after Black plays', () => {
    const r = parseFen(START_FEN);
    assert.ok(r.ok);
    const p = r.value;
    p.play(p.legalMoves()[0]);
    assert.match(toFen(p), / b - - 1 1$/);
    p.play(p.legalMoves()[0]);
    assert.match(toFen(p), / w - - 2 2$/);
  });

  const bad: Array<[string, string, string]> = [
    ['9/9/9/9/9/9/9/9/9/9 w', 'ERR_KING_COUNT', 'no kings'],
    ['rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABN w', 'ERR_FEN_BOARD', 'short rank'],
    ['rnbakabnr/8/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w', 'ERR_FEN_BOARD', 'rank of 8'],
    ['rnbakabnr/9/1c5c1/p1p1p1p1X/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w', 'ERR_FEN_BOARD', 'bad letter'],
    ['rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9 w', 'ERR_FEN_BOARD', 'nine ranks'],
    ['rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR x', 'ERR_FEN_TURN', 'bad side'],
    ['rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - x 1', 'ERR_FEN_CLOCK', 'bad clock'],
    ['rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w extra', 'ERR_FEN_FIELD', 'a word after the side to move (issue 37)'],
    ['rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w KQkq - 0 1', 'ERR_FEN_FIELD', 'chess castling rights'],
    ['rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 extra', 'ERR_FEN_FIELD', 'a field after the counters'],
    ['rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 0', 'ERR_FEN_CLOCK', 'move number 0'],
    ['4k4/9/9/9/9/9/9/9/9/3KK4 w', 'ERR_KING_COUNT', 'two red kings'],
    ['4k4/9/9/9/9/9/9/9/9/4K4 w', 'ERR_OPPONENT_IN_CHECK', 'kings facing, Red could take'],
    ['4k4/9/9/9/9/9/9/9/4B4/3K5 w', 'ERR_PIECE_PLACEMENT', 'elephant off its points'],
    ['4k4/9/9/9/9/9/9/9/9/3KA4 w', 'ERR_PIECE_PLACEMENT', 'advisor on e0'],
    ['4k4/9/9/9/9/9/1P7/9/9/3K5 w', 'ERR_PIECE_PLACEMENT', 'pawn off its file before the river'],
    ['4k4/9/9/9/9/9/9/P8/9/3K5 w', 'ERR_PIECE_PLACEMENT', 'pawn behind its start rank'],
    ['4k4/9/9/9/9/9/9/9/9/K8 w', 'ERR_PIECE_PLACEMENT', 'king outside the palace'],
    ['4k4/9/9/R1R1R4/9/9/9/9/9/3K5 w', 'ERR_PIECE_COUNT', 'three chariots'],
    ['3k5/9/9/9/9/9/9/9/9/4rK3 b', 'ERR_OPPONENT_IN_CHECK', 'Red in check with Black to move'],
  ];
  for (const [fen, expected, why] of bad)
    it(`rejects: ${why}`, () => {
      const r = parseFen(fen);
      assert.equal(r.ok, false);
      if (!r.ok) {
        assert.equal(r.error.code, expected, r.error.message);
        assert.ok(r.error.message.length > 10);
      }
    });

  it('says where a stray field is: its text, field number and column', () => {
    const fen = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w extra';
    const r = parseFen(fen);
    assert.ok(!r.ok);
    assert.match(r.error.message, new RegExp(`'extra' \\(field 3, column ${fen.indexOf('extra') + 1}\\)`));
  });

  it('reads the short forms tools write: side only, counters without the dashes, the dashes without counters', () => {
    const board = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR';
    for (const [tail, half, full] of [['w', 0, 1], ['w - -', 0, 1], ['b 3 7', 3, 7], ['r - - 5 9', 5, 9]] as const) {
      const r = parseFenSetup(`${board} ${tail}`);
      assert.ok(r.ok, tail);
      assert.deepEqual([r.value.halfmoves, r.value.fullmoves], [half, full], tail);
    }
  });

  it('never throws on junk', () => {
    for (const s of ['', ' ', '/', '//////////', 'k', '99999999999/9', '\u0000\u00ff', 'rnbakabnr/'.repeat(50)])
      assert.equal(parseFen(s).ok, false);
  });

  itShared('round-trips every FEN of the shared corpus (board, side, counters)', () => {
      const lines = fs.readFileSync(sharedPath('fen', 'elephantchess_fens.txt'), 'utf8').split('\n').filter(Boolean);
      lines.push(...fs.readFileSync(sharedPath('fen', 'walker_puzzle_fens.txt'), 'utf8').split('\n').filter(Boolean));
      let rejected = 0;
      for (const fen of lines) {
        const r = parseFen(fen);
        if (!r.ok) {
          rejected++;
          continue;
        }
        const again = parseFen(toFen(r.value));
        assert.ok(again.ok);
        assert.equal(toFen(again.value), toFen(r.value));
        assert.equal(again.value.key, r.value.key);
        assert.equal(toFen(r.value).split(' ')[0], fen.trim().split(/\s+/)[0]);
      }
      // the corpus is real games and composed puzzles: every one of them is a legal position
      assert.equal(rejected, 0);
    });
});
