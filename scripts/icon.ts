/**
 * `npm run icon`: draws the Marketplace icon, images/icon.png (256×256, transparent), from our own
 * images/icon.svg in the headless Chromium the e2e tier drives (its CJK font draws the 帥). The PNG is
 * committed: packaging needs no browser.
 *
 * @example
 * npm run icon && npm run package
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser } from '../test/e2e/workbench';
import { paths } from '../test/e2e/paths.mjs';

const SIZE = 256;

async function main(): Promise<void> {
  const svg = readFileSync(join(paths.root, 'images/icon.svg'), 'utf8');
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: SIZE, height: SIZE } });
    await page.setContent(`<!doctype html><html><body style="margin:0;background:transparent">${svg}</body></html>`);
    // the page's own fonts finish loading before the picture is taken (a string: this script has no DOM types)
    await page.evaluate('document.fonts.ready.then(() => true)');
    await page.locator('svg').screenshot({ path: join(paths.root, 'images/icon.png'), omitBackground: true });
  } finally {
    await browser.close();
  }
  console.log('icon: images/icon.png');
}

main().catch((e: unknown) => {
  console.error(`icon: ${(e as Error).message ?? e}`);
  process.exit(1);
});
