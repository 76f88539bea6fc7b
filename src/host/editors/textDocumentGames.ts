/**
 * A game text open in VS Code (a PGN, a FEN list) as a BoardDocument: the TextDocument is the truth.
 * Its games are read again whenever the text changes (once per version); an edit on the board becomes the
 * smallest text edit that says the same (formats/textSync.ts), applied as a WorkspaceEdit, so it is undone
 * with the text and saved with it.
 *
 *   const doc = new TextDocumentGames(textDocument, documentGames);
 */
import * as vscode from 'vscode';
import { applyEdit, type GameEdit } from '../../formats/edit';
import { cloneGame, type Game, newGame, placeText } from '../../formats/game';
import { gameMoveStyle } from '../../formats/pgn/textEdits';
import { writePgn } from '../../formats/pgn/writer';
import type { ReadGames } from '../../formats/read';
import { textEditsFor } from '../../formats/textSync';
import { readConfig } from '../config';
import type { DocumentGames } from '../language/documentGames';
import type { BoardDocument, EditOutcome } from './boardDocument';

export class TextDocumentGames implements BoardDocument, vscode.Disposable {
  readonly kind: 'pgn' | 'fen';
  private cache: { version: number; read: ReadGames | undefined; games: Game[]; error?: { message: string; where: string } } | undefined;
  private readonly _onDidChange = new vscode.EventEmitter<{ index?: number; path?: readonly number[] }>();
  readonly onDidChange = this._onDidChange.event;
  private readonly subs: vscode.Disposable[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** Set while our own edit is applied: its change is announced at once, not after the typing pause. */
  private editing = false;

  constructor(
    readonly document: vscode.TextDocument,
    /** The per-document reading the language features share: one reading per version, whoever asks. */
    private readonly shared: DocumentGames,
  ) {
    this.kind = /\.fen$/i.test(document.fileName) ? 'fen' : 'pgn';
    this.subs.push(
      vscode.workspace.onDidChangeTextDocument((e) => {
        if (e.document !== document || this.editing) return;
        // typing: read again once the user pauses
        clearTimeout(this.timer);
        this.timer = setTimeout(() => this._onDidChange.fire({}), 200);
      }),
    );
  }

  get uri(): vscode.Uri {
    return this.document.uri;
  }

  private read(): NonNullable<typeof this.cache> {
    const version = this.document.version;
    if (this.cache?.version === version) return this.cache;
    const text = this.document.getText();
    if (text.trim() === '') {
      // an empty file is an empty game to play into
      this.cache = { version, read: undefined, games: [newGame()] };
      return this.cache;
    }
    const r = this.shared.readNow(this.document);
    this.cache = r.ok
      ? { version, read: r.value, games: r.value.games }
      : { version, read: undefined, games: [], error: { message: r.error.message, where: placeText(r.error.place) } };
    return this.cache;
  }

  games(): readonly Game[] {
    return this.read().games;
  }

  writtenNotation(index: number): string | undefined {
    const game = this.games()[index];
    return game ? gameMoveStyle(game, this.document.getText()) : undefined;
  }

  readError(): { message: string; where: string } | undefined {
    return this.read().error;
  }

  notice(): string | undefined {
    const r = this.read().read;
    if (r && (r.format === 'dhtmlxq' || r.format === 'ubb-digits')) return vscode.l10n.t('This page format is read only: save the game as PGN to edit it');
    const n = r?.issues.length ?? 0;
    return n ? vscode.l10n.t('{0} problems found while reading; see the Problems panel', n) : undefined;
  }

  readOnly(): boolean {
    const c = this.read();
    return !!c.error || (c.read !== undefined && (c.read.format === 'dhtmlxq' || c.read.format === 'ubb-digits'));
  }

  async edit(index: number, edit: GameEdit): Promise<EditOutcome> {
    const c = this.read();
    const game = c.games[index];
    if (!game || this.readOnly()) return { ok: false, code: 'ERR_READ_ONLY', message: vscode.l10n.t('This text cannot be changed from the board') };
    // where the edit leaves the board, worked out on a copy
    const probe = applyEdit(cloneGame(game), edit);
    if (!probe.ok) return { ok: false, code: probe.error.code, message: probe.error.message };
    if (!probe.value.changed) return { ok: true, path: probe.value.path };
    const text = this.document.getText();
    const lineBreak = this.document.eol === vscode.EndOfLine.CRLF ? '\r\n' : '\n';
    const edits =
      c.read === undefined
        ? undefined
        : textEditsFor(text, c.read, index, edit, { notation: readConfig().notation, lineBreak });
    const we = new vscode.WorkspaceEdit();
    if (edits === undefined) {
      // the empty file: write the whole game
      const g = cloneGame(game);
      applyEdit(g, edit);
      we.replace(this.document.uri, new vscode.Range(0, 0, this.document.lineCount, 0), writePgn(g, readConfig().notation, lineBreak));
    } else if (!edits.ok) return { ok: false, code: edits.error.code, message: edits.error.message };
    else for (const e of edits.value) we.replace(this.document.uri, new vscode.Range(this.document.positionAt(e.start), this.document.positionAt(e.end)), e.text);
    this.editing = true;
    try {
      if (!(await vscode.workspace.applyEdit(we))) return { ok: false, code: 'ERR_EDIT_TEXT', message: vscode.l10n.t('The text could not be changed') };
    } finally {
      this.editing = false;
    }
    this._onDidChange.fire({ index, path: probe.value.path });
    return { ok: true, path: probe.value.path };
  }

  dispose(): void {
    clearTimeout(this.timer);
    for (const s of this.subs) s.dispose();
    this._onDidChange.dispose();
  }
}
