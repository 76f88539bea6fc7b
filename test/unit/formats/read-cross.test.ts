import { strict as assert } from 'node:assert';
import * as fs from 'node:fs';
import { moveToIccs } from '../../../src/core/notation';
import { Game, GameNode, countBranches, lines, mainlineMoves } from '../../../src/formats/game';
import { readPgn } from '../../../src/formats/pgn/reader';
import { writePgn } from '../../../src/formats/pgn/writer';
import { readGames } from '../../../src/formats/read';
import { describeShared, sharedPath } from '../../shared';

const one = (rel: string): Game => {
  const r = readGames(fs.readFileSync(sharedPath(rel)), rel);
  assert.ok(r.ok, rel);
  assert.equal(r.value.games.length, 1, rel);
  return r.value.games[0];
};
const commentCount = (n: GameNode): number => n.comments.length + n.children.reduce((s, c) => s + commentCount(c), 0);
const board = (fen: string): string => fen.split(' ').slice(0, 2).join(' ');

describeShared('formats/read: cross-format pairs from shared/data', () => {
  it('eleeye SAMPLE: XQF and PGN hold the same game, with the same 12 comments', () => {
    const x = one('xqf/eleeye_SAMPLE.XQF');
    const p = one('pgn/chinese/eleeye_SAMPLE.PGN');
    assert.equal(board(x.startFen), 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/9/1C5C1/9/RN2K2NR w');
    assert.equal(board(p.startFen), board(x.startFen));
    assert.deepEqual(mainlineMoves(p).map(moveToIccs), mainlineMoves(x).map(moveToIccs));
    assert.equal(mainlineMoves(p).length, 75);
    assert.equal(p.headers.Result, '1-0');
    assert.equal(commentCount(p.root), 12);
    assert.equal(commentCount(x.root), 12);
  });

  it('仙人指路全集: the DhtmlXQ text and the XQF hold the same tree', () => {
    const x = one('xqf/qt_v12_xianrenzhilu_quanji.XQF');
    const d = one('pgn/dhtmlxq/vschess_dhtmlxq_xianrenzhilu.txt');
    assert.deepEqual(mainlineMoves(d), mainlineMoves(x));
    assert.equal(countBranches(d), 1447);
    assert.equal(countBranches(x), 1447);
    assert.equal(commentCount(d.root), 314);
    // every line identical, including the one both readers stop at the same illegal move (ply 65)
    assert.deepEqual(lines(d), lines(x));
  });

  it('XQF → model → PGN → model keeps moves, variations and comments, in all three notations', () => {
    for (const rel of ['xqf/eleeye_XQFEXAMA.XQF', 'xqf/walker_test_5_variations.xqf', 'xqf/qt_v10_wuyangbei21_r1_xutianhong_vs_xuyinchuan.XQF']) {
      const x = one(rel);
      for (const n of ['zh', 'wxf', 'iccs'] as const) {
        const back = readPgn(writePgn(x, n));
        assert.ok(back.ok, rel);
        const g = back.value.games[0];
        assert.deepEqual(lines(g), lines(x), `${rel} ${n}`);
        assert.equal(commentCount(g.root), commentCount(x.root), `${rel} ${n}`);
      }
    }
  });
});
