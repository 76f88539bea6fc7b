import { strict as assert } from 'node:assert';
import { parseFen } from '../../../src/core/fen';
import { Engine } from '../../../src/engine/engine';
import { BAN, MATE, WIN } from '../../../src/engine/score';
import { Search } from '../../../src/engine/search';
import { BOUND_EXACT, BOUND_LOWER, TranspositionTable } from '../../../src/engine/tt';

describe('engine: transposition table', () => {
  it('sizes itself in MB as a power of two', () => {
    const tt = new TranspositionTable(1);
    assert.ok(tt.size >= 32768 && tt.size <= 1048576 / 14);
    assert.equal(tt.size & (tt.size - 1), 0);
  });

  it('verifies key and lock', () => {
    const tt = new TranspositionTable(1);
    tt.store(12345, 777, 0, 5, BOUND_EXACT, 42, 0x3344);
    assert.ok(tt.probe(12345, 777, 0));
    assert.equal(tt.hit.score, 42);
    assert.equal(tt.hit.move, 0x3344);
    assert.equal(tt.probe(12345, 778, 0), false);
    assert.equal(tt.probe(12345 + tt.size, 777, 0), false);
  });

  it('stores mate scores relative to the node and restores them at every probing ply', () => {
    for (let storePly = 0; storePly < 40; storePly += 3) {
      for (let probePly = 0; probePly < 40; probePly += 5) {
        const tt = new TranspositionTable(1);
        const mateIn = 7; // plies from the storing node
        tt.store(99, 1, storePly, 3, BOUND_EXACT, MATE - storePly - mateIn, 0);
        assert.ok(tt.probe(99, 1, probePly));
        assert.equal(tt.hit.score, MATE - probePly - mateIn);
        tt.store(98, 1, storePly, 3, BOUND_EXACT, -(MATE - storePly - mateIn), 0);
        assert.ok(tt.probe(98, 1, probePly));
        assert.equal(tt.hit.score, -(MATE - probePly - mateIn));
      }
    }
  });

  it('never trusts ban-band scores and stores them only with a best move', () => {
    const tt = new TranspositionTable(1);
    tt.store(5, 5, 2, 4, BOUND_EXACT, BAN - 3, 0);
    assert.equal(tt.probe(5, 5, 2), false);
    tt.store(5, 5, 2, 4, BOUND_EXACT, -(WIN + 10), 0x1234);
    assert.ok(tt.probe(5, 5, 2));
    assert.equal(tt.hit.move, 0x1234);
    assert.ok(Number.isNaN(tt.hit.score));
  });

  it('prefers depth within a search and yields to a new search', () => {
    const tt = new TranspositionTable(1);
    tt.store(7, 1, 0, 9, BOUND_LOWER, 10, 1);
    tt.store(7 + tt.size, 2, 0, 3, BOUND_LOWER, 20, 2);
    assert.ok(tt.probe(7, 1, 0));
    tt.newSearch();
    tt.store(7 + tt.size, 2, 0, 3, BOUND_LOWER, 20, 2);
    assert.ok(tt.probe(7 + tt.size, 2, 0));
    assert.equal(tt.probe(7, 1, 0), false);
  });

  it('mate distances along a mating line shrink by one ply per ply with a shared table', () => {
    // Red: chariots on a8 and b7 ladder the bare king (composed); mate found at the root is re-found down the PV
    const fen = '4k4/9/9/9/9/9/9/9/R8/1R1K5 w - - 0 1';
    const e = new Engine({ hashMb: 4 });
    e.setPosition(fen, []);
    const r = e.go({ depth: 8 });
    const v = r.lines[0].value;
    assert.ok(v > BAN, `root ${v}`);
    const pos = parseFen(fen);
    if (!pos.ok) assert.fail();
    const plies = MATE - v;
    const pv = r.lines[0].pv;
    assert.equal(pv.length, plies);
    const s = new Search(new TranspositionTable(4));
    // one table shared by searches sees the same distances from each PV node
    for (let i = 0; i < pv.length; i++) {
      const sub = parseFen(fen);
      if (!sub.ok) assert.fail();
      for (let j = 0; j < i; j++) sub.value.play(pv[j]);
      sub.value.resetHistory();
      const rr = s.run(sub.value, { depth: plies - i + 1 });
      const expected = (i & 1) === 0 ? MATE - (plies - i) : -(MATE - (plies - i));
      assert.equal(rr.lines[0].value, expected, `ply ${i}`);
    }
  });

  it('a view attached to the same memory sees the same entries and the generation its owner began', () => {
    const owner = new TranspositionTable(1);
    const helper = new TranspositionTable(owner.buffer);
    assert.equal(helper.size, owner.size);
    owner.store(4242, 17, 0, 6, BOUND_EXACT, 33, 0x0102);
    assert.ok(helper.probe(4242, 17, 0));
    assert.equal(helper.hit.score, 33);
    // the owner's new search ages the helper's entries only once the helper joins it
    owner.newSearch();
    helper.joinSearch();
    helper.store(4242 + owner.size, 18, 0, 2, BOUND_LOWER, 5, 0x0203);
    assert.ok(owner.probe(4242 + owner.size, 18, 0), 'a shallower entry of the new generation replaced the old one');
    assert.equal(owner.hashfull(), helper.hashfull());
  });

  it('rejects an entry torn between two writers (key checked against the data words)', () => {
    const tt = new TranspositionTable(1);
    const words = new Int32Array(tt.buffer, 0, 4 * tt.size);
    const key = 1000, lock = 55;
    tt.store(key, lock, 0, 5, BOUND_EXACT, 40, 0x1111);
    const first = Array.from(words.subarray((key & (tt.size - 1)) * 4, (key & (tt.size - 1)) * 4 + 4));
    tt.store(key, lock, 0, 9, BOUND_LOWER, -70, 0x2222);
    const second = Array.from(words.subarray((key & (tt.size - 1)) * 4, (key & (tt.size - 1)) * 4 + 4));
    const at = (key & (tt.size - 1)) * 4;
    // each mix of the two writes' data words (key and lock words from one, data from the other) is a miss
    for (const [keyFrom, dataFrom, infoFrom] of [[first, second, first], [first, first, second], [second, first, second], [second, second, first]]) {
      words[at] = keyFrom[0];
      words[at + 1] = keyFrom[1];
      words[at + 2] = dataFrom[2];
      words[at + 3] = infoFrom[3];
      assert.equal(tt.probe(key, lock, 0), false, 'torn entry read as a hit');
    }
    // whole writes still read back
    words.set(second, at);
    assert.ok(tt.probe(key, lock, 0));
    assert.equal(tt.hit.move, 0x2222);
    assert.equal(tt.hit.score, -70);
  });
});
