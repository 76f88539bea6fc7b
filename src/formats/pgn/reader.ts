/**
 * PGN reader for xiangqi: several games per file, tags, `[Format]` (ICCS/WXF/Chinese, detected when absent),
 * `[FEN]`, nested variations, comments, NAGs, results and `[%eval]`/`[%pv]` commands. Also reads the WXF
 * container (`FORMAT WXF` … `START{ … }END`). Never throws: a bad move ends that game with a located warning.
 *
 *   const r = readPgn(text); if (r.ok) r.value[0].children[0].move
 */
import { START_FEN, parseFen } from '../../core/fen';
import { Notation, parseMove } from '../../core/notation';
import type { Position } from '../../core/position';
import { Result, err, ok } from '../../core/result';
import type { Move } from '../../core/types';
import { splitComment } from './annotations';
import { SanRankBase, looksLikeSan, parseSan } from './san';
import { Token, tokenize } from './tokens';
import { TextGame, TextIssue, TextNode, newNode } from './tree';

/** Bounds against hostile input. */
export const PGN_LIMITS = { maxChars: 8_000_000, maxDepth: 64, maxGames: 100_000, maxNodes: 2_000_000 } as const;

export interface PgnError extends TextIssue {
  readonly code: 'ERR_PGN_EMPTY' | 'ERR_PGN_TOO_BIG' | 'ERR_PGN_FEN';
}

const notationOfTag = (v: string | undefined): Notation | undefined => {
  const s = (v ?? '').trim().toLowerCase();
  if (s === 'iccs' || s === 'ucci') return 'iccs';
  if (s === 'wxf') return 'wxf';
  if (s === 'chinese' || s === 'zh') return 'zh';
  return undefined;
};

/** How a game's moves are read: a notation, or WinBoard (ranks 0–9) / pychess (ranks 1–10) SAN. */
type Reading = Notation | 'san0' | 'san1' | undefined;

const readMove = (pos: Position, text: string, reading: Reading): Result<Move, { message: string; candidates?: readonly Move[] }> =>
  reading === 'san0' || reading === 'san1' ? parseSan(pos, text, Number(reading.slice(3)) as SanRankBase) : parseMove(pos, text, reading);

/** Main-line plies that read from `pos` with `reading`, up to the next tag or result (variations skipped). */
const mainReach = (pos: Position, list: Token[], from: number, reading: Reading): number => {
  const p = pos.clone();
  let depth = 0;
  let n = 0;
  for (let i = from; i < list.length; i++) {
    const t = list[i];
    if (t.kind === 'tag' || (t.kind === 'result' && depth === 0)) break;
    if (t.kind === 'open') depth++;
    else if (t.kind === 'close') depth = Math.max(0, depth - 1);
    else if (t.kind === 'symbol' && depth === 0) {
      const r = readMove(p, t.text, reading);
      if (!r.ok) break;
      p.play(r.value);
      n++;
    }
  }
  return n;
};

/** Without a [Format] tag, a game whose first move is SAN and nothing else reads as SAN; its rank base is the one that reads further. */
const chooseReading = (pos: Position, list: Token[], from: number): Reading => {
  const first = list.slice(from).find((t) => t.kind === 'symbol' || t.kind === 'tag' || t.kind === 'result');
  if (!first || first.kind !== 'symbol' || !looksLikeSan(first.text) || parseMove(pos, first.text).ok) return undefined;
  return mainReach(pos, list, from, 'san1') > mainReach(pos, list, from, 'san0') ? 'san1' : 'san0';
};

interface Line {
  pos: Position;
  /** Where new moves go: the children list of the node (or game) the line continues from. */
  siblings: TextNode[];
  /** Last node played on this line, and the siblings list it sits in. */
  last?: TextNode;
  lastSiblings?: TextNode[];
  /** Comment met before the line's first move. */
  pendingComment?: string[];
}

export const readPgn = (text: string): Result<TextGame[], PgnError> => {
  const r = readPgnFile(text);
  return r.ok ? ok(r.value.games) : r;
};

