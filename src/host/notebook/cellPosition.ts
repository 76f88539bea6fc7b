/**
 * A position cell resolved to what the engine and the board take: the root FEN and the ICCS moves from
 * it (a referenced game's main line, then the cell's own moves), the position reached, and the cell's
 * limits. A game reference is read relative to the study's folder, else to each workspace folder.
 *
 *   const r = await resolveCell(cell.document.getText(), cell.notebook.uri);
 *   if (r.ok) engine.analyse(r.value.position, limits);
 */
import * as vscode from 'vscode';
import { toFen } from '../../core/fen';
import { replayLine } from '../../core/line';
import { moveToIccs } from '../../core/notation';
import type { Position } from '../../core/position';
import { Result, err, ok } from '../../core/result';
import { mainlineMoves } from '../../formats/game';
import { parsePositionCell, playCellMoves, type CellIssue, type PositionCellSpec } from '../../formats/positionCell';
import { readGames } from '../../formats/read';
import type { PositionDto } from '../../protocol/dto';

export interface ResolvedCell {
  readonly spec: PositionCellSpec;
  /** The root FEN and every move from it. */
  readonly position: PositionDto;
  readonly reached: Position;
  /** The FEN of the position reached. */
  readonly fen: string;
  /** The move that led there, if any. */
  readonly lastMove?: string;
  /** The game file the cell starts in, and the main-line node it names. */
  readonly game?: { readonly uri: vscode.Uri; readonly index: number; readonly path: readonly number[]; readonly moves: number };
}

/** A cell's mistake in words, with its place. */
export const cellProblem = (i: CellIssue): string => vscode.l10n.t('Line {0}, column {1}: {2}', i.line, i.column, i.message);

/** The file a reference names: beside the study first, then in each workspace folder. */
export const findReferenced = async (file: string, study: vscode.Uri): Promise<vscode.Uri | undefined> => {
  const candidates = [
    ...(study.scheme === 'untitled' ? [] : [vscode.Uri.joinPath(study, '..', file)]),
    ...(vscode.workspace.workspaceFolders ?? []).map((f) => vscode.Uri.joinPath(f.uri, file)),
  ];
  for (const uri of candidates) {
    try {
      if ((await vscode.workspace.fs.stat(uri)).type & vscode.FileType.File) return uri;
    } catch {
      // not there: try the next place
    }
  }
  return undefined;
};

export const resolveCell = async (text: string, study: vscode.Uri): Promise<Result<ResolvedCell, string>> => {
  const parsed = parsePositionCell(text);
  if (!parsed.ok) return err(cellProblem(parsed.error));
  const spec = parsed.value;
  let root: string;
  let before: string[] = [];
  let game: ResolvedCell['game'];
  if (spec.start.kind === 'fen') root = spec.start.fen;
  else {
    const ref = spec.start;
    const uri = await findReferenced(ref.file, study);
    if (!uri) return err(vscode.l10n.t('No file {0} beside the study or in the workspace', ref.file));
    const read = readGames(await vscode.workspace.fs.readFile(uri), uri.path);
    if (!read.ok) return err(vscode.l10n.t('{0} could not be read: {1}', ref.file, read.error.message));
    const g = read.value.games[ref.game];
    if (!g) return err(vscode.l10n.t('{0} holds {1} games; there is no game {2}', ref.file, read.value.games.length, ref.game + 1));
    const line = mainlineMoves(g).map(moveToIccs);
    if (ref.ply > line.length) return err(vscode.l10n.t('Game {0} of {1} has {2} moves; there is no move {3}', ref.game + 1, ref.file, line.length, ref.ply));
    root = g.startFen;
    before = line.slice(0, ref.ply);
    game = { uri, index: ref.game, path: new Array<number>(ref.ply).fill(0), moves: line.length };
  }
  const start = replayLine(root, before);
  if (!start.ok) return err(start.error.message);
  const own = playCellMoves(toFen(start.value.position), spec.moves, text);
  if (!own.ok) return err(cellProblem(own.error));
  const moves = [...before, ...own.value];
  const reached = replayLine(root, moves);
  if (!reached.ok) return err(reached.error.message);
  const last = moves.at(-1);
  return ok({
    spec,
    position: { fen: root, moves },
    reached: reached.value.position,
    fen: toFen(reached.value.position),
    ...(last ? { lastMove: last } : {}),
    ...(game && own.value.length === 0 ? { game } : {}),
  });
};
