import { strict as assert } from 'node:assert';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { START_FEN, parseFen, toFen } from '../../../src/core/fen';
import { addMove, mainlineMoves as mainLine, newGame } from '../../../src/formats/game';
import { writePgn } from '../../../src/formats/pgn/writer';
import { writeXqf } from '../../../src/formats/xqf/writer';
import { square } from '../../../src/core/squares';
import { makeMove } from '../../../src/core/types';
import { readGames as readTextGameFile } from '../../../src/formats/read';
import { encodeUtf8 } from '../../../src/formats/text/encoding';
import { describeShared, sharedPath } from '../../shared';

const utf8 = (s: string): Uint8Array => encodeUtf8(s);

describe('formats/read: format detection', () => {
  it('a file named .xqf must be XQF: random bytes or text under that name are an error, not a PGN', () => {
    for (const bytes of [utf8('1. h2e2 h9g7 *'), Uint8Array.from({ length: 2000 }, (_, i) => (i * 37) % 256)]) {
      const r = readTextGameFile(bytes, 'game.XQF');
      assert.ok(!r.ok);
      assert.equal(r.error.code, 'ERR_XQF_HEADER');
    }
  });

  it('reads a FEN list, one game per line, and UCCI position lines with moves', () => {
    const r = readTextGameFile(utf8('# puzzles\nrnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1\nposition fen 4k4/9/9/9/9/9/9/9/3R5/5K3 w - - 0 1 moves d1d2\n'), 'x.fen');
    assert.ok(r.ok);
    assert.equal(r.value.format, 'fen');
    assert.equal(r.value.games.length, 2);
    assert.equal(mainLine(r.value.games[1]).length, 1);
    // the line and each move know where they are written
    const text = r.value.text ?? '';
    const g = r.value.games[1];
    assert.ok(g.source);
    assert.match(text.slice(g.source.whole.start, g.source.whole.end), /^position fen 4k4.* moves d1d2$/);
    const m = g.root.children[0].source?.move;
    assert.ok(m);
    assert.equal(text.slice(m.start, m.end), 'd1d2');
  });

  it('reports a bad FEN line in a FEN list with its line', () => {
    const r = readTextGameFile(utf8('4k4/9/9/9/9/9/9/9/3R5/5K3 w - - 0 1\n4k4/9/9/9/9/9/9/9/9/3KK4 w - - 0 1\n'), 'x.fen');
    assert.ok(r.ok);
    assert.equal(r.value.games.length, 1);
    assert.deepEqual(r.value.issues[0].place, { line: 2, column: 1 });
  });

  it('a PGN game with a bad [FEN] is skipped with a located warning; the others load', () => {
    const r = readTextGameFile(utf8('[FEN "bad"]\n1. h2e2 *\n\n[Event "ok"]\n1. h2e2 *\n'), 'a.pgn');
    assert.ok(r.ok);
    assert.equal(r.value.games.length, 1);
    assert.deepEqual([r.value.issues[0].code, 'line' in r.value.issues[0].place && r.value.issues[0].place.line], ['ERR_PGN_FEN', 2]);
    // the issue points at the bad tag itself
    const span = r.value.issues[0].span;
    assert.ok(span);
    assert.equal(r.value.text?.slice(span.start, span.end), '[FEN "bad"]');
  });

  it('detects PGN and DhtmlXQ from content', () => {
    const a = readTextGameFile(utf8('1. h2e2 h9g7 *'), 'a.txt');
    const b = readTextGameFile(utf8('[DhtmlXQ_movelist]77477967[/DhtmlXQ_movelist]'), 'b.pgn');
    assert.ok(a.ok && b.ok);
    assert.deepEqual([a.value.format, b.value.format], ['pgn', 'dhtmlxq']);
  });

  it('a PGN that quotes DhtmlXQ tags or a WXF START{ in a comment or a header is a PGN', () => {
    const quote = '[DhtmlXQ_movelist]7747[/DhtmlXQ_movelist]';
    for (const text of [
      `[Event "${quote}"]\n1. h2e2 *\n`,
      `[Format "ICCS"]\n1. h2e2 {see\n${quote}} h9g7 *\n`,
      `1. h2e2 ; ${quote}\nh9g7 *\n`,
      `[Format "ICCS"]\n1. h2e2 {a\nSTART{} h9g7 *\n`,
    ]) {
      const r = readTextGameFile(utf8(text), 'a.pgn');
      assert.ok(r.ok, text);
      assert.equal(r.value.format, 'pgn');
      assert.equal(mainLine(r.value.games[0]).length, text.includes('h9g7') ? 2 : 1, text);
    }
    // a forum page's preamble (HTML with `&nbsp;`) before the DhtmlXQ block is no PGN comment
    const page = readTextGameFile(utf8(`<p>&nbsp;[DhtmlXQ]\n${quote}\n[/DhtmlXQ]`), 'page.txt');
    assert.ok(page.ok);
    assert.equal(page.value.format, 'dhtmlxq');
  });

  it('an XQF whose comments quote DhtmlXQ tags and a WXF START{ converts to a PGN that reads back as itself', () => {
    const quote = 'see\n[DhtmlXQ_movelist]7747[/DhtmlXQ_movelist]\nSTART{';
    const game = newGame(START_FEN, { Event: '[DhtmlXQ_binit]' });
    game.root.comments.push(quote);
    const first = addMove(game.root, makeMove(square(7, 2), square(4, 2)));
    first.comments.push(quote);
    const xqf = writeXqf(game);
    assert.ok(xqf.ok);
    const x = readTextGameFile(xqf.value, 'a.xqf');
    assert.ok(x.ok);
    const pgn = writePgn(x.value.games[0], 'iccs');
    const back = readTextGameFile(utf8(pgn), 'a.pgn');
    assert.ok(back.ok, pgn);
    assert.equal(back.value.format, 'pgn');
    const g = back.value.games[0];
    assert.deepEqual([g.headers.Event, g.root.comments, g.root.children[0].comments], ['[DhtmlXQ_binit]', [quote], [quote]]);
  });

  it('garbage is no game: a comment alone, random bytes, UTF-16', () => {
    const comment = readTextGameFile(utf8('{x} *'), 'a.pgn');
    assert.ok(!comment.ok);
    assert.equal(comment.error.code, 'ERR_NO_GAME');
    // these bytes read as one game of a comment alone before comments stopped making games
    const bytes = Uint8Array.from([0xb7, 0x7b, 0x41, 0xe3, 0x0a, 0x91, 0x20, 0x3b]);
    assert.equal(readTextGameFile(bytes, 'x').ok, false);
    for (const [enc, bom] of [['utf16le', true], ['utf16le', false], ['utf16be', true]] as const) {
      let b = Buffer.from(`${bom ? '\ufeff' : ''}[Event "x"]\n1. h2e2 *\n`, 'utf16le');
      if (enc === 'utf16be') b = b.swap16();
      const r = readTextGameFile(b, 'a.pgn');
      assert.ok(!r.ok);
      assert.equal(r.error.code, 'ERR_TEXT_ENCODING');
      assert.match(r.error.message, /UTF-16(LE|BE) text/);
    }
  });
});

