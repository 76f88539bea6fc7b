import * as vscode from 'vscode';
import { parseFen, toFen } from '../core/fen';
import { analysePosition } from './commands/analyse';
import { Engines } from './engines';

/** Composition root: every resource goes into context.subscriptions. */
export function activate(context: vscode.ExtensionContext): void {
  const log = vscode.window.createOutputChannel('Xiangqi Lens');
  const engines = new Engines(context, log);
  context.subscriptions.push(
    log,
    engines,
    vscode.commands.registerCommand('xiangqiLens.validateFen', async () => {
      const editor = vscode.window.activeTextEditor;
      const text = editor ? editor.document.getText(editor.selection.isEmpty ? undefined : editor.selection) : '';
      const input =
        text.trim().split('\n')[0] ||
        (await vscode.window.showInputBox({ prompt: vscode.l10n.t('FEN to check') })) ||
        '';
      if (!input) return;
      const r = parseFen(input);
      if (r.ok) void vscode.window.showInformationMessage(vscode.l10n.t('Valid position: {0}', toFen(r.value)));
      else void vscode.window.showErrorMessage(vscode.l10n.t('Invalid FEN: {0}', r.error.message));
    }),
    vscode.commands.registerCommand('xiangqiLens.analysePosition', () => analysePosition(engines, log)),
  );
}

export function deactivate(): void {}
