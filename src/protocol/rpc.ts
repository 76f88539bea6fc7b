/**
 * One small request/response helper for every message boundary (worker thread, webview).
 * Requests carry an `id`; replies and streamed events carry `inReplyTo`; messages without
 * `inReplyTo` are events for `onEvent`. Pending requests time out and are all rejected on dispose.
 *
 * @example
 * const ep = new Endpoint<HostToWorker, WorkerToHost>({
 *   send: (m) => worker.postMessage(m), validate: isWorkerToHost, classify, timers: { setTimeout, clearTimeout },
 * });
 * worker.on('message', (m) => ep.receive(m));
 * const reply = await ep.request({ type: 'perft', fen, depth: 3 });
 */

/** A failure with a stable code the caller can branch on. */
export class RpcError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'RpcError';
  }
}

/** How a reply-bound message is read: streamed progress, the final reply, or a failure. */
export type Disposition = 'progress' | 'reply' | 'error';

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

type Keyed = { readonly type: string; readonly id?: number };
type Reply = { readonly type: string; readonly inReplyTo?: number | null };
/** A request before the endpoint numbers it. */
export type Unnumbered<T> = T extends unknown ? Omit<T, 'id'> : never;

export interface EndpointOptions<TOut, TIn> {
  send(msg: TOut): void;
  /** Checks every arriving message; rejected ones go to `onInvalid`. */
  validate(msg: unknown): msg is TIn;
  classify(msg: TIn): Disposition;
  /** Text for an error reply. */
  errorOf?(msg: TIn): { code: string; message: string };
  onEvent?(msg: TIn): void;
  onInvalid?(msg: unknown): void;
  timers?: Timers;
  /** Default request timeout in ms; 0 or absent: none. */
  timeoutMs?: number;
}

export interface RequestOptions<TIn> {
  timeoutMs?: number;
  onProgress?(msg: TIn): void;
}

interface Pending<TIn> {
  resolve(msg: TIn): void;
  reject(e: RpcError): void;
  onProgress?(msg: TIn): void;
  timer?: unknown;
}

export class Endpoint<TOut extends Keyed, TIn extends Reply> {
  private nextId = 1;
  private readonly pending = new Map<number, Pending<TIn>>();
  private disposed = false;

  constructor(private readonly opts: EndpointOptions<TOut, TIn>) {}

  /** Sends a request and resolves with its final reply; progress messages stream to `onProgress`. */
  request(msg: Unnumbered<TOut>, ro: RequestOptions<TIn> = {}): { id: number; reply: Promise<TIn> } {
    const id = this.nextId++;
    const reply = new Promise<TIn>((resolve, reject) => {
      if (this.disposed) return reject(new RpcError('ERR_RPC_DISPOSED', 'the connection is closed'));
      const p: Pending<TIn> = { resolve, reject, onProgress: ro.onProgress };
      const ms = ro.timeoutMs ?? this.opts.timeoutMs ?? 0;
      if (ms > 0 && this.opts.timers) {
        p.timer = this.opts.timers.setTimeout(() => {
          if (this.pending.delete(id)) reject(new RpcError('ERR_RPC_TIMEOUT', `no reply to ${msg.type} within ${ms} ms`));
        }, ms);
      }
      this.pending.set(id, p);
      this.opts.send({ ...msg, id } as unknown as TOut);
    });
    return { id, reply };
  }

  /** Sends a message that expects no reply. */
  notify(msg: TOut): void {
    if (!this.disposed) this.opts.send(msg);
  }

  /** Feeds one arriving message (call from the transport's message listener). */
  receive(raw: unknown): void {
    if (this.disposed) return;
    if (!this.opts.validate(raw)) {
      this.opts.onInvalid?.(raw);
      return;
    }
    const to = raw.inReplyTo;
    const p = typeof to === 'number' ? this.pending.get(to) : undefined;
    if (!p) {
      this.opts.onEvent?.(raw);
      return;
    }
    switch (this.opts.classify(raw)) {
      case 'progress':
        p.onProgress?.(raw);
        return;
      case 'reply':
        this.settle(to as number);
        p.resolve(raw);
        return;
      case 'error': {
        this.settle(to as number);
        const e = this.opts.errorOf?.(raw) ?? { code: 'ERR_RPC_REMOTE', message: `${raw.type} failed` };
        p.reject(new RpcError(e.code, e.message));
        return;
      }
    }
  }

  /** Number of requests still waiting for a reply. */
  get pendingCount(): number {
    return this.pending.size;
  }

  /** Rejects every pending request with the given code (used when the other side dies). */
  rejectAll(code: string, message: string): void {
    const all = [...this.pending.entries()];
    for (const [id] of all) this.settle(id);
    for (const [, p] of all) p.reject(new RpcError(code, message));
  }

  /** Closes the endpoint: every pending request is rejected, later requests fail at once. */
  dispose(): void {
    if (this.disposed) return;
    this.rejectAll('ERR_RPC_DISPOSED', 'the connection is closed');
    this.disposed = true;
  }

  private settle(id: number): void {
    const p = this.pending.get(id);
    if (p?.timer !== undefined) this.opts.timers?.clearTimeout(p.timer);
    this.pending.delete(id);
  }
}
