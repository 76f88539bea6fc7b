/**
 * The `xiangqiLens.*` settings, typed: the engine's rows read from core/engineSettings.ts's table
 * (clamped there), plus the notation and which engine to run.
 *
 *   const c = readConfig(); c.depth; c.multipv; analysisLimits(c) // { depth: 12, multipv: 1 }
 */
import * as vscode from 'vscode';
import { standardReview } from '../analysis/review';
import { readSettings, type SettingValues } from '../core/engineSettings';
import type { Notation } from '../core/notation';
import type { LimitsDto } from '../protocol/dto';
import { uiLanguage } from './locale';

/** Typed view of the `xiangqiLens.*` settings. */
export interface LensConfig extends SettingValues {
  /** How moves are written on the board page, hovers and output. */
  readonly notation: Notation;
  readonly externalEngine: { readonly path: string; readonly args: string[]; readonly protocol: 'uci' | 'ucci' };
}

/** The UI language's own notation: Chinese for a Chinese UI, WXF letters otherwise. */
export const uiNotation = (): Notation => (uiLanguage() === 'zh' ? 'zh' : 'wxf');

/** The notation the setting names, or undefined for `auto`. */
export const notationSetting = (): Notation | undefined => {
  const set = vscode.workspace.getConfiguration('xiangqiLens').get<string>('notation', 'auto');
  return set === 'zh' || set === 'wxf' || set === 'iccs' ? set : undefined;
};

/**
 * How a file's moves are shown (board page, hovers, study outputs): the setting when it names a notation,
 * else the notation the file itself is written in (`written`: what its reader found, e.g.
 * pgn/textEdits.ts gameMoveStyle), else the UI language's. Western SAN files show WXF.
 */
export const notationFor = (written: string | undefined): Notation => {
  const set = notationSetting();
  if (set) return set;
  if (written === 'zh' || written === 'wxf' || written === 'iccs') return written;
  return written === 'san0' || written === 'san1' ? 'wxf' : uiNotation();
};

export const readConfig = (): LensConfig => {
  const c = vscode.workspace.getConfiguration('xiangqiLens');
  const protocol = c.get<string>('engine.protocol', 'uci') === 'ucci' ? 'ucci' : 'uci';
  const notation = c.get<string>('notation', 'auto');
  return {
    ...readSettings((setting) => c.get(setting)),
    notation: notation === 'zh' || notation === 'wxf' || notation === 'iccs' ? notation : uiNotation(),
    externalEngine: { path: c.get<string>('engine.path', '').trim(), args: c.get<string[]>('engine.args', []), protocol },
  };
};

/** The search limits the settings ask for, per position: a time when one is set, else the depth. */
export const analysisLimits = (c: LensConfig): LimitsDto => (c.movetime > 0 ? { movetime: c.movetime, multipv: c.multipv } : { depth: c.depth, multipv: c.multipv });

/**
 * A board's live analysis. By default (`analysis.board` infinite) the number of lines alone, no depth or
 * time, so it searches until stopped or until the position is solved (a mate proven, no legal move), as
 * analysis boards do; set to `limited` it ends at the depth or time, as searches on text and studies do.
 */
export const liveLimits = (c: LensConfig): LimitsDto => (c.boardSearch === 'limited' ? analysisLimits(c) : { multipv: c.multipv });

/** Whether the settings choose the external engine: one is named, the choice allows it, and the workspace is trusted. */
export const usesExternalEngine = (c: LensConfig): boolean => c.engine === 'external' && c.externalEngine.path !== '' && vscode.workspace.isTrusted;

/**
 * A game review as the settings ask for it (analysis/review.ts standardReview): a fixed node budget, so a
 * verdict depends on the position and the budget alone, results come back from the shared cache, and two
 * reviews of a game agree.
 */
export const reviewOptions = (c: LensConfig): ReturnType<typeof standardReview> => standardReview(c.reviewNodes);
