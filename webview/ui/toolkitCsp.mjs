// An esbuild plugin that keeps @vscode/webview-ui-toolkit inside our strict CSP (no inline styles).
// At start-up the toolkit (through @microsoft/fast-web-utilities) asks whether the browser knows
// `:focus-visible` by appending an empty <style> element and inserting a rule into it; our CSP refuses
// that element (a CSP violation at every load, and the answer comes out "no", so focus rings show on
// mouse clicks too). The plugin swaps the probe for CSS.supports(), which asks the same question
// without a <style> element. It fails the build if the probe is not where it expects it, so an
// update of the toolkit cannot bring the violation back silently. Used by esbuild.mjs and
// test/webview/serve.ts; delete it with the toolkit when moving to @vscode-elements/elements.
import { readFile } from 'node:fs/promises';

const PROBE = /export function canUseFocusVisible\(\) \{[\s\S]*?\n\}\n/;

export const toolkitCsp = {
  name: 'toolkit-csp',
  setup(build) {
    build.onLoad({ filter: /fast-web-utilities[\\/]dist[\\/]dom\.js$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!PROBE.test(source)) throw new Error(`toolkit-csp: canUseFocusVisible() not found in ${args.path}; check the toolkit under the CSP again`);
      const contents = source.replace(
        PROBE,
        'export function canUseFocusVisible() {\n    if (typeof _canUseFocusVisible !== "boolean") _canUseFocusVisible = canUseDOM() && CSS.supports("selector(:focus-visible)");\n    return _canUseFocusVisible;\n}\n',
      );
      return { contents, loader: 'js' };
    });
  },
};
