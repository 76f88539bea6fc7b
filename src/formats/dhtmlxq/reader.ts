/**
 * DhtmlXQ / UBB reader (the `[DhtmlXQ]` blocks of dpxq.com and many Chinese forums):
 * `binit` (32 pieces × two digits x,y, y counted from Black's side, 99 = off board), `movelist`
 * (four digits per move), `move_A_B_C` (branch C leaves branch A at its ply B, 1-based), `commentN` /
 * `commentC_N` (after ply N of branch C; 0 is before the first move; `||` is a line break), and the
 * title/players tags. Never throws: an illegal move ends its branch with a located warning, and every bound of
 * formats/limits.ts (characters, moves, nesting, comment length) is a located issue. Linear in the text: branches
 * are placed in one walk from the main line, with one position played forward and back.
 *
 *   const r = readDhtmlXq(text); if (r.ok) r.value.game.root.children[0].move
 */
import { START_FEN, parseFen, toFen } from '../../core/fen';
import type { Position } from '../../core/position';
import { Result, err, ok } from '../../core/result';
import { square } from '../../core/squares';
import type { Move } from '../../core/types';
import { Game, GameIssue, GameNode, firstLineSpan, newNode } from '../game';
import { READ_LIMITS } from '../limits';
import { matchTag } from '../pgn/tokens';

export interface DhtmlXqRead {
  readonly game: Game;
  readonly issues: GameIssue[];
}

/** Piece letters in `binit` order: Red 车马相仕帅仕相马车 炮炮 兵×5, then Black the same. */
const BINIT_ORDER = 'RNBAKABNRCCPPPPP';

const TAG = /\[DhtmlXQ_([A-Za-z0-9_]+)\]([\s\S]*?)\[\/DhtmlXQ_\1\]/g;

const HEADER_NAMES: Record<string, string> = {
  title: 'Title', event: 'Event', date: 'Date', place: 'Site', round: 'Round', red: 'Red', black: 'Black',
  result: 'Result', open: 'Opening', redteam: 'RedTeam', blackteam: 'BlackTeam', author: 'Annotator', remark: 'Remark',
};

const RESULT_WORDS: Record<string, string> = { 红胜: '1-0', 紅勝: '1-0', 黑胜: '0-1', 黑勝: '0-1', 和棋: '1/2-1/2', 和: '1/2-1/2', 红负: '0-1', 黑负: '1-0' };

const GAME_TAG = /\[DhtmlXQ_(movelist|binit|move_|fen\])/i;

/**
 * Whether `text` is a DhtmlXQ page: its first `[DhtmlXQ…]` tag stands in the text itself, not inside a PGN comment
 * (`{…}`, `; …`) or tag (`[Event "…"]`), and a tag that holds a game follows. A PGN that quotes a DhtmlXQ tag stays
 * a PGN. The scan stops at the first such tag, so a page costs no more than its preamble.
 */
export const isDhtmlXq = (text: string): boolean => {
  const at = dhtmlXqStart(text);
  return at >= 0 && GAME_TAG.test(at === 0 ? text : text.slice(at));
};

