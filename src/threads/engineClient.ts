/**
 * The host's handle on the engine worker, as the one Analyser (analysis/analyser.ts). Nothing here
 * searches: the worker thread does, so the extension host's event loop stays free. No `vscode` import:
 * settings come in as plain options.
 *
 * - The worker starts on the first request and again after a crash or hang.
 * - `analyse` streams info to `onInfo` and resolves with the best move and final lines. Requests run one
 *   after another in the order they came; a request's cancellation stops that search alone (it resolves
 *   with what it found so far), whether it runs or still waits.
 * - A stop writes the shared stop flag directly (Atomics), which the search polls every 256 nodes
 *   (localEngine.ts): it lands without waiting for the worker's event loop.
 * - A crashed worker, or one that does not answer a stop in `stopTimeoutMs`, is terminated; its
 *   callers get an AnalysisError (`ERR_ENGINE_CRASHED` / `ERR_ENGINE_HUNG`), the next call restarts it.
 *
 * @example
 * const client = new EngineClient({ workerPath: context.asAbsolutePath('dist/engineWorker.js'), options: { hashMb: 64 } });
 * const r = await client.analyse({ position: { fen, moves: [] }, limits: { depth: 10 }, onInfo: show });
 */
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { AnalysisError, NO_ANALYSIS, toAnalysisError, type Analyser, type AnalysisRequest } from '../analysis/analyser';
import { ENGINE_SETTINGS } from '../core/engineSettings';
import type { AnalysisDto, BookDto, EngineOptionsDto, PositionDto } from '../protocol/dto';
import { Endpoint, RpcError } from '../protocol/rpc';
import { isWorkerToHost } from '../protocol/validate';
import { STOP_FLAG_SLOTS, type HostToWorker, type WorkerToHost } from '../protocol/worker';

export interface EngineClientOptions {
  /** The worker entry: dist/engineWorker.js in the extension, the .ts source under tsx in tests. */
  readonly workerPath: string;
  readonly execArgv?: string[];
  /** Extra workerData, e.g. `{ engineModule }` for a scripted engine in tests. */
  readonly workerData?: Record<string, unknown>;
  /** Engine-wide options (core/engineSettings.ts), sent to each new worker before anything else. */
  readonly options?: EngineOptionsDto;
  /** Heap limits of the worker; by default a bound derived from the hash size. */
  readonly resourceLimits?: ResourceLimits;
  /** How long a stopped search may take to answer before the worker counts as hung. */
  readonly stopTimeoutMs?: number;
  /** Timeout of short requests (perft aside: it is bounded by depth). */
  readonly requestTimeoutMs?: number;
  /** Told each time a worker dies or is killed, with the reason. */
  readonly onWorkerExit?: (reason: string) => void;
}

interface Running {
  readonly endpoint: Endpoint<HostToWorker, WorkerToHost>;
  readonly worker: Worker;
  /** Ids of analyses sent and not yet answered, oldest first (the worker runs them in this order). */
  readonly searches: Map<number, { readonly done: Promise<unknown> }>;
  /** Slot 0: highest search id to stop; one buffer per worker because request ids restart with it. */
  readonly stopFlag: Int32Array;
  lastId: number;
  dead: boolean;
}

const toEngineError = (e: unknown): AnalysisError => (e instanceof RpcError ? new AnalysisError(e.code, e.message) : toAnalysisError(e));

export class EngineClient implements Analyser {
  private running: Running | undefined;
  private options: EngineOptionsDto;
  private disposed = false;
  /** How many workers have been started (1 after the first request; more after restarts). */
  starts = 0;

  constructor(private readonly opts: EngineClientOptions) {
    this.options = { ...opts.options };
  }

