// A training puzzle in the real workbench, as a player solves one: the puzzle cell run, a wrong move played
// on the board (the extension says what it allows), Try again, the right move, and the study saved with the
// puzzle's schedule in its metadata, and kept: closed and reopened, the study has nothing due. Twice:
// Chinese UI with a dark theme, English UI with a light one; screenshots of each in test-results/.
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Frame, Page } from 'playwright-core';
import type { Puzzle } from '../../src/analysis/puzzles';
import { cellSchedule, trainingStudy } from '../../src/analysis/trainingStudy';
import { cp } from '../../src/core/score';
import { readStudy, writeStudy } from '../../src/formats/study';
import { useSession } from './session';
import { focusWorkbench, openFile, runCommand, until } from './workbench';

// composed: a chariot and two advisors a side, Red to move; i2a2 puts the chariot where Black's takes it
const FEN = '4ka3/4a4/r8/9/9/9/9/8R/9/3AK4 w - - 2 2';
const PUZZLE: Puzzle = {
  id: `${FEN.split(' ').slice(0, 2).join(' ')}|i2a2`,
  fen: FEN,
  side: 'red',
  kind: 'mistake',
  played: 'i2a2',
  quality: 'blunder',
  answers: ['i2i7', 'e0e1'],
  line: ['i2i7', 'a7a6'],
  score: cp(0),
  refutation: ['i2a2', 'a7a2'],
  drop: 0.4,
  source: { file: 'composed.pgn', game: 0, ply: 3 },
};

interface PuzzleDom {
  readonly phase: string;
  readonly title: string;
  readonly words: string;
  readonly pieces: number;
}

const framePuzzle = async (page: Page): Promise<Frame> =>
  (await until(
    page,
    async () => {
      for (const f of page.frames()) if ((await f.locator('.xq-puzzle').count().catch(() => 0)) > 0) return f;
      return undefined;
    },
    (f) => f !== undefined,
    'the puzzle output',
  ))!;

const readPuzzle = (frame: Frame): Promise<PuzzleDom> =>
  frame.evaluate(`(() => {
    const host = [...document.querySelectorAll('*')].find((e) => e.shadowRoot && e.shadowRoot.querySelector('.xq-puzzle'));
    const root = host.shadowRoot.querySelector('.xq-puzzle');
    const text = (sel) => (root.querySelector(sel) || {}).textContent || '';
    return { phase: root.dataset.phase, title: text('.xq-puzzle-title'), words: text('.xq-puzzle-words'), pieces: root.querySelectorAll('.layer-pieces g.piece').length };
  })()`) as Promise<PuzzleDom>;

/** Plays a move on the puzzle's board: the piece, then the dot on its destination. */
const play = async (frame: Frame, from: string, to: string): Promise<void> => {
  await frame.locator(`.xq-puzzle .layer-pieces g.piece[data-square="${from}"]`).click();
  await frame.locator(`.xq-puzzle .layer-dests [data-square="${to}"]`).first().click({ force: true });
};

const suite = (o: { name: string; locale?: string; theme: string; title: RegExp; wrong: RegExp; right: RegExp; tryAgain: string; nextDue: string; noneDue: string; noneDueSummary: RegExp }): void => {
  describe(`e2e: a training puzzle, ${o.name}`, function () {
    const session = useSession({
      name: `training-${o.name}`,
      ...(o.locale ? { locale: o.locale } : {}),
      files: { 'training.xqnb': writeStudy(trainingStudy([PUZZLE], { language: o.locale ? 'zh' : 'en' })) },
      // a small budget: the engine checks the wrong move quickly on two shared cores
      settings: { 'workbench.colorTheme': o.theme, 'notebook.output.scrolling': false, 'xiangqiLens.review.nodes': 2000 },
      open: 'training.xqnb',
    });

    it('a wrong move is refuted in words, Try again, the right move is confirmed, and the schedule is saved', async function () {
      const { page, shot, workspace } = session();
      await page.locator('.notebook-toolbar-container .action-item', { hasText: 'Run All' }).first().click();
      const frame = await framePuzzle(page);
      const first = await until(page, () => readPuzzle(frame), (d) => d.phase === 'find' && o.title.test(d.title), 'the puzzle to solve');
      assert.equal(first.pieces, 7);
      await frame.locator('.xq-puzzle').first().scrollIntoViewIfNeeded();
      await shot('find');
      await play(frame, 'i2', 'a2');
      const wrong = await until(page, () => readPuzzle(frame), (d) => d.phase === 'wrong', 'the verdict on the wrong move', 90_000);
      assert.match(wrong.words, o.wrong);
      await shot('wrong');
      await frame.locator('.xq-puzzle vscode-button', { hasText: o.tryAgain }).first().click();
      await until(page, () => readPuzzle(frame), (d) => d.phase === 'find', 'back to the puzzle');
      await play(frame, 'i2', 'i7');
      const right = await until(page, () => readPuzzle(frame), (d) => d.phase === 'right', 'the verdict on the right move');
      assert.match(right.words, o.right);
      await shot('right');
      // saved: the schedule of an attempt solved after a retry is in the cell's metadata
      await page.keyboard.press('Control+S');
      const saved = await until(
        page,
        async () => readStudy(readFileSync(join(workspace, 'training.xqnb'), 'utf8')).study.cells.find((c) => c.metadata?.puzzle),
        (c) => c !== undefined && cellSchedule(c) !== undefined,
        'the schedule saved',
      );
      assert.equal((saved!.metadata!.schedule as { reps: number }).reps, 1);
      // the attempt's edits (schedule and summary) all saved: the tab is clean before it closes
      for (let i = 0; i < 3 && (await page.locator('.tabs-container .tab.active.dirty').count()) > 0; i++) {
        await focusWorkbench(page);
        await page.keyboard.press('Control+S');
        await page.locator('.tabs-container .tab.active.dirty').waitFor({ state: 'detached', timeout: 10_000 }).catch(() => undefined);
      }
      // closed and opened again, the study still knows the puzzle was just solved: its summary says none is due,
      // and Next Due Puzzles finds nothing to run
      await page.locator('.tabs-container .tab.active[aria-label*="training.xqnb"] .tab-actions .action-label').click();
      await page.locator('.tabs-container .tab[aria-label*="training.xqnb"]').waitFor({ state: 'detached' });
      await openFile(page, 'training.xqnb');
      await until(
        page,
        async () => {
          for (const f of page.frames()) if ((await f.getByText(o.noneDueSummary).count().catch(() => 0)) > 0) return true;
          return false;
        },
        (ok) => ok,
        'the reopened summary: nothing due',
      );
      await runCommand(page, o.nextDue);
      await page.locator('.notification-toast', { hasText: o.noneDue }).waitFor();
      await shot('reopened');
    });
  });
};

suite({ name: 'zh-dark', locale: 'zh-cn', theme: 'Default Dark Modern', title: /红方走/, wrong: /^不是 车[一二三四五六七八九]平[一二三四五六七八九]/, right: /^正确！/, tryAgain: '再试一次', nextDue: '训练：今日待练题目', noneDue: '此训练谱今日没有待练题目', noneDueSummary: /今日待练 0 题/ });
suite({ name: 'en-light', theme: 'Default Light Modern', title: /^Red to move/, wrong: /^Not R\d\.\d: it allows/, right: /^Right! /, tryAgain: 'Try again', nextDue: 'Train: Next Due Puzzles', noneDue: 'No puzzles are due in this study', noneDueSummary: /0 due now/ });
