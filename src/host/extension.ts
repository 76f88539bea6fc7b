import * as vscode from 'vscode';
import { moveToIccs } from '../core/notation';
import type { GameEdit } from '../formats/edit';
import { mainlineMoves } from '../formats/game';
import type { AnalysisDto, InfoDto, LimitsDto, PositionDto } from '../protocol/dto';
import type { EditOutcome } from './editors/boardDocument';
import { analysePosition, stopAnalysis, type AnalyseServices } from './commands/analyse';
import { analyseGame, checkFen, chooseNotation, copyFen, copyPgn, exportGame, flipBoard, newGameFromFen, openAsText, openBoardBeside, showBoard } from './commands/board';
import { SessionRegistry, type SessionServices } from './editors/boardSession';
import { reopenWithDetectedEncoding } from './editors/encoding';
import { PreviewPanel } from './editors/previewPanel';
import { TextEditorProvider } from './editors/textEditorProvider';
import { XqfEditorProvider } from './editors/xqfEditorProvider';
import { Engines } from './engineService';
import { registerMargin } from './language/margin';
import { registerLanguage } from './language/register';
import { Reviews } from './review/reviews';
import { registerStudies } from './notebook/register';
import { EngineStatus } from './statusBar';

/**
 * What `activate` returns, for the integration suites (test/integration/) and nothing else: not a
 * public API, and kept this small on purpose. Another extension gets it from
 * `vscode.extensions.getExtension('xiangqi-lens.xiangqi-lens')!.activate()`.
 *
 * @example
 * const r = await api.analyse({ fen, moves: [] }, { depth: 4 }); // r.bestmove === 'b1b9'
 */
export interface XiangqiLensApi {
  /** Searches with the engine the settings choose (the built-in worker unless an external one is set), as the commands do. */
  analyse(position: PositionDto, limits: LimitsDto, onInfo?: (info: InfoDto) => void): Promise<AnalysisDto>;
  /** Where the board page in front is: its game and node, and the FEN shown. */
  activeBoard(): { readonly game: number; readonly path: readonly number[]; readonly fen: string; readonly kind: string; readonly mainline: readonly string[] } | undefined;
  /** Makes an edit on the board page in front, as the page does when a move is played on it. */
  boardEdit(edit: GameEdit): Promise<EditOutcome>;
  /** How many searches reached an engine since activation (the shared cache answers the others). */
  searches(): number;
  /** The notes the margin last drew beside a document's moves (language/moveDecorations.ts), as text and offsets. */
  margin(uri: vscode.Uri): ReadonlyArray<{ readonly ply: number; readonly start: number; readonly end: number; readonly glyph?: string; readonly score?: string; readonly book?: string }> | undefined;
}

const GAME_TEXT = /\.(pgn|xqpgn|fen)$/i;

/** Composition root: every resource goes into context.subscriptions. Called by VS Code on the first command or board. */
export function activate(context: vscode.ExtensionContext): XiangqiLensApi {
  const log = vscode.window.createOutputChannel('Xiangqi Lens');
  const engines = new Engines(context, log);
  const registry = new SessionRegistry();
  const services: SessionServices = { extensionUri: context.extensionUri, engines, registry };
  const preview = new PreviewPanel(services);
  const reviews = new Reviews(engines);
  const s: AnalyseServices = { engines, registry, preview, log, reviews };
  const command = (id: string, run: (...args: never[]) => unknown): vscode.Disposable => vscode.commands.registerCommand(`xiangqiLens.${id}`, run);
  // the language of game text: its Problems, outline and folding; then the engine in its margin
  const games = registerLanguage(context);
  const { decorations } = registerMargin(context, games, reviews);
  // study notebooks (.xqnb) and the position search over the workspace's games
  registerStudies(context, { engines, registry, preview });
  context.subscriptions.push(
    log,
    engines,
    reviews,
    preview,
    new EngineStatus(engines, registry),
    XqfEditorProvider.register(services),
    TextEditorProvider.register(services, games),
    // Chinese game text written in GBK or Big5 is read in its own encoding, in any editor
    vscode.workspace.onDidOpenTextDocument((d) => GAME_TEXT.test(d.fileName) && void reopenWithDetectedEncoding(d)),
    command('validateFen', () => checkFen()),
    command('analysePosition', () => analysePosition(s)),
    command('stopAnalysis', () => stopAnalysis(s)),
    command('analyseGame', () => analyseGame(s)),
    command('showBoard', () => showBoard(s)),
    command('flipBoard', () => flipBoard(s)),
    command('copyFen', () => copyFen(s)),
    command('copyPgn', () => copyPgn(s)),
    command('exportGame', () => exportGame(s)),
    command('openAsText', () => openAsText(s)),
    command('chooseNotation', () => chooseNotation()),
    command('newGameFromFen', () => newGameFromFen()),
    command('openBoardBeside', (uri?: vscode.Uri) => openBoardBeside(uri)),
  );
  for (const d of vscode.workspace.textDocuments) if (GAME_TEXT.test(d.fileName)) void reopenWithDetectedEncoding(d);
  return {
    analyse: (position, limits, onInfo) => engines.analyse({ position, limits, ...(onInfo ? { onInfo } : {}) }),
    activeBoard: () => {
      const a = registry.active;
      const game = a?.game;
      return a?.where ? { ...a.where, kind: a.doc.kind, mainline: game ? mainlineMoves(game).map(moveToIccs) : [] } : undefined;
    },
    boardEdit: async (edit) => {
      const a = registry.active;
      return a ? a.doc.edit(a.gameIndex, edit) : { ok: false, code: 'ERR_NO_BOARD', message: 'no board page is open' };
    },
    searches: () => engines.searchesStarted,
    margin: (uri) =>
      decorations.notesOf(uri)?.map((n) => ({
        ply: n.ply,
        start: n.span.start,
        end: n.span.end,
        ...(n.glyph ? { glyph: n.glyph.text } : {}),
        ...(n.score ? { score: n.score } : {}),
        ...(n.book ? { book: n.book } : {}),
      })),
  };
}

export function deactivate(): void {}
