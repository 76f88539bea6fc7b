import { strict as assert } from 'node:assert';
import { BOARD_HEIGHT, BOARD_WIDTH, CELL, MARGIN, pointToSquare, squareToPoint } from '../../../../webview/board/geometry';
import { readPlacement, writePlacement } from '../../../../webview/board/placement';
import { ALL_KEYS, COLORS } from '../../../../webview/board/types';

const START = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1';

describe('board geometry', () => {
  it('keeps the board 9 files by 10 ranks inside equal margins', () => {
    assert.equal(BOARD_WIDTH, 2 * MARGIN + 8 * CELL);
    assert.equal(BOARD_HEIGHT, 2 * MARGIN + 9 * CELL);
  });

  it("puts Red's corner a0 bottom left with Red below, top right with Black below", () => {
    assert.deepEqual(squareToPoint('a0', 'red'), { x: MARGIN, y: MARGIN + 9 * CELL });
    assert.deepEqual(squareToPoint('a0', 'black'), { x: MARGIN + 8 * CELL, y: MARGIN });
    assert.deepEqual(squareToPoint('i9', 'red'), { x: MARGIN + 8 * CELL, y: MARGIN });
    assert.deepEqual(squareToPoint('e4', 'black'), { x: MARGIN + 4 * CELL, y: MARGIN + 4 * CELL });
  });

  it('finds every square again from its point, and from anywhere within half a cell of it', () => {
    for (const o of COLORS)
      for (const k of ALL_KEYS) {
        const p = squareToPoint(k, o);
        assert.equal(pointToSquare(p, o), k);
        assert.equal(pointToSquare({ x: p.x + CELL * 0.45, y: p.y - CELL * 0.45 }, o), k);
      }
  });

  it('finds no square off the grid', () => {
    assert.equal(pointToSquare({ x: MARGIN - CELL * 0.6, y: MARGIN }, 'red'), undefined);
    assert.equal(pointToSquare({ x: MARGIN, y: MARGIN + 9.6 * CELL }, 'black'), undefined);
  });
});

describe('board placement', () => {
  it('reads the start position: 32 pieces, kings on e0 and e9', () => {
    const r = readPlacement(START);
    assert.ok(r.ok);
    assert.equal(r.value.size, 32);
    assert.deepEqual(r.value.get('e0'), { role: 'k', color: 'red' });
    assert.deepEqual(r.value.get('e9'), { role: 'k', color: 'black' });
    assert.deepEqual(r.value.get('h2'), { role: 'c', color: 'red' });
    assert.equal(writePlacement(r.value), START.split(' ')[0]);
  });

  it('reads WXF letters H and E as horse and elephant', () => {
    const r = readPlacement('rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR');
    assert.ok(r.ok);
    assert.equal(writePlacement(r.value), START.split(' ')[0]);
  });

  it('refuses a wrong row count, a short or long row, an unknown letter, without throwing', () => {
    assert.deepEqual(readPlacement('9/9/9'), { ok: false, error: 'ERR_PLACEMENT_ROWS' });
    assert.deepEqual(readPlacement('8/9/9/9/9/9/9/9/9/9'), { ok: false, error: 'ERR_PLACEMENT_WIDTH' });
    assert.deepEqual(readPlacement('9k/9/9/9/9/9/9/9/9/9'), { ok: false, error: 'ERR_PLACEMENT_WIDTH' });
    assert.deepEqual(readPlacement('4q4/9/9/9/9/9/9/9/9/9'), { ok: false, error: 'ERR_PLACEMENT_PIECE' });
    assert.deepEqual(readPlacement(''), { ok: false, error: 'ERR_PLACEMENT_ROWS' });
  });
});
