/**
 * The worker's message loop, independent of worker_threads so it can be driven in tests.
 * Requests run one at a time in arrival order; `stop` is honoured through the shared flag
 * (see backend.ts) and, for backends that yield, through the stop message as well.
 */
import { parseFen } from '../core/fen';
import { perft } from '../core/perft';
import type { InfoDto } from '../protocol/dto';
import { checkHostMessage } from '../protocol/validate';
import { assertNever, type HostToWorker, type WorkerToHost } from '../protocol/worker';
import type { SearchBackend } from './backend';

export interface Port {
  postMessage(msg: WorkerToHost): void;
}

export class WorkerService {
  private queue: Promise<void> = Promise.resolve();
  /** Highest request id the stop message asked to stop (mirrors the shared flag). */
  private stopUpTo = 0;

  constructor(
    private readonly port: Port,
    private readonly backend: SearchBackend | undefined,
    /** Slot 0 holds the highest search id to stop; written by the host with Atomics.store. */
    private readonly stopFlag: Int32Array,
  ) {}

  /** Called by the transport for each raw message from the host. */
  receive(raw: unknown): void {
    const checked = checkHostMessage(raw);
    if (!checked.ok) {
      const id = typeof raw === 'object' && raw !== null && Number.isInteger((raw as { id?: unknown }).id) ? (raw as { id: number }).id : null;
      this.port.postMessage({ type: 'error', inReplyTo: id, code: 'ERR_BAD_MESSAGE', message: checked.error });
      return;
    }
    const msg = checked.value;
    if (msg.type === 'stop') {
      // Handled at once, not queued: it must reach a running search.
      this.stopUpTo = Math.max(this.stopUpTo, msg.id ?? Number.MAX_SAFE_INTEGER);
      return;
    }
    this.queue = this.queue.then(() => this.handle(msg)).catch((e: unknown) => {
      this.port.postMessage({ type: 'error', inReplyTo: msg.id, code: 'ERR_WORKER', message: String(e) });
    });
  }

  private async handle(msg: Exclude<HostToWorker, { type: 'stop' }>): Promise<void> {
    const type = msg.type;
    switch (type) {
      case 'perft': {
        const pos = parseFen(msg.fen);
        if (!pos.ok) return this.fail(msg.id, pos.error.code, pos.error.message);
        this.port.postMessage({ type: 'perft', inReplyTo: msg.id, nodes: perft(pos.value, msg.depth) });
        return;
      }
      case 'setOption':
        if (!this.backend) return this.noEngine(msg.id);
        this.backend.setOptions(msg.options);
        this.port.postMessage({ type: 'ok', inReplyTo: msg.id });
        return;
      case 'newGame':
        if (!this.backend) return this.noEngine(msg.id);
        this.backend.newGame();
        this.port.postMessage({ type: 'ok', inReplyTo: msg.id });
        return;
      case 'analyse':
        return this.analyse(msg);
      default:
        return assertNever(type);
    }
  }

  private async analyse(msg: Extract<HostToWorker, { type: 'analyse' }>): Promise<void> {
    const backend = this.backend;
    if (!backend) return this.noEngine(msg.id);
    const id = msg.id;
    const bad = backend.setPosition(msg.position.fen, msg.position.moves);
    if (bad) return this.fail(id, bad.code, bad.message);
    const lines = new Map<number, InfoDto>();
    const shouldStop = (): boolean => Atomics.load(this.stopFlag, 0) >= id || this.stopUpTo >= id;
    if (shouldStop()) {
      // Cancelled while queued: answer without searching.
      this.port.postMessage({ type: 'bestmove', inReplyTo: id, result: { bestmove: null, lines: [] } });
      return;
    }
    const onInfo = (info: InfoDto): void => {
      lines.set(info.multipv, info);
      this.port.postMessage({ type: 'info', inReplyTo: id, info });
    };
    const out = await backend.go(msg.limits, onInfo, shouldStop);
    const sorted = [...lines.values()].sort((a, b) => a.multipv - b.multipv);
    this.port.postMessage({
      type: 'bestmove',
      inReplyTo: id,
      result: out.ponder ? { bestmove: out.bestmove, ponder: out.ponder, lines: sorted } : { bestmove: out.bestmove, lines: sorted },
    });
  }

  private fail(id: number, code: string, message: string): void {
    this.port.postMessage({ type: 'error', inReplyTo: id, code, message });
  }

  private noEngine(id: number): void {
    this.fail(id, 'ERR_NO_ENGINE', 'the search engine is not available in this build');
  }
}
