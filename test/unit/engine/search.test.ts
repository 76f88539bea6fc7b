import { strict as assert } from 'node:assert';
import { START_FEN, parseFen } from '../../../src/core/fen';
import { moveToIccs } from '../../../src/core/notation';
import { builtinBook } from '../../../src/engine/book';
import { Engine, EngineInfo } from '../../../src/engine/engine';
import { BAN, DRAW_VALUE, MATE, WIN, toScore } from '../../../src/engine/score';
import { Search } from '../../../src/engine/search';
import { TranspositionTable } from '../../../src/engine/tt';

const search = (fen: string, moves: string[], limits: Parameters<Engine['go']>[0]) => {
  const e = new Engine({ hashMb: 4 });
  const r = e.setPosition(fen, moves);
  assert.ok(r.ok, fen);
  return e.go(limits);
};

describe('engine: search', function () {
  this.timeout(30000);

  // Red's chariot checks the bare king back and forth between the e and f files (composed).
  const PERPETUAL = '4k4/9/9/9/9/4R4/9/9/9/3K5 b - - 0 1';
  // one full cycle: every position of it has occurred twice once e4f4 f9e9 follow
  const CYCLE = ['e9f9', 'e4f4', 'f9e9', 'f4e4', 'e9f9', 'e4f4', 'f9e9'];

  it('scores a perpetual check that makes the third occurrence as a loss for the checker, in the ban band', () => {
    const r = search(PERPETUAL, CYCLE, { depth: 3, searchmoves: ['f4e4'] });
    const v = r.lines[0].value;
    assert.ok(v < -WIN && v >= -BAN, `perpetual scored ${v}`);
  });

  it('avoids the perpetual when another move keeps the win', () => {
    const r = search(PERPETUAL, CYCLE, { depth: 4 });
    assert.notEqual(moveToIccs(r.bestMove), 'f4e4');
    assert.ok(r.lines[0].value > 0);
  });

  it('scores a perpetual chase that makes the third occurrence as a loss for the chaser, and avoids it', () => {
    // Red's chariot follows Black's unprotected cannon b7 ↔ b6 (composed; see the core's rules tests)
    const fen = '3k5/9/1c5R1/9/9/9/9/9/9/4K4 b - - 0 1';
    const moves = ['b7b6', 'h7h6', 'b6b7', 'h6h7', 'b7b6', 'h7h6', 'b6b7'];
    const chase = search(fen, moves, { depth: 3, searchmoves: ['h6h7'] }).lines[0].value;
    assert.ok(chase < -WIN && chase >= -BAN, `chase scored ${chase}`);
    const free = search(fen, moves, { depth: 4 });
    assert.notEqual(moveToIccs(free.bestMove), 'h6h7');
    assert.ok(free.lines[0].value > 0);
  });

  it('a position seen once before the root is no verdict yet: the search goes on', () => {
    // the game: Black returns to the position of move 45 once; the old rule called it Black's
    // win by Red's perpetual check (cp 29799) although Red is free to vary
    const r = search('3k1ab2/4a4/2nNbc3/9/p3C1r2/3R5/9/4B4/4A4/2B1KA3 w - - 1 45', ['d7c9', 'd9e9', 'c9d7'], { depth: 8 });
    const v = r.lines[0].value;
    assert.ok(Math.abs(v) < WIN, `scored ${v}`);
    assert.equal(toScore(v).kind, 'cp');
  });

  it('scores a quiet third occurrence as a draw, against the side that repeats', () => {
    // both sides shuffle a horse; h2g0 brings back the start position a third time
    const fen = '3k5/9/9/9/9/9/9/9/9/1N2K1n2 w - - 0 1';
    const e = new Engine({ hashMb: 4 });
    e.setPosition(fen, ['b0c2', 'g0h2', 'c2b0', 'h2g0', 'b0c2', 'g0h2', 'c2b0']);
    const rep = e.go({ depth: 3, searchmoves: ['h2g0'] });
    assert.equal(rep.lines[0].value, -DRAW_VALUE);
  });

  it('reports mate and ban scores as mate in N, never as centipawns', () => {
    assert.deepEqual(toScore(MATE - 3), { kind: 'mate', value: 2 });
    assert.deepEqual(toScore(-(MATE - 4)), { kind: 'mate', value: -2 });
    // a win by the opponent's perpetual at ply 1 (the cp 29799 of the issue) is a mate in 1
    assert.deepEqual(toScore(BAN - 1), { kind: 'mate', value: 1 });
    assert.deepEqual(toScore(-(BAN - 6)), { kind: 'mate', value: -3 });
    assert.deepEqual(toScore(WIN), { kind: 'cp', value: WIN });
  });

  it('reports legal PVs and multi-PV scores in order', () => {
    const infos: EngineInfo[] = [];
    const e = new Engine({ hashMb: 4 });
    e.onInfo = (i) => infos.push(i);
    e.setPosition(START_FEN, ['h2e2', 'h9g7']);
    const r = e.go({ depth: 4, multipv: 3 });
    assert.equal(r.lines.length, 3);
    const firsts = new Set(r.lines.map((l) => l.pv[0]));
    assert.equal(firsts.size, 3, 'distinct first moves');
    for (let k = 1; k < 3; k++) assert.ok(r.lines[k].value <= r.lines[k - 1].value);
    assert.ok(infos.length >= 12);
    for (const info of infos) {
      const pos = parseFen(START_FEN);
      if (!pos.ok) assert.fail();
      const p = pos.value;
      for (const m of [...e.position()!.moves.slice(0, 2)]) p.play(m);
      for (const m of info.pv) {
        assert.ok(p.isLegal(m), `illegal ${moveToIccs(m)} in depth ${info.depth} pv`);
        p.play(m);
      }
    }
  });

  it('restricts the root to searchmoves and leaves out banmoves', () => {
    const r = search(START_FEN, [], { depth: 3, searchmoves: ['a3a4', 'i3i4'] });
    assert.ok(['a3a4', 'i3i4'].includes(moveToIccs(r.bestMove)));
    const b = search(START_FEN, [], { depth: 2, banmoves: [moveToIccs(search(START_FEN, [], { depth: 2 }).bestMove)] });
    assert.notEqual(moveToIccs(b.bestMove), moveToIccs(search(START_FEN, [], { depth: 2 }).bestMove));
  });

  it('is deterministic at fixed depth and honours a node budget', () => {
    const a = search(START_FEN, [], { depth: 5 });
    const b = search(START_FEN, [], { depth: 5 });
    assert.equal(a.nodes, b.nodes);
    assert.equal(a.bestMove, b.bestMove);
    const n = search(START_FEN, [], { nodes: 5000 });
    // the budget is polled on entering each node: siblings pruned at the frontier may overshoot a little
    assert.ok(n.nodes >= 5000 && n.nodes < 5000 + 256, `${n.nodes}`);
    assert.notEqual(n.bestMove, 0);
  });

  it('forgets every earlier search on a new game: a search after newGame is the search of a new engine', () => {
    // the continuation keys of an earlier search's plies once reached the next (found by a review that
    // gave other verdicts in another order: test/unit/analysis/review.test.ts)
    const iterations = (e: Engine): string => {
      const seen: string[] = [];
      e.onInfo = (i) => seen.push(`${i.depth}:${i.nodes}`);
      e.setPosition(START_FEN, []);
      e.go({ nodes: 20_000, searchmoves: ['h2e2'] });
      return seen.join(' ');
    };
    const used = new Engine({ hashMb: 16 });
    used.setPosition(START_FEN, []);
    used.go({ nodes: 80_000 });
    used.newGame();
    assert.equal(iterations(used), iterations(new Engine({ hashMb: 16 })));
  });

  it('counts as nodes the moves searched, not those pruned before being searched', () => {
    // watch the real search: a move played counts once a search or quiescence call enters its node
    const p = parseFen('r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1CN3NC1/9/R1BAKAB1R w - - 4 3');
    if (!p.ok) assert.fail();
    const pos = p.value;
    const s = new Search(new TranspositionTable(4));
    const entered: number[] = [];
    let searched = 0;
    const w = pos as unknown as Record<string, (...a: unknown[]) => unknown>;
    for (const [name, mark] of [['play', 0], ['playNull', -1]] as const) {
      const f = w[name].bind(pos);
      w[name] = (...a) => (entered.push(mark), f(...a));
    }
    const undo = w.undo.bind(pos);
    w.undo = () => {
      if (entered.pop() === 1) searched++;
      return undo();
    };
    const ws = s as unknown as Record<string, (...a: unknown[]) => unknown>;
    for (const name of ['search', 'quiesce']) {
      const f = ws[name].bind(s);
      ws[name] = (...a) => {
        if (entered.length > 0 && entered[entered.length - 1] === 0) entered[entered.length - 1] = 1;
        return f(...a);
      };
    }
    const r = s.run(pos, { depth: 6 });
    assert.ok(searched > 1000);
    assert.equal(r.nodes, searched);
  });

  it('keeps a partly searched iteration once a root move is resolved, never a stopped move\'s value', () => {
    const fen = 'r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1CN3NC1/9/R1BAKAB1R w - - 4 3';
    const ends: Array<{ nodes: number; value: number; best: number }> = [];
    const e = new Engine({ hashMb: 4 });
    e.setPosition(fen, []);
    e.search.onIteration = (rep) => ends.push({ nodes: rep.nodes, value: rep.lines[0].value, best: rep.lines[0].pv[0] });
    e.search.run(e.position()!.clone(), { depth: 7 });
    // stopped a few nodes into depth 7: the first root move is unresolved, so depth 6 stands
    const early = search(fen, [], { nodes: ends[5].nodes + 20 });
    assert.equal(early.depth, 6);
    assert.equal(early.lines[0].value, ends[5].value);
    // stopped a few nodes before depth 7 ends: its first move is resolved, so depth 7 counts
    const late = search(fen, [], { nodes: ends[6].nodes - 20 });
    assert.equal(late.depth, 7);
    assert.ok(Math.abs(late.lines[0].value - ends[6].value) < 100, `${late.lines[0].value} vs ${ends[6].value}`);
  });

  it('stops when asked from a callback, and by a polled flag', () => {
    const e = new Engine({ hashMb: 4 });
    e.setPosition(START_FEN, []);
    e.onInfo = (i) => { if (i.depth >= 3) e.stop(); };
    const r = e.go({ depth: 30 });
    assert.equal(r.depth, 3);
    let polls = 0;
    const r2 = e.go({ depth: 30, shouldStop: () => ++polls > 5 });
    assert.ok(r2.depth < 30 && r2.bestMove !== 0);
  });

  it('plays the only legal reply at once on a clock, and still searches it for analysis', () => {
    // Black king in check from the chariot on the f-file, one escape square, mated next move (composed)
    const fen = '5k3/9/9/5R3/9/9/9/9/9/3K2R2 b - - 0 1';
    const pos = parseFen(fen);
    if (!pos.ok) assert.fail();
    assert.equal(pos.value.legalMoves().length, 1);
    const only = pos.value.legalMoves()[0];
    const game = search(fen, [], { clock: { time: 60000 } });
    assert.equal(game.depth, 1);
    assert.equal(game.bestMove, only);
    // an annotation's node budget scores the position: the depth-1 guess would miss the mate
    const analysis = search(fen, [], { nodes: 20000 });
    assert.equal(analysis.bestMove, only);
    assert.ok(analysis.depth >= 2, `depth ${analysis.depth}`);
    assert.deepEqual(toScore(analysis.lines[0].value), { kind: 'mate', value: -1 });
  });

  it('does not stop at a mate longer than the shortest: a mate is final only at three times its length in depth', () => {
    // mates in exactly 2 from our own self-play games (test/fixtures/mates/mates.tsv, proved by exhaustive
    // search); a search that stopped at the first mate no longer than its depth reported mate in 3 to 5 here
    for (const fen of [
      '3R5/5k3/2N6/9/P8/9/4P3C/4B4/8N/3AKAB2 w - - 3 56',
      '9/3k1P3/3aP4/9/9/9/9/3p4B/3K5/9 w - - 15 72',
      '4ka3/9/5a3/9/9/9/3p2n2/p1n6/4A4/5K3 b - - 5 60',
    ]) {
      const r = search(fen, [], { nodes: 400000 });
      assert.deepEqual(toScore(r.lines[0].value), { kind: 'mate', value: 2 }, `${fen}: depth ${r.depth}`);
    }
  });

  it('null move does not spoil endgames where the side to move has only defenders', () => {
    // K+A+E against K+pawn positions: with null move on or off the search is identical, since it never fires
    const fens = ['3aka3/9/4b4/9/9/9/4p4/9/4K4/9 w - - 0 1', '4k4/4a4/4b4/9/9/2p6/9/3K5/9/9 b - - 0 1'];
    for (const fen of fens) {
      const p1 = parseFen(fen), p2 = parseFen(fen);
      if (!p1.ok || !p2.ok) assert.fail(fen);
      const on = new Search(new TranspositionTable(2));
      const off = new Search(new TranspositionTable(2));
      off.features.nullMove = false;
      const a = on.run(p1.value, { depth: 6 });
      const b = off.run(p2.value, { depth: 6 });
      assert.equal(a.bestMove, b.bestMove, fen);
      assert.equal(a.lines[0].value, b.lines[0].value, fen);
    }
  });

  it('null move keeps finding a zugzwang-style mate that needs a waiting move', () => {
    // Red to move: K+R vs K; verified null move must still see the mate the plain search sees
    const fen = '3k5/9/9/9/9/9/9/9/9/4K3R w - - 0 1';
    const p1 = parseFen(fen), p2 = parseFen(fen);
    if (!p1.ok || !p2.ok) assert.fail();
    const on = new Search(new TranspositionTable(2)).run(p1.value, { depth: 7 });
    const off = new Search(new TranspositionTable(2));
    off.features.nullMove = false;
    const o = off.run(p2.value, { depth: 7 });
    assert.ok(o.lines[0].value > BAN);
    assert.equal(on.lines[0].value, o.lines[0].value);
  });

  it('the singular extension sees a forced mate two plies sooner than the search without it', () => {
    // a proved mate in 4 from our self-play games (test/fixtures/mates): its forcing replies are singular.
    // Without PV reductions, the eval's correction history and the mate guards (lmrPv, correction,
    // shorterMates, mateThreat and stalemates off, as when the switch was measured): all change which
    // lines the fixed depths reach, and so does the evaluation: the mate first used here stopped showing
    // the difference when the evaluation fitted to our own search came into play.
    const fen = '9/4k4/5aN1b/2N1CP3/8c/p5p2/9/4B4/4A4/4KAB2 w - - 15 49';
    const run = (singular: boolean, depth: number) => {
      const p = parseFen(fen);
      if (!p.ok) assert.fail();
      const s = new Search(new TranspositionTable(4));
      s.features.singular = singular;
      s.features.lmrPv = false;
      s.features.correction = false;
      s.features.shorterMates = false;
      s.features.mateThreat = false;
      s.features.stalemates = false;
      return s.run(p.value, { depth }).lines[0].value;
    };
    assert.ok(run(true, 10) > WIN, 'with the extension a mate by depth 10');
    assert.ok(run(false, 10) < WIN, 'without the extension the mate lies beyond depth 10');
    assert.ok(run(false, 12) > WIN, 'and by depth 12');
  });

  it('root randomness varies the choice by seed and is off by default', () => {
    const seeded = (seed: number) => {
      let x = seed;
      return () => ((x = (x * 1103515245 + 12345) & 0x7fffffff) / 0x80000000);
    };
    const chosen = new Set<number>();
    for (let seed = 1; seed <= 6; seed++) {
      const e = new Engine({ hashMb: 2, random: seeded(seed) });
      e.setPosition(START_FEN, []);
      chosen.add(e.go({ depth: 5, randomness: 60 }).bestMove);
    }
    assert.ok(chosen.size >= 2, `randomness picked ${chosen.size} distinct moves`);
    const plain = new Set<number>();
    for (let seed = 1; seed <= 3; seed++) {
      const e = new Engine({ hashMb: 2, random: seeded(seed) });
      e.setPosition(START_FEN, []);
      plain.add(e.go({ depth: 5 }).bestMove);
    }
    assert.equal(plain.size, 1);
  });

  it('plays a book move without searching when asked, and searches when the book has none', () => {
    const e = new Engine({ hashMb: 2, random: () => 0.5 });
    e.book = builtinBook();
    e.setPosition(START_FEN, []);
    const inBook = new Set(builtinBook().probe(e.position()!).map((b) => b.move));
    assert.ok(inBook.size > 0);
    const r = e.go({ depth: 3, useBook: true });
    assert.equal(r.depth, 0);
    assert.ok(inBook.has(r.bestMove));
    e.setPosition('3k5/9/9/9/9/9/9/9/9/4K3R w - - 0 1', []);
    const s2 = e.go({ depth: 2, useBook: true });
    assert.equal(s2.depth, 2);
  });
});
