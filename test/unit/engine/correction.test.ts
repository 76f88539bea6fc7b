import { strict as assert } from 'node:assert';
import { START_FEN, parseFen } from '../../../src/core/fen';
import { parseIccs } from '../../../src/core/notation/iccs';
import type { Position } from '../../../src/core/position';
import { CorrectionHistory, structureKey } from '../../../src/engine/correction';
import { Engine } from '../../../src/engine/engine';

const at = (fen: string, moves: string[] = []): Position => {
  const r = parseFen(fen);
  assert.ok(r.ok, fen);
  const pos = r.value;
  for (const t of moves) {
    const m = parseIccs(pos, t);
    assert.ok(m.ok, t);
    pos.play(m.value);
  }
  return pos;
};

describe('engine: correction history', () => {
  it('keys the structure by kings, advisors, elephants and pawns, not by the pieces that roam', () => {
    const start = structureKey(at(START_FEN));
    // chariot, horse and cannon moves of both sides leave the structure as it was
    assert.equal(structureKey(at(START_FEN, ['h2e2', 'h9g7', 'b0c2', 'i9h9', 'a0a1', 'a9a8'])), start);
    for (const line of [['c3c4'], ['f0e1'], ['g0e2'], ['e0e1'], ['h2e2', 'c6c5']]) assert.notEqual(structureKey(at(START_FEN, line)), start, line.join(' '));
    // the same structure reached by other roads has the same key
    assert.equal(structureKey(at(START_FEN, ['c3c4', 'h9g7', 'b0c2'])), structureKey(at(START_FEN, ['b0c2', 'h9g7', 'c3c4'])));
  });

  it('moves an entry the way the searches found the eval wrong, more for deeper searches, and never past 64 cp', () => {
    const c = new CorrectionHistory();
    c.update(5, 40, 2);
    const shallow = c.value(5);
    assert.ok(shallow > 0, `one shallow update gave ${shallow}`);
    c.clear();
    c.update(5, 40, 8);
    assert.ok(c.value(5) > shallow, `deep ${c.value(5)} against shallow ${shallow}`);
    for (let k = 0; k < 200; k++) c.update(5, 500, 20);
    assert.equal(c.value(5), 64);
    for (let k = 0; k < 200; k++) c.update(5, -500, 20);
    assert.equal(c.value(5), -64);
    assert.equal(c.value(6), 0, 'a neighbouring entry is untouched');
    c.clear();
    assert.equal(c.value(5), 0);
  });

  it('is learnt by the search, kept across the searches of a game, cleared for a new game, and left alone when switched off', () => {
    const fen = 'r1bakabr1/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R w - - 4 3';
    const used = (e: Engine): number => e.search.correction.table.reduce((n, v) => n + (v !== 0 ? 1 : 0), 0);
    const e = new Engine({ hashMb: 4 });
    assert.ok(e.setPosition(fen).ok);
    e.go({ nodes: 20000 });
    const first = used(e);
    assert.ok(first > 50, `entries after one search: ${first}`);
    assert.ok(e.setPosition(fen, ['b2b6']).ok);
    e.go({ nodes: 20000 });
    assert.ok(used(e) > first, 'the second search adds to what the first learnt');
    e.newGame();
    assert.equal(used(e), 0);

    const off = new Engine({ hashMb: 4 });
    off.search.features.correction = false;
    assert.ok(off.setPosition(fen).ok);
    off.go({ nodes: 20000 });
    assert.equal(used(off), 0);
  });
});
