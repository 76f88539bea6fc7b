import { strict as assert } from 'node:assert';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { START_FEN, parseFen } from '../../../src/core/fen';
import { addMove, newGame } from '../../../src/formats/game';
import { GameTextCache, gameRanges, readNow } from '../../../src/formats/gameTextCache';
import { writePgn } from '../../../src/formats/pgn/writer';
import { readGameText } from '../../../src/formats/read';
import { decodeText } from '../../../src/formats/text/encoding';
import { FIXTURES, eachShared, sharedPath } from '../../shared';
import { rng } from '../../rng';

const SAMPLES = path.resolve(__dirname, '..', '..', '..', 'samples');

/** `n` random legal games (seeded), each written in one of the three notations, with comments and a variation now and then. */
const randomGames = (n: number, seed: number, plies = 30): string => {
  const r = rng(seed);
  const out: string[] = [];
  for (let g = 0; g < n; g++) {
    const game = newGame(START_FEN, { Event: `game ${g}`, Red: 'r', Black: 'b', Result: '*' });
    const p = parseFen(START_FEN);
    assert.ok(p.ok);
    let node = game.root;
    for (let i = 0; i < plies; i++) {
      const moves = p.value.legalMoves();
      if (!moves.length) break;
      if (i === 4 && moves.length > 1) addMove(node, moves[(Math.floor(r() * moves.length) + 1) % moves.length]).comments.push('other');
      const m = moves[Math.floor(r() * moves.length)];
      node = addMove(node, m);
      p.value.play(m);
      if (i % 7 === 2) node.comments.push(`c${i}`);
    }
    out.push(writePgn(game, (['zh', 'wxf', 'iccs'] as const)[g % 3]));
  }
  return out.join('\n');
};

/** Texts whose game boundaries are easy to get wrong. */
const TRICKY = [
  '',
  '   \n',
  '1. h2e2 h9g7 *',
  '{before} 1. h2e2 *\n[Event "second"]\n1. b2e2 *',
  '[Event "a"]\n1. h2e2 {a comment that holds\n[Event "not a tag"]\nacross lines} h9g7 *\n[Event "b"]\n1. b2e2 *',
  '[Event "a"]\n1. h2e2 ; [Event "in a line comment"]\nh9g7 *\n[Event "b"]\n[Bad tag\n[Red "r"]\n1. b2e2 *',
  '[Event "a"]\n1. h2e2 h9g7 * [Event "b"] 1. b2e2 *',
  '[Event "a"]\n[FEN "bad"]\n1. h2e2 *\n[Event "b"]\n1. h2h9 *\n\n[Event "c"]\n[Format "Morse"]\n1. C2.5 *',
  '[Event "a"]\n1. h2e2 (1. b2e2 (1. c3c4) 1... h9g7) 1... h7e7 {unclosed',
  '[Event "a"]\r\n1. h2e2 h9g7\r\n\r\n[Event "b"]\r\n1. b2e2 *\r\n',
  '\uFEFF[Event "bom"]\n1. 炮二平五 马８进７ *',
];

const same = (text: string, name = 'x.pgn', cache = new GameTextCache()): void => {
  assert.deepEqual(readNow(cache, text, name), readGameText(text, name), JSON.stringify(text.slice(0, 60)));
};

