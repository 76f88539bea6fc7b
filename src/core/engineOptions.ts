/**
 * The engine options a user can set, each with its one default and bounds. The editor's settings
 * (package.json, checked by a test), the worker protocol's validation, the UCI/UCCI `option` lines
 * and the engine itself all read these, so a value means the same everywhere.
 *
 *   clampOption(HASH_MB, 32768) // { value: 1024, clamped: true }
 */
export interface IntOption {
  readonly name: string;
  readonly default: number;
  readonly min: number;
  readonly max: number;
}

/** Transposition table size in MB. */
export const HASH_MB: IntOption = { name: 'Hash', default: 64, min: 1, max: 1024 };
/** Lines searched and reported (multi-PV). */
export const MULTI_PV: IntOption = { name: 'MultiPV', default: 1, min: 1, max: 16 };

/** A whole number forced into the option's range; `clamped` says whether it had to move. */
export const clampOption = (o: IntOption, v: number): { value: number; clamped: boolean } => {
  const n = Number.isFinite(v) ? Math.trunc(v) : o.default;
  const value = Math.min(o.max, Math.max(o.min, n));
  return { value, clamped: value !== v };
};
