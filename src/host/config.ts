import * as vscode from 'vscode';
import { HASH_MB, MULTI_PV, clampOption } from '../core/engineOptions';

/** Typed view of the `xiangqiLens.*` settings. */
export interface LensConfig {
  readonly hashMb: number;
  readonly analysisDepth: number;
  readonly multiPv: number;
  readonly externalEngine: { readonly path: string; readonly args: string[]; readonly protocol: 'uci' | 'ucci' };
}

export const readConfig = (): LensConfig => {
  const c = vscode.workspace.getConfiguration('xiangqiLens');
  const protocol = c.get<string>('engine.protocol', 'uci') === 'ucci' ? 'ucci' : 'uci';
  return {
    hashMb: clampOption(HASH_MB, c.get<number>('engine.hashMb', HASH_MB.default)).value,
    analysisDepth: Math.min(Math.max(c.get<number>('analysis.depth', 12), 1), 40),
    multiPv: clampOption(MULTI_PV, c.get<number>('analysis.multiPv', MULTI_PV.default)).value,
    externalEngine: { path: c.get<string>('engine.path', '').trim(), args: c.get<string[]>('engine.args', []), protocol },
  };
};
