/**
 * A read-only view of a board's games as Xiangqi PGN text: Open as Text on an `.xqf` (a binary file) or on
 * the preview board. The text comes from a TextDocumentContentProvider under its own scheme, so the view is
 * never dirty and closing it asks nothing; VS Code's Save As writes a copy, wherever the user wants. The
 * view follows the board's edits, saved or not; after a window reload it reads the file again.
 *
 *   const views = new GameTextView(); context.subscriptions.push(views);
 *   await views.open(session); // beside the board
 */
import * as vscode from 'vscode';
import type { Game } from '../../formats/game';
import { writePgn } from '../../formats/pgn/writer';
import { readGames } from '../../formats/read';
import { readConfig } from '../config';
import { Disposable } from '../dispose';
import { PGN_LANGUAGE } from '../language/languages';
import type { BoardSession } from './boardSession';
import type { BoardDocument } from './boardDocument';

/** The views' URI scheme: `xiangqi-lens-game:/folder/name.pgn?<the board's file URI or page id>`. */
export const GAME_TEXT_SCHEME = 'xiangqi-lens-game';

/** Games as one PGN text, in the notation the settings choose. */
const pgnOf = (games: readonly Game[]): string => games.map((g) => writePgn(g, readConfig().notation)).join('\n');

export class GameTextView extends Disposable implements vscode.TextDocumentContentProvider {
  private readonly _onDidChange = this._register(new vscode.EventEmitter<vscode.Uri>());
  /** Called by VS Code's content provider machinery: the view at this URI has new text. */
  readonly onDidChange = this._onDidChange.event;
  /** The games each open view shows, by view URI. */
  private readonly sources = new Map<string, BoardDocument>();
  private readonly watched = new WeakSet<BoardDocument>();

  constructor() {
    super();
    this._register(vscode.workspace.registerTextDocumentContentProvider(GAME_TEXT_SCHEME, this));
  }

  /** Opens the view of the page's games beside it, as Xiangqi PGN. */
  async open(session: BoardSession): Promise<vscode.TextDocument> {
    const doc = session.doc;
    const name = doc.uri ? doc.uri.path.replace(/\.[^./]+$/, '') : `/${vscode.l10n.t('Xiangqi board')}`;
    const uri = vscode.Uri.from({ scheme: GAME_TEXT_SCHEME, path: `${name}.pgn`, query: doc.uri?.toString() ?? session.id });
    this.sources.set(uri.toString(), doc);
    if (!this.watched.has(doc)) {
      this.watched.add(doc);
      this._register(doc.onDidChange(() => {
        for (const [view, d] of this.sources) if (d === doc) this._onDidChange.fire(vscode.Uri.parse(view));
      }));
    }
    const text = await vscode.workspace.openTextDocument(uri);
    const typed = text.languageId === PGN_LANGUAGE ? text : await vscode.languages.setTextDocumentLanguage(text, PGN_LANGUAGE);
    await vscode.window.showTextDocument(typed, { viewColumn: vscode.ViewColumn.Beside, preview: false });
    return typed;
  }

  /** Called by VS Code for a view's text: the board's games when its page is open, else the file read again. */
  async provideTextDocumentContent(uri: vscode.Uri): Promise<string> {
    const doc = this.sources.get(uri.toString());
    if (doc) return pgnOf(doc.games());
    const file = /^[a-z][\w+.-]*:/i.test(uri.query) ? vscode.Uri.parse(uri.query) : undefined;
    if (!file) return '';
    const r = readGames(await vscode.workspace.fs.readFile(file), file.path);
    return r.ok ? pgnOf(r.value.games) : '';
  }
}
