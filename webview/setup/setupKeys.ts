/**
 * The setup board from the keyboard, pure (no DOM): which command a key is, and where the focus square goes.
 * The page (app.ts) keeps a focus square, turns each keydown into a command here and says what happened in
 * its live region (core/setupWords.ts `setupSpokenText`).
 *
 *   setupKeyCommand({ key: 'N' })            // { kind: 'choose', piece: { role: 'n', color: 'red' } }
 *   setupKeyCommand({ key: 'ArrowUp' })      // { kind: 'step', dx: 0, dy: -1 }
 *   stepFocus('e0', 0, -1, 'red')            // 'e1': up on the screen is towards Black
 */
import { FILES, RANKS, ROLES, type Color, type Key, type Piece, type Role } from '../board/types';

export type SetupKeyCommand =
  /** Move the focus square by screen cells (dy −1 is up). */
  | { readonly kind: 'step'; readonly dx: number; readonly dy: number }
  /** Choose this piece to place (as a palette click does). */
  | { readonly kind: 'choose'; readonly piece: Piece }
  /** Choose the eraser. */
  | { readonly kind: 'eraser' }
  /** Take off the piece on the focus square at once. */
  | { readonly kind: 'remove' }
  /** Use the chosen piece (or the eraser) on the focus square. */
  | { readonly kind: 'apply' }
  /** Put the chosen tool down. */
  | { readonly kind: 'disarm' };

/** Just the parts of a KeyboardEvent the commands depend on. */
export interface KeyPress {
  readonly key: string;
  readonly ctrlKey?: boolean;
  readonly altKey?: boolean;
  readonly metaKey?: boolean;
}

const ARROWS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

/** Letters besides FEN's: WXF's E (elephant) and H (horse), which many Xiangqi players type. */
const ALIASES: Readonly<Record<string, Role>> = { e: 'b', h: 'n' };

/** The command a key stands for, or undefined for keys the page leaves alone (Tab, shortcuts, …). */
export const setupKeyCommand = (e: KeyPress): SetupKeyCommand | undefined => {
  if (e.ctrlKey || e.altKey || e.metaKey) return undefined;
  const arrow = ARROWS[e.key];
  if (arrow) return { kind: 'step', dx: arrow[0], dy: arrow[1] };
  switch (e.key) {
    case 'Enter':
    case ' ':
      return { kind: 'apply' };
    case 'Delete':
    case 'Backspace':
      return { kind: 'remove' };
    case 'Escape':
      return { kind: 'disarm' };
    case 'x':
    case 'X':
      return { kind: 'eraser' };
  }
  if (e.key.length !== 1) return undefined;
  const lower = e.key.toLowerCase();
  const role = (ROLES as readonly string[]).includes(lower) ? (lower as Role) : ALIASES[lower];
  if (!role) return undefined;
  // FEN's case: upper case is Red, lower case is Black
  return { kind: 'choose', piece: { role, color: e.key === lower ? 'black' : 'red' } };
};

/** The square `dx`, `dy` screen cells from `from` on a board turned to `orientation`, kept on the board. */
export const stepFocus = (from: Key, dx: number, dy: number, orientation: Color): Key => {
  const sign = orientation === 'red' ? 1 : -1;
  const f = Math.min(8, Math.max(0, FILES.indexOf(from[0] as (typeof FILES)[number]) + sign * dx));
  const r = Math.min(9, Math.max(0, Number(from[1]) - sign * dy));
  return `${FILES[f]}${RANKS[r]}`;
};

/** Where the focus starts: the middle of the bottom side's back rank (its general's square). */
export const homeSquare = (orientation: Color): Key => (orientation === 'red' ? 'e0' : 'e9');
