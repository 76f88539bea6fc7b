/**
 * `npm run package`: builds xiangqi-lens-<version>.vsix (vsce, production bundles, no node_modules:
 * everything is bundled) and checks what it holds against what an extension should ship (the
 * dist bundles, media, l10n, the manifest and its nls files, the README, changelog, licence and icon) and
 * that its size is sane. vsce's own output is in .vscode-test/install.log.
 *
 * @example
 * npm run package && code --install-extension xiangqi-lens-0.1.0.vsix
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { INSTALL_LOG, packageFolder } from '../test/e2e/install.mjs';
import { paths } from '../test/e2e/paths.mjs';
import { zipEntries } from './zip';

/** What may be in the .vsix; vsce writes the manifest and content types, and lower-cases readme.md. */
const ALLOWED = [
  /^extension\.vsixmanifest$/,
  /^\[Content_Types\]\.xml$/,
  /^extension\/(package\.json|package\.nls(\.[a-z-]+)?\.json|readme\.md|changelog\.md|LICENSE(\.txt)?)$/,
  /^extension\/dist\/(?!cli\.js$)[\w/.-]+\.js$/,
  /^extension\/media\/[\w/.-]+$/,
  /^extension\/syntaxes\/[\w.-]+\.tmLanguage\.json$/,
  /^extension\/languages\/[\w.-]+\.language-configuration\.json$/,
  /^extension\/images\/icon\.png$/,
  /^extension\/l10n\/bundle\.l10n(\.[a-z-]+)?\.json$/,
];
/** The manifest's entry points, the worker it starts, and the files its language contributions name. */
const REQUIRED = [
  'extension/package.json',
  'extension/dist/extension.js',
  'extension/dist/engineWorker.js',
  'extension/dist/searchHelper.js',
  'extension/syntaxes/xiangqi-pgn.tmLanguage.json',
  'extension/languages/xiangqi-pgn.language-configuration.json',
  'extension/images/icon.png',
  'extension/LICENSE.txt',
  'extension/changelog.md',
];
// Today's bundles are ~100 KB unpacked; a few MB means node_modules or source maps slipped in.
const MAX_BYTES = 5 * 1024 * 1024;

const pkg = JSON.parse(readFileSync(join(paths.root, 'package.json'), 'utf8')) as { name: string; version: string };
const out = join(paths.root, `${pkg.name}-${pkg.version}.vsix`);
packageFolder(paths.root, out, { dependencies: false });
const entries = zipEntries(readFileSync(out));
const problems = [
  ...entries.filter((e) => !ALLOWED.some((re) => re.test(e.name))).map((e) => `ships ${e.name}, which it should not`),
  ...REQUIRED.filter((name) => !entries.some((e) => e.name === name)).map((name) => `lacks ${name}`),
];
const size = statSync(out).size;
if (size > MAX_BYTES) problems.push(`is ${size} bytes, over the ${MAX_BYTES} bound`);
const unpacked = entries.reduce((s, e) => s + e.size, 0);
console.log(`package: ${out}: ${entries.length} files, ${(size / 1024).toFixed(1)} KB (${(unpacked / 1024).toFixed(1)} KB unpacked); vsce's output: ${INSTALL_LOG}`);
for (const e of entries) console.log(`  ${e.name} ${e.size}`);
if (problems.length) {
  for (const p of problems) console.error(`package: the .vsix ${p}`);
  process.exit(1);
}
