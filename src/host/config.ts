import * as vscode from 'vscode';

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
    hashMb: Math.min(Math.max(c.get<number>('engine.hashMb', 64), 1), 1024),
    analysisDepth: Math.min(Math.max(c.get<number>('analysis.depth', 12), 1), 40),
    multiPv: Math.min(Math.max(c.get<number>('analysis.multiPv', 1), 1), 10),
    externalEngine: { path: c.get<string>('engine.path', '').trim(), args: c.get<string[]>('engine.args', []), protocol },
  };
};
