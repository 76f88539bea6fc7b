import { strict as assert } from 'node:assert';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { READ_LIMITS } from '../../../src/formats/limits';
import { itShared, sharedPath } from '../../shared';
import { run } from './run';

describe('xqlens read', () => {
  let dir = '';
  before(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xqlens-read-'));
  });
  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('converts ICCS PGN to Chinese PGN and to JSON', async () => {
    const f = path.join(dir, 'a.pgn');
    fs.writeFileSync(f, '[Format "ICCS"]\n1. h2e2 h9g7 {ok} 2. h0g2 *\n');
    const zh = await run(['read', f, '--notation', 'zh']);
    assert.equal(zh.code, 0);
    assert.ok(zh.out.includes('[Format "Chinese"]'));
    assert.ok(zh.out.some((l) => l.startsWith('1. 炮二平五 马８进７ {ok}')));
    const json = await run(['read', f, '--to', 'json']);
    const parsed = JSON.parse(json.out.join('\n')) as { games: Array<{ moves: Array<{ move: string }> }> };
    assert.equal(parsed.games[0].moves[0].move, 'h2e2');
  });

  it('writes --out atomically and leaves nothing on failure', async () => {
    const bad = path.join(dir, 'bad.pgn');
    fs.writeFileSync(bad, '[FEN "not a fen"]\n1. h2e2 *\n');
    const out = path.join(dir, 'out.pgn');
    const r = await run(['read', bad, '--out', out]);
    assert.equal(r.code, 2);
    assert.match(r.err[0], /bad\.pgn:2:1: .*\[ERR_PGN_FEN\]/);
    assert.deepEqual(fs.readdirSync(dir).filter((f) => f.startsWith('out') || f.includes('.tmp')), []);
    const good = path.join(dir, 'good.pgn');
    fs.writeFileSync(good, '1. h2e2 *\n');
    assert.equal((await run(['read', good, '--out', out, '--notation', 'wxf'])).code, 0);
    assert.match(fs.readFileSync(out, 'utf8'), /1\. C2\.5 \*/);
  });

  it('runs as a process: JSON out of the annotated fixture, exit 2 and no output file on a bad one', () => {
    const root = path.resolve(__dirname, '..', '..', '..');
    const fixture = path.join(root, 'test', 'fixtures', 'pgn', 'annotated_crlf.pgn');
    const ok = spawnSync(path.join(root, 'node_modules', '.bin', 'tsx'), ['src/cli/main.ts', 'read', fixture, '--to', 'json'], { cwd: root, encoding: 'utf8' });
    assert.equal(ok.status, 0, ok.stderr);
    type Move = { move: string; eval?: unknown; variations?: Move[][] };
    const json = JSON.parse(ok.stdout) as { games: Array<{ moves: Move[] }> };
    // laid out as PGN: the main line flat, the moves played instead of a move as its variations
    assert.deepEqual(json.games[0].moves.slice(0, 3).map((m) => m.move), ['h2e2', 'h9g7', 'h0g2']);
    assert.equal(json.games[0].moves.length, 6);
    assert.deepEqual(json.games[0].moves[0].variations?.map((l) => l.map((m) => m.move)), [['c3c4', 'h7e7'], ['g0e2']]);
    assert.deepEqual(json.games[0].moves[0].eval, { score: { kind: 'cp', value: 35 }, depth: 12, pv: ['h9g7', 'h0g2'] });
    const bad = path.join(dir, 'bad2.pgn');
    fs.writeFileSync(bad, '[DhtmlXQ_binit]123[/DhtmlXQ_binit]');
    const out = path.join(dir, 'never.pgn');
    const fail = spawnSync(path.join(root, 'node_modules', '.bin', 'tsx'), ['src/cli/main.ts', 'read', bad, '--out', out], { cwd: root, encoding: 'utf8' });
    assert.equal(fail.status, 2);
    assert.match(fail.stderr, /bad2\.pgn:1:16: .*ERR_DHTMLXQ_BINIT/);
    assert.equal(fs.existsSync(out), false);
  });

  it('--encoding gbk writes GBK that reads back (detected) to the same moves', async () => {
    const f = path.join(dir, 'g.pgn');
    fs.writeFileSync(f, '[Format "ICCS"]\n1. h2e2 h9g7 {马跳} 2. h0g2 *\n');
    const out = path.join(dir, 'g-gbk.pgn');
    assert.equal((await run(['read', f, '--out', out, '--encoding', 'gbk'])).code, 0);
    const bytes = fs.readFileSync(out);
    assert.ok(bytes.includes(Buffer.from([0xc5, 0xda, 0xb6, 0xfe]))); // 炮二 in GBK
    const back = await run(['read', out, '--notation', 'iccs']);
    assert.ok(back.out.some((l) => l.startsWith('1. h2e2 h9g7 {马跳} 2. h0g2')));
    assert.equal((await run(['read', f, '--encoding', 'latin1'])).code, 2);
  });

  it('--encoding gbk warns at the line and column of each line holding characters GBK lacks', async () => {
    const f = path.join(dir, 'emoji.pgn');
    fs.writeFileSync(f, '[Event "杯😀"]\n[Format "ICCS"]\n1. h2e2 {好👍 ok👍} *\n');
    const out = path.join(dir, 'emoji-gbk.pgn');
    const r = await run(['read', f, '--out', out, '--encoding', 'gbk', '--notation', 'iccs']);
    assert.equal(r.code, 0);
    assert.deepEqual(r.err, [
      `xqlens: warning: ${out}:1:10: characters GBK lacks (😀): written as '?' [WARN_GBK_CHAR]`,
      `xqlens: warning: ${out}:5:11: characters GBK lacks (👍): written as '?' [WARN_GBK_CHAR]`,
    ]);
  });

  it('--to xqf says what XQF carries in the root comment or cuts, and the file reads back with every header', async () => {
    const f = path.join(dir, 'headers.pgn');
    const event = '第十届全国象棋甲级联赛暨第三届全国象棋团体锦标赛第二阶段第十五轮';
    fs.writeFileSync(f, `[Event "${event}"]\n[Round "15"]\n[ECCO "B05"]\n[Red "王天一😀"]\n[Format "ICCS"]\n1. h2e2 h9g7 *\n`);
    const out = path.join(dir, 'headers.xqf');
    const w = await run(['read', f, '--to', 'xqf', '--out', out]);
    assert.equal(w.code, 0, w.err.join('\n'));
    assert.ok(w.err.every((l) => l.startsWith(`xqlens: warning: ${out}: `)), w.err.join('\n'));
    assert.deepEqual(w.err.map((l) => /\[(\w+)\]$/.exec(l)?.[1]), ['WARN_XQF_FIELD', 'WARN_XQF_FIELD', 'WARN_XQF_NO_FIELD']);
    assert.match(w.err.join('\n'), /Event is 64 bytes in GBK and its XQF field holds 63.*Red has characters GBK lacks \(😀\).*no field for Round, ECCO, Format/s);
    const back = await run(['read', out, '--to', 'json']);
    const headers = (JSON.parse(back.out.join('\n')) as { games: Array<{ headers: Record<string, string> }> }).games[0].headers;
    assert.deepEqual(
      { Event: headers.Event, Round: headers.Round, ECCO: headers.ECCO, Red: headers.Red },
      { Event: event, Round: '15', ECCO: 'B05', Red: '王天一😀' },
    );
  });

  it('rejects unknown options and missing files with exit 2', async () => {
    assert.equal((await run(['read'])).code, 2);
    assert.equal((await run(['read', path.join(dir, 'none.pgn')])).code, 2);
    assert.equal((await run(['read', 'x', '--to', 'doc'])).code, 2);
    const f = path.join(dir, 'empty-out.pgn');
    fs.writeFileSync(f, '1. h2e2 *\n');
    const r = await run(['read', f, '--out', '']);
    assert.equal(r.code, 2);
    assert.equal(r.err[0], 'xqlens: refusing to write "": the file name is empty');
  });

  it('refuses, with exit 2 and before reading a byte, what is not a regular file or is over the size limit', async () => {
    const zero = await run(['read', '/dev/zero']);
    assert.equal(zero.code, 2);
    assert.match(zero.err[0], /^xqlens: cannot read \/dev\/zero: it is not a regular file/);
    const fifo = path.join(dir, 'game.fifo');
    assert.equal(spawnSync('mkfifo', [fifo]).status, 0);
    const t = performance.now();
    const pipe = await run(['read', fifo]);
    assert.equal(pipe.code, 2, 'a FIFO with no writer does not hang the read');
    assert.match(pipe.err[0], /it is not a regular file/);
    assert.ok(performance.now() - t < 2000);
    // a sparse file one byte over the limit: refused from its size, none of it read
    const big = path.join(dir, 'big.pgn');
    fs.writeFileSync(big, '');
    fs.truncateSync(big, READ_LIMITS.maxBytes + 1);
    const over = await run(['read', big]);
    assert.equal(over.code, 2);
    assert.match(over.err[0], /it is larger than 32 MB/);
  });

  itShared('converts XQF to PGN, and PGN to XQF that reads back to the same moves', async () => {
    const x = await run(['read', sharedPath('xqf/eleeye_SAMPLE.XQF'), '--notation', 'iccs']);
    assert.equal(x.code, 0);
    assert.ok(x.out.some((l) => l.startsWith('[FEN "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/9/1C5C1/9/RN2K2NR w')));
    const out = path.join(dir, 'sample.xqf');
    const w = await run(['read', sharedPath('pgn/chinese/eleeye_SAMPLE.PGN'), '--to', 'xqf', '--out', out]);
    assert.equal(w.code, 0, w.err.join('\n'));
    const back = await run(['read', out, '--notation', 'iccs']);
    const moves = (r: { out: string[] }): string => r.out.filter((l) => !l.startsWith('[')).join(' ').replace(/\{[^}]*\}/g, '');
    assert.equal(moves(back).replace(/\s+/g, ' '), moves(x).replace(/\s+/g, ' '));
    assert.equal((await run(['read', sharedPath('pgn/chinese/eleeye_SAMPLE.PGN'), '--to', 'xqf'])).code, 2);
  });

  itShared('reads a GBK PGN from shared/data', async () => {
    const r = await run(['read', sharedPath('pgn/chinese/walker_test.pgn'), '--notation', 'iccs']);
    assert.equal(r.code, 0);
    assert.ok(r.out.some((l) => l.startsWith('1. h2e2 b9c7')));
  });
});
