import { strict as assert } from 'node:assert';
import { LineBook, byRank } from '../../../src/analysis/lineBook';
import type { InfoDto } from '../../../src/protocol/dto';

const line = (multipv: number, depth: number): InfoDto => ({ depth, seldepth: depth, score: { kind: 'cp', value: depth }, nodes: 0, nps: 0, hashfull: 0, multipv, pv: ['h2e2'] });

/** Timers under the test's hand: nothing fires until `tick`. */
const manualTimers = () => {
  let queued: Array<() => void> = [];
  return {
    timers: { setTimeout: (f: () => void) => (queued.push(f), f), clearTimeout: (h: unknown) => void (queued = queued.filter((f) => f !== h)) },
    tick: () => {
      const now = queued;
      queued = [];
      now.forEach((f) => f());
    },
    pending: () => queued.length,
  };
};

describe('analysis/LineBook: the latest line of each rank, best first, throttled', () => {
  it('keeps the latest line per rank and sorts by rank, whatever order they arrive in', () => {
    const book = new LineBook();
    for (const [rank, depth] of [[2, 1], [1, 1], [3, 1], [1, 2], [3, 2]]) book.add(line(rank, depth));
    assert.deepEqual(book.lines().map((l) => [l.multipv, l.depth]), [[1, 2], [2, 1], [3, 2]]);
    assert.deepEqual(book.best(), line(1, 2));
    book.clear();
    assert.deepEqual(book.lines(), []);
    assert.equal(book.best(), undefined);
  });

  it('reports every change without a throttle', () => {
    const seen: number[][] = [];
    const book = new LineBook({ onChange: (ls) => seen.push(ls.map((l) => l.multipv)) });
    book.add(line(2, 1));
    book.add(line(1, 1));
    assert.deepEqual(seen, [[2], [1, 2]]);
    assert.equal(book.flush(), false, 'nothing waits');
  });

  it('reports a burst once per period, the latest lines each time, and flushes what waits', () => {
    const t = manualTimers();
    const seen: Array<Array<[number, number]>> = [];
    const book = new LineBook({ throttleMs: 100, timers: t.timers, onChange: (ls) => seen.push(ls.map((l) => [l.multipv, l.depth])) });
    book.add(line(1, 1));
    book.add(line(1, 2));
    book.add(line(2, 2));
    assert.deepEqual(seen, [], 'nothing before the period ends');
    assert.equal(t.pending(), 1, 'one timer for the burst');
    t.tick();
    assert.deepEqual(seen, [[[1, 2], [2, 2]]]);
    book.add(line(1, 3));
    assert.equal(book.flush(), true);
    assert.deepEqual(seen[1], [[1, 3], [2, 2]]);
    assert.equal(t.pending(), 0, 'flush cancels the timer');
    t.tick();
    assert.equal(seen.length, 2);
    book.add(line(1, 4));
    book.clear();
    t.tick();
    assert.equal(seen.length, 2, 'clear drops a change that waited');
  });

  it('sorts anything ranked (a study output\'s stored lines)', () => {
    assert.deepEqual(byRank([{ multipv: 3 }, { multipv: 1 }, { multipv: 2 }]), [{ multipv: 1 }, { multipv: 2 }, { multipv: 3 }]);
  });
});
