/**
 * Records the window `load` listeners added while the next imports evaluate (then stops): the webview UI
 * toolkit applies VS Code's theme to its components from a `load` listener it adds as it loads. A page
 * that loads the toolkit with its own script sees that event; the notebook renderer, loaded into a
 * webview long after its `load`, never would, and its buttons would keep the toolkit's dark defaults in a
 * light theme. toolkit.ts imports this module first, then the toolkit, and replays what it recorded.
 *
 *   import { recordedLoadListeners } from './loadListeners'; // before the toolkit's import
 *   if (document.readyState === 'complete') for (const l of recordedLoadListeners()) l(new Event('load'));
 */
type Listener = (e: Event) => void;

const seen: Listener[] = [];
const original = window.addEventListener;
window.addEventListener = function (this: Window, type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void {
  if (type === 'load' && typeof listener === 'function') seen.push(listener as Listener);
  original.call(this, type, listener, options);
} as typeof window.addEventListener;

/** Stops recording and gives what was recorded. */
export const recordedLoadListeners = (): readonly Listener[] => {
  window.addEventListener = original;
  return seen;
};