  /** Searches a position; resolves with the best move once the limits are reached or it is cancelled. */
  async analyse(request: AnalysisRequest): Promise<AnalysisDto> {
    if (request.cancel?.isCancellationRequested) return NO_ANALYSIS;
    const r = this.ensure();
    const { id, reply } = r.endpoint.request(
      { type: 'analyse', position: request.position, limits: request.limits ?? {}, ...(request.fresh ? { fresh: true } : {}) },
      { onProgress: (m) => m.type === 'info' && request.onInfo?.(m.info) },
    );
    r.lastId = Math.max(r.lastId, id);
    r.searches.set(id, { done: reply.catch(() => undefined) });
    // a search cancelled while it waits answers at once: the worker, busy with the one before it, skips it later
    let skipped!: () => void;
    const whileWaiting = new Promise<'skipped'>((resolve) => (skipped = () => resolve('skipped')));
    const sub = request.cancel?.onCancellationRequested(() => {
      if (this.stopOne(r, id) === 'waiting') skipped();
    });
    try {
      const m = await Promise.race([reply, whileWaiting]);
      if (m === 'skipped') return NO_ANALYSIS;
      if (m.type !== 'bestmove') throw new AnalysisError('ERR_ENGINE_PROTOCOL', `unexpected ${m.type} reply to analyse`);
      return m.result;
    } catch (e) {
      throw toEngineError(e);
    } finally {
      sub?.dispose();
      r.searches.delete(id);
    }
  }

  /**
   * Stops the running search and every queued one (a window closing, the Stop command). Resolves once
   * they have answered; if they do not within stopTimeoutMs the worker is killed and their callers get
   * ERR_ENGINE_HUNG.
   */
  async stop(): Promise<void> {
    const r = this.running;
    if (!r || r.searches.size === 0) return;
    const waiting = [...r.searches.values()].map((s) => s.done);
    // Ids only grow, so "stop everything up to the newest id" never stops a later request.
    Atomics.store(r.stopFlag, 0, r.lastId);
    r.endpoint.notify({ type: 'stop', id: r.lastId });
    await this.answeredWithin(r, waiting);
  }

  /**
   * Stops one search. The running one (the oldest unanswered: every lower id has answered) is reached at
   * once by raising the flag to its id, and must answer within stopTimeoutMs or the worker is restarted;
   * a waiting one is told by message, which the worker reads before it would start it.
   */
  private stopOne(r: Running, id: number): 'running' | 'waiting' | 'done' {
    const s = r.searches.get(id);
    if (!s || r.dead) return 'done';
    r.endpoint.notify({ type: 'stop', id, only: true });
    if (id !== Math.min(...r.searches.keys())) return 'waiting';
    Atomics.store(r.stopFlag, 0, Math.max(Atomics.load(r.stopFlag, 0), id));
    void this.answeredWithin(r, [s.done]);
    return 'running';
  }

  private async answeredWithin(r: Running, waiting: ReadonlyArray<Promise<unknown>>): Promise<void> {
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
    if (m.type !== 'perft') throw new AnalysisError('ERR_ENGINE_PROTOCOL', `unexpected ${m.type} reply to perft`);
    return m.nodes;
  }

  /** Changes engine-wide options; they are remembered and given to restarted workers too. */
  async configure(options: EngineOptionsDto): Promise<void> {
    this.options = { ...this.options, ...options };
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

  /** The book moves of a position (the built-in book, and the user's BOOK.DAT when set). */
  async book(position: PositionDto): Promise<BookDto> {
    const m = await this.call({ type: 'book', position });
    if (m.type !== 'book') throw new AnalysisError('ERR_ENGINE_PROTOCOL', `unexpected ${m.type} reply to book`);
    return m.book;
  }

  private ensure(): Running {
    if (this.disposed) throw new AnalysisError('ERR_RPC_DISPOSED', 'the engine client is disposed');
    if (this.running && !this.running.dead) return this.running;
    const hash = this.options.hashMb ?? ENGINE_SETTINGS.hashMb.default;
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
    // a book that cannot be read is said when the options are set (configure), not at each restart
    if (Object.keys(this.options).length > 0) endpoint.request({ type: 'setOption', options: this.options }).reply.catch(() => undefined);
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
