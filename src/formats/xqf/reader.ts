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
import { square } from '../../core/squares';
import { makeMove, Move } from '../../core/types';
import { Game, GameIssue, GameNode, newNode } from '../game';
import { READ_LIMITS } from '../limits';
import { cutComment, mergeEval, splitComment } from '../pgn/annotations';
import { deriveKeys, decodePieces, XqfKeys } from './decode';
import { decodeGbk } from './gbk';
import { liftTags } from './carriedTags';
import { OFF, RESULTS, SLOT_LETTERS, STRING_FIELDS, XQF_HEADER_SIZE, fieldText } from './header';
import { pseudoLegal } from './shape';

export interface XqfRead {
  readonly game: Game;
  readonly version: number;
  readonly warnings: GameIssue[];
}

const issue = (code: string, message: string, offset: number): GameIssue => ({ code, message, place: { offset } });

const pascal = (b: Uint8Array, at: number, size: number): string => {
  const len = Math.min(b[at], size - 1);
  return fieldText(decodeGbk(b.subarray(at + 1, at + 1 + len)));
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

  const reader = recordReader(bytes, keys, warnings);
  const rootRec = reader();
  const first = rootRec?.next ? reader() : undefined;
  const placed = boardOf(decodePieces(bytes, keys));
  if (!placed.ok) return err(placed.error);
  // Side to move: the colour of the first moved piece; without moves, the WhoPlay byte (our writer sets it).
  let black = !first && bytes[OFF.whoPlay] === 1;
  if (first && first.from < 90) {
    const ch = placed.value.grid[first.from % 10][Math.floor(first.from / 10)];
    black = ch !== '' && ch === ch.toLowerCase();
  }
  const startFen = `${placed.value.fen} ${black ? 'b' : 'w'}`;
  const start = parseFen(startFen);
  if (!start.ok) return err(issue('ERR_XQF_POSITION', `the start position is not valid (${startFen})`, OFF.pieces));

  const root = newNode();
  if (rootRec?.comment) {
    // headers our writer could not put in a field travel at the end of the root comment (see carriedTags.ts)
    const { text, tags } = liftTags(rootRec.comment);
    for (const [name, value] of tags) headers[name] = value;
    if (text) addComment(root, text, rootRec.offset, warnings);
  }
  if (rootRec?.next) buildTree(first, reader, root, start.value, warnings);
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

interface RawRecord {
  from: number;
  to: number;
  offset: number;
  comment: string;
  next: boolean;
  variation: boolean;
}

/** Returns a function reading the next record; undefined (with a warning) once the file ends inside one. */
const recordReader = (b: Uint8Array, k: XqfKeys, warnings: GameIssue[]): (() => RawRecord | undefined) => {
  let at = XQF_HEADER_SIZE;
  let scratch = new Uint8Array(256);
  const byte = (i: number): number => (b[i] - k.stream[i & 31]) & 0xff;
  const int32 = (i: number): number => (byte(i) | (byte(i + 1) << 8) | (byte(i + 2) << 16) | (byte(i + 3) << 24)) | 0;
  const plain = k.version <= 0x0a;
  let ended = false;
  const stop = (code: string, message: string, offset: number): undefined => {
    if (!ended) warnings.push(issue(code, message, offset));
    ended = true;
    return undefined;
  };
  return () => {
    if (ended) return undefined;
    const offset = at;
    if (at + 4 > b.length) return stop('WARN_XQF_TRUNCATED', 'the file ends inside the move tree; the moves read so far are kept', offset);
    const src = byte(at);
    const dst = byte(at + 1);
    let tag = byte(at + 2);
    at += 4;
    let len = 0;
    if (plain || (tag & 0x20) !== 0) {
      if (at + 4 > b.length) return stop('WARN_XQF_TRUNCATED', 'the file ends inside a comment length; the moves read so far are kept', offset);
      len = int32(at) - k.commentOff;
      at += 4;
    }
    if (!plain) tag &= 0xe0;
    if (len < 0 || at + len > b.length) return stop('WARN_XQF_COMMENT', `comment length ${len} runs past the end of the file`, offset);
    let comment = '';
    if (len > 0) {
      if (scratch.length < len) scratch = new Uint8Array(len);
      for (let i = 0; i < len; i++) scratch[i] = byte(at + i);
      comment = decodeGbk(scratch.subarray(0, len)).replace(/\0+$/, '');
      at += len;
    }
    return {
      from: (src - 24 - k.srcOff) & 0xff,
      to: (dst - 32 - k.dstOff) & 0xff,
      offset,
      comment,
      next: plain ? (tag & 0xf0) !== 0 : (tag & 0x80) !== 0,
      variation: plain ? (tag & 0x0f) !== 0 : (tag & 0x40) !== 0,
    };
  };
};

const toMove = (n: RawRecord): Move | 0 => {
  if (n.from > 89 || n.to > 89) return 0;
  return makeMove(square(Math.floor(n.from / 10), n.from % 10), square(Math.floor(n.to / 10), n.to % 10));
};

/** Keeps the comment, lifting `[%eval]`/`[%pv]`/`[%nag]` commands (how our writer stores what XQF has no field for) into the node. */
const addComment = (node: GameNode, comment: string, offset: number, warnings: GameIssue[]): void => {
  const parts = cutComment(splitComment(comment), (n) => warnings.push(issue('WARN_XQF_LONG_COMMENT', `a comment of ${n} characters is cut to ${READ_LIMITS.maxCommentChars}`, offset)));
  if (parts.text) node.comments.push(parts.text);
  if (parts.eval) node.eval = mergeEval(node.eval, parts.eval);
  for (const n of parts.nags ?? []) {
    if (node.nags.length >= READ_LIMITS.maxNags) {
      warnings.push(issue('WARN_XQF_NAGS', `more than ${READ_LIMITS.maxNags} NAGs on one move; the rest are dropped`, offset));
      break;
    }
    node.nags.push(n);
  }
};

/** Where records go: a parent node (undefined under a dropped move), its depth in plies and in nested variations. */
interface Slot {
  readonly node: GameNode | undefined;
  readonly depth: number;
  readonly nesting: number;
}

/**
 * Builds the tree while reading, in one pass: preorder puts a record's child right after it and its next sibling
 * after its whole subtree, so pending parents are always ancestors and undoing to their depth restores them.
 * An illegal move is dropped with its subtree (still read, to stay in step with the file).
 */
const buildTree = (
  first: RawRecord | undefined,
  read: () => RawRecord | undefined,
  root: GameNode,
  pos: Position,
  warnings: GameIssue[],
): void => {
  const base = pos.ply;
  const pending: Slot[] = [];
  let parent: Slot | undefined = { node: root, depth: 0, nesting: 0 };
  let rec = first;
  let nodes = 0;
  // variations past READ_LIMITS.maxDepth: how many, and where the first is (one warning for them all)
  let deep: { offset: number; count: number } | undefined;
  while (parent && rec) {
    let child: Slot = { node: undefined, depth: parent.depth + 1, nesting: parent.nesting };
    if (parent.node) {
      while (pos.ply - base > parent.depth) pos.undo();
      const m = toMove(rec);
      const ply = parent.depth + 1;
      // a move after its parent's first is a variation, one level deeper, as PGN writes it
      const nesting = parent.node.children.length > 0 ? parent.nesting + 1 : parent.nesting;
      if (m === 0 || !(pseudoLegal(pos, m) && pos.isSafe(m))) {
        warnings.push(issue('WARN_XQF_ILLEGAL', `illegal move at ply ${ply}; the line stops before it`, rec.offset));
      } else if (parent.node.children.some((c) => c.move === m)) {
        warnings.push(issue('WARN_XQF_DUPLICATE', `repeated variation at ply ${ply} dropped`, rec.offset));
      } else if (nesting > READ_LIMITS.maxDepth) {
        deep = { offset: deep?.offset ?? rec.offset, count: (deep?.count ?? 0) + 1 };
      } else if (++nodes > READ_LIMITS.maxNodes) {
        warnings.push(issue('WARN_XQF_TOO_BIG', `more than ${READ_LIMITS.maxNodes} moves; the rest of the file is not read`, rec.offset));
        break;
      } else {
        const node = newNode(m);
        if (rec.comment) addComment(node, rec.comment, rec.offset, warnings);
        // a first child gets an array of its own size: push would reserve 16 slots, 120 bytes a move on a long line
        if (parent.node.children.length === 0) parent.node.children = [node];
        else parent.node.children.push(node);
        pos.play(m);
        child = { node, depth: ply, nesting };
      }
    }
    if (rec.variation) pending.push(parent);
    parent = rec.next ? child : pending.pop();
    if (parent) rec = read();
  }
  if (deep) {
    const s = deep.count > 1;
    warnings.push(issue('WARN_XQF_DEPTH', `${deep.count} variation${s ? 's' : ''} nested deeper than ${READ_LIMITS.maxDepth} ${s ? 'are' : 'is'} not read (the first at this offset)`, deep.offset));
  }
};
