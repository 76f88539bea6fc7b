// The board page as a player uses it (issue #37), in both UI languages and both theme kinds, at 1400×900 and
// 1000×700: the controls stay in view while the move list scrolls by itself through 40 moves and back; the
// best line's arrow is the one you see, even a one-square pawn push, with no label on any arrow; engine lines
// break only between moves and the + covers no text; whose turn and the ply; an illegal move says why; the
// idle eval bar is empty, not an even split. Screenshots in test-results/layout-*.png.
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Frame, Page } from 'playwright-core';
import { PAGE_STRINGS } from '../../src/protocol/webview';
import { BOARD_HEIGHT, BOARD_WIDTH, squareToPoint } from '../../webview/board/geometry';
import type { Key } from '../../webview/board/types';
import { focusPage, pageFrame, readPage, waitPage } from './boardPage';
import { e2ePaths } from './codeServer';
import { useSession } from './session';
import { closeAllEditors, openFile, runCommand, until } from './workbench';

const samples = (name: string): Buffer => readFileSync(join(e2ePaths.root, 'samples', name));
const ZH = JSON.parse(readFileSync(join(e2ePaths.root, 'l10n/bundle.l10n.zh-cn.json'), 'utf8')) as Record<string, string>;
const NLS = {
  en: JSON.parse(readFileSync(join(e2ePaths.root, 'package.nls.json'), 'utf8')) as Record<string, string>,
  zh: JSON.parse(readFileSync(join(e2ePaths.root, 'package.nls.zh-cn.json'), 'utf8')) as Record<string, string>,
};

/** Red to move mates at once with the pawn push e7–e8 (兵五进一 / P5+1), and with nothing else: the one-square best move of #37. */
const PAWN_MATE = ['[Event "Pawn mate"]', '[FEN "3nkn3/9/2N1P4/9/9/9/9/9/9/3K5 w - - 0 1"]', '', '*', ''].join('\n');

const SIZES = [
  { width: 1400, height: 900 },
  { width: 1000, height: 700 },
] as const;

/** Where the controls and the current move are, inside the page's own frame, and whether each can be seen (not covered). */
interface Layout {
  readonly viewport: { width: number; height: number };
  readonly controls: Array<{ what: string; top: number; bottom: number; left: number; right: number; seen: boolean }>;
  readonly list: { top: number; bottom: number; scrollTop: number; scrolls: boolean };
  readonly current?: { top: number; bottom: number };
  readonly sideScrollTop: number;
  readonly pageScrollY: number;
}

const layoutOf = (frame: Frame): Promise<Layout> =>
  frame.evaluate(`(() => {
    const box = (e) => { const r = e.getBoundingClientRect(); return { top: r.top, bottom: r.bottom, left: r.left, right: r.right }; };
    const seen = (e) => { const r = e.getBoundingClientRect(); const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2); return !!hit && (e === hit || e.contains(hit) || hit.contains(e)); };
    const controls = [['title', '.xq-title'], ['previous', '.xq-toolbar > :nth-child(2)'], ['next', '.xq-toolbar > :nth-child(3)'], ['turn', '.xq-status'], ['analyse', '.xq-engine .toggle'], ['engine status', '.xq-engine .status']]
      .map(([what, sel]) => { const e = document.querySelector(sel); return e ? { what, ...box(e), seen: seen(e) } : { what, top: -1, bottom: -1, left: -1, right: -1, seen: false }; });
    const host = document.querySelector('.xq-tree-host');
    const current = document.querySelector('.xq-movetree .move.current');
    return {
      viewport: { width: innerWidth, height: innerHeight },
      controls,
      list: { ...box(host), scrollTop: host.scrollTop, scrolls: host.scrollHeight > host.clientHeight },
      ...(current ? { current: box(current) } : {}),
      sideScrollTop: document.querySelector('.xq-side').scrollTop,
      pageScrollY: scrollY,
    };
  })()`) as Promise<Layout>;

const assertControlsInView = (l: Layout, where: string): void => {
  for (const c of l.controls) {
    assert.ok(c.top >= 0 && c.bottom <= l.viewport.height && c.left >= 0 && c.right <= l.viewport.width, `${where}: ${c.what} at ${JSON.stringify(c)} leaves the ${l.viewport.width}×${l.viewport.height} view`);
    assert.ok(c.seen, `${where}: ${c.what} is covered`);
  }
  assert.equal(l.sideScrollTop, 0, `${where}: the side column scrolled`);
};

