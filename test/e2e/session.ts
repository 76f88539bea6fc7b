// One code-server and one Chromium page for a suite, with what a failed run needs kept in test-results/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { e2ePaths, startCodeServer, type CodeServer } from './codeServer';
import { launchBrowser, openFile, openWorkbench } from './workbench';

export interface SessionOptions {
  /** Prefix of the screenshots and logs, so suites do not overwrite each other's. */
  readonly name: string;
  readonly locale?: string;
  readonly files: Readonly<Record<string, string | Uint8Array>>;
  /** Merged over the quiet defaults below. */
  readonly settings: Readonly<Record<string, unknown>>;
  /** Opened in an editor once the workbench is up. */
  readonly open: string;
}

export interface Session {
  readonly page: Page;
  /** Browser console lines, with the URL of the page that printed them. */
  readonly console: readonly string[];
  shot(name: string): Promise<Buffer>;
}

/** User settings that keep the workbench quiet and the screenshots clean; the integration runner uses them too. */
export const QUIET = {
  'workbench.secondarySideBar.defaultVisibility': 'hidden',
  'workbench.startupEditor': 'none',
  'workbench.tips.enabled': false,
  'telemetry.telemetryLevel': 'off',
  'extensions.ignoreRecommendations': true,
  'chat.disableAIFeatures': true,
  'extensions.autoCheckUpdates': false,
  'extensions.autoUpdate': false,
};

/** Registers mocha hooks that start the session before the suite's tests and tear it down after. */
export function useSession(opts: SessionOptions): () => Session {
  let server: CodeServer | undefined;
  let browser: Browser | undefined;
  let session: Session | undefined;
  const lines: string[] = [];

  before(async function () {
    mkdirSync(e2ePaths.results, { recursive: true });
    server = await startCodeServer({ locale: opts.locale, files: opts.files, userSettings: { ...QUIET, ...opts.settings } });
    browser = await launchBrowser();
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    page.on('console', (m) => lines.push(`[${m.type()}] ${m.text()} (${m.location().url})`));
    session = { page, console: lines, shot: (name) => page.screenshot({ path: join(e2ePaths.results, `${opts.name}-${name}.png`) }) };
    await openWorkbench(page, server.url, server.workspace);
    await openFile(page, opts.open);
  });

  afterEach(async function () {
    const t = this.currentTest;
    if (session && t?.state === 'failed') await session.shot(`failed-${t.title.split(':')[0].replace(/\W+/g, '-')}`).catch(() => undefined);
  });

  after(async function () {
    if (session) await session.shot('final').catch(() => undefined);
    writeFileSync(join(e2ePaths.results, `${opts.name}-console.log`), lines.join('\n') + '\n');
    if (server) writeFileSync(join(e2ePaths.results, `${opts.name}-code-server.log`), server.logText());
    await browser?.close();
    await server?.stop();
  });

  return () => {
    if (!session) throw new Error('the e2e session did not start');
    return session;
  };
}