/** Index of the first `[DhtmlXQ` outside PGN comments and tags, or -1. */
const dhtmlXqStart = (text: string): number => {
  const next = /[{;[]/g;
  for (let m = next.exec(text); m; m = next.exec(text)) {
    const i = m.index;
    if (m[0] === '{') {
      const close = text.indexOf('}', i + 1);
      if (close < 0) return -1;
      next.lastIndex = close + 1;
    } else if (m[0] === ';') {
      // a PGN line comment opens a line or follows a space; `&nbsp;` in a forum page's HTML is no comment
      if (i > 0 && !/\s/.test(text[i - 1])) continue;
      const nl = text.indexOf('\n', i);
      if (nl < 0) return -1;
      next.lastIndex = nl + 1;
    } else if (text.slice(i + 1, i + 8).toLowerCase() === 'dhtmlxq') return i;
    else {
      const nl = text.indexOf('\n', i);
      const tag = matchTag(text.slice(i, nl < 0 ? text.length : nl));
      if (tag) next.lastIndex = i + tag[0].length;
    }
  }
  return -1;
};

/** The ranges of the `[DhtmlXQ…]` blocks of a page that hold a game (the whole text when there is one or none). */
export const dhtmlXqBlocks = (text: string): Array<[number, number]> => {
  const starts = [...text.matchAll(/\[DhtmlXQ(?![_/])[A-Za-z]*\]/g)].map((m) => m.index ?? 0);
  if (starts.length <= 1) return [[0, text.length]];
  const ranges = starts.map((at, i): [number, number] => [at, starts[i + 1] ?? text.length]);
  return ranges.filter(([from, to]) => isDhtmlXq(text.slice(from, to)));
};

interface Place {
  readonly line: number;
  readonly column: number;
}

/** Line starts of the text being read, so many issues cost one scan of it (dropped when the read ends). */
let lineStarts: { text: string; starts: number[] } | undefined;

const placeAt = (text: string, index: number): Place => {
  if (lineStarts?.text !== text) {
    const starts = [0];
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
    lineStarts = { text, starts };
  }
  const starts = lineStarts.starts;
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] <= index) lo = mid;
    else hi = mid - 1;
  }
  return { line: lo + 1, column: index - starts[lo] + 1 };
};

/** `binit` → FEN board part; undefined if malformed. Side to move is decided by the caller. */
export const binitToBoard = (digits: string): string | undefined => {
  if (!/^\d{64}$/.test(digits)) return undefined;
  const grid: string[][] = Array.from({ length: 10 }, () => Array<string>(9).fill(''));
  for (let i = 0; i < 32; i++) {
    const x = Number(digits[i * 2]);
    const y = Number(digits[i * 2 + 1]);
    if (x === 9 && y === 9) continue;
    if (x > 8 || grid[y][x]) return undefined;
    const letter = BINIT_ORDER[i % 16];
    grid[y][x] = i < 16 ? letter : letter.toLowerCase();
  }
  return grid.map((row) => row.map((c) => c || '1').join('').replace(/1+/g, (s) => String(s.length))).join('/');
};

const moveOf = (digits: string, fromTop: boolean): Move => {
  const rank = (d: string): number => (fromTop ? 9 - Number(d) : Number(d));
  return square(Number(digits[0]), rank(digits[1])) | (square(Number(digits[2]), rank(digits[3])) << 8);
};

interface Branch {
  readonly id: number;
  readonly parent: number;
  /** 1-based ply of the branch's first move. */
  readonly start: number;
  readonly digits: string;
  /** Where the tag's body starts in the text, and the body as written (digits may be split by line breaks). */
  readonly index: number;
  readonly raw: string;
}

/** Text index of the k-th digit of a tag body (digits may be split by line breaks). */
const digitPlace = (b: Branch, k: number): number => {
  // a body of digits alone, as writers write it: the k-th digit is the k-th character
  if (b.raw.length === b.digits.length) return b.index + Math.min(k, b.raw.length);
  let seen = 0;
  for (let i = 0; i < b.raw.length; i++) {
    const c = b.raw.charCodeAt(i);
    if (c >= 48 && c <= 57 && seen++ === k) return b.index + i;
  }
  return b.index;
};

/** Reads the block of `text` between `from` and `to` (all of it by default); places count in the whole text. */
const issue = (code: string, message: string, text: string, index: number): GameIssue => ({ code, message, place: placeAt(text, index), span: bodySpan(text, index) });

/** From `index` to the closing tag of the element it sits in (or the end of its line): what an issue there is about. */
const bodySpan = (text: string, index: number): { start: number; end: number } => {
  const close = text.indexOf('[/', index);
  const line = text.indexOf('\n', index);
  const ends = [close, line, text.length].filter((e) => e >= 0);
  return { start: index, end: Math.max(index, Math.min(...ends)) };
};

