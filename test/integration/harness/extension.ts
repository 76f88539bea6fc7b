/**
 * The test-harness extension: when the runner outside (test/integration/run.ts) started code-server
 * with `XQLENS_IT_RESULTS=<file>`, it runs the integration suites inside this extension host once
 * the workbench has started (`onStartupFinished`) and writes their results to that file, atomically
 * (the runner waits for it). `XQLENS_IT_GREP` narrows the run. Without the variable it does nothing.
 */
import { renameSync, writeFileSync } from 'node:fs';
import * as vscode from 'vscode';
import type { RunResults } from '../results';

/** Called by VS Code once startup has finished. */
export function activate(): void {
  const out = process.env.XQLENS_IT_RESULTS;
  if (!out) return;
  // tells the runner, should the run hang, that the harness did start
  writeFileSync(`${out}.started`, new Date().toISOString() + '\n');
  // before the suites load, so that their failures point into the TypeScript (inline source maps)
  process.setSourceMapsEnabled(true);
  const host = `${vscode.env.appName} ${vscode.version} (${vscode.env.appHost})`;
  // once activate has returned: the run takes a while and activation should not wait for it
  setTimeout(() => void run(out, host), 0);
}

async function run(out: string, host: string): Promise<void> {
  const started = new Date();
  let results: RunResults;
  try {
    const { runSuites } = require('./suites.js') as typeof import('../runSuites');
    results = await runSuites({ host, grep: process.env.XQLENS_IT_GREP || undefined });
  } catch (e) {
    const error = e instanceof Error ? { message: e.message, stack: e.stack } : { message: String(e) };
    results = { host, startedAt: started.toISOString(), durationMs: Date.now() - started.getTime(), tests: [], fatal: error };
  }
  writeFileSync(`${out}.tmp`, JSON.stringify(results, null, 2));
  renameSync(`${out}.tmp`, out);
}

export function deactivate(): void {}
