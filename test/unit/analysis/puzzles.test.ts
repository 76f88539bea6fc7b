import { strict as assert } from 'node:assert';
import type { Analyser } from '../../../src/analysis/analyser';
import { buildPuzzles, checkAnswer, playerSides, puzzleMoves } from '../../../src/analysis/puzzles';
import { BLUNDER_DROP, MISTAKE_DROP, type Quality } from '../../../src/analysis/quality';
import { reviewGame, type PlyReview } from '../../../src/analysis/review';
import { START_FEN } from '../../../src/core/fen';
import { cp, mate, type Score } from '../../../src/core/score';
import { applyEdit } from '../../../src/formats/edit';
import { newGame, type Game } from '../../../src/formats/game';
import type { InfoDto } from '../../../src/protocol/dto';
import { LocalEngine } from '../../../src/worker/localEngine';

const gameOf = (fen: string, moves: string[], headers: Record<string, string> = {}): Game => {
  const g = newGame(fen, headers);
  const r = applyEdit(g, { type: 'addMoves', at: [], moves });
  assert.ok(r.ok);
  return g;
};

/** A reviewed ply as review.ts makes one: the best score before it (Red's view), what it gave away, its mark. */
const ply = (n: number, move: string, bestScore: Score, drop: number, quality?: Quality, book = false): PlyReview => ({
  ply: n,
  move,
  best: ['a0a1'],
  bestScore,
  loss: 0,
  drop,
  ...(quality ? { quality } : {}),
  book,
});

const line = (multipv: number, score: Score, pv: string[]): InfoDto => ({ depth: 10, seldepth: 10, multipv, score, nodes: 1000, nps: 0, hashfull: 0, pv });
const scripted = (lines: InfoDto[]): Analyser => ({ analyse: async () => ({ bestmove: lines[0].pv[0], lines }) });

describe('analysis/puzzles: which moves make puzzles', () => {
  const g = gameOf(START_FEN, ['h2e2', 'h9g7', 'h0g2', 'i9h9', 'i0h0', 'b9c7'], { Red: '王 天一', Black: 'Zheng Weitong' });

  it('finds a player by the Red or Black header, however spaced or cased; without players, both sides', () => {
    assert.deepEqual(playerSides(g.headers, ['王天一']), [0]);
    assert.deepEqual(playerSides(g.headers, ['zheng weitong', 'someone else']), [1]);
    assert.deepEqual(playerSides(g.headers, []), [0, 1]);
    assert.deepEqual(playerSides(g.headers, ['nobody']), []);
  });

  it('takes the player\'s marked moves from the mark asked for, a missed win whatever its mark, and never an unmarked book move', () => {
    const plies = [
      ply(1, 'h2e2', cp(0), 0.04, undefined, true), // a book move, a small slip: no mark, no puzzle
      ply(2, 'h9g7', cp(0), MISTAKE_DROP + 0.01, 'mistake'), // Black errs: Red is winning after it
      ply(3, 'h0g2', cp(1500), 0.2, 'mistake'), // Red lets the win go: a missed win
      ply(4, 'i9h9', cp(0), 0.06, 'inaccuracy'),
      ply(5, 'i0h0', cp(0), BLUNDER_DROP + 0.01, 'blunder'),
      ply(6, 'b9c7', cp(0), MISTAKE_DROP + 0.01, 'mistake'),
    ];
    const pick = (players: string[], from?: '?!' | '?' | '??'): string[] =>
      puzzleMoves(g, { plies }, { players, ...(from ? { from } : {}) }).map((p) => `${p.ply.ply}${p.kind === 'missedWin' ? 'w' : ''}`);
    assert.deepEqual(pick(['王天一']), ['3w', '5']);
    assert.deepEqual(pick(['王天一'], '??'), ['3w', '5']);
    assert.deepEqual(pick(['Zheng Weitong']), ['2', '6']);
    assert.deepEqual(pick(['Zheng Weitong'], '?!'), ['2', '4', '6']);
    assert.deepEqual(pick(['Zheng Weitong'], '??'), []);
    assert.deepEqual(pick([]), ['2', '3w', '5', '6']);
  });
});

