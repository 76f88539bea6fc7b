/**
 * Everything wrong with a set-up, at once: what a setup board lists while the user places pieces
 * (validateSetup in setup.ts stops at the first fault, which suits a reader of FENs; a person placing
 * pieces wants to see every fault and where it is). Each problem has a stable code, the side and role it
 * is about and the squares involved; setupWords.ts says it in English or Chinese.
 *
 *   setupProblems(parseFenSetup('4k4/9/9/9/9/9/9/9/9/4K4 w').value)
 *   // [{ code: 'ERR_GENERALS_FACING', color: 0, role: 0, squares: [e0, e9] }]
 *
 * What "can never stand there" means: no game from the normal start reaches it — a general or advisor out
 * of its palace points, an elephant off its seven points (and so never across the river), a pawn behind
 * its starting rank, or on its own half off the five files it starts on (it moves sideways only after
 * crossing the river, and never back).
 */
import { Position } from './position';
import { IN_PALACE, fileOf, ownHalf, rankOf } from './squares';
import { BLACK, type Color, KING, PAWN, RED, ROLE_MAX, type Role, type Setup } from './types';

export type SetupProblemCode =
  | 'ERR_SQUARE_OCCUPIED'
  | 'ERR_GENERAL_MISSING'
  | 'ERR_GENERAL_COUNT'
  | 'ERR_PIECE_COUNT'
  | 'ERR_GENERAL_PALACE'
  | 'ERR_ADVISOR_SQUARE'
  | 'ERR_ELEPHANT_RIVER'
  | 'ERR_ELEPHANT_SQUARE'
  | 'ERR_PAWN_BEHIND'
  | 'ERR_PAWN_SQUARE'
  | 'ERR_GENERALS_FACING'
  | 'ERR_NOT_TO_MOVE_IN_CHECK';

/** The placement faults: one piece on one square it can never reach. */
export type PlacementCode = Extract<SetupProblemCode, 'ERR_GENERAL_PALACE' | 'ERR_ADVISOR_SQUARE' | 'ERR_ELEPHANT_RIVER' | 'ERR_ELEPHANT_SQUARE' | 'ERR_PAWN_BEHIND' | 'ERR_PAWN_SQUARE'>;

export interface SetupProblem {
  readonly code: SetupProblemCode;
  /** The side the problem is about: the pieces' owner; for a check, the side in check. */
  readonly color: Color;
  readonly role: Role;
  /** The squares involved (padded-board squares, squares.ts), in FEN order; for a check, the general in check first, then its attackers. */
  readonly squares: readonly number[];
  /** How many there are (counts only). */
  readonly count?: number;
  /** How many there may be (counts only). */
  readonly max?: number;
}

// Legal points, given for Red as (file, rank); Black's are the same rotated.
// Source: the movement rules (advisors on the palace diagonals, elephants two points diagonally from their start).
const ADVISOR_POINTS = [[3, 0], [5, 0], [4, 1], [3, 2], [5, 2]];
const ELEPHANT_POINTS = [[2, 0], [6, 0], [0, 2], [4, 2], [8, 2], [2, 4], [6, 4]];

const redView = (sq: number, c: Color): [number, number] => (c === BLACK ? [8 - fileOf(sq), 9 - rankOf(sq)] : [fileOf(sq), rankOf(sq)]);
const onPoints = (pts: number[][], sq: number, c: Color): boolean => {
  const [f, r] = redView(sq, c);
  return pts.some(([pf, pr]) => pf === f && pr === r);
};

/** Why a piece of this role and colour can never stand on sq in a game from the normal start; undefined: it can. */
export const placementProblem = (role: Role, c: Color, sq: number): PlacementCode | undefined => {
  switch (role) {
    case 0:
      return IN_PALACE[sq] === 1 && ownHalf(sq, c) ? undefined : 'ERR_GENERAL_PALACE';
    case 1:
      return onPoints(ADVISOR_POINTS, sq, c) ? undefined : 'ERR_ADVISOR_SQUARE';
    case 2:
      return !ownHalf(sq, c) ? 'ERR_ELEPHANT_RIVER' : onPoints(ELEPHANT_POINTS, sq, c) ? undefined : 'ERR_ELEPHANT_SQUARE';
    case 6: {
      const [f, r] = redView(sq, c);
      if (r < 3) return 'ERR_PAWN_BEHIND';
      return r >= 5 || f % 2 === 0 ? undefined : 'ERR_PAWN_SQUARE';
    }
    default:
      return undefined;
  }
};

