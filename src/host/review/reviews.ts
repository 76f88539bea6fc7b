import * as vscode from 'vscode';
import { type Analyser, type AnalysisRequest, type Cancellation, cancellationSource } from '../../analysis/analyser';
import { type GameReview, type OpeningBook, type PlyReview, reviewGame } from '../../analysis/review';
import type { Game } from '../../formats/game';
import type { AnalysisDto, PositionDto } from '../../protocol/dto';
import type { ReviewPlyDto, ReviewSummaryDto, SideSummaryDto } from '../../protocol/webview';
import { type MarkWordsOptions, type WordsLanguage, markSentence, summaryLine } from '../../analysis/markWords';
import { type SideSummary, summarize } from '../../analysis/summary';
import { type LensConfig, readConfig, reviewOptions } from '../config';
import { Disposable } from '../dispose';
import type { Engines } from '../engineService';
import { pacedAnalyser } from '../engines/paced';
import { cachedBook } from './bookCache';

/** A review under way: how far it is, and how to stop it. */
export interface RunningReview {
  readonly done: number;
  readonly total: number;
  /** A review the user asked for with its notification (not the quiet follow-up after an edit). */
  readonly loud: boolean;
}

export interface RunOptions {
  readonly cancel?: Cancellation;
  readonly onProgress?: (done: number, total: number) => void;
  readonly onPly?: (ply: PlyReview) => void;
  /** Shown loudly (the Review command), or quietly (Analyse, a re-analysis after an edit). */
  readonly loud?: boolean;
}

/**
 * The one game review of the extension: the margin of a game's text (decorations, hovers, CodeLens), the
 * board page's evaluation graph (Analyse Game) and Write annotations all run and read reviews here, so an
 * .xqf on the board and a .pgn in the text editor are reviewed by the same code at the same limits
 * (config.reviewOptions, the CLI's too). Every search goes to the review's engines (a pool, apart from
 * live analysis: Engines.review) through the shared cache: what a review found is known to the next one,
 * so re-reviewing an edited game searches only the positions the edit changed, and `known` answers a
 * whole game from the cache without searching (what the margin shows at once). Book probes go to the
 * worker once per position (bookCache.ts); answers from the cache let the editor in every few
 * milliseconds (engines/paced.ts).
 *
 * Reviews are keyed by the caller (`uri#game` for game text): one at a time per key, a new one replacing
 * the old. `onDidChange` fires as a review learns a ply, starts or ends.
 *
 * @example
 * const r = await reviews.run('file:///a.pgn#0', game, { onPly: (p) => redraw(p) });
 * const known = await reviews.known(game); // instant: from the cache
 */
export class Reviews extends Disposable {
  /** One cached book per BOOK.DAT setting. */
  private books = { file: '', book: undefined as OpeningBook | undefined };
  private readonly runs = new Map<string, { progress: RunningReview; game: Game; plies: PlyReview[]; stop(): void }>();
  private readonly _onDidChange = this._register(new vscode.EventEmitter<string>());
  /** A review of this key learnt something, started or ended. */
  readonly onDidChange = this._onDidChange.event;

  constructor(private readonly engines: Engines) {
    super();
    this._register({ dispose: () => [...this.runs.values()].forEach((r) => r.stop()) });
  }

  /** The review under way for `key`, if any. */
  running(key: string): RunningReview | undefined {
    return this.runs.get(key)?.progress;
  }

  /**
   * The plies a review under way has found so far, when it reviews this very game (the same reading):
   * the margin draws the game under review from them instead of asking the cache for the whole game
   * after every ply.
   */
  found(key: string, game: Game): readonly PlyReview[] | undefined {
    const r = this.runs.get(key);
    return r && r.game === game ? r.plies : undefined;
  }

  /** Stops the review of `key` (it keeps what it found, in the cache). */
  stop(key: string): void {
    this.runs.get(key)?.stop();
  }

