/** What the main search thread tells its Lazy SMP helpers (searchThreads.ts → searchHelper.ts), and their shared control words. */
import type { HelperJob } from '../engine/engine';

/** Slots of the control Int32Array shared by the main thread and every helper. */
export const CONTROL = {
  /** The highest search id to stop: a helper searching id ≤ this stops at its next poll. */
  STOP: 0,
  /** Searches finished, summed over helpers (they add one each and notify). */
  DONE: 1,
  /** Nodes searched by helpers, added as they search (every 256 nodes) and at each search's end (wraps past 2^31: read differences). */
  NODES: 2,
} as const;
export const CONTROL_SLOTS = 3;

/**
 * After the control slots, one block per helper (helper k at CONTROL_SLOTS + (k − 1) · RESULT_WORDS): its
 * last completed iteration, written under a sequence lock (SEQ odd while the helper writes) so the main
 * thread never reads half of one line and half of the next.
 */
export const RESULT = { SEQ: 0, ID: 1, DEPTH: 2, SELDEPTH: 3, VALUE: 4, PV_LENGTH: 5, PV: 6 } as const;
/** The longest PV a helper hands over (the table lengthens nothing here: the main thread reports it as it is). */
export const RESULT_PV = 48;
export const RESULT_WORDS = RESULT.PV + RESULT_PV;

/** The control buffer's length in words for `helpers` helpers. */
export const controlWords = (helpers: number): number => CONTROL_SLOTS + helpers * RESULT_WORDS;

export type ToHelper =
  /** Search `job` as search `id` until the control's STOP reaches `id`. */
  | { readonly type: 'go'; readonly id: number; readonly job: HelperJob }
  /** The table was resized: search on this memory from now on. */
  | { readonly type: 'table'; readonly table: ArrayBufferLike }
  /** A new game: forget histories. */
  | { readonly type: 'newGame' };
