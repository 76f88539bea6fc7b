import * as vscode from 'vscode';
import { START_FEN, parseFen, toFen } from '../core/fen';
import type { AnalysisDto, InfoDto, LimitsDto, PositionDto } from '../protocol/dto';
import { BoardPanel } from './boardPanel';
import { analysePosition, fenUnderCursor } from './commands/analyse';
import { readConfig } from './config';
import { Engines } from './engineService';
import { registerLanguage } from './language/register';

/**
 * What `activate` returns, for the integration suites (test/integration/) and nothing else: not a
 * public API, and kept this small on purpose. Another extension gets it from
 * `vscode.extensions.getExtension('xiangqi-lens.xiangqi-lens')!.activate()`.
 *
 * @example
 * const r = await api.analyse({ fen, moves: [] }, { depth: 4 }); // r.bestmove === 'b1b9'
 */
export interface XiangqiLensApi {
  /** Searches with the engine the settings choose (the built-in worker unless an external one is set), as the commands do. */
  analyse(position: PositionDto, limits: LimitsDto, onInfo?: (info: InfoDto) => void): Promise<AnalysisDto>;
}

/** Composition root: every resource goes into context.subscriptions. Called by VS Code on the first command. */
export function activate(context: vscode.ExtensionContext): XiangqiLensApi {
  const log = vscode.window.createOutputChannel('Xiangqi Lens');
  const engines = new Engines(context, log);
  const board = new BoardPanel(context.extensionUri);
  registerLanguage(context);
  context.subscriptions.push(
    log,
    engines,
    board,
    vscode.commands.registerCommand('xiangqiLens.validateFen', async () => {
      // the selection, else the cursor's line; ask only when there is no editor
      const editor = vscode.window.activeTextEditor;
      const input = editor
        ? editor.document.getText(editor.selection.isEmpty ? editor.document.lineAt(editor.selection.active.line).range : editor.selection).trim()
        : ((await vscode.window.showInputBox({ prompt: vscode.l10n.t('FEN to check') })) ?? '').trim();
      if (!input) return;
      const r = parseFen(input);
      if (r.ok) void vscode.window.showInformationMessage(vscode.l10n.t('Valid position: {0}', toFen(r.value)));
      else void vscode.window.showErrorMessage(vscode.l10n.t('Invalid FEN: {0}', r.error.message));
    }),
    vscode.commands.registerCommand('xiangqiLens.analysePosition', () => analysePosition(engines, log, board)),
    vscode.commands.registerCommand('xiangqiLens.showBoard', async () => {
      const fen = fenUnderCursor() ?? (await vscode.window.showInputBox({ prompt: vscode.l10n.t('FEN to show'), value: START_FEN }));
      const r = fen ? parseFen(fen) : undefined;
      if (!r) return;
      if (!r.ok) {
        void vscode.window.showErrorMessage(vscode.l10n.t('Invalid FEN: {0}', r.error.message));
        return;
      }
      const glyphs = vscode.env.language.startsWith('zh') ? 'zh' : 'en';
      board.show({ fen: toFen(r.value), line: [], labels: [], title: toFen(r.value), glyphs });
    }),
  );
  return { analyse: (position, limits, onInfo) => engines.get(readConfig()).analyse(position, limits, { onInfo, mode: 'queue' }) };
}

export function deactivate(): void {}
