import { strict as assert } from 'node:assert';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { START_FEN } from '../../../src/core/fen';
import { moveToIccs } from '../../../src/core/notation';
import { GameEdit, applyEdit } from '../../../src/formats/edit';
import { Game, countNodes, newGame } from '../../../src/formats/game';
import { readGames } from '../../../src/formats/read';
import { FIXTURES, itShared, sharedPath } from '../../shared';
import { rng } from '../../rng';
import { randomEdit, snapshot } from './edits';

const apply = (g: Game, e: GameEdit) => {
  const r = applyEdit(g, e);
  assert.ok(r.ok, `${JSON.stringify(e)}: ${JSON.stringify(!r.ok && r.error)}`);
  return r.value;
};

describe('formats/edit: each edit and its inverse', () => {
  it('plays moves, follows moves already there, and adds a variation after the others', () => {
    const g = newGame();
    const a = apply(g, { type: 'addMoves', at: [], moves: ['h2e2', 'h9g7'] });
    assert.deepEqual(a.path, [0, 0]);
    assert.ok(a.changed);
    const again = apply(g, { type: 'addMoves', at: [], moves: ['h2e2'] });
    assert.ok(!again.changed);
    assert.deepEqual(again.path, [0]);
    const v = apply(g, { type: 'addMoves', at: [0], moves: ['b9c7', 'h0g2'] });
    assert.deepEqual(v.path, [0, 1, 0]);
    assert.deepEqual(g.root.children[0].children.map((n) => moveToIccs(n.move)), ['h9g7', 'b9c7']);
    apply(g, v.inverse);
    assert.deepEqual(g.root.children[0].children.map((n) => moveToIccs(n.move)), ['h9g7']);
  });

  it('refuses an illegal move or a path off the tree and leaves the game as it was', () => {
    const g = newGame();
    apply(g, { type: 'addMoves', at: [], moves: ['h2e2'] });
    const before = snapshot(g);
    const illegal = applyEdit(g, { type: 'addMoves', at: [0], moves: ['h9g7', 'h0h9'] });
    assert.ok(!illegal.ok && illegal.error.code === 'ERR_EDIT_ILLEGAL');
    const off = applyEdit(g, { type: 'setComments', at: [0, 3], comments: ['x'] });
    assert.ok(!off.ok && off.error.code === 'ERR_EDIT_PATH');
    const nag = applyEdit(g, { type: 'setNags', at: [0], nags: [0] });
    assert.ok(!nag.ok && nag.error.code === 'ERR_EDIT_VALUE');
    assert.equal(snapshot(g), before);
  });

  it('deletes from here and puts the whole line back, comments and notes included', () => {
    const g = newGame();
    apply(g, { type: 'addMoves', at: [], moves: ['h2e2', 'h9g7', 'h0g2'] });
    apply(g, { type: 'setComments', at: [0, 0], comments: ['screen horse'] });
    apply(g, { type: 'setEval', at: [0, 0, 0], eval: { score: { kind: 'cp', value: 30 }, depth: 9, pv: ['i9h9'] } });
    const before = snapshot(g);
    const d = apply(g, { type: 'delete', at: [0, 0] });
    assert.equal(countNodes(g), 1);
    assert.deepEqual(d.path, [0]);
    apply(g, d.inverse);
    assert.equal(snapshot(g), before);
  });

  it('promotes a variation to the main line, and back', () => {
    const g = newGame();
    apply(g, { type: 'addMoves', at: [], moves: ['h2e2'] });
    apply(g, { type: 'addMoves', at: [], moves: ['c3c4'] });
    apply(g, { type: 'addMoves', at: [], moves: ['b0c2'] });
    const p = apply(g, { type: 'promote', at: [2], toMain: false });
    assert.deepEqual(p.path, [1]);
    assert.deepEqual(g.root.children.map((n) => moveToIccs(n.move)), ['h2e2', 'b0c2', 'c3c4']);
    apply(g, p.inverse);
    assert.deepEqual(g.root.children.map((n) => moveToIccs(n.move)), ['h2e2', 'c3c4', 'b0c2']);
  });

  it('sets and removes headers in place, keeping the tag order on undo', () => {
    const g = newGame(START_FEN, { Event: 'e', Red: 'r', Black: 'b' });
    const rm = apply(g, { type: 'setHeader', name: 'Red' });
    assert.deepEqual(Object.keys(g.headers), ['Event', 'Black']);
    apply(g, rm.inverse);
    assert.deepEqual(Object.entries(g.headers), [['Event', 'e'], ['Red', 'r'], ['Black', 'b']]);
    const add = apply(g, { type: 'setHeader', name: 'Round', value: '3' });
    apply(g, add.inverse);
    assert.deepEqual(Object.keys(g.headers), ['Event', 'Red', 'Black']);
  });

  it('travels as JSON: an edit read back from its text does the same', () => {
    const a = newGame();
    const b = newGame();
    const edits: GameEdit[] = [
      { type: 'addMoves', at: [], moves: ['h2e2', 'h9g7'] },
      { type: 'setNags', at: [0], nags: [1, 14] },
      { type: 'setHeader', name: 'Event', value: '象棋' },
    ];
    for (const e of edits) {
      apply(a, e);
      apply(b, JSON.parse(JSON.stringify(e)) as GameEdit);
    }
    assert.equal(snapshot(a), snapshot(b));
  });
});

