/**
 * Analyse Position and Stop: on the board page in front (its live analysis), else on the position the text
 * cursor names (a FEN, a [FEN] tag, a move of a game), with progress, cancellation and the lines in the
 * output; the best line then opens on the preview board.
 */
import * as vscode from 'vscode';
import { LineBook } from '../../analysis/lineBook';
import { replayed } from '../../analysis/position';
import { toFen } from '../../core/fen';
import { formatLine } from '../../core/line';
import { formatScore, toRedView, type Score } from '../../core/score';
import type { PositionDto } from '../../protocol/dto';
import { readConfig } from '../config';
import type { SessionRegistry } from '../editors/boardSession';
import type { PreviewPanel } from '../editors/previewPanel';
import type { Engines } from '../engineService';
import type { Reviews } from '../review/reviews';
import { activeBoard } from './activeBoard';
import { cursorPosition } from './cursorPosition';

/** What the palette's analysis and board commands use. */
export interface AnalyseServices {
  readonly engines: Engines;
  /** The one game review (the board's graph and the text's margin). */
  readonly reviews: Reviews;
  readonly registry: SessionRegistry;
  readonly preview: PreviewPanel;
  readonly log: vscode.OutputChannel;
}

/** A score in the UI's words, from Red's point of view (as the board page shows it). */
export const scoreWords = (s: Score): string =>
  formatScore(s, { signed: true, words: { mateIn: (n) => vscode.l10n.t('mate in {0}', n), matedIn: (n) => vscode.l10n.t('mated in {0}', n) } });

/** Says why a line is not a position, in words a user understands. */
export const notAPosition = (text: string, reason: string | undefined): string =>
  reason
    ? vscode.l10n.t('Invalid FEN: {0}', reason)
    : vscode.l10n.t('"{0}" is not a FEN (a FEN reads like rnbakabnr/9/1c5c1/… w) nor a move of a game', text.length > 40 ? `${text.slice(0, 40)}…` : text);

export const analysePosition = async (s: AnalyseServices): Promise<void> => {
  const board = activeBoard(s.registry);
  if (board) return board.command('analyse');
  const editor = vscode.window.activeTextEditor;
  let position: PositionDto | undefined;
  if (editor) {
    const c = cursorPosition(editor);
    if (c.kind === 'none') {
      void vscode.window.showErrorMessage(notAPosition(c.text, c.reason));
      return;
    }
    position = c.position;
  } else {
    const input = await vscode.window.showInputBox({ prompt: vscode.l10n.t('FEN to analyse') });
    if (!input) return;
    position = { fen: input.trim(), moves: [] };
  }
  const at = replayed(position);
  if (!at.ok) {
    void vscode.window.showErrorMessage(vscode.l10n.t('Invalid FEN: {0}', at.error.message));
    return;
  }
  const config = readConfig();
  const turn = at.value.turn;
  const here = toFen(at.value.position);
  const text = (pv: readonly string[]): string => formatLine(here, pv, config.notation).join(' ');
  s.log.show(true);
  s.log.appendLine(`${vscode.l10n.t('Analysing')} ${position.fen}${position.moves.length ? ` moves ${position.moves.join(' ')}` : ''}`);
  await vscode.window.withProgress(
    { location: vscode.ProgressLocation.Notification, title: vscode.l10n.t('Xiangqi Lens: analysing'), cancellable: true },
    async (progress, token) => {
      const lines = new LineBook();
      try {
        const r = await s.engines.analyse(
          {
            position: position!,
            cancel: token,
            onInfo: (i) => {
              lines.add(i);
              // with several lines, the progress shows the best one, not the last to arrive
              const best = lines.best() ?? i;
              progress.report({ message: `${vscode.l10n.t('depth {0}: {1}', best.depth, scoreWords(toRedView(best.score, turn)))} ${text(best.pv.slice(0, 6))}` });
              s.log.appendLine(`  ${i.multipv}. d${i.depth} ${scoreWords(toRedView(i.score, turn)).padStart(7)}  ${text(i.pv)}`);
            },
          },
          config,
        );
        s.log.appendLine(`${vscode.l10n.t('Best move')}: ${r.bestmove ? text([r.bestmove]) : '—'}`);
        const best = r.lines[0];
        const pv = best?.pv.length ? best.pv : r.bestmove ? [r.bestmove] : [];
        const title = best ? `${vscode.l10n.t('Best line')} (${vscode.l10n.t('depth {0}: {1}', best.depth, scoreWords(toRedView(best.score, turn)))})` : position!.fen;
        s.preview.show(position!.fen, [...position!.moves, ...pv], title, position!.moves.length);
      } catch (e) {
        void vscode.window.showErrorMessage(vscode.l10n.t('The engine failed: {0}', (e as Error).message));
      }
    },
  );
};

export const stopAnalysis = async (s: AnalyseServices): Promise<void> => {
  activeBoard(s.registry)?.command('stop');
  await s.engines.stop();
};
