/**
 * The host's handle on the engine worker. Nothing here searches: the worker thread does, so the
 * extension host's event loop stays free. No `vscode` import: settings come in as plain options.
 *
 * - The worker starts on the first request and again after a crash or hang.
 * - `analyse` streams info to `onInfo` and resolves with the best move and final lines; with
 *   `mode: 'cancel'` (default) a new request stops the running and queued ones first (they resolve
 *   with what they found so far), with `mode: 'queue'` it waits its turn.
 * - `stop` writes the shared stop flag directly (Atomics), which the search polls every few
 *   thousand nodes: it lands without waiting for the worker's event loop.
 * - A crashed worker, or one that does not answer a stop in `stopTimeoutMs`, is terminated; its
 *   callers get an EngineError (`ERR_ENGINE_CRASHED` / `ERR_ENGINE_HUNG`), the next call restarts it.
 *
 * @example
 * const client = new EngineClient({ workerPath: context.asAbsolutePath('dist/engineWorker.js'), hashMb: 64 });
 * const r = await client.analyse({ fen, moves: [] }, { depth: 10 }, { onInfo: (i) => show(i) });
 */
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { HASH_MB } from '../../core/engineOptions';
import type { AnalysisDto, BookDto, EngineOptionsDto, InfoDto, LimitsDto, PositionDto } from '../../protocol/dto';
import { Endpoint, RpcError } from '../../protocol/rpc';
import { isWorkerToHost } from '../../protocol/validate';
import { STOP_FLAG_SLOTS, type HostToWorker, type WorkerToHost } from '../../protocol/worker';

export class EngineError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'EngineError';
  }
}

export interface EngineClientOptions {
  /** The worker entry: dist/engineWorker.js in the extension, the .ts source under tsx in tests. */
  readonly workerPath: string;
  readonly execArgv?: string[];
  /** Extra workerData, e.g. `{ backendModule }` for a scripted engine in tests. */
  readonly workerData?: Record<string, unknown>;
  /** Hash table size in MB, sent to each new worker before anything else. */
  readonly hashMb?: number;
  /** Heap limits of the worker; by default a bound derived from the hash size. */
  readonly resourceLimits?: ResourceLimits;
  /** How long a stopped search may take to answer before the worker counts as hung. */
  readonly stopTimeoutMs?: number;
  /** Timeout of short requests (perft aside: it is bounded by depth). */
  readonly requestTimeoutMs?: number;
  /** Told each time a worker dies or is killed, with the reason. */
  readonly onWorkerExit?: (reason: string) => void;
}

export interface AnalyseOptions {
  readonly onInfo?: (info: InfoDto) => void;
  /** `cancel` (default) stops whatever runs or waits (of its group, when it has one); `queue` runs after it. */
  readonly mode?: 'cancel' | 'queue';
  /**
   * Who asks (an editor page, a review): `cancel` and `stop(group)` then reach only that group's searches,
   * so a page moving on does not stop a review waiting behind it.
   */
  readonly group?: string;
}

/** What the editor, decorations and notebook use: the built-in worker and external engines alike. */
export interface AnalysisEngine {
  analyse(position: PositionDto, limits: LimitsDto, options?: AnalyseOptions): Promise<AnalysisDto>;
  /** Stops every search, or with `group` only that group's. */
  stop(group?: string): Promise<void>;
  setOptions(options: EngineOptionsDto): Promise<void>;
  dispose(): Promise<void>;
}

interface Running {
  readonly endpoint: Endpoint<HostToWorker, WorkerToHost>;
  readonly worker: Worker;
  /** Ids of analyses sent and not yet answered, oldest first (the worker runs them in this order), and who asked. */
  readonly searches: Map<number, { readonly done: Promise<unknown>; readonly group?: string }>;
  /** Slot 0: highest search id to stop; one buffer per worker because request ids restart with it. */
  readonly stopFlag: Int32Array;
  lastId: number;
  dead: boolean;
}

