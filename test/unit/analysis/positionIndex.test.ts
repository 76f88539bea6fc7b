import { strict as assert } from 'node:assert';
import { findPosition, indexGames, pathOfNode, positionQuery, type PositionQuery } from '../../../src/analysis/positionIndex';
import { PositionSearch } from '../../../src/analysis/positionSearch';
import { START_FEN, toFen } from '../../../src/core/fen';
import { replayLine } from '../../../src/core/line';
import { moveToIccs } from '../../../src/core/notation';
import { applyEdit } from '../../../src/formats/edit';
import { addMove, forEachNode, newGame, nodesAlong, type Game } from '../../../src/formats/game';
import { writePgn } from '../../../src/formats/pgn/writer';
import { writeXqf } from '../../../src/formats/xqf/writer';
import { rng } from '../../rng';

const gameOf = (moves: string[], headers: Record<string, string> = {}, fen = START_FEN): Game => {
  const g = newGame(fen, headers);
  const r = applyEdit(g, { type: 'addMoves', at: [], moves });
  assert.ok(r.ok);
  return g;
};
const fenAfter = (moves: string[], fen = START_FEN): string => {
  const r = replayLine(fen, moves);
  assert.ok(r.ok);
  return toFen(r.value.position);
};
const query = (fen: string): PositionQuery => {
  const q = positionQuery(fen);
  assert.ok(q.ok);
  return q.value;
};

/** A FEN's board mirrored left to right (file a ↔ i), side to move kept. */
const mirrorFen = (fen: string): string => {
  const [board, ...rest] = fen.split(' ');
  const rows = board.split('/').map((r) => [...r.replace(/\d/g, (d) => '1'.repeat(Number(d)))].reverse().join('').replace(/1+/g, (s) => String(s.length)));
  return [rows.join('/'), ...rest].join(' ');
};
const placement = (fen: string): string => fen.split(' ').slice(0, 2).join(' ');

// central cannon, screen horses; and the same opening on the other wing (炮八平五 马2进3)
const CENTRAL = ['h2e2', 'h9g7', 'h0g2', 'i9h9'];
const MIRRORED = ['b2e2', 'b9c7', 'b0c2', 'a9b9'];

describe('analysis/positionIndex: which games reach a position', () => {
  it('finds a main-line position at its ply, once per game, and says where', () => {
    const games = [gameOf(CENTRAL, { Red: '胡荣华', Black: '杨官璘' }), gameOf(['c3c4', 'g6g5']), gameOf(CENTRAL.slice(0, 2), { Event: 'Casual' })];
    const index = indexGames(games);
    const hits = findPosition(index, query(fenAfter(CENTRAL.slice(0, 2))));
    assert.deepEqual(hits.map((h) => [h.game, h.ply, h.main, h.mirrored]), [[0, 2, true, false], [2, 2, true, false]]);
    assert.deepEqual(index.games.map((g) => g.name), ['胡荣华 – 杨官璘', '', 'Casual']);
    assert.deepEqual(pathOfNode(games[0], hits[0].node), [0, 0]);
    assert.deepEqual(findPosition(index, query(fenAfter(['h2e2', 'h9g7', 'b0c2']))), [], 'a position no game reaches');
  });

  it('finds the left–right mirror of the position too, and says so', () => {
    const index = indexGames([gameOf(MIRRORED), gameOf(CENTRAL)]);
    const hits = findPosition(index, query(fenAfter(CENTRAL)));
    assert.deepEqual(hits.map((h) => [h.game, h.ply, h.mirrored]), [[0, 4, true], [1, 4, false]]);
    // the start position is its own mirror: one hit per game, not two
    assert.deepEqual(findPosition(index, query(START_FEN)).map((h) => [h.game, h.ply, h.mirrored]), [[0, 0, false], [1, 0, false]]);
  });

  it('finds transpositions and positions inside variations, with the path to open them at', () => {
    const g = gameOf(['h2e2', 'h9g7', 'b0c2', 'i9h9']);
    // a variation from the first move that transposes: 马八进七 first, then 炮二平五
    const v = applyEdit(g, { type: 'addMoves', at: [], moves: ['b0c2', 'h9g7', 'h2e2', 'b9c7'] });
    assert.ok(v.ok);
    const index = indexGames([g]);
    const afterThree = findPosition(index, query(fenAfter(['b0c2', 'h9g7', 'h2e2'])));
    assert.deepEqual(afterThree.map((h) => [h.ply, h.main]), [[3, true]], 'the main line first: the game\'s first occurrence');
    const onlyInVariation = fenAfter(['b0c2', 'h9g7', 'h2e2', 'b9c7']);
    const [hit] = findPosition(index, query(onlyInVariation));
    assert.equal(hit.main, false);
    assert.equal(hit.ply, 4);
    const path = pathOfNode(g, hit.node)!;
    const moves = nodesAlong(g, path)!.map((n) => moveToIccs(n.move));
    assert.equal(fenAfter(moves), onlyInVariation);
  });

  it('tells the side to move apart', () => {
    const index = indexGames([gameOf(CENTRAL)]);
    const after = fenAfter(CENTRAL.slice(0, 1));
    assert.equal(findPosition(index, query(after)).length, 1);
    assert.equal(findPosition(index, query(after.replace(' b ', ' w '))).length, 0);
  });

  it('agrees with replaying every node of random games with variations (seeded brute force)', () => {
    const random = rng(2026);
    const games: Game[] = [];
    for (let gi = 0; gi < 30; gi++) {
      const g = newGame();
      // a main line of random legal moves, then side lines branching from random nodes
      for (let line = 0; line < 4; line++) {
        let node = g.root;
        const start = replayLine(START_FEN);
        assert.ok(start.ok);
        const pos = start.value.position;
        const len = 6 + Math.floor(random() * 24);
        for (let i = 0; i < len; i++) {
          const legal = pos.legalMoves();
          if (legal.length === 0) break;
          // mostly follow existing moves for a few plies, so side lines branch off the game
          const follow = node.children.length > 0 && random() < 0.7 ? node.children[0].move : legal[Math.floor(random() * legal.length)];
          node = addMove(node, follow);
          pos.play(follow);
        }
      }
      games.push(g);
    }
    const index = indexGames(games);
    // every position of every game, by placement: where each game first reaches it (preorder)
    const seen = new Map<string, Map<number, { ply: number }>>();
    games.forEach((g, gi) => {
      const visit = (fen: string, ply: number): void => {
        const key = placement(fen);
        const byGame = seen.get(key) ?? new Map<number, { ply: number }>();
        if (!byGame.has(gi)) byGame.set(gi, { ply });
        seen.set(key, byGame);
      };
      visit(START_FEN, 0);
      forEachNode(g, (_, path) => visit(fenAfter(nodesAlong(g, path)!.map((n) => moveToIccs(n.move))), path.length));
    });
    let checked = 0;
    for (const [key, byGame] of seen) {
      if (++checked % 7 !== 0) continue;
      const fen = `${key} - - 0 1`;
      const hits = findPosition(index, query(fen));
      const exact = hits.filter((h) => !h.mirrored);
      assert.deepEqual(exact.map((h) => [h.game, h.ply]), [...byGame].map(([g, v]) => [g, v.ply]), fen);
      for (const h of exact) {
        const path = pathOfNode(games[h.game], h.node)!;
        assert.equal(placement(fenAfter(nodesAlong(games[h.game], path)!.map((n) => moveToIccs(n.move)))), key);
      }
      const mirrored = seen.get(placement(mirrorFen(fen)));
      const wantMirror = placement(mirrorFen(fen)) === key ? [] : [...(mirrored ?? [])].map(([g]) => g);
      assert.deepEqual(hits.filter((h) => h.mirrored).map((h) => h.game), wantMirror, `mirror of ${fen}`);
    }
    assert.ok(checked > 200, `checked ${checked} positions`);
  });
});

