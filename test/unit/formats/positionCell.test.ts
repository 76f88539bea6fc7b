import { strict as assert } from 'node:assert';
import { START_FEN } from '../../../src/core/fen';
import { rng } from '../../rng';
import { cellLimits, metadataLimits, parsePositionCell, playCellMoves, type CellIssue, type PositionCellSpec } from '../../../src/formats/positionCell';

const spec = (text: string): PositionCellSpec => {
  const r = parsePositionCell(text);
  assert.ok(r.ok, JSON.stringify(!r.ok && r.error));
  return r.value;
};
const play = (text: string): string[] => {
  const s = spec(text);
  assert.equal(s.start.kind, 'fen');
  const r = playCellMoves((s.start as { fen: string }).fen, s.moves, text);
  assert.ok(r.ok, JSON.stringify(!r.ok && r.error));
  return r.value;
};
const failure = (text: string): CellIssue => {
  const s = parsePositionCell(text);
  if (!s.ok) return s.error;
  const r = playCellMoves(s.value.start.kind === 'fen' ? s.value.start.fen : START_FEN, s.value.moves, text);
  assert.ok(!r.ok, `expected an error for ${JSON.stringify(text)}`);
  return r.error;
};

// The first moves of the central cannon against the screen horses, written in each notation.
const LINE = ['h2e2', 'h9g7', 'h0g2', 'i9h9', 'i0h0', 'b9c7'];

describe('formats/positionCell: what a study\'s position cell says', () => {
  it('reads the same line in Chinese, WXF and ICCS, with move numbers, full-width digits and comments', () => {
    assert.deepEqual(play('炮二平五 马8进7 马二进三 车9平8 车一平二 马2进3'), LINE);
    assert.deepEqual(play('startpos\n1. 炮二平五 马８进７\n2. 马二进三 车９平８ {the usual}\n3. 车一平二 马２进３'), LINE);
    assert.deepEqual(play('１．炮二平五　马８进７　２．马二进三　车９平８　３．车一平二　马２进３'), LINE);
    assert.deepEqual(play('C2.5 H8+7 H2+3 R9.8 R1.2 H2+3'), LINE);
    assert.deepEqual(play('1. C2.5 H8+7 2. H2+3 R9.8 3. R1.2 H2+3'), LINE);
    assert.deepEqual(play('h2e2 h9g7 h0g2 i9h9 i0h0 b9c7'), LINE);
    assert.deepEqual(play('1. h2e2 h9g7 2. h0g2 (2. b0c2) i9h9 3. i0h0 b9c7 *'), LINE, 'the main line only');
    assert.deepEqual(play('炮二平五 H8+7 h0g2'), LINE.slice(0, 3), 'notations mixed move by move');
  });

  it('takes a FEN, startpos, or nothing (the start position), and reads limits and the search keyword', () => {
    const fen = '4k4/R8/9/9/9/9/9/9/1R7/3K5 w - - 0 1';
    const s = spec(`depth 9 multipv 3\n${fen}\nR8+8`);
    assert.deepEqual(s.start, { kind: 'fen', fen });
    assert.deepEqual(s.limits, { depth: 9, multipv: 3 });
    assert.equal(s.search, false);
    assert.deepEqual(playCellMoves(fen, s.moves), { ok: true, value: ['b1b9'] });
    assert.deepEqual(spec('').start, { kind: 'fen', fen: START_FEN });
    assert.deepEqual(spec('').moves, { text: '', offset: 0 });
    assert.deepEqual(spec('search\nmovetime 500 nodes 20000\n炮二平五').limits, { movetime: 500, nodes: 20000 });
    assert.equal(spec('search\nstartpos').search, true);
    assert.equal(spec('查找\nstartpos').search, true);
    // a FEN with Black to move written 'b', H/E letters, missing counters
    assert.deepEqual(spec('rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR b').start, { kind: 'fen', fen: 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1' });
  });

  it('reads a game reference: a file and a move number, or a game number and a move number, then moves from there', () => {
    const s = spec('games/final.xqf#34\n车一平二');
    assert.deepEqual(s.start, { kind: 'game', file: 'games/final.xqf', game: 0, ply: 34 });
    assert.equal(s.moves.text, '车一平二');
    assert.equal(s.moves.offset, 19);
    assert.deepEqual(spec('my games/all games.PGN#3:0').start, { kind: 'game', file: 'my games/all games.PGN', game: 2, ply: 0 });
  });

  it('locates every mistake by line and column', () => {
    const bad = failure('startpos\n炮二平五 马2进9');
    assert.equal(bad.code, 'ERR_CELL_MOVE');
    assert.equal(bad.line, 2);
    assert.equal(bad.column, 6);
    assert.match(bad.message, /马2进9/);
    assert.deepEqual(bad.span, { start: 14, end: 18 });
    const fen = failure('depth 3\nrnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABN w');
    assert.equal(fen.code, 'ERR_CELL_FEN');
    assert.equal(fen.line, 2);
    const limit = failure('depth 99');
    assert.equal(limit.code, 'ERR_CELL_LIMIT');
    assert.match(limit.message, /1 to 40/);
    assert.equal(failure('multipv 3 depth').code, 'ERR_CELL_LIMIT');
    const two = failure('startpos\n  4k4/9/9/9/9/9/9/9/9/4K4 w');
    assert.equal(two.code, 'ERR_CELL_POSITION');
    assert.deepEqual([two.line, two.column], [2, 3]);
    assert.equal(failure('a.pgn#0:3').code, 'ERR_CELL_REFERENCE');
    const word = failure('startpos\nhello');
    assert.equal(word.code, 'ERR_CELL_MOVE');
    assert.equal(word.line, 2);
  });

  it('takes limits from the cell, then its metadata, then the settings; a cell\'s own bound replaces the settings\' depth', () => {
    const settings = { depth: 12, multipv: 1 };
    assert.deepEqual(cellLimits({}, {}, settings), { depth: 12, multipv: 1 });
    assert.deepEqual(cellLimits({ multipv: 3 }, {}, settings), { depth: 12, multipv: 3 });
    assert.deepEqual(cellLimits({}, metadataLimits({ movetime: 2000 }), settings), { movetime: 2000, multipv: 1 });
    assert.deepEqual(cellLimits({ depth: 6 }, metadataLimits({ depth: 20, multipv: 2 }), settings), { depth: 6, multipv: 2 });
    assert.deepEqual(cellLimits({}, {}, { movetime: 500, multipv: 2 }), { movetime: 500, multipv: 2 });
    // metadata a person typed: out of bounds, not whole, not numbers, not limits
    assert.deepEqual(metadataLimits({ depth: 99, multipv: 2.5, nodes: '100', movetime: 0, colour: 'red' }), {});
    assert.deepEqual(metadataLimits(undefined), {});
  });

  it('never throws on random cell text (seeded)', () => {
    const words = ['startpos', 'search', 'depth', '12', 'multipv', 'x.pgn#3', '炮二平五', 'C2.5', 'h2e2', '{', '}', '(', ')', '1.', '#', '4k4/9/9/9/9/9/9/9/9/4K4', '\n', ' ', '马8进7', 'nodes'];
    const next = rng(7);
    for (let n = 0; n < 500; n++) {
      const text = Array.from({ length: Math.floor(next() * 12) }, () => words[Math.floor(next() * words.length)]).join(' ');
      const s = parsePositionCell(text);
      if (s.ok && s.value.start.kind === 'fen') playCellMoves(s.value.start.fen, s.value.moves, text);
    }
  });
});
