import { strict as assert } from 'node:assert';
import { START_FEN, parseFen } from '../../../src/core/fen';
import { moveToIccs, parseIccs } from '../../../src/core/notation';
import type { Position } from '../../../src/core/position';
import { MovePicker, PICK_MAIN, PICK_QS, pieceTo } from '../../../src/engine/movepick';

// Red chariot a4 can take the a6 pawn (defended by the a9 chariot) or the c4 pawn (undefended).
const FEN = 'r3k4/9/9/p8/9/R1p6/9/9/9/3K5 w - - 0 1';

const position = (fen: string): Position => {
  const p = parseFen(fen);
  if (!p.ok) assert.fail(fen);
  return p.value;
};
const all = (picker: MovePicker, pos: Position, ply = 0): string[] => {
  const out: string[] = [];
  for (let m = picker.next(pos, ply); m !== 0; m = picker.next(pos, ply)) out.push(moveToIccs(m));
  return out;
};
const iccs = (pos: Position, t: string): number => {
  const m = parseIccs(pos, t);
  if (!m.ok) assert.fail(t);
  return m.value;
};

describe('engine/movepick', () => {
  it('hands out every legal move once: hash move, winning captures, killers, quiets, losing captures', () => {
    const pos = position(FEN);
    const picker = new MovePicker();
    picker.setKiller(0, iccs(pos, 'd0d1'));
    picker.init(pos, 0, iccs(pos, 'a4b4'), PICK_MAIN);
    const moves = all(picker, pos);
    assert.deepEqual([...moves].sort(), pos.legalMoves().map(moveToIccs).sort());
    assert.equal(moves[0], 'a4b4', 'hash move first');
    assert.equal(moves[1], 'a4c4', 'the free pawn next');
    assert.equal(moves[2], 'd0d1', 'then the killer');
    assert.equal(moves[moves.length - 1], 'a4a6', 'the defended pawn last');
  });

  it('without static exchange the defended pawn is an ordinary capture', () => {
    const pos = position(FEN);
    const picker = new MovePicker();
    picker.useSee = false;
    picker.init(pos, 0, 0, PICK_MAIN);
    const moves = all(picker, pos);
    assert.deepEqual(moves.slice(0, 2).sort(), ['a4a6', 'a4c4']);
  });

  it('quiescence gets captures only; an illegal or quiet hash move is ignored', () => {
    const pos = position(FEN);
    const picker = new MovePicker();
    picker.init(pos, 3, iccs(pos, 'a4b4'), PICK_QS);
    assert.deepEqual(all(picker, pos, 3).sort(), ['a4a6', 'a4c4']);
    // a move from another position (the start's central cannon) is never handed out
    const start = position(START_FEN);
    picker.init(pos, 3, iccs(start, 'h2e2'), PICK_MAIN);
    assert.equal(all(picker, pos, 3).length, pos.legalMoves().length);
  });

  it('quiet moves come in history order, and can be cut short', () => {
    const pos = position(START_FEN);
    const picker = new MovePicker();
    const good = iccs(pos, 'b0c2');
    picker.updateHistory(0, good, 1000);
    picker.init(pos, 0, 0, PICK_MAIN);
    const moves = all(picker, pos);
    assert.equal(moves[0], 'b0c2');
    picker.init(pos, 0, 0, PICK_MAIN);
    picker.skipQuiets[0] = 1;
    assert.deepEqual(all(picker, pos).sort(), ['b2b9', 'h2h9'], 'quiets skipped: the cannons\' captures only');
  });

  it('the continuation history of a quiet move depends on the move before it; the butterfly table does not', () => {
    const pos = position(START_FEN);
    const picker = new MovePicker();
    const m = iccs(pos, 'b0c2');
    const ply = 1;
    // the piece-to keys of two earlier moves (any keys do: the table is indexed by them)
    const key = (t: string): number => pieceTo(pos.board[iccs(pos, t) & 255], iccs(pos, t) >> 8);
    const before = key('h2e2');
    picker.moveKey[ply + 1] = before;
    picker.updateQuiet(pos, ply, m, 500);
    assert.equal(picker.contOnly(pos, ply, m), 500);
    assert.equal(picker.quietHistory(pos, ply, m), 1000, 'butterfly plus continuation');
    // after another move, only the butterfly part is left
    picker.moveKey[ply + 1] = key('h0g2');
    assert.equal(picker.contOnly(pos, ply, m), 0);
    assert.equal(picker.quietHistory(pos, ply, m), 500);
    picker.useCont = false;
    assert.equal(picker.contOnly(pos, ply, m), 0, 'no continuation history when it is switched off');
  });
});
