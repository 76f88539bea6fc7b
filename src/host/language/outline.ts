import * as vscode from 'vscode';
import type { Span } from '../../formats/game';
import { gameOutline, outlineDetail, outlineName } from '../../formats/outline';
import type { DocumentGames } from './documentGames';

/**
 * The outline (and breadcrumbs, and Go to Symbol) of a Xiangqi PGN: one entry per game named by its
 * players, with its event and result beside, and its header block and move text inside.
 *
 * @example
 * vscode.languages.registerDocumentSymbolProvider({ language: PGN_LANGUAGE }, new GameOutline(games));
 */
export class GameOutline implements vscode.DocumentSymbolProvider {
  constructor(private readonly games: DocumentGames) {}

  /** Called by VS Code for the outline view, breadcrumbs and Go to Symbol. */
  async provideDocumentSymbols(doc: vscode.TextDocument, token: vscode.CancellationToken): Promise<vscode.DocumentSymbol[]> {
    const read = await this.games.read(doc, token);
    if (!read?.ok) return [];
    const range = (s: Span): vscode.Range => new vscode.Range(doc.positionAt(s.start), doc.positionAt(s.end));
    const words = { versus: vscode.l10n.t('vs'), game: (n: number) => vscode.l10n.t('Game {0}', n) };
    return gameOutline(read.value.games).map((e) => {
      const game = new vscode.DocumentSymbol(outlineName(e, words), outlineDetail(e), vscode.SymbolKind.Module, range(e.span), range(e.nameSpan));
      if (e.headers) game.children.push(new vscode.DocumentSymbol(vscode.l10n.t('Headers'), '', vscode.SymbolKind.Property, range(e.headers), range(e.headers)));
      game.children.push(new vscode.DocumentSymbol(vscode.l10n.t('Moves'), vscode.l10n.t('{0} plies', e.plies), vscode.SymbolKind.Array, range(e.moves), range(e.moves)));
      return game;
    });
  }
}
