/**
 * `npm start`: try Xiangqi Lens in a browser without installing VS Code. Installs the pinned
 * code-server once (cached in .vscode-test/, about 14 minutes the first time on two cores; its native
 * modules need Debian build packages, installed when we are root; the installers' output goes to
 * .vscode-test/install.log, one line per stage to the terminal), packages and installs the extension, opens a
 * fresh copy of samples/ and prints the URL (127.0.0.1 only, no password). Runs until Ctrl+C, then
 * ends code-server and every process it started. Brings no browser: open the URL in yours.
 *
 * Environment: PORT (default: a free port).
 *
 * @example
 * npm ci && npm start   # then open the printed http://127.0.0.1:PORT/?folder=… URL
 */
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { startCodeServer, type CodeServer } from '../test/e2e/codeServer';
import {
  DEBIAN_BUILD, codeServerReady, ensureCodeServer, ensureDebianPackages, ensureNode24, installExtensions, logger, packageExtension,
} from '../test/e2e/install.mjs';
import { paths } from '../test/e2e/paths.mjs';
import { QUIET } from '../test/e2e/session';
import { SAMPLES_DIR } from './samples';

const log = logger('start');
const dir = join(paths.cache, 'start');

const port = (): number | undefined => {
  const p = process.env.PORT;
  if (p === undefined || p === '') return undefined;
  const n = Number(p);
  if (!Number.isInteger(n) || n < 1 || n > 65535) throw new Error(`PORT=${p} is not a port number`);
  return n;
};

async function main(): Promise<void> {
  const wanted = port();
  if (!codeServerReady()) ensureDebianPackages(DEBIAN_BUILD, log);
  ensureNode24(log);
  ensureCodeServer(log);
  mkdirSync(dir, { recursive: true });
  const vsix = packageExtension(log, join(dir, 'xiangqi-lens.vsix'));
  installExtensions(join(dir, 'extensions'), [vsix], log);
  // a copy, so that what you change while trying stays out of the checkout
  const workspace = join(dir, 'samples');
  rmSync(workspace, { recursive: true, force: true });
  cpSync(SAMPLES_DIR, workspace, { recursive: true });
  // a first run: VS Code's welcome page, and the extension's walkthrough over it (src/host/welcome.ts)
  const server: CodeServer = await startCodeServer({ workspace, userSettings: { ...QUIET, 'workbench.startupEditor': 'welcomePage' }, extensionsDir: join(dir, 'extensions'), port: wanted });
  let stopping = false;
  const stop = async (code: number): Promise<never> => {
    if (!stopping) {
      stopping = true;
      log('stopping code-server');
      await server.stop();
    }
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  console.log(`\nXiangqi Lens in VS Code (code-server), on a copy of samples/ (reset at each start):\n\n  ${server.url}/?folder=${encodeURIComponent(workspace)}\n\nOpen it in your browser. Ctrl+C stops it.\n`);
  const watch = setInterval(() => {
    if (stopping || server.running()) return;
    clearInterval(watch);
    console.error(`start: code-server exited on its own; its output:\n${server.logText().slice(-4000)}`);
    void stop(1);
  }, 1000);
}

main().catch((e: unknown) => {
  console.error(`start: ${(e as Error).message ?? e}`);
  process.exit(1);
});
