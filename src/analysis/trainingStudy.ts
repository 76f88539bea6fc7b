/**
 * A training study: puzzles (puzzles.ts) as cells of a `.xqnb` study, readable as Markdown. The first
 * cell sums the study up; then, for each puzzle, a Markdown heading naming the game and the move, and a
 * position cell holding the position to solve (its FEN) with the puzzle in its metadata (`puzzle`: the
 * answers, the line, the move played, where it comes from) and, once attempted, its schedule
 * (`schedule`: a spaced-repetition card, host/notebook/schedule.ts). Building again from more games
 * keeps every cell already there (schedules, the user's own notes) and adds the new puzzles after them.
 *
 *   const study = trainingStudy(puzzles, { language: 'zh' });
 *   const more = mergeTraining(readStudy(text).study, newPuzzles, { language: 'zh' });
 */
import type { Json, Study, StudyCell } from '../formats/study';
import { POSITION_LANGUAGE } from '../formats/study';
import type { Puzzle } from './puzzles';

export type TrainingLanguage = 'en' | 'zh';

export interface TrainingOptions {
  readonly language?: TrainingLanguage;
  /** For the summary's "due now" (ms since 1970); the time of the build when left out is not needed: new cards are due. */
  readonly now?: number;
}

/** What the schedule of a puzzle cell says, as far as the summary reads it. */
export interface CardState {
  /** When the puzzle is next due (ISO 8601). */
  readonly due: string;
  /** ts-fsrs's state: 0 new, 1 learning, 2 review (learned), 3 relearning. */
  readonly state: number;
}

const WORDS = {
  en: {
    title: 'Training: my mistakes',
    intro: 'Each position below is one a player of these games went wrong in. Find the move that was missed; run the cell to try.',
    counts: (n: number, due: number, learned: number) => `**${n}** puzzles · **${due}** due now · **${learned}** learned`,
    byOpening: 'By opening',
    byKind: 'By kind',
    byReason: 'By reason',
    kinds: { mistake: 'mistakes', missedWin: 'missed wins' },
    reasons: { loses: 'material lost', allowsMate: 'mate allowed', perpetual: 'perpetual that loses', missedMate: 'mate missed', missedWin: 'win of material missed' },
    none: 'no opening named',
    heading: (k: number, side: string, where: string) => `### ${k}. ${side} to move — ${where}`,
    red: 'Red',
    black: 'Black',
    where: (file: string, game: number, ply: number, players: string) => `${file}${game > 0 ? ` game ${game + 1}` : ''}, move ${Math.ceil(ply / 2)}${ply % 2 === 0 ? '…' : ''}${players}`,
  },
  zh: {
    title: '训练：我的失误',
    intro: '下面每个局面都是这些对局中有一方走错的地方。找出当时错过的着法；运行单元格开始练习。',
    counts: (n: number, due: number, learned: number) => `共 **${n}** 题 · 今日待练 **${due}** 题 · 已掌握 **${learned}** 题`,
    byOpening: '按开局',
    byKind: '按类型',
    byReason: '按原因',
    kinds: { mistake: '失误', missedWin: '错失胜机' },
    reasons: { loses: '丢子', allowsMate: '被杀', perpetual: '长将长捉判负', missedMate: '漏杀', missedWin: '漏得子' },
    none: '未识别开局',
    heading: (k: number, side: string, where: string) => `### ${k}. ${side}走 — ${where}`,
    red: '红方',
    black: '黑方',
    where: (file: string, game: number, ply: number, players: string) => `${file}${game > 0 ? ` 第 ${game + 1} 局` : ''}，第 ${Math.ceil(ply / 2)} 回合${ply % 2 === 0 ? '黑方' : ''}${players}`,
  },
} as const;

/** The puzzle a cell holds, if it is a puzzle cell. */
export const cellPuzzle = (c: StudyCell): Puzzle | undefined => {
  const p = c.metadata?.puzzle as Puzzle | undefined;
  return c.kind === 'code' && c.language === POSITION_LANGUAGE && p && typeof p === 'object' && typeof p.id === 'string' ? { ...p, fen: c.source.trim() } : undefined;
};

/** The schedule a cell keeps, if it was ever attempted. */
export const cellSchedule = (c: StudyCell): CardState | undefined => {
  const s = c.metadata?.schedule as CardState | undefined;
  return s && typeof s === 'object' && typeof s.due === 'string' && typeof s.state === 'number' ? s : undefined;
};

