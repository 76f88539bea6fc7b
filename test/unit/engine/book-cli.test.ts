import { strict as assert } from 'node:assert';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { START_FEN } from '../../../src/core/fen';
import { moveToIccs } from '../../../src/core/notation';
import { readPgn } from '../../../src/formats/pgn/reader';
import { mainlineMoves } from '../../../src/formats/game';
import { readXqf } from '../../../src/formats/xqf/reader';
import { decodeText } from '../../../src/formats/text/encoding';
import { itShared, sharedPath } from '../../shared';
import { run } from '../cli/run';

describe('xqlens book', () => {
  // made when the tests run, not when the file loads (a dry run of the suite loads it without running after())
  let dir = '';
  before(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xqlens-book-'))));
  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('probes the built-in book with moves from a FEN, in ICCS and Chinese', async () => {
    const r = await run(['book', 'probe', START_FEN, 'h2e2', 'h9g7']);
    assert.equal(r.code, 0, r.err.join('\n'));
    assert.match(r.out[0], /^opening B05 中炮对进左马/);
    assert.ok(r.out.some((l) => l.startsWith('h0g2 马二进三 ')), r.out.join('\n'));
  });

  it('says so when the position is out of book, and rejects bad input with exit 2', async () => {
    const r = await run(['book', 'probe', '4k4/9/9/9/9/9/9/9/9/3K5 w']);
    assert.equal(r.code, 0);
    assert.deepEqual(r.out, ['no book moves']);
    assert.equal((await run(['book', 'probe', 'not a fen'])).code, 2);
    assert.equal((await run(['book', 'probe', START_FEN, 'h2h8'])).code, 2);
    assert.equal((await run(['book'])).code, 2);
    assert.equal((await run(['book', 'probe', START_FEN, '--book', path.join(dir, 'missing.dat')])).code, 2);
  });

  itShared('probes a BOOK.DAT given with --book', async () => {
    const r = await run(['book', 'probe', START_FEN, 'h2e2', '--book', sharedPath('book', 'BOOK.DAT')]);
    assert.equal(r.code, 0, r.err.join('\n'));
    // DERIVED_probes.tsv: h9g7:761 h7e7:97 b7e7:1 b9c7:172, heaviest first
    assert.deepEqual(r.out.map((l) => l.split(' ').slice(0, 3).join(' ')), [
      'h9g7 马８进７ 761', 'b9c7 马２进３ 172', 'h7e7 炮８平５ 97', 'b7e7 炮２平５ 1',
    ]);
  });

  itShared('builds a BOOK.DAT from PGN games whose first moves probe back', async () => {
    const folder = sharedPath('pgn', 'chinese');
    const files = fs.readdirSync(folder).filter((f) => /^eleeye_CCGC_\d+\.PGN$/.test(f)).map((f) => path.join(folder, f));
    assert.ok(files.length >= 10);
    // first moves and how many games opened with each, read independently through the PGN reader
    const counts = new Map<string, number>();
    for (const f of files) {
      const g = readPgn(decodeText(new Uint8Array(fs.readFileSync(f))).text);
      assert.ok(g.ok);
      for (const game of g.value.games) {
        if (game.startFen.split(' ')[0] !== START_FEN.split(' ')[0]) continue;
        const first = moveToIccs(mainlineMoves(game)[0]);
        counts.set(first, (counts.get(first) ?? 0) + 1);
      }
    }
    const out = path.join(dir, 'ccgc.dat');
    const b = await run(['book', 'build', ...files, '-o', out, '--min', '2', '--plies', '1']);
    assert.equal(b.code, 0, b.err.join('\n'));
    const p = await run(['book', 'probe', START_FEN, '--book', out]);
    const want = [...counts].filter(([, n]) => n >= 2).map(([m]) => m).sort();
    assert.ok(want.length >= 2);
    assert.deepEqual(p.out.map((l) => l.split(' ')[0]).sort(), want);
  });

  itShared('builds a BOOK.DAT from XQF games whose opening moves probe back', async () => {
    const folder = sharedPath('xqf');
    // the small files only: the two big variation collections would take seconds
    const files = fs
      .readdirSync(folder)
      .filter((f) => /\.xqf$/i.test(f))
      .map((f) => path.join(folder, f))
      .filter((f) => fs.statSync(f).size < 100_000);
    // the first two plies of each game from the start position, read independently through the XQF reader
    const seconds = new Map<string, Set<string>>();
    let games = 0;
    for (const f of files) {
      const r = readXqf(new Uint8Array(fs.readFileSync(f)));
      if (!r.ok || r.value.game.startFen.split(' ')[0] !== START_FEN.split(' ')[0]) continue;
      const moves = mainlineMoves(r.value.game);
      if (moves.length < 2) continue;
      games++;
      const first = moveToIccs(moves[0]);
      if (!seconds.has(first)) seconds.set(first, new Set());
      seconds.get(first)?.add(moveToIccs(moves[1]));
    }
    assert.ok(games >= 10, `${games} games`);
    const out = path.join(dir, 'xqf.dat');
    const b = await run(['book', 'build', ...files, '-o', out, '--min', '1', '--plies', '2']);
    assert.equal(b.code, 0, b.err.join('\n'));
    const p = await run(['book', 'probe', START_FEN, '--book', out]);
    assert.deepEqual(p.out.map((l) => l.split(' ')[0]).sort(), [...seconds.keys()].sort());
    const [first, replies] = [...seconds].sort((x, y) => y[1].size - x[1].size)[0];
    const q = await run(['book', 'probe', START_FEN, first, '--book', out]);
    assert.deepEqual(q.out.map((l) => l.split(' ')[0]).sort(), [...replies].sort());
  });

  it('builds a BOOK.DAT from ICCS move lists that probes back what went in', async () => {
    const games = path.join(dir, 'games.txt');
    fs.writeFileSync(games, [
      '# three games',
      'h2e2 h9g7 h0g2 i9h9 1-0',
      'h2e2 h9g7 h0g2 b9c7 1/2-1/2',
      'c3c4 g6g5 0-1',
    ].join('\n'));
    const out = path.join(dir, 'mine.dat');
    const b = await run(['book', 'build', games, '-o', out, '--min', '1', '--plies', '4']);
    assert.equal(b.code, 0, b.err.join('\n'));
    assert.match(b.out[0], /^3 games, \d+ records/);
    // h2e2: a win (3) and a draw (1) for Red; c3c4 lost, kept at the minimum weight 1
    const p = await run(['book', 'probe', START_FEN, '--book', out]);
    assert.deepEqual(p.out.map((l) => l.split(' ').slice(0, 3).join(' ')), ['h2e2 炮二平五 4', 'c3c4 兵七进一 1']);
    const q = await run(['book', 'probe', START_FEN, 'h2e2', 'h9g7', 'h0g2', '--book', out]);
    assert.deepEqual(q.out.map((l) => l.split(' ')[0]).sort(), ['b9c7', 'i9h9']);
    const bad = path.join(dir, 'bad.txt');
    fs.writeFileSync(bad, 'h2e2 h2h9\n');
    assert.equal((await run(['book', 'build', bad, '-o', out])).code, 2);
    const junk = path.join(dir, 'junk.xqf');
    fs.writeFileSync(junk, new Uint8Array([0x58, 0x51, 0, 0]));
    const x = await run(['book', 'build', junk, '-o', out]);
    assert.equal(x.code, 2);
    assert.match(x.err[0], /ERR_XQF/);
  });
});
