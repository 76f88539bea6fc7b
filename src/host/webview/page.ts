/**
 * The board page's HTML. Pure (no vscode import) so its security properties are unit-tested:
 * `default-src 'none'`, scripts only with the nonce, styles, images and fonts only from the extension.
 *
 *   webview.html = boardPageHtml({ cspSource: webview.cspSource, scriptUri, styleUris, nonce: makeNonce(randomBytes), lang, title });
 */
export interface PageParts {
  readonly cspSource: string;
  readonly scriptUri: string;
  readonly styleUris: readonly string[];
  readonly nonce: string;
  /** VS Code's UI language (`zh-cn`, `en`), for the page's `lang`, and the language its words are in (host/locale.ts). */
  readonly lang: string;
  readonly ui: 'zh' | 'en';
  /** A name for the page, for screen readers. */
  readonly title: string;
}

const esc = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** 24 characters from a CSPRNG-like source; the caller passes the random bytes. */
export const makeNonce = (random: (n: number) => Uint8Array): string =>
  Array.from(random(24), (b) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'[b % 62]).join('');

export const boardPageHtml = (p: PageParts): string => {
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
<title>${esc(p.title)}</title>
${p.styleUris.map((u) => `<link rel="stylesheet" href="${esc(u)}">`).join('\n')}
</head>
<body data-lang="${p.ui}">
<main id="app" aria-label="${esc(p.title)}"></main>
<script nonce="${p.nonce}" src="${esc(p.scriptUri)}"></script>
</body>
</html>`;
};
