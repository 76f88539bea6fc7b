import { strict as assert } from 'node:assert';
import { START_FEN, parseFen } from '../../../src/core/fen';
import { parseMove } from '../../../src/core/notation';
import { toData } from '../../../src/formats/edit';
import { type Game, type GameNode, countNodes, lines, newGame, newNode, pathOf } from '../../../src/formats/game';
import { toJsonText } from '../../../src/formats/jsonText';
import { moveAt } from '../../../src/formats/locate';
import { type JsonNode, gameToJson } from '../../../src/formats/pgn/json';
import { readPgn } from '../../../src/formats/pgn/reader';
import { writePgn } from '../../../src/formats/pgn/writer';

/** Horses out and back, Red and Black in turn: a line as long as asked. */
const CYCLE = ['h0g2', 'h9g7', 'g2h0', 'g7h9'];

/** The cycle's moves, each parsed where it is played. */
const CYCLE_MOVES = ((): number[] => {
  const p = parseFen(START_FEN);
  assert.ok(p.ok);
  return CYCLE.map((iccs) => {
    const m = parseMove(p.value, iccs, 'iccs');
    assert.ok(m.ok, iccs);
    p.value.play(m.value);
    return m.value;
  });
})();

/** A main line of `plies` plies, built as nodes (no reader in the way). */
const longGame = (plies: number): Game => {
  const g = newGame();
  let at = g.root;
  for (let i = 0; i < plies; i++) {
    const n = newNode(CYCLE_MOVES[i % 4]);
    at.children.push(n);
    at = n;
  }
  return g;
};

/** Variations `depth` deep: at each ply a chariot step is the main move and the horse move, a variation, goes on. */
const nestedGame = (depth: number): Game => {
  const g = newGame();
  const p = parseFen(START_FEN);
  assert.ok(p.ok);
  const pos = p.value;
  let at = g.root;
  for (let k = 1; k <= depth; k++) {
    const step = parseMove(pos, k % 2 ? 'a0a1' : 'a9a8', 'iccs');
    assert.ok(step.ok);
    const horse = newNode(CYCLE_MOVES[(k - 1) % 4]);
    at.children.push(newNode(step.value), horse);
    pos.play(horse.move);
    at = horse;
  }
  return g;
};

// Each input here overflowed the stack, or took quadratic time, before the walks were made iterative (issue 38, item 9).
describe('formats: inputs whose size or depth once overflowed the stack', () => {
  it('PGN writer: 200,000 comments on one move are written, and read back to the same count', () => {
    const g = longGame(1);
    g.root.children[0].comments = Array.from({ length: 200_000 }, (_, i) => `c${i}`);
    const text = writePgn(g, 'iccs');
    const back = readPgn(text);
    assert.ok(back.ok);
    assert.equal(back.value.games[0].root.children[0].comments.length, 200_000);
  });

  it('PGN writer and JSON form: a 300,000-ply main line (JSON as one flat array)', () => {
    const g = longGame(300_000);
    const text = writePgn(g, 'zh');
    assert.equal(text.split('\n').filter((l) => /^\d+\. /.test(l)).length, 150_000, 'a line per move number in Chinese');
    const json = JSON.parse(JSON.stringify(gameToJson(g))) as { moves: JsonNode[] };
    assert.equal(json.moves.length, 300_000);
    assert.deepEqual(json.moves.slice(0, 4).map((m) => m.move), CYCLE);
  });

  it('PGN writer and JSON form: 5,000 nested variations', () => {
    const g = nestedGame(5000);
    const text = writePgn(g, 'iccs');
    assert.equal(text.split('(').length - 1, 5000);
    // the horse move of ply k is the variation of its chariot step, and its line goes on to the next chariot step
    let depth = 0;
    for (let v = gameToJson(g).moves[0].variations; v; v = v[0][1]?.variations) depth++;
    assert.equal(depth, 5000);
  });

  it('the edit log\'s form: a 100,000-ply line as data, written as JSON text and read back', () => {
    const g = longGame(100_000);
    const data = toData(g.root.children[0]);
    assert.throws(() => JSON.stringify(data), RangeError, 'JSON.stringify itself cannot write it');
    const back = JSON.parse(toJsonText({ type: 'insert', at: [], index: 0, node: data })) as { node: { move: string; children?: unknown[] } };
    let n = 0;
    for (let d: { children?: unknown[] } | undefined = back.node; d; d = d.children?.[0] as typeof d) n++;
    assert.equal(n, 100_000);
    assert.equal(back.node.move, 'h0g2');
  });

  it('toJsonText writes what JSON.stringify writes for plain data', () => {
    const v = { a: [1, -0.5, 'x"y\n', null, undefined, true, Number.NaN], b: undefined, c: {}, d: [], 'e f': { g: [[]] } };
    assert.equal(toJsonText(v), JSON.stringify(v));
  });

  it('tree walks over a 200,000-ply line are linear: node count, lines, a path, a move found by offset', () => {
    const g = longGame(200_000);
    let last: GameNode = g.root;
    while (last.children[0]) last = last.children[0];
    last.source = { move: { start: 10, end: 14 }, whole: { start: 10, end: 14 } };
    g.source = { whole: { start: 0, end: 20 }, headers: {}, moves: { start: 0, end: 20 } };
    const t = performance.now();
    assert.equal(countNodes(g), 200_000);
    assert.equal(lines(g)[0].length, 200_000);
    assert.equal(pathOf(g, last)?.length, 200_000);
    assert.equal(moveAt([g], 12)?.path.length, 200_000);
    assert.ok(performance.now() - t < 2000, 'a path copied per node would take minutes');
  });
});
