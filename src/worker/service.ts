/**
 * The worker's message loop, independent of worker_threads so it can be driven in tests.
 * Requests run one at a time in arrival order; `stop` is honoured through the shared flag
 * (see backend.ts) and, for backends that yield, through the stop message as well.
 */
import { parseFen } from '../core/fen';
import { perft } from '../core/perft';
import type { InfoDto } from '../protocol/dto';
import { Endpoint, type Responder } from '../protocol/rpc';
import { checkHostMessage, isHostToWorker } from '../protocol/validate';
import { assertNever, type HostToWorker, type WorkerToHost } from '../protocol/worker';
import type { SearchBackend } from './backend';

export interface Port {
  postMessage(msg: WorkerToHost): void;
}

export class WorkerService {
  private queue: Promise<void> = Promise.resolve();
  /** Highest request id the stop message asked to stop (mirrors the shared flag). */
  private stopUpTo = 0;
  /** Searches stopped one by one (`stop` with `only`), so a queued one answers without searching. */
  private readonly stopped = new Set<number>();
  private readonly endpoint: Endpoint<WorkerToHost, HostToWorker>;

  constructor(
    port: Port,
    private readonly backend: SearchBackend | undefined,
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
        if (!this.backend) return this.noEngine(respond);
        const bad = this.backend.setOptions(msg.options);
        if (bad) return respond.fail(bad.code, bad.message);
        respond.reply({ type: 'ok' });
        return;
      }
      case 'book':
        respond.reply({ type: 'book', book: this.backend?.book?.(msg.position.fen, msg.position.moves) ?? { moves: [] } });
        return;
      case 'newGame':
        if (!this.backend) return this.noEngine(respond);
        this.backend.newGame();
        respond.reply({ type: 'ok' });
        return;
      case 'analyse':
        return this.analyse(msg, respond);
      default:
        return assertNever(type);
    }
  }

  private async analyse(msg: Extract<HostToWorker, { type: 'analyse' }>, respond: Responder<WorkerToHost>): Promise<void> {
    const backend = this.backend;
    if (!backend) return this.noEngine(respond);
    const id = msg.id;
    const bad = backend.setPosition(msg.position.fen, msg.position.moves);
    if (bad) return respond.fail(bad.code, bad.message);
    const lines = new Map<number, InfoDto>();
    const shouldStop = (): boolean => Atomics.load(this.stopFlag, 0) >= id || this.stopUpTo >= id || this.stopped.has(id);
    if (shouldStop()) {
      // Cancelled while queued: answer without searching.
      this.stopped.delete(id);
      respond.reply({ type: 'bestmove', result: { bestmove: null, lines: [] } });
      return;
    }
    const onInfo = (info: InfoDto): void => {
      lines.set(info.multipv, info);
      respond.progress({ type: 'info', info });
    };
    const out = await backend.go(msg.limits, onInfo, shouldStop);
    this.stopped.delete(id);
    const sorted = [...lines.values()].sort((a, b) => a.multipv - b.multipv);
    respond.reply({
      type: 'bestmove',
      result: out.ponder ? { bestmove: out.bestmove, ponder: out.ponder, lines: sorted } : { bestmove: out.bestmove, lines: sorted },
    });
  }

  private noEngine(respond: Responder<WorkerToHost>): void {
    respond.fail('ERR_NO_ENGINE', 'the search engine is not available in this build');
  }
}
