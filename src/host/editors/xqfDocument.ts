/**
 * An .xqf file open in the board editor. Its truth is the game model; every change is a GameEdit whose
 * inverse is the undo, and the edits since the file was last read or saved are the backup (so a reload or
 * a crash replays them onto the file). A file that cannot be read opens read-only with its error, and is
 * never written.
 *
 *   const doc = await XqfDocument.open(uri, backupId);
 */
import * as vscode from 'vscode';
import { applyEdit, type GameEdit } from '../../formats/edit';
import { type Game, placeText } from '../../formats/game';
import { toJsonText } from '../../formats/jsonText';
import { writePgn } from '../../formats/pgn/writer';
import { readGames } from '../../formats/read';
import { encodeUtf8 } from '../../formats/text/encoding';
import { writeXqf } from '../../formats/xqf/writer';
import { isGameEdit } from '../../protocol/validateWebview';
import { readConfig } from '../config';
import type { BoardDocument, EditOutcome } from './boardDocument';

/** What a backup file holds: the edits to replay onto the file as it is on disk. */
interface Backup {
  readonly format: 'xiangqi-lens-edits';
  readonly version: 1;
  readonly edits: readonly GameEdit[];
}

const isBackup = (x: unknown): x is Backup => {
  const b = x as Partial<Backup> | null;
  return !!b && b.format === 'xiangqi-lens-edits' && b.version === 1 && Array.isArray(b.edits) && b.edits.length <= 1_000_000 && b.edits.every(isGameEdit);
};

export class XqfDocument implements vscode.CustomDocument, BoardDocument {
  readonly kind = 'xqf' as const;
  private game: Game | undefined;
  private error: { message: string; where: string } | undefined;
  private warning: string | undefined;
  /** Edits since the file was read or saved: a backup replays them. */
  private log: GameEdit[] = [];
  private readonly _onDidChange = new vscode.EventEmitter<{ index?: number; path?: readonly number[] }>();
  readonly onDidChange = this._onDidChange.event;
  private readonly _onDidEdit = new vscode.EventEmitter<vscode.CustomDocumentEditEvent<XqfDocument>>();
  /** For the provider's onDidChangeCustomDocument: one undoable step per edit. */
  readonly onDidEdit = this._onDidEdit.event;

  private constructor(readonly uri: vscode.Uri) {}

  static async open(uri: vscode.Uri, backupId: string | undefined): Promise<XqfDocument> {
    const doc = new XqfDocument(uri);
    await doc.read();
    if (backupId && doc.game) {
      const restored = await doc.restore(vscode.Uri.parse(backupId));
      if (restored) void vscode.window.showInformationMessage(vscode.l10n.t('Restored {0} unsaved changes to {1}', restored, vscode.workspace.asRelativePath(uri)));
    }
    return doc;
  }

  games(): readonly Game[] {
    return this.game ? [this.game] : [];
  }

  readError(): { message: string; where: string } | undefined {
    return this.error;
  }

  notice(): string | undefined {
    return this.warning;
  }

  readOnly(): boolean {
    return !this.game;
  }

  async edit(index: number, edit: GameEdit): Promise<EditOutcome> {
    if (!this.game || index !== 0) return { ok: false, code: 'ERR_READ_ONLY', message: vscode.l10n.t('This file could not be read, so it cannot be changed') };
    const r = applyEdit(this.game, edit);
    if (!r.ok) return { ok: false, code: r.error.code, message: r.error.message };
    if (!r.value.changed) return { ok: true, path: r.value.path };
    this.log.push(edit);
    let inverse = r.value.inverse;
    this._onDidEdit.fire({
      document: this,
      label: editLabel(edit),
      undo: () => {
        inverse = this.replay(inverse);
      },
      redo: () => {
        inverse = this.replay(edit);
      },
    });
    this._onDidChange.fire({ index: 0, path: r.value.path });
    return { ok: true, path: r.value.path };
  }

