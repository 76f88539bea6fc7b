import { Result, err, ok } from './result';
import { fileOf, square, squareName } from './squares';
import { placementProblem } from './setupProblems';
import { Color, ROLE_MAX, ROLE_NAMES, Role, COLOR_NAMES, type Setup } from './types';
import { Position } from './position';

export type SetupErrorCode =
  | 'ERR_KING_COUNT'
  | 'ERR_PIECE_COUNT'
  | 'ERR_SQUARE_OCCUPIED'
  | 'ERR_PIECE_PLACEMENT'
  | 'ERR_OPPONENT_IN_CHECK';

export interface SetupError {
  readonly code: SetupErrorCode;
  readonly message: string;
}

/** Can a piece of this role and colour ever stand on sq in a game from the normal start? (setupProblems.ts says why not.) */
export const placementOk = (role: Role, c: Color, sq: number): boolean => placementProblem(role, c, sq) === undefined;

const describe = (c: Color, role: Role): string => `${COLOR_NAMES[c]} ${ROLE_NAMES[role]}`;

/** Checks a Setup against the rules and builds the Position, or says what is wrong. */
export const validateSetup = (setup: Setup): Result<Position, SetupError> => {
  const counts = [new Array(7).fill(0), new Array(7).fill(0)];
  const seen = new Set<number>();
  for (const p of setup.pieces) {
    if (seen.has(p.square))
      return err({ code: 'ERR_SQUARE_OCCUPIED', message: `two pieces on ${squareName(p.square)}` });
    seen.add(p.square);
    counts[p.color][p.role]++;
    if (!placementOk(p.role, p.color, p.square))
      return err({
        code: 'ERR_PIECE_PLACEMENT',
        message: `${describe(p.color, p.role)} cannot stand on ${squareName(p.square)}`,
      });
  }
  for (const c of [0, 1] as Color[]) {
    if (counts[c][0] !== 1)
      return err({ code: 'ERR_KING_COUNT', message: `${COLOR_NAMES[c]} has ${counts[c][0]} kings, needs exactly 1` });
    for (let r = 1; r < 7; r++)
      if (counts[c][r] > ROLE_MAX[r])
        return err({
          code: 'ERR_PIECE_COUNT',
          message: `${COLOR_NAMES[c]} has ${counts[c][r]} ${ROLE_NAMES[r]}s, at most ${ROLE_MAX[r]} allowed`,
        });
  }
  const pos = Position.fromValidSetup(setup);
  const other = (setup.turn ^ 1) as Color;
  if (pos.attacked(other)) {
    const facing = fileOf(pos.kingSquare(0)) === fileOf(pos.kingSquare(1));
    return err({
      code: 'ERR_OPPONENT_IN_CHECK',
      message: `${COLOR_NAMES[other]} is in check${facing ? ' (the kings may face each other)' : ''} but it is ${COLOR_NAMES[setup.turn]} to move`,
    });
  }
  return ok(pos);
};

export const setupOf = (pos: Position): Setup => {
  const pieces: { color: Color; role: Role; square: number }[] = [];
  for (let r = 9; r >= 0; r--)
    for (let f = 0; f < 9; f++) {
      const sq = square(f, r);
      const p = pos.pieceAt(sq);
      if (p) pieces.push({ ...p, square: sq });
    }
  return { pieces, turn: pos.turn, halfmoves: pos.halfmoves[pos.ply], fullmoves: pos.fullmoves() };
};
