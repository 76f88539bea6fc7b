/**
 * What WXF and Chinese notation share: files counted from the mover's own right, steps
 * counted toward the opponent, and how same-role pieces on one file are told apart.
 *
 *   ownFile(sq, RED) === 9 - fileOf(sq)   // Red's file 1 is ICCS file i
 *   ownFile(sq, BLACK) === fileOf(sq) + 1 // Black's file 1 is ICCS file a
 */
import type { Position } from '../position';
import { fileOf, rankOf, square } from '../squares';
import { ADVISOR, Color, ELEPHANT, HORSE, Move, RED, Role, moveFrom, moveTo, pieceRole, sideTag } from '../types';

export const ownFile = (sq: number, c: Color): number => (c === RED ? 9 - fileOf(sq) : fileOf(sq) + 1);

/** How far `sq` has advanced toward the opponent, 0 on the own back rank. */
const progress = (sq: number, c: Color): number => (c === RED ? rankOf(sq) : 9 - rankOf(sq));

/** Advisors, elephants and horses name the destination file after 进/退; straight movers name a step count. */
export const movesDiagonally = (role: Role): boolean => role === ADVISOR || role === ELEPHANT || role === HORSE;

/** The direction and number that every notation of this family writes for a move. */
export interface Motion {
  /** 1 forward (进, +), -1 back (退, -), 0 sideways (平, .) */
  readonly dir: 1 | -1 | 0;
  readonly value: number;
}

export const motionOf = (from: number, to: number, role: Role, c: Color): Motion => {
  const d = progress(to, c) - progress(from, c);
  if (d === 0) return { dir: 0, value: ownFile(to, c) };
  return { dir: d > 0 ? 1 : -1, value: movesDiagonally(role) ? ownFile(to, c) : Math.abs(d) };
};

/** Squares of the mover's pieces of `role` on the file of `sq`, front (most advanced) first. */
export const fileMates = (pos: Position, sq: number, role: Role, c: Color): number[] => {
  const f = fileOf(sq);
  const out: number[] = [];
  for (let r = 0; r < 10; r++) {
    const s = square(f, r);
    const pc = pos.board[s];
    if (pc !== 0 && (pc & sideTag(c)) !== 0 && pieceRole(pc) === role) out.push(s);
  }
  return out.sort((a, b) => progress(b, c) - progress(a, c));
};

/**
 * The mover's pieces of `role` standing on files that hold two or more of them, numbered as
 * the xqbase standard numbers doubled pawns: files by own number (right to left), then front to back.
 */
export const doubledPieces = (pos: Position, role: Role, c: Color): number[] => {
  const out: number[] = [];
  for (let own = 1; own <= 9; own++) {
    const file = c === RED ? 9 - own : own - 1;
    const mates = fileMates(pos, square(file, 0), role, c);
    if (mates.length >= 2) out.push(...mates);
  }
  return out;
};

/** Number of files on which the mover has two or more pieces of `role`. */
export const doubledFileCount = (pos: Position, role: Role, c: Color): number => {
  let n = 0;
  for (let f = 0; f < 9; f++) if (fileMates(pos, square(f, 0), role, c).length >= 2) n++;
  return n;
};

/**
 * How a text picks the moving piece. Exactly what the text said, nothing inferred: `file` is the
 * own file number, `marker` a 前/中/后 (+, -) mark, `ordinal` a 1-based 一二三四五 (or WXF digit) index.
 */
export interface PieceRef {
  readonly role: Role;
  readonly file?: number;
  readonly marker?: 'front' | 'middle' | 'rear';
  readonly ordinal?: number;
}

export interface MoveSpec extends PieceRef, Motion {}

/** Whether `m` (a legal move of the side to move) fits what the text said. */
export const fitsSpec = (pos: Position, m: Move, spec: MoveSpec): boolean => {
  const from = moveFrom(m);
  const c = pos.turn;
  const pc = pos.board[from];
  if (pc === 0 || pieceRole(pc) !== spec.role) return false;
  const motion = motionOf(from, moveTo(m), spec.role, c);
  if (motion.dir !== spec.dir || motion.value !== spec.value) return false;
  if (spec.file !== undefined && ownFile(from, c) !== spec.file) return false;
  if (spec.marker === undefined && spec.ordinal === undefined) return true;
  const mates = fileMates(pos, from, spec.role, c);
  const i = mates.indexOf(from);
  const n = mates.length;
  if (n < 2) return false;
  if (spec.marker === 'front') return i === 0;
  if (spec.marker === 'rear') return i === n - 1;
  if (spec.marker === 'middle') return n % 2 === 1 && i === (n - 1) >> 1;
  const k = (spec.ordinal ?? 0) - 1;
  // With the file written, or only one doubled file, the ordinal counts down that file;
  // with two doubled files and no file it runs across both (xqbase).
  if (spec.file !== undefined || doubledFileCount(pos, spec.role, c) < 2) return i === k;
  return doubledPieces(pos, spec.role, c).indexOf(from) === k;
};

/** How the writers below name the moving piece: by file, by 前/中/后, or by ordinal. */
export type PieceTag =
  | { readonly kind: 'file'; readonly file: number }
  | { readonly kind: 'marker'; readonly marker: 'front' | 'middle' | 'rear' }
  /** `perFile`: counted down its own file (the file is then written too, WXF style) */
  | { readonly kind: 'ordinal'; readonly ordinal: number; readonly perFile: boolean };

/**
 * Chooses the tag for the piece on `from`. `style` 'zh' follows the xqbase standard (3 pawns
 * 前中后, 4–5 pawns 一…五, two doubled files numbered across both); 'wxf' follows Fairy-Stockfish
 * (index down the file with the file written, for 3+ pawns or two doubled files).
 */
export const pieceTag = (pos: Position, m: Move, style: 'zh' | 'wxf'): PieceTag => {
  const from = moveFrom(m);
  const c = pos.turn;
  const role = pieceRole(pos.board[from]);
  const file = ownFile(from, c);
  const mates = fileMates(pos, from, role, c);
  const n = mates.length;
  const i = mates.indexOf(from);
  if (n < 2) return { kind: 'file', file };
  if (role === ADVISOR || role === ELEPHANT) {
    // the one that can retreat is in front: the file alone is enough unless the board is odd
    const motion = motionOf(from, moveTo(m), role, c);
    const clash = pos
      .legalMoves()
      .some((o) => o !== m && mates.includes(moveFrom(o)) && sameMotion(motionOf(moveFrom(o), moveTo(o), role, c), motion));
    if (!clash) return { kind: 'file', file };
  }
  const twoFiles = doubledFileCount(pos, role, c) >= 2;
  if (style === 'wxf') {
    if (n >= 3 || twoFiles) return { kind: 'ordinal', ordinal: i + 1, perFile: true };
    return { kind: 'marker', marker: i === 0 ? 'front' : 'rear' };
  }
  if (twoFiles) return { kind: 'ordinal', ordinal: doubledPieces(pos, role, c).indexOf(from) + 1, perFile: false };
  if (n >= 4) return { kind: 'ordinal', ordinal: i + 1, perFile: false };
  if (n === 3 && i === 1) return { kind: 'marker', marker: 'middle' };
  return { kind: 'marker', marker: i === 0 ? 'front' : 'rear' };
};

const sameMotion = (a: Motion, b: Motion): boolean => a.dir === b.dir && a.value === b.value;