describe('analysis/positionSearch: an index per file, kept between searches', () => {
  const files = (): Map<string, Uint8Array> => {
    const xqf = writeXqf(gameOf(MIRRORED, { Red: 'A', Black: 'B' }));
    assert.ok(xqf.ok);
    return new Map<string, Uint8Array>([
      ['a.pgn', new TextEncoder().encode(writePgn(gameOf(CENTRAL), 'zh') + '\n' + writePgn(gameOf(['c3c4']), 'wxf'))],
      ['b.xqf', xqf.value],
      ['notes.txt', new TextEncoder().encode('not a game at all')],
    ]);
  };

  it('reads each file once, finds the position in PGN and XQF (mirrored), and reports files it cannot read', async () => {
    const disk = files();
    const reads: string[] = [];
    const search = new PositionSearch({ read: async (id) => (reads.push(id), disk.get(id)!) });
    const list = [...disk.keys()].map((id) => ({ id, stamp: '1' }));
    const q = query(fenAfter(CENTRAL.slice(0, 3)));
    const first = await search.search(list, q);
    assert.deepEqual(first.hits.map((h) => [h.file, h.game, h.ply, h.mirrored, h.games]), [['a.pgn', 0, 3, false, 2], ['b.xqf', 0, 3, true, 1]]);
    assert.equal(first.hits[1].name, 'A – B');
    assert.equal(first.games, 3);
    assert.deepEqual(first.unreadable.map((u) => u.file), ['notes.txt']);
    assert.equal(first.indexed, 3);
    const warm = await search.search(list, q);
    assert.deepEqual(warm.hits, first.hits);
    assert.equal(warm.indexed, 0);
    assert.equal(reads.length, 3, 'the warm search read nothing');
    // the watcher says a.pgn changed: only it is read again
    disk.set('a.pgn', new TextEncoder().encode(writePgn(gameOf(['c3c4']), 'iccs')));
    search.invalidate('a.pgn');
    const after = await search.search(list, q);
    assert.deepEqual(after.hits.map((h) => h.file), ['b.xqf']);
    assert.equal(after.indexed, 1);
    // a new stamp is a change too
    const restamped = await search.search(list.map((f) => (f.id === 'b.xqf' ? { ...f, stamp: '2' } : f)), q);
    assert.equal(restamped.indexed, 1);
    assert.deepEqual(reads, ['a.pgn', 'b.xqf', 'notes.txt', 'a.pgn', 'b.xqf']);
  });

  it('stops when cancelled and limits the hits it lists, counting them all', async () => {
    const disk = new Map<string, Uint8Array>();
    for (let i = 0; i < 20; i++) disk.set(`g${i}.pgn`, new TextEncoder().encode(writePgn(gameOf(CENTRAL), 'iccs')));
    const search = new PositionSearch({ read: async (id) => disk.get(id)! });
    const list = [...disk.keys()].map((id) => ({ id }));
    const limited = await search.search(list, query(START_FEN), { limit: 5 });
    assert.equal(limited.hits.length, 5);
    assert.equal(limited.total, 20);
    search.clear();
    let seen = 0;
    const stopped = await search.search(list, query(START_FEN), { concurrency: 1, onProgress: (d) => (seen = d), isCancelled: () => seen >= 4 });
    assert.equal(stopped.cancelled, true);
    assert.equal(stopped.indexed, 4);
  });
});