const isSummary = (c: StudyCell): boolean => c.kind === 'markdown' && c.metadata?.training === 'summary';
const isHeading = (c: StudyCell): boolean => c.kind === 'markdown' && typeof c.metadata?.training === 'string' && c.metadata.training !== 'summary';

/** Whether a puzzle is due at `now` (never attempted: due). */
export const isDue = (c: StudyCell, now: number): boolean => {
  const s = cellSchedule(c);
  return s === undefined || Date.parse(s.due) <= now;
};

/** The summary cell's text: how many puzzles, how many due and learned, by opening family and by kind. */
export const trainingSummary = (cells: readonly StudyCell[], o: TrainingOptions): string => {
  const w = WORDS[o.language ?? 'en'];
  const puzzles = cells.filter((c) => cellPuzzle(c) !== undefined);
  const now = o.now ?? 0;
  const due = puzzles.filter((c) => o.now === undefined ? cellSchedule(c) === undefined : isDue(c, now)).length;
  const learned = puzzles.filter((c) => cellSchedule(c)?.state === 2).length;
  const tally = (key: (p: Puzzle) => string): string =>
    [...puzzles.reduce((m, c) => m.set(key(cellPuzzle(c)!), (m.get(key(cellPuzzle(c)!)) ?? 0) + 1), new Map<string, number>())]
      .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
      .map(([k, n]) => `${k} ${n}`)
      .join(' · ');
  const lines = [
    `# ${w.title}`,
    '',
    w.intro,
    '',
    w.counts(puzzles.length, due, learned),
    '',
    `- ${w.byOpening}: ${puzzles.length ? tally((p) => (p.source.ecco ? `${p.source.ecco[0]}xx` : w.none)) : '—'}`,
    `- ${w.byKind}: ${puzzles.length ? tally((p) => w.kinds[p.kind]) : '—'}`,
    ...(puzzles.some((c) => cellPuzzle(c)?.reason) ? [`- ${w.byReason}: ${tally((p) => (p.reason ? w.reasons[p.reason] : w.kinds[p.kind]))}`] : []),
  ];
  return lines.join('\n');
};

const summaryCell = (cells: readonly StudyCell[], o: TrainingOptions): StudyCell => ({ kind: 'markdown', language: 'markdown', source: trainingSummary(cells, o), metadata: { training: 'summary' } });

const puzzleCells = (p: Puzzle, k: number, o: TrainingOptions): StudyCell[] => {
  const w = WORDS[o.language ?? 'en'];
  const players = p.source.red || p.source.black ? ` (${p.source.red ?? '?'} – ${p.source.black ?? '?'})` : '';
  // the file as a link, relative to the study, so a click opens the game
  const file = p.source.file ? `[${p.source.file}](${encodeURI(p.source.file)})` : '?';
  const where = w.where(file, p.source.game, p.source.ply, players);
  const { fen, ...rest } = p;
  return [
    { kind: 'markdown', language: 'markdown', source: w.heading(k, p.side === 'red' ? w.red : w.black, where), metadata: { training: p.id } },
    { kind: 'code', language: POSITION_LANGUAGE, source: fen, metadata: { puzzle: rest as unknown as Json } },
  ];
};

/** A new training study of these puzzles. */
export const trainingStudy = (puzzles: readonly Puzzle[], o: TrainingOptions = {}): Study => mergeTraining({ cells: [] }, puzzles, o);

/**
 * The study with the puzzles it does not hold yet added at the end (a puzzle is known by its id: the
 * position and the move played), every cell it had kept as it was, and its summary written again.
 */
export const mergeTraining = (study: Study, puzzles: readonly Puzzle[], o: TrainingOptions = {}): Study => {
  const known = new Set(study.cells.map((c) => cellPuzzle(c)?.id).filter((id): id is string => id !== undefined));
  const kept = study.cells.filter((c) => !isSummary(c));
  let k = kept.filter(isHeading).length;
  const added: StudyCell[] = [];
  for (const p of puzzles) {
    if (known.has(p.id)) continue;
    known.add(p.id);
    added.push(...puzzleCells(p, ++k, o));
  }
  const cells = [...kept, ...added];
  return { ...study, cells: [summaryCell(cells, o), ...cells], metadata: { ...study.metadata, training: 1 } };
};
