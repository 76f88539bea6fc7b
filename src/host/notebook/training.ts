/**
 * Training studies in VS Code: Train on My Mistakes… builds one from a folder of games (each game
 * reviewed on the review's engines through the shared cache, so a reviewed game costs nothing; its
 * puzzles added to the study if there is one), a puzzle cell run shows its board, a move tried on it is
 * checked here (the stored answers, else the engine), and the attempt's outcome goes into the cell's
 * schedule (schedule.ts) with the study's summary written again. Train: Next Due Puzzles runs the due ones.
 *
 *   const trainer = new Trainer(services); trainer.check(editor, id, 'h2e2');
 */
import * as path from 'node:path';
import * as vscode from 'vscode';
import { buildPuzzles, type Puzzle, type PuzzleFrom } from '../../analysis/puzzles';
import { deeperLimits } from '../../analysis/review';
import { cellPuzzle, isDue, mergeTraining, trainingSummary, type TrainingLanguage } from '../../analysis/trainingStudy';
import { expectedScore } from '../../analysis/winChance';
import { formatLine } from '../../core/line';
import { negateScore, formatScore } from '../../core/score';
import type { Game } from '../../formats/game';
import { readGames } from '../../formats/read';
import { readStudy, writeStudy, type Json, type Study, type StudyCell } from '../../formats/study';
import { PUZZLE_MIME, STUDY_TYPE, type PuzzleOutputDto, type PuzzleState, type PuzzleVerdictDto } from '../../protocol/notebook';
import { readConfig, reviewOptions } from '../config';
import type { Engines } from '../engineService';
import { uiLanguage } from '../locale';
import type { Reviews } from '../review/reviews';
import { GAME_GLOB } from './gameSearch';
import { studyJson } from './outputs';
import { nextSchedule, type Outcome } from './schedule';

export interface TrainingServices {
  readonly engines: Engines;
  readonly reviews: Reviews;
}

/** How far below the stored best a move the engine checks may be and still answer, in expected score (puzzles.ts's margin). */
const MARGIN = 0.02;

/** A notebook cell as the pure study module sees it. */
export const studyCell = (c: vscode.NotebookCell): StudyCell => ({
  kind: c.kind === vscode.NotebookCellKind.Code ? 'code' : 'markdown',
  language: c.document.languageId,
  source: c.document.getText(),
  metadata: c.metadata as Json,
});

const language = (): TrainingLanguage => (uiLanguage() === 'zh' ? 'zh' : 'en');

/** A verdict and, once the puzzle is answered, what the game's move was in the review's words. */
const withGame = (words: string, p: Puzzle): string => {
  const said = p.words?.[language()];
  return said ? `${words}\n${vscode.l10n.t('In the game: {0}', said)}` : words;
};

/** A puzzle cell's output: the position to solve; once solved or shown, its line and the game's move. */
export const puzzleOutput = (p: Puzzle, state: PuzzleState): vscode.NotebookCellOutput => {
  const config = readConfig();
  const dto: PuzzleOutputDto = {
    version: 1,
    id: p.id,
    fen: p.fen,
    side: p.side,
    kind: p.kind,
    state,
    ...(state !== 'open' ? { line: p.line, played: p.played } : {}),
    notation: config.notation,
    language: uiLanguage(),
  };
  const head = vscode.l10n.t(p.side === 'red' ? 'Red to move: find the move' : 'Black to move: find the move');
  const text = state === 'open' ? `${p.fen}\n${head}` : `${p.fen}\n${vscode.l10n.t('The answer: {0}', formatLine(p.fen, p.line, config.notation).join(' '))}`;
  return new vscode.NotebookCellOutput([vscode.NotebookCellOutputItem.text(studyJson(dto), PUZZLE_MIME), vscode.NotebookCellOutputItem.text(text, 'text/plain')]);
};

export class Trainer {
  /** Wrong moves tried per puzzle since it was last run: what the outcome is graded by. */
  private readonly misses = new Map<string, number>();

  constructor(private readonly s: TrainingServices) {}

  /** A puzzle cell was run: a fresh attempt. */
  started(id: string): void {
    this.misses.delete(id);
  }

