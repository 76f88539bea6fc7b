/** Helpers the format suites share: read a text or shared file into games, and compare trees. */
import { strict as assert } from 'node:assert';
import * as fs from 'node:fs';
import { moveToIccs } from '../../../src/core/notation';
import { Game, GameIssue, GameNode, mainlineMoves } from '../../../src/formats/game';
import { PgnRead, readPgn } from '../../../src/formats/pgn/reader';
import { decodeText } from '../../../src/formats/text/encoding';
import { sharedPath } from '../../shared';

/** Reads a PGN text that must hold games. */
export const pgn = (text: string): PgnRead => {
  const r = readPgn(text);
  assert.ok(r.ok, JSON.stringify(!r.ok && r.error));
  return r.value;
};

/** The games of a shared PGN-family file. */
export const loadShared = (rel: string): Game[] => {
  const r = readPgn(decodeText(fs.readFileSync(sharedPath(rel))).text);
  assert.ok(r.ok, `${rel}: ${JSON.stringify(!r.ok && r.error)}`);
  return r.value.games;
};

/** The issues that belong to game i. */
export const issuesOf = (issues: readonly GameIssue[], i: number): GameIssue[] => issues.filter((x) => x.game === i);

export const iccsLine = (g: Game): string[] => mainlineMoves(g).map(moveToIccs);

/** Tree shape with moves, comments, NAGs and engine notes, for comparing two reads; iterative (trees can be deep). */
export const shape = (nodes: readonly GameNode[]): string => {
  const out: string[] = [];
  const stack: Array<[GameNode, number]> = nodes.map((n) => [n, 0] as [GameNode, number]).reverse();
  while (stack.length) {
    const [n, d] = stack.pop()!;
    out.push(`${d}:${n.move}|${n.comments.join('¦')}|${n.nags.join(',')}|${JSON.stringify(n.eval ?? null)}`);
    for (let i = n.children.length - 1; i >= 0; i--) stack.push([n.children[i], d + 1]);
  }
  return out.join('\n');
};
