import * as vscode from 'vscode';
import { type MarginNote, marginNotes } from '../../analysis/margin';
import type { Quality } from '../../analysis/quality';
import { readConfig } from '../config';
import { Disposable } from '../dispose';
import type { Reviews } from '../review/reviews';
import type { DocumentGames } from './documentGames';
import { PGN_LANGUAGE } from './languages';
import { marginWords } from './marginWords';

/** Quiet time after typing or scrolling before the margin is drawn again. */
const EDIT_DEBOUNCE_MS = 250;
/** At most this often while a review fills the margin. */
const REVIEW_THROTTLE_MS = 200;
/** Lines above and below the visible ones whose games are decorated too, so a short scroll shows them at once. */
const MARGIN_LINES = 120;

/** The key a game of a text document is reviewed under (review/reviews.ts). */
export const gameKey = (uri: vscode.Uri, game: number): string => `${uri.toString()}#${game}`;

const after = (color: string, extra: vscode.ThemableDecorationAttachmentRenderOptions = {}): vscode.DecorationRenderOptions => ({
  after: { color: new vscode.ThemeColor(color), margin: '0 0 0 0.35em', ...extra },
  rangeBehavior: vscode.DecorationRangeBehavior.ClosedClosed,
});

/**
 * The engine in the margin: after each main-line move of a Xiangqi PGN, its quality glyph, its score from
 * Red's view and a book mark naming the opening (analysis/margin.ts), from what the shared cache knows of
 * the game (a review fills it; review/reviews.ts). Decoration types are made once, coloured by the theme
 * (`xiangqiLens.margin.*` in package.json). Drawn for the games on and near the screen; drawn again,
 * debounced, after typing or scrolling and, throttled, as a review learns; a drawing overtaken by a newer
 * one stops, and each checks after every await that its editor still shows that version.
 *
 * @example
 * context.subscriptions.push(new MoveDecorations(games, reviews));
 */
export class MoveDecorations extends Disposable {
  // VS Code draws the `after` texts at one place in the order their types were made: glyph, score, book
  private readonly glyphs: Record<Quality, vscode.TextEditorDecorationType> = {
    only: this.glyphType('only'),
    inaccuracy: this.glyphType('inaccuracy'),
    mistake: this.glyphType('mistake'),
    blunder: this.glyphType('blunder'),
  };
  private readonly score = this._register(vscode.window.createTextEditorDecorationType(after('xiangqiLens.margin.score')));
  private readonly book = this._register(vscode.window.createTextEditorDecorationType(after('xiangqiLens.margin.book', { fontStyle: 'italic' })));
  private readonly pending = new Map<vscode.TextEditor, { timer?: ReturnType<typeof setTimeout>; cts?: vscode.CancellationTokenSource }>();
  /** What each document's editors show, for the integration suites (XiangqiLensApi.margin). */
  private readonly shown = new Map<string, readonly MarginNote[]>();
  /** Editors that hold notes of ours. */
  private readonly drawn = new WeakSet<vscode.TextEditor>();

  constructor(
    private readonly games: DocumentGames,
    private readonly reviews: Reviews,
  ) {
    super();
    this._register(
      vscode.window.onDidChangeVisibleTextEditors((es) => {
        for (const [e, p] of this.pending) if (!es.includes(e)) (clearTimeout(p.timer), p.cts?.cancel(), this.pending.delete(e));
        // a document no editor shows has no notes drawn (it may stay open, unseen, for a while)
        const seen = new Set(es.map((e) => e.document.uri.toString()));
        for (const k of [...this.shown.keys()]) if (!seen.has(k)) this.shown.delete(k);
        es.forEach((e) => this.schedule(e, 0, true));
      }),
    );
    this._register(vscode.window.onDidChangeTextEditorVisibleRanges((e) => this.schedule(e.textEditor, EDIT_DEBOUNCE_MS, true)));
    this._register(vscode.workspace.onDidChangeTextDocument((e) => e.contentChanges.length && this.forDocument(e.document.uri, (ed) => this.schedule(ed, EDIT_DEBOUNCE_MS, true))));
    this._register(
      vscode.workspace.onDidChangeConfiguration((e) => {
        if (e.affectsConfiguration('xiangqiLens')) vscode.window.visibleTextEditors.forEach((ed) => this.schedule(ed, 0, true));
      }),
    );
    this._register(reviews.onDidChange((key) => this.forDocument(key.slice(0, key.lastIndexOf('#')), (ed) => this.schedule(ed, REVIEW_THROTTLE_MS, false))));
    // a language change (our claim of a .pgn, or the user's choice) closes and opens the document again
    this._register(vscode.workspace.onDidOpenTextDocument((d) => this.forDocument(d.uri, (ed) => this.schedule(ed, 0, true))));
    this._register(vscode.workspace.onDidCloseTextDocument((d) => this.shown.delete(d.uri.toString())));
    this._register({ dispose: () => [...this.pending.values()].forEach((p) => (clearTimeout(p.timer), p.cts?.cancel())) });
    vscode.window.visibleTextEditors.forEach((e) => this.schedule(e, 0, true));
  }