  /** Reviews `game` on the shared engine, replacing any review of `key` under way. */
  async run(key: string, game: Game, opts: RunOptions = {}, config: LensConfig = readConfig()): Promise<GameReview> {
    this.stop(key);
    const own = cancellationSource(opts.cancel);
    const entry = { progress: { done: 0, total: 0, loud: opts.loud ?? false }, game, plies: [] as PlyReview[], stop: () => own.cancel() };
    this.runs.set(key, entry);
    this._onDidChange.fire(key);
    try {
      return await reviewGame(game, pacedAnalyser(this.through(config)), {
        ...reviewOptions(config),
        book: this.book(config),
        parallel: this.engines.reviewParallel(config),
        cancel: own.token,
        onProgress: (done, total) => {
          entry.progress = { ...entry.progress, done, total };
          opts.onProgress?.(done, total);
        },
        onPly: (p) => {
          entry.plies.push(p);
          opts.onPly?.(p);
          this._onDidChange.fire(key);
        },
      });
    } finally {
      own.dispose();
      if (this.runs.get(key) === entry) this.runs.delete(key);
      this._onDidChange.fire(key);
    }
  }

  /** What the shared cache already knows of `game` at the review's limits: the same review, never searching. */
  known(game: Game, config: LensConfig = readConfig()): Promise<GameReview> {
    return reviewGame(game, pacedAnalyser(this.through(config, 'known')), { ...reviewOptions(config), book: this.book(config) });
  }

  /** The cached analysis of one position at the review's first-pass limits (a variation's move in a hover); no lines when there is none. */
  peek(position: PositionDto, config: LensConfig = readConfig()): Promise<AnalysisDto> {
    return this.engines.review({ position, limits: reviewOptions(config).limits, fresh: true, mode: 'known' }, config);
  }

  /** The review's engines under these settings (apart from live analysis), searching or answering from the cache alone. */
  private through(config: LensConfig, mode: AnalysisRequest['mode'] = 'search'): Analyser {
    return { analyse: (request) => this.engines.review({ ...request, mode }, config) };
  }

  /** The worker's book as review asks it, each position probed once. */
  book(config: LensConfig = readConfig()): OpeningBook {
    if (!this.books.book || this.books.file !== config.bookFile) this.books = { file: config.bookFile, book: cachedBook((fen, moves) => this.engines.book({ fen, moves }, config)) };
    return this.books.book!;
  }
}

/** How a board page's review is put in words: the game's start and main line (ICCS), and the language and notation. */
export interface PlyWords {
  readonly startFen: string;
  readonly moves: readonly string[];
  readonly options: MarkWordsOptions;
}

/** A reviewed ply as the board page's graph and move list take it; with `words`, a mark's sentence for under the move. */
export const reviewPlyDto = (p: PlyReview, words?: PlyWords): ReviewPlyDto => {
  const said = words && p.quality ? markSentence(words.startFen, words.moves.slice(0, p.ply - 1), p, words.options) : undefined;
  return {
    ply: p.ply,
    ...(p.score ? { score: p.score } : {}),
    ...(p.quality ? { quality: p.quality } : {}),
    ...(p.best ? { best: p.best } : {}),
    ...(said ? { words: said } : {}),
  };
};

/** Each player's marks and accuracy over the plies so far, as the board page shows them above its graph. */
export const reviewSummaryDto = (startFen: string, plies: readonly PlyReview[], language: WordsLanguage): ReviewSummaryDto => {
  const s = summarize(startFen, plies);
  const side = ({ moves: _moves, ...figures }: SideSummary): SideSummaryDto => figures;
  return { red: side(s.red), black: side(s.black), text: summaryLine(s, language) };
};

/**
 * The message that closes a review the user asked for: each player's marks and accuracy (analysis/summary.ts).
 * `game`: the game's number in its file (the margin's review); absent for the board's.
 */
export const closingMessage = (startFen: string, plies: readonly PlyReview[], game?: number): string => {
  const { red, black } = summarize(startFen, plies);
  const accuracy = (s: SideSummary): string => (s.accuracy === undefined ? '–' : String(s.accuracy));
  const figures = [red.inaccuracies, red.mistakes, red.blunders, accuracy(red), black.inaccuracies, black.mistakes, black.blunders, accuracy(black)];
  return game === undefined
    ? vscode.l10n.t('Review done — Red: {0} ?!, {1} ?, {2} ??, accuracy {3} %; Black: {4} ?!, {5} ?, {6} ??, accuracy {7} %', ...figures)
    : vscode.l10n.t('Game {0} reviewed — Red: {1} ?!, {2} ?, {3} ??, accuracy {4} %; Black: {5} ?!, {6} ?, {7} ??, accuracy {8} %', game, ...figures);
};
