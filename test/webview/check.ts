/**
 * The browser check (not part of `npm test`; run `npm run test:webview`): the board and the panels
 * in Debian's Chromium under the webview's CSP. It clicks and drags moves and reads the DOM, checks
 * that no CSP rule was broken (the toolkit included), and takes screenshots in light, dark and
 * high-contrast colours, Chinese and English, into test-results/webview/. Exits 1 on any failure.
 * Needs Chromium: `bash test/e2e/apt-deps.sh` (as root).
 */
import { PAGE_STRINGS } from '../../src/protocol/webview';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { BOARD_HEIGHT, BOARD_WIDTH } from '../../webview/board/geometry';
import { CHROMIUM, ROOT, servePages, THEMES, type PageServer } from './serve';

const OUT = join(ROOT, 'test-results', 'webview');
let failures = 0;
let passes = 0;
const check = async (name: string, body: () => Promise<void>): Promise<void> => {
  try {
    await body();
    passes++;
    console.log(`  ✓ ${name}`);
  } catch (e) {
    failures++;
    console.log(`  ✗ ${name}\n    ${e instanceof Error ? e.message : String(e)}`);
  }
};
const expect = (ok: boolean, what: string): void => {
  if (!ok) throw new Error(what);
};

type Pt = { x: number; y: number };
const point = (page: Page, key: string): Promise<Pt> => page.evaluate(`window.__xq.clientPoint(${JSON.stringify(key)})`) as Promise<Pt>;
const pieceAt = (page: Page, key: string): Promise<string | null> =>
  page.evaluate(`(() => { const g = document.querySelector('#board .layer-pieces g.piece[data-square="${key}"]'); return g ? g.getAttribute('data-role') + ':' + (g.classList.contains('red') ? 'red' : 'black') + ':' + g.textContent : null; })()`) as Promise<string | null>;
const handle = <T>(page: Page, expr: string): Promise<T> => page.evaluate(`window.__xq.${expr}`) as Promise<T>;
const frame = (page: Page): Promise<void> => page.evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))') as Promise<void>;

const open = async (page: Page, server: PageServer, theme: string, lang: string): Promise<string[]> => {
  const console: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || /Content Security Policy/i.test(m.text())) console.push(m.text());
  });
  await page.goto(server.url('page', { theme: theme as 'dark', lang }));
  await page.waitForSelector('body.ready');
  await frame(page);
  return console;
};

