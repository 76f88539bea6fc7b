import * as vscode from 'vscode';

/** Owns its resources: everything registered here is disposed with it. */
export abstract class Disposable implements vscode.Disposable {
  private readonly _disposables: vscode.Disposable[] = [];
  private _isDisposed = false;

  protected _register<T extends vscode.Disposable>(d: T): T {
    if (this._isDisposed) d.dispose();
    else this._disposables.push(d);
    return d;
  }

  dispose(): void {
    if (this._isDisposed) return;
    this._isDisposed = true;
    while (this._disposables.length) this._disposables.pop()?.dispose();
  }
}
