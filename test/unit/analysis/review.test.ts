import { strict as assert } from 'node:assert';
import * as path from 'node:path';
import { type Analyser, cancellationSource } from '../../../src/analysis/analyser';
import { annotationEdits } from '../../../src/analysis/annotations';
import { BLUNDER_DROP, DECIDED, INACCURACY_DROP, MISTAKE_DROP, ONLY_DROP, QUALITY_NAG, dropOf, gradeMove, isQualityNag, lossOf } from '../../../src/analysis/quality';
import { REVIEW_HASH_MB, deeperLimits, reviewGame, standardReview } from '../../../src/analysis/review';
import { centipawnsFor, expectedScore } from '../../../src/analysis/winChance';
import { LocalEngine } from '../../../src/worker/localEngine';
import { START_FEN } from '../../../src/core/fen';
import { cp, mate, toRedView } from '../../../src/core/score';
import { BLACK, RED } from '../../../src/core/types';
import { OpeningBook as Lines, builtinBook } from '../../../src/engine/book';
import { lineBook } from '../../../src/engine/book/probeLine';
import { applyEdit } from '../../../src/formats/edit';
import { Game, newGame } from '../../../src/formats/game';
import { readPgn } from '../../../src/formats/pgn/reader';
import type { AnalysisDto, LimitsDto } from '../../../src/protocol/dto';
import { writePgn } from '../../../src/formats/pgn/writer';
import { EngineClient } from '../../../src/threads/engineClient';
import { EnginePool } from '../../../src/threads/enginePool';

const ROOT = path.resolve(__dirname, '..', '..', '..');

const gameOf = (fen: string, moves: string[]): Game => {
  const g = newGame(fen);
  const r = applyEdit(g, { type: 'addMoves', at: [], moves });
  assert.ok(r.ok);
  return g;
};

describe('analysis/winChance', () => {
  it('reads centipawns as an expected score: a half at 0, rising with the lead, the two sides\' summing to one', () => {
    assert.equal(expectedScore(cp(0)), 0.5);
    let last = 0;
    for (let v = -3000; v <= 3000; v += 25) {
      const e = expectedScore(cp(v));
      assert.ok(e > last && e > 0 && e < 1, `${v}: ${e}`);
      assert.ok(Math.abs(e + expectedScore(cp(-v)) - 1) < 1e-12, `${v} and ${-v}`);
      last = e;
    }
    // the inverse reads the model back
    for (const p of [0.1, 0.6, 0.75, 0.9]) assert.ok(Math.abs(expectedScore(cp(centipawnsFor(p))) - p) < 1e-9);
  });

  it('takes mates and bans (reported as mates) as outcomes, whatever their distance', () => {
    assert.equal(expectedScore(mate(1)), 1);
    assert.equal(expectedScore(mate(40)), 1);
    assert.equal(expectedScore(mate(-1)), 0);
    assert.equal(expectedScore(mate(-40)), 0);
    assert.equal(expectedScore(mate(0)), 0, 'mated: the side to move has no move');
    assert.ok(expectedScore(cp(2999)) < 1 && expectedScore(cp(-2999)) > 0, 'no centipawn score is an outcome');
  });
});

