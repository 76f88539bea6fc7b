import { strict as assert } from 'node:assert';
import * as fs from 'node:fs';
import { moveToIccs, moveToWxf, parseWxf } from '../../../src/core/notation';
import { COMPOSED } from '../../fixtures/notation-positions';
import { describeShared, sharedPath } from '../../shared';
import { pos } from './helpers';
import { ffishMove, loadFfish } from '../../ffish';

// Fairy-Stockfish (ffish, GPL, a devDependency used only here) writes WXF independently of us.
// Its old Emscripten glue fetch()es the wasm by path when fetch exists, so fetch is hidden while it loads.



const sample = (file: string, every: number): string[] =>
  fs
    .readFileSync(sharedPath('fen', file), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l, i) => l && i % every === 0);

describeShared('notation: WXF against Fairy-Stockfish', () => {
  it('we read every WXF text ffish writes, and write the same text up to tandem marks', async function () {
    this.timeout(20000);
    const ff = await loadFfish();
    let moves = 0;
    let markedByThem = 0;
    let markedByUs = 0;
    let same = 0;
    for (const fen of [...COMPOSED, ...sample('elephantchess_fens.txt', 3), ...sample('walker_puzzle_fens.txt', 5)]) {
      const full = fen.split(/\s+/).length >= 4 ? fen : `${fen} - - 0 1`;
      const p = pos(full);
      const board = new ff.Board('xiangqi', full);
      try {
        for (const m of p.legalMoves()) {
          const theirs = board.sanMove(ffishMove(m), ff.Notation.XIANGQI_WXF);
          const read = parseWxf(p, theirs);
          assert.ok(read.ok && read.value === m, `${full}: ffish '${theirs}' should read as ${moveToIccs(m)}`);
          const ours = moveToWxf(p, m);
          const norm = theirs.replace(/=/g, '.');
          const tail = ours.slice(-2) === norm.slice(-2);
          if (ours === norm) same++;
          // two advisors or elephants on a file: ffish marks them (E+-5), we write the file (E7-5), as xqbase does
          else if (tail && /^[AE][+-]/.test(norm) && /^[AE][1-9]/.test(ours)) markedByThem++;
          // ffish leaves out the front/rear mark (or pawn index) when only one of the pieces can make the move;
          // we always mark, as the rulebook does
          else if (tail && /^[KAEHRCP][1-9]/.test(norm) && /^([KAEHRCP][+-]|[1-5][1-9])/.test(ours)) markedByUs++;
          else assert.fail(`${full} ${moveToIccs(m)}: we write '${ours}', ffish '${theirs}'`);
          moves++;
        }
      } finally {
        board.delete();
      }
    }
    assert.ok(moves > 10000, `${moves} moves compared`);
    assert.ok(same > moves * 0.95, `only ${same} of ${moves} texts are the same`);
    console.log(`      ${moves} moves: ${same} same text, ${markedByUs} marked only by us, ${markedByThem} marked only by ffish`);
  });
});