  private glyphType(q: Quality): vscode.TextEditorDecorationType {
    // the glyph hugs its move, as a NAG is written
    return this._register(vscode.window.createTextEditorDecorationType(after(`xiangqiLens.margin.${q}`, { fontWeight: 'bold', margin: '0 0 0 0.05em' })));
  }

  /** The notes last drawn in a document's editors. */
  notesOf(uri: vscode.Uri): readonly MarginNote[] | undefined {
    return this.shown.get(uri.toString());
  }

  private forDocument(uri: vscode.Uri | string, f: (e: vscode.TextEditor) => void): void {
    const key = uri.toString();
    for (const e of vscode.window.visibleTextEditors) if (e.document.uri.toString() === key) f(e);
  }

  /** `reset`: a newer reason to draw waits out the delay again (typing); else the pending drawing stands (a review's stream). */
  private schedule(editor: vscode.TextEditor, delay: number, reset: boolean): void {
    const p = this.pending.get(editor) ?? {};
    if (p.timer && !reset) return;
    clearTimeout(p.timer);
    p.timer = setTimeout(() => {
      p.timer = undefined;
      p.cts?.cancel();
      p.cts?.dispose();
      const cts = new vscode.CancellationTokenSource();
      p.cts = cts;
      void this.draw(editor, cts.token).catch(() => undefined);
    }, delay);
    this.pending.set(editor, p);
  }

  private clear(editor: vscode.TextEditor): void {
    for (const t of [...Object.values(this.glyphs), this.score, this.book]) editor.setDecorations(t, []);
  }

  private async draw(editor: vscode.TextEditor, token: vscode.CancellationToken): Promise<void> {
    const doc = editor.document;
    if (doc.languageId !== PGN_LANGUAGE) {
      // a document that left our language (the user changed it) keeps no notes of ours; others never had any
      this.shown.delete(doc.uri.toString());
      if (this.drawn.delete(editor)) this.clear(editor);
      return;
    }
    const version = doc.version;
    const stale = (): boolean => token.isCancellationRequested || doc.isClosed || doc.version !== version || !vscode.window.visibleTextEditors.includes(editor);
    const read = await this.games.read(doc, token);
    if (!read || stale()) return;
    if (!read.ok) return this.clear(editor);
    const window = visibleWindow(editor, doc);
    const config = readConfig();
    const words = marginWords();
    const notes: MarginNote[] = [];
    for (const [i, game] of read.value.games.entries()) {
      const whole = game.source?.whole;
      if (!whole || whole.end < window.start || whole.start > window.end) continue;
      // the game under review is drawn from what its review found so far; the others from the cache
      const plies = this.reviews.found(gameKey(doc.uri, i), game) ?? (await this.reviews.known(game, config)).plies;
      if (stale()) return;
      for (const n of marginNotes(game, plies, words)) notes.push(n);
    }
    const range = (n: MarginNote): vscode.Range => new vscode.Range(doc.positionAt(n.span.start), doc.positionAt(n.span.end));
    const text = (contentText: string): vscode.DecorationInstanceRenderOptions => ({ after: { contentText } });
    for (const q of Object.keys(this.glyphs) as Quality[])
      editor.setDecorations(this.glyphs[q], notes.filter((n) => n.glyph?.quality === q).map((n) => ({ range: range(n), renderOptions: text(n.glyph!.text) })));
    editor.setDecorations(this.score, notes.filter((n) => n.score).map((n) => ({ range: range(n), renderOptions: text(n.score!) })));
    editor.setDecorations(this.book, notes.filter((n) => n.book).map((n) => ({ range: range(n), renderOptions: text(n.book!) })));
    this.shown.set(doc.uri.toString(), notes);
    this.drawn.add(editor);
  }
}

/** The offsets of the lines on screen and MARGIN_LINES either side. */
const visibleWindow = (editor: vscode.TextEditor, doc: vscode.TextDocument): { start: number; end: number } => {
  const ranges = editor.visibleRanges.length ? editor.visibleRanges : [new vscode.Range(0, 0, 100, 0)];
  const first = Math.max(0, Math.min(...ranges.map((r) => r.start.line)) - MARGIN_LINES);
  const last = Math.min(doc.lineCount - 1, Math.max(...ranges.map((r) => r.end.line)) + MARGIN_LINES);
  return { start: doc.offsetAt(new vscode.Position(first, 0)), end: doc.offsetAt(doc.lineAt(last).range.end) };
};
