/**
 * Fairy-Stockfish as the judge of a move, with its searches kept on disk outside the repository
 * (~/.cache/xqlens-bench/, or XQLENS_BENCH_CACHE), one file per build and depth, so a rerun costs only
 * what is new. A move's loss compares like with like, as our review does: the best score from the position
 * before it against the move searched alone (searchmoves) to the same depth; mates count as ±10,000.
 *
 *   const ref = Reference.open(16, 2);               // two engines answer searches asked at once
 *   const j = await ref.judge(fen, played, 'h2e2');  // { loss: 35, best: 'b2e2', ... }
 *   ref.close();
 */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { Score } from '../../../src/core/score';
import { Fsf, type FsfResult, nativeFsfPath } from './fsf';

export type Searched = { score: Score; best: string };

export interface RefJudgement {
  /** The reference's first choice before the move, and its score (side to move). */
  readonly best: string;
  readonly bestScore: Score;
  /** The move played searched alone (its own score when it is the first choice). */
  readonly playedScore: Score;
  /** Centipawns the mover lost by its judgement, at least 0. */
  readonly loss: number;
}

const MATE_CP = 10_000;
export const refCp = (s: Score): number => (s.kind === 'cp' ? s.value : s.value > 0 ? MATE_CP : -MATE_CP);

export const cacheDir = (): string => process.env.XQLENS_BENCH_CACHE ?? path.join(os.homedir(), '.cache', 'xqlens-bench');

/** Runs `fn` over `items`, `n` at a time. */
export const eachInParallel = async <T>(items: readonly T[], n: number, fn: (item: T, index: number) => Promise<void>): Promise<void> => {
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++;
      await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, n) }, lane));
};

const key = (fen: string, moves: readonly string[], only?: string): string => `${fen}|${moves.join(' ')}${only ? `>${only}` : ''}`;

export class Reference {
  private readonly engines: Array<Promise<Fsf>> = [];
  private readonly idle: Array<Promise<Fsf>> = [];
  private readonly waiting: Array<(sf: Promise<Fsf>) => void> = [];
  private dirty = 0;
  /** Searches made now (not from the cache). */
  searched = 0;

  private constructor(
    readonly depth: number,
    readonly kind: 'native' | 'wasm',
    private readonly file: string,
    private readonly cache: Map<string, Searched>,
    private readonly parallel: number,
  ) {}

  /**
   * The judge at `depth`: the native build when one is found, else WASM (each build has its own cache);
   * `parallel` engines search at once (each on one thread).
   */
  static open(depth: number, parallel = 1): Reference {
    const kind = nativeFsfPath() ? 'native' : 'wasm';
    const file = path.join(cacheDir(), `fsf-${kind}-d${depth}.json`);
    const cache = new Map<string, Searched>(fs.existsSync(file) ? Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, Searched>) : []);
    return new Reference(depth, kind, file, cache, Math.max(1, parallel));
  }

  get size(): number {
    return this.cache.size;
  }

  /** The engine's name and build, starting it when it has not run yet. */
  async build(): Promise<string> {
    const taken = this.take();
    const sf = await taken;
    this.give(taken);
    return sf.build;
  }

  /** The position after `moves` searched to the depth, or only `only` from it. */
  async search(fen: string, moves: readonly string[], only?: string): Promise<Searched> {
    const k = key(fen, moves, only);
    const known = this.cache.get(k);
    if (known) return known;
    const taken = this.take();
    let r: FsfResult;
    try {
      const sf = await taken;
      // each search on its own: what was searched before never colours a cached verdict
      await sf.newGame();
      r = await sf.go(fen, moves, `depth ${this.depth}${only ? ` searchmoves ${only}` : ''}`);
    } finally {
      this.give(taken);
    }
    // a position with no move (mated, or no legal move: lost in xiangqi) has no score line
    const s: Searched = { score: r.score ?? { kind: 'mate', value: 0 }, best: r.bestmove };
    this.cache.set(k, s);
    this.searched++;
    if (++this.dirty >= 20) this.save();
    return s;
  }

  /** Whether the move's judgement is already known (no search needed). */
  has(fen: string, moves: readonly string[], move: string): boolean {
    const at = this.cache.get(key(fen, moves));
    return at !== undefined && (at.best === move || this.cache.has(key(fen, moves, move)));
  }

  async judge(fen: string, moves: readonly string[], move: string): Promise<RefJudgement> {
    const at = await this.search(fen, moves);
    const playedScore = at.best === move ? at.score : (await this.search(fen, moves, move)).score;
    return { best: at.best, bestScore: at.score, playedScore, loss: Math.max(0, refCp(at.score) - refCp(playedScore)) };
  }

  save(): void {
    if (this.dirty === 0) return;
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    const tmp = `${this.file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify(Object.fromEntries(this.cache)));
    fs.renameSync(tmp, this.file);
    this.dirty = 0;
  }

  close(): void {
    this.save();
    for (const e of this.engines.splice(0)) void e.then((sf) => sf.quit());
    this.idle.length = 0;
  }

  /** An idle engine, a new one while fewer than `parallel` run, else the next to come free. */
  private take(): Promise<Fsf> {
    const free = this.idle.pop();
    if (free) return free;
    if (this.engines.length < this.parallel) {
      const made = this.kind === 'native' ? Fsf.native(nativeFsfPath()!, { hashMb: 64 }) : Fsf.load({ hashMb: 64 });
      this.engines.push(made);
      return made;
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private give(sf: Promise<Fsf>): void {
    const next = this.waiting.shift();
    if (next) next(sf);
    else this.idle.push(sf);
  }
}
