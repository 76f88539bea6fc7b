/**
 * The engine in the status bar: which engine, and whether it searches; on the board in front, its depth
 * and score as they come. A click analyses the position in front (or stops).
 */
import * as vscode from 'vscode';
import { COMMANDS } from './commandIds';
import { Disposable } from './dispose';
import type { SessionRegistry } from './editors/boardSession';
import type { Engines } from './engineService';

export class EngineStatus extends Disposable {
  private readonly item = this._register(vscode.window.createStatusBarItem('xiangqiLens.engine', vscode.StatusBarAlignment.Right, 100));
  private engine = 'Xiangqi Lens';
  private searching = 0;
  private detail = '';

  constructor(engines: Engines, registry: SessionRegistry) {
    super();
    this.item.name = vscode.l10n.t('Xiangqi Lens engine');
    this._register(
      engines.onDidChangeActivity((a) => {
        this.engine = a.engine;
        this.searching = a.searching;
        if (a.searching === 0) this.detail = '';
        this.draw();
      }),
    );
    this._register(
      registry.onDidAnalyse((text) => {
        this.detail = text;
        this.draw();
      }),
    );
    this.draw();
  }

  private draw(): void {
    const busy = this.searching > 0;
    this.item.text = `$(${busy ? 'sync~spin' : 'circuit-board'}) ${this.engine}${busy ? ` ${this.detail || vscode.l10n.t('searching')}` : ''}`;
    this.item.tooltip = busy ? vscode.l10n.t('{0} is searching; click to stop', this.engine) : vscode.l10n.t('{0} is idle; click to analyse the position', this.engine);
    this.item.command = busy ? COMMANDS.stopAnalysis : COMMANDS.analysePosition;
    this.item.show();
  }
}
