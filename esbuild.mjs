// One script builds every bundle: `node esbuild.mjs [--watch] [--production]`.
import * as esbuild from 'esbuild';
import { existsSync } from 'node:fs';
import { toolkitCsp } from './webview/ui/toolkitCsp.mjs';

const production = process.argv.includes('--production');
const watch = process.argv.includes('--watch');

const common = {
  bundle: true,
  sourcemap: !production,
  minify: production,
  logLevel: 'warning',
  // keeps the webview UI toolkit within the webviews' CSP (see the plugin's comment)
  plugins: [toolkitCsp],
};

const bundles = [
  // extension host: node, CommonJS, vscode provided by the editor
  { entryPoints: ['src/host/extension.ts'], outfile: 'dist/extension.js', platform: 'node', format: 'cjs', target: 'node18', external: ['vscode'] },
  { entryPoints: ['src/worker/engineWorker.ts'], outfile: 'dist/engineWorker.js', platform: 'node', format: 'cjs', target: 'node18' },
  // a Lazy SMP helper thread, loaded by path beside whichever bundle runs the engine (engineWorker.js, cli.js)
  { entryPoints: ['src/worker/searchHelper.ts'], outfile: 'dist/searchHelper.js', platform: 'node', format: 'cjs', target: 'node18' },
  { entryPoints: ['src/cli/main.ts'], outfile: 'dist/cli.js', platform: 'node', format: 'cjs', target: 'node18' },
  // the reader thread of `xqlens uci|ucci`, loaded by path beside dist/cli.js
  { entryPoints: ['src/cli/stdinReader.ts'], outfile: 'dist/stdinReader.js', platform: 'node', format: 'cjs', target: 'node18' },
  // the board page: custom editors and the preview alike
  { entryPoints: ['webview/editor/main.ts'], outfile: 'dist/webview/editor.js', platform: 'browser', format: 'iife', target: 'es2022' },
  // the setup board (Set Up a Position…): its own page, the board component and the pure rules
  { entryPoints: ['webview/setup/main.ts'], outfile: 'dist/webview/setup.js', platform: 'browser', format: 'iife', target: 'es2022' },
  // the evaluation graph beside a PGN's text (a webview view)
  { entryPoints: ['webview/graphView/main.ts'], outfile: 'dist/webview/graphView.js', platform: 'browser', format: 'iife', target: 'es2022' },
  // the study notebook's renderer: an ES module VS Code imports into the notebook's webview; its stylesheets go in as text
  { entryPoints: ['webview/renderer/index.ts'], outfile: 'dist/webview/renderer.js', platform: 'browser', format: 'esm', target: 'es2022', loader: { '.css': 'text' } },
];

// a missing entry is a broken build, not a bundle to skip
const missing = bundles.map((b) => b.entryPoints[0]).filter((e) => !existsSync(e));
if (missing.length) {
  console.error(`esbuild.mjs: missing entry point${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}`);
  process.exit(1);
}

if (watch) {
  for (const b of bundles) await (await esbuild.context({ ...common, ...b })).watch();
} else {
  await Promise.all(bundles.map((b) => esbuild.build({ ...common, ...b })));
}
