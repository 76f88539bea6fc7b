/**
 * Runs every suite under test/integration/suites/ with mocha, inside the extension host that loaded
 * this bundle, and collects each test's outcome. Both launchers call it: the harness extension in
 * code-server (harness/extension.ts) and @vscode/test-electron's entry (electron/index.ts).
 * The suite list comes from build.mjs, which bundles every `suites/*.test.ts` (mocha included,
 * `vscode` external); suites import `describe`/`it` from 'mocha' explicitly.
 *
 * @example
 * const results = await runSuites({ host: `code-server ${vscode.version}`, grep: process.env.XQLENS_IT_GREP });
 */
import Mocha from 'mocha';
import { suites } from 'xqlens:integration-suites';
import type { RunResults, TestResult } from './results';

export interface RunOptions {
  readonly host: string;
  /** Only tests whose full title matches (a plain substring, or /regex/). */
  readonly grep?: string;
  /** Per test; readiness waits inside a test are bounded by this. */
  readonly timeoutMs?: number;
  /** Mocha's spec reporter writes here too (the extension host's log, or the console of test-electron). */
  readonly reporter?: 'spec' | 'dot';
}

const titlePath = (t: Mocha.Runnable): string[] => t.titlePath().filter((s) => s !== '');

const errorOf = (e: unknown): { message: string; stack?: string } =>
  e instanceof Error ? { message: e.message, stack: e.stack } : { message: String(e) };

type WithReason<T> = T & { skipReason?: string };

/**
 * Skips with a reason that the results keep: in a test, that test; in a `before` hook, its suite.
 *
 *   before(function () { if (!hasShared) skipBecause(this, '../shared/data is absent'); });
 */
export const skipBecause = (ctx: Mocha.Context, reason: string): never => {
  const r = ctx.test as WithReason<Mocha.Runnable> | undefined;
  if (r instanceof Mocha.Hook && r.parent) (r.parent as WithReason<Mocha.Suite>).skipReason = reason;
  else if (r) r.skipReason = reason;
  return ctx.skip();
};

const reasonOf = (t: Mocha.Test): string | undefined => {
  const own = (t as WithReason<Mocha.Test>).skipReason;
  if (own) return own;
  for (let s: Mocha.Suite | undefined = t.parent; s; s = s.parent) {
    const r = (s as WithReason<Mocha.Suite>).skipReason;
    if (r) return r;
  }
  return undefined;
};

export async function runSuites(opts: RunOptions): Promise<RunResults> {
  const started = Date.now();
  const tests: TestResult[] = [];
  const mocha = new Mocha({ ui: 'bdd', color: false, timeout: opts.timeoutMs ?? 120_000, reporter: opts.reporter ?? 'spec' });
  if (opts.grep) {
    const m = /^\/(.*)\/([a-z]*)$/.exec(opts.grep);
    mocha.grep(m ? new RegExp(m[1], m[2]) : opts.grep);
  }
  try {
    // what `mocha.loadFiles` does per file, for modules that are already in this bundle
    for (const s of suites) {
      mocha.suite.emit(Mocha.Suite.constants.EVENT_FILE_PRE_REQUIRE, globalThis, s.file, mocha);
      const exports = s.load();
      mocha.suite.emit(Mocha.Suite.constants.EVENT_FILE_REQUIRE, exports, s.file, mocha);
      mocha.suite.emit(Mocha.Suite.constants.EVENT_FILE_POST_REQUIRE, globalThis, s.file, mocha);
    }
  } catch (e) {
    return { host: opts.host, startedAt: new Date(started).toISOString(), durationMs: Date.now() - started, tests, fatal: errorOf(e) };
  }
  const { EVENT_TEST_PASS, EVENT_TEST_FAIL, EVENT_TEST_PENDING } = Mocha.Runner.constants;
  return new Promise((resolve) => {
    const base = (t: Mocha.Test): Pick<TestResult, 'titlePath' | 'fullTitle' | 'file'> => ({ titlePath: titlePath(t), fullTitle: t.fullTitle(), file: t.file });
    const runner = mocha.run(() =>
      resolve({ host: opts.host, startedAt: new Date(started).toISOString(), durationMs: Date.now() - started, tests }),
    );
    runner.on(EVENT_TEST_PASS, (t: Mocha.Test) => tests.push({ ...base(t), state: 'passed', durationMs: t.duration }));
    runner.on(EVENT_TEST_PENDING, (t: Mocha.Test) => tests.push({ ...base(t), state: 'skipped', reason: reasonOf(t) }));
    runner.on(EVENT_TEST_FAIL, (t: Mocha.Runnable, e: unknown) => {
      // a failing hook is reported as a failure of the hook ("before all" hook in …): keep it as a test entry
      tests.push({ titlePath: titlePath(t), fullTitle: t.fullTitle(), file: t.file, state: 'failed', durationMs: t.duration, error: errorOf(e) });
    });
  });
}