describe('analysis/puzzles: answers', () => {
  const g = gameOf(START_FEN, ['h2e2', 'h9g7'], {});
  const plies = [ply(1, 'h2e2', cp(0), MISTAKE_DROP + 0.01, 'mistake'), ply(2, 'h9g7', cp(0), 0)];

  it('accepts every line within the margin of the best: two mates, not the pawn ahead after them', async () => {
    const [p] = await buildPuzzles(g, { plies }, scripted([line(1, mate(2), ['b0c2', 'h9g7']), line(2, mate(4), ['g3g4']), line(3, cp(100), ['c3c4'])]), { limits: { nodes: 1000 } });
    assert.deepEqual(p.answers, ['b0c2', 'g3g4']);
    assert.deepEqual(p.line, ['b0c2', 'h9g7']);
    assert.equal(p.played, 'h2e2');
    assert.equal(p.side, 'red');
    assert.equal(p.fen, START_FEN);
    assert.equal(p.source.ply, 1);
  });

  it('makes no puzzle of a move the deeper search forgives (it is among the answers)', async () => {
    const puzzles = await buildPuzzles(g, { plies }, scripted([line(1, cp(30), ['c3c4']), line(2, cp(25), ['h2e2'])]), { limits: { nodes: 1000 } });
    assert.deepEqual(puzzles, []);
  });

  it('checks a solver\'s moves: any answer first, then the engine\'s line reached in any order', () => {
    const puzzle = { fen: START_FEN, answers: ['h2e2', 'b2e2'], line: ['h2e2', 'h9g7', 'b0c2'] };
    assert.ok(checkAnswer(puzzle, ['h2e2']));
    assert.ok(checkAnswer(puzzle, ['b2e2']));
    assert.ok(!checkAnswer(puzzle, ['c3c4']));
    assert.ok(!checkAnswer(puzzle, []));
    // a transposition: the same position as the line after three moves
    assert.ok(checkAnswer(puzzle, ['b0c2', 'h9g7', 'h2e2']));
    assert.ok(!checkAnswer(puzzle, ['b0c2', 'h9g7', 'b2e2']));
    assert.ok(!checkAnswer(puzzle, ['h2e2', 'h9g7', 'b0c2', 'i9h9']), 'beyond the line');
  });
});

describe('analysis/puzzles over a real engine', function () {
  this.timeout(60_000);
  // composed: a chariot and two advisors each side; the third move puts a chariot on the file of the other, which takes it
  const FEN = '4ka3/r3a4/9/9/9/9/9/9/8R/3AK4';

  it('a Red player\'s blunder: the position before it, the chariot saved, the same puzzles on a second build', async () => {
    const g = gameOf(`${FEN} w - - 0 1`, ['i1i2', 'a8a7', 'i2a2', 'a7a2'], { Red: 'me', Black: 'them' });
    const review = await reviewGame(g, new LocalEngine({ hashMb: 8 }), { limits: { depth: 5 } });
    const build = (): ReturnType<typeof buildPuzzles> => buildPuzzles(g, review, new LocalEngine({ hashMb: 8 }), { players: ['me'], limits: { depth: 5 }, source: { file: 'g.pgn', game: 0 } });
    const puzzles = await build();
    assert.equal(puzzles.length, 1, JSON.stringify(puzzles));
    const [p] = puzzles;
    assert.equal(p.played, 'i2a2');
    assert.equal(p.side, 'red');
    assert.equal(p.source.ply, 3);
    assert.equal(p.source.red, 'me');
    assert.ok(!p.answers.includes('i2a2'));
    assert.ok(p.answers.length >= 1 && p.line[0] === p.answers[0]);
    assert.deepEqual(p.refutation.slice(0, 2), ['i2a2', 'a7a2']);
    // why, in words for after the answer: the chariot given away
    assert.equal(p.reason, 'loses');
    assert.match(p.words?.en ?? '', /^Blunder \(.*chariot/);
    assert.match(p.words?.zh ?? '', /^败着.*车/);
    assert.deepEqual(await build(), puzzles);
  });

  it('a Black player\'s blunder in the mirrored game, and none for Red there', async () => {
    const g = gameOf(`${FEN} b - - 0 1`, ['a8a7', 'i1i2', 'a7i7', 'i2i7'], { Red: 'them', Black: 'me' });
    const review = await reviewGame(g, new LocalEngine({ hashMb: 8 }), { limits: { depth: 5 } });
    const mine = await buildPuzzles(g, review, new LocalEngine({ hashMb: 8 }), { players: ['me'], limits: { depth: 5 } });
    assert.deepEqual(mine.map((p) => [p.played, p.side, p.source.ply]), [['a7i7', 'black', 3]]);
    assert.deepEqual(await buildPuzzles(g, review, new LocalEngine({ hashMb: 8 }), { players: ['them'], limits: { depth: 5 } }), []);
  });
});