describe('analysis/quality', () => {
  const graded = (drop: number, engineChoice = false): string | undefined => gradeMove({ drop, engineChoice });
  it('grades the drop in expected score at the documented thresholds, never marking the engine\'s own choice down', () => {
    assert.ok(0 < INACCURACY_DROP && INACCURACY_DROP < MISTAKE_DROP && MISTAKE_DROP < BLUNDER_DROP && BLUNDER_DROP < 1);
    assert.equal(graded(INACCURACY_DROP - 1e-9), undefined);
    assert.equal(graded(INACCURACY_DROP), 'inaccuracy');
    assert.equal(graded(MISTAKE_DROP - 1e-9), 'inaccuracy');
    assert.equal(graded(MISTAKE_DROP), 'mistake');
    assert.equal(graded(BLUNDER_DROP - 1e-9), 'mistake');
    assert.equal(graded(BLUNDER_DROP), 'blunder');
    assert.equal(graded(1), 'blunder');
    assert.equal(graded(BLUNDER_DROP, true), undefined);
  });

  it('measures the drop for the mover, the same centipawns costing less as the game is decided, mates as outcomes', () => {
    assert.equal(dropOf(cp(40), cp(40)), 0);
    assert.equal(dropOf(cp(40), cp(90)), 0, 'a move the search liked better than its first choice loses nothing');
    // the centipawns that make a mistake in a level game, lost at ±centipawnsFor(0.9), are no mark at all
    const pawns = centipawnsFor(0.5 + MISTAKE_DROP / 2) - centipawnsFor(0.5 - MISTAKE_DROP / 2);
    assert.equal(gradeMove({ drop: dropOf(cp(pawns / 2), cp(-pawns / 2)), engineChoice: false }), 'mistake');
    const won = centipawnsFor(0.9);
    assert.equal(gradeMove({ drop: dropOf(cp(won + pawns), cp(won)), engineChoice: false }), undefined);
    assert.equal(gradeMove({ drop: dropOf(cp(-won), cp(-won - pawns)), engineChoice: false }), undefined);
    assert.equal(dropOf(mate(3), mate(9)), 0, 'a slower mate still mates');
    assert.equal(dropOf(mate(3), cp(0)), 0.5);
    assert.equal(gradeMove({ drop: dropOf(cp(0), mate(-5)), engineChoice: false }), 'blunder', 'into a mate (or a lost perpetual)');
    assert.equal(gradeMove({ drop: dropOf(mate(-5), mate(-2)), engineChoice: false }), undefined, 'lost either way');
    // the centipawns a reader sees: mates as ±3000, never below 0
    assert.equal(lossOf(cp(40), cp(-100)), 140);
    assert.equal(lossOf(mate(3), cp(0)), 3000);
    assert.equal(lossOf(cp(0), cp(20)), 0);
  });

  it('gives `!` to the engine\'s choice when its second line would be a mistake, in a game the other moves do not decide', () => {
    const level = centipawnsFor(0.505 + ONLY_DROP / 2);
    const only = { drop: 0, engineChoice: true, best: cp(level), second: cp(-level) };
    assert.equal(gradeMove(only), 'only');
    assert.equal(gradeMove({ ...only, best: cp(900), second: cp(-900) }), 'only', 'the one move that wins a chariot');
    assert.equal(gradeMove({ ...only, second: cp(centipawnsFor(expectedScore(cp(level)) - ONLY_DROP + 0.005)) }), undefined, 'a second line nearly as good');
    assert.equal(gradeMove({ ...only, second: undefined }), undefined, 'one line searched (or one legal move)');
    assert.equal(gradeMove({ ...only, best: mate(3), second: cp(centipawnsFor(DECIDED)) }), undefined, 'the second line wins too');
    assert.equal(gradeMove({ ...only, best: cp(centipawnsFor(1 - DECIDED)), second: mate(-2) }), undefined, 'lost whatever is played');
    assert.equal(gradeMove({ ...only, takesBack: true }), undefined, 'taking back the piece that just moved');
    assert.equal(gradeMove({ ...only, engineChoice: false }), undefined, 'not the engine\'s move: graded by its drop');
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
    const r = await reviewGame(g, new LocalEngine({ hashMb: 8 }), { limits: { depth: 5 } });
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
    const r = await reviewGame(g, new LocalEngine({ hashMb: 8 }), { limits: { depth: 3 }, cancel: c.token, onProgress: (done) => done === 3 && c.cancel() });
    assert.equal(r.complete, false);
    // the plies whose searches had finished, in order from the first; none after a gap
    assert.ok(r.plies.length >= 2 && r.plies.length < 6, `${r.plies.length} plies`);
    assert.deepEqual(r.plies.map((p) => p.ply), r.plies.map((_, k) => k + 1));
    assert.equal(r.positions, r.plies.length + 1);
  });

  it('counts book moves, names the opening, and grades book moves like any other; a book that answers later (the worker\'s) gives the same', async () => {
    const g = gameOf(START_FEN, ['h2e2', 'h9g7', 'h0g2', 'i9h9']);
    const book = lineBook(builtinBook());
    const r = await reviewGame(g, new LocalEngine({ hashMb: 8 }), { limits: { depth: 2 }, book });
    assert.ok(r.bookPlies >= 2, `book plies ${r.bookPlies}`);
    assert.match(r.opening?.ecco ?? '', /^[A-E]\d\d$/, JSON.stringify(r.opening));
    for (const p of r.plies.slice(0, r.bookPlies)) {
      assert.ok(p.book && p.drop !== undefined, 'a book move is graded');
      assert.ok(p.bookMoves?.includes(p.move), JSON.stringify(p));
      assert.match(p.opening?.ecco ?? '', /^[A-E]\d\d$/);
    }
    assert.deepEqual(r.plies[r.bookPlies - 1].opening, r.opening);
    const later = await reviewGame(g, new LocalEngine({ hashMb: 8 }), { limits: { depth: 2 }, book: { probe: async (f, m) => book.probe(f, m) } });
    assert.deepEqual(later.plies, r.plies);
  });

  it('marks a book move `?` or `??` when it loses that much, never `?!`', async () => {
    const g = gameOf(START_FEN, ['h2e2', 'h9g7']);
    const book = lineBook(builtinBook());
    // an engine that likes c3c4 and h7h4 best and the move played less, by `cost` centipawns
    const scripted = (cost: number): Analyser => ({
      analyse: async ({ limits }) => {
        const alone = limits?.searchmoves?.length === 1;
        const value = alone ? -cost : 0;
        return { bestmove: 'c3c4', lines: [{ depth: 8, seldepth: 8, multipv: 1, score: cp(value), nodes: 100, nps: 0, hashfull: 0, pv: alone ? [limits!.searchmoves![0], 'h7h4'] : ['c3c4', 'h7h4'] }] };
      },
    });
    const slip = centipawnsFor(0.5) - centipawnsFor(0.5 - (INACCURACY_DROP + MISTAKE_DROP) / 2);
    const error = centipawnsFor(0.5) - centipawnsFor(0.5 - (MISTAKE_DROP + BLUNDER_DROP) / 2);
    const small = await reviewGame(g, scripted(slip), { limits: { nodes: 100 }, book });
    assert.ok(small.plies[0].book && small.plies[0].drop! >= INACCURACY_DROP, JSON.stringify(small.plies[0]));
    assert.equal(small.plies[0].quality, undefined, 'a book move\'s slip is not marked');
    const big = await reviewGame(g, scripted(error), { limits: { nodes: 100 }, book });
    assert.equal(big.plies[0].quality, 'mistake', 'a book move that loses is marked like any other');
    // out of the book the same slip is marked
    const out = await reviewGame(g, scripted(slip), { limits: { nodes: 100 } });
    assert.equal(out.plies[0].quality, 'inaccuracy');
  });

  it('grades a real book move that hangs a chariot as a mistake or worse (the D10 line once offered 4…车1平2 to 炮八进七)', async () => {
    const hanging = Lines.build([{ ecco: 'D10', nameZh: '顺炮直车对缓开车', nameEn: 'Same-Direction Cannons', moves: 'h2e2 h7e7 h0g2 h9g7 i0h0 b9c7 b0c2 a9b9' }]);
    assert.ok(hanging.ok);
    const g = gameOf(START_FEN, ['h2e2', 'h7e7', 'h0g2', 'h9g7', 'i0h0', 'b9c7', 'b0c2', 'a9b9', 'b2b9', 'c7b9']);
    const r = await reviewGame(g, new LocalEngine({ hashMb: REVIEW_HASH_MB }), { ...standardReview(3000), book: lineBook(hanging.value) });
    const p = r.plies[7];
    assert.equal(r.bookPlies, 8);
    assert.ok(p.book && (p.quality === 'mistake' || p.quality === 'blunder'), JSON.stringify(p));
    assert.ok(p.loss >= 300 && p.best?.[0] !== 'a9b9', `${p.loss} cp, best ${p.best?.[0]}`);
  });

  it('marks the only move that wins a chariot `!` from a second line: searched apart, or with the first (multipv 2); not without one', async () => {
    // composed: the chariots face each other on the a-file with Red to move: a1a8 takes, anything else loses Red's
    const g = gameOf('5k3/r8/9/9/9/9/9/9/R8/3K5 w - - 0 1', ['a1a8', 'f9e9']);
    const apart = await reviewGame(g, new LocalEngine({ hashMb: 8 }), { limits: { depth: 4 }, secondLine: true });
    assert.equal(apart.plies[0].quality, 'only', JSON.stringify(apart.plies[0]));
    // one more search, for the ply that could be `!`; Black's king move (forced or not) has no rival worth it
    const plain = await reviewGame(g, new LocalEngine({ hashMb: 8 }), { limits: { depth: 4 } });
    assert.equal(plain.plies[0].quality, undefined);
    assert.ok(apart.nodes > plain.nodes);
    const two = await reviewGame(g, new LocalEngine({ hashMb: 8 }), { limits: { depth: 4, multipv: 2 } });
    assert.equal(two.plies[0].quality, 'only', JSON.stringify(two.plies[0]));
  });

  it('compares like with like: a move other than the engine\'s is searched alone from the position before it, at the same depth, before the position after it', async () => {
    // the real engine, its requests and answers written down as they pass
    const engine = new LocalEngine({ hashMb: 8 });
    const asked: Array<{ moves: readonly string[]; limits: LimitsDto; answer: AnalysisDto }> = [];
    const recording: Analyser = {
      analyse: async (request) => {
        const answer = await engine.analyse(request);
        asked.push({ moves: request.position.moves, limits: request.limits ?? {}, answer });
        return answer;
      },
    };
    const g = gameOf(FEN, LINE);
    const r = await reviewGame(g, recording, { limits: { depth: 5 } });
    const lone = asked.filter((a) => a.limits.searchmoves);
    const others = r.plies.filter((p) => p.best?.[0] !== p.move);
    assert.ok(others.length > 0 && lone.length === others.length, `${lone.length} lone searches for ${others.length} moves`);
    for (const p of others) {
      const at = asked.findIndex((a) => a.limits.searchmoves?.[0] === p.move && a.moves.length === p.ply - 1);
      assert.ok(at >= 0, `no lone search of ${p.move}`);
      const { limits, answer } = asked[at];
      assert.deepEqual(limits, { depth: 5, multipv: 1, searchmoves: [p.move] });
      assert.ok(asked.findIndex((a) => !a.limits.searchmoves && a.moves.length === p.ply) > at, 'searched before the position after it');
      // the mover's scores for the best and the played move, from that search: what the move is graded by
      const best = asked.find((a) => !a.limits.searchmoves && a.moves.length === p.ply - 1)!.answer.lines[0].score;
      const played = answer.lines[0].score;
      assert.equal(p.loss, lossOf(best, played), JSON.stringify(p));
      assert.equal(p.drop, dropOf(best, played));
      // kept from Red's view, as the ply's other scores (what the reason for a mark reads)
      assert.deepEqual(p.playedScore, toRedView(played, (p.ply - 1) % 2 === 0 ? RED : BLACK));
    }
    assert.equal(r.nodes, asked.reduce((n, a) => n + (a.answer.lines[0]?.nodes ?? 0), 0), 'the lone searches count in the review\'s nodes');
    // the engine's own moves lose nothing
    for (const p of r.plies.filter((x) => x.best?.[0] === x.move)) assert.ok(p.loss === 0 && p.drop === 0 && !p.quality, JSON.stringify(p));
  });

  it('takes the played move\'s score from a second line that has it (multipv 2) rather than search it again', async () => {
    // from one of our engine's games: Black has two legal moves and plays the worse, so the second line
    // holds it whatever the search's tuning (d9d8 keeps about 1,100 cp at depth 5, d9e9 about 650)
    const g = gameOf('2bk5/4a4/2N1b4/9/9/9/9/5A3/3pnp3/4K4 b - - 1 83', ['d9e9']);
    const engine = new LocalEngine({ hashMb: 8 });
    const asked: Array<{ moves: readonly string[]; limits: LimitsDto; answer: AnalysisDto }> = [];
    const r = await reviewGame(g, { analyse: async (request) => {
      const answer = await engine.analyse(request);
      asked.push({ moves: request.position.moves, limits: request.limits ?? {}, answer });
      return answer;
    } }, { limits: { depth: 5, multipv: 2 } });
    let fromSecond = 0;
    for (const p of r.plies.filter((x) => x.best?.[0] !== x.move)) {
      const lines = asked.find((a) => !a.limits.searchmoves && a.moves.length === p.ply - 1)!.answer.lines;
      const lone = asked.filter((a) => a.limits.searchmoves?.[0] === p.move && a.moves.length === p.ply - 1);
      if (lines[1]?.pv[0] === p.move) {
        fromSecond++;
        assert.equal(lone.length, 0, `${p.move} searched again`);
        assert.equal(p.loss, lossOf(lines[0].score, lines[1].score));
      } else assert.equal(lone.length, 1, `${p.move} not searched alone`);
    }
    assert.ok(fromSecond > 0, 'no played move was the second line');
  });

  it('writes its marks as edits: NAGs, the engine line as a variation, notes; the text reads back', async () => {
    const g = gameOf(FEN, LINE);
    const r = await reviewGame(g, new LocalEngine({ hashMb: 8 }), { limits: { depth: 5 } });
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
    const client = new EngineClient({ workerPath: path.join(ROOT, 'src', 'worker', 'engineWorker.ts'), execArgv: ['--require', 'tsx/cjs'], options: { hashMb: 8 } });
    try {
      const limits = { nodes: 20_000 };
      const viaWorker = await reviewGame(g, client, { limits });
      const inProcess = await reviewGame(g, new LocalEngine({ hashMb: 8 }), { limits });
      assert.deepEqual(viaWorker.plies, inProcess.plies);
      assert.equal(viaWorker.nodes, inProcess.nodes);
    } finally {
      await client.dispose();
    }
  });
});

