import type * as vscode from 'vscode';
import type { GameEdit } from '../../formats/edit';
import type { Game } from '../../formats/game';
import type { EditorConfigDto } from '../../protocol/webview';

export type EditOutcome = { readonly ok: true; readonly path: number[] } | { readonly ok: false; readonly code: string; readonly message: string };

/**
 * What a board page shows and edits, whatever holds the truth: an XQF document (the game model and its
 * edit log), a text document (PGN or FEN list text, read again after every change), or the preview (a
 * read-only game). Every view of the same document shares one of these.
 */
export interface BoardDocument {
  readonly kind: EditorConfigDto['kind'];
  /** The file, when there is one. */
  readonly uri: vscode.Uri | undefined;
  /** The games as they stand; none when the file could not be read. */
  games(): readonly Game[];
  /** Why the file could not be read, and where. */
  readError(): { readonly message: string; readonly where: string } | undefined;
  /** Something to tell the user about the file (a chess PGN, warnings met while reading). */
  notice(): string | undefined;
  /** Nothing can be changed (the preview, a file that could not be read). */
  readOnly(): boolean;
  /** Makes `edit` to game `index`; resolves with the node to show, or why it was refused. */
  edit(index: number, edit: GameEdit): Promise<EditOutcome>;
  /** The notation its moves are written in, for a text document (an XQF or the preview has none of its own). */
  writtenNotation?(index: number): string | undefined;
  /** Where a page opening on it starts, when not at the start (the preview: the analysed position). */
  initialPath?(): readonly number[];
  /** After the games changed, from any view: an edit, an undo, the text typed in, a revert. */
  readonly onDidChange: vscode.Event<{ readonly index?: number; readonly path?: readonly number[] }>;
}
