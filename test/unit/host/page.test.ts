import { strict as assert } from 'node:assert';
import * as crypto from 'node:crypto';
import { boardPageHtml, makeNonce } from '../../../src/host/webview/page';

const page = (nonce: string): string =>
  boardPageHtml({
    cspSource: 'https://file+.vscode-resource.vscode-cdn.net',
    scriptUri: 'https://file+.vscode-resource.vscode-cdn.net/ext/dist/webview/editor.js',
    styleUris: ['https://file+.vscode-resource.vscode-cdn.net/ext/media/xq-board.css', 'https://file+.vscode-resource.vscode-cdn.net/ext/media/editor.css'],
    nonce,
    lang: 'zh-cn',
    ui: 'zh',
    title: '"><script>alert(1)</script>',
  });

describe('board page HTML', () => {
  it('has a strict CSP: nothing by default, scripts only with the nonce', () => {
    const nonce = makeNonce((n) => crypto.randomBytes(n));
    const html = page(nonce);
    const csp = /content="([^"]+)"/.exec(html)?.[1] ?? '';
    assert.match(csp, /^default-src 'none'/);
    assert.match(csp, new RegExp(`script-src 'nonce-${nonce}'`));
    assert.doesNotMatch(csp, /unsafe-(inline|eval)/);
    const scripts = [...html.matchAll(/<script([^>]*)>/g)];
    assert.equal(scripts.length, 1);
    assert.match(scripts[0][1], new RegExp(`nonce="${nonce}"`));
    // no remote content: every URL is the webview's own resource origin
    for (const m of html.matchAll(/(?:src|href)="([^"]+)"/g)) assert.match(m[1], /^https:\/\/file\+\.vscode-resource\./);
  });

  it('escapes text it puts in attributes', () => {
    const html = page('abc');
    assert.equal((html.match(/<script/g) ?? []).length, 1);
  });

  it('nonces are 24 characters of [A-Za-z0-9] and differ', () => {
    const a = makeNonce((n) => crypto.randomBytes(n));
    const b = makeNonce((n) => crypto.randomBytes(n));
    assert.match(a, /^[A-Za-z0-9]{24}$/);
    assert.notEqual(a, b);
  });
});