  /** Applies an undo or redo step; returns the step that reverses it. */
  private replay(e: GameEdit): GameEdit {
    if (!this.game) return e;
    const r = applyEdit(this.game, e);
    if (!r.ok) return e;
    this.log.push(e);
    this._onDidChange.fire({ index: 0, path: r.value.path });
    return r.value.inverse;
  }

  async save(cancellation: vscode.CancellationToken): Promise<void> {
    await this.saveAs(this.uri, cancellation);
    this.log = [];
  }

  async saveAs(target: vscode.Uri, _cancellation: vscode.CancellationToken): Promise<void> {
    const game = this.game;
    if (!game) throw new Error(vscode.l10n.t('{0} could not be read, so it is not written', vscode.workspace.asRelativePath(this.uri)));
    let bytes: Uint8Array;
    if (/\.(pgn|xqpgn)$/i.test(target.path)) bytes = encodeUtf8(writePgn(game, readConfig().notation));
    else {
      const warnings: string[] = [];
      const r = writeXqf(game, { onWarning: (w) => warnings.push(w.message) });
      if (!r.ok) throw new Error(r.error.message);
      bytes = r.value;
      if (warnings.length) void vscode.window.showWarningMessage(vscode.l10n.t('Saved {0}: {1}', vscode.workspace.asRelativePath(target), warnings.join('; ')));
    }
    await vscode.workspace.fs.writeFile(target, bytes);
  }

  async revert(_cancellation: vscode.CancellationToken): Promise<void> {
    await this.read();
    this.log = [];
    this._onDidChange.fire({ index: 0, path: [] });
  }

  async backup(destination: vscode.Uri, _cancellation: vscode.CancellationToken): Promise<vscode.CustomDocumentBackup> {
    const backup: Backup = { format: 'xiangqi-lens-edits', version: 1, edits: this.log };
    // not JSON.stringify: an undone deletion puts a whole line in the log, nested a level per ply
    await vscode.workspace.fs.writeFile(destination, encodeUtf8(toJsonText(backup)));
    return {
      id: destination.toString(),
      delete: async () => {
        try {
          await vscode.workspace.fs.delete(destination);
        } catch {
          // already gone
        }
      },
    };
  }

  dispose(): void {
    this._onDidChange.dispose();
    this._onDidEdit.dispose();
  }

  private async read(): Promise<void> {
    const bytes = await vscode.workspace.fs.readFile(this.uri);
    const r = readGames(bytes, this.uri.path);
    if (!r.ok) {
      this.game = undefined;
      this.error = { message: r.error.message, where: placeText(r.error.place) };
      this.warning = undefined;
      return;
    }
    this.game = r.value.games[0];
    this.error = undefined;
    this.warning = r.value.issues.length ? r.value.issues.map((i) => `${placeText(i.place)}: ${i.message}`).join('\n') : undefined;
  }

  /** Replays a backup's edits; returns how many applied. */
  private async restore(backup: vscode.Uri): Promise<number> {
    let data: unknown;
    try {
      data = JSON.parse(new TextDecoder().decode(await vscode.workspace.fs.readFile(backup)));
    } catch {
      return 0;
    }
    if (!isBackup(data) || !this.game) return 0;
    let n = 0;
    for (const e of data.edits) {
      if (!applyEdit(this.game, e).ok) break;
      this.log.push(e);
      n++;
    }
    return n;
  }
}

/** The undo history's words for an edit. */
const editLabel = (e: GameEdit): string => {
  switch (e.type) {
    case 'addMoves':
      return vscode.l10n.t('Play move');
    case 'delete':
      return vscode.l10n.t('Delete from here');
    case 'insert':
      return vscode.l10n.t('Put back moves');
    case 'promote':
    case 'reorder':
      return vscode.l10n.t('Promote variation');
    case 'setComments':
      return vscode.l10n.t('Edit comment');
    case 'setNags':
      return vscode.l10n.t('Set glyph');
    case 'setHeader':
      return vscode.l10n.t('Edit header');
    case 'setEval':
      return vscode.l10n.t('Engine note');
  }
};
