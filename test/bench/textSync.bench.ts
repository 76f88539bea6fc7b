/**
 * What a move played on the board costs the text editor: textEditsFor (plan, then read back the game's region)
 * against the peer it runs beside, reading the whole document again (which the editor does after every change).
 * The file: 200 games written by our writer, each a seeded 300-ply walk with a variation every 10 plies and a
 * comment every 25. Prints milliseconds per call and the ratio to one full read.
 *
 *   node test/bench/run.mjs textSync
 */
import { moveToIccs } from '../../src/core/notation';
import { GameEdit, applyEdit } from '../../src/formats/edit';
import { Game, mainline, newGame, nodeAt, positionAt } from '../../src/formats/game';
import { writePgn } from '../../src/formats/pgn/writer';
import { ReadGames, readGameText } from '../../src/formats/read';
import { textEditsFor } from '../../src/formats/textSync';
import { rng } from '../rng';

const GAMES = 200;
const PLIES = 300;

const randomGame = (r: () => number, round: number): Game => {
  const g = newGame(undefined, { Event: 'bench', Round: String(round) });
  const at: number[] = [];
  for (let ply = 0; ply < PLIES; ply++) {
    const pos = positionAt(g, at);
    if (!pos.ok) break;
    const legal = pos.value.legalMoves();
    if (legal.length < 2) break;
    const pick = (): string => moveToIccs(legal[Math.floor(r() * legal.length)]);
    const main = pick();
    applyEdit(g, { type: 'addMoves', at, moves: [main] });
    if (ply % 10 === 5) applyEdit(g, { type: 'addMoves', at, moves: [pick()] });
    at.push(0);
    if (ply % 25 === 0) applyEdit(g, { type: 'setComments', at, comments: [`note ${ply}`] });
  }
  return g;
};

const time = (runs: number, fn: () => void): number => {
  fn();
  const t0 = performance.now();
  for (let i = 0; i < runs; i++) fn();
  return (performance.now() - t0) / runs;
};

const r = rng(2024);
const text = Array.from({ length: GAMES }, (_, i) => writePgn(randomGame(r, i + 1), 'zh')).join('\n');
const first = readGameText(text, 'bench.pgn');
if (!first.ok) throw new Error('the bench file does not read');
const read: ReadGames = first.value;
const target = Math.floor(GAMES / 2);
const game = read.games[target];
const line = mainline(game);
const tip = new Array<number>(line.length).fill(0);
const pos = positionAt(game, tip);
if (!pos.ok) throw new Error('no position');
const reply = moveToIccs(pos.value.legalMoves()[0]);
// the walk adds a variation at ply 5: the second child of the fifth main-line node
const variationAt = [0, 0, 0, 0, 0, 1];
if (!nodeAt(game, variationAt)) throw new Error('no variation at ply 6');

console.log(`${GAMES} games, ${text.length} characters; editing game ${target + 1} (${line.length} plies on its main line)`);
const peer = time(5, () => readGameText(text, 'bench.pgn'));
console.log(`${'peer: readGameText, the whole file'.padEnd(56)} ${peer.toFixed(3)} ms`);
const cases: Array<[string, GameEdit]> = [
  ['textEditsFor: addMoves at the end of the main line', { type: 'addMoves', at: tip, moves: [reply] }],
  ['textEditsFor: setComments on the 10th move', { type: 'setComments', at: tip.slice(0, 10), comments: ['a new note'] }],
  ['textEditsFor: setNags on the 10th move', { type: 'setNags', at: tip.slice(0, 10), nags: [1] }],
  ['textEditsFor: delete a variation', { type: 'delete', at: variationAt }],
  ['textEditsFor: promote a variation (rewrites the move text)', { type: 'promote', at: variationAt }],
];
for (const [label, edit] of cases) {
  const ms = time(50, () => {
    const e = textEditsFor(text, read, target, edit);
    if (!e.ok) throw new Error(`${label}: ${e.error.message}`);
  });
  console.log(`${label.padEnd(56)} ${ms.toFixed(3)} ms  ${(ms / peer).toFixed(3)} × the peer`);
}
