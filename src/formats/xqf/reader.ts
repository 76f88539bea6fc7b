/**
 * XQF reader: every version seen in the wild (0x0A plain; 0x0B, 0x0C, 0x0D, 0x10, 0x12 encrypted).
 * The move tree is stored in preorder from offset 1024: each record is from, to, tag, reserved, then
 * (when flagged) a 4-byte comment length and GBK comment. Never throws; moves that are illegal are dropped
 * with a warning naming the ply, and a truncated tree keeps what was read.
 *
 *   const r = readXqf(bytes); if (r.ok) r.value.game.root.children[0]
 */
import { parseFen } from '../../core/fen';
import type { Position } from '../../core/position';
import { Result, err, ok } from '../../core/result';
import { makeMove, Move } from '../../core/types';
import { pseudoLegal } from './shape';
import { square } from '../../core/squares';
import { Game, GameIssue, GameNode, newNode } from '../game';
import { deriveKeys, decodePieces, XqfKeys } from './decode';
import { OFF, RESULTS, SLOT_LETTERS, STRING_FIELDS, XQF_HEADER_SIZE } from './header';
import { decodeGbk } from './gbk';

export interface XqfRead {
  readonly game: Game;
  readonly version: number;
  readonly warnings: GameIssue[];
}

/** A record as stored: squares as x*10+y (possibly out of range), with its file offset. */
interface RawNode {
  from: number;
  to: number;
  offset: number;
  comment: string;
  children: RawNode[];
}

const issue = (code: string, message: string, offset: number): GameIssue => ({ code, message, place: { offset } });

const pascal = (b: Uint8Array, at: number, size: number): string => {
  const len = Math.min(b[at], size - 1);
  return decodeGbk(b.subarray(at + 1, at + 1 + len)).replace(/\0+$/, '').trim();
};

export const readXqf = (bytes: Uint8Array): Result<XqfRead, GameIssue> => {
  if (bytes.length < XQF_HEADER_SIZE) return err(issue('ERR_XQF_HEADER', `file has ${bytes.length} bytes; an XQF header needs 1024`, bytes.length));
  if (bytes[0] !== 0x58 || bytes[1] !== 0x51) return err(issue('ERR_XQF_HEADER', 'not an XQF file (no "XQ" signature)', 0));
  const version = bytes[OFF.version];
  if (version < 0x0a || version > 0x12) return err(issue('ERR_XQF_VERSION', `unknown XQF version 0x${version.toString(16)}`, OFF.version));
  const keys = deriveKeys(bytes);
  const warnings: GameIssue[] = [];

  const headers: Record<string, string> = {};
  for (const [name, at, size] of STRING_FIELDS) {
    const v = pascal(bytes, at, size);
    if (v) headers[name] = v;
  }
  headers.Result = RESULTS[bytes[OFF.result]] ?? '*';
  headers.XQFType = String(bytes[OFF.type]);

  const raw = readTree(bytes, keys, warnings);
  const placed = boardOf(decodePieces(bytes, keys));
  if (!placed.ok) return err(placed.error);
  // Side to move: the colour of the first moved piece.
  const first = raw.children[0];
  let black = false;
  if (first) {
    const fx = Math.floor(first.from / 10);
    const fy = first.from % 10;
    const ch = first.from < 90 ? placed.value.grid[fy][fx] : '';
    black = ch !== '' && ch === ch.toLowerCase();
  }
  const startFen = `${placed.value.fen} ${black ? 'b' : 'w'}`;
  const start = parseFen(startFen);
  if (!start.ok) return err(issue('ERR_XQF_POSITION', `the start position is not valid (${startFen})`, OFF.pieces));

  const root = newNode();
  root.comments = raw.comment ? [raw.comment] : [];
  convert(raw, root, start.value, warnings);
  return ok({ game: { headers, startFen, root }, version, warnings });
};

/** Board grid [rank][file] of FEN letters and the FEN placement field. */
const boardOf = (squares: Uint8Array): Result<{ grid: string[][]; fen: string }, GameIssue> => {
  const grid: string[][] = Array.from({ length: 10 }, () => Array<string>(9).fill(''));
  for (let i = 0; i < 32; i++) {
    const s = squares[i];
    if (s > 89) continue;
    const x = Math.floor(s / 10);
    const y = s % 10;
    if (grid[y][x]) return err(issue('ERR_XQF_POSITION', `two pieces on one square (${x},${y})`, OFF.pieces + i));
    const letter = SLOT_LETTERS[i & 15];
    grid[y][x] = i < 16 ? letter : letter.toLowerCase();
  }
  const rows: string[] = [];
  for (let y = 9; y >= 0; y--) {
    let row = '';
    let empty = 0;
    for (let x = 0; x < 9; x++) {
      const c = grid[y][x];
      if (!c) empty++;
      else {
        if (empty) row += String(empty);
        empty = 0;
        row += c;
      }
    }
    if (empty) row += String(empty);
    rows.push(row);
  }
  return ok({ grid, fen: rows.join('/') });
};

