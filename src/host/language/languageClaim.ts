import * as vscode from 'vscode';
import { fenTextKind, pgnTextKind } from '../../formats/gameTextKind';
import { Disposable } from '../dispose';
import { FEN_LANGUAGE, PGN_LANGUAGE } from './languages';

/**
 * Claims `.pgn` and `.fen` files for the Xiangqi languages by their content: chess uses the same
 * extensions, so the manifest cannot claim them by name (`.xqpgn`/`.xqfen` it does). A file is judged
 * each time it opens (and again on save while its content decides nothing, as a new empty file's does),
 * and while it stays open it is left alone. A verdict is forgotten when the document closes, so a file
 * reopened later is judged again (VS Code gives it back as Plain Text); only a user's own switch away
 * from our language is remembered for the session, and a `files.associations` entry that names the file
 * wins over us.
 *
 * VS Code reports a language change as the document closing and opening again at once, the same
 * object still open: a close is taken as real only when the document is gone a moment later.
 *
 * @example
 * context.subscriptions.push(new LanguageClaim());
 */
export class LanguageClaim extends Disposable {
  /** Open documents already judged, by URI: `ours` when we gave or found our language, else `other`. */
  private readonly decided = new Map<string, 'ours' | 'other'>();
  /** Documents the user switched away from our language: never claimed again this session. */
  private readonly declined = new Set<string>();

  constructor() {
    super();
    this._register(vscode.workspace.onDidOpenTextDocument((d) => void this.consider(d)));
    this._register(vscode.workspace.onDidSaveTextDocument((d) => void this.consider(d)));
    this._register(vscode.workspace.onDidCloseTextDocument((d) => this.closed(d)));
    for (const d of vscode.workspace.textDocuments) void this.consider(d);
  }

  private async consider(doc: vscode.TextDocument): Promise<void> {
    const form = /\.pgn$/i.test(doc.uri.path) ? 'pgn' : /\.fen$/i.test(doc.uri.path) ? 'fen' : undefined;
    if (!form) return;
    const key = doc.uri.toString();
    const target = form === 'pgn' ? PGN_LANGUAGE : FEN_LANGUAGE;
    const before = this.decided.get(key);
    if (doc.languageId === target) this.decided.set(key, 'ours');
    else if (before === 'ours') {
      // ours a moment ago, something else now: the user (or a files.associations entry) chose
      this.declined.add(key);
      this.decided.set(key, 'other');
    }
    if (this.decided.has(key) || this.declined.has(key) || associatedByUser(doc.uri)) return;
    const verdict = form === 'pgn' ? pgnTextKind(doc.getText()) : fenTextKind(doc.getText());
    if (verdict.kind === 'unknown') return;
    this.decided.set(key, verdict.kind === 'xiangqi' ? 'ours' : 'other');
    if (verdict.kind === 'xiangqi') await vscode.languages.setTextDocumentLanguage(doc, target);
  }

  /** Called by VS Code's close event: forgets the verdict once the document is really gone (not a language change). */
  private closed(doc: vscode.TextDocument): void {
    const key = doc.uri.toString();
    if (!this.decided.has(key)) return;
    setTimeout(() => {
      if (!vscode.workspace.textDocuments.some((d) => d.uri.toString() === key)) this.decided.delete(key);
    }, 0);
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
