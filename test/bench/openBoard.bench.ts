/**
 * Benchmark (not a test): the board editor in a real VS Code (code-server in Debian's Chromium, our .vsix
 * installed by `node test/e2e/setup.mjs`). Times from Enter in Quick Open to the board drawn for a
 * 300-move .xqf with variations and comments (a game our writer makes here, from a seeded random
 * playout), against the peer measured in the same run: the same game as PGN text opening in VS Code's
 * own text editor. Then the board page's frame times while a piece is dragged across it, against its
 * idle frames. Run with `npm run bench:open` (BENCH_RUNS=5 for more runs).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Frame, Page } from 'playwright-core';
import { replayLine } from '../../src/core/line';
import { moveToIccs } from '../../src/core/notation';
import { applyEdit } from '../../src/formats/edit';
import { newGame, type Game } from '../../src/formats/game';
import { writePgn } from '../../src/formats/pgn/writer';
import { writeXqf } from '../../src/formats/xqf/writer';
import { startCodeServer } from '../e2e/codeServer';
import { rng } from '../rng';
import { QUIET } from '../e2e/session';
import { focusWorkbench, launchBrowser, openWorkbench, runCommand } from '../e2e/workbench';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PLIES = 300;

/** A 300-ply random game with a 4-ply variation every 10 plies and a comment every 20. */
const longGame = (): Game => {
  for (let seed = 1; ; seed++) {
    const next = rng(seed);
    const line: string[] = [];
    let ok = true;
    while (line.length < PLIES) {
      const r = replayLine(newGame().startFen, line);
      if (!r.ok) throw new Error(r.error.message);
      const legal = r.value.position.legalMoves();
      if (!legal.length) {
        ok = false;
        break;
      }
      line.push(moveToIccs(legal[Math.floor(next() * legal.length)]));
    }
    if (!ok) continue;
    const game = newGame(undefined, { Event: 'Xiangqi Lens bench', Red: 'random', Black: 'random' });
    if (!applyEdit(game, { type: 'addMoves', at: [], moves: line }).ok) throw new Error('the line does not apply');
    for (let ply = 10; ply < PLIES; ply += 10) {
      const at = new Array<number>(ply - 1).fill(0);
      const r = replayLine(game.startFen, line.slice(0, ply - 1));
      if (!r.ok) throw new Error(r.error.message);
      const side: string[] = [];
      const pos = r.value.position;
      for (let i = 0; i < 4; i++) {
        const legal = pos.legalMoves().filter((m) => i > 0 || moveToIccs(m) !== line[ply - 1]);
        if (!legal.length) break;
        const m = legal[Math.floor(next() * legal.length)];
        side.push(moveToIccs(m));
        pos.play(m);
      }
      applyEdit(game, { type: 'addMoves', at, moves: side });
      if (ply % 20 === 0) applyEdit(game, { type: 'setComments', at: new Array<number>(ply).fill(0), comments: [`comment at ply ${ply}`] });
    }
    return game;
  }
};

const pct = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const median = (xs: number[]): number => pct(xs, 50);

/** Quick Open, the name, Enter; returns ms until `ready` holds. */
const timeOpen = async (page: Page, name: string, ready: () => Promise<boolean>): Promise<number> => {
  await focusWorkbench(page);
  await page.keyboard.press('Control+P');
  await page.locator('.quick-input-widget input.input').waitFor({ state: 'visible' });
  await page.keyboard.type(name);
  await page.locator('.quick-input-list .monaco-list-row.focused', { hasText: name }).waitFor();
  const t0 = performance.now();
  await page.keyboard.press('Enter');
  for (;;) {
    if (await ready()) return performance.now() - t0;
    await page.waitForTimeout(10);
  }
};

/** The board page that shows `moves` moves and 32 pieces' worth of drawing, if there is one. */
const boardShown = async (page: Page, moves: number): Promise<Frame | undefined> => {
  for (const f of page.frames()) {
    try {
      const n = (await f.evaluate(`document.querySelectorAll('.xq-movetree .move[data-id]').length`)) as number;
      const pieces = (await f.evaluate(`document.querySelectorAll('#board .layer-pieces g.piece').length`)) as number;
      if (n === moves && pieces > 0) return f;
    } catch {
      // a frame going away
    }
  }
  return undefined;
};

