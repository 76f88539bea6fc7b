/**
 * The preview board (viewType xiangqiLens.board): a read-only game in the board page, beside the editor —
 * the position Analyse Position searched and the engine's line, or a FEN to look at. One panel, reused;
 * after a window reload VS Code brings it back (WebviewPanelSerializer) from the state the page kept.
 *
 *   preview.show(fen, ['h2e2', 'h9g7'], 'Best line (depth 12: +0.35)');
 *   preview.show(gameStart, [...movesToHere, ...pv], title, movesToHere.length); // opens on the analysed position
 */
import * as vscode from 'vscode';
import { applyEdit } from '../../formats/edit';
import { type Game, newGame } from '../../formats/game';
import { isDoc, isPath } from '../../protocol/validateWebview';
import type { PageState } from '../../protocol/webview';
import { Disposable } from '../dispose';
import { boardPageOptions } from '../webview/channel';
import type { BoardDocument, EditOutcome } from './boardDocument';
import { BoardSession, type SessionServices, type Shown } from './boardSession';
import { gameFromDto } from './gameDto';
import { trackActive } from './xqfEditorProvider';

import { PREVIEW_VIEW_TYPE } from './viewTypes';

/** A read-only game the preview shows. */
class PreviewDocument implements BoardDocument {
  readonly kind = 'preview' as const;
  readonly uri = undefined;
  private readonly _onDidChange = new vscode.EventEmitter<{ index?: number; path?: readonly number[] }>();
  readonly onDidChange = this._onDidChange.event;

  constructor(
    private game: Game,
    private at: readonly number[] = [],
  ) {}

  initialPath(): readonly number[] {
    return this.at;
  }

  games(): readonly Game[] {
    return [this.game];
  }
  readError(): undefined {
    return undefined;
  }
  notice(): undefined {
    return undefined;
  }
  readOnly(): boolean {
    return true;
  }
  async edit(): Promise<EditOutcome> {
    return { ok: false, code: 'ERR_READ_ONLY', message: vscode.l10n.t('The preview cannot be changed; open a game file to edit') };
  }
  /** Shows another game, at the node `at`. */
  replace(game: Game, at: readonly number[]): void {
    this.game = game;
    this.at = at;
    this._onDidChange.fire({ index: 0, path: at });
  }
}

export class PreviewPanel extends Disposable {
  private panel: { panel: vscode.WebviewPanel; doc: PreviewDocument; session: BoardSession } | undefined;

  constructor(private readonly services: SessionServices) {
    super();
    this._register({ dispose: () => this.panel?.panel.dispose() });
    this._register(
      vscode.window.registerWebviewPanelSerializer(PREVIEW_VIEW_TYPE, {
        deserializeWebviewPanel: async (panel: vscode.WebviewPanel, state: unknown) => {
          // the page's own state, but from the page: checked like any message from it
          const saved = state as PageState | undefined;
          const dto = isDoc(saved?.preview?.doc) ? saved?.preview?.doc.game : undefined;
          const game = (dto && gameFromDto(dto)) ?? newGame();
          this.adopt(panel, new PreviewDocument(game, dto && isPath(saved?.path) ? saved.path : []));
        },
      }),
    );
  }

  /**
   * Shows `fen` and a line from it, titled, on the position after the line's first `at` moves (the moves that
   * led to the position analysed; the engine's line follows); opens the panel beside the editor if needed.
   */
  show(fen: string, line: readonly string[], title: string, at = 0): void {
    const game = newGame(fen, { Title: title });
    if (line.length) applyEdit(game, { type: 'addMoves', at: [], moves: [...line] });
    const path = new Array<number>(Math.min(at, line.length)).fill(0);
    if (this.panel) {
      this.panel.doc.replace(game, path);
      // where it is: moving it to another group would reload the page
      this.panel.panel.reveal(undefined, true);
      return;
    }
    const panel = vscode.window.createWebviewPanel(
      PREVIEW_VIEW_TYPE,
      vscode.l10n.t('Xiangqi board'),
      { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true },
      boardPageOptions(this.services.extensionUri),
    );
    this.adopt(panel, new PreviewDocument(game, path));
  }

  /** Where the preview board is, once its page has said (the test API's `previewBoard`). */
  get shown(): Shown | undefined {
    return this.panel?.session.where;
  }

  private adopt(panel: vscode.WebviewPanel, doc: PreviewDocument): void {
    this.panel?.panel.dispose();
    const session = new BoardSession(panel.webview, doc, this.services);
    trackActive(panel, session, this.services);
    this.panel = { panel, doc, session };
    panel.onDidDispose(() => {
      if (this.panel?.panel === panel) this.panel = undefined;
    });
  }
}
