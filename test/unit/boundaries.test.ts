import { strict as assert } from 'node:assert';
import * as fs from 'node:fs';
import * as path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const SRC = path.join(ROOT, 'src');

/** What each folder of src/ may import from the others: dependencies point inwards. */
const ALLOWED: Record<string, readonly string[]> = {
  core: ['core'],
  formats: ['formats', 'core'],
  engine: ['engine', 'core'],
  protocol: ['protocol'],
  worker: ['worker', 'engine', 'core', 'formats', 'protocol'],
  cli: ['cli', 'engine', 'core', 'formats', 'protocol'],
  host: ['host', 'core', 'formats', 'protocol'],
};
const PURE = new Set(['core', 'formats', 'engine', 'protocol']);

const walk = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? walk(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : [],
      )
    : [];

const importsOf = (file: string): string[] =>
  [...fs.readFileSync(file, 'utf8').matchAll(/(?:^|\n)\s*(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)/g)].map(
    (m) => m[1] ?? m[2] ?? m[3],
  );

describe('module boundaries', () => {
  // the webview bundle runs in a browser: it may use the pure rules and the protocol only; the board
  // and the panels know nothing of the host, the protocol or the rules (they import nothing from src/);
  // one module, webview/ui/toolkit.ts, imports the UI toolkit, so replacing the toolkit touches it alone
  const TOOLKIT = path.join('webview', 'ui', 'toolkit.ts');
  for (const file of walk(path.join(ROOT, 'webview'))) {
    const rel = path.relative(ROOT, file);
    const standalone = /^webview\/(board|panels)\//.test(rel);
    it(`${rel} imports only ${standalone ? 'webview/' : 'webview/, src/core and src/protocol'}${rel === TOOLKIT ? ' and the toolkit' : ''}`, () => {
      for (const spec of importsOf(file)) {
        if (rel === TOOLKIT && spec === '@vscode/webview-ui-toolkit') continue;
        assert.ok(spec.startsWith('.'), `${rel} imports the package '${spec}'`);
        const target = path.relative(ROOT, path.resolve(path.dirname(file), spec));
        assert.ok(standalone ? /^webview(\/|$)/.test(target) : /^(webview|src\/core|src\/protocol)(\/|$)/.test(target), `${rel} imports ${spec}`);
      }
    });
  }
  it('finds the board, the panels and the toolkit module', () => {
    const files = walk(path.join(ROOT, 'webview')).map((f) => path.relative(ROOT, f));
    assert.ok(files.includes(TOOLKIT) && files.some((f) => f.startsWith('webview/board/')) && files.some((f) => f.startsWith('webview/panels/')));
  });
  it('only webview/ui/toolkit.ts imports the toolkit', () => {
    for (const file of [...walk(path.join(ROOT, 'webview')), ...walk(SRC)])
      if (path.relative(ROOT, file) !== TOOLKIT) assert.ok(!importsOf(file).some((s) => s.includes('webview-ui-toolkit') || s.includes('vscode-elements')), file);
  });

  const files = walk(SRC);
  it('finds the sources', () => assert.ok(files.length > 10));

  for (const file of files) {
    const rel = path.relative(SRC, file);
    const folder = rel.split(path.sep)[0];
    it(`${rel} imports only what ${folder}/ may`, () => {
      for (const spec of importsOf(file)) {
        if (spec.startsWith('.')) {
          const target = path.relative(SRC, path.resolve(path.dirname(file), spec)).split(path.sep)[0];
          assert.ok(ALLOWED[folder]?.includes(target), `${rel} imports ${spec} (${target}/)`);
        } else {
          assert.ok(spec !== 'vscode' || folder === 'host', `${rel} imports vscode outside src/host`);
          assert.ok(!PURE.has(folder), `${rel} is pure but imports the package '${spec}'`);
        }
      }
    });
  }
});
