/** Fixed positions for `xqlens bench`: opening, middlegame and endgame (composed here). */
export const BENCH_DEPTH = 7;
export const BENCH_POSITIONS: readonly string[] = [
  'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1',
  'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1',
  'r1bakabr1/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1CN3NC1/9/R1BAKAB1R w - - 4 3',
  'r2akab1r/9/1cn1b1n2/p1p1p3p/6p2/2P6/P3P1c1P/1CN1C1N2/9/R1BAKAB1R w - - 0 8',
  '2bakab2/9/2n1c4/p3p3p/2p6/6P2/P3P3P/4C4/4N4/2BAKAB2 w - - 0 20',
  '3k5/4a4/4ba3/9/9/9/9/4B4/4A4/3AK1R2 w - - 0 1',
  '4k4/9/4b4/9/9/9/9/4B4/9/3K1N3 w - - 0 1',
  '3akab2/9/4b4/9/2p3p2/9/6P2/4B4/4A4/4KA3 w - - 0 1',
];
