/**
 * The worker's message loop, independent of worker_threads so it can be driven in tests.
 * Requests run one at a time in arrival order; `stop` is honoured through the shared flag, which the
 * search polls (localEngine.ts), and for engines that yield, through the stop message as well.
 */
import { AnalysisError, NO_ANALYSIS, cancellationSource, toAnalysisError, type Analyser, type Cancellation } from '../analysis/analyser';
import { parseFen } from '../core/fen';
import { perft } from '../core/perft';
import type { BookDto, EngineOptionsDto, PositionDto } from '../protocol/dto';
import { Endpoint, type Responder } from '../protocol/rpc';
import { checkHostMessage, isHostToWorker } from '../protocol/validate';
import { assertNever, type HostToWorker, type WorkerToHost } from '../protocol/worker';

/** What the worker hosts: the one Analyser, and the engine-wide calls of the protocol. */
export interface WorkerEngine extends Analyser {
  /** Sets engine-wide options; an error when a book file cannot be read (the other options still apply). */
  configure(options: EngineOptionsDto): AnalysisError | undefined;
  newGame(): void;
  /** The book moves of a position (an engine without a book answers none). */
  book?(position: PositionDto): BookDto;
}

export interface Port {
  postMessage(msg: WorkerToHost): void;
}

export class WorkerService {
  private queue: Promise<void> = Promise.resolve();
  /** Highest request id the stop message asked to stop (mirrors the shared flag). */
  private stopUpTo = 0;
  /** Searches stopped one by one (`stop` with `only`), so a queued one answers without searching. */
  private readonly stopped = new Set<number>();
  /** The running search's id and its cancellation, fired by a stop message for engines that listen. */
  private running: { id: number; fire(): void } | undefined;
  private readonly endpoint: Endpoint<WorkerToHost, HostToWorker>;

  constructor(
    port: Port,
    private readonly engine: WorkerEngine,
    /** Slot 0 holds the highest search id to stop; written by the host with Atomics.store. */
    private readonly stopFlag: Int32Array,
  ) {
    this.endpoint = new Endpoint<WorkerToHost, HostToWorker>({
      send: (m) => port.postMessage(m),
      validate: isHostToWorker,
      // stop is handled at once, not queued: it must reach a running search
      classify: (m) => (m.type === 'stop' ? 'event' : 'request'),
      onEvent: (m) => {
        if (m.type !== 'stop') return;
        if (m.only && m.id !== undefined) this.stopped.add(m.id);
        else this.stopUpTo = Math.max(this.stopUpTo, m.id ?? Number.MAX_SAFE_INTEGER);
        if (this.running && this.isStopped(this.running.id)) this.running.fire();
      },
      onRequest: (m, respond) => {
        if (m.type === 'stop') return;
        this.queue = this.queue.then(() => this.handle(m, respond)).catch((e: unknown) => respond.fail('ERR_WORKER', String(e)));
      },
      makeError: (inReplyTo, code, message) => ({ type: 'error', inReplyTo, code, message }),
      onInvalid: (raw) => {
        const id = typeof raw === 'object' && raw !== null && Number.isInteger((raw as { id?: unknown }).id) ? (raw as { id: number }).id : null;
        const checked = checkHostMessage(raw);
        port.postMessage({ type: 'error', inReplyTo: id, code: 'ERR_BAD_MESSAGE', message: checked.ok ? 'unreadable message' : checked.error });
      },
    });
  }

  /** Called by the transport for each raw message from the host. */
  receive(raw: unknown): void {
    this.endpoint.receive(raw);
  }

  private isStopped(id: number): boolean {
    return Atomics.load(this.stopFlag, 0) >= id || this.stopUpTo >= id || this.stopped.has(id);
  }

  private async handle(msg: Exclude<HostToWorker, { type: 'stop' }>, respond: Responder<WorkerToHost>): Promise<void> {
    const type = msg.type;
    switch (type) {
      case 'perft': {
        const pos = parseFen(msg.fen);
        if (!pos.ok) return respond.fail(pos.error.code, pos.error.message);
        respond.reply({ type: 'perft', nodes: perft(pos.value, msg.depth) });
        return;
      }
      case 'setOption': {
        const bad = this.engine.configure(msg.options);
        if (bad) return respond.fail(bad.code, bad.message);
        respond.reply({ type: 'ok' });
        return;
      }
      case 'book':
        respond.reply({ type: 'book', book: this.engine.book?.(msg.position) ?? { moves: [] } });
        return;
      case 'newGame':
        this.engine.newGame();
        respond.reply({ type: 'ok' });
        return;
      case 'analyse':
        return this.analyse(msg, respond);
      default:
        return assertNever(type);
    }
  }

  private async analyse(msg: Extract<HostToWorker, { type: 'analyse' }>, respond: Responder<WorkerToHost>): Promise<void> {
    const id = msg.id;
    if (this.isStopped(id)) {
      // Cancelled while queued: answer without searching.
      this.stopped.delete(id);
      respond.reply({ type: 'bestmove', result: NO_ANALYSIS });
      return;
    }
    const heard = cancellationSource();
    // polled by a search that holds the thread; heard by one that yields
    const cancel: Cancellation = {
      get isCancellationRequested() {
        return heard.token.isCancellationRequested || isStopped();
      },
      onCancellationRequested: (l) => heard.token.onCancellationRequested(l),
    };
    const isStopped = (): boolean => this.isStopped(id);
    this.running = { id, fire: heard.cancel };
    try {
      const result = await this.engine.analyse({
        position: msg.position,
        limits: msg.limits,
        ...(msg.fresh ? { fresh: true } : {}),
        cancel,
        onInfo: (info) => respond.progress({ type: 'info', info }),
      });
      respond.reply({ type: 'bestmove', result });
    } catch (e) {
      const a = toAnalysisError(e);
      respond.fail(a.code, a.message);
    } finally {
      this.running = undefined;
      this.stopped.delete(id);
    }
  }
}
