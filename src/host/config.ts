import * as vscode from 'vscode';
import { HASH_MB, MULTI_PV, clampOption } from '../core/engineOptions';
import type { Notation } from '../core/notation';
import type { LimitsDto } from '../protocol/dto';

/** Typed view of the `xiangqiLens.*` settings. */
export interface LensConfig {
  readonly hashMb: number;
  readonly analysisDepth: number;
  /** Depth of each position of a game review (the margin's scores and marks, the board's graph). */
  readonly reviewDepth: number;
  /** Milliseconds per position; 0: search to `analysisDepth` instead. */
  readonly analysisMovetime: number;
  readonly multiPv: number;
  /** How moves are written on the board page, hovers and output. */
  readonly notation: Notation;
  /** An ElephantEye BOOK.DAT consulted beside the built-in book; '' for none. */
  readonly bookFile: string;
  readonly externalEngine: { readonly path: string; readonly args: string[]; readonly protocol: 'uci' | 'ucci' };
}

/** The UI language's own notation: Chinese for a Chinese UI, WXF letters otherwise. */
export const uiNotation = (): Notation => (vscode.env.language.startsWith('zh') ? 'zh' : 'wxf');

export const readConfig = (): LensConfig => {
  const c = vscode.workspace.getConfiguration('xiangqiLens');
  const protocol = c.get<string>('engine.protocol', 'uci') === 'ucci' ? 'ucci' : 'uci';
  const notation = c.get<string>('notation', 'auto');
  return {
    hashMb: clampOption(HASH_MB, c.get<number>('engine.hashMb', HASH_MB.default)).value,
    analysisDepth: Math.min(Math.max(c.get<number>('analysis.depth', 12), 1), 40),
    reviewDepth: Math.min(Math.max(Math.trunc(c.get<number>('review.depth', 10)), 1), 30),
    analysisMovetime: Math.min(Math.max(Math.trunc(c.get<number>('analysis.movetime', 0)), 0), 600_000),
    multiPv: clampOption(MULTI_PV, c.get<number>('analysis.multiPv', MULTI_PV.default)).value,
    notation: notation === 'zh' || notation === 'wxf' || notation === 'iccs' ? notation : uiNotation(),
    bookFile: c.get<string>('engine.bookFile', '').trim(),
    externalEngine: { path: c.get<string>('engine.path', '').trim(), args: c.get<string[]>('engine.args', []), protocol },
  };
};

/** The search limits the settings ask for, per position. */
export const analysisLimits = (c: LensConfig): LimitsDto =>
  c.analysisMovetime > 0 ? { movetime: c.analysisMovetime, multipv: c.multiPv } : { depth: c.analysisDepth, multipv: c.multiPv };

/**
 * The limits of a game review: a fixed depth, so results come back from the shared cache and two reviews
 * of a game agree (the second line that tells an only move is searched apart: ReviewOptions.secondLine).
 */
export const reviewLimits = (c: LensConfig): LimitsDto => ({ depth: c.reviewDepth });
