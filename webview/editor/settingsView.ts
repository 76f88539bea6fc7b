/**
 * The analysis settings panel's view, pure: the number of lines, until stopped or limited (depth, time),
 * and the engine, each with its bounds from the one settings table (core/engineSettings.ts), and a
 * one-line summary for the panel's head. pageView.ts adds it to the page's view.
 *
 *   settingsView(config.analysis, t) // { summary: '3 · Until stopped · Built-in', lines: { value: 3, min: 1, max: 16 }, … }
 */
import { ENGINE_SETTINGS, type IntSetting } from '../../src/core/engineSettings';
import type { AnalysisSettingsDto, PageSettingKey, PageStringKey } from '../../src/protocol/webview';

type Words = (key: PageStringKey, ...args: Array<string | number>) => string;

export interface NumberField {
  readonly key: PageSettingKey;
  readonly label: string;
  readonly value: number;
  readonly min: number;
  readonly max: number;
}

export interface ChoiceField {
  readonly key: PageSettingKey;
  readonly label: string;
  readonly value: string;
  readonly choices: ReadonlyArray<readonly [string, string]>;
}

export interface SettingsView {
  readonly head: string;
  readonly summary: string;
  readonly note: string;
  readonly lines: NumberField;
  readonly search: ChoiceField;
  /** Depth and time matter only to a limited search: shown then alone. */
  readonly limits?: readonly [NumberField, NumberField];
  readonly engine: ChoiceField;
}

const bounded = (key: 'multipv' | 'depth' | 'movetime', label: string, value: number): NumberField => {
  const row: IntSetting = ENGINE_SETTINGS[key];
  return { key, label, value, min: row.min, max: row.max };
};

export const settingsView = (a: AnalysisSettingsDto, t: Words): SettingsView => {
  const search: ChoiceField = {
    key: 'boardSearch',
    label: t('settingSearch'),
    value: a.boardSearch,
    choices: [['infinite', t('searchInfinite')], ['limited', t('searchLimited')]],
  };
  // the external engine is offered only when one is configured; without one, the built-in one searches whatever the setting says
  const engine: ChoiceField = {
    key: 'engine',
    label: t('settingEngine'),
    value: a.external ? a.engine : 'builtin',
    choices: a.external ? [['builtin', t('engineBuiltin')], ['external', t('engineExternal', a.external)]] : [['builtin', t('engineBuiltin')]],
  };
  const limited = a.boardSearch === 'limited';
  const limit = limited ? (a.movetime > 0 ? `${a.movetime} ms` : `${t('settingDepth')} ${a.depth}`) : t('searchInfinite');
  const engineName = engine.choices.find(([v]) => v === engine.value)?.[1] ?? '';
  return {
    head: t('analysisSettings'),
    summary: [`${t('settingLines')} ${a.multipv}`, limit, engineName].join(' · '),
    note: t('settingsSaved'),
    lines: bounded('multipv', t('settingLines'), a.multipv),
    search,
    ...(limited ? { limits: [bounded('depth', t('settingDepth'), a.depth), bounded('movetime', t('settingMovetime'), a.movetime)] as const } : {}),
    engine,
  };
};
