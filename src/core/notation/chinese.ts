/**
 * Chinese notation: piece, own file, 进/退/平, number. Red writes Chinese numerals (一…九),
 * Black full-width digits (１…９); same-role pieces on one file are told apart by 前/中/后,
 * and four or five pawns on a file, or pawns doubled on two files, by 一二三四五 (xqbase standard).
 *
 *   moveToChinese(startPos, h2e2) === '炮二平五'
 *   parseChinese(pos, '馬８進７') // traditional characters and ASCII digits are read too
 */
import type { Position } from '../position';
import { Result, err } from '../result';
import { type Color, Move, PAWN, RED, Role, moveFrom, moveTo, pieceColor, pieceRole } from '../types';
import { NotationError, notationError } from './error';
import { MoveSpec, motionOf, pieceTag } from './geometry';
import { moveToIccs } from './iccs';
import { resolveSpec } from './resolve';

export interface ChineseOptions {
  /** write traditional characters (帥 將 車 馬 進 後) instead of simplified ones */
  readonly traditional?: boolean;
}

const CN_NUMERALS = '一二三四五六七八九';
const FULL_DIGITS = '１２３４５６７８９';
/** Piece names by [colour][role], simplified then traditional. */
const NAMES = [
  ['帅仕相马车炮兵', '将士象马车炮卒'],
  ['帥仕相馬車炮兵', '將士象馬車炮卒'],
] as const;
/** A piece's Chinese name as the board writes it (帅/将, 仕/士, 相/象, 兵/卒 tell the sides apart). */
export const chinesePieceName = (c: Color, role: Role): string => NAMES[0][c][role];
const DIRS = [
  ['退', '平', '进'],
  ['退', '平', '進'],
] as const;
const MARKERS = [
  { front: '前', middle: '中', rear: '后' },
  { front: '前', middle: '中', rear: '後' },
] as const;

/** Chinese text of a legal move of the side to move; falls back to ICCS when `from` holds no piece of the mover. */
export const moveToChinese = (pos: Position, m: Move, opts?: ChineseOptions): string => {
  const from = moveFrom(m);
  const pc = pos.board[from];
  const c = pos.turn;
  if (pc === 0 || pieceColor(pc) !== c) return moveToIccs(m);
  const t = opts?.traditional ? 1 : 0;
  const role = pieceRole(pc);
  const name = NAMES[t][c][role];
  const num = (n: number): string => (c === RED ? CN_NUMERALS : FULL_DIGITS)[n - 1];
  const motion = motionOf(from, moveTo(m), role, c);
  const tag = pieceTag(pos, m, 'zh');
  const head =
    tag.kind === 'file'
      ? name + num(tag.file)
      : tag.kind === 'marker'
        ? MARKERS[t][tag.marker] + name
        : CN_NUMERALS[tag.ordinal - 1] + name;
  return head + DIRS[t][motion.dir + 1] + num(motion.value);
};

// What each character may mean when reading; variants from GBK, Big5 and hand-typed files.
const PIECE_CHARS: Record<string, Role> = {
  帅: 0, 帥: 0, 将: 0, 將: 0,
  仕: 1, 士: 1,
  相: 2, 象: 2,
  马: 3, 馬: 3, 傌: 3, 碼: 3,
  车: 4, 車: 4, 俥: 4, 伡: 4,
  炮: 5, 砲: 5, 包: 5,
  兵: 6, 卒: 6,
};
const DIR_CHARS: Record<string, 1 | -1 | 0> = { 进: 1, 進: 1, 退: -1, 平: 0 };
const MARKER_CHARS: Record<string, 'front' | 'middle' | 'rear'> = { 前: 'front', 中: 'middle', 后: 'rear', 後: 'rear' };

type Token =
  | { readonly t: 'piece'; readonly role: Role }
  | { readonly t: 'num'; readonly n: number }
  | { readonly t: 'dir'; readonly dir: 1 | -1 | 0 }
  | { readonly t: 'marker'; readonly marker: 'front' | 'middle' | 'rear' };

const tokenOf = (ch: string): Token | undefined => {
  if (ch in PIECE_CHARS) return { t: 'piece', role: PIECE_CHARS[ch] };
  if (ch in DIR_CHARS) return { t: 'dir', dir: DIR_CHARS[ch] };
  if (ch in MARKER_CHARS) return { t: 'marker', marker: MARKER_CHARS[ch] };
  let n = CN_NUMERALS.indexOf(ch);
  if (n < 0) n = FULL_DIGITS.indexOf(ch);
  if (n < 0 && ch >= '1' && ch <= '9') n = ch.charCodeAt(0) - 49;
  return n < 0 ? undefined : { t: 'num', n: n + 1 };
};

/** Reads Chinese text into what it says, or undefined when it is not a Chinese move. */
export const readChinese = (text: string): MoveSpec | undefined => {
  const chars = [...text.replace(/[\s\u3000!?！？。，,;；]+/g, '')];
  const toks: Token[] = [];
  for (const ch of chars) {
    const tok = tokenOf(ch);
    if (!tok) return undefined;
    toks.push(tok);
  }
  const last = toks.pop();
  const dirTok = toks.pop();
  if (last?.t !== 'num' || dirTok?.t !== 'dir') return undefined;
  const motion = { dir: dirTok.dir, value: last.n };
  const k = toks.map((x) => x.t).join(' ');
  const [a, b, c] = toks;
  // 炮二 | 前炮 | 炮前 | 前九 (the pawn's name dropped) | 一兵 | 前兵九 | 二兵九
  if (k === 'piece num' && a.t === 'piece' && b.t === 'num') return { role: a.role, file: b.n, ...motion };
  if (k === 'marker piece' && a.t === 'marker' && b.t === 'piece') return { role: b.role, marker: a.marker, ...motion };
  if (k === 'piece marker' && a.t === 'piece' && b.t === 'marker') return { role: a.role, marker: b.marker, ...motion };
  if (k === 'marker num' && a.t === 'marker' && b.t === 'num') return { role: PAWN, marker: a.marker, file: b.n, ...motion };
  if (k === 'num piece' && a.t === 'num' && b.t === 'piece') return { role: b.role, ordinal: a.n, ...motion };
  if (k === 'marker piece num' && a.t === 'marker' && b.t === 'piece' && c.t === 'num')
    return { role: b.role, marker: a.marker, file: c.n, ...motion };
  if (k === 'num piece num' && a.t === 'num' && b.t === 'piece' && c.t === 'num')
    return { role: b.role, ordinal: a.n, file: c.n, ...motion };
  return undefined;
};

/** Parses Chinese notation, simplified or traditional, against the legal moves. */
export const parseChinese = (pos: Position, text: string): Result<Move, NotationError> => {
  const spec = readChinese(text);
  if (!spec) return err(notationError('ERR_NOTATION_SYNTAX', `'${text}' is not a Chinese move like 炮二平五`));
  return resolveSpec(pos, spec, text);
};
