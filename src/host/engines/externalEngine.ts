/**
 * An external engine (Pikafish, Fairy-Stockfish, ElephantEye…) as a child process speaking UCI or
 * UCCI, behind the one Analyser interface (analysis/analyser.ts) as the built-in worker is. It starts
 * on the first request, and only if the caller says the workspace is trusted (the command line comes
 * from settings, so it runs user-chosen code). The engine-wide options and each search's number of
 * lines are told with the names core/engineSettings.ts gives them, for each option the engine lists.
 * Every printed line is validated; an engine that crashes, floods garbage or stays silent past a
 * timeout is killed and the caller gets an AnalysisError with a message a person can act on. No
 * `vscode` import: trust and settings are passed in.
 *
 * @example
 * const eng = new ExternalEngine({ command: '/opt/pikafish', protocol: 'uci', options: { hashMb: 64 }, trusted: () => vscode.workspace.isTrusted });
 * const r = await eng.analyse({ position: { fen, moves }, limits: { depth: 12, multipv: 3 }, onInfo });
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { AnalysisError, NO_ANALYSIS, type Analyser, type AnalysisRequest } from '../../analysis/analyser';
import { LineBook } from '../../analysis/lineBook';
import { replayed } from '../../analysis/position';
import { ENGINE_SETTINGS, protocolSettings } from '../../core/engineSettings';
import { walkLine } from '../../core/line';
import { moveToIccs } from '../../core/notation';
import type { Position } from '../../core/position';
import type { AnalysisDto, EngineOptionsDto, InfoDto, LimitsDto, PositionDto } from '../../protocol/dto';
import { parseEngineLine, printSetOption, type EngineLine, type EngineProtocol } from '../../uci/engineLines';
import { printGo, printPosition } from '../../uci/guiCommands';
import { InfoThrottle } from '../../uci/infoThrottle';
import type { RankBase } from '../../uci/moves';

export interface ExternalEngineOptions {
  readonly command: string;
  readonly args?: readonly string[];
  readonly cwd?: string;
  readonly protocol: EngineProtocol;
  /** Checked before each start: false refuses to run anything. */
  readonly trusted: boolean | (() => boolean);
  /** Ranks as the engine numbers them; by default 1 for engines offering UCI_Variant (Fairy-Stockfish), else 0. */
  readonly rankBase?: RankBase;
  /** Engine-wide options (core/engineSettings.ts rows of kind `option`), told to the engine when it lists them. */
  readonly options?: EngineOptionsDto;
  readonly handshakeTimeoutMs?: number;
  readonly stopTimeoutMs?: number;
  /** Unrecognised lines tolerated in a row before the engine counts as broken. */
  readonly maxGarbageLines?: number;
  /** Longest line accepted. */
  readonly maxLineLength?: number;
  /** Each stderr line, for a log channel; a chatty engine is cut to `stderrLinesPerSecond` with a count of what was dropped. */
  readonly onStderr?: (line: string) => void;
  readonly stderrLinesPerSecond?: number;
  /**
   * A value the engine printed that we cannot show as it is (a depth or score past the bounds): the line is
   * clamped or refused, and this is told once per kind of value for each start of the engine.
   */
  readonly onNotice?: (text: string) => void;
  /** Milliseconds for that rate (Date.now by default). */
  readonly now?: () => number;
}

interface Job {
  readonly position: PositionDto;
  /** The position replayed, to check the engine's moves against; undefined if it cannot be (the engine then refuses it too). */
  readonly board: Position | undefined;
  readonly limits: LimitsDto;
  readonly onInfo?: (info: InfoDto) => void;
  readonly resolve: (a: AnalysisDto) => void;
  readonly reject: (e: AnalysisError) => void;
  readonly lines: LineBook;
  /** Told to forget what it learnt first (UCI's ucinewgame). */
  readonly fresh: boolean;
  stopped: boolean;
}

