/**
 * The board commands of the palette: flip, copy FEN / PGN, export, open as text, choose notation, a new
 * game from a FEN, open the board beside a game's text, show a FEN, check a FEN, and analyse the game.
 */
import * as path from 'node:path';
import * as vscode from 'vscode';
import { START_FEN, parseFen, toFen } from '../../core/fen';
import { writePgn } from '../../formats/pgn/writer';
import { encodeUtf8 } from '../../formats/text/encoding';
import { writeXqf } from '../../formats/xqf/writer';
import type { GameReview, PlyReview } from '../../analysis/review';
import { moveToIccs } from '../../core/notation';
import { mainline } from '../../formats/game';
import type { ReviewPlyDto, ReviewSummaryDto } from '../../protocol/webview';
import { readConfig } from '../config';
import { uiLanguage } from '../locale';
import { closingMessage, reviewPlyDto, reviewSummaryDto } from '../review/reviews';
import type { GameTextView } from '../editors/gameTextView';
import { PGN_LANGUAGE } from '../language/languages';
import { TEXT_VIEW_TYPE, textBoardViewType } from '../editors/viewTypes';
import { activeBoard } from './activeBoard';
import { type AnalyseServices, notAPosition } from './analyse';
import { cursorPosition } from './cursorPosition';

const needBoard = (): void => void vscode.window.showInformationMessage(vscode.l10n.t('Open a game on the board first (a .xqf, .pgn or .fen file)'));

export const flipBoard = (s: AnalyseServices): void => {
  const b = activeBoard(s.registry);
  if (b) b.command('flip');
  else needBoard();
};

export const copyFen = async (s: AnalyseServices): Promise<void> => {
  const b = activeBoard(s.registry);
  let fen = b?.where?.fen;
  if (!fen && vscode.window.activeTextEditor) {
    const c = cursorPosition(vscode.window.activeTextEditor);
    if (c.kind !== 'none') {
      const line = parseFen(c.position.fen);
      fen = c.kind === 'fen' || !line.ok ? c.position.fen : undefined;
    }
  }
  if (!fen) return needBoard();
  await vscode.env.clipboard.writeText(fen);
  void vscode.window.setStatusBarMessage(vscode.l10n.t('Copied: {0}', fen), 3000);
};

export const copyPgn = async (s: AnalyseServices): Promise<void> => {
  const game = activeBoard(s.registry)?.game;
  if (!game) return needBoard();
  await vscode.env.clipboard.writeText(writePgn(game, readConfig().notation));
  void vscode.window.setStatusBarMessage(vscode.l10n.t('Copied the game as PGN'), 3000);
};

export const exportGame = async (s: AnalyseServices): Promise<void> => {
  const b = activeBoard(s.registry);
  const game = b?.game;
  if (!game) return needBoard();
  const base = b.doc.uri ? b.doc.uri.with({ path: b.doc.uri.path.replace(/\.[^./]+$/, '') }) : undefined;
  const target = await vscode.window.showSaveDialog({
    ...(base ? { defaultUri: base.with({ path: `${base.path}.pgn` }) } : {}),
    filters: { [vscode.l10n.t('Xiangqi PGN')]: ['pgn'], XQF: ['xqf'] },
  });
  if (!target) return;
  if (/\.xqf$/i.test(target.path)) {
    const r = writeXqf(game);
    if (!r.ok) return void vscode.window.showErrorMessage(r.error.message);
    await vscode.workspace.fs.writeFile(target, r.value);
  } else await vscode.workspace.fs.writeFile(target, encodeUtf8(writePgn(game, readConfig().notation)));
  void vscode.window.setStatusBarMessage(vscode.l10n.t('Exported {0}', path.basename(target.fsPath)), 3000);
};

/** A game file's text beside its board: a .pgn or .fen as it is; an .xqf (binary) or the preview as a read-only Xiangqi PGN view. */
export const openAsText = async (s: AnalyseServices, views: GameTextView): Promise<void> => {
  const b = activeBoard(s.registry);
  if (!b) return needBoard();
  if (b.doc.uri && b.doc.kind !== 'xqf') {
    await vscode.commands.executeCommand('vscode.openWith', b.doc.uri, 'default');
    return;
  }
  await views.open(b);
};

export const chooseNotation = async (): Promise<void> => {
  const items: Array<vscode.QuickPickItem & { value: string }> = [
    { label: vscode.l10n.t('Chinese'), description: '炮二平五', value: 'zh' },
    { label: 'WXF', description: 'C2.5', value: 'wxf' },
    { label: 'ICCS', description: 'h2e2', value: 'iccs' },
    { label: vscode.l10n.t('As the UI language'), description: vscode.l10n.t('Chinese for a Chinese UI, WXF otherwise'), value: 'auto' },
  ];
  const pick = await vscode.window.showQuickPick(items, { placeHolder: vscode.l10n.t('How moves are written') });
  if (pick) await vscode.workspace.getConfiguration('xiangqiLens').update('notation', pick.value, vscode.ConfigurationTarget.Global);
};

