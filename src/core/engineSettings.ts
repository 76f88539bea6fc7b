/**
 * Every engine setting in one table, as Stockfish lists its options in one place: its key (the one
 * spelling in our code), the names UCI and UCCI give it, the VS Code setting that holds it, whether it
 * travels with each search (`limit`) or is set on the engine between searches (`option`), and its type,
 * bounds and default. The settings reader (host/config.ts), the message validators (protocol/), the
 * `option` and `setoption` lines of both protocols (uci/) and the check of package.json's contributed
 * settings (test/unit/core/engineSettings.test.ts) are all derived from it; the engine clamps with it.
 * A new setting is a row here, its entry in package.json, and the code that uses its value.
 *
 *   clampSetting(ENGINE_SETTINGS.hashMb, 32768) // { value: 1024, clamped: true }
 *   settingNames('uci')                         // the options our engine modes advertise
 */

interface SettingBase {
  /** `limit`: given with each search; `option`: set on the engine between searches; `host`: how the extension runs its engines (never told to one). */
  readonly kind: 'limit' | 'option' | 'host';
  /** The VS Code setting under `xiangqiLens.`, when users set it there. */
  readonly setting?: string;
  /** Its name in UCI's and UCCI's `option`/`setoption` lines, when engines are told it that way. */
  readonly uci?: string;
  readonly ucci?: string;
  /** Whether our own engine honours it (and so advertises it in its UCI/UCCI modes); else only external engines are told. */
  readonly builtin: boolean;
  /**
   * It names a file the extension reads: a workspace's own settings may not set it, only the user's
   * (package.json's untrustedWorkspaces.restrictedConfigurations, as for the engine's path).
   */
  readonly restricted?: boolean;
}

export interface IntSetting extends SettingBase {
  readonly type: 'int';
  readonly default: number;
  readonly min: number;
  readonly max: number;
}

export interface TextSetting extends SettingBase {
  readonly type: 'string';
  readonly default: string;
  readonly maxLength: number;
}

/** One of a few words (a VS Code `enum` setting); anything else reads as the default. */
export interface ChoiceSetting extends SettingBase {
  readonly type: 'choice';
  readonly default: string;
  readonly values: readonly string[];
}

export type EngineSetting = IntSetting | TextSetting | ChoiceSetting;

export const ENGINE_SETTINGS = {
  /** Transposition table size in MB. */
  hashMb: { kind: 'option', type: 'int', uci: 'Hash', ucci: 'hashsize', setting: 'engine.hashMb', builtin: true, default: 64, min: 1, max: 1024 },
  /** Search threads; our engine searches on one, so only external engines are told. */
  threads: { kind: 'option', type: 'int', uci: 'Threads', ucci: 'threads', setting: 'engine.threads', builtin: false, default: 1, min: 1, max: 256 },
  /** Lines searched and reported (multi-PV); UCI sets it as an option, we send it with each search. */
  multipv: { kind: 'limit', type: 'int', uci: 'MultiPV', ucci: 'multipv', setting: 'analysis.multiPv', builtin: true, default: 1, min: 1, max: 16 },
  /** Depth of a live analysis or a study cell. */
  depth: { kind: 'limit', type: 'int', setting: 'analysis.depth', builtin: true, default: 12, min: 1, max: 40 },
  /** Milliseconds per position of a live analysis; 0 searches to `depth` instead. */
  movetime: { kind: 'limit', type: 'int', setting: 'analysis.movetime', builtin: true, default: 0, min: 0, max: 600_000 },
  /** Nodes searched for each position of a game review's first pass (the second searches candidates 4 or 8 times as far). */
  reviewNodes: { kind: 'limit', type: 'int', setting: 'review.nodes', builtin: true, default: 20_000, min: 1_000, max: 10_000_000 },
  /** Engines a review spreads its positions over; 0: one fewer than the machine's cores, at least one. */
  reviewWorkers: { kind: 'host', type: 'int', setting: 'review.workers', builtin: true, default: 0, min: 0, max: 64 },
  /** A board's live analysis: until stopped or solved (`infinite`), or to the depth or time above (`limited`). */
  boardSearch: { kind: 'host', type: 'choice', setting: 'analysis.board', builtin: true, default: 'infinite', values: ['infinite', 'limited'] },
  /** Which engine searches: the external one when engine.path names one (`external`), or always ours (`builtin`). */
  engine: { kind: 'host', type: 'choice', setting: 'analysis.engine', builtin: true, default: 'external', values: ['external', 'builtin'] },
  /** An ElephantEye BOOK.DAT consulted beside the built-in book; '' for none. */
  bookFile: { kind: 'option', type: 'string', setting: 'engine.bookFile', builtin: true, restricted: true, default: '', maxLength: 4096 },
} as const satisfies Record<string, EngineSetting>;

