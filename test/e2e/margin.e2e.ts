// The engine in the margin as a person sees it, in both UI languages and both theme kinds: a real Chinese
// game (the team's corpus when it is beside the checkout, else our own self-play fixture) with book marks,
// the lenses above it, Review Game from the palette filling a score and marks after every move, and the
// hover of a move with its diagram. Screenshots in test-results/margin-*.png.
import { strict as assert } from 'node:assert';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { decodeText } from '../../src/formats/text/encoding';
import { SHARED_DATA } from '../shared';
import { e2ePaths } from './codeServer';
import { useSession } from './session';
import { gotoLine, runCommand, until } from './workbench';

const SHARED_GAME = join(SHARED_DATA, 'pgn', 'chinese', 'eleeye_CCGC_02.PGN');
const GAME = existsSync(SHARED_GAME)
  ? decodeText(new Uint8Array(readFileSync(SHARED_GAME))).text
  : readFileSync(join(e2ePaths.root, 'test', 'fixtures', 'games', 'selfplay-1.pgn'), 'utf8');
const FILE = 'margin-game.pgn';

/** The text of every `after` decoration drawn in the editor's lines (their content lives in CSS ::after). */
const marginTexts = (page: Page): Promise<string[]> =>
  page.evaluate(`(() => {
    const out = [];
    for (const s of document.querySelectorAll('.editor-group-container.active .monaco-editor .view-lines span')) {
      const c = getComputedStyle(s, '::after').content;
      if (c && c !== 'none' && c !== 'normal' && c !== '""') out.push(c.replace(/^"|"$/g, ''));
    }
    return out;
  })()`) as Promise<string[]>;

/** Rests the pointer on the first token of the editor that reads `word`, and returns the hover once it shows an image. */
async function hoverWord(page: Page, word: string): Promise<string> {
  const token = page.locator('.editor-group-container.active .monaco-editor .view-lines span span', { hasText: word }).first();
  await token.hover();
  const hover = page.locator('.monaco-hover:not(.hidden) .hover-contents');
  await hover.locator('img').first().waitFor({ timeout: 30_000 });
  return hover.innerText();
}

const NLS = {
  en: JSON.parse(readFileSync(join(e2ePaths.root, 'package.nls.json'), 'utf8')) as Record<string, string>,
  zh: JSON.parse(readFileSync(join(e2ePaths.root, 'package.nls.zh-cn.json'), 'utf8')) as Record<string, string>,
};

for (const ui of [
  { name: 'margin-zh-dark', locale: 'zh-cn', theme: 'Default Dark Modern', nls: NLS.zh, lens: ['分析对局', '复盘对局'], write: '写入注解', book: '谱', score: '分数', reviewed: '复盘完成' },
  { name: 'margin-en-light', locale: undefined, theme: 'Default Light Modern', nls: NLS.en, lens: ['Analyse game', 'Review game'], write: 'Write annotations', book: 'book', score: 'Score', reviewed: 'reviewed' },
] as const) {
  describe(`e2e: the engine in the margin, ${ui.name}`, function () {
    const session = useSession({
      name: ui.name,
      ...(ui.locale ? { locale: ui.locale } : {}),
      files: { [FILE]: GAME },
      settings: { 'workbench.colorTheme': ui.theme, 'xiangqiLens.review.nodes': 4000, 'xiangqiLens.notation': ui.locale ? 'zh' : 'wxf' },
      open: FILE,
    });

    it('book marks and the lenses show at once; Review Game fills a score after every move', async function () {
      const { page, shot } = session();
      const lenses = page.locator('.editor-group-container.active .codelens-decoration');
      await until(page, () => lenses.first().innerText(), (t) => t.includes(ui.lens[0]) && t.includes(ui.lens[1]), 'the lenses');
      await until(page, () => marginTexts(page), (t) => t.some((x) => x.startsWith(ui.book)), 'the book marks');
      await shot('book');
      await gotoLine(page, 16);
      await runCommand(page, `Xiangqi Lens: ${ui.nls['command.reviewGame']}`);
      const done = page.locator('.notification-toast', { hasText: ui.reviewed });
      await done.waitFor({ timeout: 170_000 });
      const texts = await until(page, () => marginTexts(page), (t) => t.filter((x) => /^([+-]?\d+\.\d\d|#-?\d+)$/.test(x)).length >= 10, 'scores after the moves');
      // the lens follows: the review's progress gives way to the offer to write it
      await until(page, () => lenses.first().innerText(), (t) => t.includes(ui.write), 'the Write annotations lens');
      assert.ok(texts.some((x) => /^[+-]\d+\.\d\d$/.test(x)), texts.join(' | '));
      await shot('reviewed');
      await page.keyboard.press('Escape');
    });

    it('hovering a move shows the position after it and what the engine says of it', async function () {
      const { page, shot } = session();
      const text = await hoverWord(page, '马二进三');
      assert.ok(text.includes(ui.score), text);
      await shot('hover');
    });
  });
}
