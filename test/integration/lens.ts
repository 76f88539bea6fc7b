/**
 * What the integration suites share: the extension under test, its test API, where the team's
 * shared corpus is, and the cleanup every suite runs after each test.
 *
 * @example
 * const api = await activateLens();
 * afterEach(closeEditors);
 */
import { existsSync } from 'node:fs';
import * as vscode from 'vscode';
import type { XiangqiLensApi } from '../../src/host/extension';
import pkg from '../../package.json';

export { pkg };
export const EXTENSION_ID = `${pkg.publisher}.${pkg.name}`;

export const lensExtension = (): vscode.Extension<XiangqiLensApi> => {
  const ext = vscode.extensions.getExtension<XiangqiLensApi>(EXTENSION_ID);
  if (!ext) throw new Error(`${EXTENSION_ID} is not installed in this extension host`);
  return ext;
};

/** Activates Xiangqi Lens (once; later calls return the same API). */
export const activateLens = (): Thenable<XiangqiLensApi> => lensExtension().activate();

/** ../shared/data beside the checkout, passed in by the launcher; undefined when it is not there. */
export const sharedData: string | undefined =
  process.env.XQLENS_SHARED_DATA && existsSync(process.env.XQLENS_SHARED_DATA) ? process.env.XQLENS_SHARED_DATA : undefined;

/** The folder the window opened: a copy of samples/ (test/integration/workspace.ts). */
export const workspaceFolder = (): vscode.Uri => {
  const f = vscode.workspace.workspaceFolders?.[0];
  if (!f) throw new Error('the extension host opened no folder');
  return f.uri;
};

const FOCUS_GROUP = ['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth', 'Seventh', 'Eighth'].map((n) => `workbench.action.focus${n}EditorGroup`);

/** afterEach: no editor, tab or dirty document is left for the next test. */
export async function closeEditors(): Promise<void> {
  // each editor reverted, then closed: closing a changed one any other way asks whether to save it, and a
  // question nobody answers hangs the suite (nothing saves by itself: files.autoSave is off, as on desktop)
  for (let i = 0; i < 200; i++) {
    const group = vscode.window.tabGroups.all.find((g) => g.tabs.length > 0);
    if (!group) break;
    if (!group.isActive) await vscode.commands.executeCommand(FOCUS_GROUP[Math.min(group.viewColumn, 8) - 1]);
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
  }
  await vscode.commands.executeCommand('workbench.action.closeAllEditors');
}
