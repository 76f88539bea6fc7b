import * as vscode from 'vscode';
import { parseFen } from '../../core/fen';
import { formatMove } from '../../core/notation';
import { type Game, headerOf, mainline } from '../../formats/game';
import { gameAt, moveAt, moveSpan } from '../../formats/locate';
import { gameMoveStyle } from '../../formats/pgn/textEdits';
import { GRAPH_VIEW_STRINGS, type GraphGameDto, type GraphViewStringKey, type GraphViewToHost, type HostToGraphView } from '../../protocol/graphView';
import { Endpoint } from '../../protocol/rpc';
import { isGraphViewToHost } from '../../protocol/validateGraphView';
import { notationFor } from '../config';
import { Disposable } from '../dispose';
import { uiLanguage } from '../locale';
import { reviewPlyDto, reviewSummaryDto, type Reviews } from '../review/reviews';
import { loadPage } from '../webview/channel';
import type { DocumentGames } from './documentGames';
import { PGN_LANGUAGE } from './languages';
import { gameKey } from './moveDecorations';

/** The view's id (package.json contributes.views). */
export const EVAL_GRAPH_VIEW = 'xiangqiLens.evalGraph';
/** Quiet time after the cursor moves or the text changes before the view is drawn again. */
const FOLLOW_MS = 150;
/** At most this often while a review fills the graph. */
const REVIEW_MS = 300;

/** The view's words in the UI language (keys and English in protocol/graphView.ts). */
const graphStrings = (): Record<GraphViewStringKey, string> => ({
  title: vscode.l10n.t('Evaluation graph'),
  noGame: vscode.l10n.t('Open a Xiangqi PGN and put the cursor in a game: its review is drawn here.'),
  noReview: vscode.l10n.t('This game has no review yet: Analyse game or Review game in the lens above it.'),
  reviewing: vscode.l10n.t('Reviewing: {0} of {1} positions'),
  mateIn: vscode.l10n.t('mate in {0}'),
  matedIn: vscode.l10n.t('mated in {0}'),
});

/** The main line's moves written in `notation`, from the game's start. */
const mainLabels = (game: Game, notation: Parameters<typeof formatMove>[2]): string[] => {
  const start = parseFen(game.startFen);
  if (!start.ok) return [];
  const pos = start.value;
  return mainline(game).map((n) => {
    const label = formatMove(pos, n.move, notation);
    pos.play(n.move);
    return label;
  });
};

const gameTitle = (game: Game, index: number): string => {
  const players = [headerOf(game, 'Red'), headerOf(game, 'Black')].filter(Boolean).join(' – ');
  return [`${index + 1}.`, headerOf(game, 'Event'), players, headerOf(game, 'Result')].filter(Boolean).join(' ');
};

/**
 * The evaluation graph beside a PGN's text: a webview view (in the panel) that follows the active Xiangqi
 * PGN editor and the game under its cursor, and draws what the margin knows of that game's review (the
 * same Reviews: a review under way as it learns, else the shared cache) with the board page's graph. A
 * click on a dot puts the editor's cursor on that move and reveals it. Made once by language/register.ts.
 *
 * @example
 * context.subscriptions.push(new EvalGraphView(context.extensionUri, games, reviews));
 */
export class EvalGraphView extends Disposable implements vscode.WebviewViewProvider {
  private view: { readonly webview: vscode.Webview; readonly endpoint: Endpoint<HostToGraphView, GraphViewToHost> } | undefined;
  /** The Xiangqi PGN editor followed: the active one, or the last one while the view itself has focus. */
  private editor: vscode.TextEditor | undefined;
  /** The game shown, to jump in. */
  private shown: { readonly uri: string; readonly game: number } | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private drawing = 0;
  /** What the last `show` said, for the integration suites. */
  last: HostToGraphView | undefined;

  constructor(
    private readonly extensionUri: vscode.Uri,
    private readonly games: DocumentGames,
    private readonly reviews: Reviews,
  ) {
    super();
    this._register(vscode.window.registerWebviewViewProvider(EVAL_GRAPH_VIEW, this));
    this._register(vscode.window.onDidChangeActiveTextEditor((e) => this.follow(e)));
    this._register(
      vscode.window.onDidChangeTextEditorSelection((e) => {
        if (e.textEditor.document.languageId !== PGN_LANGUAGE) return;
        this.editor = e.textEditor;
        this.schedule(FOLLOW_MS, true);
      }),
    );
    this._register(games.onDidRead(({ document }) => document.uri.toString() === this.editor?.document.uri.toString() && this.schedule(FOLLOW_MS, true)));
    this._register(reviews.onDidChange((key) => this.editor && key.startsWith(`${this.editor.document.uri.toString()}#`) && this.schedule(REVIEW_MS, false)));
    this._register(vscode.workspace.onDidChangeConfiguration((e) => e.affectsConfiguration('xiangqiLens') && this.schedule(0, true)));
    this._register(vscode.workspace.onDidCloseTextDocument((d) => d === this.editor?.document && this.follow(undefined)));
    // a .pgn claimed as Xiangqi PGN is closed and opened again in its new language (language/languageClaim.ts)
    this._register(vscode.workspace.onDidOpenTextDocument(() => this.follow(vscode.window.activeTextEditor)));
    this._register(vscode.window.onDidChangeVisibleTextEditors(() => this.follow(vscode.window.activeTextEditor)));
    this._register({ dispose: () => clearTimeout(this.timer) });
    this.follow(vscode.window.activeTextEditor);
  }

