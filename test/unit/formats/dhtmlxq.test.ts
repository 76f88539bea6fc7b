import { strict as assert } from 'node:assert';
import * as fs from 'node:fs';
import { moveToIccs } from '../../../src/core/notation';
import { binitToBoard, readDhtmlXq } from '../../../src/formats/dhtmlxq/reader';
import { GameNode, mainlineMoves as mainLine } from '../../../src/formats/game';
import { readGames } from '../../../src/formats/read';
import { decodeText, encodeUtf8 } from '../../../src/formats/text/encoding';
import { describeShared, sharedPath } from '../../shared';

const count = (nodes: GameNode[]): { leaves: number; comments: number } => {
  let leaves = 0;
  let comments = 0;
  const walk = (ns: GameNode[]): void => {
    for (const n of ns) {
      comments += n.comments.length;
      if (n.children.length === 0) leaves++;
      walk(n.children);
    }
  };
  walk(nodes);
  return { leaves, comments };
};

describe('formats/dhtmlxq reader', () => {
  it('reads binit, movelist, a branch and comments', () => {
    const text = [
      '[DhtmlXQ]',
      '[DhtmlXQ_title]t[/DhtmlXQ_title]',
      '[DhtmlXQ_result]红胜[/DhtmlXQ_result]',
      '[DhtmlXQ_binit]8979695949392919097717866646260600102030405060708012720323436383[/DhtmlXQ_binit]',
      '[DhtmlXQ_movelist]774772427967[/DhtmlXQ_movelist]',
      '[DhtmlXQ_move_0_2_1]1242[/DhtmlXQ_move_0_2_1]',
      '[DhtmlXQ_comment0]start||two[/DhtmlXQ_comment0]',
      '[DhtmlXQ_comment2]after two[/DhtmlXQ_comment2]',
      '[DhtmlXQ_comment1_2]branch[/DhtmlXQ_comment1_2]',
      '[/DhtmlXQ]',
    ].join('\n');
    const r = readDhtmlXq(text);
    assert.ok(r.ok);
    const g = r.value.game;
    assert.deepEqual(mainLine(g).map(moveToIccs), ['h2e2', 'h7e7', 'h0g2']);
    const second = g.root.children[0].children;
    assert.deepEqual(second.map((n) => moveToIccs(n.move)), ['h7e7', 'b7e7']);
    assert.deepEqual(second[0].comments, ['after two']);
    assert.deepEqual(second[1].comments, ['branch']);
    assert.deepEqual(g.root.comments, ['start\ntwo']);
    assert.deepEqual(g.headers, { Title: 't', Result: '1-0' });
    // each move knows its four digits in the text
    const first = g.root.children[0].source?.move;
    assert.ok(first);
    assert.equal(text.slice(first.start, first.end), '7747');
    const branch = second[1].source?.move;
    assert.ok(branch);
    assert.equal(text.slice(branch.start, branch.end), '1242');
  });

  it('reports an illegal move with its line and column and keeps what came before', () => {
    const r = readDhtmlXq('[DhtmlXQ_movelist]7747\n72427777[/DhtmlXQ_movelist]');
    assert.ok(r.ok);
    assert.equal(mainLine(r.value.game).length, 2);
    assert.deepEqual(r.value.issues[0].place, { line: 2, column: 5 });
  });

  it('reads a [DhtmlXQ_fen] start, and a page with several blocks as several games with true places', () => {
    const fen = readDhtmlXq('[DhtmlXQ_fen]4k4/9/9/9/9/9/9/9/3R5/5K3 w - - 0 1[/DhtmlXQ_fen][DhtmlXQ_movelist]3848[/DhtmlXQ_movelist]');
    assert.ok(fen.ok);
    assert.equal(fen.value.game.startFen, '4k4/9/9/9/9/9/9/9/3R5/5K3 w - - 0 1');
    assert.deepEqual(mainLine(fen.value.game).map(moveToIccs), ['d1e1']);
    const page = [
      '<p>one</p>[DhtmlXQ]',
      '[DhtmlXQ_movelist]7747[/DhtmlXQ_movelist]',
      '[/DhtmlXQ] text [DhtmlXQ]',
      '[DhtmlXQ_movelist]77477777[/DhtmlXQ_movelist]',
      '[/DhtmlXQ]',
    ].join('\n');
    const r = readGames(encodeUtf8(page), 'page.html');
    assert.ok(r.ok);
    assert.equal(r.value.games.length, 2);
    assert.equal(mainLine(r.value.games[0]).length, 1);
    assert.deepEqual(r.value.issues.map((i) => [i.game, i.place]), [[1, { line: 4, column: 23 }]]);
  });

  it('rejects a malformed binit with its place', () => {
    const r = readDhtmlXq('x\n[DhtmlXQ_binit]8979[/DhtmlXQ_binit]');
    assert.ok(!r.ok);
    assert.equal(r.error.code, 'ERR_DHTMLXQ_BINIT');
    assert.deepEqual(r.error.place, { line: 2, column: 16 });
    assert.equal(binitToBoard('8979695949392919097717866646260600102030405060708012720323436383'), 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR');
  });
});

describeShared('formats/dhtmlxq over shared/data', () => {
  const load = (rel: string) => {
    const r = readDhtmlXq(decodeText(fs.readFileSync(sharedPath(rel))).text);
    assert.ok(r.ok);
    return r.value;
  };
  it('walker shanghai 2025: 77 plies from binit, first moves as expected', () => {
    const { game: g, issues } = load('pgn/dhtmlxq/walker_test_ubb_shanghai2025.txt');
    const line = mainLine(g).map(moveToIccs);
    assert.equal(line.length, 77);
    assert.deepEqual(line.slice(0, 6), ['h2e2', 'h9g7', 'h0g2', 'i9h9', 'b0c2', 'h7i7']);
    assert.deepEqual(issues, []);
  });
  it('vschess 仙人指路全集: 53-ply main line, 1447 leaf lines, 313 move comments + 1 initial', () => {
    const { game: g, issues } = load('pgn/dhtmlxq/vschess_dhtmlxq_xianrenzhilu.txt');
    assert.equal(mainLine(g).length, 53);
    assert.deepEqual(mainLine(g).slice(0, 4).map(moveToIccs), ['c3c4', 'g6g5', 'b0c2', 'h9g7']);
    assert.deepEqual(count(g.root.children), { leaves: 1447, comments: 313 });
    assert.equal(g.root.comments.length, 1);
    // one branch holds an illegal move in the source; it is reported, with its place, not thrown
    assert.equal(issues.length, 1);
    assert.equal(issues[0].code, 'ERR_DHTMLXQ_MOVE');
  });
});
