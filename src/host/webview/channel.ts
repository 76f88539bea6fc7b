/**
 * What every board webview shares: its options (scripts on, resources only from dist/webview and
 * media), the CSP page with a fresh nonce, and the one Endpoint that validates what the page sends,
 * holds the host's messages until the page says `ready`, and answers the page's requests.
 *
 *   const ch = openBoardPage(panel.webview, extensionUri, { onReady: () => ch.endpoint.notify(init), onRequest, onEvent });
 */
import * as crypto from 'node:crypto';
import * as vscode from 'vscode';
import { Endpoint, type Responder } from '../../protocol/rpc';
import { isWebviewToHost } from '../../protocol/validateWebview';
import type { HostToWebview, WebviewToHost } from '../../protocol/webview';
import { uiLanguage } from '../locale';
import { boardPageHtml, makeNonce } from './page';

export interface PageHandlers {
  /** The page loaded (first time, or again after being hidden): send it everything. */
  onReady(): void;
  /** The page asks for an edit. */
  onRequest(m: Extract<WebviewToHost, { id: number }>, respond: Responder<HostToWebview>): void | Promise<void>;
  onEvent(m: Exclude<WebviewToHost, { id: number }>): void;
}

export interface BoardPage extends vscode.Disposable {
  readonly endpoint: Endpoint<HostToWebview, WebviewToHost>;
}

/** Where the page's files are, for localResourceRoots and URIs. */
const roots = (extensionUri: vscode.Uri): vscode.Uri[] => [vscode.Uri.joinPath(extensionUri, 'dist', 'webview'), vscode.Uri.joinPath(extensionUri, 'media')];

export const boardPageOptions = (extensionUri: vscode.Uri): vscode.WebviewOptions => ({ enableScripts: true, localResourceRoots: roots(extensionUri) });

/**
 * Gives a webview our options and its CSP page: `script` from dist/webview, `styles` from media, a fresh nonce,
 * the UI's language, and `title` for screen readers. The board page, the setup board and the graph view all load so.
 */
export const loadPage = (webview: vscode.Webview, extensionUri: vscode.Uri, page: { script: string; styles: readonly string[]; title: string }): void => {
  const [dist, media] = roots(extensionUri);
  webview.options = boardPageOptions(extensionUri);
  webview.html = boardPageHtml({
    cspSource: webview.cspSource,
    scriptUri: webview.asWebviewUri(vscode.Uri.joinPath(dist, page.script)).toString(),
    styleUris: page.styles.map((f) => webview.asWebviewUri(vscode.Uri.joinPath(media, f)).toString()),
    nonce: makeNonce((n) => crypto.randomBytes(n)),
    lang: vscode.env.language,
    ui: uiLanguage(),
    title: page.title,
  });
};

export const openBoardPage = (webview: vscode.Webview, extensionUri: vscode.Uri, handlers: PageHandlers): BoardPage => {
  loadPage(webview, extensionUri, { script: 'editor.js', styles: ['xq-board.css', 'xq-panels.css', 'editor.css'], title: vscode.l10n.t('Xiangqi board') });
  const endpoint = new Endpoint<HostToWebview, WebviewToHost>({
    send: (m) => void webview.postMessage(m),
    // anything that is not one of our messages is dropped
    validate: isWebviewToHost,
    classify: (m) => (m.type === 'edit' ? 'request' : 'event'),
    onRequest: (m, respond) => (m.type === 'edit' ? handlers.onRequest(m, respond) : undefined),
    makeError: (inReplyTo, code, message) => ({ type: 'refused', inReplyTo, code, message }),
    onEvent: (m) => (m.type === 'edit' ? undefined : handlers.onEvent(m)),
    handshake: { isReady: (m) => m.type === 'ready', onReady: () => handlers.onReady() },
  });
  const sub = webview.onDidReceiveMessage((m: unknown) => endpoint.receive(m));
  return {
    endpoint,
    dispose: () => {
      sub.dispose();
      endpoint.dispose();
    },
  };
};
