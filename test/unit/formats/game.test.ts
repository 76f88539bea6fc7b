import { strict as assert } from 'node:assert';
import { START_FEN, parseFen, toFen } from '../../../src/core/fen';
import { parseIccs } from '../../../src/core/notation';
import type { Move } from '../../../src/core/types';
import { applyEdit } from '../../../src/formats/edit';
import {
  addMove,
  cloneGame,
  countBranches,
  countNodes,
  lines,
  mainline,
  mainlineMoves,
  newGame,
  nodeAt,
  pathOf,
  playAt,
  positionAt,
  sameGame,
} from '../../../src/formats/game';

/** Resolves ICCS text against the position at `path`. */
const mv = (fen: string, iccs: string[], text: string): Move => {
  const p = parseFen(fen);
  assert.ok(p.ok);
  for (const t of iccs) {
    const m = parseIccs(p.value, t);
    assert.ok(m.ok, t);
    p.value.play(m.value);
  }
  const m = parseIccs(p.value, text);
  assert.ok(m.ok, text);
  return m.value;
};

describe('game model', () => {
  const build = () => {
    const g = newGame(START_FEN, { Red: 'A', Black: 'B' });
    const h2e2 = mv(START_FEN, [], 'h2e2');
    const b0c2 = mv(START_FEN, [], 'b0c2');
    const a = playAt(g, [], h2e2);
    assert.ok(a.ok);
    const b = playAt(g, a.value, mv(START_FEN, ['h2e2'], 'h7e7'));
    assert.ok(b.ok);
    const c = playAt(g, [], b0c2);
    assert.ok(c.ok);
    return { g, h2e2, b0c2 };
  };

  it('adds moves and variations, reusing an existing child for the same move', () => {
    const { g, h2e2 } = build();
    assert.equal(g.root.children.length, 2);
    assert.equal(addMove(g.root, h2e2), g.root.children[0]);
    const again = playAt(g, [], h2e2);
    assert.ok(again.ok);
    assert.deepEqual(again.value, [0]);
    assert.equal(g.root.children.length, 2);
    assert.equal(countBranches(g), 2);
    assert.equal(countNodes(g), 3);
  });

  it('refuses illegal moves and bad paths', () => {
    const { g } = build();
    const bad = playAt(g, [], mv(START_FEN, ['h2e2'], 'h7e7'));
    assert.ok(!bad.ok);
    assert.equal(bad.error.code, 'ERR_GAME_ILLEGAL');
    const far = positionAt(g, [5]);
    assert.ok(!far.ok);
    assert.equal(far.error.code, 'ERR_GAME_PATH');
  });

  it('walks to paths, finds paths, and lists the main line', () => {
    const { g, h2e2 } = build();
    const n = nodeAt(g, [0, 0]);
    assert.ok(n);
    assert.deepEqual(pathOf(g, n), [0, 0]);
    assert.equal(nodeAt(g, [0, 1]), undefined);
    assert.deepEqual(mainlineMoves(g), [h2e2, mv(START_FEN, ['h2e2'], 'h7e7')]);
    assert.equal(mainline(g).length, 2);
    const pos = positionAt(g, [0, 0]);
    assert.ok(pos.ok);
    assert.equal(toFen(pos.value).split(' ')[0], 'rnbakabnr/9/1c2c4/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR');
  });

  it('promotes a variation to the main line and deletes nodes', () => {
    const { g, b0c2 } = build();
    const p = applyEdit(g, { type: 'promote', at: [1] });
    assert.ok(p.ok);
    assert.deepEqual(p.value.path, [0]);
    assert.equal(g.root.children[0].move, b0c2);
    assert.deepEqual(lines(g).map((l) => l.length), [1, 2]);
    assert.ok(applyEdit(g, { type: 'delete', at: [1, 0] }).ok);
    assert.equal(countNodes(g), 2);
    const root = applyEdit(g, { type: 'delete', at: [] });
    assert.ok(!root.ok && root.error.code === 'ERR_EDIT_PATH');
    const none = applyEdit(g, { type: 'delete', at: [7] });
    assert.ok(!none.ok && none.error.code === 'ERR_EDIT_PATH');
  });

  it('sets comments and clones deeply', () => {
    const { g } = build();
    assert.ok(applyEdit(g, { type: 'setComments', at: [0], comments: ['central cannon'] }).ok);
    const copy = cloneGame(g);
    assert.ok(applyEdit(g, { type: 'setComments', at: [0], comments: [''] }).ok);
    assert.deepEqual(g.root.children[0].comments, []);
    assert.deepEqual(copy.root.children[0].comments, ['central cannon']);
    assert.equal(copy.headers.Red, 'A');
    assert.equal(countBranches(newGame()), 0);
  });

  it('compares two records without their source places, engine notes by what they say', () => {
    const { g } = build();
    const copy = cloneGame(g);
    assert.ok(sameGame(g, copy));
    const differ = (edit: Parameters<typeof applyEdit>[1]): boolean => {
      const c = cloneGame(g);
      assert.ok(applyEdit(c, edit).ok);
      return !sameGame(g, c) && !sameGame(c, g);
    };
    assert.ok(differ({ type: 'setComments', at: [0], comments: ['x'] }));
    assert.ok(differ({ type: 'setNags', at: [0], nags: [1] }));
    assert.ok(differ({ type: 'setHeader', name: 'Event', value: 'e' }));
    assert.ok(differ({ type: 'promote', at: [1] }));
    assert.ok(differ({ type: 'setEval', at: [0], eval: { score: { kind: 'cp', value: 3 } } }));
    // header order is part of the record
    const order = newGame(START_FEN, { Red: 'A', Black: 'B' });
    assert.ok(!sameGame(order, newGame(START_FEN, { Black: 'B', Red: 'A' })));
    // an empty best line is no line, fields compare in any order
    const a = cloneGame(g);
    const b = cloneGame(g);
    a.root.children[0].eval = { score: { kind: 'cp', value: 3 }, depth: 4, pv: [] };
    b.root.children[0].eval = { depth: 4, score: { kind: 'cp', value: 3 } };
    assert.ok(sameGame(a, b));
    b.root.children[0].eval = { depth: 5, score: { kind: 'cp', value: 3 } };
    assert.ok(!sameGame(a, b));
  });
});
