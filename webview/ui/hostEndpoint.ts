/**
 * A page's one line to its host: VS Code's webview API behind the one Endpoint (src/protocol/rpc.ts), every
 * arriving message validated before the page sees it, and the page's saved state. Each page's entry calls it
 * once, since VS Code hands out its webview API once a page.
 *
 *   const { host, state } = connectHost<PageToHost, HostToPage>({ validate: isHostToPage, classify: () => 'event', onEvent });
 *   host.sayReady({ type: 'ready' });
 */
import { Endpoint, type EndpointOptions, type Keyed, type Reply } from '../../src/protocol/rpc';

interface VsCodeApi {
  postMessage(msg: unknown): void;
  getState(): unknown;
  setState(state: unknown): void;
}
declare function acquireVsCodeApi(): VsCodeApi;

export interface PageStateStore {
  /** What the page saved before a reload, unchecked: each page validates its own. */
  get(): unknown;
  set(state: unknown): void;
}

export const connectHost = <TOut extends Keyed, TIn extends Reply>(
  opts: Omit<EndpointOptions<TOut, TIn>, 'send'>,
): { readonly host: Endpoint<TOut, TIn>; readonly state: PageStateStore } => {
  const api = acquireVsCodeApi();
  const host = new Endpoint<TOut, TIn>({ ...opts, send: (m) => api.postMessage(m) });
  window.addEventListener('message', (e: MessageEvent) => host.receive(e.data));
  return { host, state: { get: () => api.getState(), set: (s) => api.setState(s) } };
};
