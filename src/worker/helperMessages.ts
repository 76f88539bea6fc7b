/** What the main search thread tells its Lazy SMP helpers (searchThreads.ts → searchHelper.ts), and their shared control words. */
import type { HelperJob } from '../engine/engine';

/** Slots of the control Int32Array shared by the main thread and every helper. */
export const CONTROL = {
  /** The highest search id to stop: a helper searching id ≤ this stops at its next poll. */
  STOP: 0,
  /** Searches finished, summed over helpers (they add one each and notify). */
  DONE: 1,
  /** Nodes searched by helpers, summed over their finished searches (wraps past 2^31: read differences). */
  NODES: 2,
} as const;
export const CONTROL_SLOTS = 3;

export type ToHelper =
  /** Search `job` as search `id` until the control's STOP reaches `id`. */
  | { readonly type: 'go'; readonly id: number; readonly job: HelperJob }
  /** The table was resized: search on this memory from now on. */
  | { readonly type: 'table'; readonly table: ArrayBufferLike }
  /** A new game: forget histories. */
  | { readonly type: 'newGame' };
