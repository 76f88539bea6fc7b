/**
 * Study notebooks (.xqnb): the serializer, the controller on the shared engine, the renderer's channel,
 * the position search over the workspace's games, training studies, and their commands. Called once by activate.
 *
 *   register(context, services);
 */
import * as vscode from 'vscode';
import { STUDY_TYPE } from '../../protocol/notebook';
import type { SessionRegistry } from '../editors/boardSession';
import type { PreviewPanel } from '../editors/previewPanel';
import type { Engines } from '../engineService';
import type { Reviews } from '../review/reviews';
import { registerCommand } from '../registration';
import { exportStudy, findPositionInGames, newStudy, openCellOnBoard, sendToStudy } from './commands';
import { StudyController } from './controller';
import { GameSearch } from './gameSearch';
import { RendererChannel } from './rendererChannel';
import { Trainer } from './training';
import { trainNextDue, trainOnMistakes } from './trainingCommands';
import { StudySerializer } from './serializer';

/** What studies use of the shared services. */
export interface StudyHostServices {
  readonly engines: Engines;
  readonly registry: SessionRegistry;
  readonly preview: PreviewPanel;
  readonly reviews: Reviews;
}

export function register(context: vscode.ExtensionContext, s: StudyHostServices): void {
  const search = new GameSearch(s.registry);
  const services = { ...s, search, trainer: new Trainer(s) };
  context.subscriptions.push(
    search,
    vscode.workspace.registerNotebookSerializer(STUDY_TYPE, new StudySerializer(), StudySerializer.options),
    new StudyController(services),
    new RendererChannel(services),
    registerCommand('newStudy', (uri?: vscode.Uri) => newStudy(uri)),
    registerCommand('sendToStudy', (target?: vscode.Uri) => sendToStudy(services, target instanceof vscode.Uri ? target : undefined)),
    registerCommand('openCellOnBoard', (cell?: unknown) => openCellOnBoard(services, cell)),
    registerCommand('exportStudy', (source?: vscode.Uri, target?: vscode.Uri) => exportStudy(source instanceof vscode.Uri ? source : undefined, target)),
    registerCommand('findPosition', (fen?: string) => findPositionInGames(services, typeof fen === 'string' ? fen : undefined)),
    registerCommand('openGameAtMove', (file: string, game: number, node: number) => search.open(file, game, node)),
    registerCommand('trainOnMistakes', (source?: unknown, target?: unknown) =>
      trainOnMistakes(services.trainer, source instanceof vscode.Uri ? source : undefined, target instanceof vscode.Uri ? target : undefined),
    ),
    registerCommand('trainNextDue', () => trainNextDue()),
  );
}
