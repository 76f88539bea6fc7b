// Marks in words, on composed positions, one for each kind of reason: the reason read from the lines
// (reasons.ts) and the sentence in both languages and in the notation asked for (markWords.ts).
import { strict as assert } from 'node:assert';
import { isMarkSentence, isSummaryComment, markSentence, reasonText, summaryComment } from '../../../src/analysis/markWords';
import { markReason } from '../../../src/analysis/reasons';
import type { PlyReview } from '../../../src/analysis/review';
import { summarize } from '../../../src/analysis/summary';
import { replayLine } from '../../../src/core/line';
import { outcome } from '../../../src/core/outcome';
import { cp, mate } from '../../../src/core/score';

const ZH = { language: 'zh', notation: 'zh' } as const;
const EN = { language: 'en', notation: 'wxf' } as const;

const ply = (p: Partial<PlyReview> & Pick<PlyReview, 'move'>): PlyReview => ({ ply: 1, loss: 0, book: false, ...p });

// Black's 车1平2 (a9b9) steps onto b9, where Red's cannon takes it over the screen on b7 (the D10 slip)
const HANGS = 'r3k4/9/1c7/9/9/9/9/1C7/9/3K5 b - - 0 1';
const hangs = ply({ move: 'a9b9', quality: 'mistake', loss: 120, best: ['a9a8', 'd0d1'], bestScore: cp(-30), playedLine: ['a9b9', 'b2b9', 'e9e8'], playedScore: cp(90) });

// Red's chariot leaves rank 5 (b5b8) and Black's chariot mates on the e-file: the chariot on d6 and the horse on g2 hem the king in
const MATE_AFTER = '5k3/9/9/3r5/rR7/9/9/6n2/9/4K4 w - - 0 1';
const allowsMate = ply({ move: 'b5b8', quality: 'blunder', loss: 3000, best: ['b5a5', 'd9d8'], bestScore: cp(900), playedLine: ['b5b8', 'a5e5'], playedScore: mate(-1) });

// Black could mate at once (a5e5) and plays a5a4
const MATE_THERE = '5k3/7R1/9/3r5/r8/9/9/6n2/9/4K4 b - - 0 1';
const missedMate = ply({ move: 'a5a4', quality: 'blunder', loss: 3000, best: ['a5e5'], bestScore: mate(-1), playedLine: ['a5a4', 'h8h9'], playedScore: cp(-50) });

// Red could take the loose horse on a7 (a0a7) and steps the king up instead
const HORSE_THERE = '4k4/9/n8/9/9/9/9/9/9/R2K5 w - - 0 1';
const missedWin = ply({ move: 'd0d1', quality: 'mistake', loss: 400, best: ['a0a7', 'e9e8'], bestScore: cp(500), playedLine: ['d0d1', 'a7b5'], playedScore: cp(100) });

// Red checks on rank 9 and rank 8 in turn; a8a9 brings back the position after 1. a0a9+ with every Red move a check
const CHECKS = '4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1';
const checksBefore = ['a0a9', 'e9e8', 'a9a8', 'e8e9'];
const perpetual = ply({ ply: 5, move: 'a8a9', quality: 'blunder', loss: 3000, best: ['a8a7'], bestScore: cp(300), playedLine: ['a8a9'], playedScore: mate(-1) });