describe('formats/gameTextCache: the document reader that re-reads only what changed', () => {
  it('answers what readGameText answers, on texts whose game boundaries are easy to get wrong', () => {
    for (const t of TRICKY) same(t);
  });

  it('answers what readGameText answers on our samples and fixtures (FEN lists and WXF read whole)', () => {
    for (const f of fs.readdirSync(SAMPLES).filter((n) => /\.(pgn|fen)$/.test(n))) same(fs.readFileSync(path.join(SAMPLES, f), 'utf8'), f);
    same(fs.readFileSync(path.join(FIXTURES, 'pgn', 'annotated_crlf.pgn'), 'utf8'));
    same(randomGames(40, 7));
  });

  it('cuts a text where the reader starts a new game', () => {
    const text = TRICKY[4];
    const cuts = gameRanges(text).map((r) => text.slice(r.start, r.end));
    assert.equal(cuts.length, 2);
    assert.match(cuts[0], /^\[Event "a"\][^]*not a tag[^]*\*\n$/);
    assert.equal(cuts[1], '[Event "b"]\n1. b2e2 *');
    const crlf = gameRanges(TRICKY[9]);
    assert.deepEqual(crlf.map((r) => [r.line, r.column]), [[1, 1], [4, 1]]);
    const sameLine = gameRanges(TRICKY[6]);
    assert.deepEqual(sameLine.map((r) => [r.line, r.column]), [[1, 1], [2, 16]]);
  });

  it('after each of 60 random edits, the answer is a fresh read of the edited text', () => {
    const r = rng(12);
    const cache = new GameTextCache();
    let text = randomGames(12, 3, 16);
    const pieces = ['[Event "new"]\n', '\n', '{x}', ' h2e2 ', '1.', '(', ')', '炮二平五 ', 'zz ', '*'];
    for (let e = 0; e < 60; e++) {
      const at = Math.floor(r() * (text.length + 1));
      text = r() < 0.5 ? text.slice(0, at) + pieces[Math.floor(r() * pieces.length)] + text.slice(at) : text.slice(0, at) + text.slice(at + 1 + Math.floor(r() * 6));
      same(text, 'x.pgn', cache);
    }
  });

  it('reuses the games an edit did not touch: those before it as they were, those after it moved', () => {
    const cache = new GameTextCache();
    const text = randomGames(30, 5);
    const before = readNow(cache, text);
    const at = text.indexOf('[Event "game 10"]');
    const edited = text.slice(0, at) + '{a new note}\n' + text.slice(at);
    const after = readNow(cache, edited);
    assert.ok(before.ok && after.ok);
    assert.equal(after.value.games.length, 30);
    for (let g = 0; g < 9; g++) assert.equal(after.value.games[g], before.value.games[g], `game ${g} is reused as it was`);
    const moved = after.value.games[20];
    assert.notEqual(moved, before.value.games[20]);
    assert.equal(moved.headers, before.value.games[20].headers, 'a moved game shares what did not change');
    const m = moved.root.children[0].source!.move;
    assert.equal(edited.slice(m.start, m.end), text.slice(before.value.games[20].root.children[0].source!.move.start, before.value.games[20].root.children[0].source!.move.end));
    assert.equal(m.start - before.value.games[20].root.children[0].source!.move.start, '{a new note}\n'.length);
  });

  it('reads in steps its caller paces, one game a step when told to yield, to the same answer', () => {
    const text = randomGames(8, 9);
    const reading = new GameTextCache().read(text, 'x.pgn');
    let steps = 1;
    let answer = reading.step(() => true);
    while (!answer) (answer = reading.step(() => true)), steps++;
    assert.equal(steps, 8);
    assert.deepEqual(answer, readGameText(text, 'x.pgn'));
    assert.equal(reading.step(() => true), answer, 'a finished reading keeps its answer');
  });

  it('a reading dropped halfway leaves its games for the next one', () => {
    const cache = new GameTextCache();
    const text = randomGames(6, 11);
    const first = cache.read(text);
    first.step(() => true);
    first.step(() => true); // two games read, then dropped
    const next = readNow(cache, text);
    assert.deepEqual(next, readGameText(text));
  });

  eachShared(
    'the shared corpus reads the same through the cache',
    () => ['chinese', 'wxf', 'iccs', 'other'].flatMap((d) => fs.readdirSync(sharedPath('pgn', d)).map((f) => path.join('pgn', d, f))),
    (rel) =>
      it(`${rel} reads as readGameText reads it`, () => {
        const text = decodeText(fs.readFileSync(sharedPath(rel))).text;
        same(text, rel);
      }),
  );
});
