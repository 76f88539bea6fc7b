// Reads and drives the board page (webview/editor/app.ts) inside a webview of the workbench, as a person
// sees it: the pieces, the move list, the engine panel, the arrows and the eval bar, all read from the DOM.
import type { Frame, Page } from 'playwright-core';
import { until, webviewFault } from './workbench';

export interface PageView {
  readonly lang: string;
  readonly title: string;
  readonly notice: string;
  readonly pieces: { square: string; role: string; red: boolean; text: string }[];
  /** The move list's moves in order (main line and variations), as written. */
  readonly moves: string[];
  /** The data-id (path) of the current move; '' at the start. */
  readonly current: string;
  /** The move list's current move as written. */
  readonly currentText: string;
  readonly coordinates: string[];
  readonly river: string;
  readonly engine: { status: string; toggle: string; lines: { rank: number; depth: number; score: string; moves: string }[] };
  readonly arrows: { from: string; to: string; label: string; rank: string }[];
  readonly evalLabel: string;
  readonly book: string;
}

/** The frame of the board page whose webview is in the active editor group (or any, when `any`). */
export async function pageFrame(page: Page, timeoutMs = 60_000, want?: (f: Frame) => Promise<boolean>): Promise<Frame> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    for (const f of page.frames()) {
      try {
        if (!(await f.evaluate('!!document.querySelector("#app.xq-editor #board svg")'))) continue;
        if (!(await f.evaluate('document.visibilityState === "visible"'))) continue;
        if (!want || (await want(f))) return f;
      } catch {
        // a frame that navigated or went away while we asked
      }
    }
    await page.waitForTimeout(200);
  }
  // say what there was instead, briefly (the reporter prints a failure's first lines on one line), so a failure
  // on another machine can be read from its log
  const seen: string[] = [];
  for (const f of page.frames()) {
    const what = await f
      .evaluate('JSON.stringify({ app: !!document.getElementById("app"), board: !!document.querySelector("#app.xq-editor #board svg"), visible: document.visibilityState, text: (document.body && document.body.innerText || "").replace(/\\s+/g, " ").slice(0, 40) })')
      .catch((e: Error) => `gone: ${e.message.split('\n')[0].slice(0, 60)}`);
    seen.push(`${f.url().split('?')[0].split('/').pop() || f.url().slice(0, 30)} ${what}`);
  }
  const tab = await page.locator('.tabs-container .tab.active').first().getAttribute('aria-label').catch(() => '');
  const fault = await webviewFault(page);
  throw new Error(`no visible board page appeared; active tab: ${tab}; ${fault ? `VS Code said: ${fault}; ` : ''}frames:\n  ${seen.join('\n  ')}`);
}

export async function readPage(frame: Frame): Promise<PageView> {
  return (await frame.evaluate(`(() => {
    const text = (el) => ((el && el.textContent) || '').trim();
    const all = (sel) => Array.from(document.querySelectorAll(sel));
    const notice = document.querySelector('.xq-notice');
    const current = document.querySelector('.xq-movetree .move.current');
    return {
      lang: document.documentElement.lang,
      title: text(document.querySelector('.xq-title')),
      notice: notice && !notice.hidden ? text(notice) : '',
      pieces: all('#board .layer-pieces g.piece').map((g) => ({
        square: g.getAttribute('data-square'), role: g.getAttribute('data-role'), red: g.classList.contains('red'), text: text(g),
      })),
      moves: all('.xq-movetree .move[data-id]').map((m) => Array.from(m.childNodes).filter((c) => !(c.classList && (c.classList.contains('num') || c.classList.contains('nag')))).map((c) => c.textContent).join('').trim()),
      current: current ? current.getAttribute('data-id') : '',
      currentText: current ? Array.from(current.childNodes).filter((c) => !(c.classList && c.classList.contains('num'))).map((c) => c.textContent).join('').trim() : '',
      coordinates: all('#board svg text.coord').map(text),
      river: all('#board svg text.river').map(text).join(' '),
      engine: {
        status: text(document.querySelector('.xq-engine .status')),
        toggle: text(document.querySelector('.xq-engine .toggle')),
        lines: all('.xq-engine .pv').map((r) => ({
          rank: Number(r.getAttribute('data-rank')),
          depth: Number(text(r.querySelector('.depth'))),
          score: text(r.querySelector('.score')),
          moves: text(r.querySelector('.pv-moves')),
        })),
      },
      // arrows first (worst first, the best last), their labels in a layer of their own above them
      arrows: all('#board .layer-arrows g.arrow-engine, #board .layer-arrows g.arrow-user').map((g) => {
        const from = g.getAttribute('data-from');
        const to = g.getAttribute('data-to');
        const label = document.querySelector('#board .layer-arrows .arrow-label-of[data-from="' + from + '"][data-to="' + to + '"]');
        return { from, to, label: text(label), rank: g.getAttribute('class') };
      }),
      evalLabel: text(document.querySelector('.xq-evalbar .label')),
      book: text(document.querySelector('.xq-book')),
    };
  })()`)) as PageView;
}

export const waitPage = (page: Page, frame: Frame, ok: (v: PageView) => boolean, what: string, timeoutMs = 60_000): Promise<PageView> =>
  until(page, () => readPage(frame), ok, what, timeoutMs);

/** Plays a move by clicking the piece, then its destination (the dot the board shows once it is selected). */
export async function clickMove(frame: Frame, from: string, to: string): Promise<void> {
  await frame.locator(`#board .layer-pieces g.piece[data-square="${from}"]`).click();
  // the dot only marks the square (the board takes clicks by position, under every layer)
  await frame.locator(`#board .layer-dests [data-square="${to}"]`).first().click({ force: true });
}

/** Focuses the board page (its move list), so keys go to it. */
export async function focusPage(frame: Frame): Promise<void> {
  await frame.locator('.xq-movetree').focus();
}

/** The board part of a FEN for the pieces shown (rank 9 first, files a–i, Red in capitals). */
export const boardFen = (pieces: PageView['pieces']): string => {
  const grid = Array.from({ length: 10 }, () => new Array<string>(9).fill(''));
  for (const p of pieces) grid[9 - Number(p.square[1])][p.square.charCodeAt(0) - 97] = p.red ? p.role.toUpperCase() : p.role;
  return grid
    .map((row) => {
      let out = '';
      let empty = 0;
      for (const c of row) {
        if (!c) empty++;
        else (out += (empty || '') + c), (empty = 0);
      }
      return out + (empty || '');
    })
    .join('/');
};