const toEngineError = (e: unknown): EngineError =>
  e instanceof EngineError ? e : e instanceof RpcError ? new EngineError(e.code, e.message) : new EngineError('ERR_ENGINE', String(e));

export class EngineClient implements AnalysisEngine {
  private running: Running | undefined;
  private hashMb: number | undefined;
  private disposed = false;
  /** How many workers have been started (1 after the first request; more after restarts). */
  starts = 0;

  constructor(private readonly opts: EngineClientOptions) {
    this.hashMb = opts.hashMb;
  }

  /** Searches a position; resolves with the best move once the limits are reached or it is stopped. */
  async analyse(position: PositionDto, limits: LimitsDto, ao: AnalyseOptions = {}): Promise<AnalysisDto> {
    const r = this.ensure();
    if ((ao.mode ?? 'cancel') === 'cancel') this.stopSearches(r, ao.group);
    const { id, reply } = r.endpoint.request(
      { type: 'analyse', position, limits },
      { onProgress: (m) => m.type === 'info' && ao.onInfo?.(m.info) },
    );
    r.lastId = Math.max(r.lastId, id);
    r.searches.set(id, { done: reply.catch(() => undefined), ...(ao.group !== undefined ? { group: ao.group } : {}) });
    try {
      const m = await reply;
      if (m.type !== 'bestmove') throw new EngineError('ERR_ENGINE_PROTOCOL', `unexpected ${m.type} reply to analyse`);
      return m.result;
    } catch (e) {
      throw toEngineError(e);
    } finally {
      r.searches.delete(id);
    }
  }

