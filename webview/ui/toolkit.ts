/**
 * The one module that imports the webview UI toolkit. It registers the components the editor uses
 * and offers small typed helpers to make them, so the panels never name a toolkit element: moving
 * to the toolkit's maintained successor, @vscode-elements/elements (`vscode-button`,
 * `vscode-checkbox`, `vscode-single-select`, `vscode-progress-ring`, `vscode-badge`), changes this
 * file only.
 *
 * Under our CSP (`default-src 'none'`, styles only from the extension, scripts only with a nonce)
 * the components style themselves through constructable stylesheets, which CSP allows; the one
 * thing it refuses is the toolkit's start-up probe for `:focus-visible`, which inserts an empty
 * `<style>` element: see esbuild.mjs (`focusVisibleProbe`) for how the build answers it instead.
 *
 * @example
 * registerToolkit();
 * panel.append(button('Analyse', { appearance: 'primary', onClick: start }));
 */
// first: it records the `load` listener through which the toolkit applies VS Code's theme
import { recordedLoadListeners } from './loadListeners';
import {
  provideVSCodeDesignSystem, vsCodeBadge, vsCodeButton, vsCodeCheckbox, vsCodeDivider, vsCodeDropdown, vsCodeOption, vsCodeProgressRing,
} from '@vscode/webview-ui-toolkit';

const themeListeners = recordedLoadListeners();
let registered = false;

/** Defines the custom elements; call once, before the page shows them (later calls do nothing). */
export const registerToolkit = (): void => {
  if (registered) return;
  registered = true;
  provideVSCodeDesignSystem().register(
    vsCodeButton(), vsCodeCheckbox(), vsCodeDropdown(), vsCodeOption(), vsCodeProgressRing(), vsCodeBadge(), vsCodeDivider(),
  );
  // loaded after the page (a notebook renderer): the toolkit missed `load`, so it has not read the theme yet
  if (document.readyState === 'complete') for (const l of themeListeners) l(new Event('load'));
};

export interface ButtonOptions {
  /** primary: the panel's main action; secondary: others; icon: a one-character tool button. */
  readonly appearance?: 'primary' | 'secondary' | 'icon';
  readonly title?: string;
  /** Drawn instead of the label (an SVG icon); the label then names the button for screen readers. */
  readonly icon?: Node;
  readonly onClick: () => void;
}

export const button = (label: string, o: ButtonOptions): HTMLElement => {
  const b = document.createElement('vscode-button');
  b.setAttribute('appearance', o.appearance ?? 'secondary');
  if (o.title) {
    b.setAttribute('title', o.title);
    b.setAttribute('aria-label', o.title);
  }
  if (o.icon) {
    b.append(o.icon);
    if (!o.title) b.setAttribute('aria-label', label);
  } else b.textContent = label;
  b.addEventListener('click', () => o.onClick());
  return b;
};

export const checkbox = (label: string, checked: boolean, onChange: (checked: boolean) => void): HTMLElement => {
  const c = document.createElement('vscode-checkbox');
  if (checked) c.setAttribute('checked', '');
  c.textContent = label;
  c.addEventListener('change', () => onChange((c as HTMLElement & { checked?: boolean }).checked === true));
  return c;
};

/** A drop-down of `options` (value → label). */
export const dropdown = (options: readonly (readonly [string, string])[], value: string, onChange: (value: string) => void): HTMLElement => {
  const d = document.createElement('vscode-dropdown');
  for (const [v, text] of options) {
    const o = document.createElement('vscode-option');
    o.setAttribute('value', v);
    if (v === value) o.setAttribute('selected', '');
    o.textContent = text;
    d.append(o);
  }
  d.addEventListener('change', () => onChange((d as HTMLElement & { value?: string }).value ?? ''));
  return d;
};

export const progressRing = (): HTMLElement => document.createElement('vscode-progress-ring');

export const badge = (text: string): HTMLElement => {
  const b = document.createElement('vscode-badge');
  b.textContent = text;
  return b;
};
