// Every problem of a PGN text is said at the text it is about, with a code a host can turn into its
// own words: unreadable tags, unknown [Format], bad [FEN] (WXF container too), and illegal, ambiguous
// or unreadable moves told apart by their cause.
import { strict as assert } from 'node:assert';
import { readDhtmlXq } from '../../../src/formats/dhtmlxq/reader';
import type { GameIssue } from '../../../src/formats/game';
import { readPgn } from '../../../src/formats/pgn/reader';
import { readFenList } from '../../../src/formats/fenlist';
import { iccsLine, pgn } from './games';

const at = (text: string, i: GameIssue): string => {
  assert.ok(i.span, `${i.code} has no span`);
  return text.slice(i.span.start, i.span.end);
};

// four Red pawns on two files, all across the river (samples/positions.fen, composed): `P6.5` fits two of them
const DOUBLED = '4k4/3P1P3/9/3P1P3/9/9/9/9/9/3K5 w - - 0 1';

describe('formats/pgn issues at their text', () => {
  it('an unreadable tag is said at its line; the game around it still reads', () => {
    const text = '[Event "open\n[Red "r"]\n[Black]\n1. h2e2 h9g7 *';
    const r = pgn(text);
    assert.deepEqual(r.issues.map((i) => [i.code, at(text, i)]), [
      ['ERR_PGN_TAG', '[Event "open'],
      ['ERR_PGN_TAG', '[Black]'],
    ]);
    assert.equal(r.games.length, 1);
    assert.equal(r.games[0].headers.Red, 'r');
    assert.deepEqual(iccsLine(r.games[0]), ['h2e2', 'h9g7']);
  });

  it('an unknown [Format] is a warning at the tag, and the notation is guessed', () => {
    const text = '[Format "Morse"]\n1. C2.5 C8.5 *';
    const r = pgn(text);
    assert.deepEqual(r.issues.map((i) => [i.code, at(text, i), i.game]), [['WARN_PGN_FORMAT', '[Format "Morse"]', 0]]);
    assert.deepEqual(iccsLine(r.games[0]), ['h2e2', 'h7e7']);
  });

  it('a bad [FEN] is said at the tag whatever its case', () => {
    const text = '[Event "a"]\n[fen "9/9 w"]\n1. h2e2 *\n\n[Event "b"]\n1. h2e2 *';
    const r = pgn(text);
    assert.deepEqual(r.issues.map((i) => [i.code, at(text, i)]), [['ERR_PGN_FEN', '[fen "9/9 w"]']]);
    assert.equal(r.games.length, 1);
  });

  it('a bad FEN in a WXF container is said at its header line', () => {
    const text = 'FORMAT\tWXF\nFEN\tnot a fen\n\nSTART{\n1. C2.5 C8.5\n}END\n';
    const r = readPgn(text);
    assert.ok(!r.ok);
    assert.equal(r.error.code, 'ERR_PGN_FEN');
    assert.equal(at(text, r.error), 'FEN\tnot a fen');
  });

  it('tells an illegal move, an ambiguous one and a word that is no move apart', () => {
    const cases: Array<[string, string, string]> = [
      ['[Format "ICCS"]\n1. h2e2 h9g7 2. h2h9 *', 'h2h9', 'ERR_NOTATION_ILLEGAL'],
      [`[FEN "${DOUBLED}"]\n[Format "WXF"]\n1. P6.5 *`, 'P6.5', 'ERR_NOTATION_AMBIGUOUS'],
      ['[Format "Chinese"]\n1. 炮二平五 hello *', 'hello', 'ERR_NOTATION_SYNTAX'],
      ['[Variant "xiangqi"]\n1. Cbe2 Qd8 *', 'Qd8', 'ERR_SAN_SYNTAX'],
    ];
    for (const [text, word, cause] of cases) {
      const r = pgn(text);
      assert.equal(r.issues.length, 1, text);
      const [i] = r.issues;
      assert.deepEqual([i.code, at(text, i), i.cause, i.game], ['ERR_PGN_MOVE', word, cause, 0], text);
      assert.doesNotMatch(i.message, /line \d/, 'the place is in `place`, not in the words');
    }
  });

  it('a text with no game, and a FEN list with no FEN, point at their first line', () => {
    const p = readPgn('just words\nand more');
    assert.ok(!p.ok);
    assert.equal(p.error.code, 'ERR_NO_GAME');
    const none = readPgn('');
    assert.ok(!none.ok && none.error.span);
    const f = readFenList('# only a comment\n');
    assert.ok(!f.ok);
    assert.equal(at('# only a comment\n', f.error), '# only a comment');
  });

  it('DhtmlXQ issues point at the element they are about', () => {
    const text = '[DhtmlXQ]\n[DhtmlXQ_binit]123[/DhtmlXQ_binit]\n[/DhtmlXQ]';
    const r = readDhtmlXq(text);
    assert.ok(!r.ok);
    assert.equal(r.error.code, 'ERR_DHTMLXQ_BINIT');
    assert.equal(at(text, r.error), '123');
  });
});
