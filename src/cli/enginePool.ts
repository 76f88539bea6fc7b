/**
 * The CLI's review engines: with one job, the engine on this thread (worker/localEngine.ts); with more,
 * a pool of engine worker threads (the extension's own worker bundle beside dist/cli.js, or its source
 * under tsx when the CLI runs from source). Both search with the review's fixed hash, so `--jobs` changes
 * how fast a review is, never what it finds.
 *
 *   const engines = reviewEngines(2); await reviewGame(game, engines.analyser, { ..., parallel: engines.parallel }); await engines.dispose();
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Analyser } from '../analysis/analyser';
import { REVIEW_HASH_MB } from '../analysis/review';
import { EngineClient } from '../threads/engineClient';
import { EnginePool } from '../threads/enginePool';
import { LocalEngine } from '../worker/localEngine';

export interface ReviewEngines {
  readonly analyser: Analyser;
  /** Searches to keep in hand: one per engine, and one waiting. */
  readonly parallel: number;
  dispose(): Promise<void>;
}

/** The engine worker: the bundle's sibling, or the TypeScript source (run through tsx) when we run from source. */
const workerEntry = (): { workerPath: string; execArgv?: string[] } => {
  const bundled = path.join(__dirname, 'engineWorker.js');
  if (fs.existsSync(bundled)) return { workerPath: bundled };
  return { workerPath: path.resolve(__dirname, '..', 'worker', 'engineWorker.ts'), execArgv: ['--require', 'tsx/cjs'] };
};

export const reviewEngines = (jobs: number): ReviewEngines => {
  if (jobs <= 1) return { analyser: new LocalEngine({ hashMb: REVIEW_HASH_MB }), parallel: 1, dispose: async () => undefined };
  const entry = workerEntry();
  const pool = new EnginePool(jobs, () => new EngineClient({ ...entry, options: { hashMb: REVIEW_HASH_MB } }));
  return { analyser: pool, parallel: jobs + 1, dispose: () => pool.dispose() };
};
