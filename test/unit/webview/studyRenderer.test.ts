import { strict as assert } from 'node:assert';
import { START_FEN } from '../../../src/core/fen';
import { hitReference, isAnalysisOutput, isHostToRenderer, isPuzzleOutput, isRendererToHost, isSearchOutput, RENDERER_STRINGS, type AnalysisOutputDto, type PuzzleOutputDto } from '../../../src/protocol/notebook';
import { arrowsAt, clampStepping, lineMoves, pliesBefore, redScore, sortedLines, stepAt } from '../../../webview/renderer/analysisModel';
import { piecesOf } from '../../../webview/game/view';

// After 炮二平五 马8进7 (Red to move, move 2): two engine lines, the second listed first.
const AFTER = 'rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2';
const OUTPUT: AnalysisOutputDto = {
  version: 1,
  fen: AFTER,
  lastMove: 'h9g7',
  engine: 'Xiangqi Lens',
  limits: { depth: 8, multipv: 2 },
  state: 'done',
  lines: [
    { multipv: 2, depth: 8, score: { kind: 'cp', value: 20 }, pv: ['b0c2', 'i9h9'] },
    { multipv: 1, depth: 8, score: { kind: 'cp', value: 35 }, pv: ['h0g2', 'i9h9', 'i0h0'] },
  ],
  notation: 'zh',
  language: 'zh',
};

describe('webview/renderer: an analysis output stepped through', () => {
  it('sorts the lines, writes them in any notation, and numbers them from the position', () => {
    assert.deepEqual(sortedLines(OUTPUT).map((l) => l.multipv), [1, 2]);
    const at = stepAt(OUTPUT, { line: 0, step: 0 })!;
    assert.deepEqual(lineMoves(OUTPUT, at.root, 'zh'), [['马二进三', '车９平８', '车一平二'], ['马八进七', '车９平８']]);
    assert.deepEqual(lineMoves(OUTPUT, at.root, 'wxf')[0], ['H2+3', 'R9.8', 'R1.2']);
    assert.equal(pliesBefore(at.root), 2);
    assert.deepEqual(at.lastMove, ['h9', 'g7'], 'the move into the position, before stepping');
  });

  it('steps into a line: the position, the last move, the next move\'s arrow; clamps past either end', () => {
    const two = stepAt(OUTPUT, { line: 0, step: 2 })!;
    assert.deepEqual(two.played, ['h0g2', 'i9h9']);
    assert.deepEqual(two.lastMove, ['i9', 'h9']);
    assert.deepEqual(piecesOf(two.position).get('h9'), { role: 'r', color: 'black' });
    assert.equal(piecesOf(two.position).get('i9'), undefined);
    assert.deepEqual(arrowsAt(OUTPUT, { line: 0, step: 2 }, two, () => ''), [{ from: 'i0', to: 'h0', rank: 1 }]);
    const root = stepAt(OUTPUT, { line: 0, step: 0 })!;
    assert.deepEqual(arrowsAt(OUTPUT, { line: 0, step: 0 }, root, (l) => `s${l.multipv}`), [
      { from: 'h0', to: 'g2', rank: 1, label: 's1' },
      { from: 'b0', to: 'c2', rank: 2, label: 's2' },
    ]);
    assert.deepEqual(clampStepping(OUTPUT, { line: 1, step: 99 }), { line: 1, step: 2 });
    assert.deepEqual(clampStepping(OUTPUT, { line: 7, step: -3 }), { line: 1, step: 0 });
    assert.deepEqual(clampStepping({ ...OUTPUT, lines: [] }, { line: 1, step: 4 }), { line: 0, step: 0 });
    // scores are kept from the side to move; with Black to move Red's view is the opposite
    const black = { ...OUTPUT, fen: START_FEN.replace(' w ', ' b ') };
    assert.deepEqual(redScore(black, stepAt(black, { line: 0, step: 0 })!.root, black.lines[1]), { kind: 'cp', value: -35 });
  });

  it('names a hit as a cell reference, with the game number only in a file of several games', () => {
    const hit = { file: 'games/final.xqf', game: 0, games: 1, name: '', ply: 34, main: true, mirrored: false, node: 34 };
    assert.equal(hitReference(hit), 'games/final.xqf#34');
    assert.equal(hitReference({ ...hit, file: 'all.pgn', game: 1, games: 3 }), 'all.pgn#2:34');
  });
});