const readTree = (b: Uint8Array, k: XqfKeys, warnings: GameIssue[]): RawNode => {
  let at = XQF_HEADER_SIZE;
  const byte = (i: number): number => (b[i] - k.stream[i & 31]) & 0xff;
  const int32 = (i: number): number => (byte(i) | (byte(i + 1) << 8) | (byte(i + 2) << 16) | (byte(i + 3) << 24)) | 0;
  const plain = k.version <= 0x0a;

  /** Reads one record at `at`; undefined when the file ends inside it. */
  const record = (): { node: RawNode; next: boolean; variation: boolean } | undefined => {
    const offset = at;
    if (at + 4 > b.length) return undefined;
    const src = byte(at);
    const dst = byte(at + 1);
    let tag = byte(at + 2);
    at += 4;
    let len = 0;
    if (plain || (tag & 0x20) !== 0) {
      if (at + 4 > b.length) return undefined;
      len = int32(at) - k.commentOff;
      at += 4;
    }
    if (!plain) tag &= 0xe0;
    if (len < 0 || at + len > b.length) {
      warnings.push(issue('ERR_XQF_COMMENT', `comment length ${len} runs past the end of the file`, offset));
      return undefined;
    }
    let comment = '';
    if (len > 0) {
      const text = new Uint8Array(len);
      for (let i = 0; i < len; i++) text[i] = byte(at + i);
      comment = decodeGbk(text).replace(/\0+$/, '');
      at += len;
    }
    const node: RawNode = {
      from: (src - 24 - k.srcOff) & 0xff,
      to: (dst - 32 - k.dstOff) & 0xff,
      offset,
      comment,
      children: [],
    };
    return plain ? { node, next: (tag & 0xf0) !== 0, variation: (tag & 0x0f) !== 0 } : { node, next: (tag & 0x80) !== 0, variation: (tag & 0x40) !== 0 };
  };

  const rootRec = record();
  if (!rootRec) {
    if (b.length > XQF_HEADER_SIZE) warnings.push(issue('ERR_XQF_TRUNCATED', 'the file ends inside the first record', XQF_HEADER_SIZE));
    return { from: 0, to: 0, offset: XQF_HEADER_SIZE, comment: '', children: [] };
  }
  const root = rootRec.node;
  if (!rootRec.next) return root;
  // Preorder: a record's child follows it; its next sibling follows its whole subtree.
  const pending: RawNode[] = [];
  let parent: RawNode | undefined = root;
  while (parent) {
    const rec = record();
    if (!rec) {
      warnings.push(issue('ERR_XQF_TRUNCATED', 'the file ends inside the move tree; the moves read so far are kept', at));
      break;
    }
    parent.children.push(rec.node);
    if (rec.variation) pending.push(parent);
    parent = rec.next ? rec.node : pending.pop();
  }
  return root;
};

const toMove = (n: RawNode): Move | 0 => {
  if (n.from > 89 || n.to > 89) return 0;
  return makeMove(square(Math.floor(n.from / 10), n.from % 10), square(Math.floor(n.to / 10), n.to % 10));
};

/** Replays the raw tree from the start position, keeping legal moves; an illegal move drops its subtree. */
const convert = (raw: RawNode, root: GameNode, pos: Position, warnings: GameIssue[]): void => {
  const legal = (m: Move): boolean => pseudoLegal(pos, m) && pos.isSafe(m);
  type Frame = { raw: RawNode; node: GameNode; i: number };
  const stack: Frame[] = [{ raw, node: root, i: 0 }];
  while (stack.length) {
    const top = stack[stack.length - 1];
    if (top.i >= top.raw.children.length) {
      stack.pop();
      if (stack.length) pos.undo();
      continue;
    }
    const child = top.raw.children[top.i++];
    const m = toMove(child);
    const ply = stack.length;
    if (m === 0 || !legal(m)) {
      warnings.push(issue('WARN_XQF_ILLEGAL', `illegal move at ply ${ply}; the line stops before it`, child.offset));
      continue;
    }
    if (top.node.children.some((c) => c.move === m)) {
      warnings.push(issue('WARN_XQF_DUPLICATE', `repeated variation at ply ${ply} dropped`, child.offset));
      continue;
    }
    const node = newNode(m);
    if (child.comment) node.comments.push(child.comment);
    top.node.children.push(node);
    pos.play(m);
    stack.push({ raw: child, node, i: 0 });
  }
};
