/**
 * The setup board's entry (bundled as dist/webview/setup.js): the page on its host endpoint
 * (webview/ui/hostEndpoint.ts), which lets the host's messages in only after validation; then `ready`.
 */
import type { HostToSetupPage, SetupPageToHost } from '../../src/protocol/setupPage';
import { isHostToSetupPage, isSetupPageState } from '../../src/protocol/validateSetupPage';
import { connectHost } from '../ui/hostEndpoint';
import { createSetupApp } from './app';

const { host, state } = connectHost<SetupPageToHost, HostToSetupPage>({
  validate: isHostToSetupPage,
  classify: () => 'event',
  onEvent: (m) => app.init(m),
});
const saved = state.get();
const app = createSetupApp(document.getElementById('app') as HTMLElement, {
  send: (m) => host.notify(m),
  state: { set: (s) => state.set(s) },
  ...(isSetupPageState(saved) ? { saved } : {}),
});
host.sayReady({ type: 'ready' });
