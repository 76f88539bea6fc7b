// Drives the code-server workbench in Chromium the way a person does: keyboard, quick input, panels.
import { chromium, type Browser, type Frame, type Page } from 'playwright-core';

export const CHROMIUM = process.env.XQLENS_E2E_CHROMIUM ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

export async function openWorkbench(page: Page, url: string, folder: string): Promise<void> {
  await page.goto(`${url}/?folder=${encodeURIComponent(folder)}`);
  await page.locator('.monaco-workbench .part.statusbar').waitFor({ timeout: 60_000 });
  // the explorer lists the workspace once the file service and the extension host are up
  await page.locator('.explorer-folders-view .monaco-list-row').first().waitFor({ timeout: 60_000 });
}

async function quickInput(page: Page, key: string, text: string, row: string | RegExp): Promise<void> {
  await page.keyboard.press(key);
  const input = page.locator('.quick-input-widget input.input');
  await input.waitFor({ state: 'visible' });
  await page.keyboard.type(text);
  await page.locator('.quick-input-list .monaco-list-row.focused', { hasText: row }).waitFor({ timeout: 15_000 });
  await page.keyboard.press('Enter');
  await input.waitFor({ state: 'hidden' });
}

export async function openFile(page: Page, name: string): Promise<void> {
  await page.locator('.monaco-workbench').click({ position: { x: 600, y: 400 } });
  await quickInput(page, 'Control+P', name, name);
  await page.locator(`.tabs-container .tab.active[aria-label*="${name}"]`).waitFor();
  // a study opens as a notebook, whose cells each have an editor: wait for the notebook itself
  await page.locator(/\.xqnb$/.test(name) ? '.editor-group-container.active .notebook-editor' : '.editor-group-container.active .monaco-editor .view-lines').waitFor();
}

/** Puts the cursor at the start of line `n` (1-based) of the active editor. */
export async function gotoLine(page: Page, n: number): Promise<void> {
  await page.locator('.editor-group-container.active .monaco-editor .view-lines').click();
  await page.keyboard.press('Control+G');
  await page.locator('.quick-input-widget input.input').waitFor({ state: 'visible' });
  await page.keyboard.type(String(n));
  await page.keyboard.press('Enter');
  await page.locator('.quick-input-widget input.input').waitFor({ state: 'hidden' });
  await page.keyboard.press('Home');
  await page.locator('.statusbar-item', { hasText: new RegExp(`Ln ${n},|行 ${n}，`) }).first().waitFor();
}

/** F1, the command's title, Enter: as a person runs a command. */
export async function runCommand(page: Page, title: string): Promise<void> {
  await quickInput(page, 'F1', title, title);
}

/** The frame that holds the board page: the inner iframe of a webview. */
export async function boardFrame(page: Page, timeoutMs = 60_000): Promise<Frame> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    for (const f of page.frames()) {
      try {
        if (await f.evaluate('!!document.querySelector("#board svg")')) return f;
      } catch {
        // a frame that navigated or went away while we asked
      }
    }
    await page.waitForTimeout(200);
  }
  throw new Error('no webview frame with a board appeared');
}

export interface BoardDom {
  readonly lang: string;
  readonly title: string;
  readonly ply: string;
  readonly pieces: { square: string; role: string; red: boolean; text: string }[];
  readonly moves: string[];
  readonly river: string;
}

/** What the board page shows, read from its DOM. */
export async function readBoard(frame: Frame): Promise<BoardDom> {
  return (await frame.evaluate(`(() => {
    const text = (el) => (el && el.textContent) || '';
    return {
      lang: document.documentElement.lang,
      title: text(document.getElementById('title')),
      ply: text(document.getElementById('ply')),
      pieces: Array.from(document.querySelectorAll('#board svg g.piece')).map((g) => ({
        square: g.getAttribute('data-square'), role: g.getAttribute('data-role'), red: g.classList.contains('red'), text: text(g),
      })),
      moves: Array.from(document.querySelectorAll('#moves button')).map(text),
      river: Array.from(document.querySelectorAll('#board svg text.river')).map(text).join(' '),
    };
  })()`)) as BoardDom;
}

/** Puts the cursor on `line`, runs the command, and waits until the board page shows what `ready` accepts. */
export async function boardAfterCommand(
  page: Page, line: number, title: string, ready: (b: BoardDom) => boolean, what: string,
): Promise<{ frame: Frame; board: BoardDom }> {
  await gotoLine(page, line);
  await runCommand(page, title);
  const frame = await boardFrame(page);
  return { frame, board: await until(page, () => readBoard(frame), ready, what) };
}

/** The text of the output panel's editor (the channel shown there), spaces normalised. */
export async function outputText(page: Page): Promise<string> {
  const text = (await page.evaluate(`(() => {
    const lines = document.querySelectorAll('.part.panel .monaco-editor .view-lines .view-line');
    return Array.from(lines).map((l) => l.textContent || '').join('\\n');
  })()`)) as string;
  return text.replace(/\u00a0/g, ' ');
}

/** Waits until `probe` returns a value for which `ok` holds; the last value is in the error. */
export async function until<T>(page: Page, probe: () => Promise<T>, ok: (v: T) => boolean, what: string, timeoutMs = 60_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  let last: T | undefined;
  while (Date.now() < end) {
    last = await probe();
    if (ok(last)) return last;
    await page.waitForTimeout(250);
  }
  throw new Error(`timed out waiting for ${what}; last seen: ${JSON.stringify(last)}`);
}
