import { strict as assert } from 'node:assert';
import { START_FEN } from '../../../src/core/fen';
import { replayLine } from '../../../src/core/line';
import { moveToIccs } from '../../../src/core/notation';
import { applyEdit } from '../../../src/formats/edit';
import { newGame } from '../../../src/formats/game';
import { gameFromDto, toGameDto } from '../../../src/host/editors/gameDto';
import { FULL_TREE_LIMIT, movesView } from '../../../webview/editor/moves';
import { clampPath, countMoves, lineEnd, nodeDataAt } from '../../../webview/game/tree';
import { checkOf, destsOf, replayPath, startPly } from '../../../webview/game/view';

const gameWith = (fen: string, lines: Array<[number[], string[]]>) => {
  const g = newGame(fen);
  for (const [at, moves] of lines) assert.ok(applyEdit(g, { type: 'addMoves', at, moves }).ok);
  return g;
};

describe('webview/game: the page\'s game over the rules', () => {
  const g = gameWith(START_FEN, [
    [[], ['h2e2', 'h9g7', 'h0g2']],
    [[0], ['b9c7']],
  ]);
  const dto = toGameDto(g);

  it('replays a path to its position, last move and ply', () => {
    const at = replayPath(dto, [0, 1]);
    assert.ok(at);
    assert.equal(at.ply, 2);
    assert.deepEqual(at.moves, ['h2e2', 'b9c7']);
    assert.deepEqual(at.lastMove, ['b9', 'c7']);
    assert.equal(startPly(dto), 0);
  });

  it('gives legal destinations by square and the king in check', () => {
    const start = replayPath(dto, []);
    assert.ok(start);
    const dests = destsOf(start.position);
    assert.equal([...dests.values()].reduce((n, d) => n + d.length, 0), 44);
    assert.ok(dests.get('h2')?.includes('e2'));
    const check = replayPath(toGameDto(gameWith('4k4/9/9/9/9/9/9/9/4R4/3K5 b - - 0 1', [])), []);
    assert.ok(check);
    assert.equal(checkOf(check.position), 'e9');
  });

  it('keeps a path inside the tree after its end was deleted, and finds a line\'s end', () => {
    assert.deepEqual(clampPath(dto.root, [0, 0, 0, 5, 2]), [0, 0, 0]);
    assert.deepEqual(lineEnd(dto.root, [0]), [0, 0, 0]);
    assert.equal(nodeDataAt(dto.root, [0, 1])?.move, 'b9c7');
  });

  it('labels the move tree in the chosen notation, variations included', () => {
    const view = movesView(dto, [], 'zh');
    assert.equal(view[0].label, '炮二平五');
    assert.deepEqual(view[0].children.map((c) => c.label), ['马８进７', '马２进３']);
    assert.equal(movesView(dto, [], 'iccs')[0].children[0].children[0].label, 'h0g2');
    assert.equal(view[0].children[1].id, '0.1');
  });

  it('shows a large tree around the current line only, with short stubs of the other variations', () => {
    // a 120-ply main line with a 40-ply side line at every move: more than the page lays out in full
    const gm = newGame();
    const main: string[] = [];
    const start = replayPath(toGameDto(gm), []);
    assert.ok(start);
    const q = start.position;
    for (let i = 0; i < 120 && q.legalMoves().length; i++) {
      const legal = q.legalMoves();
      const m = legal[i % legal.length];
      main.push(moveToIccs(m));
      q.play(m);
    }
    assert.ok(applyEdit(gm, { type: 'addMoves', at: [], moves: main }).ok);
    for (let i = 0; i < main.length; i++) {
      const at = new Array<number>(i).fill(0);
      const s = replayLine(START_FEN, main.slice(0, i));
      assert.ok(s.ok);
      const side: string[] = [];
      for (let k = 0; k < 40 && s.value.position.legalMoves().length; k++) {
        const legal = s.value.position.legalMoves();
        const m = legal[legal.length - 1 - (k % 2)];
        side.push(moveToIccs(m));
        s.value.position.play(m);
      }
      if (side[0] !== main[i]) assert.ok(applyEdit(gm, { type: 'addMoves', at, moves: side }).ok);
    }
    const bigDto = toGameDto(gm);
    const total = countMoves(bigDto.root);
    assert.ok(total > FULL_TREE_LIMIT, `${total} nodes`);
    const view = movesView(bigDto, [0, 0, 0], 'wxf');
    let shown = 0;
    const walk = (ns: readonly (typeof view)[number][]): void => ns.forEach((n) => (shown++, walk(n.children)));
    walk(view);
    assert.ok(shown < 1500, `${shown} nodes laid out of ${total}`);
    // the current line is there in full, and every side line has its first moves
    let n = view[0];
    let depth = 1;
    while (n.children[0]) (n = n.children[0], depth++);
    assert.equal(depth, main.length);
    assert.ok(view[0].children.length >= 1);
  });

  it('restores a game from the page\'s form, and refuses one with an illegal move', () => {
    const back = gameFromDto(dto);
    assert.ok(back);
    assert.deepEqual(toGameDto(back), dto);
    const bad = { ...dto, root: { move: '', children: [{ move: 'a0a5' }] } };
    assert.equal(gameFromDto(bad), undefined);
  });
});