describe('analysis/review in two passes', () => {
  // a scripted analyser: the review's control flow against answers that depend on the budget asked
  const FEN2 = '5k3/r8/9/9/9/9/9/9/8R/3K5 w - - 0 1';
  const info = (multipv: number, pv: string[], value: number, nodes: number) => ({ depth: 8, seldepth: 8, score: cp(value), nodes, nps: 0, hashfull: 0, multipv, pv });
  /** Centipawns whose expected score is `p` (the review grades by expected score). */
  const at = (p: number): number => Math.round(centipawnsFor(p));
  /** Red's i1i2 gives away 0.15 of expected score (a mistake) to a shallow search and nothing to a deep one. */
  const scripted = (asked: LimitsDto[]): Analyser => ({
    analyse: async ({ position, limits = {}, fresh }) => {
      assert.equal(fresh, true, 'every review search is fresh');
      asked.push(limits);
      const n = limits.nodes ?? 0;
      if (position.moves.length === 0) {
        if (limits.searchmoves?.[0] === 'i1i2') return { bestmove: 'i1i2', lines: [info(1, ['i1i2', 'a8a7'], n >= 4000 ? at(0.55) : at(0.4), n)] };
        return { bestmove: 'i1i5', lines: [info(1, ['i1i5', 'a8a7'], at(0.55), n)] };
      }
      return { bestmove: 'a8a7', lines: [info(1, ['a8a7'], -40, n)] };
    },
  });

  it('searches a first-pass mark again, deeper, and drops it when the deeper search does not confirm it', async () => {
    const asked: LimitsDto[] = [];
    const g = gameOf(FEN2, ['i1i2']);
    const one = await reviewGame(g, scripted([]), { limits: { nodes: 1000 } });
    assert.equal(one.plies[0].quality, 'mistake', 'one pass: the shallow figures mark it');
    const two = await reviewGame(g, scripted(asked), { limits: { nodes: 1000 }, verify: {} });
    assert.equal(two.plies[0].quality, undefined, JSON.stringify(two.plies[0]));
    assert.equal(two.plies[0].verified, true);
    assert.equal(two.plies[0].drop, 0);
    assert.equal(two.verified, 1);
    // both the best move and the move played were searched again, four times as far
    assert.deepEqual(asked.filter((l) => l.nodes === 4000).map((l) => l.searchmoves ?? []), [[], ['i1i2']]);
  });

  it('searches a first-pass blunder eight times as far, and gives the glyph the deeper figures earn', async () => {
    const asked: LimitsDto[] = [];
    const deepBlunder: Analyser = {
      analyse: async ({ position, limits = {} }) => {
        asked.push(limits);
        const n = limits.nodes ?? 0;
        if (position.moves.length > 0) return { bestmove: 'a8a7', lines: [info(1, ['a8a7'], 0, n)] };
        if (limits.searchmoves?.[0] === 'i1i2') return { bestmove: 'i1i2', lines: [info(1, ['i1i2', 'a8a2'], n >= 8000 ? at(0.4) : at(0.2), n)] };
        return { bestmove: 'i1i5', lines: [info(1, ['i1i5'], at(0.55), n)] };
      },
    };
    const r = await reviewGame(gameOf(FEN2, ['i1i2']), deepBlunder, { limits: { nodes: 1000 }, verify: {} });
    assert.ok(asked.some((l) => l.nodes === 8000) && !asked.some((l) => l.nodes === 4000), JSON.stringify(asked));
    assert.equal(r.plies[0].quality, 'mistake', 'a blunder at 1,000 nodes is a mistake at 8,000: the deeper figures decide');
    assert.equal(r.plies[0].loss, at(0.55) - at(0.4));
  });

  it('scales a budget: nodes times the factor, a depth plus its base-2 logarithm', () => {
    assert.deepEqual(deeperLimits({ nodes: 1000, multipv: 2 }, 4), { nodes: 4000, multipv: 2 });
    assert.deepEqual(deeperLimits({ depth: 10 }, 8), { depth: 13 });
  });
});

