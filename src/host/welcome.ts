/**
 * The first run: on the extension's first activation on this machine, its walkthrough (package.json
 * `contributes.walkthroughs`: open a game, analyse, review, study) opens, and a README at the root of a
 * folder of games (the samples `npm start` serves) opens as a preview beside it. Once only, and not for a
 * user who told VS Code to open nothing at startup (`workbench.startupEditor: none`).
 */
import * as vscode from 'vscode';

const SHOWN = 'walkthroughShown';
export const WALKTHROUGH = 'xiangqi-lens.xiangqi-lens#start';
const GAME_FILE = /\.(xqf|pgn|fen|xqnb)$/i;

export function register(context: vscode.ExtensionContext): void {
  if (context.globalState.get<boolean>(SHOWN)) return;
  if (vscode.workspace.getConfiguration('workbench').get<string>('startupEditor') === 'none') return;
  void context.globalState.update(SHOWN, true);
  void open();
}

async function open(): Promise<void> {
  await vscode.commands.executeCommand('workbench.action.openWalkthrough', WALKTHROUGH, false);
  const readme = await gamesReadme();
  if (readme) await vscode.commands.executeCommand('markdown.showPreviewToSide', readme);
}

/** The README.md of the first folder, when that folder holds games beside it. */
async function gamesReadme(): Promise<vscode.Uri | undefined> {
  const folder = vscode.workspace.workspaceFolders?.[0];
  if (!folder) return undefined;
  try {
    const entries = await vscode.workspace.fs.readDirectory(folder.uri);
    const readme = entries.find(([n, t]) => t === vscode.FileType.File && n.toLowerCase() === 'readme.md');
    const games = entries.some(([n, t]) => t === vscode.FileType.File && GAME_FILE.test(n));
    return readme && games ? vscode.Uri.joinPath(folder.uri, readme[0]) : undefined;
  } catch {
    return undefined;
  }
}
