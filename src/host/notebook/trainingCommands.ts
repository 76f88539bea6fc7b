/**
 * The training commands: Train on My Mistakes… (a folder or game files → a training study, opened) and
 * Train: Next Due Puzzles (the due puzzle cells of the study in front, run in order). Reading games
 * outside the workspace asks for a trusted workspace.
 *
 *   await vscode.commands.executeCommand(COMMANDS.trainOnMistakes, folderUri, studyUri);
 */
import * as vscode from 'vscode';
import { duePuzzles, isTrainingStudy, type Trainer } from './training';

const inWorkspace = (uri: vscode.Uri): boolean => vscode.workspace.getWorkspaceFolder(uri) !== undefined;

export const trainOnMistakes = async (trainer: Trainer, source?: vscode.Uri, target?: vscode.Uri): Promise<{ puzzles: number; added: number } | undefined> => {
  const folder = vscode.workspace.workspaceFolders?.[0]?.uri;
  const sources = source
    ? [source]
    : await vscode.window.showOpenDialog({
        canSelectFolders: true,
        canSelectFiles: true,
        canSelectMany: true,
        title: vscode.l10n.t('Folder or game files to train on'),
        openLabel: vscode.l10n.t('Train on these'),
        ...(folder ? { defaultUri: folder } : {}),
      });
  if (!sources?.length) return undefined;
  if (!vscode.workspace.isTrusted && !sources.every(inWorkspace)) {
    void vscode.window.showErrorMessage(vscode.l10n.t('In a restricted workspace, training reads only games inside the workspace'));
    return undefined;
  }
  const home = vscode.workspace.getWorkspaceFolder(sources[0])?.uri ?? folder ?? vscode.Uri.joinPath(sources[0], '..');
  const study = target ?? vscode.Uri.joinPath(home, 'training.xqnb');
  const built = await trainer.build(sources, study);
  if (built) await vscode.window.showNotebookDocument(await vscode.workspace.openNotebookDocument(study));
  return built;
};

/** Runs the due puzzles of the training study in front; how many, or undefined without one. */
export const trainNextDue = async (): Promise<number | undefined> => {
  const editor = vscode.window.activeNotebookEditor;
  if (!editor || !isTrainingStudy(editor.notebook)) {
    void vscode.window.showInformationMessage(vscode.l10n.t('Open a training study first'));
    return undefined;
  }
  const due = duePuzzles(editor.notebook, Date.now());
  if (due.length === 0) {
    void vscode.window.showInformationMessage(vscode.l10n.t('No puzzles are due in this study'));
    return 0;
  }
  const first = new vscode.NotebookRange(due[0].index, due[0].index + 1);
  editor.selection = first;
  editor.revealRange(first, vscode.NotebookEditorRevealType.InCenterIfOutsideViewport);
  await vscode.commands.executeCommand('notebook.cell.execute', { ranges: due.map((c) => ({ start: c.index, end: c.index + 1 })), document: editor.notebook.uri });
  return due.length;
};
