/** Sides, as indices: Red moves first and sits at ranks 0–4. */
export const RED = 0;
export const BLACK = 1;
export type Color = 0 | 1;
export const COLOR_NAMES = ['red', 'black'] as const;
export type ColorName = (typeof COLOR_NAMES)[number];

/** Roles, as indices into the tables below. */
export const KING = 0;
export const ADVISOR = 1;
export const ELEPHANT = 2;
export const HORSE = 3;
export const CHARIOT = 4;
export const CANNON = 5;
export const PAWN = 6;
export type Role = 0 | 1 | 2 | 3 | 4 | 5 | 6;
export const ROLE_NAMES = ['king', 'advisor', 'elephant', 'horse', 'chariot', 'cannon', 'pawn'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

/** FEN letters, Red in upper case. */
export const ROLE_LETTERS = ['k', 'a', 'b', 'n', 'r', 'c', 'p'] as const;

/** How many of each role a side may have. */
export const ROLE_MAX = [1, 2, 2, 2, 2, 2, 5] as const;

/**
 * A piece on the board is a slot number, as in ElephantEye: Red 16–31, Black 32–47.
 * Slot order within a side: K, A A, B B, N N, R R, C C, P P P P P. Slot identity lets
 * the position keep a square per piece without searching the board.
 */
export const SLOT_ROLE: readonly Role[] = [0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 6, 6, 6];
/** Role by piece (16–47, both colours), as a typed array for hot paths: bind it to a module-local const there. */
export const PIECE_ROLE = new Uint8Array(48);
for (let pc = 16; pc < 48; pc++) PIECE_ROLE[pc] = SLOT_ROLE[pc & 15];
/** First slot (0–15) of each role. */
export const ROLE_FIRST_SLOT = [0, 1, 3, 5, 7, 9, 11] as const;

export const sideTag = (c: Color): number => 16 + (c << 4);
export const pieceColor = (pc: number): Color => ((pc >> 5) as Color);
export const pieceRole = (pc: number): Role => SLOT_ROLE[pc & 15];

/** A move packs the from and to squares (0–255 padded board) as from | to << 8. */
export type Move = number;
export const moveFrom = (m: Move): number => m & 255;
export const moveTo = (m: Move): number => m >> 8;
export const makeMove = (from: number, to: number): Move => from | (to << 8);

/** Plain data describing a position before it is checked: what a FEN or an XQF header holds. `validateSetup` (setup.ts) turns it into a Position. */
export interface Setup {
  readonly pieces: ReadonlyArray<{ readonly color: Color; readonly role: Role; readonly square: number }>;
  readonly turn: Color;
  readonly halfmoves: number;
  readonly fullmoves: number;
}
