/**
 * The board editors: .xqf files on a board (a custom editor with VS Code's own undo, save and backup),
 * .fen files and game text beside a board (a custom text editor), and Chinese game text read in its own
 * encoding (GBK or Big5) in any editor. Called once by activate; everything it makes is in
 * context.subscriptions.
 *
 *   register(context, services);
 */
import * as vscode from 'vscode';
import type { DocumentGames } from '../language/documentGames';
import type { SessionServices } from './boardSession';
import { reopenWithDetectedEncoding } from './encoding';
import { TextEditorProvider } from './textEditorProvider';
import { FEN_VIEW_TYPE, TEXT_VIEW_TYPE, XQF_VIEW_TYPE } from './viewTypes';
import { XqfEditorProvider } from './xqfEditorProvider';

const GAME_TEXT = /\.(pgn|xqpgn|fen)$/i;

export function register(context: vscode.ExtensionContext, s: SessionServices & { readonly games: DocumentGames }): void {
  // state comes back through the page's getState and the host's init, not a hidden live page
  const webviewOptions = { retainContextWhenHidden: false };
  const text = new TextEditorProvider(s, s.games);
  context.subscriptions.push(
    vscode.window.registerCustomEditorProvider(XQF_VIEW_TYPE, new XqfEditorProvider(s), { webviewOptions, supportsMultipleEditorsPerDocument: true }),
    vscode.window.registerCustomEditorProvider(TEXT_VIEW_TYPE, text, { webviewOptions }),
    vscode.window.registerCustomEditorProvider(FEN_VIEW_TYPE, text, { webviewOptions }),
    text,
    vscode.workspace.onDidOpenTextDocument((d) => GAME_TEXT.test(d.fileName) && void reopenWithDetectedEncoding(d)),
  );
  for (const d of vscode.workspace.textDocuments) if (GAME_TEXT.test(d.fileName)) void reopenWithDetectedEncoding(d);
}
