/**
 * The matches' opening set: test/fixtures/openings/balanced.tsv (built by make-openings.bench.ts:
 * named book positions both engines judge near level). For self-play beyond one pair per opening
 * (fixed-node games repeat exactly), round r > 0 adds r plies chosen by a seeded generator among
 * the moves a shallow search scores within 30 cp of the best, so every game pair is new.
 *
 *   const list = openingList(300); // 300 game pairs' openings, ICCS from the start position
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { START_FEN } from '../../../src/core/fen';
import { moveToIccs } from '../../../src/core/notation';
import { Engine } from '../../../src/engine/engine';
import { rng } from '../../rng';

/** Relative to the checkout: benches run from its root (npm scripts). */
export const OPENINGS_FILE = path.resolve('test/fixtures/openings/balanced.tsv');

export interface Opening {
  moves: string[];
  name: string;
}

export const loadOpenings = (file = OPENINGS_FILE): Opening[] =>
  fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const [moves, name] = l.split('\t');
      return { moves: moves.split(' '), name };
    });

/** `count` openings: the set in order, then again with 1, 2, … extra seeded plies per round. */
export const openingList = (count: number, file = OPENINGS_FILE): Opening[] => {
  const base = loadOpenings(file);
  const out: Opening[] = [];
  for (let i = 0; i < count; i++) {
    const o = base[i % base.length];
    const round = Math.floor(i / base.length);
    const moves = [...o.moves];
    const rnd = rng(7919 * i + 17);
    for (let k = 0; k < round; k++) {
      const e = new Engine({ hashMb: 2 });
      e.setPosition(START_FEN, moves);
      const r = e.go({ depth: 4, multipv: 4 });
      const good = r.lines.filter((l) => l.value >= r.lines[0].value - 30);
      moves.push(moveToIccs(good[Math.floor(rnd() * good.length)].pv[0]));
    }
    out.push({ moves, name: round ? `${o.name} +${round}` : o.name });
  }
  return out;
};
