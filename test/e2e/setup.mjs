// Prepares a real VS Code for the e2e suite, cached in .vscode-test/ (idempotent):
// Node 24 from npm (code-server requires it), code-server with its native modules built
// for that Node, and our extension packaged as a .vsix and installed into a fresh extensions dir.
// Run with the machine's Node (20): `node test/e2e/setup.mjs`. The steps live in install.mjs.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { paths } from './paths.mjs';
import {
  DEBIAN_BROWSER, DEBIAN_BUILD, ensureCodeServer, ensureDebianPackages, ensureNode24, installExtensions, logger, packageExtension, packageFolder,
} from './install.mjs';

const log = logger('e2e setup');

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

ensureDebianPackages([...DEBIAN_BROWSER, ...DEBIAN_BUILD], log);
ensureNode24(log);
ensureCodeServer(log);
const vsix = packageExtension(log);
// A stand-in zh-cn language pack (the marketplace's cannot be downloaded here) so that VS Code
// can run with --locale zh-cn, as a Chinese user's does.
packageFolder(join(paths.root, 'test/e2e/zh-langpack'), paths.langpackVsix);
installExtensions(paths.extensionsDir, [vsix, paths.langpackVsix], log);
writeLanguagePacks();
log('done');
