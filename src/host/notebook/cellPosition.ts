/**
 * A position cell resolved to what the engine and the board take: the root FEN and the ICCS moves from
 * it (a referenced game's main line, then the cell's own moves), the position reached, and the cell's
 * limits. A game reference is read relative to the study's folder, else to its workspace folder, and
 * never from outside that folder (formats/gameReference.ts).
 *
 *   const r = await resolveCell(cell.document.getText(), cell.notebook.uri);
 *   if (r.ok) engine.analyse(r.value.position, limits);
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { toFen } from '../../core/fen';
import { replayLine } from '../../core/line';
import { moveToIccs } from '../../core/notation';
import type { Position } from '../../core/position';
import { Result, err, ok } from '../../core/result';
import { mainlineMoves } from '../../formats/game';
import { issueWithoutContent, referencePaths } from '../../formats/gameReference';
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

/**
 * The folder a study's references stay inside (formats/gameReference.ts): its workspace folder; a saved
 * study outside any folder has the folder beside it; an unsaved one the window's first folder.
 */
const studyRoot = (study: vscode.Uri): vscode.Uri | undefined =>
  vscode.workspace.getWorkspaceFolder(study)?.uri ?? (study.scheme === 'untitled' ? vscode.workspace.workspaceFolders?.[0]?.uri : vscode.Uri.joinPath(study, '..'));

/** The root as a person reads it. */
const rootName = (root: vscode.Uri): string => (root.scheme === 'file' ? root.fsPath : root.toString(true));

const outsideMessage = (file: string, root: vscode.Uri): string =>
  vscode.l10n.t('{0} leads outside the study’s folder {1}: a study reads games only from there', file, rootName(root));

/** True when the file's real path (links followed) lies in the root's; always for files not on this disk. */
const reallyInside = async (uri: vscode.Uri, root: vscode.Uri): Promise<boolean> => {
  if (uri.scheme !== 'file' || root.scheme !== 'file') return true;
  const [real, top] = await Promise.all([fs.promises.realpath(uri.fsPath), fs.promises.realpath(root.fsPath)]);
  const rel = path.relative(top, real);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
};

/**
 * The file a reference names, beside the study first, then from its root; never outside the root, even
 * through a link. The error says why in words, and never shows what a file holds.
 */
export const findReferenced = async (file: string, study: vscode.Uri): Promise<Result<vscode.Uri, string>> => {
  const root = studyRoot(study);
  if (!root) return err(vscode.l10n.t('{0}: save the study in a folder to refer to its games', file));
  const studyDir = study.scheme === 'untitled' ? undefined : vscode.Uri.joinPath(study, '..').path;
  const paths = referencePaths(file, studyDir, root.path);
  if (!paths.ok)
    return err(
      paths.error.code === 'ERR_REF_ABSOLUTE'
        ? vscode.l10n.t('{0} is not a path from the study: write game references relative to the study', file)
        : outsideMessage(file, root),
    );
  let outside = false;
  for (const p of paths.value) {
    const uri = root.with({ path: p });
    try {
      if (!((await vscode.workspace.fs.stat(uri)).type & vscode.FileType.File)) continue;
      if (await reallyInside(uri, root)) return ok(uri);
      outside = true;
    } catch {
      // not there: try the next place
    }
  }
  return err(
    outside
      ? outsideMessage(file, root)
      : vscode.l10n.t('No file {0} beside the study or in its folder', file),
  );
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
    const found = await findReferenced(ref.file, study);
    if (!found.ok) return err(found.error);
    const uri = found.value;
    const read = readGames(await vscode.workspace.fs.readFile(uri), uri.path);
    // the reader's message may quote the file, which may be anything: say only where it failed
    if (!read.ok) return err(vscode.l10n.t('{0} holds no game that can be read ({1})', ref.file, issueWithoutContent(read.error)));
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
