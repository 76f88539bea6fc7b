/**
 * Serves the webview check pages the way a VS Code webview loads them: bundled with esbuild, the
 * stylesheets from media/, and the same Content Security Policy as src/host/webview/page.ts (taken
 * from its output, so the two cannot drift), on 127.0.0.1 only. Used by check.ts and the drag bench.
 *
 * @example
 * const server = await servePages();
 * await page.goto(server.url('page', { theme: 'dark', lang: 'zh' }));
 * await server.close();
 */
import * as esbuild from 'esbuild';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { boardPageHtml } from '../../src/host/webview/page';

export const ROOT = join(__dirname, '..', '..');
export type ThemeKind = 'light' | 'dark' | 'hc';
export const THEMES: readonly ThemeKind[] = ['light', 'dark', 'hc'];
const BODY_CLASS: Record<ThemeKind, string> = { light: 'vscode-light', dark: 'vscode-dark', hc: 'vscode-high-contrast' };

// A few of VS Code's own theme colours (Default Light Modern, Default Dark Modern, Default High
// Contrast), enough for the board and panels; VS Code injects the full set into real webviews.
const BASE: Record<ThemeKind, Record<string, string>> = {
  light: {
    foreground: '#3b3b3b', 'editor-background': '#ffffff', descriptionForeground: '#717171', focusBorder: '#005fb8',
    'list-activeSelectionBackground': '#e4e6f1', 'list-activeSelectionForeground': '#000000', 'list-hoverBackground': '#f2f2f2',
    'editorWidget-background': '#f8f8f8', 'panel-border': '#e5e5e5', 'menu-background': '#ffffff', 'menu-foreground': '#3b3b3b',
    'menu-selectionBackground': '#005fb8', 'menu-selectionForeground': '#ffffff', 'menu-border': '#cecece', 'charts-red': '#e51400',
    'editorError-foreground': '#e51400', 'editorWarning-foreground': '#bf8803', 'editorInfo-foreground': '#1a85ff',
    'button-background': '#005fb8', 'button-foreground': '#ffffff', 'button-hoverBackground': '#0258a8', 'button-border': '#0000001a',
    'button-secondaryBackground': '#e5e5e5', 'button-secondaryForeground': '#3b3b3b', 'button-secondaryHoverBackground': '#cccccc',
    'progressBar-background': '#005fb8', 'widget-shadow': '#00000029',
  },
  dark: {
    foreground: '#cccccc', 'editor-background': '#1f1f1f', descriptionForeground: '#9d9d9d', focusBorder: '#0078d4',
    'list-activeSelectionBackground': '#04395e', 'list-activeSelectionForeground': '#ffffff', 'list-hoverBackground': '#2a2d2e',
    'editorWidget-background': '#202020', 'panel-border': '#2b2b2b', 'menu-background': '#1f1f1f', 'menu-foreground': '#cccccc',
    'menu-selectionBackground': '#0078d4', 'menu-selectionForeground': '#ffffff', 'menu-border': '#454545', 'charts-red': '#f14c4c',
    'editorError-foreground': '#f14c4c', 'editorWarning-foreground': '#cca700', 'editorInfo-foreground': '#3794ff',
    'button-background': '#0078d4', 'button-foreground': '#ffffff', 'button-hoverBackground': '#026ec1', 'button-border': '#ffffff12',
    'button-secondaryBackground': '#313131', 'button-secondaryForeground': '#cccccc', 'button-secondaryHoverBackground': '#3c3c3c',
    'progressBar-background': '#0078d4', 'widget-shadow': '#0000005c',
  },
  hc: {
    foreground: '#ffffff', 'editor-background': '#000000', descriptionForeground: '#ffffff', focusBorder: '#f38518', contrastBorder: '#6fc3df',
    contrastActiveBorder: '#f38518', 'list-activeSelectionBackground': '#000000', 'list-activeSelectionForeground': '#ffffff',
    'list-hoverBackground': '#000000', 'editorWidget-background': '#0c141f', 'panel-border': '#6fc3df', 'menu-background': '#000000',
    'menu-foreground': '#ffffff', 'menu-selectionBackground': '#000000', 'menu-selectionBorder': '#f38518', 'menu-border': '#6fc3df',
    'charts-red': '#f14c4c', 'editorError-foreground': '#f48771', 'editorWarning-foreground': '#ffd700', 'editorInfo-foreground': '#3794ff',
    'button-background': '#000000', 'button-foreground': '#ffffff', 'button-border': '#6fc3df', 'button-secondaryBackground': '#000000',
    'button-secondaryForeground': '#ffffff', 'progressBar-background': '#6fc3df', 'widget-shadow': '#00000000',
  },
};

