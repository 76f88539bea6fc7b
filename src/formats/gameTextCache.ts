/**
 * Reading a game text again after every edit without reading it all again: the text is cut where its
 * games begin (the same cuts the PGN reader makes), each game's stretch is read on its own and kept by
 * its text, and the next reading reuses every stretch that did not change (its places moved by the
 * shift when text before it grew or shrank). So typing in one game of a 2,000-game file re-reads one
 * game. A reading advances in steps the caller paces (`step(shouldYield)`), so an editor can read a
 * large file between keystrokes and drop a reading that went stale; what a dropped reading finished
 * is kept for the next one.
 *
 * The answer is readGameText's (formats/read.ts), game for game and issue for issue; texts that are not
 * plain PGN (DhtmlXQ, FEN lists, UBB digits, the WXF container) are small and read whole in one step.
 * Bounds differ in one way only: the look-ahead budget for ambiguous moves is per game, not per file.
 * Games and issues are shared between readings: read them, and clone a game (cloneGame) to edit it.
 *
 *   const cache = new GameTextCache();
 *   const reading = cache.read(text, 'games.pgn');
 *   let r; while (!(r = reading.step(() => false)));   // or readNow(cache, text, name)
 */
import { Result, err, ok } from '../core/result';
import { isDhtmlXq } from './dhtmlxq/reader';
import { looksLikeFenList } from './fenlist';
import { type Game, type GameIssue, type GameSource, type Span, cloneNode, mapGameSource, mapNodeSource } from './game';
import { READ_LIMITS } from './limits';
import { TextRange, pgnResult, readPgnGames, tooBig } from './pgn/reader';
import { matchTag } from './pgn/tokens';
import { wxfStart } from './pgn/wxfContainer';
import { ReadGames, readGameText } from './read';
import { looksLikeUbbDigits } from './ubb';

export type ReadResult = Result<ReadGames, GameIssue>;

/** One reading of one text: call step until it returns the answer. */
export interface Reading {
  /** Reads on until done (the answer) or until `shouldYield()` says to pause (undefined). */
  step(shouldYield: () => boolean): ReadResult | undefined;
}

/** One game's stretch of a text, read where it stood. */
interface Piece {
  readonly range: TextRange;
  readonly games: readonly Game[];
  readonly issues: readonly GameIssue[];
}

/** Texts the cache reads whole: anything that is not plain PGN. */
const readWhole = (text: string, fileName: string): boolean =>
  isDhtmlXq(text) || looksLikeUbbDigits(text) || looksLikeFenList(text) || /\.fen$/i.test(fileName) || wxfStart(text) !== null;

export class GameTextCache {
  /** The pieces of the latest readings, by their text. */
  private pieces = new Map<string, Piece>();

  /** Starts reading `text` (the file name only breaks ties of format, as in readGameText). */
  read(text: string, fileName = ''): Reading {
    if (text.length > READ_LIMITS.maxChars) return done(err(tooBig(text)));
    if (readWhole(text, fileName)) return done(readGameText(text, fileName));
    return new PgnReading(this, text);
  }

  /** Called by a PgnReading: the piece for `range`, reused (moved) when its text was read before. */
  piece(text: string, range: TextRange, fresh: Map<string, Piece>): Piece {
    const key = text.slice(range.start, range.end);
    const known = fresh.get(key) ?? this.pieces.get(key);
    const piece = known ? moved(known, range) : readPiece(text, range);
    fresh.set(key, piece);
    return piece;
  }

  /** Called by a PgnReading that finished: its pieces replace the old ones (reading a text after a cancelled one reuses them too). */
  keep(fresh: Map<string, Piece>): void {
    this.pieces = fresh;
  }
}

/** Reads `text` to the end in one go. */
export const readNow = (cache: GameTextCache, text: string, fileName = ''): ReadResult => {
  const r = cache.read(text, fileName);
  for (;;) {
    const answer = r.step(() => false);
    if (answer) return answer;
  }
};

const done = (answer: ReadResult): Reading => ({ step: () => answer });

class PgnReading implements Reading {
  private ranges: TextRange[] | undefined;
  private next = 0;
  private readonly read: Piece[] = [];
  private readonly fresh = new Map<string, Piece>();
  private answer: ReadResult | undefined;

  constructor(
    private readonly cache: GameTextCache,
    private readonly text: string,
  ) {}

  step(shouldYield: () => boolean): ReadResult | undefined {
    if (this.answer) return this.answer;
    this.ranges ??= gameRanges(this.text);
    while (this.next < this.ranges.length) {
      this.read.push(this.cache.piece(this.text, this.ranges[this.next++], this.fresh));
      if (this.next < this.ranges.length && shouldYield()) return undefined;
    }
    this.cache.keep(this.fresh);
    this.answer = this.merge();
    return this.answer;
  }

