import { strict as assert } from 'node:assert';
import * as fs from 'node:fs';
import { START_FEN, parseFen, toFen } from '../../../src/core/fen';
import { parseIccs, moveToIccs } from '../../../src/core/notation';
import type { Position } from '../../../src/core/position';
import { EleeyeBook } from '../../../src/engine/book/eleeyeBook';
import { eleeyeLock } from '../../../src/engine/book/eleeyeZobrist';
import { describeShared, sharedPath } from '../../shared';

const startPos = (): Position => {
  const r = parseFen(START_FEN);
  assert.ok(r.ok);
  return r.value;
};

const playIccs = (pos: Position, moves: string[]): void => {
  for (const t of moves) {
    const m = parseIccs(pos, t);
    assert.ok(m.ok, t);
    pos.play(m.value);
  }
};

/** Rows of DERIVED_probes.tsv: moves from the start, FEN, lock, direct/mirror/none, moves:weights. */
const readProbes = (): Array<{ moves: string[] | null; fen: string; lock: number; via: string; book: string[] }> =>
  fs
    .readFileSync(sharedPath('book', 'DERIVED_probes.tsv'), 'utf8')
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'))
    .map((l) => {
      const [m, fen, lock, via, book] = l.split('\t');
      const moves = m === '(start)' ? [] : m.startsWith('(') ? null : m.split(' ');
      return { moves, fen, lock: parseInt(lock, 16), via, book: book ? book.split(' ').filter(Boolean) : [] };
    });

describe('ElephantEye BOOK.DAT', () => {
  it('rejects a buffer that is not whole records', () => {
    const r = EleeyeBook.from(new Uint8Array(12));
    assert.ok(!r.ok);
    assert.equal(r.error.code, 'ERR_BOOK_SIZE');
  });

  it('computes ElephantEye locks of the start position and its mirror', () => {
    assert.equal(eleeyeLock(startPos()), 0x052656d5);
    assert.equal(eleeyeLock(startPos(), true), 0x052656d5);
  });

  it('skips a book move that would repeat a position of the game', () => {
    const pos = startPos();
    playIccs(pos, ['h2e2', 'h9g7', 'e2h2']);
    // a one-position book: g7h9 would bring back the start position, b7e7 would not
    const bytes = new Uint8Array(16);
    const dv = new DataView(bytes.buffer);
    const lock = eleeyeLock(pos);
    const g7h9 = parseIccs(pos, 'g7h9');
    const b7e7 = parseIccs(pos, 'b7e7');
    assert.ok(g7h9.ok && b7e7.ok);
    dv.setUint32(0, lock, true); dv.setUint16(4, g7h9.value, true); dv.setUint16(6, 10, true);
    dv.setUint32(8, lock, true); dv.setUint16(12, b7e7.value, true); dv.setUint16(14, 5, true);
    const r = EleeyeBook.from(bytes);
    assert.ok(r.ok);
    assert.deepEqual(r.value.probeDetailed(pos).entries.map((e) => moveToIccs(e.move)), ['g7h9', 'b7e7']);
    assert.deepEqual(r.value.probe(pos).map((e) => moveToIccs(e.move)), ['b7e7']);
  });

  describeShared('shared BOOK.DAT against DERIVED_probes.tsv', () => {
    let bytes = new Uint8Array();
    let rows: ReturnType<typeof readProbes> = [];
    before(() => {
      bytes = new Uint8Array(fs.readFileSync(sharedPath('book', 'BOOK.DAT')));
      rows = readProbes();
    });

    it('holds 12,081 records sorted by lock', () => {
      const r = EleeyeBook.from(bytes);
      assert.ok(r.ok);
      assert.equal(r.value.size, 12081);
      for (let i = 1; i < r.value.size; i++) assert.ok(r.value.lockAt(i - 1) <= r.value.lockAt(i), `record ${i}`);
    });

    it('reproduces every probe row', () => {
      const r = EleeyeBook.from(bytes);
      assert.ok(r.ok);
      assert.ok(rows.length >= 10);
      for (const row of rows) {
        const f = parseFen(row.fen);
        assert.ok(f.ok, row.fen);
        const pos = f.value;
        if (row.moves) {
          const replay = startPos();
          playIccs(replay, row.moves);
          assert.equal(toFen(replay).split(' ').slice(0, 2).join(' '), row.fen, 'moves reach the FEN');
        }
        const p = r.value.probeDetailed(pos);
        assert.equal(p.lock, row.lock >>> 0, `lock of ${row.fen}`);
        assert.equal(p.via, row.via, `found via for ${row.fen}`);
        assert.deepEqual(p.entries.map((e) => `${moveToIccs(e.move)}:${e.weight}`), row.book, row.fen);
        // probe() filters repeats only, which a fresh position has none of
        assert.equal(r.value.probe(pos).length, row.book.length);
      }
    });

  });
});
