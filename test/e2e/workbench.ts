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
  // A file opened before the workbench has registered the installed extensions opens in the default editor: in a
  // fresh profile VS Code knows no editor of ours yet and does not wait (on a slow machine, a .xqf as binary text,
  // and opening it again shows that tab again). Our status bar item means the extension is registered and active.
  await page.locator('.statusbar-item[id$="xiangqiLens.engine"]').waitFor({ timeout: 120_000 });
}

/** Gives the workbench the keyboard: a board page (a webview) keeps keys such as F1 to itself. */
export async function focusWorkbench(page: Page): Promise<void> {
  await page.locator('.part.sidebar > .composite.title').click();
}

async function quickInput(page: Page, key: string, text: string, row: string | RegExp): Promise<void> {
  if (await page.evaluate('document.activeElement?.tagName === "IFRAME"')) await focusWorkbench(page);
  await page.keyboard.press(key);
  const input = page.locator('.quick-input-widget input.input');
  await input.waitFor({ state: 'visible' });
  await page.keyboard.type(text);
  // the file search can take a while on a busy machine (Quick Open's own progress bar runs meanwhile)
  await page.locator('.quick-input-list .monaco-list-row.focused', { hasText: row }).waitFor({ timeout: 45_000 });
  await page.keyboard.press('Enter');
  await input.waitFor({ state: 'hidden' });
}

/** Quick Open, the name, Enter; waits for its tab and, for a text editor, its lines (a board has none). */
export async function openFile(page: Page, name: string, editor: 'text' | 'board' = 'text'): Promise<void> {
  await focusWorkbench(page);
  await quickInput(page, 'Control+P', name, name);
  await page.locator(`.tabs-container .tab.active[aria-label*="${name}"]`).waitFor();
  // a study opens as a notebook, whose cells each have an editor: wait for the notebook itself
  if (editor === 'text') await page.locator(/\.xqnb$/.test(name) ? '.editor-group-container.active .notebook-editor' : '.editor-group-container.active .monaco-editor .view-lines').waitFor();
  else await webviewLoaded(page, name);
}

/** Closes every editor in every group (Ctrl+K Ctrl+W), leaving one empty group. Everything must be saved: nothing may ask. */
export async function closeAllEditors(page: Page): Promise<void> {
  await focusWorkbench(page);
  await page.keyboard.press('Control+K');
  await page.keyboard.press('Control+W');
  await page.locator('.tabs-container .tab').first().waitFor({ state: 'detached' });
}

// VS Code's own webview host, in a fresh browser profile, can fail to register the service worker a webview
// is served through ("Error loading webview: … Could not register service worker"), a known fault of the
// workbench (microsoft/vscode#140369 and its duplicates) before any of our code runs. A person closes the tab
// and opens the file again; so do we, once, and say so in the log.
const WEBVIEW_FAULT = /Error loading webview|加载 Web 视图时出错|service worker/i;

export async function webviewFault(page: Page): Promise<string> {
  const texts = await page.locator('.notifications-toasts .notification-list-item-message, .notifications-center .notification-list-item-message').allTextContents();
  return texts.find((t) => WEBVIEW_FAULT.test(t)) ?? '';
}

async function webviewLoaded(page: Page, name: string): Promise<void> {
  const end = Date.now() + 20_000;
  while (Date.now() < end) {
    for (const f of page.frames()) {
      if (await f.evaluate('!!document.getElementById("app")').catch(() => false)) return;
    }
    const fault = await webviewFault(page);
    if (fault) {
      console.log(`      (VS Code could not load the webview of ${name}: "${fault}"; closing the tab and opening the file again)`);
      await page.locator(`.tabs-container .tab.active[aria-label*="${name}"] .tab-actions .action-label`).click();
      await page.locator(`.tabs-container .tab[aria-label*="${name}"]`).waitFor({ state: 'detached' });
      await focusWorkbench(page);
      await quickInput(page, 'Control+P', name, name);
      await page.locator(`.tabs-container .tab.active[aria-label*="${name}"]`).waitFor();
      return;
    }
    await page.waitForTimeout(250);
  }
  // no page yet: pageFrame waits longer and says what it saw
}

/** A text editor's visible lines, spaces normalised: the active group's, or the first of `group` (a CSS selector). */
export async function editorText(page: Page, group = '.editor-group-container.active'): Promise<string> {
  const text = (await page.evaluate(`(() => {
    const g = document.querySelector(${JSON.stringify(group)});
    const lines = g ? g.querySelectorAll('.monaco-editor .view-lines .view-line') : [];
    return Array.from(lines).sort((a, b) => parseFloat(a.style.top) - parseFloat(b.style.top)).map((l) => l.textContent || '').join('\\n');
  })()`)) as string;
  return text.replace(/\u00a0/g, ' ');
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

/** Preferences: Color Theme by its keys (Ctrl+K Ctrl+T), the theme's name as VS Code lists it, Enter. */
export async function setColorTheme(page: Page, theme: string): Promise<void> {
  await focusWorkbench(page);
  await page.keyboard.press('Control+K');
  await page.keyboard.press('Control+T');
  const input = page.locator('.quick-input-widget input.input');
  await input.waitFor({ state: 'visible' });
  await page.keyboard.type(theme);
  await page.locator('.quick-input-list .monaco-list-row.focused', { hasText: theme }).waitFor({ timeout: 15_000 });
  await page.keyboard.press('Enter');
  await input.waitFor({ state: 'hidden' });
}

/** Sets the window's size and waits until `selector` in `frame` (a webview's) has taken it: its box changes (a
 *  webview follows the workbench's layout a moment later), then two reads agree. */
export async function resize(page: Page, frame: Frame, selector: string, size: { width: number; height: number }): Promise<void> {
  const box = async (): Promise<string> => JSON.stringify(await frame.locator(selector).first().boundingBox());
  const before = await box();
  await page.setViewportSize(size);
  // a size the page already had changes nothing: then the wait ends after 3 s, as the box is already right
  await until(page, box, (b) => b !== before, `${selector} to follow the new size`, 3_000).catch(() => undefined);
  let last = '';
  await until(page, async () => {
    const previous = last;
    last = await box();
    return previous === last;
  }, (same) => same, `${selector} at its new size`, 10_000);
}
