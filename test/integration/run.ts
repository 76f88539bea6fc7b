/**
 * `npm run test:integration`: the integration suites inside a real extension host, here and in CI.
 * Installs code-server (once, cached; test/e2e/install.mjs), packages Xiangqi Lens and the harness
 * extension (harness/) and installs both, starts code-server on a copy of samples/ with
 * XQLENS_IT_RESULTS set, opens the workbench in headless Chromium (the extension host starts with
 * the first window), waits for the harness's results, prints them as mocha does, and exits non-zero
 * when a test failed or none ran. Logs and a screenshot go to test-results/integration/.
 *
 * Environment: XQLENS_IT_GREP (only matching tests), XQLENS_IT_TIMEOUT_S (whole run, default 900).
 *
 * @example
 * XQLENS_IT_GREP=engine npm run test:integration
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Browser } from 'playwright-core';
import { startCodeServer, type CodeServer } from '../e2e/codeServer';
import {
  DEBIAN_BROWSER, DEBIAN_BUILD, ensureCodeServer, ensureDebianPackages, ensureNode24, installExtensions, logger, packageExtension, packageFolder,
} from '../e2e/install.mjs';
import { paths } from '../e2e/paths.mjs';
import { QUIET } from '../e2e/session';
import { launchBrowser, openWorkbench } from '../e2e/workbench';
import { SHARED_DATA, sharedDataPresent } from '../shared';
import { HARNESS_DIR, buildIntegration } from './build.mjs';
import { formatResults, parseResults, succeeded, type RunResults } from './results';
import { SAMPLES, readFolder } from './workspace';

const log = logger('integration');
const cache = join(paths.cache, 'integration');
const results = join(paths.results, 'integration');
const resultsFile = join(results, 'results.json');
const timeoutMs = Number(process.env.XQLENS_IT_TIMEOUT_S ?? 900) * 1000;

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

function prepare(): void {
  ensureDebianPackages([...DEBIAN_BROWSER, ...DEBIAN_BUILD], log);
  ensureNode24(log);
  ensureCodeServer(log);
  mkdirSync(cache, { recursive: true });
  const product = packageExtension(log, join(cache, 'xiangqi-lens.vsix'));
  const harness = packageFolder(HARNESS_DIR, join(cache, 'harness.vsix'), { dependencies: false });
  installExtensions(join(cache, 'extensions'), [product, harness], log);
}

/** Every log file under `dir`, copied flat into test-results/integration/ with its path in the name. */
function keepLogs(dir: string, prefix: string): void {
  const walk = (d: string): string[] =>
    existsSync(d) ? readdirSync(d).flatMap((n) => (statSync(join(d, n)).isDirectory() ? walk(join(d, n)) : n.endsWith('.log') ? [join(d, n)] : [])) : [];
  for (const f of walk(dir)) copyFileSync(f, join(results, `${prefix}-${relative(dir, f).replace(/[\\/]/g, '_')}`));
}

async function waitForResults(server: CodeServer): Promise<RunResults> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (existsSync(resultsFile)) {
      const r = parseResults(readFileSync(resultsFile, 'utf8'));
      if (!r.ok) throw new Error(`${resultsFile}: ${r.error}`);
      return r.value;
    }
    if (!server.running()) throw new Error('code-server exited before the suites reported');
    await sleep(500);
  }
  const why = existsSync(`${resultsFile}.started`)
    ? 'the harness started but the suites did not finish (a test waiting on something that never came?)'
    : 'the harness never started (did the extension host start? is it installed?)';
  throw new Error(`no results in ${resultsFile} after ${timeoutMs / 1000} s: ${why}; see the logs in ${results}`);
}

async function main(): Promise<number> {
  rmSync(results, { recursive: true, force: true });
  mkdirSync(results, { recursive: true });
  await buildIntegration();
  prepare();
  const env: Record<string, string> = { XQLENS_IT_RESULTS: resultsFile };
  if (process.env.XQLENS_IT_GREP) env.XQLENS_IT_GREP = process.env.XQLENS_IT_GREP;
  if (sharedDataPresent()) env.XQLENS_SHARED_DATA = SHARED_DATA;
  let server: CodeServer | undefined;
  let browser: Browser | undefined;
  const consoleLines: string[] = [];
  try {
    log('starting code-server and the workbench');
    server = await startCodeServer({ files: readFolder(SAMPLES), userSettings: QUIET, extensionsDir: join(cache, 'extensions'), env });
    browser = await launchBrowser();
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    page.on('console', (m) => consoleLines.push(`[${m.type()}] ${m.text()} (${m.location().url})`));
    await openWorkbench(page, server.url, server.workspace);
    log(`workbench open; waiting for the suites (at most ${timeoutMs / 1000} s)`);
    const r = await waitForResults(server);
    await page.screenshot({ path: join(results, 'final.png') }).catch(() => undefined);
    for (const line of formatResults(r)) console.log(line);
    return succeeded(r) ? 0 : 1;
  } catch (e) {
    console.error(`integration: ${(e as Error).message}`);
    console.log('0 passed, 1 failed');
    return 1;
  } finally {
    writeFileSync(join(results, 'browser-console.log'), consoleLines.join('\n') + '\n');
    if (server) {
      writeFileSync(join(results, 'code-server.log'), server.logText());
      keepLogs(join(server.userDataDir, 'logs'), 'vscode');
    }
    await browser?.close().catch(() => undefined);
    await server?.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(`integration: ${(e as Error).stack ?? e}`);
    process.exit(1);
  },
);
