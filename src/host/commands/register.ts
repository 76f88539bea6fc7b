/**
 * The palette's commands that act on the board in front or the position under the cursor (analyse, stop,
 * flip, copy, export, open as text, notation, new game, set up a position, show and check a FEN, review the
 * game). Called
 * once by activate; everything it makes is in context.subscriptions.
 *
 *   register(context, services);
 */
import type * as vscode from 'vscode';
import { GameTextView } from '../editors/gameTextView';
import { registerCommand } from '../registration';
import { analysePosition, stopAnalysis, type AnalyseServices } from './analyse';
import { activeBoard } from './activeBoard';
import { SetupBoard } from './setupBoard';
import { analyseGame, checkFen, chooseNotation, copyFen, copyPgn, exportGame, flipBoard, newGameFromFen, openAsText, openBoardBeside, showBoard } from './board';

export function register(context: vscode.ExtensionContext, s: AnalyseServices): void {
  // registered at activation, so that a view of a game restored after a reload finds its provider
  const gameText = new GameTextView();
  // registered at activation too: a setup board open before a reload comes back with its set-up
  const setup = new SetupBoard(context.extensionUri);
  context.subscriptions.push(
    gameText,
    setup,
    registerCommand('validateFen', () => checkFen()),
    registerCommand('analysePosition', () => analysePosition(s)),
    registerCommand('stopAnalysis', () => stopAnalysis(s)),
    registerCommand('analyseGame', () => analyseGame(s)),
    registerCommand('showBoard', () => showBoard(s)),
    registerCommand('flipBoard', () => flipBoard(s)),
    registerCommand('copyFen', () => copyFen(s)),
    registerCommand('copyPgn', () => copyPgn(s)),
    registerCommand('exportGame', () => exportGame(s)),
    registerCommand('openAsText', () => openAsText(s, gameText)),
    registerCommand('chooseNotation', () => chooseNotation()),
    registerCommand('newGameFromFen', (fen?: string) => newGameFromFen(fen)),
    // a FEN given (a link, a test), else the position of the board in front, else the start
    registerCommand('setupPosition', (fen?: string) => setup.show(typeof fen === 'string' ? fen : activeBoard(s.registry)?.where?.fen)),
    registerCommand('openBoardBeside', (uri?: vscode.Uri) => openBoardBeside(uri)),
  );
}
