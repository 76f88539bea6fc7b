/**
 * `npm run test:electron`: the integration suites in desktop VS Code through @vscode/test-electron,
 * for machines that can download a VS Code build (this one and CI cannot: they use
 * `npm run test:integration`, the same suites in code-server). Builds the extension and the suites
 * bundle, downloads VS Code into .vscode-test/ (or uses XQLENS_VSCODE_EXECUTABLE), opens a copy of
 * samples/ in it with only our extension, and prints the results as the code-server runner does.
 *
 * Environment: XQLENS_VSCODE_EXECUTABLE (a local VS Code binary: no download),
 * XQLENS_VSCODE_VERSION (default `stable`), XQLENS_IT_GREP.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { downloadAndUnzipVSCode, runTests } from '@vscode/test-electron';
import { paths } from '../../e2e/paths.mjs';
import { SHARED_DATA, sharedDataPresent } from '../../shared';
import { ELECTRON_BUNDLE, buildIntegration } from '../build.mjs';
import { formatResults, parseResults, succeeded } from '../results';
import { SAMPLES, readFolder } from '../workspace';

async function vscodeExecutable(): Promise<string> {
  const local = process.env.XQLENS_VSCODE_EXECUTABLE;
  if (local) {
    if (!existsSync(local)) throw new Error(`XQLENS_VSCODE_EXECUTABLE=${local} does not exist`);
    return local;
  }
  const version = process.env.XQLENS_VSCODE_VERSION ?? 'stable';
  try {
    return await downloadAndUnzipVSCode({ version, cachePath: join(paths.cache, 'electron'), timeout: 30_000 });
  } catch (e) {
    const why = ((e as Error).message ?? String(e)).split('\n')[0];
    throw new Error(
      `cannot download VS Code ${version} (${why}); set XQLENS_VSCODE_EXECUTABLE to a VS Code binary, or run \`npm run test:integration\` (the same suites in code-server)`,
    );
  }
}

async function main(): Promise<number> {
  const results = join(paths.results, 'electron');
  rmSync(results, { recursive: true, force: true });
  mkdirSync(results, { recursive: true });
  const resultsFile = join(results, 'results.json');
  execFileSync('npm', ['run', 'build'], { cwd: paths.root, stdio: 'inherit' });
  await buildIntegration();
  const executable = await vscodeExecutable();
  const base = mkdtempSync(join(tmpdir(), 'xqlens-electron-'));
  const workspace = join(base, 'workspace');
  mkdirSync(workspace);
  for (const [name, data] of Object.entries(readFolder(SAMPLES))) writeFileSync(join(workspace, name), data);
  try {
    await runTests({
      vscodeExecutablePath: executable,
      extensionDevelopmentPath: paths.root,
      extensionTestsPath: ELECTRON_BUNDLE,
      launchArgs: [workspace, '--disable-extensions', '--disable-workspace-trust', '--user-data-dir', join(base, 'user-data')],
      extensionTestsEnv: {
        XQLENS_IT_RESULTS: resultsFile,
        XQLENS_IT_GREP: process.env.XQLENS_IT_GREP,
        XQLENS_SHARED_DATA: sharedDataPresent() ? SHARED_DATA : undefined,
      },
    });
  } catch {
    // the suites' failures are in the results file; a missing file is reported below
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
  if (!existsSync(resultsFile)) throw new Error(`VS Code exited without writing ${resultsFile}`);
  const r = parseResults(readFileSync(resultsFile, 'utf8'));
  if (!r.ok) throw new Error(`${resultsFile}: ${r.error}`);
  for (const line of formatResults(r.value)) console.log(line);
  return succeeded(r.value) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(`test:electron: ${(e as Error).message ?? e}`);
    process.exit(1);
  },
);
