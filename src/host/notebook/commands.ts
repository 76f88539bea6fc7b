/**
 * The study commands: a new study, the board's position sent to a study as a new cell, a cell's position
 * opened on the board, a study exported as Markdown with SVG diagrams, and Find Position in Games.
 *
 *   command('newStudy', (uri?: vscode.Uri) => newStudy(uri));
 */
import * as path from 'node:path';
import * as vscode from 'vscode';
import { START_FEN, parseFen, toFen } from '../../core/fen';
import { formatLine, replayLine } from '../../core/line';
import { moveToIccs } from '../../core/notation';
import { nodesAlong } from '../../formats/game';
import { POSITION_LANGUAGE } from '../../formats/study';
import { ANALYSIS_MIME, STUDY_TYPE, SEARCH_MIME, hitReference, isAnalysisOutput } from '../../protocol/notebook';
import { renderBoardSvg } from '../../../webview/board/render';
import type { Arrow } from '../../../webview/board/arrows';
import type { Key } from '../../../webview/board/types';
import { activeBoard } from '../commands/activeBoard';
import { cursorPosition } from '../commands/cursorPosition';
import { readConfig } from '../config';
import type { SessionRegistry } from '../editors/boardSession';
import type { PreviewPanel } from '../editors/previewPanel';
import { resolveCell } from './cellPosition';
import { openGameAt, type GameSearch } from './gameSearch';
import { StudySerializer } from './serializer';
import { uiLanguage } from '../locale';

export interface StudyCommandServices {
  readonly registry: SessionRegistry;
  readonly preview: PreviewPanel;
  readonly search: GameSearch;
}

const decoder = new TextDecoder();

/** The study in front, if any. */
const activeStudy = (): vscode.NotebookEditor | undefined => {
  const e = vscode.window.activeNotebookEditor;
  return e?.notebook.notebookType === STUDY_TYPE ? e : undefined;
};

const newStudyData = (): vscode.NotebookData =>
  new vscode.NotebookData([
    new vscode.NotebookCellData(vscode.NotebookCellKind.Markup, `# ${vscode.l10n.t('Study')}\n\n${vscode.l10n.t('Write notes in Markdown cells; put positions in xiangqi cells and run them.')}`, 'markdown'),
    new vscode.NotebookCellData(vscode.NotebookCellKind.Code, 'startpos', POSITION_LANGUAGE),
  ]);

/** A new study: in `uri` when given (the file is created), else untitled. */
export const newStudy = async (uri?: vscode.Uri): Promise<vscode.NotebookEditor> => {
  let doc: vscode.NotebookDocument;
  if (uri) {
    await vscode.workspace.fs.writeFile(uri, new StudySerializer().serializeNotebook(newStudyData()));
    doc = await vscode.workspace.openNotebookDocument(uri);
  } else doc = await vscode.workspace.openNotebookDocument(STUDY_TYPE, newStudyData());
  return vscode.window.showNotebookDocument(doc);
};

/** Moves per line of a cell written from a game: one move of each side. */
const numbered = (fen: string, moves: readonly string[], notation: ReturnType<typeof readConfig>['notation']): string => {
  const words = formatLine(fen, moves, notation);
  const blackFirst = fen.split(/\s+/)[1] === 'b';
  const rows: string[] = [];
  let n = Number(fen.split(/\s+/)[5] ?? 1) || 1;
  let i = 0;
  if (blackFirst && words.length) rows.push(`${n++}... ${words[i++]}`);
  for (; i < words.length; i += 2) rows.push(`${n++}. ${words.slice(i, i + 2).join(' ')}`);
  return rows.join('\n');
};

/** Longest line written out move by move; a longer one is sent as the FEN it reaches. */
const MAX_CELL_MOVES = 80;

/** The board page's position as a cell's text: the moves from the game's start, or the FEN reached. */
const cellTextOf = (startFen: string, moves: readonly string[], shownFen: string): string => {
  if (moves.length === 0 || moves.length > MAX_CELL_MOVES) return shownFen === START_FEN ? 'startpos' : shownFen;
  const start = parseFen(startFen);
  const fen = start.ok ? toFen(start.value) : startFen;
  return `${fen === START_FEN ? 'startpos' : fen}\n${numbered(fen, moves, readConfig().notation)}`;
};

