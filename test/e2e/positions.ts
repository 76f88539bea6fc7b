// Positions the e2e suites type or expect (the integration suites take them from here too).
// Red mates in one with b1b9: the a8 chariot holds rank 8, the new one on rank 9 checks, the palace has no way out.
// the black pawn keeps the mate unique: without it R9.4 (and R8.4) stalemate the bare king, a win in xiangqi
export const MATE_IN_ONE = '4k4/R8/9/8p/9/9/9/9/1R7/3K5 w - - 0 1';
