/**
 * Reads and writes the piece-placement field of a Xiangqi FEN, and nothing more: no side to move,
 * no legality. The board takes positions this way so that it needs no rules library.
 *
 * @example
 * const r = readPlacement('rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w');
 * if (r.ok) r.value.get('e0'); // { role: 'k', color: 'red' }
 */
import { FILES, type Key, type Piece, type Pieces, type Role } from './types';

export type PlacementError = 'ERR_PLACEMENT_ROWS' | 'ERR_PLACEMENT_WIDTH' | 'ERR_PLACEMENT_PIECE';
export type PlacementResult = { readonly ok: true; readonly value: Map<Key, Piece> } | { readonly ok: false; readonly error: PlacementError };

/** H and E are the WXF letters some tools write for N and B. */
const ROLE_OF: Readonly<Record<string, Role>> = { k: 'k', a: 'a', b: 'b', e: 'b', n: 'n', h: 'n', r: 'r', c: 'c', p: 'p' };

/** The placement field (the text before the first space) of `fen`, rank 9 first. Never throws. */
export const readPlacement = (fen: string): PlacementResult => {
  const rows = fen.trim().split(/\s+/)[0].split('/');
  if (rows.length !== 10) return { ok: false, error: 'ERR_PLACEMENT_ROWS' };
  const pieces = new Map<Key, Piece>();
  for (let i = 0; i < 10; i++) {
    const rank = 9 - i;
    let file = 0;
    for (const ch of rows[i]) {
      if (ch >= '1' && ch <= '9') {
        file += Number(ch);
        continue;
      }
      const role = ROLE_OF[ch.toLowerCase()];
      if (!role) return { ok: false, error: 'ERR_PLACEMENT_PIECE' };
      if (file > 8) return { ok: false, error: 'ERR_PLACEMENT_WIDTH' };
      pieces.set(`${FILES[file]}${rank}` as Key, { role, color: ch === ch.toUpperCase() ? 'red' : 'black' });
      file++;
    }
    if (file !== 9) return { ok: false, error: 'ERR_PLACEMENT_WIDTH' };
  }
  return { ok: true, value: pieces };
};

/** The placement field for `pieces`, in FEN letters (upper case for Red). */
export const writePlacement = (pieces: Pieces): string => {
  const rows: string[] = [];
  for (let rank = 9; rank >= 0; rank--) {
    let row = '';
    let empty = 0;
    for (const f of FILES) {
      const p = pieces.get(`${f}${rank}` as Key);
      if (!p) {
        empty++;
        continue;
      }
      if (empty) row += String(empty);
      empty = 0;
      row += p.color === 'red' ? p.role.toUpperCase() : p.role;
    }
    rows.push(empty ? row + String(empty) : row);
  }
  return rows.join('/');
};
