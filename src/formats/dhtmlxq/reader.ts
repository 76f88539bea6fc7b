/**
 * DhtmlXQ / UBB reader (the `[DhtmlXQ]` blocks of dpxq.com and many Chinese forums):
 * `binit` (32 pieces × two digits x,y, y counted from Black's side, 99 = off board), `movelist`
 * (four digits per move), `move_A_B_C` (branch C leaves branch A at its ply B, 1-based), `commentN` /
 * `commentC_N` (after ply N of branch C; 0 is before the first move; `||` is a line break), and the
 * title/players tags. Never throws: an illegal move ends its branch with a located warning.
 *
 *   const r = readDhtmlXq(text); if (r.ok) r.value.game.root.children[0].move
 */
import { START_FEN, parseFen, toFen } from '../../core/fen';
import type { Position } from '../../core/position';
import { Result, err, ok } from '../../core/result';
import { square } from '../../core/squares';
import type { Move } from '../../core/types';
import { Game, GameIssue, GameNode, firstLineSpan, newNode } from '../game';

export interface DhtmlXqRead {
  readonly game: Game;
  readonly issues: GameIssue[];
}

export const DHTMLXQ_LIMITS = { maxChars: 8_000_000, maxBranches: 20_000, maxPlies: 1_000 } as const;

/** Piece letters in `binit` order: Red 车马相仕帅仕相马车 炮炮 兵×5, then Black the same. */
const BINIT_ORDER = 'RNBAKABNRCCPPPPP';

const TAG = /\[DhtmlXQ_([A-Za-z0-9_]+)\]([\s\S]*?)\[\/DhtmlXQ_\1\]/g;

const HEADER_NAMES: Record<string, string> = {
  title: 'Title', event: 'Event', date: 'Date', place: 'Site', round: 'Round', red: 'Red', black: 'Black',
  result: 'Result', open: 'Opening', redteam: 'RedTeam', blackteam: 'BlackTeam', author: 'Annotator', remark: 'Remark',
};

const RESULT_WORDS: Record<string, string> = { 红胜: '1-0', 紅勝: '1-0', 黑胜: '0-1', 黑勝: '0-1', 和棋: '1/2-1/2', 和: '1/2-1/2', 红负: '0-1', 黑负: '1-0' };

export const isDhtmlXq = (text: string): boolean => /\[DhtmlXQ_(movelist|binit|move_|fen\])/i.test(text);

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

const placeAt = (text: string, index: number): Place => {
  let line = 1;
  let last = -1;
  for (let i = text.indexOf('\n'); i >= 0 && i < index; i = text.indexOf('\n', i + 1)) {
    line++;
    last = i;
  }
  return { line, column: index - last };
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

/** Text index of the k-th digit of a tag body. */
const digitPlace = (b: Branch, k: number): number => {
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
  if (text.length > DHTMLXQ_LIMITS.maxChars) {
    return err({ ...issue('ERR_DHTMLXQ_TOO_BIG', `file has ${text.length} characters; the limit is ${DHTMLXQ_LIMITS.maxChars}`, text, 0), span: firstLineSpan(text) });
  }
  const headers: Record<string, string> = {};
  const branches: Branch[] = [];
  const comments = new Map<string, string>();
  let binit: { digits: string; index: number } | undefined;
  let fenTag: { fen: string; index: number } | undefined;
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
      if (branches.length < DHTMLXQ_LIMITS.maxBranches) branches.push({ id: c, parent: a, start: b, digits: body.replace(/\D/g, ''), index, raw: body });
    } else if (/^comment\d+(_\d+)?$/.test(key)) {
      const [a, b] = key.slice(7).split('_');
      comments.set(b === undefined ? `0_${a}` : `${a}_${b}`, body.replace(/\|\|/g, '\n'));
    } else if (HEADER_NAMES[key] && body.trim()) {
      const v = body.trim();
      headers[HEADER_NAMES[key]] = key === 'result' ? (RESULT_WORDS[v] ?? v) : v;
    }
  }
  if (!binit && fenTag) {
    const f = parseFen(fenTag.fen);
    if (!f.ok) return err(issue('ERR_DHTMLXQ_BINIT', `[DhtmlXQ_fen] is not a valid FEN: ${f.error.message}`, text, fenTag.index));
    return ok(build(text, headers, f.value, branches, comments, from, to));
  }
  if (!binit && branches.length === 0) return err(issue('ERR_DHTMLXQ_EMPTY', 'no [DhtmlXQ_binit] or [DhtmlXQ_movelist] found', text, from));
  const board = binit ? binitToBoard(binit.digits) : START_FEN.split(' ')[0];
  const binitAt = binit?.index ?? from;
  if (!board) return err(issue('ERR_DHTMLXQ_BINIT', '[DhtmlXQ_binit] must be 64 digits placing 32 pieces on distinct squares', text, binitAt));
  const pos = startPosition(board, branches.find((b) => b.id === 0)?.digits);
  if (!pos) return err(issue('ERR_DHTMLXQ_BINIT', '[DhtmlXQ_binit] is not a legal position', text, binitAt));
  return ok(build(text, headers, pos, branches, comments, from, to));
};

