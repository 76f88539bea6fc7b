/**
 * The board page's analysis settings (lines, until stopped or limited, depth, time, engine): read from the
 * one settings home (config.ts over core/engineSettings.ts's rows) and written back as VS Code settings of
 * the workspace. Workspace settings rather than workspaceState: they are the settings every search
 * already reads (the palette, studies and the status bar agree with the board), the Settings editor shows
 * and resets them, and a change fires onDidChangeConfiguration, which restarts a running analysis at once.
 * Without a folder open there is no workspace to hold them, so they go to the user's settings.
 *
 *   page.notify({ type: 'config', config: { ...config, analysis: analysisSettings(readConfig()) } });
 *   await writePageSetting('multipv', 3);
 */
import * as path from 'node:path';
import * as vscode from 'vscode';
import { ENGINE_SETTINGS } from '../../core/engineSettings';
import type { AnalysisSettingsDto, PageSettingKey } from '../../protocol/webview';
import type { LensConfig } from '../config';

export const analysisSettings = (c: LensConfig): AnalysisSettingsDto => ({
  multipv: c.multipv,
  boardSearch: c.boardSearch,
  depth: c.depth,
  movetime: c.movetime,
  engine: c.engine,
  // named only where it could run: a path is set and the workspace is trusted (engineService.ts)
  ...(c.externalEngine.path && vscode.workspace.isTrusted ? { external: path.basename(c.externalEngine.path).slice(0, 200) } : {}),
});

/** Where the page's settings are written: the workspace's settings, or the user's without a folder open. */
export const pageSettingTarget = (): vscode.ConfigurationTarget =>
  vscode.workspace.workspaceFolders?.length ? vscode.ConfigurationTarget.Workspace : vscode.ConfigurationTarget.Global;

/** Writes one page setting (already validated against its row by the message guard). */
export const writePageSetting = (key: PageSettingKey, value: number | string): Thenable<void> => {
  const setting = ENGINE_SETTINGS[key].setting;
  return vscode.workspace.getConfiguration('xiangqiLens').update(setting, value, pageSettingTarget());
};