const interactions = async (page: Page, server: PageServer): Promise<void> => {
  const logged = await open(page, server, 'dark', 'zh');
  await check('draws the start position in the move list’s simplified characters', async () => {
    expect((await pieceAt(page, 'e0')) === 'k:red:帅', `e0 is ${await pieceAt(page, 'e0')}`);
    expect((await pieceAt(page, 'e9')) === 'k:black:将', `e9 is ${await pieceAt(page, 'e9')}`);
    expect((await pieceAt(page, 'b9')) === 'n:black:马', `b9 is ${await pieceAt(page, 'b9')}`);
    const n = await page.evaluate(`document.querySelectorAll('#board .layer-pieces g.piece').length`);
    expect(n === 32, `${n} pieces`);
  });
  await check('shows three ranked engine arrows with their scores', async () => {
    // the arrows, the best last (on top); then their labels in a layer above them all
    const arrows = (await page.evaluate(`Array.from(document.querySelectorAll('#board .layer-arrows g.arrow-engine')).map((g) => g.getAttribute('data-from') + g.getAttribute('data-to') + ':' + g.getAttribute('class'))`)) as string[];
    expect(arrows.length === 3, arrows.join());
    expect(arrows[2] === 'h2e2:arrow-engine rank-1', arrows.join());
    const labels = (await page.evaluate(`Array.from(document.querySelectorAll('#board .layer-arrows .arrow-labels > g')).map((g) => g.getAttribute('data-from') + g.getAttribute('data-to') + ':' + g.textContent)`)) as string[];
    expect(labels.includes('h2e2:+0.35') && labels.length === 3, labels.join());
    const order = (await page.evaluate(`Array.from(document.querySelector('#board .layer-arrows').children).map((g) => g.getAttribute('class')).join()`)) as string;
    expect(/rank-1,arrow-labels$/.test(order), `labels are drawn above the arrows: ${order}`);
  });
  await check('click: selecting the cannon shows its destinations; clicking e2 plays h2e2', async () => {
    const h2 = await point(page, 'h2');
    await page.mouse.click(h2.x, h2.y);
    await frame(page);
    const dests = (await page.evaluate(`Array.from(document.querySelectorAll('#board .layer-dests circle')).map((c) => c.getAttribute('data-square') + ':' + c.getAttribute('class')).sort()`)) as string[];
    // the cannon on h2 at the start: h1, h3–h6, a2? no: g2–c2 (b2 blocked? b2 is a cannon: c2..g2), i2, and the capture h9 over h7
    expect(dests.includes('e2:dest') && dests.includes('h9:capture') && dests.includes('h1:dest'), dests.join());
    expect(dests.length === 12, `${dests.length} destinations: ${dests.join()}`);
    const e2 = await point(page, 'e2');
    await page.mouse.click(e2.x, e2.y);
    await frame(page);
    expect(JSON.stringify(await handle(page, 'moves')) === '["h2e2"]', JSON.stringify(await handle(page, 'moves')));
    expect((await pieceAt(page, 'e2')) === 'c:red:炮' && (await pieceAt(page, 'h2')) === null, 'the cannon is not on e2');
    const last = await page.evaluate(`Array.from(document.querySelectorAll('#board .layer-under rect.last')).map((r) => r.getAttribute('data-square')).join()`);
    expect(last === 'h2,e2', `last move marks ${last}`);
  });
  await check("moves only for the side to move: Red's pieces do not answer now", async () => {
    const e0 = await point(page, 'e0');
    await page.mouse.click(e0.x, e0.y);
    await frame(page);
    const selected = await page.evaluate(`document.querySelectorAll('#board .layer-under .selected').length`);
    expect(selected === 0, 'a red piece was selected with Black to move');
  });
  await check('drag: the black horse h9 follows the pointer and drops on g7', async () => {
    const from = await point(page, 'h9');
    const to = await point(page, 'g7');
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    const steps = 8;
    for (let i = 1; i <= steps; i++) await page.mouse.move(from.x + ((to.x - from.x) * i) / steps, from.y + ((to.y - from.y) * i) / steps);
    await frame(page);
    const during = (await page.evaluate(`(() => { const d = document.querySelector('#board .layer-drag'); return { piece: d.querySelector('g.piece')?.getAttribute('data-square'), transform: d.getAttribute('transform'), ghost: !!document.querySelector('#board .layer-pieces g.piece.ghost[data-square="h9"]') }; })()`)) as { piece?: string; transform: string | null; ghost: boolean };
    expect(during.piece === 'h9' && !!during.transform && during.ghost, `while dragging: ${JSON.stringify(during)}`);
    await page.mouse.up();
    await frame(page);
    expect(JSON.stringify(await handle(page, 'moves')) === '["h2e2","h9g7"]', JSON.stringify(await handle(page, 'moves')));
    expect((await pieceAt(page, 'g7')) === 'n:black:马', 'the horse is not on g7');
  });
  await check('drag elsewhere: the piece snaps back and nothing is played', async () => {
    const from = await point(page, 'h0');
    const to = await point(page, 'e5');
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    for (let i = 1; i <= 6; i++) await page.mouse.move(from.x + ((to.x - from.x) * i) / 6, from.y + ((to.y - from.y) * i) / 6);
    await page.mouse.up();
    await frame(page);
    expect((await handle<string[]>(page, 'moves')).length === 2, 'a move was played');
    expect((await pieceAt(page, 'h0')) === 'n:red:马', 'the horse did not go back to h0');
    expect(!(await page.evaluate(`!!document.querySelector('#board .layer-drag g')`)), 'the dragged piece stayed on the drag layer');
  });
  await check('the move tree follows: the played moves, the current one highlighted; a click jumps back', async () => {
    const current = await page.evaluate(`document.querySelector('#tree .move.current')?.textContent`);
    expect(current === '马８进７', `current move ${current}`);
    await page.click('#tree .move[data-id="h2e2"]');
    await frame(page);
    expect((await pieceAt(page, 'h9')) === 'n:black:马', 'the board did not go back to after 炮二平五');
  });
  await check('the move tree numbers variations and marks NAGs and comments', async () => {
    const rows = (await page.evaluate(`Array.from(document.querySelectorAll('#tree .xq-movetree > div')).map((d) => d.className + '|' + d.textContent)`)) as string[];
    expect(rows[0] === 'row moves|1.炮二平五', rows[0]);
    expect(rows[1] === 'comment row|中炮开局', rows[1]);
    expect(rows[2] === 'row moves|1…马８进７', rows[2]);
    expect(rows[3].startsWith('variations|1…马２进３2.马八进七'), rows[3]);
    expect(rows.some((r) => r.includes('马二进三!')), rows.join('\n'));
  });
  await check('keyboard in the move tree: → steps forward, ← back, End to the end of the line', async () => {
    await page.focus('#tree .xq-movetree');
    await page.keyboard.press('ArrowRight');
    await frame(page);
    expect((await page.evaluate(`document.querySelector('#tree .move.current')?.textContent`)) === '马８进７', 'ArrowRight');
    await page.keyboard.press('ArrowDown');
    await frame(page);
    expect((await page.evaluate(`document.querySelector('#tree .move.current')?.textContent`)) === '1…马２进３', `ArrowDown to the variation: ${await page.evaluate(`document.querySelector('#tree .move.current')?.textContent`)}`);
    await page.keyboard.press('End');
    await frame(page);
    expect((await page.evaluate(`document.querySelector('#tree .move.current')?.textContent`)) === '车１平２', `End: ${await page.evaluate(`document.querySelector('#tree .move.current')?.textContent`)}`);
  });
  await check('a right click on a move offers the edits and reports the one chosen', async () => {
    await page.click('#tree .move[data-id="h2e2"]', { button: 'right' });
    await page.click('.xq-menu .item.glyph >> text="!?"');
    const actions = await handle<unknown[]>(page, 'actions');
    expect(JSON.stringify(actions) === '[{"kind":"glyph","id":"h2e2","nag":5}]', JSON.stringify(actions));
  });
  await check('the evaluation graph jumps to the move clicked', async () => {
    const box = (await page.locator('#graph svg').boundingBox())!;
    await page.mouse.click(box.x + box.width - 3, box.y + box.height / 2);
    const jumps = await handle<string[]>(page, 'jumps');
    expect(jumps.at(-1) === 'h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 b0c2 c6c5', `jumped to ${jumps.at(-1)}`);
  });
  await check('flipping puts Red at the top and turns the coordinates', async () => {
    await handle(page, 'flip()');
    await frame(page);
    const y = (await page.evaluate(`(() => { const c = (k) => Number(document.querySelector('#board g.piece[data-square="' + k + '"] circle').getAttribute('cy')); return [c('e0'), c('e9')]; })()`)) as number[];
    expect(y[0] < y[1], `red king at ${y[0]}, black king at ${y[1]}`);
    const bottom = await page.evaluate(`Array.from(document.querySelectorAll('#board .layer-static text.coord')).filter((t) => Number(t.getAttribute('y')) > 400).sort((a, b) => Number(a.getAttribute('x')) - Number(b.getAttribute('x'))).map((t) => t.textContent).join('')`);
    expect(bottom === '987654321', `bottom coordinates ${bottom}`);
    await handle(page, 'flip()');
  });
  await check('the toolkit’s components are defined and styled from the theme', async () => {
    const look = (await page.evaluate(`(async () => { await customElements.whenDefined('vscode-button'); const b = document.querySelector('#engine vscode-button'); return { shadow: !!(b.shadowRoot && b.shadowRoot.querySelector('button.control')), bg: getComputedStyle(b).backgroundColor }; })()`)) as { shadow: boolean; bg: string };
    expect(look.shadow && look.bg === 'rgb(0, 120, 212)', `button ${JSON.stringify(look)}`);
  });
  await check('the static picture (own colours) is a valid SVG image, drawn at the size asked', async () => {
    const size = await handle<{ width: number; height: number }>(page, 'staticPicture()');
    expect(size.width === 202 && size.height === 222, JSON.stringify(size));
  });
  await check('no rule of the Content Security Policy was broken', async () => {
    const seen = await handle<string[]>(page, 'violations');
    expect(seen.length === 0 && logged.length === 0, [...seen, ...logged].join('\n'));
  });
};