const build = (text: string, headers: Record<string, string>, start: Position, branches: Branch[], comments: Map<string, string>, from: number, to: number): DhtmlXqRead => {
  const game: Game = { headers, startFen: toFen(start), root: newNode(), source: { whole: { start: from, end: to }, headers: {}, moves: { start: from, end: to } } };
  const c0 = comments.get('0_0');
  if (c0) game.root.comments.push(c0);
  const issues: GameIssue[] = [];
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

const buildTree = (text: string, game: Game, start: Position, branches: Branch[], comments: Map<string, string>, issues: GameIssue[]): void => {
  /** Nodes of each branch by ply (index 0 = ply 1). */
  const lines = new Map<number, GameNode[]>();
  const byId = new Map<number, Branch>();
  for (const b of branches) if (!byId.has(b.id)) byId.set(b.id, b);
  const done = new Set<number>();
  // Parents are usually listed first; loop until no branch can be placed.
  let progress = true;
  while (progress) {
    progress = false;
    for (const b of byId.values()) {
      if (done.has(b.id)) continue;
      if (b.id !== 0 && !done.has(b.parent)) continue;
      done.add(b.id);
      progress = true;
      const parentNodes = b.id === 0 ? [] : (lines.get(b.parent) ?? []);
      const prefix = parentNodes.slice(0, Math.max(0, b.start - 1));
      if (b.id !== 0 && prefix.length !== b.start - 1) {
        issues.push(issue('ERR_DHTMLXQ_BRANCH', `branch ${b.id} leaves branch ${b.parent} at ply ${b.start}, which that branch does not reach`, text, b.index));
        lines.set(b.id, []);
        continue;
      }
      const pos = start.clone();
      for (const n of prefix) pos.play(n.move);
      let siblings = prefix.length ? prefix[prefix.length - 1].children : game.root.children;
      const nodes = [...prefix];
      const count = Math.min(Math.floor(b.digits.length / 4), DHTMLXQ_LIMITS.maxPlies);
      for (let i = 0; i < count; i++) {
        const m = moveOf(b.digits.slice(i * 4, i * 4 + 4), true);
        if (!pos.isLegal(m)) {
          const at = digitPlace(b, i * 4);
          issues.push({ ...issue('ERR_DHTMLXQ_MOVE', `move ${b.digits.slice(i * 4, i * 4 + 4)} (ply ${nodes.length + 1} of branch ${b.id}) is not legal`, text, at), span: { start: at, end: digitPlace(b, i * 4 + 3) + 1 } });
          break;
        }
        let node = siblings.find((n) => n.move === m);
        if (!node) {
          node = newNode(m);
          const span = { start: digitPlace(b, i * 4), end: digitPlace(b, i * 4 + 3) + 1 };
          node.source = { move: span, whole: span };
          siblings.push(node);
        }
        pos.play(m);
        nodes.push(node);
        const c = comments.get(`${b.id}_${nodes.length}`);
        if (c && !node.comments.includes(c)) node.comments.push(c);
        siblings = node.children;
      }
      lines.set(b.id, nodes);
    }
  }
};
