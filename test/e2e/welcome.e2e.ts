// The first run, as a newcomer meets it after `npm start`: VS Code opens with the samples and, on the
// extension's first activation, its walkthrough (open a game, analyse, review, study) with the samples'
// README beside it. In a Chinese UI with a dark theme and an English one with a light theme; screenshots in
// test-results/welcome-*.png.
import { strict as assert } from 'node:assert';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { e2ePaths } from './codeServer';
import { useSession } from './session';
import { until } from './workbench';

const SAMPLES = join(e2ePaths.root, 'samples');
const NLS = {
  en: JSON.parse(readFileSync(join(e2ePaths.root, 'package.nls.json'), 'utf8')) as Record<string, string>,
  zh: JSON.parse(readFileSync(join(e2ePaths.root, 'package.nls.zh-cn.json'), 'utf8')) as Record<string, string>,
};
const STEPS = ['open', 'analyse', 'review', 'study'];

const suite = (o: { name: string; locale?: string; theme: string; nls: Record<string, string> }): void => {
  describe(`e2e: the first run, ${o.name}`, function () {
    const session = useSession({
      name: `welcome-${o.name}`,
      ...(o.locale ? { locale: o.locale } : {}),
      files: () => Object.fromEntries(readdirSync(SAMPLES).map((f) => [f, readFileSync(join(SAMPLES, f))])),
      // as `npm start` has it (scripts/start.ts); the other suites open nothing at startup
      settings: { 'workbench.colorTheme': o.theme, 'workbench.startupEditor': 'welcomePage' },
    });

    it('opens the walkthrough, every step named in the UI language, with the samples README beside it', async function () {
      const { page, shot } = session();
      const walkthrough = page.locator('.gettingStartedContainer', { hasText: o.nls['walkthrough.title'] });
      await walkthrough.first().waitFor({ timeout: 90_000 });
      for (const s of STEPS) {
        await walkthrough.locator('.getting-started-step', { hasText: o.nls[`walkthrough.${s}.title`] }).first().waitFor();
      }
      // the README opens beside as the extension activates: wait for it, as a person would see it come, since a
      // preview opened while Quick Open is up takes the focus and closes Quick Open
      await page.locator('.tabs-container .tab[aria-label*="README.md"]').first().waitFor({ timeout: 60_000 });
      // the preview draws the README (samples/README.md's heading) in a webview of its own
      await until(page, async () => {
        for (const f of page.frames()) if (await f.locator('h1', { hasText: 'Sample games' }).count().catch(() => 0)) return true;
        return false;
      }, (ok) => ok, 'the README drawn beside', 60_000);
      // the first step is open, and its button runs Quick Open on the game files
      const label = /\[([^\]]+)\]/.exec(o.nls['walkthrough.open.description'])![1];
      await walkthrough.locator('.getting-started-step.expanded', { hasText: label }).getByRole('button', { name: label }).click();
      const input = page.locator('.quick-input-widget input.input');
      await input.waitFor({ state: 'visible' });
      assert.equal(await input.inputValue(), '.xqf');
      await page.locator('.quick-input-list .monaco-list-row', { hasText: 'selfplay-1.xqf' }).first().waitFor({ timeout: 60_000 });
      await page.keyboard.press('Escape');
      await page.waitForTimeout(500);
      await shot('walkthrough');
      await page.setViewportSize({ width: 1000, height: 700 });
      await walkthrough.first().waitFor();
      await page.waitForTimeout(800);
      await shot('walkthrough-1000x700');
      await page.setViewportSize({ width: 1440, height: 900 });
    });
  });
};

suite({ name: 'zh-dark', locale: 'zh-cn', theme: 'Default Dark Modern', nls: NLS.zh });
suite({ name: 'en-light', theme: 'Default Light Modern', nls: NLS.en });