  /** The host's verdict on a move tried in the puzzle `id` of the notebook, and its schedule when it ends the attempt. */
  async check(notebook: vscode.NotebookDocument, id: string, move: string): Promise<PuzzleVerdictDto | undefined> {
    const found = this.find(notebook, id);
    if (!found) return undefined;
    const { puzzle } = found;
    const notation = readConfig().notation;
    const say = (moves: readonly string[]): string => formatLine(puzzle.fen, moves, notation).join(' ');
    let right = puzzle.answers.includes(move);
    let line: readonly string[] = move === puzzle.line[0] ? puzzle.line : [move];
    let words = '';
    if (!right) {
      // a move not stored: the engine judges it at the budget the answers were searched with
      const config = readConfig();
      const limits = deeperLimits(reviewOptions(config).limits, 4);
      const a = await this.s.engines.review({ position: { fen: puzzle.fen, moves: [move] }, limits, fresh: true }, config);
      const reply = a.lines[0];
      if (reply) {
        const mine = negateScore(reply.score);
        right = expectedScore(puzzle.score) - expectedScore(mine) <= MARGIN;
        line = [move, ...reply.pv];
        if (!right)
          words = vscode.l10n.t('Not {0}: {1}', say([move]), vscode.l10n.t('it allows {0} ({1})', say(line.slice(0, 4)).split(' ').slice(1).join(' '), formatScore(mine, { signed: true })));
      } else words = vscode.l10n.t('Not {0}: {1}', say([move]), '—');
    }
    if (right) {
      words =
        move === puzzle.answers[0] || move === puzzle.line[0]
          ? vscode.l10n.t('Right! {0}', say(line.slice(0, 6)))
          : vscode.l10n.t('Also good: {0} (the engine chose {1})', say([move]), say([puzzle.line[0]]));
      words = withGame(words, puzzle);
      await this.record(notebook, found.index, id, (this.misses.get(id) ?? 0) > 0 ? 'retry' : 'first');
    } else this.misses.set(id, (this.misses.get(id) ?? 0) + 1);
    return { type: 'puzzleVerdict', id, move, verdict: right ? 'right' : 'wrong', line, words };
  }

  /** The answer, asked for: the attempt ends as shown. */
  async show(notebook: vscode.NotebookDocument, id: string): Promise<PuzzleVerdictDto | undefined> {
    const found = this.find(notebook, id);
    if (!found) return undefined;
    const { puzzle } = found;
    await this.record(notebook, found.index, id, 'shown');
    const words = withGame(vscode.l10n.t('The answer: {0}', formatLine(puzzle.fen, puzzle.line.slice(0, 6), readConfig().notation).join(' ')), puzzle);
    return { type: 'puzzleVerdict', id, move: puzzle.line[0], verdict: 'shown', line: puzzle.line, words };
  }

  private find(notebook: vscode.NotebookDocument, id: string): { index: number; puzzle: Puzzle } | undefined {
    for (const c of notebook.getCells()) {
      const p = cellPuzzle(studyCell(c));
      if (p?.id === id) return { index: c.index, puzzle: p };
    }
    return undefined;
  }

  /** The attempt's outcome into the cell's schedule, and the summary written again: one edit, saved with the study. */
  private async record(notebook: vscode.NotebookDocument, index: number, id: string, outcome: Outcome): Promise<void> {
    this.misses.delete(id);
    const cell = notebook.cellAt(index);
    const schedule = nextSchedule(cell.metadata.schedule, outcome, new Date());
    const edit = new vscode.WorkspaceEdit();
    const edits = [vscode.NotebookEdit.updateCellMetadata(index, { ...cell.metadata, schedule })];
    const cells = notebook.getCells().map((c) => (c.index === index ? { ...studyCell(c), metadata: { ...c.metadata, schedule } } : studyCell(c)));
    const summary = notebook.getCells().find((c) => c.metadata.training === 'summary');
    if (summary) {
      const text = trainingSummary(cells, { language: language(), now: Date.now() });
      const range = new vscode.Range(0, 0, summary.document.lineCount, 0);
      edit.set(summary.document.uri, [vscode.TextEdit.replace(range, text)]);
    }
    edit.set(notebook.uri, edits);
    await vscode.workspace.applyEdit(edit);
  }

