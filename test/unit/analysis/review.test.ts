import { strict as assert } from 'node:assert';
import * as path from 'node:path';
import { cancellationSource } from '../../../src/analysis/analyser';
import { annotationEdits } from '../../../src/analysis/annotations';
import { BLUNDER_CP, DECIDED_CP, INACCURACY_CP, MISTAKE_CP, ONLY_CP, QUALITY_NAG, gradeMove, isQualityNag, lossOf } from '../../../src/analysis/quality';
import { reviewGame } from '../../../src/analysis/review';
import { engineAnalyser } from '../../../src/cli/engineAnalyser';
import { START_FEN } from '../../../src/core/fen';
import { cp, mate } from '../../../src/core/score';
import { builtinBook } from '../../../src/engine/book';
import { lineBook } from '../../../src/engine/book/probeLine';
import { applyEdit } from '../../../src/formats/edit';
import { Game, newGame } from '../../../src/formats/game';
import { readPgn } from '../../../src/formats/pgn/reader';
import { writePgn } from '../../../src/formats/pgn/writer';
import { analyserFor } from '../../../src/host/engines/analyser';
import { EngineClient } from '../../../src/host/engines/engineClient';

const ROOT = path.resolve(__dirname, '..', '..', '..');

const gameOf = (fen: string, moves: string[]): Game => {
  const g = newGame(fen);
  const r = applyEdit(g, { type: 'addMoves', at: [], moves });
  assert.ok(r.ok);
  return g;
};

describe('analysis/quality', () => {
  const graded = (loss: number, engineChoice = false): string | undefined => gradeMove({ loss, engineChoice });
  it('measures loss for the mover and grades it at the documented thresholds, never marking the engine\'s own choice down', () => {
    assert.equal(lossOf({ kind: 'cp', value: 40 }, { kind: 'cp', value: 100 }), 140);
    assert.equal(lossOf({ kind: 'mate', value: 3 }, { kind: 'cp', value: 0 }), 3000);
    assert.equal(graded(INACCURACY_CP - 1), undefined);
    assert.equal(graded(INACCURACY_CP), 'inaccuracy');
    assert.equal(graded(MISTAKE_CP - 1), 'inaccuracy');
    assert.equal(graded(MISTAKE_CP), 'mistake');
    assert.equal(graded(BLUNDER_CP - 1), 'mistake');
    assert.equal(graded(BLUNDER_CP), 'blunder');
    assert.equal(graded(BLUNDER_CP, true), undefined);
  });

  it('gives `!` to the engine\'s choice when its second line is two mistakes\' worth worse in a game the other moves do not decide', () => {
    const only = { loss: 0, engineChoice: true, best: cp(30), second: cp(30 - ONLY_CP) };
    assert.equal(gradeMove(only), 'only');
    assert.equal(gradeMove({ ...only, best: cp(900), second: cp(-900) }), 'only', 'the one move that wins a chariot');
    assert.equal(gradeMove({ ...only, second: cp(30 - ONLY_CP + 1) }), undefined, 'a second line nearly as good');
    assert.equal(gradeMove({ ...only, second: undefined }), undefined, 'one line searched (or one legal move)');
    assert.equal(gradeMove({ ...only, best: mate(3), second: cp(DECIDED_CP) }), undefined, 'the second line wins too');
    assert.equal(gradeMove({ ...only, best: cp(-DECIDED_CP), second: mate(-2) }), undefined, 'lost whatever is played');
    assert.equal(gradeMove({ ...only, takesBack: true }), undefined, 'taking back the piece that just moved');
    assert.equal(gradeMove({ ...only, engineChoice: false }), undefined, 'not the engine\'s move: graded by its loss');
  });

  it('writes each mark as its NAG, and only $1–$6 are move-quality NAGs', () => {
    assert.deepEqual(QUALITY_NAG, { only: 1, inaccuracy: 6, mistake: 2, blunder: 4 });
    assert.ok([1, 2, 3, 4, 5, 6].every(isQualityNag));
    assert.ok(![0, 7, 13, 146].some(isQualityNag));
  });
});

