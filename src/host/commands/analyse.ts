import * as vscode from 'vscode';
import { parseFen, toFen } from '../../core/fen';
import { formatLine } from '../../core/line';
import type { InfoDto } from '../../protocol/dto';
import { readConfig } from '../config';
import { BoardPanel } from '../boardPanel';
import { Engines } from '../engineService';

const scoreText = (i: InfoDto): string =>
  i.score.kind === 'cp'
    ? (i.score.value / 100).toFixed(2)
    : i.score.value > 0
      ? vscode.l10n.t('mate in {0}', i.score.value)
      : vscode.l10n.t('mated in {0}', -i.score.value);

const chinese = (): boolean => vscode.env.language.startsWith('zh');

/** The line's moves in the user's notation (Chinese or WXF), ICCS for any that do not apply. */
export const lineLabels = (fen: string, pv: readonly string[]): string[] => formatLine(fen, pv, chinese() ? 'zh' : 'wxf');
const lineText = (fen: string, pv: readonly string[]): string => lineLabels(fen, pv).join(' ');

/** The FEN on the selection, or on the cursor's line, if it is one. */
export const fenUnderCursor = (): string | undefined => {
  const editor = vscode.window.activeTextEditor;
  if (!editor) return undefined;
  const range = editor.selection.isEmpty ? editor.document.lineAt(editor.selection.active.line).range : editor.selection;
  const text = editor.document.getText(range).trim();
  return parseFen(text).ok ? text : undefined;
};

/** Analyses the FEN under the selection (or asked for) with progress and cancellation. */
export const analysePosition = async (engines: Engines, log: vscode.OutputChannel, board: BoardPanel): Promise<void> => {
  const input = fenUnderCursor() ?? (await vscode.window.showInputBox({ prompt: vscode.l10n.t('FEN to analyse') }));
  if (!input) return;
  const pos = parseFen(input);
  if (!pos.ok) {
    void vscode.window.showErrorMessage(vscode.l10n.t('Invalid FEN: {0}', pos.error.message));
    return;
  }
  const fen = toFen(pos.value);
  const config = readConfig();
  const engine = engines.get(config);
  log.show(true);
  log.appendLine(`${vscode.l10n.t('Analysing')} ${fen}`);
  await vscode.window.withProgress(
    { location: vscode.ProgressLocation.Notification, title: vscode.l10n.t('Xiangqi Lens: analysing'), cancellable: true },
    async (progress, token) => {
      token.onCancellationRequested(() => void engine.stop());
      try {
        const r = await engine.analyse({ fen, moves: [] }, { depth: config.analysisDepth, multipv: config.multiPv }, {
          onInfo: (i) => {
            progress.report({ message: vscode.l10n.t('depth {0}: {1}', i.depth, scoreText(i)) });
            log.appendLine(`  ${i.multipv}. d${i.depth} ${scoreText(i).padStart(7)}  ${lineText(fen, i.pv)}`);
          },
        });
        log.appendLine(`${vscode.l10n.t('Best move')}: ${r.bestmove ? lineText(fen, [r.bestmove]) : '—'}`);
        const best = r.lines[0];
        const pv = best?.pv.length ? best.pv : r.bestmove ? [r.bestmove] : [];
        board.show({
          fen,
          line: pv,
          labels: lineLabels(fen, pv),
          title: best ? `${vscode.l10n.t('Best line')} (${vscode.l10n.t('depth {0}: {1}', best.depth, scoreText(best))})` : fen,
          score: best?.score,
          glyphs: chinese() ? 'zh' : 'en',
        });
      } catch (e) {
        void vscode.window.showErrorMessage(vscode.l10n.t('The engine failed: {0}', (e as Error).message));
      }
    },
  );
};
