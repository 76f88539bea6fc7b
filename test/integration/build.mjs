// Bundles the integration tier for the extension host (CommonJS, `vscode` external):
//   test/integration/harness/dist/harness.js  the harness extension code-server runs (run.ts packages it)
//   out/integration/electron.js               the extensionTestsPath @vscode/test-electron loads
// Each is a small entry that turns on source maps and then requires `suites.js` beside it: mocha,
// runSuites.ts and every test/integration/suites/*.test.ts (through the virtual module below, so a
// new suite needs no list to be edited), with inline source maps so failures point at the .ts.
// `node test/integration/build.mjs`.
import * as esbuild from 'esbuild';
import { readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
export const HARNESS_DIR = join(here, 'harness');
export const HARNESS_BUNDLE = join(HARNESS_DIR, 'dist/harness.js');
export const ELECTRON_BUNDLE = join(root, 'out/integration/electron.js');

/** `xqlens:integration-suites`: `suites`, each `{ file, load }`; `load` requires the suite lazily. */
const suitesPlugin = {
  name: 'integration-suites',
  setup(build) {
    build.onResolve({ filter: /^xqlens:integration-suites$/ }, () => ({ path: 'suites', namespace: 'xqlens' }));
    build.onLoad({ filter: /.*/, namespace: 'xqlens' }, () => {
      const dir = join(here, 'suites');
      const files = readdirSync(dir).filter((f) => f.endsWith('.test.ts')).sort();
      const entries = files.map((f) => `  { file: ${JSON.stringify(`test/integration/suites/${f}`)}, load: () => require(${JSON.stringify(`./${f}`)}) },`);
      return { contents: `export const suites = [\n${entries.join('\n')}\n];\n`, resolveDir: dir, loader: 'js', watchFiles: files.map((f) => join(dir, f)) };
    });
  },
};

const common = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node18',
  sourcemap: 'inline',
  external: ['vscode'],
  plugins: [suitesPlugin],
  logLevel: 'warning',
  // mocha's file loading and parallel mode (never used here: suites are bundled, runs are serial)
  logOverride: { 'unsupported-dynamic-import': 'silent', 'require-resolve-not-external': 'silent' },
};

export async function buildIntegration() {
  const entry = { ...common, external: ['vscode', './suites.js'] };
  const suites = { ...common, entryPoints: [join(here, 'runSuites.ts')] };
  await Promise.all([
    esbuild.build({ ...entry, entryPoints: [join(here, 'harness/extension.ts')], outfile: HARNESS_BUNDLE }),
    esbuild.build({ ...suites, outfile: join(dirname(HARNESS_BUNDLE), 'suites.js') }),
    esbuild.build({ ...entry, entryPoints: [join(here, 'electron/index.ts')], outfile: ELECTRON_BUNDLE }),
    esbuild.build({ ...suites, outfile: join(dirname(ELECTRON_BUNDLE), 'suites.js') }),
  ]);
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  buildIntegration().catch((e) => {
    console.error(e.message);
    process.exit(1);
  });
