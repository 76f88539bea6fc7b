import * as esbuild from 'esbuild';
import { strict as assert } from 'node:assert';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { run } from './run';

const CLI = path.resolve(__dirname, '..', '..', '..', 'src', 'cli', 'main.ts');
const PRECIOUS = 'the user’s own file\n';
const MODE = 0o640;

/** Every command that writes a file the user names, with an input it accepts and one it rejects. */
const WRITERS: ReadonlyArray<{ name: string; args: (input: string, target: string) => string[]; good: string; bad: readonly string[] }> = [
  {
    name: 'read --out',
    args: (i, t) => ['read', i, '--out', t],
    good: '[Format "ICCS"]\n1. h2e2 h9g7 *\n',
    bad: ['[FEN "not a fen"]\n1. h2e2 *\n', 'hello, world\n'],
  },
  {
    name: 'read --to xqf --out',
    args: (i, t) => ['read', i, '--to', 'xqf', '--out', t],
    good: '[Format "ICCS"]\n1. h2e2 h9g7 *\n',
    bad: ['[FEN "not a fen"]\n1. h2e2 *\n', 'hello, world\n'],
  },
  {
    name: 'annotate --out',
    args: (i, t) => ['annotate', i, '--nodes', '200', '--out', t],
    good: '[Format "ICCS"]\n1. h2e2 h9g7 *\n',
    bad: ['[FEN "not a fen"]\n1. h2e2 *\n', 'hello, world\n'],
  },
  {
    name: 'book build -o',
    args: (i, t) => ['book', 'build', i, '-o', t, '--min', '1'],
    good: 'h2e2 h9g7 h0g2 1-0\n',
    // an illegal move; text with no game (an empty book would replace a good one with nothing)
    bad: ['h2e2 h2e2\n', 'hello, world\n'],
  },
];