type Waiter = { readonly want: 'handshakeOk' | 'readyOk'; readonly resolve: () => void };

export class ExternalEngine implements Analyser {
  private proc: ChildProcessWithoutNullStreams | undefined;
  private starting: Promise<void> | undefined;
  private waiter: Waiter | undefined;
  private failAll: ((e: AnalysisError) => void) | undefined;
  private readonly queue: Job[] = [];
  private current: Job | undefined;
  private options = new Set<string>();
  private base: RankBase = 0;
  private garbageRun = 0;
  private buf = '';
  private stderrTail: string[] = [];
  /** Search info past a sane rate waits here, unparsed, until `flushTimer` (or the next other line). */
  private throttle = new InfoThrottle();
  private flushTimer: ReturnType<typeof setTimeout> | undefined;
  /** The kinds of out-of-range value already told (onNotice), since the engine started. */
  private noticed = new Set<string>();
  /** The number of lines the engine was last told (UCI sets it as an option, we per search). */
  private toldMultipv: number | undefined;
  private disposed = false;
  /** Engine name from `id name`, once started. */
  name = '';

  constructor(private readonly opts: ExternalEngineOptions) {}

  async analyse(request: AnalysisRequest): Promise<AnalysisDto> {
    const cancel = request.cancel;
    if (cancel?.isCancellationRequested) return NO_ANALYSIS;
    await this.ensure();
    // Cancelled while the engine was starting: nothing to search.
    if (cancel?.isCancellationRequested) return NO_ANALYSIS;
    const at = replayed(request.position);
    let job!: Job;
    const answer = new Promise<AnalysisDto>((resolve, reject) => {
      job = {
        position: request.position,
        board: at.ok ? at.value.position : undefined,
        limits: request.limits ?? {},
        ...(request.onInfo ? { onInfo: request.onInfo } : {}),
        resolve,
        reject,
        lines: new LineBook(),
        fresh: request.fresh === true,
        stopped: false,
      };
    });
    this.queue.push(job);
    const sub = cancel?.onCancellationRequested(() => void this.stopJob(job));
    this.pump();
    try {
      return await answer;
    } finally {
      sub?.dispose();
    }
  }

  /** Stops every search, running or waiting (the Stop command, a window closing). */
  async stop(): Promise<void> {
    for (const j of this.queue) j.stopped = true;
    if (this.current) await this.stopJob(this.current);
  }

  /** Stops one search: a waiting one never starts; the running one is told `stop` and must answer in time. */
  private async stopJob(job: Job): Promise<void> {
    if (job.stopped) return;
    job.stopped = true;
    if (this.current !== job) return;
    this.send('stop');
    const cur = job;
    await new Promise<void>((resolve) => {
      const ms = this.opts.stopTimeoutMs ?? 2000;
      const timer = setTimeout(() => {
        if (this.current === cur) this.kill(new AnalysisError('ERR_ENGINE_HUNG', `${this.label()} did not answer 'stop' within ${ms} ms; it was stopped`));
        resolve();
      }, ms);
      const settled = (): void => {
        clearTimeout(timer);
        resolve();
      };
      const { resolve: r0, reject: j0 } = cur;
      Object.assign(cur, {
        resolve: (a: AnalysisDto) => (r0(a), settled()),
        reject: (e: AnalysisError) => (j0(e), settled()),
      });
    });
  }

