import { strict as assert } from 'node:assert';
import type { Puzzle } from '../../../src/analysis/puzzles';
import { cellPuzzle, cellSchedule, isDue, mergeTraining, trainingStudy } from '../../../src/analysis/trainingStudy';
import { START_FEN } from '../../../src/core/fen';
import { cp } from '../../../src/core/score';
import { readStudy, writeStudy, type StudyCell } from '../../../src/formats/study';

const puzzle = (id: string, ply: number, over: Partial<Puzzle> = {}): Puzzle => ({
  id,
  fen: START_FEN,
  side: ply % 2 ? 'red' : 'black',
  kind: 'mistake',
  played: 'a0a1',
  quality: 'mistake',
  answers: ['h2e2', 'b2e2'],
  line: ['h2e2', 'h9g7'],
  score: cp(30),
  refutation: ['a0a1', 'h9g7'],
  drop: 0.12,
  source: { file: 'games/a.pgn', game: 0, ply, red: '王天一', black: '郑惟桐', ecco: 'C45' },
  ...over,
});

describe('analysis/trainingStudy', () => {
  const puzzles = [puzzle('p1', 23, { reason: 'loses' }), puzzle('p2', 40, { kind: 'missedWin', source: { file: 'b.xqf', game: 1, ply: 40, ecco: 'A01' } })];

  it('writes a summary, then a heading and a position cell per puzzle, and reads every puzzle back from the file', () => {
    const text = writeStudy(trainingStudy(puzzles, { language: 'en' }));
    assert.match(text, /# Training: my mistakes/);
    assert.match(text, /\*\*2\*\* puzzles · \*\*2\*\* due now · \*\*0\*\* learned/);
    assert.match(text, /By opening: Axx 1 · Cxx 1/);
    assert.match(text, /By kind: missed wins 1 · mistakes 1/);
    assert.match(text, /By reason: material lost 1 · missed wins 1/);
    assert.match(text, /### 1\. Red to move — \[games\/a\.pgn\]\(games\/a\.pgn\), move 12 \(王天一 – 郑惟桐\)/);
    assert.match(text, /### 2\. Black to move — \[b\.xqf\]\(b\.xqf\) game 2, move 20…/);
    const back = readStudy(text);
    assert.deepEqual(back.issues, []);
    assert.deepEqual(back.study.cells.map(cellPuzzle).filter(Boolean), puzzles);
    // the same puzzles give the same file
    assert.equal(writeStudy(trainingStudy(puzzles, { language: 'en' })), text);
  });

  it('speaks Chinese when asked', () => {
    const text = writeStudy(trainingStudy(puzzles, { language: 'zh' }));
    assert.match(text, /# 训练：我的失误/);
    assert.match(text, /### 1\. 红方走 — \[games\/a\.pgn\]\(games\/a\.pgn\)，第 12 回合/);
    assert.match(text, /第 2 局，第 20 回合黑方/);
  });

  it('adds only new puzzles on a second build, keeping the schedules and the user\'s own cells', () => {
    const first = readStudy(writeStudy(trainingStudy([puzzles[0]]))).study;
    const card = { due: '2026-12-01T00:00:00.000Z', state: 2, stability: 3.1, difficulty: 5, reps: 2, lapses: 0 };
    const note: StudyCell = { kind: 'markdown', language: 'markdown', source: 'my note' };
    const attempted = {
      ...first,
      cells: [...first.cells.map((c) => (cellPuzzle(c) ? { ...c, metadata: { ...c.metadata, schedule: card } } : c)), note],
    };
    const merged = readStudy(writeStudy(mergeTraining(attempted, puzzles))).study;
    const held = merged.cells.map(cellPuzzle).filter(Boolean);
    assert.deepEqual(held.map((p) => p!.id), ['p1', 'p2']);
    const p1 = merged.cells.find((c) => cellPuzzle(c)?.id === 'p1')!;
    assert.deepEqual(cellSchedule(p1), card);
    assert.ok(merged.cells.some((c) => c.source === 'my note'));
    assert.match(merged.cells[0].source, /\*\*2\*\* puzzles · \*\*1\*\* due now · \*\*1\*\* learned/);
    // due: never attempted, or its day has come
    assert.ok(!isDue(p1, Date.parse('2026-11-30T00:00:00Z')));
    assert.ok(isDue(p1, Date.parse('2026-12-02T00:00:00Z')));
    assert.equal(merged.cells.filter((c) => c.metadata?.training === 'summary').length, 1);
  });
});
