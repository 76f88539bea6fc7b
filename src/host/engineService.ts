import * as os from 'node:os';
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { Analyser, AnalysisRequest } from '../analysis/analyser';
import { REVIEW_HASH_MB } from '../analysis/review';
import { optionValues, type EngineOptionValues } from '../core/engineSettings';
import type { AnalysisDto, BookDto, PositionDto } from '../protocol/dto';
import { analysisLimits, readConfig, usesExternalEngine, type LensConfig } from './config';
import { Disposable } from './dispose';
import { AnalysisCache } from './engines/analysisCache';
import { CachedAnalyser } from './engines/cachedAnalyser';
import { EngineClient } from '../threads/engineClient';
import { EnginePool } from '../threads/enginePool';
import { ExternalEngine } from './engines/externalEngine';

/** What the status bar shows: idle, or searching with the latest depth and score, and which engine. */
export interface EngineActivity {
  readonly engine: string;
  readonly searching: number;
}

interface Running {
  readonly key: string;
  readonly name: string;
  /** The cache in front of the engine: what every caller asks. */
  readonly analyser: CachedAnalyser;
  /** The engine itself, for a stop of everything and for disposal. */
  readonly engine: EngineClient | ExternalEngine;
  /** Whether this service must dispose the engine (the built-in worker is shared with book probes and kept). */
  readonly owned: boolean;
}

/**
 * The extension's one analysis entry, as the Analyser every command, editor and study calls: it reads the
 * settings, picks the engine they choose (the built-in worker, or an external UCI/UCCI program when the
 * settings name one and the workspace is trusted; rebuilt when they change), fills in the settings'
 * limits when a request brings none, and answers through the shared cache. Cancelling a request stops its
 * search alone. Reviews go to `review`: a pool of engines of their own (one fewer than the cores, or the
 * setting), so a review and live analysis never wait for each other. The built-in worker also answers
 * book probes (the book lives with the engine), whichever engine searches.
 *
 *   const r = await engines.analyse({ position, cancel: token, onInfo: (i) => book.add(i) }); // the settings' limits
 *   await engines.review({ position, limits, fresh: true, mode: 'known' });                  // the cache alone
 */
export class Engines extends Disposable implements Analyser {
  private current: Running | undefined;
  private builtin: { key: string; client: EngineClient } | undefined;
  private reviewers: { key: string; pool: EnginePool; analyser: CachedAnalyser } | undefined;
  /** One cache for every command, editor and notebook; it outlives engine restarts. */
  readonly cache = new AnalysisCache();
  private readonly _onDidChangeActivity = this._register(new vscode.EventEmitter<EngineActivity>());
  readonly onDidChangeActivity = this._onDidChangeActivity.event;
  private searching = 0;
  /** Searches that reached an engine (the cache did not answer them), since activation. */
  searchesStarted = 0;
  /** An engine's out-of-range output was shown as a warning already (engineNotice). */
  private noticeShown = false;

  constructor(
    private readonly context: vscode.ExtensionContext,
    private readonly log: vscode.OutputChannel,
  ) {
    super();
    this._register({ dispose: () => void (this.current?.owned && this.current.engine.dispose()) });
    this._register({ dispose: () => void this.builtin?.client.dispose() });
    this._register({ dispose: () => void this.reviewers?.pool.dispose() });
  }

  /** The name of the engine the settings choose, for people. */
  get name(): string {
    return this.current?.name ?? 'Xiangqi Lens';
  }

  /** Analyses with the engine and limits the settings choose (a request's own limits win). */
  analyse(request: AnalysisRequest, config: LensConfig = readConfig()): Promise<AnalysisDto> {
    return this.engine(config).analyser.analyse({ ...request, limits: request.limits ?? analysisLimits(config) });
  }

  /** A review's search: fresh, on the review's own engines, through the same cache (mode `known` never searches). */
  review(request: AnalysisRequest, config: LensConfig = readConfig()): Promise<AnalysisDto> {
    return this.reviewPool(config).analyser.analyse(request);
  }

  /** How many searches a review should keep in hand: one per engine of its pool, and one waiting. */
  reviewParallel(config: LensConfig = readConfig()): number {
    return this.reviewPool(config).pool.size + 1;
  }

  /**
   * Stops every search of the engine in use, running or waiting (the Stop command). Not a review's: a review
   * runs on its own engines and is stopped from its own notification, so stopping live analysis never ends it.
   */
  async stop(): Promise<void> {
    await this.current?.engine.stop();
  }

  /** Book moves of a position from the built-in worker (with the user's BOOK.DAT when set). */
  async book(position: PositionDto, config: LensConfig = readConfig()): Promise<BookDto | undefined> {
    try {
      return await this.builtinClient(config).book(position);
    } catch (e) {
      this.log.appendLine(`[book] ${(e as Error).message}`);
      return undefined;
    }
  }