  /** Asks the engine to quit (it may be a launcher such as npx with a child), then kills it after a grace period. */
  async dispose(): Promise<void> {
    this.disposed = true;
    const p = this.proc;
    if (p && p.exitCode === null) {
      this.send('quit');
      p.stdin.end();
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, 500);
        p.once('exit', () => (clearTimeout(t), resolve()));
      });
    }
    this.kill(new AnalysisError('ERR_RPC_DISPOSED', 'the engine was closed'));
  }

  private label(): string {
    return `the engine '${this.name || this.opts.command}'`;
  }

  private isTrusted(): boolean {
    return typeof this.opts.trusted === 'function' ? this.opts.trusted() : this.opts.trusted;
  }

  private ensure(): Promise<void> {
    if (this.disposed) return Promise.reject(new AnalysisError('ERR_RPC_DISPOSED', 'the engine was closed'));
    if (!this.isTrusted())
      return Promise.reject(new AnalysisError('ERR_ENGINE_UNTRUSTED', 'external engines run only in a trusted workspace'));
    if (this.proc) return this.starting ?? Promise.resolve();
    this.starting = this.start().finally(() => (this.starting = undefined));
    return this.starting;
  }

  private async start(): Promise<void> {
    const p = spawn(this.opts.command, [...(this.opts.args ?? [])], { cwd: this.opts.cwd, stdio: 'pipe', windowsHide: true });
    this.proc = p;
    this.buf = '';
    this.garbageRun = 0;
    this.stderrTail = [];
    this.throttle = new InfoThrottle();
    this.noticed = new Set();
    this.options = new Set();
    this.toldMultipv = undefined;
    p.stdout.setEncoding('utf8');
    p.stderr.setEncoding('utf8');
    p.stdout.on('data', (chunk: string) => this.onData(p, chunk));
    p.stderr.on('data', (chunk: string) => {
      for (const l of chunk.split(/\r?\n/).filter(Boolean)) {
        this.stderrTail = [...this.stderrTail, l].slice(-3);
        this.logStderr(l);
      }
    });
    p.stdin.on('error', () => undefined);
    p.on('error', (e) => this.proc === p && this.kill(new AnalysisError('ERR_ENGINE_SPAWN', `could not start '${this.opts.command}': ${e.message}`)));
    p.on('exit', (code, signal) => {
      if (this.proc !== p) return;
      if (this.disposed) return this.kill(new AnalysisError('ERR_RPC_DISPOSED', 'the engine was closed'));
      const tail = this.stderrTail.length ? `; it said: ${this.stderrTail.join(' / ')}` : '';
      this.kill(new AnalysisError('ERR_ENGINE_CRASHED', `${this.label()} exited (${signal ?? `code ${code}`})${tail}`));
    });
    await this.expect('handshakeOk', this.opts.protocol, this.opts.handshakeTimeoutMs ?? 10_000, `did not answer '${this.opts.protocol}'`);
    this.base = this.opts.rankBase ?? (this.options.has('UCI_Variant') ? 1 : 0);
    if (this.options.has('UCI_Variant')) this.send('setoption name UCI_Variant value xiangqi');
    this.sendOptions();
    await this.ready();
  }

  /** Tells the engine each engine-wide option it lists, by the name core/engineSettings.ts gives it in this protocol. */
  private sendOptions(): void {
    const given = this.opts.options ?? {};
    for (const { key, name } of protocolSettings(this.opts.protocol, 'external')) {
      const v = (given as Record<string, number | string | undefined>)[key];
      if (v === undefined || ENGINE_SETTINGS[key].kind !== 'option') continue;
      const told = this.listedName(key, name);
      if (told) this.send(printSetOption(told, v, this.opts.protocol));
    }
  }

  /**
   * The name the engine listed for a setting: this protocol's, or the other protocol's (some UCCI
   * engines list a UCI-style `Hash`); undefined when it listed neither, and is not told.
   */
  private listedName(key: keyof typeof ENGINE_SETTINGS, name: string): string | undefined {
    if (this.options.has(name)) return name;
    const other = protocolSettings(this.opts.protocol === 'uci' ? 'ucci' : 'uci', 'external').find((o) => o.key === key)?.name;
    return other !== undefined && this.options.has(other) ? other : undefined;
  }

  /** Tells the engine how many lines this search wants, when that changed and it lists the option. */
  private sendMultipv(limits: LimitsDto): void {
    const want = limits.multipv ?? 1;
    if (want === this.toldMultipv) return;
    const name = this.listedName('multipv', protocolSettings(this.opts.protocol, 'external').find((o) => o.key === 'multipv')!.name);
    if (!name) return;
    this.send(printSetOption(name, want, this.opts.protocol));
    this.toldMultipv = want;
  }

  private ready(): Promise<void> {
    return this.expect('readyOk', 'isready', this.opts.handshakeTimeoutMs ?? 10_000, "did not answer 'isready'");
  }

  /** Sends `cmd` and waits for one reply kind, or kills the engine after `ms`. */
  private expect(want: Waiter['want'], cmd: string, ms: number, what: string): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => this.kill(new AnalysisError('ERR_ENGINE_TIMEOUT', `${this.label()} ${what} within ${ms} ms`)), ms);
      this.waiter = { want, resolve: () => (clearTimeout(timer), resolve()) };
      this.failAll = (e) => (clearTimeout(timer), reject(e));
      this.send(cmd);
    });
  }

  private pump(): void {
    if (this.current || !this.proc || this.starting) return;
    const job = this.queue.shift();
    if (!job) return;
    if (job.stopped) {
      job.resolve(NO_ANALYSIS);
      return this.pump();
    }
    this.current = job;
    // UCCI has no new-game command: such an engine keeps its hash between a review's searches
    if (job.fresh && this.opts.protocol === 'uci') this.send('ucinewgame');
    this.sendMultipv(job.limits);
    this.send(printPosition(job.position, this.base));
    this.send(printGo(job.limits, this.opts.protocol, this.base, this.banmoves(job)));
  }

  /** UCCI restricts moves by banning the others. */
  private banmoves(job: Job): string[] {
    const keep = job.limits.searchmoves;
    if (this.opts.protocol !== 'ucci' || !keep?.length || !job.board) return [];
    return job.board.legalMoves().map(moveToIccs).filter((m) => !keep.includes(m));
  }

  private onData(p: ChildProcessWithoutNullStreams, chunk: string): void {
    if (this.proc !== p) return;
    const text = this.buf + chunk;
    const max = this.opts.maxLineLength ?? 65_536;
    // walk the chunk by index: cutting the buffer after each line would copy it once per line
    let start = 0;
    let nl: number;
    while ((nl = text.indexOf('\n', start)) >= 0) {
      const line = text.slice(start, text.charCodeAt(nl - 1) === 13 && nl > start ? nl - 1 : nl);
      start = nl + 1;
      if (!InfoThrottle.isSearchInfo(line)) {
        this.flushHeld(p);
        if (this.proc !== p) return;
        this.onLine(line);
      } else if (this.throttle.offer(line, this.now())) this.onLine(line);
      else this.flushTimer ??= setTimeout(() => this.flushHeld(p), this.throttle.msLeft(this.now()));
      if (this.proc !== p) return;
    }
    this.buf = text.slice(start);
    if (this.buf.length > max) this.kill(new AnalysisError('ERR_ENGINE_GARBAGE', `${this.label()} printed a line longer than ${max} characters`));
  }

  /** Parses the info lines the throttle held (the latest of each rank), before any later line of `p`. */
  private flushHeld(p: ChildProcessWithoutNullStreams): void {
    if (this.flushTimer !== undefined) clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    for (const line of this.throttle.flush()) {
      if (this.proc !== p) return;
      this.onLine(line);
    }
  }

  private now(): number {
    return (this.opts.now ?? Date.now)();
  }

  /** Tells onNotice what was clamped or refused, once per kind of value (its first word) since the start. */
  private notice(what: string): void {
    const kind = what.split(' ')[0];
    if (this.noticed.has(kind)) return;
    this.noticed.add(kind);
    this.opts.onNotice?.(`${this.label()} printed ${what}`);
  }

  private onLine(text: string): void {
    const line: EngineLine = parseEngineLine(text, this.opts.protocol, this.base);
    if (line.kind === 'garbage') {
      if (++this.garbageRun > (this.opts.maxGarbageLines ?? 50) || line.reason.startsWith('control') || line.reason.startsWith('bad bestmove'))
        this.kill(new AnalysisError('ERR_ENGINE_GARBAGE', `${this.label()} printed output that is not ${this.opts.protocol.toUpperCase()}: ${line.reason}`));
      return;
    }
    this.garbageRun = 0;
    switch (line.kind) {
      case 'handshakeOk':
      case 'readyOk':
        if (this.waiter?.want === line.kind) {
          const w = this.waiter;
          this.waiter = undefined;
          this.failAll = undefined;
          w.resolve();
          this.pump();
        }
        return;
      case 'id':
        if (line.field === 'name') this.name = line.value;
        return;
      case 'option':
        this.options.add(line.name);
        return;
      case 'info': {
        for (const n of line.notes ?? []) this.notice(n);
        const job = this.current;
        if (!job) return;
        // a line is shown only as far as its moves are legal: an engine's text is not trusted
        const legal = this.legalPrefix(job, line.info.pv);
        if (line.info.pv.length > 0 && legal.length === 0) return;
        const info = legal.length === line.info.pv.length ? line.info : { ...line.info, pv: legal };
        job.lines.add(info);
        job.onInfo?.(info);
        return;
      }
      case 'infoRefused':
        this.notice(`${line.reason}: the line is not shown`);
        return;
      case 'infoString':
        this.logStderr(`info string ${line.text}`);
        return;
      case 'infoOther':
        return;
      case 'bestmove': {
        const job = this.current;
        if (!job) return;
        if (line.bestmove !== null && job.board && this.legalPrefix(job, [line.bestmove]).length === 0) {
          this.kill(new AnalysisError('ERR_ENGINE_ILLEGAL', `${this.label()} answered with an illegal move (${line.bestmove})`));
          return;
        }
        this.current = undefined;
        const lines = job.lines.lines();
        job.resolve(line.ponder ? { bestmove: line.bestmove, ponder: line.ponder, lines } : { bestmove: line.bestmove, lines });
        this.pump();
        return;
      }
    }
  }

  /** The moves of `pv` that are legal one after another from the job's position. */
  private legalPrefix(job: Job, pv: readonly string[]): readonly string[] {
    if (!job.board) return pv;
    const pos = job.board.clone();
    return pv.slice(0, walkLine(pos, pv, () => undefined));
  }

  private stderrWindow = { start: 0, count: 0, dropped: 0 };

  /** Logs a line of the engine's stderr, at most `stderrLinesPerSecond` a second. */
  private logStderr(l: string): void {
    const w = this.stderrWindow;
    const now = this.now();
    if (now - w.start >= 1000) {
      if (w.dropped) this.opts.onStderr?.(`(${w.dropped} more lines from the engine were not logged)`);
      this.stderrWindow = { start: now, count: 0, dropped: 0 };
    }
    if (this.stderrWindow.count++ < (this.opts.stderrLinesPerSecond ?? 20)) this.opts.onStderr?.(l);
    else this.stderrWindow.dropped++;
  }

  private send(cmd: string): void {
    if (this.proc?.stdin.writable) this.proc.stdin.write(`${cmd}\n`);
  }

  /** Ends the process and fails everything waiting on it with `e`. */
  private kill(e: AnalysisError): void {
    const p = this.proc;
    this.proc = undefined;
    if (this.flushTimer !== undefined) clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    this.throttle.flush();
    this.starting = undefined;
    const fail = this.failAll;
    this.failAll = undefined;
    this.waiter = undefined;
    fail?.(e);
    const jobs = [...(this.current ? [this.current] : []), ...this.queue.splice(0)];
    this.current = undefined;
    for (const j of jobs) j.reject(e);
    if (p && p.exitCode === null) p.kill('SIGKILL');
  }
}