  /**
   * Stops the running search and every queued one. Resolves once they have answered; if they do
   * not within stopTimeoutMs the worker is killed and their callers get ERR_ENGINE_HUNG.
   */
  async stop(group?: string): Promise<void> {
    const r = this.running;
    if (!r || r.searches.size === 0) return;
    const waiting = [...r.searches.values()].filter((s) => group === undefined || s.group === group).map((s) => s.done);
    if (waiting.length === 0) return;
    this.stopSearches(r, group);
    const ms = this.opts.stopTimeoutMs ?? 2000;
    let timer: NodeJS.Timeout | undefined;
    const answered = await Promise.race([
      Promise.all(waiting).then(() => true),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms))),
    ]);
    clearTimeout(timer);
    if (!answered) this.kill(r, 'ERR_ENGINE_HUNG', `the engine did not stop within ${ms} ms; it was restarted`);
  }

  /** Counts perft leaves in the worker (a health check of the thread). */
  async perft(fen: string, depth: number): Promise<number> {
    const m = await this.call({ type: 'perft', fen, depth }, 0);
    if (m.type !== 'perft') throw new EngineError('ERR_ENGINE_PROTOCOL', `unexpected ${m.type} reply to perft`);
    return m.nodes;
  }

  /** Changes options; the hash size is remembered and given to restarted workers too. */
  async setOptions(options: EngineOptionsDto): Promise<void> {
    if (options.hashMb !== undefined) this.hashMb = options.hashMb;
    await this.call({ type: 'setOption', options });
  }

  /** Clears what the engine learnt (hash table). */
  async newGame(): Promise<void> {
    await this.call({ type: 'newGame' });
  }

  /** Ends the worker; pending calls are rejected with ERR_RPC_DISPOSED. */
  async dispose(): Promise<void> {
    this.disposed = true;
    const r = this.running;
    this.running = undefined;
    if (!r) return;
    r.dead = true;
    r.endpoint.dispose();
    await r.worker.terminate();
  }

  /** The worker thread, for tests that must kill it. */
  get workerForTests(): Worker | undefined {
    return this.running?.worker;
  }

  private async call(msg: Exclude<Parameters<Endpoint<HostToWorker, WorkerToHost>['request']>[0], { type: 'analyse' | 'stop' }>, timeoutMs?: number) {
    const r = this.ensure();
    try {
      return await r.endpoint.request(msg, { timeoutMs: timeoutMs ?? this.opts.requestTimeoutMs ?? 10_000 }).reply;
    } catch (e) {
      throw toEngineError(e);
    }
  }

  /** Stops every search, or only those of `group`. */
  private stopSearches(r: Running, group: string | undefined): void {
    if (group === undefined) {
      // Ids only grow, so "stop everything up to the newest id" never stops a later request.
      if (r.lastId === 0) return;
      Atomics.store(r.stopFlag, 0, r.lastId);
      r.endpoint.notify({ type: 'stop', id: r.lastId });
      return;
    }
    const ids = [...r.searches.keys()];
    const runningId = ids.length ? Math.min(...ids) : 0;
    for (const [id, s] of r.searches) {
      if (s.group !== group) continue;
      // the oldest unanswered search is the one running: every lower id has answered, so raising the
      // flag to its id reaches it alone, at once; a queued one is stopped by message before it starts
      if (id === runningId) Atomics.store(r.stopFlag, 0, Math.max(Atomics.load(r.stopFlag, 0), id));
      r.endpoint.notify({ type: 'stop', id, only: true });
    }
  }

  /** The book moves of a position (the built-in book, and the user's BOOK.DAT when set). */
  async book(position: PositionDto): Promise<BookDto> {
    const m = await this.call({ type: 'book', position });
    if (m.type !== 'book') throw new EngineError('ERR_ENGINE_PROTOCOL', `unexpected ${m.type} reply to book`);
    return m.book;
  }

  private ensure(): Running {
    if (this.disposed) throw new EngineError('ERR_RPC_DISPOSED', 'the engine client is disposed');
    if (this.running && !this.running.dead) return this.running;
    const hash = this.hashMb ?? HASH_MB.default;
    const stopFlag = new Int32Array(new SharedArrayBuffer(4 * STOP_FLAG_SLOTS));
    const worker = new Worker(this.opts.workerPath, {
      execArgv: this.opts.execArgv,
      workerData: { ...this.opts.workerData, stopFlag: stopFlag.buffer },
      resourceLimits: this.opts.resourceLimits ?? { maxOldGenerationSizeMb: 96 + 2 * hash, maxYoungGenerationSizeMb: 16 },
      stdout: false,
      stderr: false,
    });
    const endpoint = new Endpoint<HostToWorker, WorkerToHost>({
      send: (m) => worker.postMessage(m),
      validate: isWorkerToHost,
      classify: (m) => (m.type === 'info' ? 'progress' : m.type === 'error' ? 'error' : 'reply'),
      errorOf: (m) => (m.type === 'error' ? { code: m.code, message: m.message } : { code: 'ERR_ENGINE', message: m.type }),
      onInvalid: () => this.kill(r, 'ERR_ENGINE_PROTOCOL', 'the engine worker sent a malformed message; it was restarted'),
      // requests wait for the worker to say it has loaded and listens
      handshake: { isReady: (m) => m.type === 'ready' },
      timers: { setTimeout: (f, ms) => setTimeout(f, ms), clearTimeout: (h) => clearTimeout(h as NodeJS.Timeout) },
    });
    const r: Running = { endpoint, worker, searches: new Map(), stopFlag, lastId: 0, dead: false };
    worker.on('message', (m: unknown) => endpoint.receive(m));
    worker.on('error', (e) => this.kill(r, 'ERR_ENGINE_CRASHED', `the engine worker crashed: ${e.message}`));
    worker.on('exit', (code) => this.kill(r, 'ERR_ENGINE_CRASHED', `the engine worker exited (code ${code})`));
    this.running = r;
    this.starts++;
    if (this.hashMb !== undefined) {
      endpoint.request({ type: 'setOption', options: { hashMb: this.hashMb } }).reply.catch(() => undefined);
    }
    return r;
  }

  private kill(r: Running, code: string, message: string): void {
    if (r.dead) return;
    r.dead = true;
    if (this.running === r) this.running = undefined;
    r.endpoint.rejectAll(code, message);
    r.endpoint.dispose();
    void r.worker.terminate();
    this.opts.onWorkerExit?.(message);
  }
}
