/**
 * What the tuning benches share: the games files they read (bench:tune-generate's games.txt, our games
 * against Fairy-Stockfish in fsf-games.txt) and the test for a position quiet enough to learn from.
 */
import * as fs from 'node:fs';
import type { Position } from '../../../src/core/position';
import { MovePicker, PICK_QS } from '../../../src/engine/movepick';
import { seeGe } from '../../../src/engine/see';

/** A game of a games file: the result for Red (1 won, 0 draw, -1 lost) and its ICCS moves. */
export interface TuningGame { result: number; moves: string[] }

/** The games of one file, or of several joined by commas; a line starting with `#` is a comment. */
export const readTuningGames = (files: string): TuningGame[] =>
  files.split(',').flatMap((file) =>
    fs.readFileSync(file, 'utf8').split('\n').filter((l) => l && !l.startsWith('#')).map((line) => {
      const [result, ...moves] = line.split(' ');
      return { result: Number(result), moves };
    }));

const picker = new MovePicker();
/** Whether a capture wins material at once by static exchange: the static value of such a position is not its worth. */
export const winsMaterial = (pos: Position): boolean => {
  picker.init(pos, 0, 0, PICK_QS);
  for (let c = picker.next(pos, 0); c !== 0; c = picker.next(pos, 0)) if (seeGe(pos, c, 1)) return true;
  return false;
};
