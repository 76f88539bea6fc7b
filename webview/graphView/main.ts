/**
 * The evaluation graph view's entry (bundled as dist/webview/graphView.js): the page on its host endpoint
 * (webview/ui/hostEndpoint.ts), which lets the host's messages in only after validation; then `ready`.
 */
import type { GraphViewToHost, HostToGraphView } from '../../src/protocol/graphView';
import { isHostToGraphView } from '../../src/protocol/validateGraphView';
import { connectHost } from '../ui/hostEndpoint';
import { createGraphViewApp } from './app';

const { host } = connectHost<GraphViewToHost, HostToGraphView>({
  validate: isHostToGraphView,
  classify: () => 'event',
  onEvent: (m) => app.show(m),
});
const app = createGraphViewApp(document.getElementById('app') as HTMLElement, { jump: (ply) => host.notify({ type: 'jump', ply }) });
host.sayReady({ type: 'ready' });