/** Sends the position the board in front shows to a study (`target`, the study in view, or one the user picks) as a new cell. */
export const sendToStudy = async (s: StudyCommandServices, target?: vscode.Uri): Promise<void> => {
  const board = activeBoard(s.registry) ?? s.registry.active;
  const where = board?.where;
  const game = board?.game;
  if (!board || !where || !game) {
    void vscode.window.showInformationMessage(vscode.l10n.t('Open a game on the board first (a .xqf, .pgn or .fen file)'));
    return;
  }
  const moves = (nodesAlong(game, where.path) ?? []).map((n) => moveToIccs(n.move));
  const text = cellTextOf(game.startFen, moves, where.fen);
  const name = [game.headers.Red, game.headers.Black].filter(Boolean).join(' – ') || game.headers.Title || game.headers.Event || (board.doc.uri ? path.basename(board.doc.uri.fsPath) : '');
  const doc = target ? await vscode.workspace.openNotebookDocument(target) : await pickStudy();
  if (!doc) return;
  const cells = [
    ...(name ? [new vscode.NotebookCellData(vscode.NotebookCellKind.Markup, `**${name}**`, 'markdown')] : []),
    new vscode.NotebookCellData(vscode.NotebookCellKind.Code, text, POSITION_LANGUAGE),
  ];
  const at = doc.cellCount;
  const edit = new vscode.WorkspaceEdit();
  edit.set(doc.uri, [vscode.NotebookEdit.insertCells(at, cells)]);
  await vscode.workspace.applyEdit(edit);
  const editor = await vscode.window.showNotebookDocument(doc, { viewColumn: vscode.ViewColumn.Beside, preserveFocus: false });
  const range = new vscode.NotebookRange(at + cells.length - 1, at + cells.length);
  editor.selections = [range];
  editor.revealRange(range);
};

/** A study to add to: the one in view, or the user's pick among the open ones (or a new one). */
const pickStudy = async (): Promise<vscode.NotebookDocument | undefined> => {
  const inView = activeStudy() ?? vscode.window.visibleNotebookEditors.find((e) => e.notebook.notebookType === STUDY_TYPE);
  if (inView) return inView.notebook;
  const open = vscode.workspace.notebookDocuments.filter((d) => d.notebookType === STUDY_TYPE);
  const items: Array<vscode.QuickPickItem & { doc?: vscode.NotebookDocument }> = [
    ...open.map((doc) => ({ label: path.basename(doc.uri.path), description: vscode.workspace.asRelativePath(doc.uri), doc })),
    { label: vscode.l10n.t('New study'), description: '' },
  ];
  const pick = open.length === 0 ? items[0] : await vscode.window.showQuickPick(items, { placeHolder: vscode.l10n.t('Add the position to which study?') });
  if (!pick) return undefined;
  return pick.doc ?? (await vscode.workspace.openNotebookDocument(STUDY_TYPE, new vscode.NotebookData([])));
};

/** The cell a cell-menu command was run on, or the one selected in the study in front. */
const cellOf = (arg: unknown): vscode.NotebookCell | undefined => {
  const a = arg as { document?: unknown; notebook?: unknown; cell?: vscode.NotebookCell } | undefined;
  if (a && a.document && a.notebook) return a as vscode.NotebookCell;
  if (a?.cell) return a.cell;
  const e = activeStudy();
  const i = e?.selections[0]?.start;
  return e && i !== undefined && i < e.notebook.cellCount ? e.notebook.cellAt(i) : undefined;
};