/** The real board page (webview/editor/main.ts) under the host's own page and CSP, fed a host's messages by hand. */
const preview = async (page: Page, server: PageServer): Promise<void> => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.addInitScript(`window.__sent = []; window.acquireVsCodeApi = () => ({ postMessage(m) { window.__sent.push(m); }, getState() { return undefined; }, setState() {} });`);
  await page.goto(server.url('preview', { theme: 'light', lang: 'en' }));
  const strings = JSON.stringify(PAGE_STRINGS);
  const init = `{ type: 'init', config: { kind: 'preview', readOnly: true, language: 'en', notation: 'wxf', strings: ${strings} },
    doc: { games: ['mate in 1'], index: 0, game: { headers: [['Title', 'mate in 1']], startFen: '4k4/R8/9/9/9/9/9/9/1R7/3K5 w - - 0 1', root: { move: '', children: [{ move: 'b1b9' }] } } } }`;
  await page.evaluate(`window.postMessage(${init}, '*')`);
  await page.waitForSelector('#board g.piece');
  await check('the board page says ready, draws the host’s game with the component, and steps its line', async () => {
    const sent = await page.evaluate(`window.__sent.map((m) => m.type).join()`);
    expect(String(sent).startsWith('ready'), `sent ${sent}`);
    const kings = await page.evaluate(`Array.from(document.querySelectorAll('#board g.piece[data-role="k"]')).map((g) => g.getAttribute('data-square') + g.textContent).join()`);
    expect(kings === 'e9K,d0K', `kings ${kings}`);
    await page.click('vscode-button[title="Next move (→)"]');
    await page.waitForSelector('#board g.piece[data-square="b9"]');
    const check = await page.evaluate(`document.querySelector('#board .layer-under .check')?.getAttribute('data-square')`);
    expect(check === 'e9', `check mark on ${check}`);
    expect(errors.length === 0, errors.join('\n'));
  });
  await page.screenshot({ path: join(OUT, 'preview-en-light.png') });
};