describe('analysis/review over a real engine', function () {
  this.timeout(60_000);
  // composed: a chariot each; Red's i2a2 puts its chariot on the file of Black's, which takes it
  const FEN = '5k3/r8/9/9/9/9/9/9/8R/3K5 w - - 0 1';
  const LINE = ['i1i2', 'a8a7', 'i2a2', 'a7a2'];

  it('scores every move from Red\'s view, finds the engine\'s line, and marks the move that gives a chariot away', async () => {
    const g = gameOf(FEN, LINE);
    const r = await reviewGame(g, engineAnalyser({ hashMb: 8 }), { limits: { depth: 5 } });
    assert.equal(r.plies.length, 4);
    assert.ok(r.complete);
    assert.equal(r.positions, 5);
    const [, , givesAway, takes] = r.plies;
    assert.equal(givesAway.move, 'i2a2');
    assert.ok(givesAway.quality === 'blunder', JSON.stringify(givesAway));
    assert.notEqual(givesAway.best?.[0], 'i2a2');
    // after Black takes the chariot, Red is lost: Red's view is negative
    assert.ok(takes.score && (takes.score.kind === 'mate' ? takes.score.value < 0 : takes.score.value < -300), JSON.stringify(takes.score));
    assert.equal(takes.quality, undefined);
  });

  it('stops when cancelled and keeps the plies it finished', async () => {
    const g = gameOf(START_FEN, ['h2e2', 'h9g7', 'h0g2', 'i9h9', 'i0h0', 'b9c7']);
    const c = cancellationSource();
    const r = await reviewGame(g, engineAnalyser({ hashMb: 8 }), { limits: { depth: 3 }, cancel: c.token, onProgress: (done) => done === 3 && c.cancel() });
    assert.equal(r.complete, false);
    assert.equal(r.positions, 3);
    assert.deepEqual(r.plies.map((p) => p.ply), [1, 2]);
  });

  it('counts book moves, names the opening, and does not grade book moves; a book that answers later (the worker\'s) gives the same', async () => {
    const g = gameOf(START_FEN, ['h2e2', 'h9g7', 'h0g2', 'i9h9']);
    const book = lineBook(builtinBook());
    const r = await reviewGame(g, engineAnalyser({ hashMb: 8 }), { limits: { depth: 2 }, book });
    assert.ok(r.bookPlies >= 2, `book plies ${r.bookPlies}`);
    assert.match(r.opening?.ecco ?? '', /^[A-E]\d\d$/, JSON.stringify(r.opening));
    for (const p of r.plies.slice(0, r.bookPlies)) {
      assert.ok(p.book && p.quality === undefined);
      assert.ok(p.bookMoves?.includes(p.move), JSON.stringify(p));
      assert.match(p.opening?.ecco ?? '', /^[A-E]\d\d$/);
    }
    assert.deepEqual(r.plies[r.bookPlies - 1].opening, r.opening);
    const later = await reviewGame(g, engineAnalyser({ hashMb: 8 }), { limits: { depth: 2 }, book: { probe: async (f, m) => book.probe(f, m) } });
    assert.deepEqual(later.plies, r.plies);
  });

  it('marks the only move that wins a chariot `!` from a second line: searched apart, or with the first (multipv 2); not without one', async () => {
    // composed: the chariots face each other on the a-file with Red to move: a1a8 takes, anything else loses Red's
    const g = gameOf('5k3/r8/9/9/9/9/9/9/R8/3K5 w - - 0 1', ['a1a8', 'f9e9']);
    const apart = await reviewGame(g, engineAnalyser({ hashMb: 8 }), { limits: { depth: 4 }, secondLine: true });
    assert.equal(apart.plies[0].quality, 'only', JSON.stringify(apart.plies[0]));
    // one more search, for the ply that could be `!`; Black's king move (forced or not) has no rival worth it
    const plain = await reviewGame(g, engineAnalyser({ hashMb: 8 }), { limits: { depth: 4 } });
    assert.equal(plain.plies[0].quality, undefined);
    assert.ok(apart.nodes > plain.nodes);
    const two = await reviewGame(g, engineAnalyser({ hashMb: 8 }), { limits: { depth: 4, multipv: 2 } });
    assert.equal(two.plies[0].quality, 'only', JSON.stringify(two.plies[0]));
  });

  it('writes its marks as edits: NAGs, the engine line as a variation, notes; the text reads back', async () => {
    const g = gameOf(FEN, LINE);
    const r = await reviewGame(g, engineAnalyser({ hashMb: 8 }), { limits: { depth: 5 } });
    for (const e of annotationEdits(g, r)) assert.ok(applyEdit(g, e).ok, JSON.stringify(e));
    const blunderParent = g.root.children[0].children[0];
    assert.deepEqual(blunderParent.children[0].nags, [4]);
    assert.equal(blunderParent.children.length, 2, 'the engine line joins as a variation');
    assert.match(blunderParent.children[1].comments[0], /^engine: /);
    const back = readPgn(writePgn(g, 'iccs'));
    assert.ok(back.ok);
    assert.deepEqual(back.value.games[0].root.children[0].eval, g.root.children[0].eval);
  });

  it('gives the same review through the worker (the host\'s analyser) as in-process: one interface, one engine', async () => {
    const g = gameOf(START_FEN, ['h2e2', 'h9g7', 'h0g2', 'i9h9', 'i0h0']);
    const client = new EngineClient({ workerPath: path.join(ROOT, 'src', 'worker', 'engineWorker.ts'), execArgv: ['--require', 'tsx/cjs'], hashMb: 8 });
    try {
      const limits = { nodes: 20_000 };
      const viaWorker = await reviewGame(g, analyserFor(client), { limits });
      const inProcess = await reviewGame(g, engineAnalyser({ hashMb: 8 }), { limits });
      assert.deepEqual(viaWorker.plies, inProcess.plies);
      assert.equal(viaWorker.nodes, inProcess.nodes);
    } finally {
      await client.dispose();
    }
  });
});
