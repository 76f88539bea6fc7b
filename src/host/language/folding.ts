import * as vscode from 'vscode';
import { foldingSpans } from '../../formats/outline';
import type { DocumentGames } from './documentGames';

/**
 * Folds each game and each variation of a Xiangqi PGN, from the spans the reader records
 * (formats/outline.ts); stretches within one line do not fold.
 *
 * @example
 * vscode.languages.registerFoldingRangeProvider({ language: PGN_LANGUAGE }, new GameFolding(games));
 */
export class GameFolding implements vscode.FoldingRangeProvider {
  constructor(private readonly games: DocumentGames) {}

  /** Called by VS Code when the document opens and after edits. */
  async provideFoldingRanges(doc: vscode.TextDocument, _context: vscode.FoldingContext, token: vscode.CancellationToken): Promise<vscode.FoldingRange[]> {
    const read = await this.games.read(doc, token);
    if (!read?.ok) return [];
    const out: vscode.FoldingRange[] = [];
    for (const { span } of foldingSpans(read.value.games)) {
      const start = doc.positionAt(span.start).line;
      const end = doc.positionAt(span.end).line;
      if (end > start) out.push(new vscode.FoldingRange(start, end));
    }
    return out;
  }
}
