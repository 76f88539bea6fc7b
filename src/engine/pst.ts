/**
 * Piece-square values in centipawns, for the piece's owner: PIECE_SQUARE[role][rank][file], the rank
 * counted from the owner's back rank and the file from the edge (0) to the centre (4), the board being
 * symmetric. Fitted square by square to the results of our games against Fairy-Stockfish
 * (`TUNE_PST=1 npm run bench:tune`; the settings are in test/fixtures/tuning/weights-pst.json, and
 * TUNE_PST_OUT writes this file), lightly held to where each value started (TUNE_L2 1e-5): first from
 * formulas that favoured advanced, central horses and chariots, pawns near the palace and the king at
 * home, then from the tables of that first fit. Whole openings were held out to check the fit.
 */
export const PIECE_SQUARE: readonly (readonly (readonly number[])[])[] = [
  // king
  [
    [0, 0, 0, 26, 1],
    [0, 0, 0, 9, 29],
    [0, 0, 0, -53, -30],
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
    [0, 0, 0, -117, 0],
    [0, 0, 0, 0, -94],
    [0, 0, 0, -89, 0],
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
    [0, 0, -46, 0, 0],
    [0, 0, 0, 0, 0],
    [-66, 0, 0, 0, -7],
    [0, 0, 0, 0, 0],
    [0, 0, -75, 0, 0],
    [0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0],
  ],
  // horse
  [
    [-19, -74, -16, -27, 5],
    [-33, -10, -11, 10, -111],
    [-35, -19, -22, 47, -24],
    [6, 10, 1, -26, 47],
    [2, -5, 27, 34, 22],
    [5, 20, 22, 37, 13],
    [-9, 55, 66, 71, 2],
    [29, 49, 26, 43, 32],
    [0, 22, 49, 39, 27],
    [7, 20, 12, 21, 20],
  ],
  // chariot
  [
    [-59, 1, -16, 5, 0],
    [7, 6, 32, -2, 5],
    [-27, -16, 26, 22, 0],
    [20, 31, 17, 2, 20],
    [39, 55, 24, 27, 17],
    [19, 23, -17, -8, 22],
    [4, 38, 26, 71, 29],
    [15, 31, 10, 64, 23],
    [24, 34, 13, 35, 30],
    [24, -14, -14, 16, 25],
  ],
  // cannon
  [
    [-12, 0, -34, -10, 16],
    [-19, 0, -2, 12, 25],
    [8, -27, 1, 30, 14],
    [-5, -13, 13, -11, 19],
    [-6, 14, -35, 5, 46],
    [-7, -10, -10, -2, 0],
    [-4, -5, -17, -6, 50],
    [4, -22, -3, -9, 26],
    [-11, 7, -56, -11, 0],
    [11, 34, -21, -14, 16],
  ],
  // pawn
  [
    [0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0],
    [-33, 0, -87, 0, 18],
    [-16, 0, -27, 0, 45],
    [21, -29, -32, 44, 24],
    [18, 50, 14, 103, 102],
    [4, 18, 93, 81, 89],
    [9, 20, 66, 44, 124],
    [-30, -20, -10, -8, -28],
  ],
];
