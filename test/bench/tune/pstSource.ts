/**
 * Writes fitted piece-square tables as src/engine/pst.ts, so a fit lands in the engine by a command
 * rather than by hand. Squares a role never stands on were never seen by the fit and keep the
 * value they started with; they are written as they are.
 */
import { ROLE_NAMES } from '../../../src/core/types';

const HEADER = `/**
 * Piece-square values in centipawns, for the piece's owner: PIECE_SQUARE[role][rank][file], the rank
 * counted from the owner's back rank and the file from the edge (0) to the centre (4), the board being
 * symmetric. Fitted square by square (\`TUNE_PST=1 npm run bench:tune\`; the settings are in
 * test/fixtures/tuning/weights-ours.json, and TUNE_PST_OUT writes this file) to 8,000 quiet positions of
 * our games against Fairy-Stockfish, each scored by our own search at depth 9 (ours-labels.tsv), lightly
 * held to where each value started (TUNE_L2 1e-5). They started from two fits to those games' results,
 * the first from formulas that favoured advanced, central horses and chariots, pawns near the palace and
 * the king at home. One position in ten was held out to check the fit.
 */
export const PIECE_SQUARE: readonly (readonly (readonly number[])[])[] = [
`;

/** The source of pst.ts for tables by role name, each ten ranks of five files. */
export const pstSource = (pst: Record<string, number[][]>): string => {
  let s = HEADER;
  for (const name of ROLE_NAMES) {
    const table = pst[name];
    if (!table || table.length !== 10 || table.some((row) => row.length !== 5)) throw new Error(`pst: no 10 × 5 table for ${name}`);
    s += `  // ${name}\n  [\n`;
    for (const row of table) s += `    [${row.join(', ')}],\n`;
    s += '  ],\n';
  }
  return s + '];\n';
};