describe('analysis/reasons: why a move is marked, read from its lines', () => {
  it('material given up along the refutation: which piece, and the line through the capture', () => {
    assert.deepEqual(markReason(HANGS, [], hangs), { kind: 'loses', piece: 'chariot', line: ['b2b9'] });
  });

  it('a piece taken back is named as what the mover gets in return, a trade of like pieces is no reason', () => {
    // Black's horse on c7 takes the cannon back on b9
    const fen = 'r3k4/9/1cn6/9/9/9/9/1C7/9/3K5 b - - 0 1';
    assert.deepEqual(markReason(fen, [], { ...hangs, playedLine: ['a9b9', 'b2b9', 'c7b9'] }), { kind: 'loses', piece: 'chariot', inReturn: 'cannon', line: ['b2b9'] });
    // the same loss along the engine's own line is no reason: Red's chariot on a5 is lost whatever the king does
    const trapped = 'r4k3/9/9/9/R8/9/9/9/9/3K5 w - - 0 1';
    const slip = ply({ move: 'd0d1', quality: 'mistake', loss: 150, best: ['d0e0', 'a9a5'], bestScore: cp(-800), playedLine: ['d0d1', 'a9a5'], playedScore: cp(-950) });
    assert.equal(markReason(trapped, [], slip), undefined);
    assert.deepEqual(markReason(trapped, [], { ...slip, best: ['a5a9', 'f9f8'] }), { kind: 'loses', piece: 'chariot', line: ['a9a5'] });
  });

  it('a mate allowed, with the mating line (checked here to be mate)', () => {
    const end = replayLine(MATE_AFTER, ['b5b8', 'a5e5']);
    assert.ok(end.ok);
    assert.equal(outcome(end.value.position)?.reason, 'checkmate');
    assert.deepEqual(markReason(MATE_AFTER, [], allowsMate), { kind: 'allowsMate', moves: 1, line: ['a5e5'] });
  });

  it('a mate missed, and a piece the engine\'s move would have won', () => {
    const end = replayLine(MATE_THERE, ['a5e5']);
    assert.ok(end.ok && outcome(end.value.position)?.reason === 'checkmate');
    assert.deepEqual(markReason(MATE_THERE, [], missedMate), { kind: 'missedMate', moves: 1, line: ['a5e5'] });
    assert.deepEqual(markReason(HORSE_THERE, [], missedWin), { kind: 'missedWin', piece: 'horse', line: ['a0a7'] });
  });

  it('a perpetual check that loses by the rules, which the engine reports as a mate; without the history, a mate', () => {
    assert.deepEqual(markReason(CHECKS, checksBefore, perpetual), { kind: 'perpetual', by: 'check' });
    const fresh = '4k4/R8/9/9/9/9/9/9/9/3K5 w - - 0 1';
    assert.deepEqual(markReason(fresh, [], perpetual), { kind: 'allowsMate', moves: 1, line: [] });
    // a repetition the engine does not call lost (one occurrence is not yet a loss in the game) is no reason
    assert.equal(markReason(CHECKS, checksBefore, { ...perpetual, playedScore: cp(-200) }), undefined);
  });

  it('a quiet slip has no reason; moves that do not replay give none', () => {
    assert.equal(markReason(HORSE_THERE, [], { ...missedWin, best: ['a0b0', 'e9e8'], playedLine: ['d0d1', 'e9e8'] }), undefined);
    assert.equal(markReason(HANGS, ['h2e2'], hangs), undefined);
  });
});

