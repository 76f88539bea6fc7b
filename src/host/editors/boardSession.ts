/**
 * One board page and the document it shows: sends the page everything after each `ready`, makes the edits
 * it asks for, runs its live analysis on the shared engine (book moves first, lines as they deepen, at
 * most ten updates a second), and keeps what it shows for the commands and the status bar.
 *
 *   const s = new BoardSession(panel.webview, doc, services);
 */
import * as vscode from 'vscode';
import { cancellationSource } from '../../analysis/analyser';
import { LineBook } from '../../analysis/lineBook';
import { replayed } from '../../analysis/position';
import { formatScore, toRedView } from '../../core/score';
import type { Notation } from '../../core/notation';
import type { Color } from '../../core/types';
import type { PlyReview } from '../../analysis/review';
import { moveToIccs } from '../../core/notation';
import { mainline, type Game } from '../../formats/game';
import type { InfoDto, PositionDto } from '../../protocol/dto';
import type { PageCommand, ReviewPlyDto, EditorConfigDto, EngineStateDto } from '../../protocol/webview';
import { liveLimits, notationFor, readConfig } from '../config';
import { Disposable } from '../dispose';
import type { Engines } from '../engineService';
import { openBoardPage, type BoardPage } from '../webview/channel';
import type { BoardDocument } from './boardDocument';
import { docDto } from './gameDto';
import { pageStrings } from './pageStrings';
import { uiLanguage } from '../locale';
import { reviewPlyDto, reviewSummaryDto } from '../review/reviews';
import { lineOpening } from '../../analysis/opening';
import { mainlineMoves } from '../../formats/game';
import { cachedBook } from '../review/bookCache';
import { analysisSettings, writePageSetting } from './pageSettings';

export interface SessionServices {
  readonly extensionUri: vscode.Uri;
  readonly engines: Engines;
  /** The sessions, so commands reach the active page. */
  readonly registry: SessionRegistry;
}

/** Where a page is: which game, which node, which position. */
export interface Shown {
  readonly game: number;
  readonly path: readonly number[];
  readonly fen: string;
}

let nextSession = 1;

export class BoardSession extends Disposable {
  readonly id = `page-${nextSession++}`;
  private readonly page: BoardPage;
  private index = 0;
  private shown: Shown | undefined;
  private analysis:
    | { position: PositionDto; turn: Color; lines: LineBook; running: boolean; stop(): void; book?: EngineStateDto['book']; error?: string }
    | undefined;
  /** The review shown: what it found, and the page's words for it in the notation they were written in. */
  private review: { game: Game; found: readonly PlyReview[]; done: boolean; notation: Notation; plies: ReviewPlyDto[] } | undefined;
  /**
   * The notation picked on the page, over the setting and the file's own. Kept for this page only (and in
   * the page's state across a reload), not per document: a closed and reopened file shows its own notation
   * again, so the setting and the file stay what decides, and no choice hides where nobody sees it.
   */
  private notationPick: Notation | undefined;
  /** The worker's book, each position asked once: the opening is looked up again after every edit. */
  private readonly book = cachedBook((fen, moves) => this.services.engines.book({ fen, moves }));
  /** Counts opening look-ups, so only the latest is sent. */
  private openingAsked = 0;
  /** A node sent with a change that the page has not yet said it shows (a page reloading meanwhile starts there). */
  private sentPath: readonly number[] | undefined;
  private readonly _onDidShow = this._register(new vscode.EventEmitter<Shown>());
  /** The page moved to another node. */
  readonly onDidShow = this._onDidShow.event;

