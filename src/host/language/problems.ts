import * as vscode from 'vscode';
import { type Problem, problemsOf } from '../../formats/problems';
import { Disposable } from '../dispose';
import type { DocumentGames } from './documentGames';
import { isGameText } from './languages';

/** Quiet time after the last keystroke before a document is read again. */
const DEBOUNCE_MS = 250;

/**
 * The Problems panel for game texts: every reader issue at its range (illegal, ambiguous and unreadable
 * moves, bad FENs, unreadable tags, …) in the user's language, and the moves a bad one left unread
 * shown faded. Refreshed as the user types, debounced; a refresh whose document changed meanwhile is
 * dropped (the shared reading stops too: documentGames.ts).
 *
 * @example
 * context.subscriptions.push(new Problems(games));
 */
export class Problems extends Disposable {
  private readonly collection = this._register(vscode.languages.createDiagnosticCollection('xiangqi-lens'));
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();

  constructor(private readonly games: DocumentGames) {
    super();
    this._register(vscode.workspace.onDidOpenTextDocument((d) => this.schedule(d, 0)));
    this._register(vscode.workspace.onDidChangeTextDocument((e) => e.contentChanges.length > 0 && this.schedule(e.document, DEBOUNCE_MS)));
    this._register(
      vscode.workspace.onDidCloseTextDocument((d) => {
        this.cancel(d.uri);
        this.collection.delete(d.uri);
      }),
    );
    this._register({ dispose: () => [...this.timers.values()].forEach(clearTimeout) });
    for (const d of vscode.workspace.textDocuments) this.schedule(d, 0);
  }

  private cancel(uri: vscode.Uri): void {
    const t = this.timers.get(uri.toString());
    if (t) clearTimeout(t);
    this.timers.delete(uri.toString());
  }

  private schedule(doc: vscode.TextDocument, delay: number): void {
    this.cancel(doc.uri);
    // a document that left our languages (the user changed it) keeps no problems of ours
    if (!isGameText(doc)) {
      this.collection.delete(doc.uri);
      return;
    }
    this.timers.set(
      doc.uri.toString(),
      setTimeout(() => {
        this.timers.delete(doc.uri.toString());
        void this.refresh(doc);
      }, delay),
    );
  }

  private async refresh(doc: vscode.TextDocument): Promise<void> {
    const version = doc.version;
    const read = await this.games.read(doc);
    if (!read || doc.isClosed || doc.version !== version || !isGameText(doc)) return;
    const text = read.ok && read.value.text !== undefined ? read.value.text : doc.getText();
    this.collection.set(doc.uri, problemsOf(read, text).map((p) => diagnostic(doc, p)));
  }
}

const SEVERITY = { error: vscode.DiagnosticSeverity.Error, warning: vscode.DiagnosticSeverity.Warning, hint: vscode.DiagnosticSeverity.Hint } as const;

const diagnostic = (doc: vscode.TextDocument, p: Problem): vscode.Diagnostic => {
  const range = new vscode.Range(doc.positionAt(p.span.start), doc.positionAt(p.span.end));
  const d = new vscode.Diagnostic(range, say(p), SEVERITY[p.severity]);
  d.source = 'Xiangqi Lens';
  d.code = p.code;
  if (p.kind === 'unread') d.tags = [vscode.DiagnosticTag.Unnecessary];
  return d;
};

/** The problem in the user's language. */
const say = (p: Problem): string => {
  switch (p.kind) {
    case 'illegal':
      return vscode.l10n.t('Illegal move: {0}', p.subject);
    case 'ambiguous':
      return vscode.l10n.t('Ambiguous move: {0} fits more than one legal move', p.subject);
    case 'notMove':
      return vscode.l10n.t('Not a move in this notation: {0}', p.subject);
    case 'badFen':
      return vscode.l10n.t('Not a valid Xiangqi position: {0}', p.subject);
    case 'badTag':
      return vscode.l10n.t('Unreadable tag: {0} (a tag reads [Name "value"])', p.subject);
    case 'unknownFormat':
      return vscode.l10n.t('Unknown notation in {0}; the moves are read in whichever notation fits', p.subject);
    case 'variation':
      return vscode.l10n.t('Unmatched variation bracket: {0}', p.subject);
    case 'noGame':
      return vscode.l10n.t('No game found: {0} is neither a tag nor a move', p.subject);
    case 'encoding':
      return vscode.l10n.t('This file was not decoded as UTF-8 (its Chinese shows as {0}); reopen it with the encoding GBK or Big5', p.subject);
    case 'unread':
      return vscode.l10n.t('Not read: the game stops at {0}', p.subject);
    case 'other':
      return vscode.l10n.t('The reader stopped here: {0}', p.message);
  }
};
