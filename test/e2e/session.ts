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
  /** The workspace's files; a function runs when the session starts (so it may read the shared corpus). */
  readonly files: Readonly<Record<string, string | Uint8Array>> | (() => Readonly<Record<string, string | Uint8Array>>);
  /** Merged over the quiet defaults below. */
  readonly settings: Readonly<Record<string, unknown>>;
  /** Opened in an editor once the workbench is up, as text unless it is a board. */
  readonly open?: string;
  readonly openAs?: 'text' | 'board';
}

export interface Session {
  readonly page: Page;
  /** Browser console lines, with the URL of the page that printed them. */
  readonly console: readonly string[];
  /** The folder the workbench has open (files there are the user's files). */
  readonly workspace: string;
  /** VS Code's user data (settings, backups, logs) for this session. */
  readonly userDataDir: string;
  shot(name: string): Promise<Buffer>;
}

/** The screenshots the README opens with (images/readme/), by the suite's shot that takes each. */
const README_SHOTS: Readonly<Record<string, string>> = {
  'editor-zh-analysis-dark': 'board-analysis.png',
  'margin-en-light-hover': 'margin-hover.png',
  'study-en-light-stepped': 'study.png',
  'review-zh-dark-move-list': 'review.png',
};

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
  // VS Code for the web saves after a second by default; the desktop default keeps edits unsaved (dirty, backed up)
  'files.autoSave': 'off',
};

/** Registers mocha hooks that start the session before the suite's tests and tear it down after. */
export function useSession(opts: SessionOptions): () => Session {
  let server: CodeServer | undefined;
  let browser: Browser | undefined;
  let session: Session | undefined;
  const lines: string[] = [];
  let files: Readonly<Record<string, string | Uint8Array>> = {};
  let crashed = false;
  /** Why the last test failed, until the next test's session has started again. */
  let failed = '';

  /** code-server, Chromium and the workbench with the session's file open. */
  async function start(): Promise<void> {
    crashed = false;
    server = await startCodeServer({ locale: opts.locale, files, userSettings: { ...QUIET, ...opts.settings } });
    browser = await launchBrowser();
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    page.on('console', (m) => lines.push(`[${m.type()}] ${m.text()} (${m.location().url})`));
    page.on('crash', () => {
      crashed = true;
      lines.push('[crash] the workbench page crashed');
    });
    session = {
      page,
      console: lines,
      workspace: server.workspace,
      userDataDir: server.userDataDir,
      shot: async (name) => {
        const png = await page.screenshot({ path: join(e2ePaths.results, `${opts.name}-${name}.png`) });
        // `npm run screenshots` keeps the README's pictures true: taken here, by the suite, never by hand
        const readme = README_SHOTS[`${opts.name}-${name}`];
        if (readme && process.env.XQLENS_README_SHOTS) {
          mkdirSync(join(e2ePaths.root, 'images', 'readme'), { recursive: true });
          writeFileSync(join(e2ePaths.root, 'images', 'readme', readme), png);
        }
        return png;
      },
    };
    await openWorkbench(page, server.url, server.workspace);
    if (opts.open) await openFile(page, opts.open, opts.openAs);
  }

  async function end(): Promise<void> {
    await browser?.close();
    await server?.stop();
    browser = undefined;
    server = undefined;
    session = undefined;
  }

  /** Ends what is left of the session and starts it afresh, saying why in the log. */
  async function startAgain(why: string): Promise<void> {
    console.log(`      (${opts.name}: ${why}; starting the session again)`);
    await end().catch(() => undefined);
    await start();
  }

  before(async function () {
    this.timeout(2 * 180_000);
    mkdirSync(e2ePaths.results, { recursive: true });
    files = typeof opts.files === 'function' ? opts.files() : opts.files;
    // A start can fail for the machine's sake (code-server exits, the workbench never loads), which says nothing of
    // the extension. A person would reload; the session starts again once, and the log says why.
    try {
      await start();
    } catch (e) {
      await session?.shot('failed-start').catch(() => undefined);
      writeFileSync(join(e2ePaths.results, `${opts.name}-failed-start.log`), `${(e as Error).stack ?? e}\n\n${server?.logText() ?? ''}`);
      await startAgain(`did not start: ${String((e as Error).message).split('\n')[0]}`);
    }
  });

  // A failed test may leave the workbench as it failed (a page that crashed, an editor that never drew, a dialog
  // still open), and that would fail its one retry (`npm run test:e2e` tries a failed test once more; the reporter
  // names it) and the tests after it. Those get a new session, started when one of them begins: none for a suite
  // whose last test failed, whose final screenshot then shows the failure.
  beforeEach(async function () {
    if (!failed) return;
    this.timeout(2 * 180_000);
    const why = crashed ? 'the workbench page crashed' : failed;
    failed = '';
    await startAgain(why);
  });

  afterEach(async function () {
    const t = this.currentTest;
    // a try that will be retried has no state yet (mocha marks only the last try failed)
    if (!session || !t || t.state === 'passed' || t.isPending()) return;
    await session.shot(`failed-${t.title.split(':')[0].replace(/\W+/g, '-')}`).catch(() => undefined);
    failed = `"${t.title.slice(0, 60)}" failed`;
  });

  after(async function () {
    if (session) await session.shot('final').catch(() => undefined);
    writeFileSync(join(e2ePaths.results, `${opts.name}-console.log`), lines.join('\n') + '\n');
    if (server) writeFileSync(join(e2ePaths.results, `${opts.name}-code-server.log`), server.logText());
    await end();
  });

  return () => {
    if (!session) throw new Error('the e2e session did not start');
    return session;
  };
}