/** Applies random edits; each must be undone exactly by its inverse, and redone by the inverse's inverse. */
const fuzzInverses = (g: Game, seed: number, count: number): number => {
  const r = rng(seed);
  let applied = 0;
  for (let i = 0; i < count; i++) {
    const e = randomEdit(g, r);
    const before = snapshot(g);
    const res = applyEdit(g, e);
    if (!res.ok) {
      assert.equal(snapshot(g), before, `a failed edit changed the game: ${JSON.stringify(e)}`);
      continue;
    }
    applied++;
    const after = snapshot(g);
    const undo = applyEdit(g, res.value.inverse);
    assert.ok(undo.ok, `inverse of ${JSON.stringify(e)} failed: ${JSON.stringify(!undo.ok && undo.error)}`);
    assert.equal(snapshot(g), before, `inverse of ${JSON.stringify(e)} is not the identity`);
    const redo = applyEdit(g, undo.value.inverse);
    assert.ok(redo.ok);
    assert.equal(snapshot(g), after, `redo of ${JSON.stringify(e)} differs`);
  }
  return applied;
};

const readFile = (file: string): Game[] => {
  const r = readGames(fs.readFileSync(file), file);
  assert.ok(r.ok, file);
  return r.value.games;
};

describe('formats/edit: apply then inverse is the identity', () => {
  it('on our own fixtures, 300 seeded edits each', () => {
    const files = [path.join(FIXTURES, 'games', 'selfplay-1.pgn'), path.join(FIXTURES, 'pgn', 'annotated_crlf.pgn'), path.join(FIXTURES, 'xqf', 'composed_v12.xqf')];
    let applied = 0;
    for (const [i, f] of files.entries()) for (const g of readFile(f)) applied += fuzzInverses(g, 100 + i, 300);
    assert.ok(applied > 600, `only ${applied} edits applied`);
  });

  itShared('on every game file of the shared corpus (first game each), 25 seeded edits each', () => {
    const dirs = ['xqf', 'pgn/chinese', 'pgn/wxf', 'pgn/iccs', 'pgn/dhtmlxq'];
    let files = 0;
    for (const d of dirs)
      for (const name of fs.readdirSync(sharedPath(d))) {
        const f = sharedPath(d, name);
        // the two largest XQF trees are walked by other suites; here they would only add time
        const st = fs.statSync(f);
        if (!st.isFile() || st.size > 60_000) continue;
        const r = readGames(fs.readFileSync(f), f);
        if (!r.ok) continue;
        fuzzInverses(r.value.games[0], files, 25);
        files++;
      }
    assert.ok(files > 40, `only ${files} files`);
  });
});
