import { strict as assert } from 'node:assert';
import { spawnSync } from 'node:child_process';
import * as path from 'node:path';
import { START_FEN } from '../../../src/core/fen';
import { run } from './run';

const ROOT = path.resolve(__dirname, '..', '..', '..');

describe('xqlens perft / moves / fen', () => {
  it('perft prints nodes, time and speed on its last line', async () => {
    const r = await run(['perft', START_FEN, '3']);
    assert.equal(r.code, 0);
    assert.match(r.out[r.out.length - 1], /^nodes 79666 time \d+ ms nps \d+$/);
  });

  it('perft --divide prints one line per legal move that sum to the total', async () => {
    const r = await run(['perft', START_FEN, '2', '--divide']);
    assert.equal(r.code, 0);
    const rows = r.out.slice(0, -1).map((l) => /^([a-i]\d[a-i]\d): (\d+)$/.exec(l));
    assert.equal(rows.length, 44);
    assert.equal(rows.reduce((s, m) => s + Number(m?.[2]), 0), 1920);
    assert.ok(rows.some((m) => m?.[1] === 'h2e2' && m[2] === '45'));
  });

  it('moves lists the legal moves one a line', async () => {
    const r = await run(['moves', '4k4/9/9/9/9/9/9/9/4Ar3/3K5 w']);
    assert.equal(r.code, 0);
    assert.deepEqual([...r.out].sort(), ['d0d1', 'd0e0', 'e1d2', 'e1f0', 'e1f2']);
  });

  it('moves speaks WXF and Chinese', async () => {
    const wxf = await run(['moves', START_FEN, '--notation', 'wxf']);
    const zh = await run(['moves', START_FEN, '--notation', 'zh']);
    const iccs = await run(['moves', START_FEN]);
    assert.equal(wxf.out.length, 44);
    // the same moves in the same order, so the central cannon lines up in all three
    const i = iccs.out.indexOf('h2e2');
    assert.equal(wxf.out[i], 'C2.5');
    assert.equal(zh.out[i], '炮二平五');
    assert.equal(new Set(zh.out).size, 44);
  });

  it('fen normalises and explains what is wrong', async () => {
    const ok = await run(['fen', 'rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR r']);
    assert.deepEqual(ok.out, [START_FEN]);
    const bad = await run(['fen', '4k4/9/9/9/9/9/9/9/9/4K4 w']);
    assert.equal(bad.code, 2);
    assert.equal(bad.err.length, 1);
    assert.match(bad.err[0], /check/);
  });

  it('bad input exits 2 with one line on stderr', async () => {
    for (const args of [['perft', START_FEN], ['perft', START_FEN, 'x'], ['perft', 'junk', '2'], ['moves', START_FEN, '--notation', 'xx'], ['nosuch']]) {
      const r = await run(args);
      assert.equal(r.code, 2, args.join(' '));
      assert.equal(r.err.length, 1, args.join(' '));
    }
  });

  it('as a process: exit codes and streams', () => {
    const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx');
    const good = spawnSync(tsx, ['src/cli/main.ts', 'perft', START_FEN, '1'], { cwd: ROOT, encoding: 'utf8' });
    assert.equal(good.status, 0, good.stderr);
    assert.match(good.stdout, /^nodes 44 /m);
    const bad = spawnSync(tsx, ['src/cli/main.ts', 'fen', 'nonsense'], { cwd: ROOT, encoding: 'utf8' });
    assert.equal(bad.status, 2);
    assert.equal(bad.stdout, '');
    assert.equal(bad.stderr.trim().split('\n').length, 1);
  });
});
