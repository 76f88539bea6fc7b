import * as vscode from 'vscode';
import { type GameRef, MarginReviews } from '../review/marginReviews';
import type { Reviews } from '../review/reviews';
import type { DocumentGames } from './documentGames';
import { GameLenses, LENS_COMMANDS } from './gameLenses';
import { PGN_LANGUAGE } from './languages';
import { MoveDecorations } from './moveDecorations';
import { MoveHover } from './moveHover';

/**
 * The engine in the margin of Xiangqi PGN text: the notes after each move, the hover of a move, the
 * lenses above each game and their commands (Review Game and Write Annotations also from the palette,
 * for the game under the cursor). Called once by activate (extension.ts) with the shared reading of
 * documents and the one review; everything it makes is in context.subscriptions.
 *
 * @example
 * const { decorations } = registerMargin(context, registerLanguage(context), reviews);
 */
export function registerMargin(context: vscode.ExtensionContext, games: DocumentGames, reviews: Reviews): { decorations: MoveDecorations; margin: MarginReviews } {
  const pgn: vscode.DocumentSelector = { language: PGN_LANGUAGE };
  const margin = new MarginReviews(games, reviews);
  const decorations = new MoveDecorations(games, reviews);
  const lenses = new GameLenses(games, reviews, margin);
  const command = (id: string, run: (ref?: GameRef) => unknown): vscode.Disposable => vscode.commands.registerCommand(id, run);
  const needGame = (): void => void vscode.window.showInformationMessage(vscode.l10n.t('Put the cursor in a game of a Xiangqi PGN first'));
  context.subscriptions.push(
    margin,
    decorations,
    lenses,
    vscode.languages.registerHoverProvider(pgn, new MoveHover(games, reviews)),
    vscode.languages.registerCodeLensProvider(pgn, lenses),
    command(LENS_COMMANDS.analyse, (ref) => ref && margin.follow(ref)),
    command(LENS_COMMANDS.stop, (ref) => ref && margin.stopFollowing(ref)),
    command(LENS_COMMANDS.review, async (ref) => {
      const r = await margin.refOrCursor(ref);
      return r ? margin.review(r) : needGame();
    }),
    command(LENS_COMMANDS.write, async (ref) => {
      const r = await margin.refOrCursor(ref);
      return r ? margin.write(r) : needGame();
    }),
  );
  return { decorations, margin };
}
