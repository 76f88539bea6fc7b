/**
 * WXF notation: piece letter, own file, + (forward) - (back) . (sideways), then a step count
 * for straight movers or the destination file for advisors, elephants and horses.
 *
 *   moveToWxf(startPos, h2e2) === 'C2.5'     parseWxf(startPos, 'C2=5') // same move
 *   tandem pieces: 'C+.5' (also read '+C.5'); three or more pawns on a file, or two doubled
 *   files: index from the front then the file, '15.4', '25+1' (Fairy-Stockfish's form).
 */
import type { Position } from '../position';
import { Result, err } from '../result';
import { Move, PAWN, Role, moveFrom, moveTo, pieceColor, pieceRole } from '../types';
import { NotationError, notationError } from './error';
import { MoveSpec, motionOf, ownFile, pieceTag } from './geometry';
import { resolveSpec } from './resolve';
import { moveToIccs } from './iccs';

const WXF_LETTERS = ['K', 'A', 'E', 'H', 'R', 'C', 'P'] as const;
/** N and B are the chess letters some writers use for horse and elephant. */
const LETTER_ROLE: Record<string, Role> = { K: 0, A: 1, E: 2, B: 2, H: 3, N: 3, R: 4, C: 5, P: 6 };
const DIR_CHAR = { '1': '+', '-1': '-', '0': '.' } as const;

/** WXF text of a legal move of the side to move; falls back to ICCS when `from` holds no piece of the mover. */
export const moveToWxf = (pos: Position, m: Move): string => {
  const from = moveFrom(m);
  const pc = pos.board[from];
  if (pc === 0 || pieceColor(pc) !== pos.turn) return moveToIccs(m);
  const role = pieceRole(pc);
  const letter = WXF_LETTERS[role];
  const motion = motionOf(from, moveTo(m), role, pos.turn);
  const tag = pieceTag(pos, m, 'wxf');
  const head =
    tag.kind === 'file'
      ? letter + tag.file
      : tag.kind === 'marker'
        ? letter + (tag.marker === 'front' ? '+' : '-')
        : `${tag.ordinal}${ownFile(from, pos.turn)}`;
  return head + DIR_CHAR[motion.dir] + motion.value;
};

const isDigit = (ch: string): boolean => ch >= '1' && ch <= '9';
const isMarker = (ch: string): boolean => ch === '+' || ch === '-';
const markerOf = (ch: string): 'front' | 'rear' => (ch === '+' ? 'front' : 'rear');

/** Reads WXF text into what it says, or undefined when it is not WXF. */
export const readWxf = (text: string): MoveSpec | undefined => {
  const s = text.trim().replace(/[!?#]+$/, '').replace(/=/g, '.').toUpperCase();
  const op = s[s.length - 2];
  const v = s[s.length - 1];
  if (!(op === '+' || op === '-' || op === '.') || v === undefined || !isDigit(v)) return undefined;
  const dir = op === '+' ? 1 : op === '-' ? -1 : 0;
  const value = Number(v);
  const head = s.slice(0, -2);
  const [a, b] = [head[0] ?? '', head[1] ?? ''];
  const ra = LETTER_ROLE[a];
  const rb = LETTER_ROLE[b];
  if (head.length === 2) {
    if (ra !== undefined && isDigit(b)) return { role: ra, file: Number(b), dir, value };
    if (ra !== undefined && isMarker(b)) return { role: ra, marker: markerOf(b), dir, value };
    if (isMarker(a) && rb !== undefined) return { role: rb, marker: markerOf(a), dir, value };
    if (isDigit(a) && isDigit(b)) return { role: PAWN, ordinal: Number(a), file: Number(b), dir, value };
    if (a === b && isMarker(a)) return { role: PAWN, marker: markerOf(a), dir, value };
    // xqbase writes doubled pawns as Pa, Pb, … (三兵进一 = Pc+1)
    if (a === 'P' && b >= 'A' && b <= 'E') return { role: PAWN, ordinal: b.charCodeAt(0) - 64, dir, value };
  }
  if (head.length === 3 && a === 'P' && isDigit(b) && isDigit(head[2]))
    return { role: PAWN, ordinal: Number(b), file: Number(head[2]), dir, value };
  return undefined;
};

/** Parses WXF (`C2.5`, `C2=5`, `N8+7`, `+C.5`, `C+.5`, `15.4`, lower case for Black too) against the legal moves. */
export const parseWxf = (pos: Position, text: string): Result<Move, NotationError> => {
  const spec = readWxf(text);
  if (!spec) return err(notationError('ERR_NOTATION_SYNTAX', `'${text}' is not a WXF move like C2.5`));
  return resolveSpec(pos, spec, text);
};
