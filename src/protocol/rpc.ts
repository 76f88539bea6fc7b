/**
 * One small request/response helper for every message boundary (worker thread, webviews), used the same
 * way on both sides. Requests carry an `id`; replies and streamed progress carry `inReplyTo`; anything
 * else is an event. An endpoint both sends requests (resolving with their reply, rejecting on an error
 * reply, a timeout or dispose) and answers the requests its peer sends (`onRequest` gets a Responder that
 * stamps `inReplyTo`). With `handshake`, nothing is sent until the peer says it is ready, and every later
 * `ready` (a webview reloaded) is reported so the sender can start over.
 *
 * @example
 * const ep = new Endpoint<HostToWorker, WorkerToHost>({
 *   send: (m) => worker.postMessage(m), validate: isWorkerToHost, classify, timers: { setTimeout, clearTimeout },
 * });
 * worker.on('message', (m) => ep.receive(m));
 * const reply = await ep.request({ type: 'perft', fen, depth: 3 }).reply;
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

/**
 * How an arriving message is read: a request to answer, an event, or (when it carries `inReplyTo`)
 * streamed progress, the final reply, or a failure of one of our requests.
 */
export type Disposition = 'request' | 'event' | 'progress' | 'reply' | 'error';

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export type Keyed = { readonly type: string; readonly id?: number };
export type Reply = { readonly type: string; readonly inReplyTo?: number | null; readonly id?: number };
/** A request before the endpoint numbers it. */
export type Unnumbered<T> = T extends unknown ? Omit<T, 'id'> : never;
/** An answer before the responder stamps it with the request's id. */
export type Unaddressed<T> = T extends unknown ? Omit<T, 'inReplyTo'> : never;

/** Answers one request of the peer; after `reply` or `fail` it is spent and ignores further calls. */
export interface Responder<TOut> {
  readonly id: number;
  progress(msg: Unaddressed<TOut>): void;
  reply(msg: Unaddressed<TOut>): void;
  fail(code: string, message: string): void;
}

export interface EndpointOptions<TOut, TIn> {
  send(msg: TOut): void;
  /** Checks every arriving message; rejected ones go to `onInvalid`. */
  validate(msg: unknown): msg is TIn;
  classify(msg: TIn): Disposition;
  /** Text for an error reply to one of our requests. */
  errorOf?(msg: TIn): { code: string; message: string };
  /** Answers a request of the peer. A throw or rejection becomes `fail('ERR_REMOTE', …)`. */
  onRequest?(msg: TIn, respond: Responder<TOut>): void | Promise<void>;
  /** Builds the failure message for one of the peer's requests (needed with onRequest). */
  makeError?(inReplyTo: number, code: string, message: string): TOut;
  onEvent?(msg: TIn): void;
  onInvalid?(msg: unknown): void;
  /** Hold what we send until the peer says ready; `onReady` hears every ready, the first included. */
  handshake?: { isReady(msg: TIn): boolean; onReady?(msg: TIn): void };
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
  private peerReady: boolean;
  private held: TOut[] = [];

  constructor(private readonly opts: EndpointOptions<TOut, TIn>) {
    this.peerReady = opts.handshake === undefined;
  }

  /** Whether the peer has said it is ready (always true without a handshake). */
  get ready(): boolean {
    return this.peerReady;
  }

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
      this.post({ ...msg, id } as unknown as TOut);
    });
    return { id, reply };
  }

  /** Sends a message that expects no reply (held until the peer is ready, with a handshake). */
  notify(msg: TOut): void {
    if (!this.disposed) this.post(msg);
  }

  /** Sends our own `ready` (or any message) at once, whatever the handshake holds back. */
  sayReady(msg: TOut): void {
    if (!this.disposed) this.opts.send(msg);
  }

  /** Feeds one arriving message (call from the transport's message listener). */
  receive(raw: unknown): void {
    if (this.disposed) return;
    if (!this.opts.validate(raw)) {
      this.opts.onInvalid?.(raw);
      return;
    }
    const hs = this.opts.handshake;
    if (hs?.isReady(raw)) {
      this.peerReady = true;
      const held = this.held;
      this.held = [];
      for (const m of held) this.opts.send(m);
      hs.onReady?.(raw);
      return;
    }
    const to = raw.inReplyTo;
    const p = typeof to === 'number' ? this.pending.get(to) : undefined;
    const kind = this.opts.classify(raw);
    if (kind === 'request' && this.opts.onRequest && typeof raw.id === 'number') return this.answer(raw, raw.id);
    if (!p || kind === 'request' || kind === 'event') {
      this.opts.onEvent?.(raw);
      return;
    }
    switch (kind) {
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
    this.held = [];
    this.disposed = true;
  }

  private post(msg: TOut): void {
    if (this.peerReady) this.opts.send(msg);
    else this.held.push(msg);
  }

  private answer(msg: TIn, id: number): void {
    let spent = false;
    const stamp = (m: Unaddressed<TOut>): TOut => ({ ...m, inReplyTo: id }) as unknown as TOut;
    const respond: Responder<TOut> = {
      id,
      progress: (m) => {
        if (!spent) this.notify(stamp(m));
      },
      reply: (m) => {
        if (spent) return;
        spent = true;
        this.notify(stamp(m));
      },
      fail: (code, message) => {
        if (spent) return;
        spent = true;
        const e = this.opts.makeError?.(id, code, message);
        if (e) this.notify(e);
      },
    };
    try {
      const r = this.opts.onRequest!(msg, respond);
      if (r && typeof (r as Promise<void>).then === 'function') (r as Promise<void>).catch((e: unknown) => respond.fail('ERR_REMOTE', String(e)));
    } catch (e) {
      respond.fail('ERR_REMOTE', String(e));
    }
  }

  private settle(id: number): void {
    const p = this.pending.get(id);
    if (p?.timer !== undefined) this.opts.timers?.clearTimeout(p.timer);
    this.pending.delete(id);
  }
}
