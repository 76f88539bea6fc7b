import * as vscode from 'vscode';
import { registerCommand } from '../registration';
import type { Reviews } from '../review/reviews';
import type { DocumentGames } from './documentGames';
import { EVAL_GRAPH_VIEW, EvalGraphView } from './evalGraphView';
import { GameFolding } from './folding';
import { GameLenses } from './gameLenses';
import { LanguageClaim } from './languageClaim';
import { PGN_LANGUAGE } from './languages';
import { type GameRef, MarginReviews } from './marginReviews';
import { MoveDecorations } from './moveDecorations';
import { MoveHover } from './moveHover';
import { GameOutline } from './outline';
import { Problems } from './problems';

/**
 * Makes Xiangqi game text first-class: claims Xiangqi `.pgn`/`.fen` files by content, gives `xiangqi-pgn`
 * documents problems, folding and an outline (the grammar and bracket matching come from package.json),
 * and puts the engine in their margin: the notes after each move, the hover of a move, the lenses above
 * each game and their commands (Review Game and Write Annotations also from the palette, for the game
 * under the cursor), and the evaluation graph view beside the text (evalGraphView.ts). Called once by activate (extension.ts); everything it makes is in
 * context.subscriptions. Returns the margin's decorations and the graph view, which the integration suites read.
 *
 * @example
 * const { decorations } = register(context, services);
 */
export function register(context: vscode.ExtensionContext, s: { readonly games: DocumentGames; readonly reviews: Reviews }): { decorations: MoveDecorations; graph: EvalGraphView } {
  const pgn: vscode.DocumentSelector = { language: PGN_LANGUAGE };
  const { games, reviews } = s;
  const margin = new MarginReviews(games, reviews);
  const decorations = new MoveDecorations(games, reviews);
  const lenses = new GameLenses(games, reviews, margin);
  const graph = new EvalGraphView(context.extensionUri, games, reviews);
  const needGame = (): void => void vscode.window.showInformationMessage(vscode.l10n.t('Put the cursor in a game of a Xiangqi PGN first'));
  context.subscriptions.push(
    new LanguageClaim(),
    new Problems(games),
    vscode.languages.registerFoldingRangeProvider(pgn, new GameFolding(games)),
    vscode.languages.registerDocumentSymbolProvider(pgn, new GameOutline(games), { label: 'Xiangqi Lens' }),
    margin,
    decorations,
    graph,
    lenses,
    vscode.languages.registerHoverProvider(pgn, new MoveHover(games, reviews)),
    vscode.languages.registerCodeLensProvider(pgn, lenses),
    registerCommand('showEvalGraph', () => vscode.commands.executeCommand(`${EVAL_GRAPH_VIEW}.focus`)),
    registerCommand('marginAnalyse', (ref?: GameRef) => ref && margin.follow(ref)),
    registerCommand('marginStop', (ref?: GameRef) => ref && margin.stopFollowing(ref)),
    registerCommand('reviewGame', async (ref?: GameRef) => {
      const r = await margin.refOrCursor(ref);
      return r ? margin.review(r) : needGame();
    }),
    registerCommand('writeAnnotations', async (ref?: GameRef) => {
      const r = await margin.refOrCursor(ref);
      return r ? margin.write(r) : needGame();
    }),
  );
  return { decorations, graph };
}
