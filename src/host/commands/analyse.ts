import * as vscode from 'vscode';
import { parseFen, toFen } from '../../core/fen';
import { formatMove, parseIccs } from '../../core/notation';
import type { InfoDto } from '../../protocol/dto';
import { readConfig } from '../config';
import { Engines } from '../engines';

const scoreText = (i: InfoDto): string =>
  i.score.kind === 'cp' ? (i.score.value / 100).toFixed(2) : vscode.l10n.t('mate in {0}', i.score.value);

/** Chinese notation for a line, falling back to ICCS if a move does not apply. */
const lineText = (fen: string, pv: readonly string[]): string => {
  const p = parseFen(fen);
  if (!p.ok) return pv.join(' ');
  const out: string[] = [];
  for (const t of pv) {
    const m = parseIccs(p.value, t);
    if (!m.ok) return [...out, ...pv.slice(out.length)].join(' ');
    out.push(formatMove(p.value, m.value, vscode.env.language.startsWith('zh') ? 'zh' : 'wxf'));
    p.value.play(m.value);
  }
  return out.join(' ');
};

/** Analyses the FEN under the selection (or asked for) with progress and cancellation. */
export const analysePosition = async (engines: Engines, log: vscode.OutputChannel): Promise<void> => {
  const editor = vscode.window.activeTextEditor;
  const selected = editor ? editor.document.getText(editor.selection.isEmpty ? editor.document.lineAt(editor.selection.active.line).range : editor.selection) : '';
  const input = parseFen(selected.trim()).ok ? selected.trim() : await vscode.window.showInputBox({ prompt: vscode.l10n.t('FEN to analyse') });
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
      } catch (e) {
        void vscode.window.showErrorMessage(vscode.l10n.t('The engine failed: {0}', (e as Error).message));
      }
    },
  );
};
