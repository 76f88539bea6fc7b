import { strict as assert } from 'node:assert';
import { parseFen } from '../../../src/core/fen';
import { Position } from '../../../src/core/position';
import { parseSquare } from '../../../src/core/squares';

/** A position from a FEN the test knows is valid. */
export const pos = (fen: string): Position => {
  const r = parseFen(fen);
  if (!r.ok) assert.fail(`${fen}: ${r.error.message}`);
  return r.value;
};

/** Plays ICCS moves, checking each is legal. */
export const playIccs = (p: Position, moves: string): Position => {
  for (const t of moves.split(/\s+/).filter(Boolean)) {
    const m = parseSquare(t.slice(0, 2)) | (parseSquare(t.slice(2, 4)) << 8);
    assert.ok(p.isLegal(m), `${t} should be legal`);
    p.play(m);
  }
  return p;
};
