import { strict as assert } from 'node:assert';
import { spawn } from 'node:child_process';
import * as path from 'node:path';
import * as readline from 'node:readline';
import { ENGINE_SETTINGS } from '../../../src/core/engineSettings';

const HASH_MB = ENGINE_SETTINGS.hashMb;
import { run } from './run';

const ROOT = path.resolve(__dirname, '..', '..', '..');

/** `xqlens uci|ucci` as a child process with its reader thread, read line by line. */
const engineProcess = (protocol: 'uci' | 'ucci') => {
  const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['src/cli/main.ts', protocol], { cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'] });
  const seen: string[] = [];
  const waiters: Array<{ test: (l: string) => boolean; resolve: (l: string) => void }> = [];
  readline.createInterface({ input: child.stdout }).on('line', (l) => {
    seen.push(l);
    for (const w of [...waiters]) if (w.test(l)) (waiters.splice(waiters.indexOf(w), 1), w.resolve(l));
  });
  return {
    child,
    seen,
    send: (l: string) => child.stdin.write(`${l}\n`),
    next: (test: (l: string) => boolean) => new Promise<string>((resolve) => waiters.push({ test, resolve })),
    exited: new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code))),
  };
};

describe('xqlens uci/ucci as a process', function () {
  // generous: these start TypeScript from source; the hang guard is the point, not speed
  this.timeout(60_000);

  it('answers isready at once while a search runs, and stops on stop', async () => {
    const e = engineProcess('uci');
    e.send('uci');
    await e.next((l) => l === 'uciok');
    e.send('position startpos');
    e.send('go infinite');
    e.send('isready');
    await e.next((l) => l === 'readyok');
    // the search is still running: no best move yet, however long we waited for readyok
    assert.ok(!e.seen.some((l) => l.startsWith('bestmove')), e.seen.join('\n'));
    e.send('stop');
    assert.match(await e.next((l) => l.startsWith('bestmove')), /^bestmove [a-i](10|[1-9])[a-i](10|[1-9])/);
    e.send('quit');
    assert.equal(await e.exited, 0);
  });

  it('stops and exits when its input ends during a search (the GUI is gone)', async () => {
    const e = engineProcess('ucci');
    e.send('ucci');
    await e.next((l) => l === 'ucciok');
    e.send('go infinite');
    await e.next((l) => l.startsWith('info depth 2 '));
    e.child.stdin.end();
    assert.equal(await e.exited, 0);
    assert.ok(e.seen.some((l) => /^bestmove [a-i][0-9][a-i][0-9]/.test(l)), e.seen.slice(-3).join('\n'));
  });
});