const closeAll = (page: Page): Promise<void> => runCommand(page, 'View: Close All Editors');

const frameDeltas = async (frame: Frame, during: () => Promise<void>): Promise<number[]> => {
  await frame.evaluate(`(() => { const f = (window.__frames = []); window.__recording = true; const tick = (t) => { f.push(t); if (window.__recording) requestAnimationFrame(tick); }; requestAnimationFrame(tick); })()`);
  await during();
  const t = (await frame.evaluate(`(() => { window.__recording = false; return window.__frames; })()`)) as number[];
  return t.slice(1).map((v, i) => v - t[i]);
};

const main = async (): Promise<void> => {
  const game = longGame();
  let moves = 0;
  const count = (n: Game['root']): void => n.children.forEach((c) => (moves++, count(c)));
  count(game.root);
  const xqf = writeXqf(game);
  if (!xqf.ok) throw new Error(xqf.error.message);
  const pgn = writePgn(game, 'zh');
  const dir = mkdtempSync(join(tmpdir(), 'xqlens-bench-'));
  writeFileSync(join(dir, 'long.xqf'), xqf.value);
  writeFileSync(join(dir, 'long.pgn'), pgn);
  console.log(`game: ${PLIES} plies on the main line, ${moves} moves in all, ${xqf.value.length} bytes as XQF, ${pgn.length} characters as PGN`);

  const server = await startCodeServer({ workspace: dir, userSettings: { ...QUIET, 'workbench.colorTheme': 'Default Dark Modern' } });
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await openWorkbench(page, server.url, dir);
    const board: number[] = [];
    const text: number[] = [];
    for (let i = 0; i < RUNS + 1; i++) {
      const b = await timeOpen(page, 'long.xqf', async () => !!(await boardShown(page, moves)));
      await closeAll(page);
      const t = await timeOpen(page, 'long.pgn', async () =>
        (await page.locator('.editor-group-container.active .monaco-editor .view-lines .view-line').count()) > 10,
      );
      await closeAll(page);
      // the first round warms the extension host and the workbench up: not counted
      if (i > 0) (board.push(b), text.push(t));
    }
    const ms = (xs: number[]): string => `median ${median(xs).toFixed(0)} ms (runs: ${xs.map((x) => x.toFixed(0)).join(', ')})`;
    console.log(`open ${PLIES}-ply .xqf to the board drawn:     ${ms(board)}`);
    console.log(`open the same game as .pgn text (VS Code's editor): ${ms(text)}`);
    console.log(`ratio board / text editor: ${(median(board) / median(text)).toFixed(2)}×`);

    await timeOpen(page, 'long.xqf', async () => !!(await boardShown(page, moves)));
    const frame = (await boardShown(page, moves)) as Frame;
    const idle = await frameDeltas(frame, () => page.waitForTimeout(3000));
    const piece = frame.locator('#board .layer-pieces g.piece').first();
    const drag = await frameDeltas(frame, async () => {
      for (let d = 0; d < 4; d++) {
        const box = await piece.boundingBox();
        if (!box) throw new Error('no piece to drag');
        const x = box.x + box.width / 2;
        const y = box.y + box.height / 2;
        await page.mouse.move(x, y);
        await page.mouse.down();
        for (let s = 1; s <= 60; s++) await page.mouse.move(x + s * 4, y + s * 3);
        // back where it came from: no move is made, the drag is only drawn
        await page.mouse.move(x, y);
        await page.mouse.up();
      }
    });
    const line = (label: string, d: number[]): string =>
      `${label.padEnd(30)} frames ${String(d.length).padStart(4)}  p50 ${pct(d, 50).toFixed(2)} ms  p95 ${pct(d, 95).toFixed(2)} ms  max ${Math.max(...d).toFixed(2)} ms`;
    console.log(line('board page idle (peer)', idle));
    console.log(line('dragging a piece', drag));
    console.log(`ratio drag p95 / idle p95: ${(pct(drag, 95) / pct(idle, 95)).toFixed(2)}×`);
  } finally {
    await browser.close();
    await server.stop();
  }
};

void main().catch((e) => {
  console.error(e);
  process.exit(1);
});
