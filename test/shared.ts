/**
 * The team's shared corpus, and how tests over it register.
 *
 * The corpus sits beside the checkout (`../shared/data`) unless XQLENS_SHARED_DATA names another folder; a clone
 * without it still runs the whole suite, and every test that needs the corpus shows as a counted pending test whose
 * title says what is missing. Never guard a test with `if (hasShared)` or loop over a list that is empty without the
 * corpus: both make tests vanish uncounted. Use these instead:
 *
 *   describeShared('XQF reader over the shared corpus', () => {
 *     it('loads eleeye_SAMPLE', () => readXqf(fs.readFileSync(sharedPath('xqf', 'eleeye_SAMPLE.XQF'))));
 *   });
 *   itShared('reads a GBK PGN', () => …);
 *   eachShared('every file of xqf/', () => fs.readdirSync(sharedPath('xqf')), (f) => it(f, () => …));
 *
 * Without the corpus a describeShared body still runs (mocha registers its tests as pending), so a body reads the
 * corpus only inside tests, hooks or eachShared's list function.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';

/** The folder holding the shared data: XQLENS_SHARED_DATA when set, else ../shared/data beside the checkout. */
export const SHARED_DATA = process.env.XQLENS_SHARED_DATA
  ? path.resolve(process.env.XQLENS_SHARED_DATA)
  : path.resolve(__dirname, '..', '..', 'shared', 'data');
const hasShared = fs.existsSync(SHARED_DATA);
export const sharedPath = (...parts: string[]): string => path.join(SHARED_DATA, ...parts);
/** Whether the corpus is there, for runners deciding what to hand on (the integration tier); tests use describeShared and friends. */
export const sharedDataPresent = (): boolean => hasShared;
export const FIXTURES = path.resolve(__dirname, 'fixtures');

/** Why a test over the corpus did not run; part of its title, so every reporter prints it. */
export const SHARED_ABSENT = `skipped: no shared corpus at ${SHARED_DATA}; XQLENS_SHARED_DATA names another folder`;

/** A suite over the corpus; without it, the same suite with every test pending. */
export const describeShared = (title: string, fn: (this: Mocha.Suite) => void): void => {
  if (hasShared) describe(title, fn);
  else describe.skip(`${title} [${SHARED_ABSENT}]`, fn);
};

/** A test over the corpus; without it, a pending test. */
export const itShared = (title: string, fn: (this: Mocha.Context) => void | PromiseLike<unknown>): Mocha.Test =>
  hasShared ? it(title, fn) : it.skip(`${title} [${SHARED_ABSENT}]`);

/**
 * One test (or suite) per item of a list read from the corpus; without the corpus, the list is not read and one
 * pending test named `title` stands for them all.
 */
export const eachShared = <T>(title: string, list: () => readonly T[], register: (item: T, index: number) => void): void => {
  if (hasShared) list().forEach(register);
  else it.skip(`${title} [${SHARED_ABSENT}]`);
};

/**
 * Extra inputs from the corpus for tests that also run on our own fixtures. Without the corpus: none, and a pending
 * test named `title` says the tests ran on our fixtures alone. Call it in a describe body.
 */
export const sharedExtras = <T>(title: string, read: () => T[]): T[] => {
  if (hasShared) return read();
  it.skip(`${title} [${SHARED_ABSENT}]`);
  return [];
};

/** Rows of the shared perft table: FEN and depth → node count. */
export const readPerftTable = (): Array<{ fen: string; counts: Map<number, number> }> =>
  fs
    .readFileSync(sharedPath('fen', 'perft.tsv'), 'utf8')
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'))
    .map((l) => {
      const [fen, ...cols] = l.split('\t');
      const counts = new Map<number, number>();
      for (const c of cols) {
        const [d, n] = c.split(':').map(Number);
        counts.set(d, n);
      }
      return { fen, counts };
    });