  constructor(
    webview: vscode.Webview,
    readonly doc: BoardDocument,
    private readonly services: SessionServices,
  ) {
    super();
    this.page = this._register(
      openBoardPage(webview, services.extensionUri, {
        onReady: () => {
          this.page.endpoint.notify({ type: 'init', config: this.config(), doc: this.docDto(), ...(this.startPath() ? { path: this.startPath() } : {}) });
          void this.sendOpening();
        },
        onRequest: async (m, respond) => {
          if (m.game !== this.index) return respond.fail('ERR_EDIT_GAME', vscode.l10n.t('The page shows another game; try again'));
          const r = await this.doc.edit(m.game, m.edit);
          if (r.ok) respond.reply({ type: 'applied', path: r.path });
          else respond.fail(r.code, r.message);
        },
        onEvent: (m) => {
          switch (m.type) {
            case 'ready':
              return;
            case 'shown':
              this.shown = { game: m.game, path: m.path, fen: m.fen };
              this.sentPath = undefined;
              this._onDidShow.fire(this.shown);
              return;
            case 'analyse':
              return void this.analyse(m.position);
            case 'stop':
              return this.stopAnalysis();
            case 'pickGame':
              this.index = Math.max(0, Math.min(m.index, this.doc.games().length - 1));
              this.review = undefined;
              this.page.endpoint.notify({ type: 'doc', doc: this.docDto(), path: [] });
              void this.sendOpening();
              return;
            case 'setting':
              void writePageSetting(m.key, m.value).then(undefined, (e: Error) => void vscode.window.showWarningMessage(e.message));
              return;
            case 'copy':
              void vscode.env.clipboard.writeText(m.text);
              void vscode.window.setStatusBarMessage(vscode.l10n.t('Copied: {0}', m.text.length > 60 ? `${m.text.slice(0, 60)}…` : m.text), 3000);
              return;
            case 'notice':
              void vscode.window.showWarningMessage(m.message);
              return;
            case 'notation':
              if (m.notation === this.notationPick) return;
              this.notationPick = m.notation;
              this.page.endpoint.notify({ type: 'config', config: this.config() });
              // the marks' sentences name moves too
              if (this.review) this.showReview(this.review.game, this.review.found, this.review.done);
              return;
          }
        },
      }),
    );
    this._register(
      doc.onDidChange((e) => {
        const path = e.path && (e.index ?? this.index) === this.index ? e.path : undefined;
        if (path) this.sentPath = path;
        this.page.endpoint.notify({ type: 'doc', doc: this.docDto(), ...(path ? { path } : {}) });
        void this.sendOpening();
      }),
    );
    this._register(
      vscode.workspace.onDidChangeConfiguration((e) => {
        if (e.affectsConfiguration('xiangqiLens')) this.page.endpoint.notify({ type: 'config', config: this.config() });
        // a running analysis starts again with the new lines, limits or engine: a setting applies at once
        // (depth and time limit a board's analysis only when analysis.board says `limited`: liveLimits)
        if ((e.affectsConfiguration('xiangqiLens.analysis') || e.affectsConfiguration('xiangqiLens.engine')) && this.analysis?.running) void this.analyse(this.analysis.position);
      }),
    );
    this._register({ dispose: () => this.stopAnalysis() });
    this._register({ dispose: () => void this.openingAsked++ });
    this._register(services.registry.add(this));
  }

  /** Where a (re)loading page starts: the node last sent, else where it was, else where the document says. */
  private startPath(): readonly number[] | undefined {
    return this.sentPath ?? this.shown?.path ?? this.doc.initialPath?.();
  }

  /** The game the page shows. */
  get game(): Game | undefined {
    return this.doc.games()[this.index];
  }

  get gameIndex(): number {
    return this.index;
  }

  /** Where the page is, once it has said. */
  get where(): Shown | undefined {
    return this.shown;
  }

  /** Runs a palette command on the page (flip, analyse, stop, step). */
  command(name: PageCommand): void {
    this.page.endpoint.notify({ type: 'command', name });
  }

  /** Moves the page to a node (the text cursor moved onto its move). */
  goto(path: readonly number[]): void {
    this.page.endpoint.notify({ type: 'goto', path });
  }

  /** Shows game `index` of the file at node `path` (a position search hit, a study's game reference). */
  showGame(index: number, path: readonly number[]): void {
    if (index !== this.index && index >= 0 && index < this.doc.games().length) {
      this.index = index;
      this.review = undefined;
    }
    this.page.endpoint.notify({ type: 'doc', doc: this.docDto(), path });
    void this.sendOpening();
  }

  /** Tells the page the opening its game's main line reaches by the book (for the header panel). */
  private async sendOpening(): Promise<void> {
    const asked = ++this.openingAsked;
    const index = this.index;
    const game = this.game;
    if (!game) return;
    const moves = mainlineMoves(game).map(moveToIccs);
    const opening = await lineOpening(this.book, game.startFen, moves).catch(() => undefined);
    // a game switched or edited meanwhile (or the page closed) has asked again
    if (asked !== this.openingAsked) return;
    this.page.endpoint.notify({ type: 'opening', game: index, ...(opening ? { opening } : {}) });
  }

  /**
   * Shows a review of `game` (what it found so far, in the order found, and each player's summary over it);
   * each mark's sentence is written once, in the UI's language and the page's notation, and again when the
   * notation changes.
   */
  showReview(game: Game, found: readonly PlyReview[], done: boolean): void {
    const notation = this.notation;
    const language = uiLanguage();
    const r = this.review?.game === game && this.review.notation === notation ? this.review : { game, found, done, notation, plies: [] };
    const words = { startFen: game.startFen, moves: mainline(game).map((n) => moveToIccs(n.move)), options: { language, notation } };
    for (let i = r.plies.length; i < found.length; i++) r.plies.push(reviewPlyDto(found[i], words));
    this.review = { ...r, found: [...found], done };
    this.page.endpoint.notify({ type: 'review', plies: r.plies, done, summary: reviewSummaryDto(game.startFen, found, language) });
  }

