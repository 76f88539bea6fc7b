/**
 * The board's own vocabulary. The board knows no rules and imports nothing from src/: squares are
 * ICCS names (files a–i from Red's left, ranks 0–9 from Red's back rank), roles are FEN letters.
 *
 * @example
 * const pieces: Pieces = new Map([['e0', { role: 'k', color: 'red' }]]);
 * const dests: Dests = new Map([['e0', ['e1', 'd0', 'f0']]]);
 */
export const FILES = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'] as const;
export const RANKS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
export const COLORS = ['red', 'black'] as const;
/** FEN letters in lower case: king, advisor, elephant (b), horse (n), chariot (r), cannon, soldier (p). */
export const ROLES = ['k', 'a', 'b', 'n', 'r', 'c', 'p'] as const;

export type File = (typeof FILES)[number];
export type Rank = (typeof RANKS)[number];
/** An ICCS square name: `a0` … `i9`. */
export type Key = `${File}${Rank}`;
export type Color = (typeof COLORS)[number];
export type Role = (typeof ROLES)[number];

export interface Piece {
  readonly role: Role;
  readonly color: Color;
}

export type Pieces = ReadonlyMap<Key, Piece>;
/** Legal destinations, from-square → to-squares, computed by whoever knows the rules. */
export type Dests = ReadonlyMap<Key, readonly Key[]>;

/** A point in the board's SVG user units (see geometry.ts). */
export interface Point {
  readonly x: number;
  readonly y: number;
}

export const ALL_KEYS: readonly Key[] = RANKS.flatMap((r) => FILES.map((f): Key => `${f}${r}`));

export const isKey = (s: unknown): s is Key => typeof s === 'string' && /^[a-i][0-9]$/.test(s);

export const opposite = (c: Color): Color => (c === 'red' ? 'black' : 'red');