  private merge(): ReadResult {
    const games: Game[] = [];
    const issues: GameIssue[] = [];
    for (const p of this.read) {
      if (games.length + p.games.length > READ_LIMITS.maxGames) {
        const { start, line, column } = p.range;
        issues.push({
          code: 'ERR_PGN_TOO_MANY_GAMES',
          message: `more than ${READ_LIMITS.maxGames} games; the rest of the file is not read`,
          place: { line, column },
          span: { start, end: start },
        });
        break;
      }
      const base = games.length;
      for (const i of p.issues) issues.push(i.game === undefined || base === 0 ? i : { ...i, game: i.game + base });
      for (const g of p.games) games.push(g);
    }
    const r = pgnResult(this.text, { games, issues });
    return r.ok ? ok({ format: 'pgn', text: this.text, games: r.value.games, issues: r.value.issues }) : r;
  }
}

const readPiece = (text: string, range: TextRange): Piece => {
  const r = readPgnGames(text, range);
  return { range, games: r.games, issues: r.issues };
};

/**
 * Where the games of a PGN text begin: the stretch before the first tag, then a new stretch at every tag
 * that follows anything but tags, as the reader starts a new game there. Comments (`{…}`, `;…`) are
 * skipped as the tokenizer skips them, so a tag-like line inside a comment cuts nothing, and a line that
 * opens with `[` but is no tag is passed over as the reader passes over it.
 */
export const gameRanges = (text: string): TextRange[] => {
  const out: TextRange[] = [];
  let line = 1;
  let lineStart = 0;
  let from: { start: number; line: number; column: number } = { start: 0, line: 1, column: 1 };
  let afterMoves = false;
  const newlinesTo = (to: number, at: number): void => {
    for (let k = text.indexOf('\n', at); k >= 0 && k < to; k = text.indexOf('\n', k + 1)) {
      line++;
      lineStart = k + 1;
    }
  };
  // jump from one character that matters to the next; the words between only say "not a tag"
  const special = /[\n{;[]/g;
  for (let i = 0; i < text.length; ) {
    special.lastIndex = i;
    const m = special.exec(text);
    const at = m ? m.index : text.length;
    if (!afterMoves && at > i && /\S/.test(text.slice(i, at))) afterMoves = true;
    if (!m) break;
    const c = text.charCodeAt(at);
    if (c === 10) {
      line++;
      lineStart = i = at + 1;
    } else if (c === 123 /* { */) {
      const close = text.indexOf('}', at + 1);
      const stop = close < 0 ? text.length : close + 1;
      newlinesTo(stop, at);
      afterMoves = true;
      i = stop;
    } else if (c === 59 /* ; */) {
      const nl = text.indexOf('\n', at);
      afterMoves = true;
      i = nl < 0 ? text.length : nl;
    } else {
      const nl = text.indexOf('\n', at);
      const lineEnd = nl < 0 ? text.length : nl;
      const tag = matchTag(text.slice(at, lineEnd));
      if (tag) {
        if (afterMoves) {
          out.push({ ...from, end: at });
          from = { start: at, line, column: at - lineStart + 1 };
          afterMoves = false;
        }
        i = at + tag[0].length;
      } else i = lineEnd;
    }
  }
  out.push({ ...from, end: text.length });
  return out;
};

/** `piece` read at its old range, moved to `range` (same text): offsets, lines and first-line columns shifted. */
const moved = (piece: Piece, range: TextRange): Piece => {
  const old = piece.range;
  const d = range.start - old.start;
  const dl = range.line - old.line;
  const dc = range.column - old.column;
  if (d === 0 && dl === 0 && dc === 0) return piece;
  const span = (s: Span): Span => ({ start: s.start + d, end: s.end + d });
  const issues = piece.issues.map((i): GameIssue => {
    const p = 'line' in i.place ? { line: i.place.line + dl, column: i.place.column + (i.place.line === old.line ? dc : 0) } : i.place;
    return { ...i, place: p, ...(i.span ? { span: span(i.span) } : {}) };
  });
  return { range, games: piece.games.map((g) => movedGame(g, span)), issues };
};

const movedGame = (g: Game, span: (s: Span) => Span): Game => {
  const root = cloneNode(g.root, (n) => mapNodeSource(n, span));
  const source: GameSource | undefined = g.source && mapGameSource(g.source, span);
  return { headers: g.headers, startFen: g.startFen, root, ...(source ? { source } : {}) };
};
