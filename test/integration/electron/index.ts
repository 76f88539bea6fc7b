/**
 * The `extensionTestsPath` module @vscode/test-electron loads into a downloaded VS Code
 * (electron/launch.ts): runs the same suites as the code-server harness, prints them with mocha's
 * spec reporter, writes the results to XQLENS_IT_RESULTS when set, and rejects when the run failed.
 */
import { writeFileSync } from 'node:fs';
import * as vscode from 'vscode';
import { counts, succeeded } from '../results';

/** Called by @vscode/test-electron once the extension development host is up. */
export async function run(): Promise<void> {
  process.setSourceMapsEnabled(true);
  const { runSuites } = require('./suites.js') as typeof import('../runSuites');
  const results = await runSuites({ host: `${vscode.env.appName} ${vscode.version}`, grep: process.env.XQLENS_IT_GREP || undefined, reporter: 'spec' });
  if (process.env.XQLENS_IT_RESULTS) writeFileSync(process.env.XQLENS_IT_RESULTS, JSON.stringify(results, null, 2));
  if (!succeeded(results)) {
    const c = counts(results);
    throw new Error(results.fatal ? `the run broke: ${results.fatal.message}` : `${c.failed} failed, ${c.passed} passed`);
  }
}
