/**
 * Benchmark (not a test): the board's frame times while a piece is dragged across it, in Debian's
 * Chromium, against the same page's idle frames measured in the same run (the peer: what the
 * machine gives with nothing to draw). Run with `npm run bench:drag` (needs Chromium:
 * `bash test/e2e/apt-deps.sh`). Figures: requestAnimationFrame deltas, p50/p95/max.
 */
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM, servePages } from '../webview/serve';

const DRAGS = Number(process.env.BENCH_DRAGS ?? 6);
const STEPS = 90;
const IDLE_MS = 3000;

type Pt = { x: number; y: number };
const point = (page: Page, key: string): Promise<Pt> => page.evaluate(`window.__xq.clientPoint(${JSON.stringify(key)})`) as Promise<Pt>;
const record = (page: Page): Promise<void> =>
  page.evaluate(`(() => { const f = (window.__frames = []); window.__recording = true; const tick = (t) => { f.push(t); if (window.__recording) requestAnimationFrame(tick); }; requestAnimationFrame(tick); })()`) as Promise<void>;
const stop = async (page: Page): Promise<number[]> => {
  const t = (await page.evaluate(`(() => { window.__recording = false; return window.__frames; })()`)) as number[];
  return t.slice(1).map((v, i) => v - t[i]);
};

const pct = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const line = (label: string, d: number[]): string =>
  `${label.padEnd(34)} frames ${String(d.length).padStart(4)}  p50 ${pct(d, 50).toFixed(2)} ms  p95 ${pct(d, 95).toFixed(2)} ms  max ${Math.max(...d).toFixed(2)} ms`;

const main = async (): Promise<void> => {
  const server = await servePages();
  const browser = await chromium.launch(CHROMIUM);
  try {
    const page = await browser.newPage({ viewport: { width: 1000, height: 700 } });
    await page.goto(server.url('page', { theme: 'dark', lang: 'zh' }));
    await page.waitForSelector('body.ready');

    await record(page);
    await page.waitForTimeout(IDLE_MS);
    const idle = await stop(page);

    // Red's cannon h2 dragged along a loop over the whole board and back to where it stood (no move
    // is played, so every drag starts from the same position, with arrows and destinations shown)
    const path = ['h2', 'a9', 'i9', 'a0', 'i0', 'h2'];
    const corners = await Promise.all(path.map((k) => point(page, k)));
    await record(page);
    let events = 0;
    const started = Date.now();
    for (let d = 0; d < DRAGS; d++) {
      await page.mouse.move(corners[0].x, corners[0].y);
      await page.mouse.down();
      for (let c = 1; c < corners.length; c++)
        for (let i = 1; i <= STEPS; i++) {
          await page.mouse.move(corners[c - 1].x + ((corners[c].x - corners[c - 1].x) * i) / STEPS, corners[c - 1].y + ((corners[c].y - corners[c - 1].y) * i) / STEPS);
          events++;
        }
      await page.mouse.up();
    }
    const dragMs = Date.now() - started;
    const drag = await stop(page);
    const moved = (await page.evaluate('window.__xq.moves.length')) as number;

    console.log(`board drag benchmark: Chromium ${browser.version()}, ${DRAGS} drags × ${(path.length - 1) * STEPS} pointer moves`);
    console.log(line('idle page (peer)', idle));
    console.log(line('dragging a piece', drag));
    console.log(`ratio dragging/idle: p50 ${(pct(drag, 50) / pct(idle, 50)).toFixed(2)}  p95 ${(pct(drag, 95) / pct(idle, 95)).toFixed(2)}`);
    console.log(`pointer moves delivered: ${events} in ${dragMs} ms (${((events * 1000) / dragMs).toFixed(0)}/s); moves played: ${moved} (expected 0)`);
  } finally {
    await browser.close();
    await server.close();
  }
};

void main();
