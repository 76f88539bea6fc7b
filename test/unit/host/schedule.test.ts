import { strict as assert } from 'node:assert';
import { cellSchedule, isDue } from '../../../src/analysis/trainingStudy';
import { readStudy, writeStudy } from '../../../src/formats/study';
import { nextSchedule } from '../../../src/host/notebook/schedule';

const DAY = 86_400_000;

describe('host/notebook/schedule', () => {
  const t0 = new Date('2026-11-28T10:00:00Z');

  it('puts a puzzle solved at the first try further off than one solved after a retry, and one shown sooner still', () => {
    const first = nextSchedule(undefined, 'first', t0);
    const retry = nextSchedule(undefined, 'retry', t0);
    const shown = nextSchedule(undefined, 'shown', t0);
    const due = (s: { due: string }): number => Date.parse(s.due);
    assert.ok(due(shown) <= due(retry) && due(retry) <= due(first), JSON.stringify([shown.due, retry.due, first.due]));
    assert.ok(due(shown) > t0.getTime() && due(shown) < t0.getTime() + DAY);
    assert.equal(first.reps, 1);
    // the same attempts at the same times, the same schedule (no fuzz)
    assert.deepEqual(nextSchedule(undefined, 'first', t0), first);
  });

  it('learns a puzzle solved again and again: longer intervals, then the review state', () => {
    let s = nextSchedule(undefined, 'first', t0);
    let last = 0;
    for (let k = 0; k < 4; k++) {
      const at = new Date(Date.parse(s.due));
      const next = nextSchedule(s, 'first', at);
      const interval = Date.parse(next.due) - at.getTime();
      assert.ok(interval >= last, `attempt ${k}: ${interval} after ${last}`);
      last = interval;
      s = next;
    }
    assert.equal(s.state, 2);
    assert.ok(last >= 3 * DAY, `${last / DAY} days`);
    // a lapse: shown the answer brings it back soon
    const lapsed = nextSchedule(s, 'shown', new Date(Date.parse(s.due)));
    assert.equal(lapsed.lapses, 1);
    assert.ok(Date.parse(lapsed.due) - Date.parse(s.due) < DAY);
  });

  it('round-trips through a study file, and takes hand-edited nonsense as a new puzzle', () => {
    const s = nextSchedule(nextSchedule(undefined, 'first', t0), 'retry', new Date(t0.getTime() + 2 * DAY));
    const text = writeStudy({ cells: [{ kind: 'code', language: 'xiangqi', source: 'startpos', metadata: { schedule: s } }] });
    const cell = readStudy(text).study.cells[0];
    assert.deepEqual(cell.metadata?.schedule, s);
    assert.deepEqual(cellSchedule(cell), cellSchedule({ ...cell, metadata: { schedule: JSON.parse(JSON.stringify(s)) } }));
    assert.equal(isDue(cell, Date.parse(s.due) - 1), false);
    assert.equal(isDue(cell, Date.parse(s.due)), true);
    assert.deepEqual(nextSchedule({ due: 'never' }, 'first', t0), nextSchedule(undefined, 'first', t0));
  });
});