/** Like readPgn, and also says which games were skipped whole (a bad [FEN]) while others loaded. */
export const readPgnFile = (text: string): Result<{ games: TextGame[]; skipped: PgnError[] }, PgnError> => {
  if (text.length > PGN_LIMITS.maxChars) {
    return err({ code: 'ERR_PGN_TOO_BIG', message: `file has ${text.length} characters; the limit is ${PGN_LIMITS.maxChars}`, line: 1, column: 1 });
  }
  const wxf = /^[ \t]*START\{/m.exec(text);
  const games: TextGame[] = [];
  const skipped: PgnError[] = [];
  const onFenError = (e: PgnError): void => {
    skipped.push(e);
  };
  if (wxf) {
    const headers: Array<[string, string]> = [];
    for (const l of text.slice(0, wxf.index).split(/\r?\n/)) {
      const m = /^\s*([A-Z_]+)[ \t]*(.*?)\s*$/.exec(l);
      if (m) headers.push([m[1], m[2].replace(/;;;$/, '')]);
    }
    const before = text.slice(0, wxf.index + wxf[0].length);
    const line = before.split('\n').length;
    const column = before.length - before.lastIndexOf('\n');
    const endAt = text.indexOf('}END', wxf.index);
    const body = tokenize(text, wxf.index + wxf[0].length, endAt < 0 ? text.length : endAt, line, column);
    const g = parseGames(body, wxfHeaders(headers), onFenError);
    games.push(...g);
  } else games.push(...parseGames(tokenize(text), [], onFenError));
  if (games.length === 0) return err(skipped[0] ?? { code: 'ERR_PGN_EMPTY', message: 'no game found', line: 1, column: 1 });
  return ok({ games, skipped });
};

/** WXF container keys → PGN tag names. */
const wxfHeaders = (h: Array<[string, string]>): Array<[string, string]> =>
  h.map(([k, v]) => {
    const map: Record<string, string> = { FORMAT: 'Format', RED: 'Red', BLACK: 'Black', DATE: 'Date', EVENT: 'Event', RESULT: 'Result', FEN: 'FEN', SITE: 'Site', ROUND: 'Round' };
    return [map[k] ?? k, v];
  });

function parseGames(tokens: Iterable<Token>, presetHeaders: Array<[string, string]>, onError: (e: PgnError) => void): TextGame[] {
  const games: TextGame[] = [];
  const list = [...tokens];
  let game: TextGame | undefined;
  let stack: Line[] = [];
  let notation: Reading;
  let state: 'tags' | 'moves' | 'skip' = 'tags';
  let nodes = 0;
  let headers: Array<[string, string]> = [...presetHeaders];

  /** After a result, anything up to the next tag is trailer text (sites, banners), not moves. */
  const finish = (next: 'tags' | 'skip'): void => {
    if (game) games.push(game);
    game = undefined;
    stack = [];
    headers = [];
    state = next;
  };
  let tokenIndex = 0;
  /** Moves the look-ahead may read in this file, so a file full of ambiguous moves cannot take exponential time. */
  const lookAheadBudget = { left: LOOKAHEAD_BUDGET };
  const start = (t: Token): boolean => {
    const fenTag = headers.find(([k]) => k.toLowerCase() === 'fen')?.[1]?.trim();
    const fen = fenTag || START_FEN;
    const p = parseFen(fen);
    if (!p.ok) {
      onError({ code: 'ERR_PGN_FEN', message: `bad [FEN] "${fen}": ${p.error.message}`, line: t.place.line, column: t.place.column });
      headers = [];
      state = 'skip';
      return false;
    }
    notation = notationOfTag(headers.find(([k]) => k.toLowerCase() === 'format')?.[1]) ?? chooseReading(p.value, list, tokenIndex);
    game = { headers, startFen: fen, comments: [], children: [], warnings: [] };
    stack = [{ pos: p.value, siblings: game.children }];
    state = 'moves';
    return true;
  };
  const stop = (g: TextGame, t: Token, code: string, message: string): void => {
    g.warnings.push({ code, message, line: t.place.line, column: t.place.column });
    state = 'skip';
  };

  for (let ti = 0; ti < list.length; ti++) {
    const t = list[ti];
    tokenIndex = ti;
    if (games.length >= PGN_LIMITS.maxGames) break;
    if (t.kind === 'tag') {
      if (state !== 'tags') finish('tags');
      headers.push([t.name ?? '', t.value ?? '']);
      continue;
    }
    if ((state as string) === 'skip') continue;
    if (state === 'tags') {
      if (t.kind === 'result' && headers.length === 0) continue;
      if (!start(t)) continue;
    }
    const g = game as TextGame;
    const line = stack[stack.length - 1];
    switch (t.kind) {
      case 'comment': {
        const parts = splitComment(t.text);
        const target = line.last;
        if (target) {
          if (parts.text) target.comments.push(parts.text);
          if (parts.evaluation) target.evaluation = parts.evaluation;
          if (parts.pv) target.pv = parts.pv;
          if (parts.nags) target.nags.push(...parts.nags);
        } else if (stack.length === 1 && parts.text) g.comments.push(parts.text);
        else if (parts.text) line.pendingComment = [...(line.pendingComment ?? []), parts.text];
        break;
      }
      case 'nag':
        if (line.last && t.nag !== undefined && t.nag >= 0 && t.nag < 256) line.last.nags.push(t.nag);
        break;
      case 'number':
        break;
      case 'result':
        if (stack.length === 1) {
          if (!g.headers.some(([k]) => k.toLowerCase() === 'result')) g.headers.push(['Result', t.text]);
          finish('skip');
        }
        break;
      case 'open': {
        if (stack.length >= PGN_LIMITS.maxDepth) {
          stop(g, t, 'ERR_PGN_DEPTH', `variations nested deeper than ${PGN_LIMITS.maxDepth}`);
          break;
        }
        if (!line.last || !line.lastSiblings) {
          stop(g, t, 'ERR_PGN_VARIATION', 'a variation must follow a move');
          break;
        }
        const pos = line.pos.clone();
        pos.undo();
        stack.push({ pos, siblings: line.lastSiblings });
        break;
      }
      case 'close':
        if (stack.length === 1) stop(g, t, 'ERR_PGN_VARIATION', "')' without a matching '('");
        else stack.pop();
        break;
      case 'symbol': {
        if (++nodes > PGN_LIMITS.maxNodes) {
          stop(g, t, 'ERR_PGN_TOO_BIG', `more than ${PGN_LIMITS.maxNodes} moves`);
          break;
        }
        let r = readMove(line.pos, t.text, notation);
        if (!r.ok && r.error.candidates) {
          const pick = lookAheadBudget.left > 0 ? lookAhead(line.pos, r.error.candidates, list, ti + 1, notation, lookAheadBudget) : undefined;
          if (pick !== undefined) r = { ok: true, value: pick };
        }
        if (!r.ok) {
          stop(g, t, 'ERR_PGN_MOVE', `cannot play "${t.text}" at line ${t.place.line}, column ${t.place.column}: ${r.error.message}`);
          break;
        }
        const existing = line.siblings.find((n) => n.move === r.value);
        const node = existing ?? newNode(r.value);
        if (!existing) line.siblings.push(node);
        if (line.pendingComment) {
          node.comments.unshift(...line.pendingComment);
          line.pendingComment = undefined;
        }
        line.pos.play(r.value);
        line.last = node;
        line.lastSiblings = line.siblings;
        line.siblings = node.children;
        break;
      }
      default:
        break;
    }
  }
  if (game) games.push(game);
  return games;
}

/** How far a reading of an ambiguous move is tested against the moves that follow it. */
const LOOKAHEAD_PLIES = 12;
const LOOKAHEAD_BUDGET = 100_000;

/**
 * Some writers leave moves ambiguous (WXF `P3+1` with two pawns on the file). Keep the one candidate after
 * which the following moves of the same line read furthest; undefined when no single one does.
 */
const lookAhead = (pos: Position, candidates: readonly Move[], list: Token[], from: number, notation: Reading, budget: { left: number }): Move | undefined => {
  let best: Move | undefined;
  let bestReach = -1;
  let tie = false;
  for (const c of candidates) {
    const p = pos.clone();
    p.play(c);
    const reach = reachFrom(p, list, from, notation, LOOKAHEAD_PLIES, budget);
    if (reach > bestReach) {
      best = c;
      bestReach = reach;
      tie = false;
    } else if (reach === bestReach) tie = true;
  }
  return tie ? undefined : best;
};

/** How many of the next `budget` moves read legally from `pos`, trying every reading of ambiguous ones. */
const reachFrom = (pos: Position, list: Token[], from: number, notation: Reading, budget: number, spend: { left: number }): number => {
  for (let i = from; i < list.length && budget > 0; i++) {
    const t = list[i];
    if (t.kind === 'comment' || t.kind === 'nag' || t.kind === 'number') continue;
    if (t.kind !== 'symbol') return LOOKAHEAD_PLIES;
    if (--spend.left < 0) return 0;
    const r = readMove(pos, t.text, notation);
    if (r.ok) {
      pos.play(r.value);
      budget--;
      continue;
    }
    let most = 0;
    for (const c of r.error.candidates ?? []) {
      const p = pos.clone();
      p.play(c);
      most = Math.max(most, 1 + reachFrom(p, list, i + 1, notation, budget - 1, spend));
    }
    return LOOKAHEAD_PLIES - budget + most;
  }
  return LOOKAHEAD_PLIES;
};
