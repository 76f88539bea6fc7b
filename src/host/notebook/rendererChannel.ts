/**
 * The study renderer's channel to the extension (optional: outputs draw without it, in the words and
 * notation they were saved with). On `hello` the renderer gets the UI's words and the notation setting,
 * again whenever the settings change; it asks to open a search hit's game at its move, or to show the
 * line being stepped through on the board; a training puzzle's moves come here to be checked (training.ts)
 * and the verdict goes back to that notebook's renderer.
 *
 *   context.subscriptions.push(new RendererChannel({ search, preview, trainer }));
 */
import * as vscode from 'vscode';
import { RENDERER_ID, isRendererToHost, type HostToRenderer, type RendererStringKey } from '../../protocol/notebook';
import { notationSetting } from '../config';
import { Disposable } from '../dispose';
import type { PreviewPanel } from '../editors/previewPanel';
import type { GameSearch } from './gameSearch';
import type { Trainer } from './training';
import { uiLanguage } from '../locale';

/** The renderer's words in the UI language (keys and English in protocol/notebook.ts RENDERER_STRINGS). */
export const rendererStrings = (): Record<RendererStringKey, string> => ({
  first: vscode.l10n.t('Start of the line (Home)'),
  previous: vscode.l10n.t('Previous move (←)'),
  next: vscode.l10n.t('Next move (→)'),
  last: vscode.l10n.t('End of the line (End)'),
  flip: vscode.l10n.t('Flip board'),
  openBoard: vscode.l10n.t('Open on the board'),
  line: vscode.l10n.t('Line {0}'),
  depth: vscode.l10n.t('depth {0}'),
  running: vscode.l10n.t('searching'),
  stopped: vscode.l10n.t('stopped'),
  failed: vscode.l10n.t('The engine failed: {0}'),
  noLines: vscode.l10n.t('No lines'),
  mateIn: vscode.l10n.t('mate in {0}'),
  matedIn: vscode.l10n.t('mated in {0}'),
  found: vscode.l10n.t('Reached in {0} of {1} games ({2} files searched)'),
  none: vscode.l10n.t('Reached in none of {0} games ({1} files searched)'),
  searching: vscode.l10n.t('Searching {0} of {1} files…'),
  more: vscode.l10n.t('… and {0} more'),
  move: vscode.l10n.t('move {0}'),
  start: vscode.l10n.t('start'),
  mirrored: vscode.l10n.t('mirrored'),
  variation: vscode.l10n.t('variation'),
  gameOf: vscode.l10n.t('game {0}'),
  puzzleRed: vscode.l10n.t('Red to move: find the move'),
  puzzleBlack: vscode.l10n.t('Black to move: find the move'),
  missedWin: vscode.l10n.t('A win was missed here'),
  tryAgain: vscode.l10n.t('Try again'),
  showAnswer: vscode.l10n.t('Show the answer'),
  checking: vscode.l10n.t('Checking…'),
  played: vscode.l10n.t('The game saw {0}'),
});

const configMessage = (): HostToRenderer => {
  const set = notationSetting();
  return { type: 'config', ...(set ? { notation: set } : {}), language: uiLanguage(), strings: rendererStrings() };
};

export class RendererChannel extends Disposable {
  constructor(services: { readonly search: GameSearch; readonly preview: PreviewPanel; readonly trainer: Trainer }) {
    super();
    const messaging = vscode.notebooks.createRendererMessaging(RENDERER_ID);
    this._register(
      messaging.onDidReceiveMessage(({ editor, message }) => {
        if (!isRendererToHost(message)) return;
        switch (message.type) {
          case 'hello':
            void messaging.postMessage(configMessage(), editor);
            return;
          case 'open':
            void services.search.open(message.file, message.game, message.node);
            return;
          case 'show':
            services.preview.show(message.fen, message.moves, message.fen);
            return;
          case 'puzzleTry':
          case 'puzzleShow': {
            const verdict = message.type === 'puzzleTry' ? services.trainer.check(editor.notebook, message.id, message.move) : services.trainer.show(editor.notebook, message.id);
            void verdict.then(
              (v) => v && messaging.postMessage(v, editor),
              (e: Error) => void vscode.window.showErrorMessage(vscode.l10n.t('The engine failed: {0}', e.message)),
            );
            return;
          }
        }
      }),
    );
    this._register(
      vscode.workspace.onDidChangeConfiguration((e) => {
        if (e.affectsConfiguration('xiangqiLens.notation')) void messaging.postMessage(configMessage());
      }),
    );
  }
}
