// Starts code-server (installed by test/e2e/setup.mjs) on a loopback port with a throwaway
// user-data-dir, and ends it and every process it started by their ids. The e2e suites, the
// integration runner (test/integration/run.ts) and `npm start` (scripts/start.ts) all start it here.
//
//   const server = await startCodeServer({ files: { 'a.fen': START }, userSettings: {} });
//   ... open server.url in a browser ...; await server.stop();
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, readdirSync, rmSync, mkdirSync, writeFileSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { paths as e2ePaths } from './paths.mjs';

export { e2ePaths };

export interface CodeServer {
  readonly url: string;
  readonly port: number;
  readonly workspace: string;
  /** The throwaway user-data-dir (its logs/ hold the extension host's log); removed by stop(). */
  readonly userDataDir: string;
  readonly logText: () => string;
  /** False once the server process has exited. */
  running(): boolean;
  stop(): Promise<void>;
}

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });

/** Every live descendant of `pid`, read from /proc (children first found, then theirs). */
const descendants = (pid: number): number[] => {
  const parent = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // the command name may hold spaces and parentheses: fields resume after the last ')'
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parent.set(Number(name), ppid);
    } catch {
      // the process ended while we looked
    }
  }
  const out: number[] = [];
  const queue = [pid];
  while (queue.length) {
    const p = queue.shift() as number;
    for (const [child, pp] of parent) if (pp === p) (out.push(child), queue.push(child));
  }
  return out;
};

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Sends `signal` to `pid` unless it has ended: a child often ends between the check and the kill, as its parent ends first. */
const signal = (pid: number, sig: NodeJS.Signals): void => {
  try {
    process.kill(pid, sig);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ESRCH') throw e;
  }
};

async function endTree(child: ChildProcess): Promise<void> {
  const root = child.pid;
  if (root === undefined) return;
  const pids = [root, ...descendants(root)];
  for (const p of pids) signal(p, 'SIGTERM');
  for (let i = 0; i < 50 && pids.some(alive); i++) await sleep(100);
  for (const p of pids) signal(p, 'SIGKILL');
}

async function waitHealthy(url: string, child: ChildProcess, log: () => string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`code-server exited with ${child.exitCode}:\n${log()}`);
    try {
      const r = await fetch(`${url}/healthz`);
      if (r.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`code-server did not answer on ${url} within 30 s:\n${log()}`);
}

export interface StartOptions {
  /** Written into a fresh workspace folder; ignored when `workspace` names an existing folder. */
  readonly files?: Readonly<Record<string, string | Uint8Array>>;
  /** An existing folder to open instead of a fresh one (it is not removed by stop()). */
  readonly workspace?: string;
  readonly userSettings: Readonly<Record<string, unknown>>;
  readonly locale?: string;
  /** Where the installed extensions are; by default the e2e suite's (test/e2e/setup.mjs). */
  readonly extensionsDir?: string;
  /** By default a free one. */
  readonly port?: number;
  /** Extra environment for the server and so its extension host. */
  readonly env?: Readonly<Record<string, string>>;
  /** Extra command-line options (e.g. ['--log', 'trace'] when a run needs the workbench's trace). */
  readonly args?: readonly string[];
}

export async function startCodeServer(opts: StartOptions): Promise<CodeServer> {
  const extensionsDir = opts.extensionsDir ?? e2ePaths.extensionsDir;
  for (const p of [e2ePaths.node24, e2ePaths.codeServerEntry, extensionsDir])
    if (!existsSync(p)) throw new Error(`${p} is missing: run \`node test/e2e/setup.mjs\` first`);
  const base = mkdtempSync(join(tmpdir(), 'xqlens-e2e-'));
  const userData = join(base, 'user-data');
  const workspace = opts.workspace ?? join(base, 'workspace');
  mkdirSync(join(userData, 'User'), { recursive: true });
  mkdirSync(workspace, { recursive: true });
  writeFileSync(join(userData, 'User/settings.json'), JSON.stringify(opts.userSettings, null, 2));
  if (opts.locale) copyFileSync(e2ePaths.languagePacks, join(userData, 'languagepacks.json'));
  if (!opts.workspace) for (const [name, data] of Object.entries(opts.files ?? {})) writeFileSync(join(workspace, name), data);
  const port = opts.port ?? (await freePort());
  const args = [
    e2ePaths.codeServerEntry,
    '--auth', 'none',
    '--bind-addr', `127.0.0.1:${port}`,
    '--disable-telemetry',
    '--disable-update-check',
    '--disable-workspace-trust',
    '--config', join(base, 'config.yaml'),
    '--user-data-dir', userData,
    '--extensions-dir', extensionsDir,
    ...(opts.locale ? ['--locale', opts.locale] : []),
    ...(opts.args ?? []),
    workspace,
  ];
  // the workbench asks its extension gallery for updates and built-in translations: keep that on loopback,
  // where nothing answers, rather than letting it reach for the internet
  const gallery = JSON.stringify({ serviceUrl: 'https://127.0.0.1:9/gallery', itemUrl: 'https://127.0.0.1:9/item' });
  // TMPDIR: the server's IPC and git sockets go into `base`, removed with it
  const env = { ...process.env, ...opts.env, XDG_CONFIG_HOME: base, TMPDIR: base, EXTENSIONS_GALLERY: gallery };
  const child = spawn(e2ePaths.node24, args, { stdio: ['ignore', 'pipe', 'pipe'], env });
  let log = '';
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitHealthy(url, child, () => log);
  } catch (e) {
    await endTree(child);
    throw e;
  }
  return {
    url,
    port,
    workspace,
    userDataDir: userData,
    logText: () => log,
    running: () => child.exitCode === null && child.signalCode === null,
    async stop() {
      await endTree(child);
      // a process killed a moment ago may still be closing files in it
      rmSync(base, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    },
  };
}
