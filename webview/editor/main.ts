/**
 * The board page's entry (bundled as dist/webview/editor.js): the app on its host endpoint
 * (webview/ui/hostEndpoint.ts), which lets the host's messages in only after validation; then `ready`.
 */
import { isHostToWebview } from '../../src/protocol/validateWebview';
import type { HostToWebview, PageState, WebviewToHost } from '../../src/protocol/webview';
import { connectHost } from '../ui/hostEndpoint';
import { createEditorApp } from './app';

let app: ReturnType<typeof createEditorApp> | undefined;
const { host, state } = connectHost<WebviewToHost, HostToWebview>({
  validate: isHostToWebview,
  classify: (m) => (m.type === 'applied' ? 'reply' : m.type === 'refused' ? 'error' : 'event'),
  errorOf: (m) => (m.type === 'refused' ? { code: m.code, message: m.message } : { code: 'ERR', message: m.type }),
  onEvent: (m) => app?.receive(m),
});

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
  { get: () => state.get() as PageState | undefined, set: (s) => state.set(s) },
);
host.sayReady({ type: 'ready' });