describe('analysis/review: the same verdict every time', function () {
  this.timeout(120_000);
  const g = gameOf(START_FEN, ['h2e2', 'h9g7', 'h0g2', 'g6g5', 'i0h0', 'i9h9', 'c3c4', 'b7b3', 'h0h4', 'b3c3']);
  const opts = { ...standardReview(3000), book: lineBook(builtinBook()) };

  it('gives the same review in-process and on a pool of two workers, with other analysis between, in any order', async () => {
    const WORKER = path.join(ROOT, 'src', 'worker', 'engineWorker.ts');
    const pool = new EnginePool(2, () => new EngineClient({ workerPath: WORKER, execArgv: ['--require', 'tsx/cjs'], options: { hashMb: REVIEW_HASH_MB } }));
    const local = new LocalEngine({ hashMb: REVIEW_HASH_MB });
    try {
      const first = await reviewGame(g, local, opts);
      // other work in between, on the same engines, with their hash and histories kept (not fresh)
      await local.analyse({ position: { fen: START_FEN, moves: ['b2e2', 'b9c7'] }, limits: { nodes: 20_000 } });
      await Promise.all([0, 1, 2].map((k) => pool.analyse({ position: { fen: START_FEN, moves: ['c3c4', 'c6c5', 'b0c2'].slice(0, k + 1) }, limits: { nodes: 20_000 } })));
      const again = await reviewGame(g, local, opts);
      const pooled = await reviewGame(g, pool, { ...opts, parallel: 3 });
      assert.deepEqual(again.plies, first.plies, 'in-process, after other analysis');
      assert.deepEqual(pooled.plies, first.plies, 'two workers, searches in parallel');
      assert.equal(pooled.nodes, first.nodes);
    } finally {
      await pool.dispose();
    }
  });
});