/** The engine lines as drawn: each move's line boxes (1 = not split), and whether the + overlaps any text of its row. */
const engineLinesDrawn = (frame: Frame): Promise<{ moves: Array<{ text: string; rects: number }>; plies: number; addCovers: string[]; overflow: number }> =>
  frame.evaluate(`(() => {
    const overlap = (a, b) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
    const moves = [];
    const addCovers = [];
    let plies = 0;
    let overflow = 0;
    for (const row of document.querySelectorAll('.xq-engine .pv')) {
      const add = row.querySelector('.add');
      const texts = row.querySelectorAll('.pv-moves .move, .pv-moves .num, .score, .depth');
      for (const m of row.querySelectorAll('.pv-moves .move')) moves.push({ text: m.textContent, rects: m.getClientRects().length });
      for (const p of row.querySelectorAll('.pv-moves .ply')) { plies++; if (p.getClientRects().length !== 1) moves.push({ text: p.textContent + ' (with its number)', rects: p.getClientRects().length }); }
      if (add) for (const t of texts) if (overlap(add.getBoundingClientRect(), t.getBoundingClientRect())) addCovers.push(t.textContent);
      const host = row.closest('.xq-engine-host');
      for (const t of texts) overflow = Math.max(overflow, t.getBoundingClientRect().right - host.getBoundingClientRect().right);
    }
    return { moves, plies, addCovers, overflow };
  })()`);

/** The arrows as drawn: order, widths, opacities, shafts and heads in board units, label boxes, and what shows at the middle of the best shaft. */
interface ArrowsDrawn {
  readonly arrows: Array<{ move: string; rank: number; width: number; opacity: number; shaft: number[][]; head: number[][] }>;
  readonly labels: Array<{ move: string; x: number; y: number; width: number; height: number }>;
  readonly atBestMiddle: string;
}
const arrowsDrawn = (frame: Frame): Promise<ArrowsDrawn> =>
  frame.evaluate(`(() => {
    const pts = (d) => (d.match(/-?[\\d.]+ -?[\\d.]+/g) || []).map((p) => p.split(' ').map(Number));
    const arrows = Array.from(document.querySelectorAll('#board .layer-arrows g.arrow-engine')).map((g) => ({
      move: g.getAttribute('data-from') + g.getAttribute('data-to'),
      rank: Number((g.getAttribute('class').match(/rank-(\\d+)/) || [])[1]),
      width: Number(g.querySelector('path.shaft').getAttribute('stroke-width')),
      opacity: Number(g.getAttribute('opacity')),
      shaft: pts(g.querySelector('path.shaft').getAttribute('d')),
      head: pts(g.querySelector('path.head').getAttribute('d')),
    }));
    const labels = Array.from(document.querySelectorAll('#board .layer-arrows .arrow-label-of')).map((g) => {
      const r = g.querySelector('rect');
      const w = Number(r.getAttribute('width'));
      const h = Number(r.getAttribute('height'));
      return { move: g.getAttribute('data-from') + g.getAttribute('data-to'), x: Number(r.getAttribute('x')) + w / 2, y: Number(r.getAttribute('y')) + h / 2, width: w, height: h };
    });
    // what a person sees at the middle of the best shaft: the topmost drawn element there (arrows take no pointer, so let them for a moment)
    let atBestMiddle = '';
    const best = document.querySelector('#board .layer-arrows g.arrow-engine.rank-1 path.shaft');
    if (best) {
      const all = Array.from(document.querySelectorAll('#board .layer-arrows *'));
      for (const e of all) e.style.pointerEvents = 'all';
      const len = best.getTotalLength();
      const p = best.getPointAtLength(len / 2);
      const m = best.getScreenCTM();
      const hit = document.elementFromPoint(p.x * m.a + m.e, p.y * m.d + m.f);
      for (const e of all) e.style.pointerEvents = '';
      const g = hit && hit.closest('g[data-from]');
      atBestMiddle = g ? g.getAttribute('class') + ':' + g.getAttribute('data-from') + g.getAttribute('data-to') + ':' + hit.getAttribute('class') : String(hit && hit.tagName);
    }
    return { arrows, labels, atBestMiddle };
  })()`) as Promise<ArrowsDrawn>;