  private engine(config: LensConfig): Running {
    const ext = config.externalEngine;
    const external = usesExternalEngine(config);
    const options = optionValues(config, external ? 'external' : 'builtin');
    const key = JSON.stringify(external ? { ext, options } : { builtin: true, options });
    if (this.current?.key === key) return this.current;
    if (this.current?.owned) void this.current.engine.dispose();
    let running: Running;
    if (external) {
      const command = this.resolveEnginePath(ext.path);
      const engine = new ExternalEngine({
        command,
        args: ext.args,
        protocol: ext.protocol,
        options,
        trusted: () => vscode.workspace.isTrusted,
        onStderr: (line) => this.log.appendLine(`[engine] ${line}`),
        onNotice: (text) => this.engineNotice(text),
      });
      running = { key, name: path.basename(command), engine, owned: true, analyser: new CachedAnalyser(this.counted(engine), this.cache, `external:${ext.path} ${ext.args.join(' ')}`) };
    } else {
      const client = this.builtinClient(config);
      running = { key, name: 'Xiangqi Lens', engine: client, owned: false, analyser: new CachedAnalyser(this.counted(client), this.cache, 'builtin') };
    }
    this.current = running;
    this._onDidChangeActivity.fire({ engine: running.name, searching: this.searching });
    return running;
  }

  /** The review's engines: the engine the settings choose, as many as the setting says, each with the review's fixed hash. */
  private reviewPool(config: LensConfig): NonNullable<typeof this.reviewers> {
    const ext = config.externalEngine;
    const external = usesExternalEngine(config);
    const size = config.reviewWorkers > 0 ? config.reviewWorkers : Math.max(1, (os.availableParallelism?.() ?? os.cpus().length) - 1);
    const options: EngineOptionValues = { ...optionValues(config, external ? 'external' : 'builtin'), hashMb: REVIEW_HASH_MB, ...(external ? { threads: 1 } : {}) };
    const key = JSON.stringify({ ext: external ? ext : undefined, options, size });
    if (this.reviewers?.key === key) return this.reviewers;
    void this.reviewers?.pool.dispose();
    const command = external ? this.resolveEnginePath(ext.path) : '';
    const pool = new EnginePool(size, () =>
      external
        ? new ExternalEngine({ command, args: ext.args, protocol: ext.protocol, options, trusted: () => vscode.workspace.isTrusted, onStderr: (line) => this.log.appendLine(`[review engine] ${line}`), onNotice: (text) => this.engineNotice(text) })
        : new EngineClient({ workerPath: this.context.asAbsolutePath('dist/engineWorker.js'), options, onWorkerExit: (reason) => this.log.appendLine(`[review worker] ${reason}`) }),
    );
    const id = external ? `external:${ext.path} ${ext.args.join(' ')}` : 'builtin';
    this.reviewers = { key, pool, analyser: new CachedAnalyser(this.counted(pool), this.cache, id) };
    return this.reviewers;
  }

  private builtinClient(config: LensConfig): EngineClient {
    const options = optionValues(config, 'builtin');
    const key = JSON.stringify(options);
    if (this.builtin?.key === key) return this.builtin.client;
    void this.builtin?.client.dispose();
    // the client gives the options to each worker it starts
    const client = new EngineClient({
      workerPath: this.context.asAbsolutePath('dist/engineWorker.js'),
      options,
      onWorkerExit: (reason) => this.log.appendLine(`[worker] ${reason}`),
    });
    // a book that cannot be read is said once, in the log
    if (options.bookFile) client.configure({ bookFile: options.bookFile }).catch((e: Error) => this.log.appendLine(`[book] ${e.message}`));
    this.builtin = { key, client };
    return client;
  }

  /**
   * An external engine printed a value we clamped or refused (externalEngine.ts says each kind once per
   * start): always in the log, and once per session as a warning, so a panel that shows less is explained.
   */
  private engineNotice(text: string): void {
    this.log.appendLine(`[engine] ${text}`);
    if (this.noticeShown) return;
    this.noticeShown = true;
    void vscode.window.showWarningMessage(vscode.l10n.t('The external engine printed values out of range (details in the log): {0}', text));
  }

  /** Counts searches in flight, for the status bar. */
  private counted(inner: Analyser): Analyser {
    const fire = (): void => this._onDidChangeActivity.fire({ engine: this.name, searching: this.searching });
    return {
      analyse: async (request) => {
        this.searching++;
        this.searchesStarted++;
        fire();
        try {
          return await inner.analyse(request);
        } finally {
          this.searching--;
          fire();
        }
      },
    };
  }

  /** A relative engine path is taken from the first workspace folder, and the log says so. */
  private resolveEnginePath(p: string): string {
    if (path.isAbsolute(p) || !/[\\/]/.test(p)) return p;
    const folder = vscode.workspace.workspaceFolders?.[0]?.uri.fsPath;
    if (!folder) return p;
    const resolved = path.resolve(folder, p);
    this.log.appendLine(vscode.l10n.t('The engine path {0} is relative: using {1} in the workspace folder', p, resolved));
    return resolved;
  }
}
