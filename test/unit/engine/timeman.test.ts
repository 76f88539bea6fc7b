import { strict as assert } from 'node:assert';
import { MOVE_OVERHEAD, TimeManager } from '../../../src/engine/timeman';

/** Feeds iterations that each take `growth` times the last (first one 10 ms); returns the depth reached. */
const play = (tm: TimeManager, best: (depth: number) => number, growth = 2): { depth: number; ms: number } => {
  let now = 0;
  let ms = 10;
  for (let depth = 1; depth < 60; depth++) {
    now += ms;
    if (now >= tm.deadline) return { depth: depth - 1, ms: tm.deadline };
    if (tm.iterationDone(now, depth, best(depth), 0)) return { depth, ms: now };
    ms *= growth;
  }
  return { depth: 60, ms: now };
};

describe('engine/timeman', () => {
  it('movetime is the whole budget: a hard deadline and no early stop', () => {
    const tm = new TimeManager();
    tm.start(1000, { movetime: 200 });
    assert.equal(tm.deadline, 1200);
    for (let d = 1; d < 30; d++) assert.equal(tm.iterationDone(1000 + d * 6, d, d, 0), false);
  });

  it('no limit: no deadline', () => {
    const tm = new TimeManager();
    tm.start(0, {});
    assert.equal(tm.deadline, Infinity);
    assert.equal(tm.iterationDone(1e9, 40, 1, 0), false);
  });

  it('a clock gets a share of the time left plus most of the increment, and a hard maximum', () => {
    const tm = new TimeManager();
    tm.start(0, { clock: { time: 60000, inc: 1000 } });
    assert.ok(tm.optimum > 2000 && tm.optimum < 4000, `${tm.optimum}`);
    assert.ok(tm.maximum > tm.optimum && tm.maximum <= 0.7 * 60000);
    // the last move before the control may spend most of what is left, never all of it
    tm.start(0, { clock: { time: 10000, movestogo: 1 } });
    assert.ok(tm.optimum >= 0.5 * 10000 && tm.deadline < 10000 - MOVE_OVERHEAD, `${tm.optimum} ${tm.deadline}`);
    // a nearly flagged clock still leaves the overhead
    tm.start(0, { clock: { time: 40 } });
    assert.ok(tm.deadline <= 40 - MOVE_OVERHEAD + 1);
  });

  it('stops sooner on an obvious move than on one that keeps changing, within the maximum', () => {
    const clock = { clock: { time: 120000 } };
    const a = new TimeManager();
    a.start(0, clock);
    const steady = play(a, () => 7);
    const b = new TimeManager();
    b.start(0, clock);
    const unstable = play(b, (d) => d % 3);
    assert.ok(steady.ms < unstable.ms, `steady ${steady.ms} ms, unstable ${unstable.ms} ms`);
    assert.ok(unstable.ms <= b.maximum && steady.ms <= a.maximum);
    assert.ok(steady.ms <= a.optimum * 1.3, `steady ${steady.ms} vs optimum ${a.optimum}`);
  });

  it('does not start an iteration predicted to overrun the target', () => {
    const tm = new TimeManager();
    tm.start(0, { clock: { time: 30000 } });
    // iterations grow 4x: the one after 640 ms would take ~2.5 s, past the ~1 s target
    const r = play(tm, () => 1, 4);
    assert.ok(r.ms < tm.optimum, `${r.ms} ${tm.optimum}`);
  });
});
