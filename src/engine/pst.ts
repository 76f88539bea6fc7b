/**
 * Piece-square values in centipawns, for the piece's owner: PIECE_SQUARE[role][rank][file], the rank
 * counted from the owner's back rank and the file from the edge (0) to the centre (4), the board being
 * symmetric. Fitted square by square to the results of our games against Fairy-Stockfish
 * (`TUNE_PST=1 npm run bench:tune`, test/fixtures/tuning/weights-pst.json; TUNE_PST_OUT writes this
 * file), starting from formulas that favoured advanced, central horses and chariots, pawns near the
 * palace and the king at home.
 */
export const PIECE_SQUARE: readonly (readonly (readonly number[])[])[] = [
  // king
  [
    [0, 0, 0, 7, 4],
    [0, 0, 0, -7, 6],
    [0, 0, 0, -17, -11],
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
    [0, 0, 0, -27, 0],
    [0, 0, 0, 0, 4],
    [0, 0, 0, -5, 0],
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
    [0, 0, -8, 0, 0],
    [0, 0, 0, 0, 0],
    [-5, 0, 0, 0, 16],
    [0, 0, 0, 0, 0],
    [0, 0, -7, 0, 0],
    [0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0],
  ],
  // horse
  [
    [-18, -14, 0, 2, 6],
    [-15, -1, 2, 7, -6],
    [-14, 2, 6, 12, 8],
    [-7, 8, 9, 11, 16],
    [-4, 11, 15, 20, 20],
    [0, 15, 18, 22, 24],
    [3, 22, 33, 29, 27],
    [9, 24, 24, 29, 32],
    [-2, 14, 17, 20, 22],
    [-6, 10, 12, 15, 18],
  ],
  // chariot
  [
    [-15, 1, -1, 6, 0],
    [-1, 0, 5, 10, 6],
    [2, 4, 7, 14, 7],
    [7, 9, 8, 16, 11],
    [10, 12, 10, 18, 12],
    [10, 11, 10, 18, 15],
    [10, 13, 13, 24, 16],
    [10, 12, 11, 22, 14],
    [14, 18, 15, 31, 18],
    [5, 4, 4, 13, 9],
  ],
  // cannon
  [
    [-1, 0, -1, 2, 8],
    [-3, -2, -1, 3, 7],
    [0, -2, -1, 12, 20],
    [0, 0, 0, 3, 8],
    [0, 1, -3, 4, 11],
    [0, 0, -1, 3, 10],
    [1, 0, -1, 3, 13],
    [8, 7, 7, 12, 17],
    [-5, -3, -7, 0, 4],
    [7, 8, 4, 9, 14],
  ],
  // pawn
  [
    [0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0],
    [-17, 0, -19, 0, 10],
    [7, 0, 9, 0, 11],
    [2, -2, 6, 23, 21],
    [14, 15, 20, 43, 42],
    [23, 24, 40, 46, 46],
    [25, 24, 36, 51, 49],
    [-30, -30, -24, -19, -20],
  ],
];
