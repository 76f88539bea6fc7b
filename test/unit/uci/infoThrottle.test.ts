import { strict as assert } from 'node:assert';
import { InfoThrottle } from '../../../src/uci/infoThrottle';

const line = (depth: number, multipv = 1): string => `info depth ${depth} multipv ${multipv} score cp ${depth} pv h2e2`;

describe('uci: InfoThrottle holds search info past a sane rate, before parsing', () => {
  it('tells search info from the lines it never holds', () => {
    assert.ok(InfoThrottle.isSearchInfo('info depth 3 score cp 1 pv h2e2'));
    assert.ok(InfoThrottle.isSearchInfo('info currmove h2e2'));
    for (const other of ['info string hello', 'bestmove h2e2', 'readyok', 'information', 'info'])
      assert.ok(!InfoThrottle.isSearchInfo(other), other);
  });

  it('lets a well-behaved rate through untouched', () => {
    const t = new InfoThrottle({ perWindow: 3, windowMs: 100 });
    for (let d = 1; d <= 3; d++) assert.ok(t.offer(line(d), 0));
    // a new window: three more at once
    for (let d = 4; d <= 6; d++) assert.ok(t.offer(line(d), 100));
    assert.ok(!t.holding);
  });

  it('past the rate keeps only the latest line of each rank, in the order printed', () => {
    const t = new InfoThrottle({ perWindow: 2, windowMs: 100 });
    assert.ok(t.offer(line(1), 0));
    assert.ok(t.offer(line(2), 10));
    assert.ok(!t.offer(line(3, 1), 20));
    assert.ok(!t.offer(line(3, 2), 21));
    assert.ok(!t.offer(line(4, 1), 22));
    assert.ok(!t.offer('info depth 4 currmove h2e2 currmovenumber 1', 23), 'a line without a score is dropped, not kept');
    assert.equal(t.msLeft(30), 70);
    assert.deepEqual(t.flush(), [line(3, 2), line(4, 1)]);
    assert.equal(t.skipped, 2);
    assert.ok(!t.holding);
    assert.deepEqual(t.flush(), []);
  });

  it('holds every line, even in a new window, until the held ones are flushed (no line overtakes an older one)', () => {
    const t = new InfoThrottle({ perWindow: 1, windowMs: 100 });
    assert.ok(t.offer(line(1), 0));
    assert.ok(!t.offer(line(2), 1));
    assert.ok(!t.offer(line(3, 2), 150), 'a new window, but depth 2 is still held');
    assert.deepEqual(t.flush(), [line(2), line(3, 2)]);
    assert.ok(t.offer(line(4), 151));
  });

  it('costs little for a flood: 300,000 lines offered keep one per rank', () => {
    const t = new InfoThrottle();
    let passed = 0;
    for (let i = 0; i < 300_000; i++) if (t.offer(line(i % 30, 1 + (i % 3)), 0)) passed++;
    assert.equal(passed, 200);
    assert.equal(t.flush().length, 3);
  });
});
