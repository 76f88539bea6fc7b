// The positions file both e2e suites open.
export const START = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1';
// Red mates in one with b1b9: the a8 chariot holds rank 8, the new one on rank 9 checks, the palace has no way out.
export const MATE_IN_ONE = '4k4/R8/9/9/9/9/9/9/1R7/3K5 w - - 0 1';
/** Line 1 is a comment, line 2 the start position, line 3 the mate in one. */
export const FENS = ['# positions for the e2e suite', START, MATE_IN_ONE, ''].join('\n');
