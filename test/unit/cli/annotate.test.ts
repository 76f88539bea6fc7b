import { strict as assert } from 'node:assert';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { parseFen } from '../../../src/core/fen';
import { readGames } from '../../../src/formats/read';
import { mainline } from '../../../src/formats/game';
import { FIXTURES, itShared, sharedPath } from '../../shared';
import { run } from './run';

const SAMPLE = path.join(FIXTURES, 'games', 'selfplay-1.pgn');

describe('xqlens annotate', () => {
  it('scores every move, names the opening and round-trips through PGN', async () => {
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'xql-')), 'annotated.pgn');
    const r = await run(['annotate', SAMPLE, '--nodes', '3000', '--notation', 'wxf', '--out', out]);
    assert.equal(r.code, 0, r.err.join('\n'));
    assert.match(r.err[r.err.length - 2], /selfplay-1\.pgn: \d+ positions, \d+ nodes, \d+ moves searched again, [1-9]\d* book plies/);
    assert.match(r.err[r.err.length - 1], /selfplay-1\.pgn: Red: \d+ \?!, \d+ \?, \d+ \?\?, accuracy \d+(\.\d)? %; Black: \d+ \?!, \d+ \?, \d+ \?\?, accuracy \d+(\.\d)? %$/);
    const before = readGames(fs.readFileSync(SAMPLE), SAMPLE);
    const after = readGames(fs.readFileSync(out), out);
    assert.ok(before.ok && after.ok);
    const moves = mainline(before.value.games[0]).map((n) => n.move);
    const annotated = mainline(after.value.games[0]);
    assert.deepEqual(annotated.map((n) => n.move), moves);
    assert.match(after.value.games[0].headers.ECCO ?? '', /^[A-E]\d\d$/);
    // every move carries a score and a legal best line from the position after it
    const pos = parseFen(before.value.games[0].startFen);
    assert.ok(pos.ok);
    for (const n of annotated) {
      pos.value.play(n.move);
      assert.ok(n.eval, 'eval on every move');
      assert.ok(n.eval.pv && n.eval.pv.length > 0);
      const probe = pos.value.clone();
      for (const t of n.eval.pv) {
        const m = probe.legalMoves().find((x) => `${'abcdefghi'[(x & 15) - 3]}${12 - ((x & 255) >> 4)}${'abcdefghi'[((x >> 8) & 15) - 3]}${12 - (x >> 12)}` === t);
        assert.ok(m !== undefined, `pv move ${t} legal`);
        probe.play(m);
      }
    }
  });

  it('scores from Red\'s point of view after the moves of both sides', async () => {
    // composed: Black is a chariot short, so every score is clearly positive whoever moved last
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xql-'));
    const file = path.join(dir, 'chariot-up.pgn');
    fs.writeFileSync(file, '[FEN "1nbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"]\n[Format "ICCS"]\n1. h2e2 h9g7 2. h0g2 i9h9 *\n');
    const r = await run(['annotate', file, '--nodes', '3000', '--notation', 'iccs']);
    assert.equal(r.code, 0, r.err.join('\n'));
    const evals = [...r.out.join('\n').matchAll(/\[%eval (-?\d+),\d+\]/g)].map((m) => Number(m[1]));
    assert.equal(evals.length, 4);
    for (const v of evals) assert.ok(v > 300, `Red-positive scores: ${evals.join(' ')}`);
  });

  it('reviews a folder\'s games, in shards that cover it once, the same with two engine threads as with one', async function () {
    this.timeout(120_000);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xql-'));
    fs.mkdirSync(path.join(dir, 'games'));
    fs.writeFileSync(path.join(dir, 'games', 'a.pgn'), '[Format "ICCS"]\n1. h2e2 h9g7 2. h0g2 *\n\n[Format "ICCS"]\n1. c3c4 g6g5 *\n');
    fs.writeFileSync(path.join(dir, 'games', 'b.pgn'), '[Format "ICCS"]\n1. b2e2 b9c7 *\n');
    fs.writeFileSync(path.join(dir, 'games', 'notes.md'), 'not a game file');
    const annotate = async (...extra: string[]): Promise<string[]> => {
      const r = await run(['annotate', path.join(dir, 'games'), '--nodes', '1500', '--notation', 'iccs', ...extra]);
      assert.equal(r.code, 0, r.err.join('\n'));
      const read = readGames(new TextEncoder().encode(r.out.join('\n')), 'out.pgn');
      assert.ok(read.ok);
      return read.value.games.map((g) => mainline(g).map((n) => n.move).join(' '));
    };
    const all = await annotate();
    assert.equal(all.length, 3, 'three games of two files; the Markdown file is not read');
    const first = await annotate('--shard', '1/2');
    const second = await annotate('--shard', '2/2');
    assert.deepEqual([...first, ...second].sort(), [...all].sort(), 'the shards cover every game once');
    assert.deepEqual(first, [all[0], all[2]]);
    const one = await run(['annotate', path.join(dir, 'games', 'a.pgn'), '--nodes', '1500', '--notation', 'iccs']);
    const two = await run(['annotate', path.join(dir, 'games', 'a.pgn'), '--nodes', '1500', '--notation', 'iccs', '--jobs', '2']);
    assert.deepEqual(two.out, one.out, 'two engine threads write the same review as one');
    assert.equal((await run(['annotate', dir, '--shard', '3/2'])).code, 2);
  });

  it('writes each mark in words in the language asked for (English by default) and the file\'s own notation, and the players\' summary', async () => {
    // composed: Red's chariot steps where Black's chariot takes it (2. R1.9), in a WXF record; Black then
    // mates in 3 (the bare king is stalemated; proved by test/bench/lib/mate.ts), which depth 5 now sees
    // (1. R1+1 itself misses a mate in 4 from R1+8, also proved, so Red has one or two `??`; the PGN
    // writer may break the line after "2.")
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xql-'));
    const file = path.join(dir, 'gift.pgn');
    fs.writeFileSync(file, '[FEN "5k3/r8/9/9/9/9/9/9/8R/3K5 w - - 0 1"]\n[Format "WXF"]\n\n1. R1+1 R1+1 2. R1.9 R1+5 *\n');
    const en = await run(['annotate', file, '--depth', '5']);
    assert.equal(en.code, 0, en.err.join('\n'));
    const enText = en.out.join('\n');
    assert.match(enText, /\[Format "WXF"\]/);
    assert.match(enText, /2\.\s+R1\.9 \$4\s\{Blunder\. Best was R1[+.]\d; R1\.9 allows mate in 3: R1\+5 .*?\. \[%eval /);
    assert.match(enText, /^\{Xiangqi Lens review — Red: 0 \?!, 0 \?, [12] \?\?, accuracy [\d.]+ %; Black: 0 \?!, 0 \?, 0 \?\?, accuracy (100|99\.\d) %\.\}/m);
    assert.match(en.err[en.err.length - 1], /gift\.pgn: Red: 0 \?!, 0 \?, [12] \?\?/);
    const zh = await run(['annotate', file, '--depth', '5', '--language', 'zh']);
    assert.equal(zh.code, 0, zh.err.join('\n'));
    const zhText = zh.out.join('\n');
    assert.match(zhText, /2\.\s+R1\.9 \$4\s\{败着：应走R1[+.]\d；R1\.9送杀，对方3步成杀（R1\+5 [^）]*）。 \[%eval /);
    assert.match(zh.err[zh.err.length - 1], /gift\.pgn: 红方：缓着 0，错着 0，败着 [12]，准确率 [\d.]+%；黑方/);
    // the words read back as the move's comment, and --notation still decides how moves are written
    const back = readGames(new TextEncoder().encode(zhText), 'zh.pgn');
    assert.ok(back.ok);
    const blunder = mainline(back.value.games[0])[2];
    assert.match(blunder.comments[0], /^败着：应走R1[+.]\d；R1\.9送杀，对方3步成杀（R1\+5 [^）]*）。$/);
    assert.match(back.value.games[0].root.comments[0], /^Xiangqi Lens 复盘——红方：/);
    const chinese = (await run(['annotate', file, '--depth', '5', '--language', 'zh', '--notation', 'zh'])).out.join('\n');
    assert.match(chinese, /车一平九送杀，对方3步成杀（车１进５ [^）]*）。/);
    assert.equal((await run(['annotate', file, '--language', 'fr'])).code, 2);
  });

  it('refuses bad input with exit 2 and writes nothing', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xql-'));
    const junk = path.join(dir, 'junk.pgn');
    fs.writeFileSync(junk, '1. 炮二平五 马８进７ 2. 车一进九九九');
    const out = path.join(dir, 'out.pgn');
    const bad = await run(['annotate', junk, '--nodes', '500', '--out', out]);
    // the readable part is still annotated; a warning names the place of the bad move
    assert.equal(bad.code, 0);
    assert.ok(bad.err.some((l) => /warning: .*junk\.pgn:1:\d+/.test(l)), bad.err.join('\n'));
    assert.equal((await run(['annotate', path.join(dir, 'missing.pgn')])).code, 2);
    assert.equal((await run(['annotate', SAMPLE, '--depth', '0'])).code, 2);
    assert.equal((await run(['annotate', SAMPLE, '--notation', 'klingon'])).code, 2);
  });

  itShared('annotates a real GBK game and marks mistakes with NAGs and engine variations', async () => {
      const r = await run(['annotate', sharedPath('pgn', 'chinese', 'eleeye_SAMPLE.PGN'), '--nodes', '3000', '--notation', 'iccs']);
      assert.equal(r.code, 0);
      const text = r.out.join('\n');
      assert.match(text, /\[%eval -?\d+,\d+\]/);
      assert.match(text, /\$[24]/);
      assert.match(text, /\{engine: [+-]?\d+\.\d\d\}|\{engine: mate/);
    });
});
