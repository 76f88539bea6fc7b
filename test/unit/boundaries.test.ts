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
  // the engine's threads seen from the caller's side (Node, never the engine's code): the host and the CLI drive them
  threads: ['threads', 'core', 'protocol', 'analysis'],
  cli: ['cli', 'engine', 'core', 'formats', 'protocol', 'uci', 'analysis', 'worker', 'threads'],
  host: ['host', 'core', 'formats', 'protocol', 'uci', 'analysis', 'threads'],
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
            // the one order of engine lines, pure and shared with the host (LineBook's byRank)
            target === path.join('src', 'analysis', 'lineBook') ||
            // the notebook renderer takes our stylesheets as text, into its shadow root
            (rel.startsWith('webview/renderer/') && /^media\/[\w-]+\.css$/.test(target));
        assert.ok(allowed, `${rel} imports ${spec}${typeOnly ? ' (types)' : ''}`);
      }
    });
  }
  // inside webview/: the shared game view knows neither page; the renderer is no board page; a panel of the
  // board page draws its view and takes the page's actions, never the app that builds it
  const WEBVIEW_RULES: ReadonlyArray<readonly [RegExp, RegExp, string]> = [
    [/^webview\/game\//, /^webview\/(editor|renderer)(\/|$)/, 'the shared game view imports no page'],
    [/^webview\/renderer\//, /^webview\/editor(\/|$)/, 'the notebook renderer takes the shared game view, not the board page'],
    [/^webview\/editor\/panels\//, /^webview\/editor\/(app|main)$/, 'a panel knows its view and actions, not the app'],
    [/^webview\/setup\//, /^webview\/(editor|renderer|game|panels)(\/|$)/, 'the setup board is a page of its own: the board component, the toolkit and the rules'],
    [/^webview\/setup\/setupModel/, /^webview\/(ui|setup\/(app|main))(\/|$)/, "the setup board's model draws nothing"],
    [/^webview\/setup\/setupKeys/, /^webview\/(ui|setup\/(app|main))(\/|$)/, 'the setup board\'s keys draw nothing'],
    [/^webview\/graphView\//, /^webview\/(editor|renderer|setup)(\/|$)/, 'the graph beside the text is a page of its own: the shared graph and game view'],
    // one module speaks to VS Code's webview API: each page's entry goes through it
    [/^webview\/(?!ui\/hostEndpoint)/, /^src\/protocol\/rpc$/, 'a page reaches its host through webview/ui/hostEndpoint.ts'],
  ];
  for (const file of walk(path.join(ROOT, 'webview'))) {
    const rel = path.relative(ROOT, file);
    for (const [from, to, why] of WEBVIEW_RULES) {
      if (!from.test(rel)) continue;
      it(`${rel}: ${why}`, () => {
        for (const { spec } of importStatements(file)) {
          const target = path.relative(ROOT, path.resolve(path.dirname(file), spec)).replace(/\.ts$/, '');
          assert.ok(!to.test(target), `${rel} imports ${spec}`);
        }
      });
    }
  }
  it('the board page is its panels: each in its own file under webview/editor/panels, listed once', () => {
    const dir = path.join(ROOT, 'webview', 'editor', 'panels');
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.ts') && f !== 'index.ts');
    const list = fs.readFileSync(path.join(dir, 'index.ts'), 'utf8');
    assert.ok(files.length >= 8, files.join());
    for (const f of files) assert.match(list, new RegExp(`from './${f.replace(/\.ts$/, '')}'`), `${f} is in the list`);
    // the app stays wiring: no drawing of its own
    assert.ok(fs.readFileSync(path.join(ROOT, 'webview', 'editor', 'app.ts'), 'utf8').split('\n').length < 300);
  });
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

describe('the host\'s own layers', () => {
  const HOST = path.join(SRC, 'host');
  /**
   * The parts of src/host (a folder, or a file at its top), lowest first: a part imports only parts
   * before it (or itself), so no arrow runs back up and no circle can form. engines/ knows no vscode.
   */
  const ORDER = ['commandIds', 'locale', 'dispose', 'config', 'registration', 'engines', 'engineService', 'webview', 'review', 'language', 'editors', 'statusBar', 'commands', 'notebook', 'welcome', 'extension'];
  /** The feature folders: each exports `register(context, services)`, and activate calls it. */
  const FEATURES = ['language', 'editors', 'commands', 'notebook'];
  const partOf = (file: string): string => path.relative(HOST, file).split(path.sep)[0].replace(/\.ts$/, '');
  const hostFiles = walk(HOST);

  it('knows every part of src/host', () => {
    for (const f of hostFiles) assert.ok(ORDER.includes(partOf(f)), `${path.relative(SRC, f)}: add its part to ORDER`);
  });

  for (const file of hostFiles) {
    const from = partOf(file);
    it(`host/${path.relative(HOST, file)} imports only parts below ${from}`, () => {
      for (const spec of importsOf(file)) {
        if (!spec.startsWith('.')) continue;
        const target = path.resolve(path.dirname(file), spec);
        if (!target.startsWith(HOST + path.sep)) continue;
        const to = partOf(`${target}.ts`);
        assert.ok(ORDER.indexOf(to) <= ORDER.indexOf(from), `${path.relative(SRC, file)} imports ${spec}: ${to} is above ${from}`);
      }
    });
  }

  it('engines/ and commandIds.ts import no vscode (unit-tested as they are)', () => {
    for (const f of hostFiles.filter((x) => ['engines', 'commandIds'].includes(partOf(x)))) assert.ok(!importsOf(f).includes('vscode'), path.relative(SRC, f));
  });

  for (const feature of FEATURES)
    it(`${feature}/ registers one way: register(context, services) in register.ts, called by activate`, () => {
      const reg = fs.readFileSync(path.join(HOST, feature, 'register.ts'), 'utf8');
      assert.match(reg, /export function register\(context: vscode\.ExtensionContext, s: /);
      const root = fs.readFileSync(path.join(HOST, 'extension.ts'), 'utf8');
      assert.match(root, new RegExp(`import \\{ register as \\w+ \\} from '\\./${feature}/register'`));
    });
});

describe('threads: each worker_threads entry is its own bundle', () => {
  // a thread is started by path, so its entry must be built (esbuild.mjs) and, where the extension starts it, shipped
  // an entry is a file that reads its workerData (those that pass one start workers, they are not one)
  const entries = walk(SRC).filter((f) => /import \{[^}]*\bworkerData\b[^}]*\} from 'node:worker_threads'/.test(fs.readFileSync(f, 'utf8')));
  const build = fs.readFileSync(path.join(ROOT, 'esbuild.mjs'), 'utf8');
  const benchBuild = fs.readFileSync(path.join(ROOT, 'test', 'bench', 'run.mjs'), 'utf8');
  it('finds the engine worker, the reader and the search helper', () => {
    const names = entries.map((f) => path.relative(SRC, f).split(path.sep).join('/')).sort();
    for (const want of ['cli/stdinReader.ts', 'worker/engineWorker.ts', 'worker/searchHelper.ts']) assert.ok(names.includes(want), names.join(', '));
  });
  for (const f of entries) {
    const rel = path.relative(ROOT, f).split(path.sep).join('/');
    it(`${rel} is an entry point of esbuild.mjs`, () => assert.ok(build.includes(`'${rel}'`), rel));
  }
  it('the engine worker and the search helper ship in the extension and are bundled beside every bench', () => {
    const ignore = fs.readFileSync(path.join(ROOT, '.vscodeignore'), 'utf8').split('\n');
    for (const name of ['engineWorker', 'searchHelper']) {
      assert.ok(ignore.includes(`!dist/${name}.js`), name);
      assert.ok(benchBuild.includes(`'src/worker/${name}.ts'`), name);
    }
  });
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