export const readDhtmlXq = (text: string, from = 0, to = text.length): Result<DhtmlXqRead, GameIssue> => {
  try {
    return readBlock(text, from, to);
  } finally {
    // the line index holds the text: let it go with the read
    lineStarts = undefined;
  }
};

const readBlock = (text: string, from: number, to: number): Result<DhtmlXqRead, GameIssue> => {
  if (text.length > READ_LIMITS.maxChars) {
    return err({ ...issue('ERR_DHTMLXQ_TOO_BIG', `file has ${text.length} characters; the limit is ${READ_LIMITS.maxChars}`, text, 0), span: firstLineSpan(text) });
  }
  const headers: Record<string, string> = {};
  const branches: Branch[] = [];
  const comments = new Map<string, string>();
  let binit: { digits: string; index: number } | undefined;
  let fenTag: { fen: string; index: number } | undefined;
  const commentIssues: GameIssue[] = [];
  const tags = new RegExp(TAG.source, 'g');
  tags.lastIndex = from;
  for (let m = tags.exec(text); m && m.index < to; m = tags.exec(text)) {
    const key = m[1].toLowerCase();
    const body = m[2];
    const index = (m.index ?? 0) + m[1].length + 10;
    if (key === 'binit') binit = { digits: body.replace(/\D/g, ''), index };
    else if (key === 'fen' && body.trim()) fenTag = { fen: body.trim(), index };
    else if (key === 'movelist') branches.push({ id: 0, parent: -1, start: 1, digits: body.replace(/\D/g, ''), index, raw: body });
    else if (/^move_\d+_\d+_\d+$/.test(key)) {
      const [, a, b, c] = key.split('_').map(Number);
      branches.push({ id: c, parent: a, start: b, digits: body.replace(/\D/g, ''), index, raw: body });
    } else if (/^comment\d+(_\d+)?$/.test(key)) {
      const [a, b] = key.slice(7).split('_');
      let c = body.replace(/\|\|/g, '\n');
      if (c.length > READ_LIMITS.maxCommentChars) {
        commentIssues.push(issue('WARN_DHTMLXQ_COMMENT', `a comment of ${c.length} characters is cut to ${READ_LIMITS.maxCommentChars}`, text, index));
        c = c.slice(0, READ_LIMITS.maxCommentChars);
      }
      comments.set(b === undefined ? `0_${a}` : `${a}_${b}`, c);
    } else if (HEADER_NAMES[key] && body.trim()) {
      const v = body.trim();
      headers[HEADER_NAMES[key]] = key === 'result' ? (RESULT_WORDS[v] ?? v) : v;
    }
  }
  if (!binit && fenTag) {
    const f = parseFen(fenTag.fen);
    if (!f.ok) return err(issue('ERR_DHTMLXQ_BINIT', `[DhtmlXQ_fen] is not a valid FEN: ${f.error.message}`, text, fenTag.index));
    return ok(build(text, headers, f.value, branches, comments, from, to, commentIssues));
  }
  if (!binit && branches.length === 0) return err(issue('ERR_DHTMLXQ_EMPTY', 'no [DhtmlXQ_binit] or [DhtmlXQ_movelist] found', text, from));
  const board = binit ? binitToBoard(binit.digits) : START_FEN.split(' ')[0];
  const binitAt = binit?.index ?? from;
  if (!board) return err(issue('ERR_DHTMLXQ_BINIT', '[DhtmlXQ_binit] must be 64 digits placing 32 pieces on distinct squares', text, binitAt));
  const pos = startPosition(board, branches.find((b) => b.id === 0)?.digits);
  if (!pos) return err(issue('ERR_DHTMLXQ_BINIT', '[DhtmlXQ_binit] is not a legal position', text, binitAt));
  return ok(build(text, headers, pos, branches, comments, from, to, commentIssues));
};

