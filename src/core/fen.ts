import { Result, err, ok } from './result';
import { Position } from './position';
import { SetupError, setupOf, validateSetup } from './setup';
import { square } from './squares';
import { BLACK, Color, RED, ROLE_LETTERS, Role, type Setup, pieceColor, pieceRole } from './types';

export const START_FEN = 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1';

export type FenErrorCode = 'ERR_FEN_BOARD' | 'ERR_FEN_TURN' | 'ERR_FEN_CLOCK' | 'ERR_FEN_FIELD' | SetupError['code'];
export interface FenError {
  readonly code: FenErrorCode;
  readonly message: string;
}

// H/E are the Xiangqi letters some tools write for horse and elephant
const LETTER_ROLE: Record<string, Role> = { k: 0, a: 1, b: 2, e: 2, n: 3, h: 3, r: 4, c: 5, p: 6 };

/** Reads the text of a FEN into a Setup without judging whether the position is legal. */
export const parseFenSetup = (fen: string): Result<Setup, FenError> => {
  const fields = fen.trim().split(/\s+/);
  const placement = fields[0] ?? '';
  const rows = placement.split('/');
  if (rows.length !== 10)
    return err({ code: 'ERR_FEN_BOARD', message: `board has ${rows.length} ranks, needs 10` });
  const pieces: { color: Color; role: Role; square: number }[] = [];
  for (let i = 0; i < 10; i++) {
    const rank = 9 - i;
    let file = 0;
    for (const ch of rows[i]) {
      if (ch >= '1' && ch <= '9') {
        file += ch.charCodeAt(0) - 48;
        continue;
      }
      const role = LETTER_ROLE[ch.toLowerCase()];
      if (role === undefined)
        return err({ code: 'ERR_FEN_BOARD', message: `unknown piece letter '${ch}' on rank ${i + 1} of the FEN` });
      if (file > 8) break;
      pieces.push({ color: ch === ch.toUpperCase() ? RED : BLACK, role, square: square(file, rank) });
      file++;
    }
    if (file !== 9)
      return err({ code: 'ERR_FEN_BOARD', message: `rank ${i + 1} of the FEN has ${file} files, needs 9` });
  }
  const t = (fields[1] ?? 'w').toLowerCase();
  if (t !== 'w' && t !== 'r' && t !== 'b')
    return err({ code: 'ERR_FEN_TURN', message: `side to move '${fields[1]}' is not w, r or b` });
  // then chess's castling and en-passant fields, '-' in Xiangqi (some tools leave them out), and two move
  // counters; anything else is refused where it stands, so that a typo is not read as a position
  const starts = [...fen.matchAll(/\S+/g)].map((m) => m.index + 1);
  const at = (i: number): string => `'${fields[i]}' (field ${i + 1}, column ${starts[i]})`;
  let i = 2;
  if (fields[i] === '-') i++;
  if (fields[i] === '-') i++;
  const counters = fields.slice(i);
  for (let k = 0; k < counters.length; k++)
    if (k > 1) return err({ code: 'ERR_FEN_FIELD', message: `${at(i + k)} comes after the move counters: a FEN ends there` });
    else if (!/^\d+$/.test(counters[k]))
      return err(
        k === 0 && i === 2
          ? { code: 'ERR_FEN_FIELD', message: `${at(i)} is not a FEN field: after the side to move come '- -' and the move counters` }
          : { code: 'ERR_FEN_CLOCK', message: `move counter ${at(i + k)} is not a number` },
      );
  const half = counters[0] === undefined ? 0 : Number(counters[0]);
  const full = counters[1] === undefined ? 1 : Number(counters[1]);
  if (full < 1) return err({ code: 'ERR_FEN_CLOCK', message: `move number ${at(i + 1)} must be 1 or more` });
  return ok({ pieces, turn: t === 'b' ? BLACK : RED, halfmoves: half, fullmoves: full });
};

/** Reads and validates a FEN. Never throws. */
/** The last FEN read and its position, kept apart: a file of 100,000 games reads the same start FEN for each. */
let lastRead: { readonly fen: string; readonly pos: Position } | undefined;

export const parseFen = (fen: string): Result<Position, FenError> => {
  if (lastRead?.fen === fen) return ok(lastRead.pos.clone());
  const s = parseFenSetup(fen);
  const r = s.ok ? validateSetup(s.value) : s;
  if (r.ok) lastRead = { fen, pos: r.value.clone() };
  return r;
};

export const setupToFen = (setup: Setup): string => {
  const grid: string[][] = Array.from({ length: 10 }, () => new Array(9).fill(''));
  for (const p of setup.pieces) {
    const f = (p.square & 15) - 3;
    const r = 12 - (p.square >> 4);
    const l = ROLE_LETTERS[p.role];
    grid[9 - r][f] = p.color === RED ? l.toUpperCase() : l;
  }
  const rows = grid.map((row) => {
    let s = '';
    let gap = 0;
    for (const x of row) {
      if (!x) gap++;
      else {
        if (gap) s += gap;
        gap = 0;
        s += x;
      }
    }
    return gap ? s + gap : s;
  });
  return `${rows.join('/')} ${setup.turn === RED ? 'w' : 'b'} - - ${setup.halfmoves} ${setup.fullmoves}`;
};

/** The FEN of a position, straight from its board (what setupToFen(setupOf(pos)) writes, without the objects between). */
export const toFen = (pos: Position): string => {
  let rows = '';
  for (let r = 9; r >= 0; r--) {
    let gap = 0;
    for (let f = 0; f < 9; f++) {
      const pc = pos.board[square(f, r)];
      if (!pc) {
        gap++;
        continue;
      }
      if (gap) rows += gap;
      gap = 0;
      const l = ROLE_LETTERS[pieceRole(pc)];
      rows += pieceColor(pc) === RED ? l.toUpperCase() : l;
    }
    if (gap) rows += gap;
    if (r > 0) rows += '/';
  }
  return `${rows} ${pos.turn === RED ? 'w' : 'b'} - - ${pos.halfmoves[pos.ply]} ${pos.fullmoves()}`;
};