export type SettingKey = keyof typeof ENGINE_SETTINGS;

/** A value for each setting: numbers for `int` rows, text for `string` rows, one of its words for `choice` rows. */
export type SettingValues = {
  readonly [K in SettingKey]: (typeof ENGINE_SETTINGS)[K] extends IntSetting
    ? number
    : (typeof ENGINE_SETTINGS)[K] extends { readonly type: 'choice'; readonly values: ReadonlyArray<infer W> }
      ? W
      : string;
};

/** The rows set on the engine between searches (kind `option`). */
export type OptionKey = { [K in SettingKey]: (typeof ENGINE_SETTINGS)[K]['kind'] extends 'option' ? K : never }[SettingKey];

/** Engine-wide options as they travel to an engine: any of the `option` rows. */
export type EngineOptionValues = { readonly [K in OptionKey]?: SettingValues[K] };

/** The keys of the table, in its order. */
export const SETTING_KEYS = Object.keys(ENGINE_SETTINGS) as SettingKey[];

/** A whole number forced into the setting's range; `clamped` says whether it had to move. */
export const clampSetting = (s: IntSetting, v: number): { value: number; clamped: boolean } => {
  const n = Number.isFinite(v) ? Math.trunc(v) : s.default;
  const value = Math.min(s.max, Math.max(s.min, n));
  return { value, clamped: value !== v };
};

/** Whether `v` is a value the setting takes as it is (the validators' test: nothing clamped, nothing cut). */
export const isSettingValue = (s: EngineSetting, v: unknown): boolean =>
  s.type === 'int'
    ? Number.isInteger(v) && (v as number) >= s.min && (v as number) <= s.max
    : s.type === 'choice'
      ? typeof v === 'string' && s.values.includes(v)
      : typeof v === 'string' && v.length <= s.maxLength;

/**
 * Every setting read through `get` (VS Code's `getConfiguration('xiangqiLens').get`, or anything like it),
 * numbers clamped into range and text trimmed; a value of the wrong type or too long falls back to the default.
 */
export const readSettings = (get: (setting: string) => unknown): SettingValues => {
  const out: Record<string, number | string> = {};
  for (const key of SETTING_KEYS) {
    const s: EngineSetting = ENGINE_SETTINGS[key];
    const raw = s.setting === undefined ? undefined : get(s.setting);
    if (s.type === 'int') out[key] = clampSetting(s, typeof raw === 'number' ? raw : s.default).value;
    else if (s.type === 'choice') out[key] = typeof raw === 'string' && s.values.includes(raw) ? raw : s.default;
    // text too long to be what it names (a path) is not cut into another: the default stands
    else out[key] = typeof raw === 'string' && raw.trim().length <= s.maxLength ? raw.trim() : s.default;
  }
  return out as unknown as SettingValues;
};

/** The `option` rows' values among `v`: what an engine is told between searches (ours: only what it honours). */
export const optionValues = (v: SettingValues, who: 'builtin' | 'external'): EngineOptionValues => {
  const out: Record<string, number | string> = {};
  for (const key of SETTING_KEYS) {
    const spec: EngineSetting = ENGINE_SETTINGS[key];
    if (spec.kind === 'option' && (who === 'external' || spec.builtin)) out[key] = v[key];
  }
  return out as EngineOptionValues;
};

/** Whether every field of `x` names an `option` row and holds a value it takes (the worker's check of a setOption message). */
export const isOptionValues = (x: Record<string, unknown>): boolean =>
  Object.entries(x).every(([k, v]) => v === undefined || (Object.hasOwn(ENGINE_SETTINGS, k) && ENGINE_SETTINGS[k as SettingKey].kind === 'option' && isSettingValue(ENGINE_SETTINGS[k as SettingKey], v)));

/** The settings an engine speaking `proto` is told by name (ours: only those it honours). */
export const protocolSettings = (proto: 'uci' | 'ucci', who: 'builtin' | 'external'): Array<{ readonly key: SettingKey; readonly name: string; readonly spec: EngineSetting }> =>
  SETTING_KEYS.flatMap((key) => {
    const spec: EngineSetting = ENGINE_SETTINGS[key];
    const name = spec[proto];
    return name !== undefined && (who === 'external' || spec.builtin) ? [{ key, name, spec }] : [];
  });