const build = (text: string, headers: Record<string, string>, start: Position, branches: Branch[], comments: Map<string, string>, from: number, to: number, early: GameIssue[]): DhtmlXqRead => {
  const game: Game = { headers, startFen: toFen(start), root: newNode(), source: { whole: { start: from, end: to }, headers: {}, moves: { start: from, end: to } } };
  const c0 = comments.get('0_0');
  if (c0) game.root.comments.push(c0);
  const issues: GameIssue[] = [...early];
  buildTree(text, game, start, branches, comments, issues);
  return { game, issues };
};

/** Side to move is not stored: take the colour of the first moved piece (Red when there is no move). */
const startPosition = (board: string, firstMoves: string | undefined): Position | undefined => {
  for (const side of ['w', 'b']) {
    const p = parseFen(`${board} ${side} - - 0 1`);
    if (!p.ok) continue;
    if (!firstMoves || firstMoves.length < 4 || p.value.isLegal(moveOf(firstMoves.slice(0, 4), true))) return p.value;
  }
  const p = parseFen(`${board} w - - 0 1`);
  return p.ok ? p.value : undefined;
};

/** One branch being walked: how far it has played, where its next move goes, and the branches leaving it. */
interface Walk {
  readonly b: Branch;
  /** Own moves played so far on the shared position. */
  played: number;
  /** Own moves to play (cut short by an illegal move or a bound). */
  count: number;
  /** Where its next move goes, and the variation depth of the node that list hangs under. */
  siblings: GameNode[];
  depth: number;
  /** Branches leaving it, by ply, and the next of them to walk. */
  readonly kids: readonly Branch[];
  kid: number;
  /** Its next move was too deeply nested: what leaves it later is not read either. */
  deep?: boolean;
  /** The node of the next own move, placed, while the branches leaving at its ply are walked before it is played. */
  pending?: { readonly node: GameNode; readonly depth: number };
}

/**
 * Places every branch in one depth-first walk from the main line: at each ply a branch's own move is placed
 * first (so the main line stays first), then the branches leaving at that ply are walked from the position
 * before it, then the move is played. No recursion: the walk keeps its own stack.
 */
