import * as path from 'node:path';
import * as vscode from 'vscode';
import type { BookDto, PositionDto } from '../protocol/dto';
import { LensConfig } from './config';
import { Disposable } from './dispose';
import { AnalysisCache } from './engines/analysisCache';
import { CachedEngine } from './engines/cachedEngine';
import { AnalysisEngine, EngineClient } from './engines/engineClient';
import { ExternalEngine } from './engines/externalEngine';

/** What the status bar shows: idle, or searching with the latest depth and score, and which engine. */
export interface EngineActivity {
  readonly engine: string;
  readonly searching: number;
}

/**
 * Owns the engine every command, editor and review uses: the built-in worker, or an external UCI/UCCI
 * program when the settings name one and the workspace is trusted. Rebuilt when the settings change.
 * The built-in worker also answers book probes (the book lives with the engine), whichever engine searches.
 */
export class Engines extends Disposable {
  private current: { key: string; engine: CachedEngine; name: string } | undefined;
  private builtin: { hashMb: number; bookFile: string; client: EngineClient } | undefined;
  /** One cache for every command, editor and notebook; it outlives engine restarts. */
  readonly cache = new AnalysisCache();
  private readonly _onDidChangeActivity = this._register(new vscode.EventEmitter<EngineActivity>());
  readonly onDidChangeActivity = this._onDidChangeActivity.event;
  private searching = 0;
  /** Searches that reached an engine (the cache did not answer them), since activation. */
  searchesStarted = 0;

  constructor(
    private readonly context: vscode.ExtensionContext,
    private readonly log: vscode.OutputChannel,
  ) {
    super();
    this._register({ dispose: () => void this.current?.engine.dispose() });
    this._register({ dispose: () => void this.builtin?.client.dispose() });
  }

  /** The name of the engine the settings choose, for people. */
  get name(): string {
    return this.current?.name ?? 'Xiangqi Lens';
  }

  get(config: LensConfig): CachedEngine {
    const ext = config.externalEngine;
    const external = ext.path !== '' && vscode.workspace.isTrusted;
    const key = JSON.stringify(external ? ext : { builtin: true, hash: config.hashMb, book: config.bookFile });
    if (this.current?.key === key) return this.current.engine;
    void this.current?.engine.dispose();
    let name = 'Xiangqi Lens';
    let inner: AnalysisEngine;
    if (external) {
      const command = this.resolveEnginePath(ext.path);
      name = path.basename(command);
      inner = new ExternalEngine({
        command,
        args: ext.args,
        protocol: ext.protocol,
        hashMb: config.hashMb,
        trusted: () => vscode.workspace.isTrusted,
        onStderr: (line) => this.log.appendLine(`[engine] ${line}`),
      });
    } else inner = this.builtinClient(config);
    // the built-in worker is shared with book probes: its life is this service's, not the engine's
    const cached = new CachedEngine(this.counted(inner, external), this.cache, external ? `external:${ext.path} ${ext.args.join(' ')}` : 'builtin');
    this.current = { key, engine: cached, name };
    this._onDidChangeActivity.fire({ engine: name, searching: this.searching });
    return cached;
  }

  /** Book moves of a position from the built-in worker (with the user's BOOK.DAT when set). */
  async book(config: LensConfig, position: PositionDto): Promise<BookDto | undefined> {
    try {
      return await this.builtinClient(config).book(position);
    } catch (e) {
      this.log.appendLine(`[book] ${(e as Error).message}`);
      return undefined;
    }
  }

  private builtinClient(config: LensConfig): EngineClient {
    const b = this.builtin;
    if (b && b.hashMb === config.hashMb && b.bookFile === config.bookFile) return b.client;
    void b?.client.dispose();
    const client = new EngineClient({
      workerPath: this.context.asAbsolutePath('dist/engineWorker.js'),
      hashMb: config.hashMb,
      onWorkerExit: (reason) => this.log.appendLine(`[worker] ${reason}`),
    });
    if (config.bookFile) client.setOptions({ bookFile: config.bookFile }).catch((e: Error) => this.log.appendLine(`[book] ${e.message}`));
    this.builtin = { hashMb: config.hashMb, bookFile: config.bookFile, client };
    return client;
  }

  /** Counts searches in flight, for the status bar. */
  private counted(inner: AnalysisEngine, owned: boolean): AnalysisEngine {
    const fire = (): void => this._onDidChangeActivity.fire({ engine: this.name, searching: this.searching });
    return {
      analyse: async (p, l, o) => {
        this.searching++;
        this.searchesStarted++;
        fire();
        try {
          return await inner.analyse(p, l, o);
        } finally {
          this.searching--;
          fire();
        }
      },
      stop: (g) => inner.stop(g),
      setOptions: (o) => inner.setOptions(o),
      dispose: () => (owned ? inner.dispose() : Promise.resolve()),
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
