/**
 * The setup board (Set Up a Position…): a webview panel of its own where the user places and removes
 * pieces, picks the side to move, and then copies the FEN or starts a new game from it. The page keeps the
 * set-up and lists its problems as the user goes (core/setupProblems.ts); the host judges a FEN again
 * before it starts a game, since a message is only a claim. One panel, reused; after a window reload VS Code
 * brings it back with the set-up it had.
 *
 *   const setup = new SetupBoard(context.extensionUri);
 *   setup.show(activeBoard(registry)?.where?.fen); // the board in front's position, else the start
 */
import * as vscode from 'vscode';
import { START_FEN, parseFen, parseFenSetup, setupToFen } from '../../core/fen';
import { setupProblems } from '../../core/setupProblems';
import { Endpoint } from '../../protocol/rpc';
import { assertNever } from '../../protocol/worker';
import type { HostToSetupPage, SetupPageToHost, SetupStringKey } from '../../protocol/setupPage';
import { isSetupPageState, isSetupPageToHost } from '../../protocol/validateSetupPage';
import { Disposable } from '../dispose';
import { SETUP_VIEW_TYPE } from '../editors/viewTypes';
import { uiLanguage } from '../locale';
import { boardPageOptions, loadPage } from '../webview/channel';
import { newGameFromFen } from './board';

/** The page's words in the UI language (keys and English in protocol/setupPage.ts). */
const setupStrings = (): Record<SetupStringKey, string> => ({
  title: vscode.l10n.t('Set up a position'),
  pieces: vscode.l10n.t('Pieces: click one, then squares on the board; or drag it onto the board'),
  remove: vscode.l10n.t('Remove pieces: click one on the board (right-click also removes)'),
  sideToMove: vscode.l10n.t('Side to move'),
  red: vscode.l10n.t('Red'),
  black: vscode.l10n.t('Black'),
  flip: vscode.l10n.t('Flip board'),
  clear: vscode.l10n.t('Clear'),
  start: vscode.l10n.t('Start position'),
  copyFen: vscode.l10n.t('Copy FEN'),
  newGame: vscode.l10n.t('New Game from This Position'),
  legal: vscode.l10n.t('A legal position.'),
  illegal: vscode.l10n.t('Not a legal position:'),
  needLegal: vscode.l10n.t('Place the pieces so that the position is legal first'),
  hint: vscode.l10n.t('Drag a piece to move it, or off the board to remove it; right-click a piece to remove it.'),
  keys: vscode.l10n.t(
    'Keyboard: on the board, arrows move the focus square; K A B N R C P (or E and H, as the pieces are lettered) choose a Red piece, lower case a Black one; Enter or Space places it, Delete removes, Escape puts it down.',
  ),
});

/** The position a FEN's board and side describe, or undefined when it is not a legal one (with nothing to say: the page already says why). */
const legalFen = (fen: string): string | undefined => {
  const s = parseFenSetup(fen);
  // both judges: the setup board's list, and the rules every FEN reader uses
  return s.ok && setupProblems(s.value).length === 0 && parseFen(fen).ok ? setupToFen(s.value) : undefined;
};

export class SetupBoard extends Disposable {
  private current: { panel: vscode.WebviewPanel; fen: string } | undefined;

  constructor(private readonly extensionUri: vscode.Uri) {
    super();
    this._register({ dispose: () => this.current?.panel.dispose() });
    this._register(
      vscode.window.registerWebviewPanelSerializer(SETUP_VIEW_TYPE, {
        deserializeWebviewPanel: async (panel: vscode.WebviewPanel, state: unknown) => {
          this.adopt(panel, isSetupPageState(state) ? state.fen : START_FEN);
        },
      }),
    );
  }

  /** Opens the setup board on `fen` (the start position when none), or brings the open one forward as it is. */
  show(fen?: string): void {
    if (this.current) {
      this.current.panel.reveal();
      return;
    }
    const panel = vscode.window.createWebviewPanel(SETUP_VIEW_TYPE, vscode.l10n.t('Set up a position'), vscode.ViewColumn.Active, boardPageOptions(this.extensionUri));
    this.adopt(panel, fen && parseFenSetup(fen).ok ? fen : START_FEN);
  }

  private adopt(panel: vscode.WebviewPanel, fen: string): void {
    this.current?.panel.dispose();
    const webview = panel.webview;
    loadPage(webview, this.extensionUri, { script: 'setup.js', styles: ['xq-board.css', 'setup.css'], title: vscode.l10n.t('Set up a position') });
    const entry = { panel, fen };
    this.current = entry;
    const endpoint: Endpoint<HostToSetupPage, SetupPageToHost> = new Endpoint<HostToSetupPage, SetupPageToHost>({
      send: (m) => void webview.postMessage(m),
      validate: isSetupPageToHost,
      classify: () => 'event',
      onEvent: (m) => void this.receive(entry, m),
      handshake: {
        isReady: (m) => m.type === 'ready',
        onReady: () => endpoint.notify({ type: 'init', language: uiLanguage(), strings: setupStrings(), fen: entry.fen }),
      },
    });
    const sub = webview.onDidReceiveMessage((m: unknown) => endpoint.receive(m));
    panel.onDidDispose(() => {
      sub.dispose();
      endpoint.dispose();
      if (this.current === entry) this.current = undefined;
    });
  }

  private async receive(entry: { fen: string }, m: SetupPageToHost): Promise<void> {
    switch (m.type) {
      case 'ready':
        return;
      case 'changed':
        entry.fen = m.fen;
        return;
      case 'copyFen':
        await vscode.env.clipboard.writeText(m.fen);
        void vscode.window.setStatusBarMessage(vscode.l10n.t('Copied: {0}', m.fen), 3000);
        return;
      case 'newGame': {
        const fen = legalFen(m.fen);
        if (!fen) return void vscode.window.showErrorMessage(vscode.l10n.t('Place the pieces so that the position is legal first'));
        return newGameFromFen(fen);
      }
      default:
        return assertNever(m);
    }
  }
}
