/**
 * The evaluation graph view's entry (bundled as dist/webview/graphView.js): wires the page to VS Code's
 * webview API through the one Endpoint, says `ready`, and lets the host's messages in only after validation.
 */
import type { GraphViewToHost, HostToGraphView } from '../../src/protocol/graphView';
import { Endpoint } from '../../src/protocol/rpc';
import { isHostToGraphView } from '../../src/protocol/validateGraphView';
import { createGraphViewApp } from './app';

interface VsCodeApi {
  postMessage(msg: GraphViewToHost): void;
}
declare function acquireVsCodeApi(): VsCodeApi;

const vscode = acquireVsCodeApi();
const app = createGraphViewApp(document.getElementById('app') as HTMLElement, { jump: (ply) => host.notify({ type: 'jump', ply }) });
const host = new Endpoint<GraphViewToHost, HostToGraphView>({
  send: (m) => vscode.postMessage(m),
  validate: isHostToGraphView,
  classify: () => 'event',
  onEvent: (m) => app.show(m),
});
window.addEventListener('message', (e: MessageEvent) => host.receive(e.data));
host.sayReady({ type: 'ready' });