/**
 * The board page's side column in a short view (#37): the controls keep their place, the engine lines give up
 * height, and the move list keeps a place of its own inside the view, with three long lines running.
 */
const sideColumn = async (page: Page, server: PageServer, w: number, h: number): Promise<void> => {
  await page.setViewportSize({ width: w, height: h });
  await page.addInitScript(`window.acquireVsCodeApi = () => ({ postMessage() {}, getState() { return undefined; }, setState() {} });`);
  await page.goto(server.url('preview', { theme: 'dark', lang: 'en' }));
  const start = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1';
  const played = ['h2e2', 'h7e7', 'h0g2', 'h9g7'];
  const root = played.reduceRight<Record<string, unknown>>((child, move) => ({ move, children: [child] }), { move: 'i0h0' });
  const init = { type: 'init', config: { kind: 'xqf', readOnly: false, language: 'en', notation: 'wxf', strings: PAGE_STRINGS }, doc: { games: ['g'], index: 0, game: { headers: [['Event', 'A title long enough to take two lines in a narrow column']], startFen: start, root: { move: '', children: [root] } } }, path: [0, 0, 0, 0] };
  await page.evaluate(`window.postMessage(${JSON.stringify(init)}, '*')`);
  await page.waitForSelector('#board g.piece');
  const lines = [0, 1, 2].map((k) => ({ depth: 12, seldepth: 12, multipv: k + 1, score: { kind: 'cp', value: 300 - 40 * k }, nodes: 1, nps: 1000, hashfull: 0, pv: [['i0h0', 'b0c2', 'g3g4'][k], 'i9h9', 'h0h6', 'b9c7', 'b0c2', 'a9b9', 'a0b0', 'b7b3', 'c3c4', 'h9h8'] }));
  await page.evaluate(`window.postMessage(${JSON.stringify({ type: 'engine', state: { position: { fen: start, moves: played }, running: true, engine: 'Xiangqi Lens', lines } })}, '*')`);
  await page.waitForSelector('.xq-engine .pv');
  const box = (await page.evaluate(`(() => {
    const r = (s) => { const b = document.querySelector(s).getBoundingClientRect(); return { top: b.top, bottom: b.bottom }; };
    return { vh: innerHeight, side: r('.xq-side'), title: r('.xq-title'), status: r('.xq-status'), head: r('.xq-engine .head'), lines: r('.xq-engine .lines'), list: r('.xq-tree-host') };
  })()`)) as Record<'side' | 'title' | 'status' | 'head' | 'lines' | 'list', { top: number; bottom: number }> & { vh: number };
  await check(`side column at ${w}×${h}: controls, a line and the move list all in view`, async () => {
    for (const k of ['title', 'status', 'head', 'list'] as const) expect(box[k].top >= box.side.top - 0.5 && box[k].bottom <= Math.min(box.side.bottom, box.vh) + 0.5, `${k} ${JSON.stringify(box)}`);
    expect(box.list.bottom - box.list.top >= 40, `the move list is squeezed out: ${JSON.stringify(box)}`);
    expect(box.lines.bottom - box.lines.top >= 30, `no engine line shows: ${JSON.stringify(box)}`);
  });
  await page.screenshot({ path: join(OUT, `side-${w}x${h}.png`) });
};