describe('CLI writes: atomic, and nothing the user owns is lost', function () {
  this.timeout(60_000);
  let base = '';
  before(() => {
    base = fs.mkdtempSync(path.join(os.tmpdir(), 'xqlens-write-'));
    fs.chmodSync(base, 0o755); // the other user's process must reach its folder
  });
  after(() => {
    fs.chmodSync(base, 0o700);
    for (const d of fs.readdirSync(base)) fs.chmodSync(path.join(base, d), 0o755);
    fs.rmSync(base, { recursive: true, force: true });
  });

  /** A folder holding the command's input and an existing target with known content and mode. */
  const scene = (name: string, input: string): { dir: string; input: string; target: string } => {
    const dir = fs.mkdtempSync(path.join(base, `${name.replace(/\W+/g, '-')}-`));
    fs.chmodSync(dir, 0o755);
    fs.writeFileSync(path.join(dir, 'input.txt'), input);
    const target = path.join(dir, 'target.out');
    fs.writeFileSync(target, PRECIOUS);
    fs.chmodSync(target, MODE);
    return { dir, input: path.join(dir, 'input.txt'), target };
  };

  /** The target is as it was, and no temporary file is left beside it. */
  const survived = (s: { dir: string; target: string }, why: string): void => {
    assert.equal(fs.readFileSync(s.target, 'utf8'), PRECIOUS, why);
    assert.equal(fs.statSync(s.target).mode & 0o7777, MODE, why);
    assert.deepEqual(fs.readdirSync(s.dir).sort(), ['input.txt', 'target.out'], why);
  };

  it('an existing target survives input the command rejects', async () => {
    for (const w of WRITERS)
      for (const bad of w.bad) {
        const s = scene(w.name, bad);
        const r = await run(w.args(s.input, s.target));
        assert.equal(r.code, 2, `${w.name}: ${r.err.join('\n')}`);
        survived(s, `${w.name} on ${JSON.stringify(bad)}`);
      }
  });

  it('a symbolic link, a folder, a device and a read-only file are refused by their name and left alone', async () => {
    for (const w of WRITERS) {
      const s = scene(w.name, w.good);
      const link = path.join(s.dir, 'link.out');
      fs.symlinkSync(s.target, link);
      const folder = path.join(s.dir, 'folder.out');
      fs.mkdirSync(folder);
      const refusals: Array<[string, RegExp]> = [
        [link, /it is a symbolic link/],
        [folder, /it is a folder/],
        ['/dev/null', /not a regular file/],
      ];
      for (const [target, why] of refusals) {
        const r = await run(w.args(s.input, target));
        assert.equal(r.code, 2, `${w.name} ${target}`);
        assert.equal(r.err.length, 1, r.err.join('\n'));
        assert.ok(r.err[0].startsWith(`xqlens: refusing to write ${target}: `), r.err[0]);
        assert.match(r.err[0], why);
        assert.doesNotMatch(r.err[0], /\.tmp/);
      }
      assert.equal(fs.readlinkSync(link), s.target);
      assert.deepEqual(fs.readdirSync(folder), []);
      fs.unlinkSync(link);
      fs.rmdirSync(folder);
      survived(s, `${w.name} through its link`);

      fs.chmodSync(s.target, 0o444);
      const r = await run(w.args(s.input, s.target));
      assert.equal(r.code, 2, w.name);
      assert.equal(r.err[0], `xqlens: refusing to write ${s.target}: it is read-only`);
      fs.chmodSync(s.target, MODE);
      survived(s, `${w.name} read-only`);

      const nowhere = path.join(s.dir, 'no-such-folder', 'x.out');
      const n = await run(w.args(s.input, nowhere));
      assert.equal(n.code, 2, w.name);
      assert.match(n.err[0], /^xqlens: cannot write .*no-such-folder.*: there is no folder /);
    }
  });

  it('an existing target survives a folder it cannot write in and a write that fails midway', () => {
    // Both need a second process: another user (root may write anywhere) and a file-size limit of 0 blocks,
    // which makes the first write of the data fail with EFBIG, as a full disk would with ENOSPC.
    // The CLI runs bundled into one file beside the scenes, as dist/cli.js does: the other user may not enter the
    // checkout (a home folder, any mode-700 folder), so nothing may be read from there, tsx and sources alike.
    const root = process.getuid?.() === 0;
    const OTHER = 65534; // nobody
    const bundle = path.join(base, 'cli.js');
    esbuild.buildSync({ entryPoints: [CLI], outfile: bundle, bundle: true, platform: 'node', format: 'cjs', target: 'node18', logLevel: 'warning' });
    fs.chmodSync(bundle, 0o644);
    /** Runs one command line in a process of its own; `limit`: shell commands run first. */
    const child = (limit: string, asOther: boolean) => (args: string[]): { code: number | null; err: string[] } => {
      const c = spawnSync('/bin/sh', ['-c', `${limit}exec "$@"`, 'sh', process.execPath, bundle, ...args], {
        cwd: base,
        input: '',
        encoding: 'utf8',
        ...(asOther ? { uid: OTHER, gid: OTHER } : {}),
      });
      return { code: c.status, err: c.stderr.split('\n').filter((l) => l !== '') };
    };

    const locked = WRITERS.map((w) => scene(`${w.name} locked`, w.good));
    for (const s of locked) {
      if (root) fs.chownSync(s.target, OTHER, OTHER); // theirs to replace, were the folder writable
      fs.chmodSync(s.dir, 0o555);
    }
    const inLocked = WRITERS.map((w, i) => w.args(locked[i].input, locked[i].target)).map(child('', root));
    WRITERS.forEach((w, i) => {
      const r = inLocked[i];
      assert.equal(r.code, 1, `${w.name}: ${r.err.join('\n')}`);
      assert.equal(r.err[r.err.length - 1], `xqlens: cannot write ${locked[i].target}: permission denied in ${locked[i].dir}`);
      survived(locked[i], `${w.name} in a locked folder`);
    });

    const full = WRITERS.map((w) => scene(`${w.name} full`, w.good));
    const midway = WRITERS.map((w, i) => w.args(full[i].input, full[i].target)).map(child('ulimit -f 0 && ', false));
    WRITERS.forEach((w, i) => {
      const r = midway[i];
      assert.equal(r.code, 1, `${w.name}: ${r.err.join('\n')}`);
      assert.match(r.err[r.err.length - 1], new RegExp(`^xqlens: cannot write ${full[i].target}: the file would be larger`));
      survived(full[i], `${w.name} with a failed write`);
    });
  });

  it('a replaced file keeps its mode (and, for root, its owner); a new file gets the usual one', async () => {
    const umask = process.umask();
    for (const w of WRITERS) {
      for (const mode of [0o600, 0o640, 0o664]) {
        const s = scene(`${w.name} mode`, w.good);
        fs.chmodSync(s.target, mode);
        const owner = process.getuid?.() === 0 ? 65534 : fs.statSync(s.target).uid;
        fs.chownSync(s.target, owner, owner === 65534 ? 65534 : fs.statSync(s.target).gid);
        const r = await run(w.args(s.input, s.target));
        assert.equal(r.code, 0, `${w.name}: ${r.err.join('\n')}`);
        assert.notEqual(fs.readFileSync(s.target, 'utf8'), PRECIOUS, w.name);
        assert.equal((fs.statSync(s.target).mode & 0o7777).toString(8), mode.toString(8), w.name);
        assert.equal(fs.statSync(s.target).uid, owner, w.name);
        assert.deepEqual(fs.readdirSync(s.dir).sort(), ['input.txt', 'target.out'], 'no temporary file left');
      }
      const s = scene(`${w.name} new`, w.good);
      const fresh = path.join(s.dir, 'fresh.out');
      assert.equal((await run(w.args(s.input, fresh))).code, 0, w.name);
      assert.equal((fs.statSync(fresh).mode & 0o7777).toString(8), (0o666 & ~umask).toString(8), w.name);
    }
  });
});
