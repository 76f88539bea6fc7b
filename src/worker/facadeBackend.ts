/**
 * Adapts the engine facade (src/engine/engine.ts: setPosition / go / stop / onInfo / onBestMove)
 * to the worker's SearchBackend. Written against the facade's announced shape, structurally, so
 * the adapter does not care whether PV moves arrive as ICCS strings or packed Move numbers, or
 * whether `go` returns at once, blocks, or returns a promise.
 *
 * Stop: the search runs on this thread, so a stop message cannot be read while it computes.
 * The host writes a shared Int32Array instead; `shouldStop` reads it. The adapter checks it
 * (a) in every callback the engine makes during the search, calling `engine.stop()` from inside
 * the search's own call stack, (b) every millisecond while a promise-returning `go` yields, and
 * (c) hands it to the engine as `limits.shouldStop` for engines that poll a function directly.
 */
import { moveToIccs } from '../core/notation';
import type { InfoDto, LimitsDto, ScoreDto } from '../protocol/dto';
import type { BackendError, SearchBackend, SearchOutcome } from './backend';

type FacadeMove = string | number;
export interface FacadeInfo {
  readonly depth: number;
  readonly seldepth?: number;
  readonly score: ScoreDto | { readonly cp: number } | { readonly mate: number } | number;
  readonly nodes?: number;
  readonly nps?: number;
  readonly hashfull?: number;
  readonly multipv?: number;
  readonly pv?: readonly FacadeMove[];
}
export interface FacadeBestMove {
  readonly bestmove?: FacadeMove | null;
  readonly move?: FacadeMove | null;
  readonly ponder?: FacadeMove | null;
}

/** The facade as the worker sees it. */
export interface EngineFacade {
  setPosition(fen: string, moves: readonly string[]): unknown;
  go(limits: LimitsDto & { shouldStop?: () => boolean }): unknown;
  stop(): void;
  setOption?(name: string, value: number | string | boolean): unknown;
  newGame?(): void;
}

/** How the facade hands out its events: assigned callbacks or subscription. */
export interface FacadeEvents {
  onInfo(fn: (info: FacadeInfo) => void): void;
  onBestMove(fn: (best: FacadeBestMove | FacadeMove | null) => void): void;
}

const iccs = (m: FacadeMove | null | undefined): string | undefined =>
  typeof m === 'number' ? (m === 0 ? undefined : moveToIccs(m)) : typeof m === 'string' && m !== '' && m !== '(none)' ? m : undefined;

const score = (s: FacadeInfo['score']): ScoreDto => {
  if (typeof s === 'number') return { kind: 'cp', value: Math.round(s) };
  if ('kind' in s) return s;
  return 'mate' in s ? { kind: 'mate', value: s.mate } : { kind: 'cp', value: s.cp };
};

export const toInfoDto = (i: FacadeInfo): InfoDto => ({
  depth: i.depth,
  seldepth: i.seldepth ?? i.depth,
  score: score(i.score),
  nodes: i.nodes ?? 0,
  nps: Math.round(i.nps ?? 0),
  hashfull: i.hashfull ?? 0,
  multipv: i.multipv ?? 1,
  pv: (i.pv ?? []).map(iccs).filter((m): m is string => m !== undefined),
});

const errorOf = (r: unknown): BackendError | undefined => {
  // The facade may return a Result; anything else counts as success.
  if (typeof r === 'object' && r !== null && 'ok' in r && (r as { ok: unknown }).ok === false) {
    const e = (r as { error?: { code?: unknown; message?: unknown } }).error;
    return { code: typeof e?.code === 'string' ? e.code : 'ERR_POSITION', message: typeof e?.message === 'string' ? e.message : 'bad position' };
  }
  return undefined;
};

const outcome = (b: FacadeBestMove | FacadeMove | null): SearchOutcome => {
  const best = typeof b === 'object' && b !== null ? (iccs(b.bestmove ?? b.move) ?? null) : (iccs(b) ?? null);
  const ponder = typeof b === 'object' && b !== null ? iccs(b.ponder) : undefined;
  return ponder ? { bestmove: best, ponder } : { bestmove: best };
};

const isBestMove = (v: unknown): v is FacadeBestMove => typeof v === 'object' && v !== null && ('bestmove' in v || 'move' in v);

export const facadeBackend = (engine: EngineFacade, events: FacadeEvents): SearchBackend => {
  let onInfo: ((i: InfoDto) => void) | undefined;
  let onBest: ((b: SearchOutcome) => void) | undefined;
  let check: (() => void) | undefined;
  events.onInfo((i) => {
    check?.();
    onInfo?.(toInfoDto(i));
  });
  events.onBestMove((b) => onBest?.(outcome(b)));
  return {
    setPosition(fen, moves) {
      try {
        return errorOf(engine.setPosition(fen, moves));
      } catch (e) {
        return { code: 'ERR_POSITION', message: String(e) };
      }
    },
    go(limits, info, shouldStop) {
      return new Promise<SearchOutcome>((resolve, reject) => {
        let stopped = false;
        check = () => {
          if (!stopped && shouldStop()) {
            stopped = true;
            engine.stop();
          }
        };
        let poll: ReturnType<typeof setInterval> | undefined;
        let settled = false;
        onInfo = info;
        onBest = (b) => {
          settled = true;
          clearInterval(poll);
          onInfo = onBest = check = undefined;
          resolve(b);
        };
        try {
          const r = engine.go({ ...limits, shouldStop: () => (check?.(), shouldStop()) });
          // Engines may also return the result instead of (or as well as) calling onBestMove.
          if (isBestMove(r)) onBest?.(outcome(r));
          if (!settled && r instanceof Promise) {
            poll = setInterval(() => check?.(), 1);
            r.then(
              (v: unknown) => isBestMove(v) && onBest?.(outcome(v)),
              (e: unknown) => {
                clearInterval(poll);
                reject(e);
              },
            );
          }
        } catch (e) {
          reject(e);
        }
      });
    },
    setOptions(o) {
      if (o.hashMb !== undefined) engine.setOption?.('Hash', o.hashMb);
      if (o.multipv !== undefined) engine.setOption?.('MultiPV', o.multipv);
    },
    newGame() {
      engine.newGame?.();
    },
  };
};
