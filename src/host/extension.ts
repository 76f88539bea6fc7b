import * as vscode from 'vscode';
import { moveToIccs } from '../core/notation';
import type { GameEdit } from '../formats/edit';
import { mainlineMoves } from '../formats/game';
import type { AnalysisDto, InfoDto, LimitsDto, PositionDto } from '../protocol/dto';
import type { GraphGameDto } from '../protocol/graphView';
import { register as registerCommands } from './commands/register';
import type { EditOutcome } from './editors/boardDocument';
import { SessionRegistry } from './editors/boardSession';
import { PreviewPanel } from './editors/previewPanel';
import { register as registerEditors } from './editors/register';
import { Engines } from './engineService';
import { DocumentGames } from './language/documentGames';
import { register as registerLanguage } from './language/register';
import { register as registerStudies } from './notebook/register';
import { Reviews } from './review/reviews';
import { EngineStatus } from './statusBar';
import { register as registerWelcome } from './welcome';

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
  /** Where the preview board is (Show Board, Open Cell's Position on the Board): its node and the FEN shown. */
  previewBoard(): { readonly path: readonly number[]; readonly fen: string } | undefined;
  /** Makes an edit on the board page in front, as the page does when a move is played on it. */
  boardEdit(edit: GameEdit): Promise<EditOutcome>;
  /** The live analysis of the board page in front: whether it runs, the depth of its deepest line, how many lines it shows. */
  boardAnalysis(): { readonly running: boolean; readonly depth: number; readonly lines: number } | undefined;
  /** How many searches reached an engine since activation (the shared cache answers the others). */
  searches(): number;
  /** The notes the margin last drew beside a document's moves (language/moveDecorations.ts), as text and offsets. */
  margin(uri: vscode.Uri): ReadonlyArray<{ readonly ply: number; readonly start: number; readonly end: number; readonly glyph?: string; readonly score?: string; readonly book?: string }> | undefined;
  /** What the evaluation graph view beside the text last drew (language/evalGraphView.ts): its game, or undefined. */
  graphView(): GraphGameDto | undefined;
}

const GAME_TEXT = /\.(pgn|xqpgn|fen)$/i;

/**
 * Composition root: makes the shared services once, then each feature folder registers itself with
 * `register(context, services)`; every resource goes into context.subscriptions. Called by VS Code on the
 * first command or board.
 */
export function activate(context: vscode.ExtensionContext): XiangqiLensApi {
  const log = vscode.window.createOutputChannel('Xiangqi Lens');
  const engines = new Engines(context, log);
  const registry = new SessionRegistry();
  const preview = new PreviewPanel({ extensionUri: context.extensionUri, engines, registry });
  const reviews = new Reviews(engines);
  const games = new DocumentGames();
  // one object for every folder; each register takes the part it needs
  const services = { extensionUri: context.extensionUri, log, engines, reviews, registry, preview, games };
  context.subscriptions.push(log, engines, reviews, preview, games, new EngineStatus(engines, registry));
  // the language of game text first (its Problems, outline, folding and margin), then the editors that share its reading
  const { decorations, graph } = registerLanguage(context, services);
  registerEditors(context, services);
  registerCommands(context, services);
  registerStudies(context, services);
  registerWelcome(context);
  return {
    analyse: (position, limits, onInfo) => engines.analyse({ position, limits, ...(onInfo ? { onInfo } : {}) }),
    activeBoard: () => {
      const a = registry.active;
      const game = a?.game;
      return a?.where ? { ...a.where, kind: a.doc.kind, mainline: game ? mainlineMoves(game).map(moveToIccs) : [] } : undefined;
    },
    previewBoard: () => preview.shown,
    boardEdit: async (edit) => {
      const a = registry.active;
      return a ? a.doc.edit(a.gameIndex, edit) : { ok: false, code: 'ERR_NO_BOARD', message: 'no board page is open' };
    },
    boardAnalysis: () => registry.active?.analysisState,
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
    graphView: () => graph.last?.game,
  };
}

export function deactivate(): void {}