/** VS Code's variables for a theme kind, with our contributed colours at their defaults for it. */
export const themeCss = (): string => {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    contributes: { colors: { id: string; defaults: { light: string; dark: string; highContrast: string } }[] };
  };
  return THEMES.map((t) => {
    const vars = Object.entries(BASE[t]).map(([k, v]) => `--vscode-${k}: ${v};`);
    for (const c of pkg.contributes.colors) {
      const v = t === 'hc' ? c.defaults.highContrast : c.defaults[t];
      vars.push(`--vscode-${c.id.replace('.', '-')}: ${v};`);
    }
    vars.push('--vscode-font-family: system-ui, "Noto Sans CJK SC", sans-serif;', '--vscode-font-size: 13px;');
    return `body.${BODY_CLASS[t]} { ${vars.join(' ')} }`;
  })
    // what VS Code's own default stylesheet gives every webview's body
    .concat('body { margin: 0; padding: 0; background-color: var(--vscode-editor-background); color: var(--vscode-foreground); font-family: var(--vscode-font-family); font-size: var(--vscode-font-size); }')
    .join('\n');
};

const page = (p: { csp: string; nonce: string; theme: ThemeKind; lang: string; script: string }): string => `<!DOCTYPE html>
<html lang="${p.lang === 'zh' ? 'zh-cn' : 'en'}">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="${p.csp}">
<link rel="stylesheet" href="/media/theme.css">
<link rel="stylesheet" href="/media/xq-board.css">
<link rel="stylesheet" href="/media/xq-panels.css">
</head>
<body class="${BODY_CLASS[p.theme]}" data-lang="${p.lang}">
<div class="xq-editor">
  <div class="xq-board-area"><div id="evalbar" class="xq-evalbar-host"></div><div id="board" class="xq-board-host"></div></div>
  <div id="graph" class="xq-graph-host"></div>
  <div class="xq-side"><div id="engine"></div><div id="tree"></div></div>
</div>
<script nonce="${p.nonce}" src="/${p.script}.js"></script>
</body>
</html>`;

export interface PageServer {
  url(name: 'page' | 'preview', q?: { theme?: ThemeKind; lang?: string }): string;
  close(): Promise<void>;
}

/** Bundles the check page and the real preview page, then serves them on a free port. */
export const servePages = async (): Promise<PageServer> => {
  // the same plugin as esbuild.mjs: the toolkit's focus probe answered without an inline <style>
  const { toolkitCsp } = await import('../../webview/ui/toolkitCsp.mjs');
  const build = async (entry: string): Promise<string> => {
    const r = await esbuild.build({
      entryPoints: [join(ROOT, entry)], bundle: true, write: false, platform: 'browser', format: 'iife', target: 'es2022', logLevel: 'warning', plugins: [toolkitCsp],
    });
    return r.outputFiles[0].text;
  };
  const scripts: Record<string, string> = { page: await build('test/webview/page/main.ts'), preview: await build('webview/editor/main.ts') };
  const nonce = 'checkNonce0123456789abcdefABCDEF';
  let origin = '';
  const server: Server = createServer((req, res) => {
    const u = new URL(req.url ?? '/', origin);
    const send = (type: string, body: string): void => {
      res.writeHead(200, { 'content-type': `${type}; charset=utf-8` });
      res.end(body);
    };
    const name = u.pathname.slice(1);
    const theme = (u.searchParams.get('theme') ?? 'dark') as ThemeKind;
    const lang = u.searchParams.get('lang') ?? 'zh';
    const preview = boardPageHtml({
      cspSource: origin, scriptUri: '/preview.js', styleUris: ['/media/xq-board.css', '/media/xq-panels.css', '/media/editor.css'], nonce, lang: lang === 'zh' ? 'zh-cn' : 'en', ui: lang === 'zh' ? 'zh' : 'en',
      title: 'Xiangqi board',
    });
    const csp = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(preview)![1];
    if (name === 'page.html') return send('text/html', page({ csp, nonce, theme, lang, script: 'page' }));
    if (name === 'preview.html') return send('text/html', preview.replace(/<body([^>]*)>/, `<body$1 class="${BODY_CLASS[theme]}">`).replace('<link rel="stylesheet"', '<link rel="stylesheet" href="/media/theme.css">\n<link rel="stylesheet"'));
    if (name === 'media/theme.css') return send('text/css', themeCss());
    if (/^media\/[\w-]+\.css$/.test(name)) return send('text/css', readFileSync(join(ROOT, name), 'utf8'));
    if (scripts[name.replace(/\.js$/, '')] && name.endsWith('.js')) return send('text/javascript', scripts[name.replace(/\.js$/, '')]);
    res.writeHead(name === 'favicon.ico' ? 204 : 404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: (name, q = {}) => `${origin}/${name}.html?theme=${q.theme ?? 'dark'}&lang=${q.lang ?? 'zh'}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
};

/** Chromium as the e2e suite launches it (see test/e2e and the code-server notes). */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};
