/**
 * Runs a study's position cells on the shared engine (Engines.analyse: the same engine, cache and status bar
 * as the board pages; never an engine of its own). A cell's limits come from its text (`depth 16`), else
 * its metadata (`{"depth":16}`), else the settings. The output streams as the search deepens (at most four
 * updates a second), Stop cancels (the engine stops this cell's search, and the output says it stopped),
 * and Run All queues every cell and runs them in order. A `search` cell looks for its position in the
 * workspace's games instead; a training puzzle's cell shows its board to solve on (training.ts).
 *
 *   new StudyController({ engines, search }) // registered once, in register.ts
 */
import * as vscode from 'vscode';
import { LineBook } from '../../analysis/lineBook';
import { cellLimits, metadataLimits } from '../../formats/positionCell';
import { POSITION_LANGUAGE } from '../../formats/study';
import type { InfoDto } from '../../protocol/dto';
import { STUDY_TYPE, type AnalysisOutputDto, type AnalysisState, type StudyLineDto } from '../../protocol/notebook';
import { analysisLimits, notationFor, readConfig } from '../config';
import { detectNotation } from '../../core/notation';
import { Disposable } from '../dispose';
import type { Engines } from '../engineService';
import { resolveCell, type ResolvedCell } from './cellPosition';
import type { GameSearch } from './gameSearch';
import { puzzleOutput, studyCell, type Trainer } from './training';
import { cellPuzzle } from '../../analysis/trainingStudy';
import { analysisOutput, errorOutput, searchOutput } from './outputs';
import { uiLanguage } from '../locale';

export interface StudyServices {
  readonly engines: Engines;
  readonly search: GameSearch;
  readonly trainer: Trainer;
}

/** How often a running cell's output is redrawn at most. */
const UPDATE_MS = 250;

const studyLine = (i: InfoDto): StudyLineDto => ({ multipv: i.multipv, depth: i.depth, score: i.score, pv: i.pv, nodes: i.nodes });

export class StudyController extends Disposable {
  private readonly controller: vscode.NotebookController;
  private order = 0;

  constructor(private readonly services: StudyServices) {
    super();
    this.controller = this._register(vscode.notebooks.createNotebookController('xiangqiLens.study', STUDY_TYPE, vscode.l10n.t('Xiangqi Lens engine')));
    this.controller.supportedLanguages = [POSITION_LANGUAGE];
    this.controller.supportsExecutionOrder = true;
    this.controller.description = vscode.l10n.t('Analyses position cells; search cells look through the games of the workspace');
    this.controller.executeHandler = (cells) => this.runAll(cells);
    // the engine is every study's kernel without asking
    const prefer = (doc: vscode.NotebookDocument): void => {
      if (doc.notebookType === STUDY_TYPE) this.controller.updateNotebookAffinity(doc, vscode.NotebookControllerAffinity.Preferred);
    };
    vscode.workspace.notebookDocuments.forEach(prefer);
    this._register(vscode.workspace.onDidOpenNotebookDocument(prefer));
  }

  /** Called by VS Code for Run, Run All and Run Above/Below: every cell is queued at once, then run in order. */
  private async runAll(cells: vscode.NotebookCell[]): Promise<void> {
    const queued = cells.map((cell) => ({ cell, execution: this.controller.createNotebookCellExecution(cell) }));
    for (const { cell, execution } of queued) {
      if (execution.token.isCancellationRequested) {
        // stopped while it waited its turn: it never ran
        execution.start(Date.now());
        execution.end(undefined, Date.now());
        continue;
      }
      await this.run(cell, execution);
    }
  }

  private async run(cell: vscode.NotebookCell, ex: vscode.NotebookCellExecution): Promise<void> {
    ex.executionOrder = ++this.order;
    ex.start(Date.now());
    // a training puzzle: its board to solve on, a fresh attempt
    const puzzle = cellPuzzle(studyCell(cell));
    if (puzzle) {
      this.services.trainer.started(puzzle.id);
      await ex.replaceOutput(puzzleOutput(puzzle, 'open'));
      ex.end(true, Date.now());
      return;
    }
    const resolved = await resolveCell(cell.document.getText(), cell.notebook.uri);
    if (!resolved.ok) {
      await ex.replaceOutput(errorOutput(vscode.l10n.t('Not a position'), resolved.error));
      ex.end(false, Date.now());
      return;
    }
    const ok = resolved.value.spec.search ? await this.search(ex, resolved.value) : await this.analyse(ex, cell, resolved.value);
    ex.end(ok, Date.now());
  }

  private async analyse(ex: vscode.NotebookCellExecution, cell: vscode.NotebookCell, r: ResolvedCell): Promise<boolean> {
    const config = readConfig();
    const engines = this.services.engines;
    const limits = cellLimits(r.spec.limits, metadataLimits(cell.metadata), analysisLimits(config));
    // the lines in the notation the cell's own moves are written in, unless the setting names one
    const written = r.spec.moves.text.trim();
    const notation = notationFor(written ? detectNotation(written) : undefined);
    const dto = (state: AnalysisState, error?: string): AnalysisOutputDto => ({
      version: 1,
      fen: r.fen,
      ...(r.lastMove ? { lastMove: r.lastMove } : {}),
      engine: engines.name,
      limits,
      state,
      ...(error ? { error } : {}),
      lines: lines.lines(),
      notation,
      language: uiLanguage(),
    });
    // one redraw at a time, the latest state each time
    let writing: Thenable<void> = Promise.resolve();
    const draw = (state: AnalysisState, error?: string): Thenable<void> => (writing = writing.then(() => ex.replaceOutput(analysisOutput(dto(state, error)))));
    let running = true;
    const lines = new LineBook<StudyLineDto>({
      throttleMs: UPDATE_MS,
      timers: { setTimeout, clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>) },
      onChange: () => void (running && draw('running')),
    });
    await draw('running');
    try {
      await engines.analyse({ position: r.position, limits, cancel: ex.token, onInfo: (info) => lines.add(studyLine(info)) }, config);
      running = false;
      lines.flush();
      await draw(ex.token.isCancellationRequested ? 'stopped' : 'done');
      return true;
    } catch (e) {
      running = false;
      lines.flush();
      await draw('failed', (e as Error).message);
      return false;
    }
  }

  private async search(ex: vscode.NotebookCellExecution, r: ResolvedCell): Promise<boolean> {
    let writing: Thenable<void> = Promise.resolve();
    const result = await this.services.search.search(r.fen, {
      token: ex.token,
      onProgress: (partial) => void (writing = writing.then(() => ex.replaceOutput(searchOutput(partial)))),
    });
    await writing;
    if (!result.ok) {
      await ex.replaceOutput(errorOutput(vscode.l10n.t('Not a position'), result.error));
      return false;
    }
    await ex.replaceOutput(searchOutput(result.value));
    return true;
  }
}
