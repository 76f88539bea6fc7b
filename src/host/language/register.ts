import * as vscode from 'vscode';
import { DocumentGames } from './documentGames';
import { GameFolding } from './folding';
import { LanguageClaim } from './languageClaim';
import { PGN_LANGUAGE } from './languages';
import { GameOutline } from './outline';
import { Problems } from './problems';

/**
 * Makes Xiangqi game text first-class: claims Xiangqi `.pgn`/`.fen` files by content, and gives
 * `xiangqi-pgn` documents problems, folding and an outline (the grammar and bracket matching come
 * from package.json). Returns the shared per-document reading, for the editors and decorations that
 * need the same games. Called once by activate (extension.ts); everything it makes is in
 * context.subscriptions.
 *
 * @example
 * const games = registerLanguage(context);
 * const r = await games.read(document);
 */
export function registerLanguage(context: vscode.ExtensionContext): DocumentGames {
  const games = new DocumentGames();
  const pgn: vscode.DocumentSelector = { language: PGN_LANGUAGE };
  context.subscriptions.push(
    games,
    new LanguageClaim(),
    new Problems(games),
    vscode.languages.registerFoldingRangeProvider(pgn, new GameFolding(games)),
    vscode.languages.registerDocumentSymbolProvider(pgn, new GameOutline(games), { label: 'Xiangqi Lens' }),
  );
  return games;
}
