/**
 * The machine-readable results of one integration run: written by the harness inside the extension
 * host, read and printed by the runner outside it (test/integration/run.ts). No vscode, no mocha:
 * both sides import it.
 *
 * @example
 * const results = parseResults(readFileSync(file, 'utf8'));
 * for (const line of formatResults(results)) console.log(line);
 */

export interface TestResult {
  /** Titles from the outermost describe to the test itself. */
  readonly titlePath: readonly string[];
  readonly fullTitle: string;
  readonly state: 'passed' | 'failed' | 'skipped';
  readonly durationMs?: number;
  /** For a failure: the error's message and stack. For a skip: why, when the suite said so. */
  readonly error?: { readonly message: string; readonly stack?: string };
  readonly reason?: string;
  /** The suite file the test came from. */
  readonly file?: string;
}

export interface RunResults {
  /** Where the suites ran, e.g. `code-server 1.106.0` or `electron 1.95.0`. */
  readonly host: string;
  readonly startedAt: string;
  readonly durationMs: number;
  readonly tests: readonly TestResult[];
  /** Set when the run itself broke (a suite failed to load, mocha threw): no test list to trust. */
  readonly fatal?: { readonly message: string; readonly stack?: string };
}

export const counts = (r: RunResults): { passed: number; failed: number; skipped: number } => ({
  passed: r.tests.filter((t) => t.state === 'passed').length,
  failed: r.tests.filter((t) => t.state === 'failed').length,
  skipped: r.tests.filter((t) => t.state === 'skipped').length,
});

/** A run is good when nothing failed, nothing broke and at least one test passed. */
export const succeeded = (r: RunResults): boolean => {
  const c = counts(r);
  return !r.fatal && c.failed === 0 && c.passed > 0;
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Reads a results file; a file that is not one gives an error string, never an exception. */
export const parseResults = (text: string): { ok: true; value: RunResults } | { ok: false; error: string } => {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch (e) {
    return { ok: false, error: `results are not JSON: ${(e as Error).message}` };
  }
  if (!isObject(v) || typeof v.host !== 'string' || !Array.isArray(v.tests)) return { ok: false, error: 'results lack host or tests' };
  for (const t of v.tests) {
    if (!isObject(t) || !Array.isArray(t.titlePath) || typeof t.fullTitle !== 'string' || !['passed', 'failed', 'skipped'].includes(t.state as string))
      return { ok: false, error: `a malformed test entry: ${JSON.stringify(t).slice(0, 200)}` };
  }
  return { ok: true, value: v as unknown as RunResults };
};

/**
 * The results as mocha's spec reporter prints them: suites indented, ✔ / numbered failures / `-` for
 * skips, then each failure's title, message and stack, and the plain closing line CI reads.
 */
export const formatResults = (r: RunResults): string[] => {
  const out: string[] = [''];
  let open: readonly string[] = [];
  const failures: TestResult[] = [];
  for (const t of r.tests) {
    const suites = t.titlePath.slice(0, -1);
    let same = 0;
    while (same < open.length && same < suites.length && open[same] === suites[same]) same++;
    for (let i = same; i < suites.length; i++) out.push(`${'  '.repeat(i + 1)}${suites[i]}`);
    open = suites;
    const pad = '  '.repeat(suites.length + 1);
    const title = t.titlePath[t.titlePath.length - 1];
    if (t.state === 'passed') out.push(`${pad}✔ ${title}${t.durationMs !== undefined && t.durationMs >= 75 ? ` (${t.durationMs}ms)` : ''}`);
    else if (t.state === 'skipped') out.push(`${pad}- ${title}${t.reason ? ` (skipped: ${t.reason})` : ''}`);
    else {
      failures.push(t);
      out.push(`${pad}${failures.length}) ${title}`);
    }
  }
  const c = counts(r);
  out.push('', `  ${c.passed} passing (${(r.durationMs / 1000).toFixed(1)}s)`);
  if (c.skipped) out.push(`  ${c.skipped} pending`);
  if (c.failed) out.push(`  ${c.failed} failing`);
  failures.forEach((t, i) => {
    out.push('', `  ${i + 1}) ${t.titlePath.join('\n       ')}:`);
    const stack = t.error?.stack ?? t.error?.message ?? '(no error recorded)';
    // a stack already starts with the message; print the message alone when it does not
    if (t.error?.message && !stack.includes(t.error.message)) out.push(`     ${t.error.message}`);
    for (const l of stack.split('\n')) out.push(`     ${l}`);
  });
  if (r.fatal) out.push('', `  the run broke: ${r.fatal.message}`, ...(r.fatal.stack ?? '').split('\n').map((l) => `     ${l}`));
  if (c.passed + c.failed === 0) out.push('', '  no test ran');
  out.push('', `${c.passed} passed, ${c.failed + (r.fatal ? 1 : 0)} failed${c.skipped ? `, ${c.skipped} skipped` : ''}`);
  return out;
};
