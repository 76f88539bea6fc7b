/**
 * Piece-square values in centipawns, for the piece's owner: PIECE_SQUARE[role][rank][file], the rank
 * counted from the owner's back rank and the file from the edge (0) to the centre (4), the board being
 * symmetric. Fitted square by square (`TUNE_PST=1 npm run bench:tune`; the settings are in
 * test/fixtures/tuning/weights-ours.json, and TUNE_PST_OUT writes this file) to 8,000 quiet positions of
 * our games against Fairy-Stockfish, each scored by our own search at depth 9 (ours-labels.tsv), lightly
 * held to where each value started (TUNE_L2 1e-5). They started from two fits to those games' results,
 * the first from formulas that favoured advanced, central horses and chariots, pawns near the palace and
 * the king at home. One position in ten was held out to check the fit.
 */
export const PIECE_SQUARE: readonly (readonly (readonly number[])[])[] = [
  // king
  [
    [0, 0, 0, 22, 19],
    [0, 0, 0, -3, 30],
    [0, 0, 0, -82, -29],
    [0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0],
  ],
  // advisor
  [
    [0, 0, 0, -115, 0],
    [0, 0, 0, 0, -73],
    [0, 0, 0, -97, 0],
    [0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0],
  ],
  // elephant
  [
    [0, 0, -36, 0, 0],
    [0, 0, 0, 0, 0],
    [-65, 0, 0, 0, -4],
    [0, 0, 0, 0, 0],
    [0, 0, -68, 0, 0],
    [0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0],
  ],
  // horse
  [
    [-20, -107, -27, -53, 5],
    [-50, -11, -13, 0, -110],
    [-33, -20, -18, 43, -32],
    [4, 5, -2, -14, 19],
    [2, 3, 30, 32, 27],
    [11, 16, 25, 49, 25],
    [-5, 72, 75, 96, 1],
    [49, 35, 36, 59, 37],
    [2, 31, 57, 51, 29],
    [7, 20, 13, 25, 21],
  ],
  // chariot
  [
    [-93, 8, -20, 5, -1],
    [-14, 4, 25, -2, 2],
    [-37, -14, 25, 18, -6],
    [20, 35, 17, 17, 20],
    [34, 48, 31, 33, 18],
    [16, 17, -21, 3, 21],
    [8, 33, 42, 83, 41],
    [14, 26, -1, 76, 29],
    [22, 30, 23, 68, 45],
    [22, 2, -5, 19, 45],
  ],
  // cannon
  [
    [-17, -3, -31, -6, 19],
    [-22, 1, 0, 11, 32],
    [0, -32, 7, 17, 10],
    [-7, -19, 0, -11, 15],
    [-8, 7, -15, -1, 64],
    [-10, -17, -12, 1, 9],
    [-7, -3, -3, -13, 54],
    [3, -18, -10, -11, 19],
    [-12, 7, -56, -15, -3],
    [33, 27, -28, -22, 15],
  ],
  // pawn
  [
    [0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0],
    [-36, 0, -104, 0, 21],
    [-16, 0, -33, 0, 51],
    [4, -30, -26, 46, 16],
    [2, 38, 20, 110, 133],
    [8, 20, 61, 64, 139],
    [9, 17, 45, 47, 163],
    [-33, -23, -9, -15, -34],
  ],
];