/** Opens a position cell on the board: a game reference in its game at that move, anything else on the preview board after the cell's moves. */
export const openCellOnBoard = async (s: StudyCommandServices, arg?: unknown): Promise<void> => {
  const cell = cellOf(arg);
  if (!cell || cell.document.languageId !== POSITION_LANGUAGE) {
    void vscode.window.showInformationMessage(vscode.l10n.t('Select a position cell of a study first'));
    return;
  }
  const r = await resolveCell(cell.document.getText(), cell.notebook.uri);
  if (!r.ok) {
    void vscode.window.showErrorMessage(r.error);
    return;
  }
  if (r.value.game) return openGameAt(s.registry, r.value.game.uri, r.value.game.index, r.value.game.path);
  // on the position after the cell's moves, which its title names; the moves stay to step back through
  s.preview.show(r.value.position.fen, r.value.position.moves, r.value.fen, r.value.position.moves.length);
};

/** The analysis a cell shows, if any. */
const analysisOf = (cell: vscode.NotebookCell) => {
  for (const o of cell.outputs)
    for (const item of o.items)
      if (item.mime === ANALYSIS_MIME) {
        try {
          const v: unknown = JSON.parse(decoder.decode(item.data));
          if (isAnalysisOutput(v)) return v;
        } catch {
          // not ours after all
        }
      }
  return undefined;
};

const plainOf = (cell: vscode.NotebookCell): string | undefined => {
  for (const o of cell.outputs) {
    const mimes = o.items.map((i) => i.mime);
    const item = (mimes.includes(ANALYSIS_MIME) || mimes.includes(SEARCH_MIME)) && o.items.find((i) => i.mime === 'text/plain');
    if (item) return decoder.decode(item.data);
  }
  return undefined;
};

