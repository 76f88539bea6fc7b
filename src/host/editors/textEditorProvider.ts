/**
 * The board editor for game text (viewTypes xiangqiLens.fen and xiangqiLens.text): .fen files by default, .pgn and .xqpgn as an
 * option ("Open board beside"). The text document is the truth (TextDocumentGames); the board follows the
 * text, the text follows the board, and the two cursors follow each other: a move the text cursor enters is
 * shown on the board, and the move the board shows is marked in the text.
 */
import * as vscode from 'vscode';
import { moveAt, moveSpan } from '../../formats/locate';
import type { DocumentGames } from '../language/documentGames';
import { BoardSession, type SessionServices } from './boardSession';
import { reopenWithDetectedEncoding } from './encoding';
import { TextDocumentGames } from './textDocumentGames';
import { trackActive } from './xqfEditorProvider';

export class TextEditorProvider implements vscode.CustomTextEditorProvider {
  private readonly shared = new Map<string, { games: TextDocumentGames; views: number }>();
  /** The move the board shows, marked in the text beside it. */
  private readonly mark = vscode.window.createTextEditorDecorationType({
    backgroundColor: new vscode.ThemeColor('xiangqiLens.currentMove'),
    borderRadius: '2px',
  });

  constructor(
    private readonly services: SessionServices,
    /** The language features' per-document reading, shared (one reading per version). */
    private readonly documents: DocumentGames,
  ) {}

  /** Ends the text mark's decoration type (registered with the provider in register.ts). */
  dispose(): void {
    this.mark.dispose();
  }

  async resolveCustomTextEditor(document: vscode.TextDocument, panel: vscode.WebviewPanel, _token: vscode.CancellationToken): Promise<void> {
    // a GBK or Big5 file opened as UTF-8 is read again in its own encoding before anything is shown
    const doc = (await reopenWithDetectedEncoding(document)) ?? document;
    const key = doc.uri.toString();
    let entry = this.shared.get(key);
    if (!entry) {
      entry = { games: new TextDocumentGames(doc, this.documents), views: 0 };
      this.shared.set(key, entry);
    }
    entry.views++;
    const games = entry.games;
    const session = new BoardSession(panel.webview, games, this.services);
    trackActive(panel, session, this.services);
    const subs: vscode.Disposable[] = [
      // text cursor → board
      vscode.window.onDidChangeTextEditorSelection((e) => {
        if (e.textEditor.document !== doc || e.kind === undefined) return;
        const r = this.documents.readNow(doc);
        if (!r.ok) return;
        const pos = e.selections[0].active;
        const line = doc.lineAt(pos.line).range;
        const hit = moveAt(r.value.games, doc.offsetAt(pos), { line: [doc.offsetAt(line.start), doc.offsetAt(line.end)] });
        if (hit && hit.game === session.gameIndex) session.goto(hit.path);
      }),
      // board → text
      session.onDidShow((shown) => {
        const game = games.games()[shown.game];
        const span = game && moveSpan(game, shown.path);
        for (const ed of vscode.window.visibleTextEditors) {
          if (ed.document !== doc) continue;
          if (!span) {
            ed.setDecorations(this.mark, []);
            continue;
          }
          const range = new vscode.Range(doc.positionAt(span.start), doc.positionAt(span.end));
          ed.setDecorations(this.mark, [range]);
          ed.revealRange(range, vscode.TextEditorRevealType.InCenterIfOutsideViewport);
        }
      }),
    ];
    panel.onDidDispose(() => {
      for (const s of subs) s.dispose();
      const e = this.shared.get(key);
      if (e && --e.views === 0) {
        e.games.dispose();
        this.shared.delete(key);
      }
    });
  }
}