describe('analysis/markWords: a mark in words, in both languages and the notation asked for', () => {
  it('a mistake that hangs a piece: meaning, loss, the better move, the piece and the refuting move', () => {
    assert.equal(markSentence(HANGS, [], hangs, ZH), '错着（−1.20）：应走车１进１；车１平２丢车（炮八进七）。');
    assert.equal(markSentence(HANGS, [], hangs, EN), 'Mistake (−1.20). Best was R1+1; R1.2 loses a chariot to C8+7.');
    assert.equal(markSentence(HANGS, [], hangs, { language: 'en', notation: 'iccs' }), 'Mistake (−1.20). Best was a9a8; a9b9 loses a chariot to b2b9.');
    assert.equal(reasonText(HANGS, [], hangs, ZH), '车１平２丢车（炮八进七）。');
    assert.equal(reasonText(HANGS, [], hangs, EN), 'R1.2 loses a chariot to C8+7.');
  });

  it('a mate allowed says so instead of a loss in pawns', () => {
    assert.equal(markSentence(MATE_AFTER, [], allowsMate, ZH), '败着：应走车八平九；车八进三送杀，对方1步成杀（车１平５）。');
    assert.equal(markSentence(MATE_AFTER, [], allowsMate, EN), 'Blunder. Best was R8.9; R8+3 allows mate in 1: R1.5.');
  });

  it('a win missed names the better move once', () => {
    assert.equal(markSentence(MATE_THERE, [], missedMate, ZH), '败着：错过车１平５，1步成杀。');
    assert.equal(markSentence(MATE_THERE, [], missedMate, EN), 'Blunder. Missed R1.5, mate in 1.');
    assert.equal(markSentence(HORSE_THERE, [], missedWin, ZH), '错着（−4.00）：错过车九进七得马。');
    assert.equal(markSentence(HORSE_THERE, [], missedWin, EN), 'Mistake (−4.00). Missed R9+7, winning a horse.');
  });

  it('a mating line that goes on ends in an ellipsis, not a second stop', () => {
    const longer = { ...allowsMate, playedScore: mate(-3) };
    assert.equal(reasonText(MATE_AFTER, [], longer, EN), 'R8+3 allows mate in 3: R1.5 …');
    assert.equal(reasonText(MATE_AFTER, [], longer, ZH), '车八进三送杀，对方3步成杀（车１平５ …）。');
  });

  it('a losing perpetual check', () => {
    assert.equal(reasonText(CHECKS, checksBefore, perpetual, ZH), '车九进一长将，按规则判负。');
    assert.equal(markSentence(CHECKS, checksBefore, perpetual, EN), 'Blunder. Best was R9-1; R9+1 keeps up a perpetual check, which loses by the rules.');
  });

  it('without a reason: the meaning, the loss and the better move; `!` in a word; no mark, no words', () => {
    const quiet = { ...missedWin, quality: 'inaccuracy' as const, loss: 60, best: ['a0b0', 'e9e8'], playedLine: ['d0d1', 'e9e8'] };
    assert.equal(markSentence(HORSE_THERE, [], quiet, ZH), '缓着（−0.60）：应走车九平八。');
    assert.equal(markSentence(HORSE_THERE, [], quiet, EN), 'Inaccuracy (−0.60). Best was R9.8.');
    assert.equal(reasonText(HORSE_THERE, [], quiet, EN), undefined);
    assert.equal(markSentence(HORSE_THERE, [], { ...quiet, quality: 'only' }, ZH), '唯一好棋。');
    assert.equal(markSentence(HORSE_THERE, [], { ...quiet, quality: undefined }, EN), undefined);
  });

  it('knows its own sentences and summaries (so a second write replaces them), and no one else\'s', () => {
    for (const s of [markSentence(HANGS, [], hangs, ZH), markSentence(HANGS, [], hangs, EN), '唯一好棋。', 'Only move.', '缓着：应走帅四平五。']) assert.ok(isMarkSentence(s!), s);
    for (const s of ['Mistakes were made', '错着太多', 'a Blunder.', 'Only moves count']) assert.ok(!isMarkSentence(s), s);
    const sum = summarize(HANGS, [{ ...hangs, drop: 0.12 }]);
    assert.equal(summaryComment(sum, 'en'), 'Xiangqi Lens review — Red: 0 ?!, 0 ?, 0 ??; Black: 0 ?!, 1 ?, 0 ??, accuracy 88 %.');
    assert.equal(summaryComment(sum, 'zh'), 'Xiangqi Lens 复盘——红方：缓着 0，错着 0，败着 0；黑方：缓着 0，错着 1，败着 0，准确率 88%。');
    assert.ok(isSummaryComment(summaryComment(sum, 'zh')) && isSummaryComment(summaryComment(sum, 'en')) && !isSummaryComment('Xiangqi Lens rocks'));
  });
});
