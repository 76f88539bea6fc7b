import { strict as assert } from 'node:assert';
import * as fs from 'node:fs';
import { parseFen, START_FEN } from '../../../src/core/fen';
import { describeShared, sharedPath } from '../../shared';
import { ffishMove, loadFfish, type FfishBoard } from '../../ffish';

// Fairy-Stockfish's ffish (GPL, devDependency, tests only) is an independent rules oracle.
// Its old Emscripten glue fetch()es the wasm by path when fetch exists, so fetch is hidden while it loads.



/** Puzzle FENs stop after the side to move; complete them for both parsers. */
const complete = (fen: string): string => (fen.split(/\s+/).length >= 4 ? fen : `${fen} - - 0 1`);
const withTurn = (fen: string, turn: 'w' | 'b'): string => {
  const f = complete(fen).split(/\s+/);
  f[1] = turn;
  return f.join(' ');
};

const readFens = (file: string): string[] =>
  fs
    .readFileSync(sharedPath('fen', file), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map(complete);

describeShared('rules core against Fairy-Stockfish (ffish)', () => {
  // constructing an ffish board costs ~10 ms, setFen ~1 ms: reuse two boards
  let board: FfishBoard;
  let other: FfishBoard;
  before(async function () {
    this.timeout(20000);
    const ff = await loadFfish();
    board = new ff.Board('xiangqi', START_FEN);
    other = new ff.Board('xiangqi', START_FEN);
  });
  after(() => {
    board.delete();
    other.delete();
  });

  for (const file of ['elephantchess_fens.txt', 'walker_puzzle_fens.txt'])
    it(`legal moves, check and no-move verdicts agree on every FEN of ${file}`, function () {
      this.timeout(30000);
      const fens = readFens(file);
      let compared = 0;
      let rejected = 0;
      let noMoves = 0;
      let checks = 0;
      for (const fen of fens) {
        board.setFen(fen);
        const r = parseFen(fen);
        if (!r.ok) {
          // ffish takes positions where the side not to move is in check; we refuse them
          assert.equal(r.error.code, 'ERR_OPPONENT_IN_CHECK', `${fen}: ${r.error.message}`);
          other.setFen(withTurn(fen, fen.split(' ')[1] === 'w' ? 'b' : 'w'));
          assert.ok(other.isCheck(), `${fen}: ffish sees no check on the side not to move`);
          rejected++;
          continue;
        }
        const p = r.value;
        const ours = p.legalMoves().map(ffishMove).sort();
        const theirsText = board.legalMoves().trim();
        const theirs = theirsText ? theirsText.split(/\s+/).sort() : [];
        assert.deepEqual(ours, theirs, fen);
        assert.equal(p.inCheck(), board.isCheck(), `${fen}: in check`);
        assert.equal(p.hasLegalMove(), theirs.length > 0, `${fen}: has a legal move`);
        if (theirs.length === 0) {
          assert.ok(board.isGameOver(false), `${fen}: ffish should call the game over`);
          noMoves++;
        }
        if (p.inCheck()) checks++;
        compared++;
      }
      console.log(`      ${file}: ${compared} compared (${checks} in check, ${noMoves} without moves), ${rejected} refused`);
      assert.equal(compared + rejected, fens.length);
      assert.ok(compared > fens.length * 0.9, 'nearly all FENs are legal positions');
    });

  it('positions ffish accepts but we refuse: the side not to move is in check', function () {
    this.timeout(30000);
    let refused = 0;
    for (const fen of readFens('elephantchess_fens.txt')) {
      board.setFen(fen);
      if (!board.isCheck()) continue;
      // the same placement with the other side to move leaves a king en prise
      const flipped = withTurn(fen, fen.split(' ')[1] === 'w' ? 'b' : 'w');
      other.setFen(flipped);
      assert.ok(other.legalMoves().trim().length > 0, `${flipped}: ffish plays on`);
      const r = parseFen(flipped);
      assert.ok(!r.ok && r.error.code === 'ERR_OPPONENT_IN_CHECK', `${flipped}: we should refuse it`);
      refused++;
    }
    assert.equal(refused, 32, 'every in-check FEN of the file, turned around');
  });

  it('one ply deeper on the puzzle FENs (mates and checks are common there): moves, check, no-move verdicts', function () {
    this.timeout(30000);
    let children = 0;
    let checks = 0;
    let mates = 0;
    for (const fen of readFens('walker_puzzle_fens.txt')) {
      const r = parseFen(fen);
      if (!r.ok) continue;
      const p = r.value;
      board.setFen(fen);
      for (const m of p.legalMoves()) {
        p.play(m);
        board.push(ffishMove(m));
        const ours = p.legalMoves().map(ffishMove).sort().join(' ');
        const theirs = board.legalMoves().trim().split(/\s+/).filter(Boolean).sort().join(' ');
        assert.equal(ours, theirs, `${fen} after ${ffishMove(m)}`);
        assert.equal(p.inCheck(), board.isCheck(), `${fen} after ${ffishMove(m)}: in check`);
        if (p.inCheck()) checks++;
        if (!ours) {
          assert.ok(board.isGameOver(false), `${fen} after ${ffishMove(m)}: ffish should call the game over`);
          mates++;
        }
        board.pop();
        p.undo();
        children++;
      }
    }
    console.log(`      ${children} children compared (${checks} in check, ${mates} without moves)`);
    assert.ok(mates > 0 && checks > 1000, 'the puzzles reach mates and many checks');
  });
});