  /** Train on My Mistakes…: the games of the folders and files chosen, reviewed, their puzzles into `target`. */
  async build(sources: readonly vscode.Uri[], target: vscode.Uri): Promise<{ puzzles: number; added: number } | undefined> {
    const config = readConfig();
    const c = vscode.workspace.getConfiguration('xiangqiLens');
    const players = c.get<string[]>('training.players', []).filter((s) => typeof s === 'string');
    const from = c.get<string>('training.from', '?') as PuzzleFrom;
    let study: Study = { cells: [] };
    const existing = await vscode.workspace.fs.readFile(target).then(
      (b) => new TextDecoder().decode(b),
      () => undefined,
    );
    if (existing !== undefined) {
      const read = readStudy(existing);
      if (read.issues.length) {
        void vscode.window.showErrorMessage(vscode.l10n.t('{0} cannot be read as a study: {1}. It was not changed.', vscode.workspace.asRelativePath(target), read.issues[0].message));
        return undefined;
      }
      study = read.study;
    }
    const files = await gameFiles(sources);
    const base = path.posix.dirname(target.path);
    return vscode.window.withProgress(
      { location: vscode.ProgressLocation.Notification, title: vscode.l10n.t('Xiangqi Lens: building a training study'), cancellable: true },
      async (progress, token) => {
        const puzzles: Puzzle[] = [];
        const games: Array<{ uri: vscode.Uri; index: number; game: Game }> = [];
        for (const uri of files) {
          const r = readGames(await vscode.workspace.fs.readFile(uri), uri.path);
          if (r.ok) r.value.games.forEach((game, index) => games.push({ uri, index, game }));
        }
        for (const [k, { uri, index, game }] of games.entries()) {
          if (token.isCancellationRequested) break;
          progress.report({ message: vscode.l10n.t('game {0} of {1}: {2}', k + 1, games.length, path.posix.basename(uri.path)), increment: 100 / games.length });
          const review = await this.s.reviews.run(`${uri.toString()}#${index}`, game, { cancel: token }, config);
          if (!review.complete) continue;
          const analyser = { analyse: (request: Parameters<Engines['review']>[0]) => this.s.engines.review(request, config) };
          const source = { file: path.posix.relative(base, uri.path), game: index };
          puzzles.push(...(await buildPuzzles(game, review, analyser, { players, from, limits: reviewOptions(config).limits, source, cancel: token })));
        }
        const held = (cells: readonly StudyCell[]): number => cells.filter((x) => cellPuzzle(x) !== undefined).length;
        const next = mergeTraining(study, puzzles, { language: language(), now: Date.now() });
        await vscode.workspace.fs.writeFile(target, new TextEncoder().encode(writeStudy(next)));
        const added = held(next.cells) - held(study.cells);
        void vscode.window.showInformationMessage(vscode.l10n.t('{0} puzzles from {1} games, {2} new in {3}', puzzles.length, games.length, added, vscode.workspace.asRelativePath(target)));
        return { puzzles: puzzles.length, added };
      },
    );
  }
}

/** The game files of the folders (in path order) and the files themselves. */
const gameFiles = async (sources: readonly vscode.Uri[]): Promise<vscode.Uri[]> => {
  const out: vscode.Uri[] = [];
  for (const uri of sources) {
    const stat = await vscode.workspace.fs.stat(uri);
    if (stat.type & vscode.FileType.Directory) {
      const found = await vscode.workspace.findFiles(new vscode.RelativePattern(uri, GAME_GLOB));
      out.push(...found.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)));
    } else out.push(uri);
  }
  return out;
};

/** The due puzzle cells of a study, in order. */
export const duePuzzles = (notebook: vscode.NotebookDocument, now: number): vscode.NotebookCell[] =>
  notebook.getCells().filter((c) => {
    const sc = studyCell(c);
    return cellPuzzle(sc) !== undefined && isDue(sc, now);
  });

export const isTrainingStudy = (n: vscode.NotebookDocument): boolean => n.notebookType === STUDY_TYPE && n.getCells().some((c) => cellPuzzle(studyCell(c)) !== undefined);