  /** How the page writes moves: its own pick, else the setting, else the file's notation (config.notationFor). */
  get notation(): Notation {
    return this.notationPick ?? notationFor(this.doc.writtenNotation?.(this.index));
  }

  private config(): EditorConfigDto {
    return {
      kind: this.doc.kind,
      readOnly: this.doc.readOnly(),
      language: uiLanguage(),
      notation: this.notation,
      strings: pageStrings(),
      analysis: analysisSettings(readConfig()),
    };
  }

  private docDto() {
    const games = this.doc.games();
    if (this.index >= games.length) this.index = Math.max(0, games.length - 1);
    const error = this.doc.readError();
    const notice = this.doc.notice();
    return docDto(games, this.index, { ...(error ? { error } : {}), ...(notice ? { notice } : {}) });
  }

  /** The live analysis as the test API reports it: whether it runs, its deepest line, how many lines. */
  get analysisState(): { readonly running: boolean; readonly depth: number; readonly lines: number } | undefined {
    const a = this.analysis;
    if (!a) return undefined;
    const lines = a.lines.lines();
    return { running: a.running, depth: lines.reduce((d, l) => Math.max(d, l.depth), 0), lines: lines.length };
  }

  /**
   * The page's live analysis: book moves first, then lines as they deepen, at most ten updates a second,
   * until stopped or solved (liveLimits: the depth and time settings do not end it); a new one stops the last.
   */
  private async analyse(position: PositionDto): Promise<void> {
    const at = replayed(position);
    if (!at.ok) return;
    this.analysis?.stop();
    const cancel = cancellationSource();
    const state: NonNullable<typeof this.analysis> = {
      position,
      turn: at.value.turn,
      running: true,
      stop: cancel.cancel,
      lines: new LineBook({ throttleMs: 100, timers: { setTimeout, clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>) }, onChange: () => this.post(state) }),
    };
    this.analysis = state;
    this.post(state);
    const book = await this.services.engines.book(position);
    if (this.analysis !== state) return;
    if (book) state.book = book;
    this.post(state);
    try {
      await this.services.engines.analyse({ position, limits: liveLimits(readConfig()), cancel: cancel.token, onInfo: (info) => state.lines.add(info) });
    } catch (e) {
      state.error = (e as Error).message;
    }
    if (this.analysis !== state) return;
    state.running = false;
    // the last lines and the end at once, in one message
    if (!state.lines.flush()) this.post(state);
  }

  private stopAnalysis(): void {
    const a = this.analysis;
    if (!a?.running) return;
    a.running = false;
    a.stop();
    this.post(a);
  }

  /** Sends the page an analysis state (the latest lines, best first), if it is still the page's. */
  private post(a: NonNullable<typeof this.analysis>): void {
    if (this.analysis !== a) return;
    const lines: InfoDto[] = a.lines.lines();
    if (lines[0]) this.services.registry.reportAnalysis(this, `d${lines[0].depth} ${formatScore(toRedView(lines[0].score, a.turn), { signed: true, short: true })}`);
    this.page.endpoint.notify({
      type: 'engine',
      state: { position: a.position, running: a.running, lines, engine: this.services.engines.name, ...(a.book ? { book: a.book } : {}), ...(a.error ? { error: a.error } : {}) },
    });
  }
}

/** Every open board page; the active one is where palette commands go. */
export class SessionRegistry {
  private readonly sessions = new Set<BoardSession>();
  private last: BoardSession | undefined;
  private readonly _onDidChangeActive = new vscode.EventEmitter<BoardSession | undefined>();
  readonly onDidChangeActive = this._onDidChangeActive.event;
  private readonly _onDidAnalyse = new vscode.EventEmitter<string>();
  /** The active page's analysis as a few words (`d12 +0.35`), for the status bar. */
  readonly onDidAnalyse = this._onDidAnalyse.event;

  /** Called by a page with its analysis in a few words; only the active page's are passed on. */
  reportAnalysis(from: BoardSession, text: string): void {
    if (from === this.last) this._onDidAnalyse.fire(text);
  }

  add(s: BoardSession): vscode.Disposable {
    this.sessions.add(s);
    return {
      dispose: () => {
        this.sessions.delete(s);
        if (this.last === s) this.setActive(undefined);
      },
    };
  }

  /** The page last focused (custom editors and the preview report it). */
  setActive(s: BoardSession | undefined): void {
    if (this.last === s) return;
    this.last = s;
    this._onDidChangeActive.fire(s);
  }

  get active(): BoardSession | undefined {
    return this.last;
  }

  /** Pages showing this document. */
  of(doc: BoardDocument): BoardSession[] {
    return [...this.sessions].filter((s) => s.doc === doc);
  }
}