/** A fence longer than any backtick run in `text`. */
const fence = (text: string): string => '`'.repeat(Math.max(3, ...[...text.matchAll(/`+/g)].map((m) => m[0].length + 1)));

/**
 * The study as Markdown: notes as they are; each position cell as a diagram (an SVG file beside the
 * Markdown, drawn by the board's own renderBoardSvg, with the engine's first moves as arrows), its text,
 * and its analysis as plain text.
 */
export const studyMarkdown = async (doc: vscode.NotebookDocument, diagramsDir: string): Promise<{ markdown: string; diagrams: Array<{ name: string; svg: string }> }> => {
  const parts: string[] = [];
  const diagrams: Array<{ name: string; svg: string }> = [];
  const glyphs = uiLanguage();
  for (const cell of doc.getCells()) {
    const text = cell.document.getText();
    if (cell.kind === vscode.NotebookCellKind.Markup) {
      parts.push(text);
      continue;
    }
    if (cell.document.languageId !== POSITION_LANGUAGE) {
      parts.push(`${fence(text)}${cell.document.languageId}\n${text}\n${fence(text)}`);
      continue;
    }
    const r = await resolveCell(text, doc.uri);
    const block: string[] = [];
    if (r.ok) {
      const analysis = analysisOf(cell);
      const arrows: Arrow[] = (analysis?.fen === r.value.fen ? analysis.lines : [])
        .filter((l) => l.pv.length > 0)
        .map((l) => ({ from: l.pv[0].slice(0, 2) as Key, to: l.pv[0].slice(2, 4) as Key, rank: l.multipv }));
      const last = r.value.lastMove;
      const name = `cell-${cell.index + 1}.svg`;
      diagrams.push({
        name,
        svg: renderBoardSvg({ position: r.value.fen, glyphs, palette: 'light', width: 360, arrows, ...(last ? { lastMove: [last.slice(0, 2) as Key, last.slice(2, 4) as Key] } : {}) }),
      });
      block.push(`![${r.value.fen}](${diagramsDir}/${name})`);
    }
    block.push(`${fence(text)}xiangqi\n${text}\n${fence(text)}`);
    const plain = plainOf(cell);
    if (plain) block.push(`${fence(plain)}text\n${plain}\n${fence(plain)}`);
    parts.push(block.join('\n\n'));
  }
  return { markdown: parts.join('\n\n') + '\n', diagrams };
};

/** Exports the study in front (or `source`) to `target` (asked when not given), diagrams in a folder beside it. */
export const exportStudy = async (source?: vscode.Uri, target?: vscode.Uri): Promise<vscode.Uri | undefined> => {
  const doc = source ? await vscode.workspace.openNotebookDocument(source) : activeStudy()?.notebook;
  if (!doc) {
    void vscode.window.showInformationMessage(vscode.l10n.t('Open a study (.xqnb) first'));
    return undefined;
  }
  const suggested = doc.uri.scheme === 'untitled' ? undefined : doc.uri.with({ path: doc.uri.path.replace(/\.xqnb$/i, '') + '.md' });
  const to = target ?? (await vscode.window.showSaveDialog({ ...(suggested ? { defaultUri: suggested } : {}), filters: { Markdown: ['md'] } }));
  if (!to) return undefined;
  const dirName = `${path.basename(to.path).replace(/\.[^.]+$/, '')}-diagrams`;
  const { markdown, diagrams } = await studyMarkdown(doc, dirName);
  const dir = vscode.Uri.joinPath(to, '..', dirName);
  if (diagrams.length) await vscode.workspace.fs.createDirectory(dir);
  for (const d of diagrams) await vscode.workspace.fs.writeFile(vscode.Uri.joinPath(dir, d.name), new TextEncoder().encode(d.svg));
  await vscode.workspace.fs.writeFile(to, new TextEncoder().encode(markdown));
  void vscode.window.setStatusBarMessage(vscode.l10n.t('Exported {0}', path.basename(to.path)), 3000);
  return to;
};

/** The position to look for when nothing is given: the board in front, the study cell selected, the text cursor. */
const defaultFen = async (s: StudyCommandServices): Promise<string> => {
  const board = activeBoard(s.registry)?.where?.fen;
  if (board) return board;
  const cell = activeStudy() && cellOf(undefined);
  if (cell?.document.languageId === POSITION_LANGUAGE) {
    const r = await resolveCell(cell.document.getText(), cell.notebook.uri);
    if (r.ok) return r.value.fen;
  }
  const editor = vscode.window.activeTextEditor;
  const c = editor ? cursorPosition(editor) : undefined;
  if (c && c.kind !== 'none') {
    const r = replayLine(c.position.fen, c.position.moves);
    if (r.ok) return toFen(r.value.position);
  }
  return START_FEN;
};

/** Find Position in Games: asks for a FEN, searches the workspace, lists the games and opens the one picked. */
export const findPositionInGames = async (s: StudyCommandServices, given?: string): Promise<void> => {
  const fen =
    given ??
    (await vscode.window.showInputBox({
      prompt: vscode.l10n.t('FEN of the position to find in the games of the workspace (its mirror is found too)'),
      value: await defaultFen(s),
      validateInput: (v) => {
        const r = parseFen(v.trim());
        return r.ok ? undefined : vscode.l10n.t('Invalid FEN: {0}', r.error.message);
      },
    }));
  if (!fen) return;
  const result = await vscode.window.withProgress(
    { location: vscode.ProgressLocation.Notification, title: vscode.l10n.t('Xiangqi Lens: finding the position'), cancellable: true },
    (progress, token) => s.search.search(fen.trim(), { token, onProgress: (p) => progress.report({ message: vscode.l10n.t('Searching {0} of {1} files…', p.done, p.files) }) }),
  );
  if (!result.ok) return void vscode.window.showErrorMessage(result.error);
  const r = result.value;
  if (r.total === 0) {
    void vscode.window.showInformationMessage(vscode.l10n.t('Reached in none of {0} games ({1} files searched)', r.games, r.files));
    return;
  }
  const pick = await vscode.window.showQuickPick(
    r.hits.map((h) => ({
      label: hitReference(h),
      description: h.name,
      detail: [h.move ?? vscode.l10n.t('move {0}', h.ply), h.main ? '' : vscode.l10n.t('variation'), h.mirrored ? vscode.l10n.t('mirrored') : ''].filter(Boolean).join(' · '),
      hit: h,
    })),
    { placeHolder: vscode.l10n.t('Reached in {0} of {1} games ({2} files searched)', r.total, r.games, r.files), matchOnDescription: true },
  );
  if (pick) await s.search.open(pick.hit.file, pick.hit.game, pick.hit.node);
};
