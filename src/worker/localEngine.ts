/**
 * The built-in engine (src/engine/engine.ts) searching on this thread, as the one Analyser
 * (analysis/analyser.ts): the engine worker hosts it, and the CLI's `annotate`, `uci` and `ucci` use it
 * as it is. Its hash table carries over from one search to the next, as in a game.
 *
 * Stop: the search holds this thread, so a cancellation is not an event it could hear; the search polls
 * `request.cancel.isCancellationRequested` every 256 nodes instead (search.ts). In the worker that getter
 * reads a shared Int32Array the host writes with Atomics.store, so a stop lands however busy the thread is.
 *
 * Threads: with `threads` above one, helper threads (searchThreads.ts) search beside this one on the
 * shared table (Lazy SMP); this thread alone reports, its line and its best move. One thread (the
 * default) keeps a search's result a function of the position, the limits and what came before.
 *
 *   const engine = new LocalEngine({ hashMb: 64 });
 *   const r = await engine.analyse({ position: { fen: START_FEN, moves: [] }, limits: { depth: 8 } });
 */
import * as os from 'node:os';
import { performance } from 'node:perf_hooks';
import { AnalysisError, type Analyser, type AnalysisRequest } from '../analysis/analyser';
import { LineBook } from '../analysis/lineBook';
import { positionError, replayed } from '../analysis/position';
import { ENGINE_SETTINGS, clampSetting, resolveThreads } from '../core/engineSettings';
import { moveToIccs } from '../core/notation';
import { builtinBook, EleeyeBook } from '../engine/book';
import { probeBooks } from '../engine/book/probeLine';
import { Engine } from '../engine/engine';
import type { AnalysisDto, BookDto, EngineOptionsDto, PositionDto } from '../protocol/dto';
import { toInfoDto } from '../uci/engineInfo';
import { readRegularFile } from './regularFile';
import { SearchThreads } from './searchThreads';

/** The largest BOOK.DAT read (ElephantEye's own book is about 0.5 MB). */
export const MAX_BOOK_BYTES = 64 * 1024 * 1024;

export class LocalEngine implements Analyser {
  private readonly engine: Engine;
  /** A user's BOOK.DAT (settings), consulted beside the built-in book. */
  private userBook: EleeyeBook | undefined;
  /** Helper threads when more than one search thread is asked for. */
  private threads: SearchThreads | undefined;

  /** `threads`: search threads (default one; 0: half the machine's cores, see engineSettings.ts). */
  constructor(opts: { readonly hashMb?: number; readonly threads?: number } = {}) {
    this.engine = new Engine({ hashMb: opts.hashMb, clock: () => performance.now() });
    if (opts.threads !== undefined) this.setThreads(opts.threads);
  }

  /** Search threads in use (this one and its helpers). */
  get threadCount(): number {
    return 1 + (this.threads?.count ?? 0);
  }

  /** Settles once every helper thread listens (a search started earlier runs alone until they do). */
  async threadsReady(): Promise<void> {
    await this.threads?.ready;
  }

  /** Nodes the helper threads searched since the last call, once they are idle (at most `waitMs`); benches and tests. */
  helperNodes(waitMs = 1000): number {
    if (!this.threads) return 0;
    this.threads.settle(waitMs);
    return this.threads.takeNodes();
  }

  private setThreads(threads: number): void {
    const want = resolveThreads(clampSetting(ENGINE_SETTINGS.threads, threads).value, os.availableParallelism?.() ?? os.cpus().length);
    if (want === this.threadCount) return;
    void this.threads?.dispose();
    this.threads = want > 1 ? new SearchThreads(want - 1, this.engine.tableMemory) : undefined;
    this.engine.helpers = this.threads;
  }

  /** Ends the helper threads (the engine searches on this one after). */
  async dispose(): Promise<void> {
    const t = this.threads;
    this.threads = undefined;
    this.engine.helpers = undefined;
    await t?.dispose();
  }

  async analyse(request: AnalysisRequest): Promise<AnalysisDto> {
    return this.search(request);
  }

  /** The same search, answered on this thread before it returns; throws an AnalysisError for a bad position. */
  search(request: AnalysisRequest): AnalysisDto {
    const at = replayed(request.position);
    if (!at.ok) throw positionError(at.error);
    const cancel = request.cancel;
    const lines = new LineBook();
    if (request.fresh) this.newGame();
    this.engine.setRoot(at.value.position);
    this.engine.onInfo = (i) => {
      const info = toInfoDto(i);
      lines.add(info);
      request.onInfo?.(info);
    };
    try {
      const l = request.limits ?? {};
      const r = this.engine.go({ ...l, shouldStop: cancel ? () => cancel.isCancellationRequested : undefined });
      const bestmove = r.bestMove ? moveToIccs(r.bestMove) : null;
      return r.ponder && r.bestMove ? { bestmove, ponder: moveToIccs(r.ponder), lines: lines.lines() } : { bestmove, lines: lines.lines() };
    } finally {
      this.engine.onInfo = undefined;
    }
  }

  /** Sets the engine-wide options given; an error when a book cannot be read (the other options still apply). */
  configure(o: EngineOptionsDto): AnalysisError | undefined {
    this.engine.configure({ hashMb: o.hashMb });
    // a resized table is new memory: the helpers move to it
    if (o.hashMb !== undefined) this.threads?.attach(this.engine.tableMemory);
    if (o.threads !== undefined) this.setThreads(o.threads);
    if (o.bookFile === undefined) return undefined;
    if (o.bookFile === '') {
      this.userBook = undefined;
      return undefined;
    }
    // a device or a FIFO could be endless or never answer: a regular file of bounded size only
    const read = readRegularFile(o.bookFile, MAX_BOOK_BYTES);
    if (!read.ok) return new AnalysisError('ERR_BOOK_FILE', `the book ${o.bookFile} ${read.reason}`);
    const b = EleeyeBook.from(read.bytes);
    if (!b.ok) return new AnalysisError(b.error.code, `${o.bookFile}: ${b.error.message}`);
    this.userBook = b.value;
    return undefined;
  }

  /** The book moves of a position (the built-in book, and the user's BOOK.DAT when set). */
  book(position: PositionDto): BookDto {
    return probeBooks(builtinBook(), this.userBook ? [this.userBook] : [], position.fen, position.moves);
  }

  /** Forgets what the engine learnt (hash table, histories). */
  newGame(): void {
    this.engine.newGame();
    this.threads?.newGame();
  }
}
