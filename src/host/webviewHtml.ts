/**
 * The board webview's page. Pure (no vscode import) so its security properties are unit-tested:
 * `default-src 'none'`, scripts only with the nonce, styles/images/fonts only from the extension.
 */
export interface WebviewPageParts {
  readonly cspSource: string;
  readonly scriptUri: string;
  readonly styleUri: string;
  readonly nonce: string;
  readonly lang: string;
  readonly labels: { readonly prev: string; readonly next: string; readonly flip: string };
}

const esc = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** 32 characters from a CSPRNG-like source; the caller passes the random bytes. */
export const makeNonce = (random: (n: number) => Uint8Array): string =>
  Array.from(random(24), (b) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'[b % 62]).join('');

export const boardPageHtml = (p: WebviewPageParts): string => {
  const csp = [
    "default-src 'none'",
    `style-src ${p.cspSource}`,
    `img-src ${p.cspSource} data:`,
    `font-src ${p.cspSource}`,
    `script-src 'nonce-${p.nonce}'`,
  ].join('; ');
  return `<!DOCTYPE html>
<html lang="${esc(p.lang)}">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="stylesheet" href="${esc(p.styleUri)}">
</head>
<body>
<h1 id="title"></h1>
<div id="board" tabindex="0"></div>
<div id="controls">
<button id="prev" title="${esc(p.labels.prev)}">◀</button>
<span id="ply"></span>
<button id="next" title="${esc(p.labels.next)}">▶</button>
<button id="flip" title="${esc(p.labels.flip)}">⇅</button>
</div>
<div id="moves"></div>
<script nonce="${p.nonce}" src="${esc(p.scriptUri)}"></script>
</body>
</html>`;
};
