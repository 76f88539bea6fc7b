import * as vscode from 'vscode';
import { LensConfig } from './config';
import { Disposable } from './dispose';
import { AnalysisCache } from './engines/analysisCache';
import { CachedEngine } from './engines/cachedEngine';
import { AnalysisEngine, EngineClient } from './engines/engineClient';
import { ExternalEngine } from './engines/externalEngine';

/**
 * Owns the engine the commands use: the built-in worker, or an external UCI/UCCI program when the
 * settings name one and the workspace is trusted. Rebuilt when the settings change.
 */
export class Engines extends Disposable {
  private current: { key: string; engine: AnalysisEngine } | undefined;
  /** One cache for every command, editor and notebook; it outlives engine restarts. */
  readonly cache = new AnalysisCache();

  constructor(
    private readonly context: vscode.ExtensionContext,
    private readonly log: vscode.OutputChannel,
  ) {
    super();
    this._register({ dispose: () => void this.current?.engine.dispose() });
  }

  get(config: LensConfig): AnalysisEngine {
    const ext = config.externalEngine;
    const external = ext.path !== '' && vscode.workspace.isTrusted;
    const key = JSON.stringify(external ? ext : { builtin: true, hash: config.hashMb });
    if (this.current?.key === key) return this.current.engine;
    void this.current?.engine.dispose();
    const engine: AnalysisEngine = external
      ? new ExternalEngine({
          command: ext.path,
          args: ext.args,
          protocol: ext.protocol,
          hashMb: config.hashMb,
          trusted: () => vscode.workspace.isTrusted,
          onStderr: (line) => this.log.appendLine(`[engine] ${line}`),
        })
      : new EngineClient({
          workerPath: this.context.asAbsolutePath('dist/engineWorker.js'),
          hashMb: config.hashMb,
          onWorkerExit: (reason) => this.log.appendLine(`[worker] ${reason}`),
        });
    const cached = new CachedEngine(engine, this.cache, external ? `external:${ext.path} ${ext.args.join(' ')}` : 'builtin');
    this.current = { key, engine: cached };
    return cached;
  }
}
