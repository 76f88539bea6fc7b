/**
 * The setup board's state and what each tool does to it, pure (no DOM): the page (app.ts) keeps one
 * `SetupState`, changes it with these functions and draws what they return; the unit suite drives them
 * as the page does. The board's vocabulary (ICCS keys, FEN letters) meets the rules' here.
 *
 *   let s = fromFen(START_FEN);
 *   s = placeAt(s, 'e4', { role: 'p', color: 'red' }); // a piece from the palette
 *   problemsOf(s)                                        // what setupProblems says, [] when legal
 *   fenOf(s)                                             // 'rnbakabnr/… w - - 0 1'
 */
import { START_FEN, parseFenSetup, setupToFen } from '../../src/core/fen';
import { type SetupProblem, setupProblems } from '../../src/core/setupProblems';
import { parseSquare, squareName } from '../../src/core/squares';
import { BLACK, RED, type Role as CoreRole, type Setup } from '../../src/core/types';
import { ROLES, isKey, type Color, type Key, type Piece } from '../board/types';

export interface SetupState {
  readonly pieces: ReadonlyMap<Key, Piece>;
  readonly turn: Color;
}

export const EMPTY: SetupState = { pieces: new Map(), turn: 'red' };

/** The rules' Setup of what the board shows. */
export const toSetup = (s: SetupState): Setup => ({
  pieces: [...s.pieces].map(([k, p]) => ({ color: p.color === 'red' ? RED : BLACK, role: ROLES.indexOf(p.role) as CoreRole, square: parseSquare(k) })),
  turn: s.turn === 'red' ? RED : BLACK,
  halfmoves: 0,
  fullmoves: 1,
});

/** The set-up of a FEN's board and side to move (the start position when the FEN cannot be read). */
export const fromFen = (fen: string): SetupState => {
  const r = parseFenSetup(fen);
  const setup = r.ok ? r.value : (parseFenSetup(START_FEN) as { ok: true; value: Setup }).value;
  const pieces = new Map<Key, Piece>();
  for (const p of setup.pieces) {
    const key = squareName(p.square);
    if (isKey(key)) pieces.set(key, { role: ROLES[p.role], color: p.color === RED ? 'red' : 'black' });
  }
  return { pieces, turn: setup.turn === RED ? 'red' : 'black' };
};

/** The FEN of the set-up: the board, the side to move, no clocks yet. */
export const fenOf = (s: SetupState): string => setupToFen(toSetup(s));

export const problemsOf = (s: SetupState): SetupProblem[] => setupProblems(toSetup(s));

const withPieces = (s: SetupState, edit: (m: Map<Key, Piece>) => void): SetupState => {
  const m = new Map(s.pieces);
  edit(m);
  return { ...s, pieces: m };
};

/** A palette piece put on `key`: it replaces what stood there; the same piece again takes it off (a click toggles). */
export const placeAt = (s: SetupState, key: Key, piece: Piece): SetupState => {
  const there = s.pieces.get(key);
  return withPieces(s, (m) => (there && there.role === piece.role && there.color === piece.color ? m.delete(key) : m.set(key, piece)));
};

/** A drop from the palette always places (a drag never takes off). */
export const dropAt = (s: SetupState, key: Key, piece: Piece): SetupState => withPieces(s, (m) => m.set(key, piece));

export const removeAt = (s: SetupState, key: Key): SetupState => (s.pieces.has(key) ? withPieces(s, (m) => m.delete(key)) : s);

/** The board moved a piece (free, as in setting up): whatever stood on `to` is gone. */
export const moveOn = (s: SetupState, from: Key, to: Key): SetupState => {
  const p = s.pieces.get(from);
  return p && from !== to ? withPieces(s, (m) => (m.delete(from), m.set(to, p))) : s;
};

export const withTurn = (s: SetupState, turn: Color): SetupState => ({ ...s, turn });
