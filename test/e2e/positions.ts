// Positions the e2e suites type or expect.
// Red mates in one with b1b9: the a8 chariot holds rank 8, the new one on rank 9 checks, the palace has no way out.
export const MATE_IN_ONE = '4k4/R8/9/9/9/9/9/9/1R7/3K5 w - - 0 1';
