import * as vscode from 'vscode';
import { fenTextKind, pgnTextKind } from '../../formats/gameTextKind';
import { Disposable } from '../dispose';
import { FEN_LANGUAGE, PGN_LANGUAGE } from './languages';

/**
 * Claims `.pgn` and `.fen` files for the Xiangqi languages by their content: chess uses the same
 * extensions, so the manifest cannot claim them by name (`.xqpgn`/`.xqfen` it does). A file is judged
 * when it opens (and again on save while its content decides nothing, as a new empty file's does), and
 * once decided it is left alone: a user who switches the language back keeps their choice, and a
 * `files.associations` entry that names the file wins over us.
 *
 * @example
 * context.subscriptions.push(new LanguageClaim());
 */
export class LanguageClaim extends Disposable {
  /** Documents already judged this session, by URI. */
  private readonly decided = new Set<string>();

  constructor() {
    super();
    this._register(vscode.workspace.onDidOpenTextDocument((d) => void this.consider(d)));
    this._register(vscode.workspace.onDidSaveTextDocument((d) => void this.consider(d)));
    for (const d of vscode.workspace.textDocuments) void this.consider(d);
  }

  private async consider(doc: vscode.TextDocument): Promise<void> {
    const form = /\.pgn$/i.test(doc.uri.path) ? 'pgn' : /\.fen$/i.test(doc.uri.path) ? 'fen' : undefined;
    if (!form) return;
    const key = doc.uri.toString();
    const target = form === 'pgn' ? PGN_LANGUAGE : FEN_LANGUAGE;
    if (doc.languageId === target) this.decided.add(key);
    if (this.decided.has(key) || associatedByUser(doc.uri)) return;
    const verdict = form === 'pgn' ? pgnTextKind(doc.getText()) : fenTextKind(doc.getText());
    if (verdict.kind === 'unknown') return;
    this.decided.add(key);
    if (verdict.kind === 'xiangqi') await vscode.languages.setTextDocumentLanguage(doc, target);
  }
}

/** Whether a `files.associations` pattern of the user's names this file (simple globs: `*`, `**`, `?`). */
const associatedByUser = (uri: vscode.Uri): boolean => {
  const patterns = Object.keys(vscode.workspace.getConfiguration('files').get<Record<string, string>>('associations') ?? {});
  const name = uri.path.slice(uri.path.lastIndexOf('/') + 1);
  return patterns.some((p) => {
    const re = new RegExp(
      `^${p
        .replace(/[.+^${}()|[\]\\]/g, '\\$&')
        .replace(/\*\*\//g, '\u0000')
        .replace(/\*/g, '[^/]*')
        .replace(/\?/g, '[^/]')
        .replace(/\u0000/g, '(?:.*/)?')}$`,
      'i',
    );
    return p.includes('/') ? re.test(uri.path) || re.test(uri.path.replace(/^\//, '')) : re.test(name);
  });
};
