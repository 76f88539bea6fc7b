import * as crypto from 'node:crypto';
import * as vscode from 'vscode';
import type { BoardViewDto, HostToWebview } from '../protocol/webview';
import { isWebviewToHost } from '../protocol/webview';
import { Disposable } from './dispose';
import { boardPageHtml, makeNonce } from './webviewHtml';

/** One board panel, reused: shows a position and a line to step through. */
export class BoardPanel extends Disposable {
  private panel: vscode.WebviewPanel | undefined;
  private ready = false;
  private pending: BoardViewDto | undefined;

  constructor(private readonly extensionUri: vscode.Uri) {
    super();
    this._register({ dispose: () => this.panel?.dispose() });
  }

  show(view: BoardViewDto): void {
    this.pending = view;
    if (!this.panel) this.open();
    else this.panel.reveal(vscode.ViewColumn.Beside, true);
    this.flush();
  }

  private open(): void {
    const roots = [vscode.Uri.joinPath(this.extensionUri, 'dist', 'webview'), vscode.Uri.joinPath(this.extensionUri, 'media')];
    const panel = vscode.window.createWebviewPanel('xiangqiLens.board', vscode.l10n.t('Xiangqi board'), { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true }, {
      enableScripts: true,
      localResourceRoots: roots,
    });
    const w = panel.webview;
    w.html = boardPageHtml({
      cspSource: w.cspSource,
      scriptUri: w.asWebviewUri(vscode.Uri.joinPath(roots[0], 'board.js')).toString(),
      styleUri: w.asWebviewUri(vscode.Uri.joinPath(roots[1], 'board.css')).toString(),
      nonce: makeNonce((n) => crypto.randomBytes(n)),
      lang: vscode.env.language,
      labels: { prev: vscode.l10n.t('Previous move (←)'), next: vscode.l10n.t('Next move (→)'), flip: vscode.l10n.t('Flip board (f)') },
    });
    this.ready = false;
    const sub = w.onDidReceiveMessage((m: unknown) => {
      // anything that is not one of our messages is ignored
      if (!isWebviewToHost(m)) return;
      if (m.type === 'ready') {
        this.ready = true;
        this.flush();
      }
    });
    panel.onDidDispose(() => {
      sub.dispose();
      this.panel = undefined;
      this.ready = false;
    });
    this.panel = panel;
  }

  private flush(): void {
    if (!this.panel || !this.ready || !this.pending) return;
    const msg: HostToWebview = { type: 'show', view: this.pending };
    void this.panel.webview.postMessage(msg);
    this.pending = undefined;
  }
}