/** Squares in FEN order: Black's back rank first, left to right. */
const fenOrder = (a: number, b: number): number => a - b;

/** Every reason the set-up is not a legal position, in a fixed order (counts, placement, then the generals); [] when it is one. */
export const setupProblems = (setup: Pick<Setup, 'pieces' | 'turn'>): SetupProblem[] => {
  const out: SetupProblem[] = [];
  const bySquare = new Map<number, number>();
  for (const p of setup.pieces) bySquare.set(p.square, (bySquare.get(p.square) ?? 0) + 1);
  const stacked = [...bySquare].filter(([, n]) => n > 1).map(([sq]) => sq).sort(fenOrder);
  for (const sq of stacked) {
    const first = setup.pieces.find((p) => p.square === sq)!;
    out.push({ code: 'ERR_SQUARE_OCCUPIED', color: first.color, role: first.role, squares: [sq] });
  }

  const squaresOf = (c: Color, role: Role): number[] =>
    setup.pieces.filter((p) => p.color === c && p.role === role).map((p) => p.square).sort(fenOrder);
  for (const c of [RED, BLACK] as const) {
    const kings = squaresOf(c, KING);
    if (kings.length === 0) out.push({ code: 'ERR_GENERAL_MISSING', color: c, role: KING, squares: [] });
    else if (kings.length > 1) out.push({ code: 'ERR_GENERAL_COUNT', color: c, role: KING, squares: kings, count: kings.length, max: 1 });
    for (let role = 1 as Role; role <= PAWN; role++) {
      const all = squaresOf(c, role);
      if (all.length > ROLE_MAX[role]) out.push({ code: 'ERR_PIECE_COUNT', color: c, role, squares: all, count: all.length, max: ROLE_MAX[role] });
    }
  }

  // one problem per piece out of place, grouped by code, side and role so that "two pawns behind" reads as one line
  const placed = new Map<string, { code: PlacementCode; color: Color; role: Role; squares: number[] }>();
  for (const p of setup.pieces) {
    const code = placementProblem(p.role, p.color, p.square);
    if (!code) continue;
    const key = `${code}|${p.color}|${p.role}`;
    const entry = placed.get(key) ?? { code, color: p.color, role: p.role, squares: [] };
    entry.squares.push(p.square);
    placed.set(key, entry);
  }
  for (const e of placed.values()) out.push({ ...e, squares: e.squares.sort(fenOrder) });

  // the generals: only when the position can be built (one general a side, no more pieces than the start has)
  if (out.some((p) => p.code === 'ERR_SQUARE_OCCUPIED' || p.code === 'ERR_GENERAL_MISSING' || p.code === 'ERR_GENERAL_COUNT' || p.code === 'ERR_PIECE_COUNT'))
    return out;
  const pos = Position.fromValidSetup({ pieces: setup.pieces, turn: setup.turn, halfmoves: 0, fullmoves: 1 });
  const red = pos.kingSquare(RED);
  const black = pos.kingSquare(BLACK);
  // (either general may stand out of its palace here, so the lower of the two is not always Red's)
  const [low, high] = [rankOf(red), rankOf(black)].sort((a, b) => a - b);
  const facing = fileOf(red) === fileOf(black) && setup.pieces.every((p) => fileOf(p.square) !== fileOf(red) || rankOf(p.square) <= low || rankOf(p.square) >= high);
  if (facing) out.push({ code: 'ERR_GENERALS_FACING', color: RED, role: KING, squares: [black, red] });
  // the side to move could take the other general: its pieces that attack it (the facing general is said above)
  const other = (setup.turn ^ 1) as Color;
  const target = pos.kingSquare(other);
  const moves: number[] = [];
  const n = pos.generate(moves, 0, 1);
  const attackers = moves.slice(0, n).filter((m) => m >> 8 === target).map((m) => m & 255);
  if (attackers.length) out.push({ code: 'ERR_NOT_TO_MOVE_IN_CHECK', color: other, role: KING, squares: [target, ...[...new Set(attackers)].sort(fenOrder)] });
  return out;
};
