/**
 * What every output view of the renderer shares: the extension's channel when there is one (its words,
 * notation and UI language, and a way to ask it to open things), else the words and notation the
 * output was saved with.
 *
 *   env.text('depth', output.language, 14) // '深度 14' once the extension has said, 'depth 14' before
 */
import type { Notation } from '../../src/core/notation';
import { RENDERER_STRINGS, type RendererConfigDto, type RendererStringKey, type RendererToHost } from '../../src/protocol/notebook';

export interface RendererEnv {
  /** The extension's last word, if it has spoken. */
  readonly config: RendererConfigDto | undefined;
  /** Whether the extension listens (messaging is optional: other viewers have none). */
  readonly canPost: boolean;
  post(m: RendererToHost): void;
  text(key: RendererStringKey, saved: 'zh' | 'en', ...args: Array<string | number>): string;
  language(saved: 'zh' | 'en'): 'zh' | 'en';
  notation(saved: Notation): Notation;
}

export const createEnv = (post: ((m: RendererToHost) => void) | undefined): RendererEnv & { configure(c: RendererConfigDto): void } => {
  let config: RendererConfigDto | undefined;
  return {
    get config() {
      return config;
    },
    canPost: post !== undefined,
    post: (m) => post?.(m),
    text: (key, _saved, ...args) => (config?.strings[key] ?? RENDERER_STRINGS[key]).replace(/\{(\d)\}/g, (_, i: string) => String(args[Number(i)] ?? '')),
    language: (saved) => config?.language ?? saved,
    notation: (saved) => config?.notation ?? saved,
    configure(c) {
      config = c;
    },
  };
};
