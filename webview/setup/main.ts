/**
 * The setup board's entry (bundled as dist/webview/setup.js): wires the page to VS Code's webview API
 * through the one Endpoint, says `ready`, and lets the host's messages in only after validation.
 */
import { Endpoint } from '../../src/protocol/rpc';
import type { HostToSetupPage, SetupPageState, SetupPageToHost } from '../../src/protocol/setupPage';
import { isHostToSetupPage, isSetupPageState } from '../../src/protocol/validateSetupPage';
import { createSetupApp } from './app';

interface VsCodeApi {
  postMessage(msg: SetupPageToHost): void;
  getState(): unknown;
  setState(s: SetupPageState): void;
}
declare function acquireVsCodeApi(): VsCodeApi;

const vscode = acquireVsCodeApi();
const saved = vscode.getState();
const app = createSetupApp(document.getElementById('app') as HTMLElement, {
  send: (m) => host.notify(m),
  state: { set: (s) => vscode.setState(s) },
  ...(isSetupPageState(saved) ? { saved } : {}),
});
const host = new Endpoint<SetupPageToHost, HostToSetupPage>({
  send: (m) => vscode.postMessage(m),
  validate: isHostToSetupPage,
  classify: () => 'event',
  onEvent: (m) => app.init(m),
});
window.addEventListener('message', (e: MessageEvent) => host.receive(e.data));
host.sayReady({ type: 'ready' });