describeShared('formats/read over shared/data', () => {
  const all = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? all(path.join(dir, e.name)) : [path.join(dir, e.name)]));

  it('every file under pgn/ loads (other/ SAN files: games with a located warning)', () => {
    for (const f of all(sharedPath('pgn')).filter((f) => !f.includes(`${path.sep}expected${path.sep}`))) {
      const r = readTextGameFile(fs.readFileSync(f), f);
      assert.ok(r.ok, f);
      assert.ok(r.value.games.length > 0, f);
      for (const w of r.value.issues) assert.ok('line' in w.place && w.place.line >= 1 && w.place.column >= 1, f);
    }
  });

  it('the y-from-bottom digit string reaches its expected final FEN', () => {
    const r = readTextGameFile(fs.readFileSync(sharedPath('pgn/other/elephantchess_game1_digits_ybottom.ubb')), 'game1.ubb');
    assert.ok(r.ok);
    const g = r.value.games[0];
    const p = parseFen(g.startFen);
    assert.ok(p.ok);
    for (const m of mainLine(g)) p.value.play(m);
    assert.equal(mainLine(g).length, 114);
    assert.equal(toFen(p.value).split(' ').slice(0, 2).join(' '), '3ak1b2/1C2a3n/2Nrb4/2R3P1p/9/4P3P/p2r5/4B4/3pA4/2B1KA3 w');
  });
});