const buildTree = (text: string, game: Game, start: Position, branches: Branch[], comments: Map<string, string>, issues: GameIssue[]): void => {
  const byId = new Map<number, Branch>();
  for (const b of branches) {
    if (!byId.has(b.id)) byId.set(b.id, b);
    else issues.push(issue('WARN_DHTMLXQ_BRANCH', `branch ${b.id} is given twice; the first is kept`, text, b.index));
  }
  const reported = new Set<number>();
  const unreached = (b: Branch, why: string): void => {
    reported.add(b.id);
    issues.push(issue('ERR_DHTMLXQ_BRANCH', `branch ${b.id} leaves branch ${b.parent} at ply ${b.start}, ${why}`, text, b.index));
  };
  // a branch hangs under the branch whose own moves it leaves: one leaving at or before its parent's first ply
  // leaves the parent's own parent there
  const kidsOf = new Map<number, Branch[]>();
  for (const b of byId.values()) {
    if (b.id === 0) continue;
    let p = byId.get(b.parent);
    for (let steps = 0; p && p.id !== 0 && b.start <= p.start && steps < byId.size; steps++) p = byId.get(p.parent);
    if (!p || p.id === b.id) unreached(b, 'which is not in the file');
    else {
      const kids = kidsOf.get(p.id);
      if (kids) kids.push(b);
      else kidsOf.set(p.id, [b]);
    }
  }
  for (const kids of kidsOf.values()) kids.sort((x, y) => x.start - y.start);

  const pos = start.clone();
  const walked = new Set<number>();
  const stack: Walk[] = [];
  const open = (b: Branch, siblings: GameNode[], depth: number): void => {
    walked.add(b.id);
    stack.push({ b, played: 0, count: Math.floor(b.digits.length / 4), siblings, depth, kids: kidsOf.get(b.id) ?? [], kid: 0 });
  };
  let nodes = 0;
  let deep: { at: number; count: number } | undefined;
  const main = byId.get(0);
  if (main) open(main, game.root.children, 0);
  while (stack.length > 0) {
    const w = stack[stack.length - 1];
    const ply = w.b.start + w.played;
    while (w.kid < w.kids.length && w.kids[w.kid].start < ply) unreached(w.kids[w.kid++], 'before the ply where that branch starts');
    const kid = w.kid < w.kids.length && w.kids[w.kid].start === ply ? w.kids[w.kid] : undefined;
    if (w.pending) {
      if (kid) {
        w.kid++;
        open(kid, w.siblings, w.depth);
        continue;
      }
      pos.play(w.pending.node.move);
      w.played++;
      w.siblings = w.pending.node.children;
      w.depth = w.pending.depth;
      w.pending = undefined;
      continue;
    }
    if (w.played < w.count) {
      const k = w.played * 4;
      const digits = w.b.digits.slice(k, k + 4);
      const m = moveOf(digits, true);
      const span = { start: digitPlace(w.b, k), end: digitPlace(w.b, k + 3) + 1 };
      if (!pos.isLegal(m)) {
        issues.push({ ...issue('ERR_DHTMLXQ_MOVE', `move ${digits} (ply ${ply} of branch ${w.b.id}) is not legal`, text, span.start), span });
        w.count = w.played;
        continue;
      }
      let node = w.siblings.find((n) => n.move === m);
      const depth = (node ? w.siblings.indexOf(node) : w.siblings.length) > 0 ? w.depth + 1 : w.depth;
      if (!node) {
        if (depth > READ_LIMITS.maxDepth) {
          // a count and the first place: a file of thousands of nested branches gets one warning
          deep = deep ? { at: deep.at, count: deep.count + 1 } : { at: span.start, count: 1 };
          w.count = w.played;
          w.deep = true;
          continue;
        }
        if (++nodes > READ_LIMITS.maxNodes) {
          issues.push({ ...issue('ERR_DHTMLXQ_TOO_BIG', `more than ${READ_LIMITS.maxNodes} moves; the rest of the file is not read`, text, span.start), span });
          break;
        }
        node = newNode(m);
        node.source = { move: span, whole: span };
        w.siblings.push(node);
      }
      const c = comments.get(`${w.b.id}_${ply}`);
      if (c && !node.comments.includes(c)) node.comments.push(c);
      w.pending = { node, depth };
      continue;
    }
    // its own moves are played: a branch may still leave right after the last (a continuation)
    if (kid) {
      w.kid++;
      open(kid, w.siblings, w.depth);
      continue;
    }
    if (w.deep) {
      // the branches leaving past the cut are deeper still: counted in the one warning, with all that leaves them
      const skip = w.kids.slice(w.kid);
      for (let b = skip.pop(); b; b = skip.pop()) {
        reported.add(b.id);
        if (deep) deep.count++;
        for (const k of kidsOf.get(b.id) ?? []) skip.push(k);
      }
      w.kid = w.kids.length;
    }
    while (w.kid < w.kids.length) unreached(w.kids[w.kid++], 'which that branch does not reach');
    for (let i = 0; i < w.played; i++) pos.undo();
    stack.pop();
  }
  if (deep) {
    const message = `${deep.count} variation${deep.count > 1 ? 's' : ''} nested deeper than ${READ_LIMITS.maxDepth} ${deep.count > 1 ? 'are' : 'is'} not read (the first here)`;
    issues.push(issue('WARN_DHTMLXQ_DEPTH', message, text, deep.at));
  }
  for (const b of byId.values()) if (!walked.has(b.id) && !reported.has(b.id) && nodes <= READ_LIMITS.maxNodes) unreached(b, 'which is not reached from the main line');
};
