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
    assert.match(r.err[r.err.length - 1], /selfplay-1\.pgn: \d+ positions, \d+ nodes, \d+ moves searched again, [1-9]\d* book plies/);
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