/** A new game (PGN text, on the board) from a FEN: `given` (a link, a test), else one the user types. */
export const newGameFromFen = async (given?: string): Promise<void> => {
  const fen = typeof given === 'string' ? given : await vscode.window.showInputBox({
    prompt: vscode.l10n.t('FEN of the start position'),
    value: START_FEN,
    // a webview in front can take the focus back just after the palette closes, and a box that loses the
    // focus closes as if cancelled: the likely reason a first try opened nothing
    ignoreFocusOut: true,
    validateInput: (v) => {
      const r = parseFen(v.trim());
      return r.ok ? undefined : vscode.l10n.t('Invalid FEN: {0}', r.error.message);
    },
  });
  if (!fen) return;
  const r = parseFen(fen.trim());
  if (!r.ok) return;
  const normal = toFen(r.value);
  const head = normal === START_FEN ? '' : `[FEN "${normal}"]\n`;
  const doc = await vscode.workspace.openTextDocument({ language: PGN_LANGUAGE, content: `[Event "${vscode.l10n.t('New game')}"]\n${head}\n*\n` });
  await vscode.commands.executeCommand('vscode.openWith', doc.uri, TEXT_VIEW_TYPE);
};

export const openBoardBeside = async (uri?: vscode.Uri): Promise<void> => {
  const target = uri ?? vscode.window.activeTextEditor?.document.uri;
  if (!target) return needBoard();
  await vscode.commands.executeCommand('vscode.openWith', target, textBoardViewType(target.path), vscode.ViewColumn.Beside);
};

export const showBoard = async (s: AnalyseServices): Promise<void> => {
  const editor = vscode.window.activeTextEditor;
  const c = editor ? cursorPosition(editor) : undefined;
  let fen: string | undefined;
  let moves: readonly string[] = [];
  if (c && c.kind !== 'none') ({ fen, moves } = c.position);
  else fen = await vscode.window.showInputBox({ prompt: vscode.l10n.t('FEN to show'), value: START_FEN });
  if (!fen) return;
  const r = parseFen(fen.trim());
  if (!r.ok) return void vscode.window.showErrorMessage(vscode.l10n.t('Invalid FEN: {0}', r.error.message));
  s.preview.show(toFen(r.value), moves, toFen(r.value), moves.length);
};

export const checkFen = async (): Promise<void> => {
  const editor = vscode.window.activeTextEditor;
  if (!editor) {
    const input = ((await vscode.window.showInputBox({ prompt: vscode.l10n.t('FEN to check') })) ?? '').trim();
    if (!input) return;
    const r = parseFen(input);
    if (r.ok) void vscode.window.showInformationMessage(vscode.l10n.t('Valid position: {0}', toFen(r.value)));
    else void vscode.window.showErrorMessage(vscode.l10n.t('Invalid FEN: {0}', r.error.message));
    return;
  }
  const c = cursorPosition(editor);
  if (c.kind === 'fen') {
    const r = parseFen(c.position.fen);
    if (r.ok) void vscode.window.showInformationMessage(vscode.l10n.t('Valid position: {0}', toFen(r.value)));
  } else if (c.kind === 'move') void vscode.window.showInformationMessage(vscode.l10n.t('This line holds moves, not a FEN; Analyse Position analyses the position after them'));
  else void vscode.window.showErrorMessage(notAPosition(c.text, c.reason));
};

/** Reviews the game on the board in front: every main-line move searched, marks and the graph filled as it goes (the margin's review: review/reviews.ts). */
export const analyseGame = async (s: AnalyseServices): Promise<GameReview | undefined> => {
  const b = activeBoard(s.registry);
  const game = b?.game;
  if (!b || !game) return void needBoard();
  // keyed as the text's margin keys a game, so a .pgn open beside the board shows the same review
  const key = b.doc.uri ? `${b.doc.uri.toString()}#${b.gameIndex}` : `board:${b.id}`;
  return vscode.window.withProgress(
    { location: vscode.ProgressLocation.Notification, title: vscode.l10n.t('Xiangqi Lens: reviewing the game'), cancellable: true },
    async (progress, token) => {
      const found: PlyReview[] = [];
      let last = 0;
      let review: GameReview | undefined;
      try {
        review = await s.reviews.run(key, game, {
          loud: true,
          cancel: token,
          onProgress: (done, total) => {
            progress.report({ message: vscode.l10n.t('{0} of {1} positions', done, total), increment: (100 * (done - last)) / total });
            last = done;
          },
          onPly: (p) => {
            found.push(p);
            // the page writes the marks' words in its own notation (the move list's)
            b.showReview(game, found, false);
          },
        });
      } catch (e) {
        void vscode.window.showErrorMessage(vscode.l10n.t('The engine failed: {0}', (e as Error).message));
      }
      b.showReview(game, found, true);
      if (review?.complete) void vscode.window.showInformationMessage(closingMessage(game.startFen, review.plies));
      return review;
    },
  );
};
