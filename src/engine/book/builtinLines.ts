/**
 * The built-in opening book as data: main lines of the common openings, each an ICCS move
 * list from the start position with its ECCO code and names. Our own selection from standard
 * opening theory. A line also names the position it ends in; shorter lines name the families
 * (e.g. 'h2e2 h7e7' is the same-direction cannons), longer ones their main variations.
 * `weight` (default 1) is added to every move of the line when the book is built.
 * Codes follow ECCO's families (A non-central-cannon, B central cannon vs palace horses and
 * others, C vs screen horses, D same/opposite cannons, E pawn openings); a variation whose exact
 * sub-code we have not confirmed carries its family's code.
 */
export interface BookLine {
  readonly ecco: string;
  readonly nameZh: string;
  readonly nameEn: string;
  readonly moves: string;
  readonly weight?: number;
}

export const BUILTIN_LINES: readonly BookLine[] = [
  // Central cannon (中炮), ECCO B and C
  { ecco: 'B00', nameZh: '中炮局', nameEn: 'Central Cannon', moves: 'h2e2', weight: 4 },
  { ecco: 'B05', nameZh: '中炮对进左马', nameEn: 'Central Cannon vs Left Horse', moves: 'h2e2 h9g7', weight: 3 },
  { ecco: 'B10', nameZh: '中炮对单提马', nameEn: 'Central Cannon vs Single Raised Horse',
    moves: 'h2e2 b9c7 h0g2 h9i7 i0h0' },
  { ecco: 'B20', nameZh: '中炮对左三步虎', nameEn: 'Central Cannon vs Left Three-Step Tiger',
    moves: 'h2e2 h9g7 h0g2 h7i7 i0h0' },
  { ecco: 'B31', nameZh: '中炮对反宫马', nameEn: 'Central Cannon vs Palace Horses',
    moves: 'h2e2 b9c7 h0g2 h7f7 i0h0 h9g7 c3c4 i9h9', weight: 2 },
  { ecco: 'C00', nameZh: '中炮对屏风马', nameEn: 'Central Cannon vs Screen Horses',
    moves: 'h2e2 h9g7 h0g2 i9h9 i0h0 b9c7', weight: 4 },
  { ecco: 'C01', nameZh: '中炮七路马对屏风马', nameEn: 'Central Cannon with Seventh-File Horse vs Screen Horses',
    moves: 'h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 b0c2 c9e7 c3c4 g6g5' },
  { ecco: 'C01', nameZh: '中炮七路马对屏风马 黑双炮过河', nameEn: 'Central Cannon with Seventh-File Horse vs Screen Horses, Both Cannons Cross',
    moves: 'h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 b0c2 g6g5 c3c4 h7h3 a0a1 b7b3' },
  { ecco: 'C10', nameZh: '中炮右横车对屏风马', nameEn: 'Central Cannon, Right Horizontal Chariot vs Screen Horses',
    moves: 'h2e2 h9g7 h0g2 b9c7 i0i1 i9h9 i1f1 b7a7 b0c2 a9b9' },
  { ecco: 'C15', nameZh: '中炮巡河车对屏风马 红不进左马', nameEn: 'Central Cannon, River-Patrol Chariot vs Screen Horses, Left Horse Held Back',
    moves: 'h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 h0h4 c6c5 c3c4 g9e7' },
  { ecco: 'C18', nameZh: '中炮过河车七路马对屏风马', nameEn: 'Central Cannon, River-Crossing Chariot, Seventh-File Horse vs Screen Horses',
    moves: 'h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 h0h6 c6c5 b0c2', weight: 2 },
  { ecco: 'C30', nameZh: '中炮过河车互进七兵对屏风马', nameEn: 'Central Cannon, River-Crossing Chariot, Both Seventh Pawns vs Screen Horses',
    moves: 'h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 c3c4 g6g5 h0h6', weight: 3 },
  { ecco: 'C30', nameZh: '中炮过河车互进七兵对屏风马 左马盘河', nameEn: 'Central Cannon, River-Crossing Chariot vs Screen Horses, Left Horse to the River',
    moves: 'h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 c3c4 g6g5 h0h6 g7f5 b0c2 c9e7' },
  { ecco: 'C30', nameZh: '中炮过河车互进七兵对屏风马 右炮过河', nameEn: 'Central Cannon, River-Crossing Chariot vs Screen Horses, Right Cannon Crosses',
    moves: 'h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 c3c4 g6g5 h0h6 b7b3 b0c2 c9e7' },
  { ecco: 'C40', nameZh: '中炮过河车互进七兵对屏风马平炮兑车', nameEn: 'Central Cannon, River-Crossing Chariot vs Screen Horses, Cannon Shift to Trade Chariots',
    moves: 'h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 c3c4 g6g5 h0h6 h7i7', weight: 3 },
  { ecco: 'C41', nameZh: '中炮过河车互进七兵对屏风马平炮兑车 黑退边炮', nameEn: 'Central Cannon, River-Crossing Chariot vs Screen Horses, Cannon Shift, Edge Cannon Retreats',
    moves: 'h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 c3c4 g6g5 h0h6 h7i7 h6g6 i7i8 b0c2 d9e8', weight: 3 },
  { ecco: 'C70', nameZh: '五七炮对屏风马进3卒', nameEn: 'Five-Seven Cannons vs Screen Horses, Third Pawn',
    moves: 'h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 g3g4 c6c5 b0a2 c9e7 b2c2 a9b9', weight: 2 },
  { ecco: 'C90', nameZh: '五八炮对屏风马', nameEn: 'Five-Eight Cannons vs Screen Horses',
    moves: 'h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 c3c4 g6g5 b2b4 c9e7 b0c2' },
  // Same-direction and opposite-direction cannons (顺炮, 列炮), ECCO D
  { ecco: 'D00', nameZh: '顺炮局', nameEn: 'Same-Direction Cannons', moves: 'h2e2 h7e7 h0g2 h9g7', weight: 2 },
  { ecco: 'D10', nameZh: '顺炮直车对缓开车', nameEn: 'Same-Direction Cannons, Straight Chariot vs Slow Chariot',
    moves: 'h2e2 h7e7 h0g2 h9g7 i0h0 b9c7 b0c2 g6g5' },
  { ecco: 'D20', nameZh: '顺炮直车对横车', nameEn: 'Same-Direction Cannons, Straight Chariot vs Horizontal Chariot',
    moves: 'h2e2 h7e7 h0g2 h9g7 i0h0 i9i8 b0c2 i8d8 c3c4 b9c7', weight: 2 },
  { ecco: 'D20', nameZh: '顺炮直车对横车 红过河车', nameEn: 'Same-Direction Cannons, Straight Chariot vs Horizontal Chariot, River-Crossing Chariot',
    moves: 'h2e2 h7e7 h0g2 h9g7 i0h0 i9i8 h0h6 i8d8 b0c2 b9c7' },
  { ecco: 'D50', nameZh: '中炮对列炮', nameEn: 'Opposite-Direction Cannons',
    moves: 'h2e2 b7e7 h0g2 b9c7 i0h0 a9b9 b0c2 h9g7', weight: 2 },
  { ecco: 'D50', nameZh: '中炮对后补列炮', nameEn: 'Central Cannon vs Late Opposite Cannon',
    moves: 'h2e2 h9g7 h0g2 b7e7 i0h0 b9c7' },
  // Pawn openings (仙人指路, 对兵局), ECCO E
  { ecco: 'E00', nameZh: '仙人指路', nameEn: 'Pawn Opening', moves: 'c3c4', weight: 3 },
  { ecco: 'E01', nameZh: '仙人指路对飞象', nameEn: 'Pawn Opening vs Elephant',
    moves: 'c3c4 g9e7 h2e2 h9g7 h0g2 i9h9' },
  { ecco: 'E03', nameZh: '仙人指路对中炮', nameEn: 'Pawn Opening vs Central Cannon',
    moves: 'c3c4 h7e7 b0c2 h9g7 h0g2 i9h9' },
  { ecco: 'E10', nameZh: '仙人指路对卒底炮', nameEn: 'Pawn Opening vs Cannon Under Pawn', moves: 'c3c4 b7c7', weight: 2 },
  { ecco: 'E11', nameZh: '仙人指路飞相对卒底炮', nameEn: 'Pawn Opening with Elephant vs Cannon Under Pawn',
    moves: 'c3c4 b7c7 g0e2 h9g7 h0g2 g6g5' },
  { ecco: 'E12', nameZh: '仙人指路转右中炮对卒底炮', nameEn: 'Pawn Opening to Right Central Cannon vs Cannon Under Pawn',
    moves: 'c3c4 b7c7 h2e2 c9e7 h0g2 h9g7 i0h0 i9h9' },
  { ecco: 'E20', nameZh: '仙人指路转左中炮对卒底炮飞左象', nameEn: 'Pawn Opening to Left Central Cannon vs Cannon Under Pawn, Left Elephant',
    moves: 'c3c4 b7c7 b2e2 g9e7 b0c2 h9g7 a0b0' },
  { ecco: 'E40', nameZh: '对兵局', nameEn: 'Opposing Pawns',
    moves: 'c3c4 g6g5 b0c2 h9g7 h0g2 b9c7', weight: 2 },
  // Other first moves, ECCO A
  { ecco: 'A10', nameZh: '飞相局', nameEn: 'Elephant Opening', moves: 'c0e2', weight: 3 },
  { ecco: 'A20', nameZh: '飞相对左士角炮', nameEn: 'Elephant Opening vs Left Advisor-Corner Cannon',
    moves: 'c0e2 h7f7 h0g2 h9g7 i0h0 i9h9' },
  { ecco: 'A27', nameZh: '飞相对左中炮', nameEn: 'Elephant Opening vs Left Central Cannon',
    moves: 'c0e2 h7e7 h0g2 h9g7 i0h0 i9h9', weight: 2 },
  { ecco: 'A28', nameZh: '飞相转屏风马对左中炮', nameEn: 'Elephant Opening to Screen Horses vs Left Central Cannon',
    moves: 'c0e2 h7e7 h0g2 h9g7 i0h0 i9h9 b0c2 b9c7' },
  { ecco: 'A36', nameZh: '飞相对进7卒', nameEn: 'Elephant Opening vs Seventh Pawn',
    moves: 'c0e2 g6g5 h0g2 h9g7' },
  { ecco: 'A40', nameZh: '起马局', nameEn: 'Horse Opening', moves: 'h0g2', weight: 2 },
  { ecco: 'A44', nameZh: '起马转中炮对进7卒', nameEn: 'Horse Opening to Central Cannon vs Seventh Pawn',
    moves: 'h0g2 g6g5 b2e2 h9g7 b0c2 b9c7' },
  { ecco: 'A45', nameZh: '起马互进七兵局', nameEn: 'Horse Opening, Both Seventh Pawns',
    moves: 'h0g2 g6g5 c3c4 h9g7' },
  { ecco: 'A50', nameZh: '仕角炮局', nameEn: 'Advisor-Corner Cannon', moves: 'h2f2' },
  { ecco: 'A51', nameZh: '仕角炮对进左马', nameEn: 'Advisor-Corner Cannon vs Left Horse',
    moves: 'h2f2 h9g7 h0g2 i9h9 i0h0 g6g5' },
  { ecco: 'A60', nameZh: '过宫炮局', nameEn: 'Palace-Crossing Cannon', moves: 'h2d2' },
  { ecco: 'A63', nameZh: '过宫炮对左中炮', nameEn: 'Palace-Crossing Cannon vs Left Central Cannon',
    moves: 'h2d2 h7e7 h0g2 h9g7 i0h0 i9h9' },
];
