import { strict as assert } from 'node:assert';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as os from 'node:os';
import { spawnSync } from 'node:child_process';

const ROOT = path.resolve(__dirname, '..', '..');
const SRC = path.join(ROOT, 'src');

/** What each folder of src/ may import from the others: dependencies point inwards. */
const ALLOWED: Record<string, readonly string[]> = {
  core: ['core'],
  formats: ['formats', 'core'],
  engine: ['engine', 'core'],
  protocol: ['protocol', 'core', 'formats'],
  uci: ['uci', 'core', 'protocol', 'engine', 'analysis'],
  analysis: ['analysis', 'core', 'formats', 'protocol'],
  worker: ['worker', 'engine', 'core', 'formats', 'protocol', 'uci', 'analysis'],
  cli: ['cli', 'engine', 'core', 'formats', 'protocol', 'uci', 'analysis', 'worker'],
  host: ['host', 'core', 'formats', 'protocol', 'uci', 'analysis'],
};
/** Imports allowed for their types only (`import type`): the UCI text knows the engine's report, never its code. */
const TYPE_ONLY: Record<string, readonly string[]> = { uci: ['engine'], protocol: ['formats'] };
const PURE = new Set(['core', 'formats', 'engine', 'protocol', 'uci', 'analysis']);

const walk = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? walk(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : [],
      )
    : [];

const importsOf = (file: string): string[] => importStatements(file).map((i) => i.spec);

/** Every import of a file, and whether it brings types only. */
const importStatements = (file: string): Array<{ spec: string; typeOnly: boolean }> =>
  [...fs.readFileSync(file, 'utf8').matchAll(/(?:^|\n)\s*(import|export)(\s+type\b)?[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)/g)].map(
    (m) => ({ spec: m[3] ?? m[4] ?? m[5], typeOnly: m[2] !== undefined }),
  );

describe('module boundaries', () => {
  // the webview bundle runs in a browser: it may use the pure rules and the protocol only (and the game
  // model's types, which the protocol's messages carry); the board
  // and the panels know nothing of the host, the protocol or the rules (they import nothing from src/);
  // one module, webview/ui/toolkit.ts, imports the UI toolkit, so replacing the toolkit touches it alone
  const TOOLKIT = path.join('webview', 'ui', 'toolkit.ts');
  for (const file of walk(path.join(ROOT, 'webview'))) {
    const rel = path.relative(ROOT, file);
    const standalone = /^webview\/(board|panels)\//.test(rel);
    it(`${rel} imports only ${standalone ? 'webview/' : 'webview/, src/core and src/protocol (src/formats types)'}${rel === TOOLKIT ? ' and the toolkit' : ''}`, () => {
      for (const { spec, typeOnly } of importStatements(file)) {
        if (rel === TOOLKIT && spec === '@vscode/webview-ui-toolkit') continue;
        assert.ok(spec.startsWith('.'), `${rel} imports the package '${spec}'`);
        const target = path.relative(ROOT, path.resolve(path.dirname(file), spec));
        const allowed = standalone
          ? /^webview(\/|$)/.test(target)
          : /^(webview|src\/core|src\/protocol)(\/|$)/.test(target) ||
            (typeOnly && /^src\/formats(\/|$)/.test(target)) ||
            // the notebook renderer takes our stylesheets as text, into its shadow root
            (rel.startsWith('webview/renderer/') && /^media\/[\w-]+\.css$/.test(target));
        assert.ok(allowed, `${rel} imports ${spec}${typeOnly ? ' (types)' : ''}`);
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
      for (const { spec, typeOnly } of importStatements(file)) {
        if (spec.startsWith('.')) {
          // the host draws still boards (study exports) with the board component's own picture code: webview/board
          // knows no DOM outside board.ts, and tsconfig.host.json (no DOM lib) refuses an import that reaches it
          if (folder === 'host' && /^webview\/board\//.test(path.relative(ROOT, path.resolve(path.dirname(file), spec)))) continue;
          const target = path.relative(SRC, path.resolve(path.dirname(file), spec)).split(path.sep)[0];
          assert.ok(ALLOWED[folder]?.includes(target), `${rel} imports ${spec} (${target}/)`);
          if (TYPE_ONLY[folder]?.includes(target)) assert.ok(typeOnly, `${rel} may import only types from ${target}/: ${spec}`);
        } else {
          assert.ok(spec !== 'vscode' || folder === 'host', `${rel} imports vscode outside src/host`);
          assert.ok(!PURE.has(folder), `${rel} is pure but imports the package '${spec}'`);
        }
      }
    });
  }
});

describe('module boundaries are compile errors', function () {
  this.timeout(60_000);
  const tsc = path.join(ROOT, 'node_modules', '.bin', 'tsc');
  const compile = (source: string): { ok: boolean; output: string } => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xqlens-boundary-'));
    try {
      fs.writeFileSync(path.join(dir, 'probe.ts'), source);
      fs.writeFileSync(
        path.join(dir, 'tsconfig.json'),
        JSON.stringify({ extends: path.join(ROOT, 'tsconfig.pure.json'), include: [], files: [path.join(dir, 'probe.ts')] }),
      );
      const r = spawnSync(tsc, ['-p', path.join(dir, 'tsconfig.json')], { cwd: ROOT, encoding: 'utf8' });
      return { ok: r.status === 0, output: `${r.stdout}${r.stderr}` };
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };

  it('the pure config covers every pure folder', () => {
    const cfg = JSON.parse(fs.readFileSync(path.join(ROOT, 'tsconfig.pure.json'), 'utf8')) as { include: string[] };
    for (const f of PURE) assert.ok(cfg.include.includes(`src/${f}/**/*.ts`), `tsconfig.pure.json misses src/${f}`);
  });

  it('a pure file compiles; importing vscode, a Node module or using the DOM does not', () => {
    assert.ok(compile("import { START_FEN } from '" + path.join(SRC, 'core', 'fen') + "';\nexport const x = START_FEN.length;\n").ok, 'the control probe should compile');
    const vscode = compile("import * as vscode from 'vscode';\nexport const x = vscode;\n");
    assert.ok(!vscode.ok && /may not import vscode/.test(vscode.output), vscode.output);
    assert.ok(!compile("import * as fs from 'node:fs';\nexport const x = fs;\n").ok);
    assert.ok(!compile('export const x = document.title;\n').ok);
    assert.ok(!compile('export const x = setTimeout;\n').ok);
  });
});