describe('xqlens uci/ucci: limits and options out of range', () => {
  it('answers go depth 0 / movetime 0 with a depth-1 search and says so', async () => {
    for (const go of ['go depth 0', 'go depth -5', 'go movetime 0']) {
      const r = await run(['uci'], `uci\nposition startpos\n${go}\nquit\n`);
      assert.ok(r.out.some((l) => /^info string .*out of range: searching depth 1/.test(l)), `${go}: ${r.out.join(' | ')}`);
      assert.ok(r.out.some((l) => /^info depth 1 /.test(l)));
      assert.ok(!r.out.some((l) => /^info depth 2 /.test(l)), go);
      assert.ok(r.out.some((l) => l.startsWith('bestmove ')));
    }
  });

  it('clamps a hash size past the advertised range and says so, instead of crashing', async () => {
    const r = await run(['uci'], 'uci\nsetoption name Hash value 100000\nisready\nposition startpos\ngo depth 2\nquit\n');
    assert.ok(r.out.includes(`option name Hash type spin default ${HASH_MB.default} min ${HASH_MB.min} max ${HASH_MB.max}`));
    assert.ok(r.out.some((l) => l === `info string Hash 100000 is out of range ${HASH_MB.min}–${HASH_MB.max}: set to ${HASH_MB.max}`), r.out.join('\n'));
    assert.ok(r.out.some((l) => l.startsWith('bestmove ')));
    const u = await run(['ucci'], 'ucci\nsetoption hashsize 0\nisready\nquit\n');
    assert.ok(u.out.some((l) => l.startsWith('info string hashsize 0 is out of range')), u.out.join('\n'));
    assert.ok(u.out.includes('readyok'));
  });

  it('advertises Threads as the table says and searches on two threads when told', async () => {
    const r = await run(['uci'], 'uci\nsetoption name Threads value 2\nisready\nposition startpos moves h3e3\ngo depth 6\nquit\n');
    const t = ENGINE_SETTINGS.threads;
    assert.ok(r.out.includes(`option name Threads type spin default ${t.default} min ${t.min} max ${t.max}`), r.out.join('\n'));
    assert.ok(!r.out.some((l) => l.startsWith('info string')), r.out.join('\n'));
    assert.ok(r.out.some((l) => /^info depth 6 /.test(l)));
    assert.ok(r.out.some((l) => l.startsWith('bestmove ')));
  });

  it('go --hash past the range is clamped with a word on stderr', async () => {
    const r = await run(['go', 'startpos', '--depth', '1', '--hash', '32768']);
    assert.equal(r.code, 0);
    assert.match(r.err.join('\n'), /--hash 32768 is out of range 1–1024; using 1024/);
  });
});

describe('xqlens uci/ucci: every go ends with a best move', () => {
  const answers = (out: string[]) => out.filter((l) => /^(bestmove|nobestmove)\b/.test(l));

  it('go searchmoves h3e3 depth 2 searches that move to depth 2 and answers it', async () => {
    const r = await run(['uci'], 'uci\nposition startpos\ngo searchmoves h3e3 depth 2\nquit\n');
    assert.ok(r.out.some((l) => /^info depth 2 .* pv h3e3\b/.test(l)), r.out.join('\n'));
    assert.ok(!r.out.some((l) => /^info depth 3 /.test(l)), 'depth 2 was not swallowed by searchmoves');
    assert.deepEqual(answers(r.out).map((l) => l.split(' ')[1]), ['h3e3']);
  });

  it('an illegal searchmoves move is said and the best legal move answered', async () => {
    const r = await run(['uci'], 'uci\nposition startpos\ngo searchmoves a1a5 depth 1\nquit\n');
    assert.ok(r.out.includes('info string searchmoves: a1a5 is not legal here; ignored'), r.out.join('\n'));
    assert.equal(answers(r.out).length, 1);
    assert.match(answers(r.out)[0], /^bestmove [a-i](10|[1-9])[a-i](10|[1-9])/);
  });

  it('no legal move answers UCI 0000 / UCCI nobestmove', async () => {
    const mated = 'R3k4/R8/9/9/9/9/9/9/9/3K5 b - - 0 1';
    const u = await run(['uci'], `uci\nposition fen ${mated}\ngo depth 2\nquit\n`);
    assert.deepEqual(answers(u.out), ['bestmove 0000']);
    const c = await run(['ucci'], `ucci\nposition fen ${mated}\ngo depth 2\nquit\n`);
    assert.deepEqual(answers(c.out), ['nobestmove']);
  });

  it('a go after a refused position answers 0000 rather than a move for the old board', async () => {
    for (const bad of ['position fen xx', 'position startpos moves h3e3 zz', 'position startpos moves a1a9']) {
      const r = await run(['uci'], `uci\nposition startpos\n${bad}\ngo depth 1\nposition startpos\ngo depth 1\nquit\n`);
      const a = answers(r.out);
      assert.equal(a.length, 2, `${bad}: ${r.out.join(' | ')}`);
      assert.equal(a[0], 'bestmove 0000', bad);
      assert.match(a[1], /^bestmove [a-i]/, `${bad}: a good position is searched again`);
    }
  });
});
