/**
 * The board page's entry (bundled as dist/webview/editor.js): wires the app to VS Code's webview API
 * through the one Endpoint, says `ready`, and lets the host's messages in only after validation.
 */
import { Endpoint } from '../../src/protocol/rpc';
import { isHostToWebview } from '../../src/protocol/validateWebview';
import type { HostToWebview, PageState, WebviewToHost } from '../../src/protocol/webview';
import { createEditorApp } from './app';

interface VsCodeApi {
  postMessage(msg: WebviewToHost): void;
  getState(): unknown;
  setState(s: unknown): void;
}
declare function acquireVsCodeApi(): VsCodeApi;

const vscode = acquireVsCodeApi();
let app: ReturnType<typeof createEditorApp> | undefined;
const host = new Endpoint<WebviewToHost, HostToWebview>({
  send: (m) => vscode.postMessage(m),
  validate: isHostToWebview,
  classify: (m) => (m.type === 'applied' ? 'reply' : m.type === 'refused' ? 'error' : 'event'),
  errorOf: (m) => (m.type === 'refused' ? { code: m.code, message: m.message } : { code: 'ERR', message: m.type }),
  onEvent: (m) => app?.receive(m),
});
window.addEventListener('message', (e: MessageEvent) => host.receive(e.data));

app = createEditorApp(
  document.getElementById('app') as HTMLElement,
  {
    notify: (m) => host.notify(m),
    async edit(game, edit) {
      try {
        const r = await host.request({ type: 'edit', game, edit }).reply;
        return r.type === 'applied' ? { ok: true, path: r.path } : { ok: false, message: r.type };
      } catch (e) {
        return { ok: false, message: (e as Error).message };
      }
    },
  },
  { get: () => vscode.getState() as PageState | undefined, set: (s) => vscode.setState(s) },
);
host.sayReady({ type: 'ready' });
