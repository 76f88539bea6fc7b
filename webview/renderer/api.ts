/**
 * The part of VS Code's notebook renderer API this renderer uses (the `vscode-notebook-renderer`
 * package's types, written out here so the webview needs no package): VS Code imports the bundle
 * and calls `activate` once per notebook webview, then `renderOutputItem` for each output.
 *
 *   export const activate: ActivationFunction = (context) => ({ renderOutputItem(item, el) { … } });
 */
export interface OutputItem {
  readonly id: string;
  readonly mime: string;
  text(): string;
  json(): unknown;
}

export interface RendererContext {
  /** Present when the extension asked for messaging (`requiresMessaging`) and is running. */
  postMessage?(message: unknown): void;
  onDidReceiveMessage?(listener: (message: unknown) => void): { dispose(): void };
}

export interface RendererApi {
  renderOutputItem(item: OutputItem, element: HTMLElement, signal?: AbortSignal): void | Promise<void>;
  disposeOutputItem?(id?: string): void;
}

export type ActivationFunction = (context: RendererContext) => RendererApi | undefined | Promise<RendererApi | undefined>;
