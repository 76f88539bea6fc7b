/**
 * Study notebooks (.xqnb): the serializer, the controller on the shared engine, the renderer's channel,
 * the position search over the workspace's games, and their commands. Called once from activate.
 *
 *   registerStudies(context, { engines, registry, preview });
 */
import * as vscode from 'vscode';
import { STUDY_TYPE } from '../../protocol/notebook';
import type { SessionRegistry } from '../editors/boardSession';
import type { PreviewPanel } from '../editors/previewPanel';
import type { Engines } from '../engineService';
import { exportStudy, findPositionInGames, newStudy, openCellOnBoard, sendToStudy } from './commands';
import { StudyController } from './controller';
import { GameSearch } from './gameSearch';
import { RendererChannel } from './rendererChannel';
import { StudySerializer } from './serializer';

export interface StudyHostServices {
  readonly engines: Engines;
  readonly registry: SessionRegistry;
  readonly preview: PreviewPanel;
}

export const registerStudies = (context: vscode.ExtensionContext, s: StudyHostServices): GameSearch => {
  const games = new GameSearch(s.registry);
  const services = { ...s, games };
  const command = (id: string, run: (...args: never[]) => unknown): vscode.Disposable => vscode.commands.registerCommand(`xiangqiLens.${id}`, run);
  context.subscriptions.push(
    games,
    vscode.workspace.registerNotebookSerializer(STUDY_TYPE, new StudySerializer(), StudySerializer.options),
    new StudyController(services),
    new RendererChannel(services),
    command('newStudy', (uri?: vscode.Uri) => newStudy(uri)),
    command('sendToStudy', (target?: vscode.Uri) => sendToStudy(services, target instanceof vscode.Uri ? target : undefined)),
    command('openCellOnBoard', (cell?: unknown) => openCellOnBoard(services, cell)),
    command('exportStudy', (source?: vscode.Uri, target?: vscode.Uri) => exportStudy(source instanceof vscode.Uri ? source : undefined, target)),
    command('findPosition', (fen?: string) => findPositionInGames(services, typeof fen === 'string' ? fen : undefined)),
    // not in the palette: what a search hit's link does (the renderer's channel, the integration suite)
    command('openGameAtMove', (file: string, game: number, node: number) => games.open(file, game, node)),
  );
  return games;
};