  /** Called by VS Code when the view is first shown (and again after it was disposed while hidden). */
  resolveWebviewView(view: vscode.WebviewView): void {
    const webview = view.webview;
    loadPage(webview, this.extensionUri, { script: 'graphView.js', styles: ['xq-panels.css', 'graphView.css'], title: vscode.l10n.t('Evaluation graph') });
    const endpoint: Endpoint<HostToGraphView, GraphViewToHost> = new Endpoint<HostToGraphView, GraphViewToHost>({
      send: (m) => void webview.postMessage(m),
      validate: isGraphViewToHost,
      classify: () => 'event',
      onEvent: (m) => m.type === 'jump' && void this.jump(m.ply),
      handshake: { isReady: (m) => m.type === 'ready', onReady: () => this.schedule(0, true) },
    });
    const entry = { webview, endpoint };
    this.view = entry;
    const sub = webview.onDidReceiveMessage((m: unknown) => endpoint.receive(m));
    // a view hidden and shown again loads its page again: the handshake sends `show`
    view.onDidDispose(() => {
      sub.dispose();
      endpoint.dispose();
      if (this.view === entry) this.view = undefined;
    });
  }

  /** The active editor changed (or its document was claimed as Xiangqi PGN): follow it if it shows game text. */
  private follow(editor: vscode.TextEditor | undefined): void {
    this.editor = this.pick(editor);
    this.schedule(0, true);
  }

  /**
   * The editor to follow: `editor` when it is a Xiangqi PGN one; else the one followed so far while it is
   * still on screen (the view itself has focus, or another kind of editor); else any Xiangqi PGN on screen.
   */
  private pick(editor: vscode.TextEditor | undefined): vscode.TextEditor | undefined {
    const isPgn = (e: vscode.TextEditor | undefined): e is vscode.TextEditor => !!e && !e.document.isClosed && e.document.languageId === PGN_LANGUAGE;
    if (isPgn(editor)) return editor;
    const visible = vscode.window.visibleTextEditors;
    if (isPgn(this.editor) && visible.includes(this.editor)) return this.editor;
    return visible.find(isPgn);
  }

  /** `reset`: a newer reason waits out the delay again; else a pending drawing stands (a review's stream). */
  private schedule(delay: number, reset: boolean): void {
    if (this.timer && !reset) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.draw();
    }, delay);
  }

  private async draw(): Promise<void> {
    const view = this.view;
    if (!view) return;
    const turn = ++this.drawing;
    const game = await this.gameDto();
    // a newer drawing overtook this one while it read or asked the cache
    if (turn !== this.drawing || this.view !== view) return;
    this.last = { type: 'show', language: uiLanguage(), strings: graphStrings(), ...(game ? { game } : {}) };
    view.endpoint.notify(this.last);
  }

  /** The game under the followed editor's cursor and its review so far; undefined without one. */
  private async gameDto(): Promise<GraphGameDto | undefined> {
    const editor = (this.editor = this.pick(vscode.window.activeTextEditor));
    if (!editor || editor.document.isClosed) return (this.shown = undefined);
    const doc = editor.document;
    const read = await this.games.read(doc);
    if (!read?.ok) return (this.shown = undefined);
    const offset = doc.offsetAt(editor.selection.active);
    const index = gameAt(read.value.games, offset) ?? (read.value.games.length ? 0 : undefined);
    const game = index === undefined ? undefined : read.value.games[index];
    if (index === undefined || !game) return (this.shown = undefined);
    this.shown = { uri: doc.uri.toString(), game: index };
    const key = gameKey(doc.uri, index);
    const found = this.reviews.found(key, game) ?? (await this.reviews.known(game)).plies;
    const language = uiLanguage();
    const at = moveAt(read.value.games, offset);
    const onMain = at && at.game === index && at.path.length > 0 && at.path.every((i) => i === 0);
    const progress = this.reviews.running(key);
    const plies = [...found].sort((a, b) => a.ply - b.ply);
    return {
      title: gameTitle(game, index),
      startPly: game.startFen.split(/\s+/)[1] === 'b' ? 1 : 0,
      labels: mainLabels(game, notationFor(gameMoveStyle(game, doc.getText()))),
      plies: plies.map((p) => reviewPlyDto(p)),
      ...(onMain ? { current: at.path.length } : {}),
      ...(plies.some((p) => p.quality || p.score) ? { summary: reviewSummaryDto(game.startFen, plies, language).text } : {}),
      ...(progress ? { progress: { done: progress.done, total: progress.total } } : {}),
    };
  }

  /** A click on the graph: the text cursor on the main line's move `ply` of the game shown, revealed. */
  private async jump(ply: number): Promise<void> {
    const editor = this.editor;
    const shown = this.shown;
    if (!editor || !shown || editor.document.uri.toString() !== shown.uri) return;
    const read = await this.games.read(editor.document);
    const game = read?.ok ? read.value.games[shown.game] : undefined;
    const span = game && moveSpan(game, new Array<number>(ply).fill(0));
    if (!span) return;
    const doc = editor.document;
    const shownEditor = await vscode.window.showTextDocument(doc, { viewColumn: editor.viewColumn, preserveFocus: false });
    const start = doc.positionAt(span.start);
    shownEditor.selection = new vscode.Selection(start, start);
    shownEditor.revealRange(new vscode.Range(start, doc.positionAt(span.end)), vscode.TextEditorRevealType.InCenterIfOutsideViewport);
  }
}
