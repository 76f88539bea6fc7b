import { strict as assert } from 'node:assert';
import * as path from 'node:path';
import { cancellationSource } from '../../../src/analysis/analyser';
import { annotationEdits } from '../../../src/analysis/annotations';
import { gradeMove, lossOf, BLUNDER_CP, MISTAKE_CP } from '../../../src/analysis/quality';
import { reviewGame } from '../../../src/analysis/review';
import { engineAnalyser } from '../../../src/cli/engineAnalyser';
import { START_FEN } from '../../../src/core/fen';
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
  it('measures loss for the mover and grades it, never marking the engine\'s own choice', () => {
    assert.equal(lossOf({ kind: 'cp', value: 40 }, { kind: 'cp', value: 100 }), 140);
    assert.equal(lossOf({ kind: 'mate', value: 3 }, { kind: 'cp', value: 0 }), 3000);
    assert.equal(gradeMove(MISTAKE_CP - 1, false), undefined);
    assert.equal(gradeMove(MISTAKE_CP, false), 'mistake');
    assert.equal(gradeMove(BLUNDER_CP, false), 'blunder');
    assert.equal(gradeMove(BLUNDER_CP, true), undefined);
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

  it('counts book moves, names the opening, and does not grade book moves', async () => {
    const g = gameOf(START_FEN, ['h2e2', 'h9g7', 'h0g2', 'i9h9']);
    const r = await reviewGame(g, engineAnalyser({ hashMb: 8 }), { limits: { depth: 2 }, book: lineBook(builtinBook()) });
    assert.ok(r.bookPlies >= 2, `book plies ${r.bookPlies}`);
    assert.match(r.opening?.ecco ?? '', /^[A-E]\d\d$/, JSON.stringify(r.opening));
    for (const p of r.plies.slice(0, r.bookPlies)) assert.ok(p.book && p.quality === undefined);
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
