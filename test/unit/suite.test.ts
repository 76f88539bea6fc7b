/**
 * The suite stands on its own: on a clone without the shared corpus every test still registers, and each one over
 * the corpus shows as a counted pending test that says what is missing (see test/shared.ts). Checked by loading this
 * very run's files again in a dry run with XQLENS_SHARED_DATA pointed at a folder that does not exist.
 */
import { strict as assert } from 'node:assert';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { SHARED_ABSENT, SHARED_DATA } from '../shared';

const REPO = path.resolve(__dirname, '..', '..');

interface Entry { readonly title: string; readonly fullTitle: string; readonly file?: string }

/** Every test registered in this run, found from the running test up to the root suite. */
const testsOfThisRun = (test: Mocha.Runnable): Entry[] => {
  let root: Mocha.Suite = test.parent as Mocha.Suite;
  while (root.parent) root = root.parent;
  const out: Entry[] = [];
  const walk = (s: Mocha.Suite): void => {
    for (const t of s.tests) out.push({ title: t.title, fullTitle: t.fullTitle(), file: t.file });
    s.suites.forEach(walk);
  };
  walk(root);
  return out;
};

const parentOf = (e: Entry): string => e.fullTitle.slice(0, Math.max(0, e.fullTitle.length - e.title.length - 1));

describe('the suite without the shared corpus', () => {
  it('registers every test of this run, those over the corpus as pending tests that name what is missing', function () {
    this.timeout(60000);
    const here = testsOfThisRun(this.test as Mocha.Runnable);
    const files = [...new Set(here.map((t) => t.file).filter((f): f is string => !!f))];
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'xqlens-noshared-'));
    try {
      const missing = path.join(tmp, 'no-such-folder');
      const report = path.join(tmp, 'dry.json');
      const r = spawnSync(
        process.execPath,
        [require.resolve('mocha/bin/mocha.js'), '--dry-run', '--reporter', 'json', '--reporter-option', `output=${report}`, ...files],
        { cwd: REPO, env: { ...process.env, XQLENS_SHARED_DATA: missing }, encoding: 'utf8' },
      );
      // a test file that reads the corpus while registering crashes here, before any test runs
      assert.equal(r.status, 0, `${r.stdout}\n${r.stderr}`);
      const dry = JSON.parse(fs.readFileSync(report, 'utf8')) as { tests: Entry[]; pending: Entry[] };

      const reason = ` [${SHARED_ABSENT.replace(SHARED_DATA, missing)}]`;
      // titles without the reason, which this run carries too when it has no corpus either
      const plain = (s: string): string => s.split(reason).join('').split(` [${SHARED_ABSENT}]`).join('');
      for (const p of dry.pending) assert.ok(p.fullTitle.includes(reason), `pending without saying why: ${p.fullTitle}`);

      const registered = new Set(dry.tests.map((t) => plain(t.fullTitle)));
      // suites where one pending test stands for a list read from the corpus (eachShared, sharedExtras)
      const standIns = new Set(dry.pending.filter((p) => p.title.endsWith(reason)).map((p) => plain(parentOf(p))));
      const vanished = here.filter((t) => !registered.has(plain(t.fullTitle)) && !standIns.has(plain(parentOf(t))));
      assert.deepEqual(vanished.map((t) => t.fullTitle), [], 'tests that vanish uncounted without the shared corpus');
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });

  it('no test file skips a test or runs one alone except through test/shared.ts', () => {
    const all = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? all(path.join(dir, e.name)) : [path.join(dir, e.name)]));
    const offenders = ['unit', 'perft', 'e2e']
      .flatMap((d) => all(path.join(REPO, 'test', d)))
      .filter((f) => f.endsWith('.ts') && /\b(?:describe|it)\.(?:skip|only)\b|\bthis\.skip\(/.test(fs.readFileSync(f, 'utf8')))
      .map((f) => path.relative(REPO, f));
    assert.deepEqual(offenders, []);
  });
});
