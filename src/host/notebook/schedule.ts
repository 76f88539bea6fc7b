/**
 * A puzzle's spaced-repetition schedule, kept in its cell's metadata as plain JSON (dates as ISO text) so
 * a study stays readable and diffs well. The scheduling itself is ts-fsrs's (FSRS, MIT), not ours: we map
 * an attempt's outcome to its grade and store its card. No fuzz: the same attempts at the same times give
 * the same schedule. No vscode import: unit-tested as it is.
 *
 *   const next = nextSchedule(cellSchedule(cell), 'first', new Date()); // solved at the first try
 *   edit.updateCellMetadata(index, { ...cell.metadata, schedule: next });
 */
import { createEmptyCard, fsrs, generatorParameters, Rating, type Card, type Grade } from 'ts-fsrs';

/** How an attempt went: solved at the first try, solved after a wrong move, or the answer was shown. */
export type Outcome = 'first' | 'retry' | 'shown';

const GRADE: Readonly<Record<Outcome, Grade>> = { first: Rating.Good, retry: Rating.Hard, shown: Rating.Again };

/** A card as a cell's metadata holds it. */
export interface ScheduleJson {
  readonly due: string;
  readonly stability: number;
  readonly difficulty: number;
  readonly elapsed_days: number;
  readonly scheduled_days: number;
  readonly learning_steps: number;
  readonly reps: number;
  readonly lapses: number;
  /** 0 new, 1 learning, 2 review (learned), 3 relearning. */
  readonly state: number;
  readonly last_review?: string;
}

const scheduler = fsrs(generatorParameters({ enable_fuzz: false }));

const toJson = (c: Card): ScheduleJson => ({
  due: c.due.toISOString(),
  stability: c.stability,
  difficulty: c.difficulty,
  elapsed_days: c.elapsed_days,
  scheduled_days: c.scheduled_days,
  learning_steps: c.learning_steps,
  reps: c.reps,
  lapses: c.lapses,
  state: c.state,
  ...(c.last_review ? { last_review: c.last_review.toISOString() } : {}),
});

const num = (v: unknown, fallback = 0): number => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);

/** A card from a cell's metadata; a new card for anything that does not read as one (hand-edited metadata). */
const fromJson = (j: unknown, now: Date): Card => {
  const o = (typeof j === 'object' && j !== null ? j : {}) as Record<string, unknown>;
  const due = typeof o.due === 'string' ? new Date(o.due) : undefined;
  if (!due || Number.isNaN(due.getTime())) return createEmptyCard(now);
  const last = typeof o.last_review === 'string' ? new Date(o.last_review) : undefined;
  return {
    due,
    stability: num(o.stability),
    difficulty: num(o.difficulty),
    elapsed_days: num(o.elapsed_days),
    scheduled_days: num(o.scheduled_days),
    learning_steps: num(o.learning_steps),
    reps: num(o.reps),
    lapses: num(o.lapses),
    state: Math.max(0, Math.min(3, Math.round(num(o.state)))),
    ...(last && !Number.isNaN(last.getTime()) ? { last_review: last } : {}),
  };
};

/** The schedule after an attempt at `now`, from the one the cell kept (none: a new puzzle). */
export const nextSchedule = (kept: unknown, outcome: Outcome, now: Date): ScheduleJson => toJson(scheduler.next(fromJson(kept, now), now, GRADE[outcome]).card);
