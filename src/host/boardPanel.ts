import * as crypto from 'node:crypto';
import * as vscode from 'vscode';
import type { BoardViewDto, HostToWebview } from '../protocol/webview';
import { Endpoint } from '../protocol/rpc';
import { isWebviewToHost, type WebviewToHost } from '../protocol/webview';
import { Disposable } from './dispose';
import { boardPageHtml, makeNonce } from './webviewHtml';

/** One board panel, reused: shows a position and a line to step through. */
export class BoardPanel extends Disposable {
  private panel: vscode.WebviewPanel | undefined;
  private endpoint: Endpoint<HostToWebview, WebviewToHost> | undefined;
  private view: BoardViewDto | undefined;

  constructor(private readonly extensionUri: vscode.Uri) {
    super();
    this._register({ dispose: () => this.panel?.dispose() });
  }

  show(view: BoardViewDto): void {
    this.view = view;
    if (!this.panel) this.open();
    else this.panel.reveal(vscode.ViewColumn.Beside, true);
    // held by the endpoint until the page says it is ready
    this.endpoint?.notify({ type: 'show', view });
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
    const endpoint = new Endpoint<HostToWebview, WebviewToHost>({
      send: (m) => void panel.webview.postMessage(m),
      // anything that is not one of our messages is dropped
      validate: isWebviewToHost,
      classify: () => 'event',
      handshake: {
        isReady: (m) => m.type === 'ready',
        // a page that reloads (hidden and shown again) starts empty: show it the view again
        onReady: () => this.view && endpoint.notify({ type: 'show', view: this.view }),
      },
    });
    const sub = w.onDidReceiveMessage((m: unknown) => endpoint.receive(m));
    panel.onDidDispose(() => {
      sub.dispose();
      endpoint.dispose();
      this.panel = undefined;
      this.endpoint = undefined;
    });
    this.panel = panel;
    this.endpoint = endpoint;
  }
}