describe('protocol/notebook: outputs and messages are checked on arrival', () => {
  it('accepts what the host writes and refuses what it would not', () => {
    assert.ok(isAnalysisOutput(OUTPUT));
    assert.ok(isAnalysisOutput(JSON.parse(JSON.stringify(OUTPUT))));
    assert.ok(!isAnalysisOutput({ ...OUTPUT, version: 2 }));
    assert.ok(!isAnalysisOutput({ ...OUTPUT, lines: [{ ...OUTPUT.lines[0], pv: ['h0g2', 'oops'] }] }));
    assert.ok(!isAnalysisOutput({ ...OUTPUT, state: 'thinking' }));
    assert.ok(!isAnalysisOutput({ ...OUTPUT, notation: 'san' }));
    const search = { version: 1, fen: AFTER, state: 'done', done: 3, files: 3, games: 5, total: 1, hits: [{ file: 'a.pgn', game: 0, games: 1, name: 'x', ply: 2, main: true, mirrored: false, node: 2 }], language: 'en' };
    assert.ok(isSearchOutput(search));
    assert.ok(!isSearchOutput({ ...search, hits: [{ ...search.hits[0], game: -1 }] }));
    assert.ok(isRendererToHost({ type: 'open', file: 'a.pgn', game: 0, node: 3 }));
    assert.ok(isRendererToHost({ type: 'show', fen: AFTER, moves: ['h0g2'] }));
    assert.ok(!isRendererToHost({ type: 'show', fen: AFTER, moves: ['h0g'] }));
    assert.ok(!isRendererToHost({ type: 'run', cell: 1 }));
    assert.ok(isHostToRenderer({ type: 'config', notation: 'wxf', language: 'en', strings: RENDERER_STRINGS }));
    // notation auto: no notation, each output keeps the one its cell is written in
    assert.ok(isHostToRenderer({ type: 'config', language: 'en', strings: RENDERER_STRINGS }));
    assert.ok(!isHostToRenderer({ type: 'config', notation: 'klingon', language: 'en', strings: RENDERER_STRINGS }));
    assert.ok(!isHostToRenderer({ type: 'config', notation: 'wxf', language: 'en', strings: { first: 'x' } }));
  });

  it('takes a puzzle output and its messages only as the host writes them', () => {
    const puzzle: PuzzleOutputDto = { version: 1, id: `${AFTER.split(' ').slice(0, 2).join(' ')}|a0a1`, fen: AFTER, side: 'red', kind: 'mistake', state: 'open', notation: 'zh', language: 'zh' };
    assert.ok(isPuzzleOutput(puzzle));
    assert.ok(isPuzzleOutput({ ...puzzle, state: 'solved', line: ['h0g2', 'i9h9'], played: 'a0a1' }));
    assert.ok(!isPuzzleOutput({ ...puzzle, side: 'white' }));
    assert.ok(!isPuzzleOutput({ ...puzzle, state: 'won' }));
    assert.ok(!isPuzzleOutput({ ...puzzle, played: 'a0' }));
    assert.ok(!isPuzzleOutput({ ...puzzle, id: 'x'.repeat(301) }));
    assert.ok(isRendererToHost({ type: 'puzzleTry', id: puzzle.id, move: 'h0g2' }));
    assert.ok(!isRendererToHost({ type: 'puzzleTry', id: puzzle.id, move: 'h0g' }));
    assert.ok(isRendererToHost({ type: 'puzzleShow', id: puzzle.id }));
    assert.ok(!isRendererToHost({ type: 'puzzleShow' }));
    const verdict = { type: 'puzzleVerdict', id: puzzle.id, move: 'h0g2', verdict: 'right', line: ['h0g2', 'i9h9'], words: '正确！马二进三' };
    assert.ok(isHostToRenderer(verdict));
    assert.ok(!isHostToRenderer({ ...verdict, verdict: 'maybe' }));
    assert.ok(!isHostToRenderer({ ...verdict, line: ['h0g2', 3] }));
  });
});