/** Distance from a segment to a box (0 when they meet), sampled finely enough for boxes a few units across. */
const segBox = (a: number[], b: number[], box: { x: number; y: number; width: number; height: number }): number => {
  const inside = (p: number[]): boolean => Math.abs(p[0] - box.x) <= box.width / 2 && Math.abs(p[1] - box.y) <= box.height / 2;
  if (inside(a) || inside(b)) return 0;
  let best = Infinity;
  for (let i = 0; i <= 50; i++) {
    const p = [a[0] + ((b[0] - a[0]) * i) / 50, a[1] + ((b[1] - a[1]) * i) / 50];
    if (inside(p)) return 0;
    const dx = Math.max(0, Math.abs(p[0] - box.x) - box.width / 2);
    const dy = Math.max(0, Math.abs(p[1] - box.y) - box.height / 2);
    best = Math.min(best, Math.hypot(dx, dy));
  }
  return best;
};

/** Clicks the point of square `key` on the board (Red at the bottom), wherever pieces or marks are. */
async function clickSquare(frame: Frame, key: Key): Promise<void> {
  const svg = frame.locator('#board svg.xq-board-svg').first();
  const box = await svg.boundingBox();
  assert.ok(box, 'the board has a box');
  const p = squareToPoint(key, 'red');
  const k = box.width / BOARD_WIDTH;
  await svg.click({ position: { x: p.x * k, y: p.y * k }, force: true });
}

async function step(page: Page, frame: Frame, plies: number): Promise<void> {
  await focusPage(frame);
  for (let i = 0; i < plies; i++) await page.keyboard.press('ArrowRight');
  await waitPage(page, frame, (v) => v.current.split('.').length === plies, `${plies} moves on`);
}