/**
 * The header panel and the analysis settings (#37) in the real page: opened, they fit the side column and leave
 * the move list a place; a header typed in goes out as a setHeader edit, the book's opening as two, a setting
 * as a `setting` message; a limited search shows its depth and time.
 */
const headerAndSettings = async (page: Page, server: PageServer, w: number, h: number): Promise<void> => {
  await page.setViewportSize({ width: w, height: h });
  // a host that makes each edit as a text document does: one at a time, an edit sent before the last was
  // answered refused as stale (the page once sent Use's two tags at once, and a PGN refused the second)
  await page.addInitScript(
    `window.__sent = []; window.__stale = 0; let pending = 0; window.acquireVsCodeApi = () => ({ postMessage(m) { window.__sent.push(m); if (m.type !== 'edit') return; if (pending) { window.__stale++; window.postMessage({ type: 'refused', inReplyTo: m.id, code: 'ERR_EDIT_STALE', message: 'stale' }, '*'); return; } pending++; setTimeout(() => { pending--; window.postMessage({ type: 'applied', inReplyTo: m.id, path: [] }, '*'); }, 20); }, getState() { return undefined; }, setState() {} });`,
  );
  await page.goto(server.url('preview', { theme: 'dark', lang: 'en' }));
  const analysis = { multipv: 1, boardSearch: 'infinite', depth: 12, movetime: 0, engine: 'external', external: 'pikafish' };
  const config = { kind: 'pgn', readOnly: false, language: 'en', notation: 'wxf', strings: PAGE_STRINGS, analysis };
  const root = ['h2e2', 'h9g7', 'h0g2', 'i9h9'].reduceRight<Record<string, unknown>>((child, move) => ({ move, children: [child] }), { move: 'i0h0' });
  const game = { headers: [['Event', 'Club final'], ['Red', 'Xu Yinchuan'], ['Black', 'Lü Qin'], ['Result', '1-0']], startFen: 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1', root: { move: '', children: [root] } };
  const post = (m: unknown): Promise<unknown> => page.evaluate(`window.postMessage(${JSON.stringify(m)}, '*')`);
  await post({ type: 'init', config, doc: { games: ['g'], index: 0, game }, path: [0, 0] });
  await post({ type: 'opening', game: 0, opening: { ecco: 'C00', nameZh: '中炮对屏风马', nameEn: 'Central Cannon vs Screen Horses' } });
  await page.waitForSelector('#board g.piece');
  await page.click('.xq-header > summary');
  await page.click('.xq-settings > summary');
  await page.waitForSelector('.xq-header input[data-header="Event"]');
  const box = (await page.evaluate(`(() => {
    const r = (e) => { const b = e.getBoundingClientRect(); return { left: b.left, right: b.right, top: b.top, bottom: b.bottom }; };
    return { vh: innerHeight, side: r(document.querySelector('.xq-side')), status: r(document.querySelector('.xq-status')), list: r(document.querySelector('.xq-tree-host')),
      fields: Array.from(document.querySelectorAll('.xq-header .field, .xq-settings .field')).map(r), event: document.querySelector('.xq-header input[data-header="Event"]').value };
  })()`)) as { vh: number; side: Box; status: Box; list: Box; fields: Box[]; event: string };
  type Box = { left: number; right: number; top: number; bottom: number };
  await check(`header and settings at ${w}×${h}: the fields fit the side column, the status and the move list stay in view`, async () => {
    expect(box.event === 'Club final', `Event field holds ${box.event}`);
    expect(box.fields.length >= 10, `${box.fields.length} fields`);
    for (const f of box.fields) expect(f.left >= box.side.left - 0.5 && f.right <= box.side.right + 0.5, `a field leaves the column: ${JSON.stringify(f)} ${JSON.stringify(box.side)}`);
    expect(box.status.top >= box.side.top && box.status.bottom <= box.vh, `status ${JSON.stringify(box)}`);
    expect(box.list.bottom - box.list.top >= 40 && box.list.bottom <= box.vh + 0.5, `the move list is squeezed out: ${JSON.stringify(box.list)}`);
  });
  await page.screenshot({ path: join(OUT, `header-settings-${w}x${h}.png`) });
  await check(`header and settings at ${w}×${h}: edits and settings go to the host`, async () => {
    await page.fill('.xq-header input[data-header="Date"]', '2024.05.01');
    await page.press('.xq-header input[data-header="Date"]', 'Enter');
    await page.click('.xq-header input[data-header="Event"]');
    await page.selectOption('.xq-header select[data-header="Result"]', '1/2-1/2');
    await page.click('.xq-header .book .use');
    await page.fill('.xq-settings input[data-setting="multipv"]', '3');
    await page.press('.xq-settings input[data-setting="multipv"]', 'Enter');
    await page.selectOption('.xq-settings select[data-setting="boardSearch"]', 'limited');
    await page.waitForFunction(`window.__sent.filter((m) => m.type === 'edit').length === 4`);
    await page.waitForTimeout(100);
    expect((await page.evaluate('window.__stale')) === 0, 'an edit was sent before the one before it was answered');
    // edits in the order made; settings in theirs (an edit waits for the one before it, a setting does not)
    const sent = (await page.evaluate(`JSON.stringify([window.__sent.filter((m) => m.type === 'edit').map((m) => [m.edit.name, m.edit.value]), window.__sent.filter((m) => m.type === 'setting').map((m) => [m.key, m.value])])`)) as string;
    expect(sent === JSON.stringify([[['Date', '2024.05.01'], ['Result', '1/2-1/2'], ['ECCO', 'C00'], ['Opening', 'Central Cannon vs Screen Horses']], [['multipv', 3], ['boardSearch', 'limited']]]), sent);
    await post({ type: 'config', config: { ...config, analysis: { ...analysis, multipv: 3, boardSearch: 'limited' } } });
    await page.waitForSelector('.xq-settings input[data-setting="depth"]');
    const summary = (await page.textContent('.xq-settings > summary')) ?? '';
    expect(summary.includes('Lines 3') && summary.includes('Depth 12'), summary);
  });
  await page.close();
};

const main = async (): Promise<void> => {
  mkdirSync(OUT, { recursive: true });
  const server = await servePages();
  const browser = await chromium.launch(CHROMIUM);
  try {
    const context = await browser.newContext({ viewport: { width: 1000, height: 640 } });
    console.log('interaction (Chinese, dark):');
    await interactions(await context.newPage(), server);
    console.log('preview page:');
    await preview(await context.newPage(), server);
    console.log('side column:');
    for (const [w, h] of [[600, 586], [1000, 640], [320, 586]] as const) await sideColumn(await context.newPage(), server, w, h);
    console.log('header and settings:');
    for (const [w, h] of [[1400, 900], [1000, 700]] as const) await headerAndSettings(await context.newPage(), server, w, h);
    console.log('screenshots:');
    for (const lang of ['zh', 'en'])
      for (const theme of THEMES) {
        const page = await context.newPage();
        const logged = await open(page, server, theme, lang);
        const file = join(OUT, `board-${lang}-${theme}.png`);
        await page.screenshot({ path: file });
        await check(`${lang} ${theme}: drawn without errors → ${file}`, async () => expect(logged.length === 0, logged.join('\n')));
        await page.close();
      }
    // an open bottom panel: a short view must scroll, not squeeze the board
    for (const [name, w, h] of [['short', 1000, 260], ['narrow', 420, 760]] as const) {
      const page = await browser.newPage({ viewport: { width: w, height: h } });
      await open(page, server, 'dark', 'zh');
      const size = (await page.evaluate(`(() => { const r = document.querySelector('#board svg').getBoundingClientRect(); return { w: r.width, h: r.height, pageH: document.documentElement.scrollHeight }; })()`)) as { w: number; h: number; pageH: number };
      await check(`${name} view (${w}×${h}): the board keeps its shape at ${Math.round(size.w)}×${Math.round(size.h)}px`, async () => {
        expect(size.w >= 300 && Math.abs(size.h / size.w - BOARD_HEIGHT / BOARD_WIDTH) < 0.01, JSON.stringify(size));
      });
      await page.screenshot({ path: join(OUT, `board-${name}.png`), fullPage: true });
      await page.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  console.log(`${passes} passed, ${failures} failed`);
  process.exit(failures ? 1 : 0);
};

void main();
