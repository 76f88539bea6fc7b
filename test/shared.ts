import * as fs from 'node:fs';
import * as path from 'node:path';

/** The team's shared corpus sits beside the checkout; tests over it run whenever it is there. */
export const SHARED_DATA = path.resolve(__dirname, '..', '..', 'shared', 'data');
export const hasShared = fs.existsSync(SHARED_DATA);
export const sharedPath = (...parts: string[]): string => path.join(SHARED_DATA, ...parts);
export const FIXTURES = path.resolve(__dirname, 'fixtures');

/** Rows of the shared perft table: FEN and depth → node count. */
export const readPerftTable = (): Array<{ fen: string; counts: Map<number, number> }> => {
  if (!hasShared) return [];
  return fs
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
};