for (const ui of [
  { name: 'en-light', locale: undefined, theme: 'Default Light Modern', words: (k: keyof typeof PAGE_STRINGS): string => PAGE_STRINGS[k], nls: NLS.en },
  { name: 'zh-dark', locale: 'zh-cn', theme: 'Default Dark Modern', words: (k: keyof typeof PAGE_STRINGS): string => ZH[PAGE_STRINGS[k]], nls: NLS.zh },
] as const) {
  describe(`e2e: the board page's layout, arrows and words (#37), ${ui.name}`, function () {
    const session = useSession({
      name: `layout-${ui.name}`,
      ...(ui.locale ? { locale: ui.locale } : {}),
      files: { 'selfplay.xqf': samples('selfplay-1.xqf'), 'pawn-mate.pgn': PAWN_MATE },
      settings: { 'workbench.colorTheme': ui.theme, 'xiangqiLens.analysis.depth': 8, 'xiangqiLens.analysis.multiPv': 3 },
      open: 'selfplay.xqf',
      openAs: 'board',
    });
    let frame: Frame;

    for (const size of SIZES)
      it(`${size.width}×${size.height}: the controls stay in view through 40 moves, the list keeps the current move in view, Home goes back to its top`, async function () {
        const { page, shot } = session();
        await page.setViewportSize(size);
        frame = await pageFrame(page, 60_000, async (f) => (await readPage(f)).title.includes('self-play'));
        await focusPage(frame);
        await page.keyboard.press('Home');
        await waitPage(page, frame, (v) => v.current === '' && v.pieces.length === 32, 'the start');
        // the idle bar: empty, no even split that reads as 0.00
        const bar = (await frame.evaluate(`(() => { const b = document.querySelector('.xq-evalbar'); return { none: b.classList.contains('none'), parts: b.querySelectorAll('.red-part, .black-part').length, label: b.textContent.trim() }; })()`)) as { none: boolean; parts: number; label: string };
        assert.deepEqual(bar, { none: true, parts: 0, label: '' });
        assertControlsInView(await layoutOf(frame), 'at the start');
        for (let n = 10; n <= 40; n += 10) {
          await step(page, frame, n);
          const l = await layoutOf(frame);
          assertControlsInView(l, `after ${n} moves`);
          assert.ok(l.current, 'a current move');
          assert.ok(l.current.top >= l.list.top - 0.5 && l.current.bottom <= l.list.bottom + 0.5, `after ${n} moves the current move ${JSON.stringify(l.current)} is outside the list ${JSON.stringify(l.list)}`);
          assert.ok(l.current.bottom <= l.viewport.height, 'the current move is in the view');
          await page.keyboard.press('Home');
          await waitPage(page, frame, (v) => v.current === '', 'the start again');
        }
        await step(page, frame, 40);
        const deep = await layoutOf(frame);
        // where move 40 would be with the list at its top: below its bottom edge means the list had to scroll itself
        if (deep.current!.bottom + deep.list.scrollTop > deep.list.bottom) assert.ok(deep.list.scrollTop > 0, `the list scrolled itself to move 40: ${JSON.stringify(deep.list)}`);
        assert.equal(deep.pageScrollY, 0, 'the page itself did not scroll');
        // whose turn and the ply, after 40 plies: Red to move at ply 40
        const status = (await frame.evaluate(`document.querySelector('.xq-status').innerText`)) as string;
        assert.ok(status.includes(ui.words('redToMove')) && status.includes(ui.words('plyNumber').replace('{0}', '40')), status);
        await shot(`${size.width}x${size.height}-move40`);
        // the last move (ply 70) lies below the list's bottom at either size: the list scrolls to it, controls still in view
        await page.keyboard.press('End');
        await waitPage(page, frame, (v) => v.current.split('.').length === 70, 'the last move');
        const end = await until(page, () => layoutOf(frame), (l) => !!l.current && l.current.bottom <= l.list.bottom + 0.5, 'the last move in the list', 5_000);
        assert.ok(end.list.scrollTop > 0, `the list scrolled to the last move: ${JSON.stringify(end.list)}`);
        assert.ok(end.current!.top >= end.list.top - 0.5);
        assertControlsInView(end, 'at the last move');
        await page.keyboard.press('Home');
        await waitPage(page, frame, (v) => v.current === '', 'the start');
        const home = await until(page, () => layoutOf(frame), (l) => l.list.scrollTop === 0, 'the list back at its top', 5_000);
        assertControlsInView(home, 'after Home');
      });

    it("says whose turn it is and the ply; an illegal move on the board says why; a legal one clears it", async function () {
      const { page, shot } = session();
      await page.setViewportSize(SIZES[0]);
      await focusPage(frame);
      await page.keyboard.press('Home');
      await waitPage(page, frame, (v) => v.current === '', 'the start');
      let status = (await frame.evaluate(`document.querySelector('.xq-status').innerText`)) as string;
      assert.ok(status.includes(ui.words('redToMove')) && status.includes(ui.words('plyNumber').replace('{0}', '0')), status);
      assert.equal(await frame.getAttribute('.xq-status', 'data-turn'), 'red');
      await page.keyboard.press('ArrowRight');
      await waitPage(page, frame, (v) => v.current === '0', 'one move on');
      status = (await frame.evaluate(`document.querySelector('.xq-status').innerText`)) as string;
      assert.ok(status.includes(ui.words('blackToMove')) && status.includes(ui.words('plyNumber').replace('{0}', '1')), status);
      await page.keyboard.press('Home');
      await waitPage(page, frame, (v) => v.current === '', 'the start');
      // the horse on b0 toward d1: the elephant on c0 stands on its leg
      await frame.locator('#board .layer-pieces g.piece[data-square="b0"]').click();
      await clickSquare(frame, 'd1');
      const said = await waitPage(page, frame, (v) => v.notice !== '', 'the reason');
      assert.equal(said.notice, ui.words('illegalHorseLeg'));
      assert.equal(said.current, '', 'nothing was played');
      await shot('illegal-horse');
      // a soldier backwards
      await frame.locator('#board .layer-pieces g.piece[data-square="c3"]').click();
      await clickSquare(frame, 'c2');
      await waitPage(page, frame, (v) => v.notice === ui.words('illegalPawnBackward'), 'the soldier reason');
      await page.keyboard.press('ArrowRight');
      await waitPage(page, frame, (v) => v.current === '0' && v.notice === '', 'a step clears the reason');
    });

    it('a one-square best move (a pawn push that mates) has the most visible arrow, drawn above the others, with no label on any arrow', async function () {
      const { page, shot } = session();
      await page.setViewportSize(SIZES[0]);
      await openFile(page, 'pawn-mate.pgn', 'text');
      await runCommand(page, `Xiangqi Lens: ${ui.nls['command.openBoardBeside']}`);
      const board = await pageFrame(page, 60_000, async (f) => (await readPage(f)).title.includes('Pawn mate'));
      await board.locator('.xq-engine .toggle').click();
      const v = await waitPage(page, board, (p) => p.arrows.length >= 2 && p.arrows[p.arrows.length - 1].from === 'e7' && p.arrows[p.arrows.length - 1].to === 'e8', 'the pawn push as the best line, with others beside it');
      const drawn = await arrowsDrawn(board);
      const best = drawn.arrows[drawn.arrows.length - 1];
      assert.equal(best.rank, 1, 'the best line is drawn last, above the others');
      assert.equal(best.move, 'e7e8');
      for (const a of drawn.arrows.slice(0, -1)) assert.ok(a.width < best.width && a.opacity < best.opacity, `${a.move} (rank ${a.rank}) is as strong as the best: ${JSON.stringify(drawn.arrows)}`);
      assert.match(drawn.atBestMiddle, /rank-1:e7e8:(shaft|arrow-casing)/, 'nothing covers the middle of the best arrow');
      for (const l of drawn.labels) {
        assert.ok(l.x - l.width / 2 >= 0 && l.x + l.width / 2 <= BOARD_WIDTH && l.y - l.height / 2 >= 0 && l.y + l.height / 2 <= BOARD_HEIGHT, `the label of ${l.move} is cut off by the board's edge`);
        for (const a of drawn.arrows) {
          for (let i = 1; i < a.shaft.length; i++) assert.ok(segBox(a.shaft[i - 1], a.shaft[i], l) >= a.width / 2, `the label of ${l.move} lies on the shaft of ${a.move}`);
          for (let i = 0; i < a.head.length; i++) assert.ok(segBox(a.head[i], a.head[(i + 1) % a.head.length], l) > 0, `the label of ${l.move} lies on the head of ${a.move}`);
        }
      }
      assert.ok(v.arrows.every((a) => a.label !== ''), 'every arrow has its score');
      await shot('pawn-mate-arrows');
      await board.locator('.xq-engine .toggle').click();
    });

    for (const size of SIZES)
      it(`${size.width}×${size.height}: engine lines break only between moves, the + covers no text, nothing runs past the panel`, async function () {
        const { page, shot } = session();
        await page.setViewportSize(size);
        // one group again: the pawn mate's board stood beside its text, and the game opens afresh, not as a second editor of it
        await closeAllEditors(page);
        await openFile(page, 'selfplay.xqf', 'board');
        frame = await pageFrame(page, 60_000, async (f) => (await readPage(f)).title.includes('self-play'));
        await focusPage(frame);
        await page.keyboard.press('Home');
        await step(page, frame, 12);
        const toggle = frame.locator('.xq-engine .toggle');
        if ((await readPage(frame)).engine.toggle !== ui.words('stop')) await toggle.click();
        await waitPage(page, frame, (v) => v.engine.lines.length === 3 && v.engine.lines.every((l) => l.moves.length > 20), 'three long lines', 90_000);
        const drawn = await engineLinesDrawn(frame);
        assert.ok(drawn.moves.length >= 15 && drawn.plies >= 15, JSON.stringify(drawn));
        assert.deepEqual(drawn.moves.filter((m) => m.rects !== 1), [], 'a move split across lines');
        assert.deepEqual(drawn.addCovers, [], 'the + covers text');
        assert.ok(drawn.overflow <= 1, `text runs ${drawn.overflow}px past the panel`);
        const l = await layoutOf(frame);
        assertControlsInView(l, 'while analysing');
        // the engine lines leave the move list a place of its own
        assert.ok(l.list.bottom - l.list.top >= 40 && l.list.bottom <= l.viewport.height + 0.5, `the move list while analysing: ${JSON.stringify(l.list)}`);
        await shot(`${size.width}x${size.height}-analysis`);
        await toggle.click();
        await waitPage(page, frame, (v) => v.engine.toggle === ui.words('analyse'), 'the search to stop');
      });
  });
}
