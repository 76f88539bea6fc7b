/**
 * PGN reader for xiangqi: several games per file, tags, `[Format]` (ICCS/WXF/Chinese, detected when absent),
 * `[FEN]`, nested variations, comments, NAGs, results and `[%eval]`/`[%pv]`/`[%nag]` commands, and the WXF
 * container (`FORMAT WXF` … `START{ … }END`). Builds the shared Game model with the source span of every
 * move. Never throws: a bad move ends its line with a located warning. Linear in the size of the text, with
 * every bound of formats/limits.ts answered by a located issue.
 *
 *   const r = readPgn(text); if (r.ok) r.value.games[0].root.children[0].source?.move
 */
import { START_FEN, parseFen } from '../../core/fen';
import { Notation, parseMove } from '../../core/notation';
import type { Position } from '../../core/position';
import { Result, err, ok } from '../../core/result';
import type { Move } from '../../core/types';
import { Game, GameIssue, GameNode, GameSource, NodeSource, Span, firstLineSpan, headerOf, newNode } from '../game';
import { READ_LIMITS } from '../limits';
import { cutComment, mergeEval, splitComment } from './annotations';
import { SanRankBase, looksLikeSan, parseSan } from './san';
import { Token, TokenStream, tokenize } from './tokens';
import { wxfStart } from './wxfContainer';

export interface PgnRead {
  readonly games: Game[];
  /** Every problem met, in reading order; `game` says which game it belongs to, if any. */
  readonly issues: GameIssue[];
}

/** The notation a [Format] tag's value names, if any. */
export const notationOfTag = (v: string | undefined): Notation | undefined => {
  const s = (v ?? '').trim().toLowerCase();
  if (s === 'iccs' || s === 'ucci') return 'iccs';
  if (s === 'wxf') return 'wxf';
  if (s === 'chinese' || s === 'zh') return 'zh';
  return undefined;
};

/** How a game's moves are read: a notation, or WinBoard (ranks 0–9) / pychess (ranks 1–10) SAN. */
type Reading = Notation | 'san0' | 'san1' | undefined;

const readMove = (pos: Position, text: string, reading: Reading): Result<Move, { code: string; message: string; candidates?: readonly Move[] }> =>
  reading === 'san0' || reading === 'san1' ? parseSan(pos, text, Number(reading.slice(3)) as SanRankBase) : parseMove(pos, text, reading);

const issueAt = (code: string, message: string, t: { start: number; end: number; place: { line: number; column: number } }, game?: number, cause?: string): GameIssue => ({
  code,
  message,
  place: t.place,
  span: { start: t.start, end: t.end },
  ...(game !== undefined ? { game } : {}),
  ...(cause !== undefined ? { cause } : {}),
});

/** Reads every game of a PGN text. Fails only when the text holds no game at all (or is too big to read). */
export const readPgn = (text: string): Result<PgnRead, GameIssue> => {
  if (text.length > READ_LIMITS.maxChars) return err(tooBig(text));
  return pgnResult(text, readPgnGames(text));
};

/** The issue of a text over READ_LIMITS.maxChars, which is not read at all. */
export const tooBig = (text: string): GameIssue => ({
  code: 'ERR_PGN_TOO_BIG',
  message: `file has ${text.length} characters; the limit is ${READ_LIMITS.maxChars}`,
  place: { line: 1, column: 1 },
  span: firstLineSpan(text),
});

/** A stretch of a text and the line and column (1-based) where it starts. */
export interface TextRange {
  readonly start: number;
  readonly end: number;
  readonly line: number;
  readonly column: number;
}

/**
 * The games and issues of `text`, or of the stretch `range` of it (spans still count in the whole text);
 * never fails, an empty answer included. Without a range a WXF container (`START{ … }END`) is read too.
 * readPgn is this plus pgnResult; the document cache (formats/gameTextCache.ts) reads one game's stretch at a time.
 */
export const readPgnGames = (text: string, range?: TextRange): PgnRead => {
  const wxf = range ? null : wxfStart(text);
  let parser: Parser;
  if (range) parser = new Parser(new TokenStream(tokenize(text, range.start, range.end, range.line, range.column)), []);
  else if (wxf) {
    const headers: Array<[string, string]> = [];
    const spans: Record<string, Span> = {};
    const lineRe = /[^\r\n]*/g;
    for (let m = lineRe.exec(text); m && m.index < wxf.index; lineRe.lastIndex = m.index + m[0].length + 1, m = lineRe.exec(text)) {
      const h = /^(\s*)([A-Z_]+)[ \t]*(.*?)\s*$/.exec(m[0]);
      if (!h) continue;
      const key = WXF_KEYS[h[2]] ?? h[2];
      headers.push([key, h[3].replace(/;;;$/, '')]);
      spans[key] = { start: m.index + h[1].length, end: m.index + m[0].replace(/\s+$/, '').length };
    }
    const bodyStart = wxf.index + wxf[0].length;
    const before = text.slice(0, bodyStart);
    const line = before.split('\n').length;
    const column = before.length - before.lastIndexOf('\n');
    const endAt = text.indexOf('}END', wxf.index);
    parser = new Parser(new TokenStream(tokenize(text, bodyStart, endAt < 0 ? text.length : endAt, line, column)), headers, spans);
  } else parser = new Parser(new TokenStream(tokenize(text)), []);
  parser.run();
  return { games: parser.games, issues: parser.issues };
};

/** What readPgn answers for a read of `text`: the read, or why it holds no game. */
export const pgnResult = (text: string, read: PgnRead): Result<PgnRead, GameIssue> => {
  const { games, issues } = read;
  if (games.length === 0) {
    const why = issues.find((i) => i.code !== 'ERR_PGN_FEN') ?? issues[0];
    return err(
      why
        ? { ...why, code: why.code === 'ERR_PGN_FEN' ? why.code : 'ERR_NO_GAME', message: why.code === 'ERR_PGN_FEN' ? why.message : `no game found: ${why.message}` }
        : { code: 'ERR_NO_GAME', message: 'no game found (no tags and no moves)', place: { line: 1, column: 1 }, span: firstLineSpan(text) },
    );
  }
  return ok({ games, issues });
};

/** WXF container keys → PGN tag names. */
const WXF_KEYS: Record<string, string> = {
  FORMAT: 'Format', RED: 'Red', BLACK: 'Black', DATE: 'Date', EVENT: 'Event', RESULT: 'Result', FEN: 'FEN', SITE: 'Site', ROUND: 'Round',
};

/** Mutable source places while reading; frozen into NodeSource when the game ends. */
interface Place {
  moveStart: number;
  moveEnd: number;
  wholeStart: number;
  wholeEnd: number;
  variation?: Span;
  number?: Span;
  comments?: Span[];
  nags?: Span[];
}

interface Line {
  pos: Position;
  /** Where new moves go: the children list of the node (or root) the line continues from. */
  siblings: GameNode[];
  /** Last node played on this line, and the siblings list it sits in. */
  last?: GameNode;
  lastSiblings?: GameNode[];
  /** Comments met before the line's first move, and their tokens. */
  pendingComment?: string[];
  pendingSpans?: Span[];
  /** For a variation: where its `(` is, and its first move once played. */
  openAt?: number;
  first?: GameNode;
}

class Parser {
  readonly games: Game[] = [];
  readonly issues: GameIssue[] = [];
  private game: Game | undefined;
  private stack: Line[] = [];
  private reading: Reading;
  private state: 'tags' | 'moves' | 'skip' = 'tags';
  private nodes = 0;
  private headers: Array<[string, string]>;
  private headerSpans: Record<string, Span> = {};
  private gameStart = -1;
  private movesStart = -1;
  private lastEnd = 0;
  private result: Span | undefined;
  private places = new Map<GameNode, Place>();
  /** Start of a move number waiting for its move, and its span while nothing else follows it. */
  private numberAt = -1;
  private numberSpan: Span | undefined;
  private rootComments: Span[] = [];
  private merged = false;
  /** Moves the look-ahead may read in this file, so a file full of ambiguous moves cannot take exponential time. */
  private readonly lookAheadBudget = { left: LOOKAHEAD_BUDGET };
  private tooMany = false;
  /** The last tag read, while the game has no moves yet. */
  private lastTag: Token | undefined;

  constructor(
    private readonly tokens: TokenStream,
    private readonly preset: Array<[string, string]>,
    private readonly presetSpans: Record<string, Span> = {},
  ) {
    this.headers = [...preset];
    this.headerSpans = { ...presetSpans };
  }

  run(): void {
    const s = this.tokens;
    for (let ti = 0; ; ti++) {
      const t = s.at(ti);
      if (!t) break;
      s.release(ti);
      if (this.games.length >= READ_LIMITS.maxGames) {
        if (!this.tooMany) this.issues.push(issueAt('ERR_PGN_TOO_MANY_GAMES', `more than ${READ_LIMITS.maxGames} games; the rest of the file is not read`, t));
        this.tooMany = true;
        break;
      }
      this.token(t, ti);
    }
    if (this.lastTag) this.keepTagsOnly(this.lastTag);
    this.finish('tags');
  }

  /** Closes a game of tags alone (at the next game's tags or the end) as a game with no moves; `at` places a bad [FEN]. */
  private keepTagsOnly(at: Token): void {
    if (this.state !== 'tags' || this.game || this.headers.length === this.preset.length) return;
    const fen = this.headers.find(([k]) => k.toLowerCase() === 'fen')?.[1]?.trim() || START_FEN;
    const p = parseFen(fen);
    if (!p.ok) {
      const span = this.spanOfHeader('fen') ?? { start: at.start, end: at.end };
      this.issues.push({ code: 'ERR_PGN_FEN', message: `bad [FEN] "${fen}": ${p.error.message}`, place: at.place, span, cause: p.error.code });
      this.reset('tags');
      return;
    }
    const headers: Record<string, string> = {};
    for (const [k, v] of this.headers) headers[k] = v;
    this.game = { headers, startFen: fen, root: newNode() };
    this.movesStart = this.lastEnd;
    this.finish('tags');
  }

  private token(t: Token, ti: number): void {
    // a line opening with '[' that is no `[Name "value"]` tag: said where it is, and read past
    if (t.kind === 'symbol' && t.text.startsWith('[')) {
      this.issue('ERR_PGN_TAG', `unreadable tag ${JSON.stringify(t.text.slice(0, 60))}`, t);
      return;
    }
    if (t.kind === 'tag') {
      if (this.state !== 'tags') this.finish('tags');
      // a tag the game already has starts the next game: the one before was tags alone (no moves, no result)
      else if (this.headers.slice(this.preset.length).some(([k]) => k.toLowerCase() === (t.name ?? '').toLowerCase())) this.keepTagsOnly(t);
      if (this.gameStart < 0) this.gameStart = t.start;
      this.lastTag = t;
      this.headers.push([t.name ?? '', t.value ?? '']);
      this.headerSpans[t.name ?? ''] = { start: t.start, end: t.end };
      this.lastEnd = t.end;
      return;
    }
    if (this.game) this.lastEnd = t.end;
    if (this.state === 'skip') return;
    if (this.state === 'tags') {
      if (t.kind === 'result' && this.headers.length === this.preset.length) return;
      if (!this.start(t, ti)) return;
    }
    const g = this.game as Game;
    const line = this.stack[this.stack.length - 1];
    switch (t.kind) {
      case 'comment':
        return this.comment(g, line, t);
      case 'nag':
        this.numberSpan = undefined;
        if (line.last && t.nag !== undefined && t.nag >= 0 && t.nag < 256) {
          this.addNags(line.last, [t.nag], t);
          this.extend(line.last, t.end);
          this.note(line.last, 'nags', t);
        }
        return;
      case 'number':
        this.numberAt = t.start;
        this.numberSpan = { start: t.start, end: t.end };
        return;
      case 'result':
        if (this.stack.length === 1) {
          if (headerOf(g, 'Result') === undefined) g.headers.Result = t.text;
          this.result = { start: t.start, end: t.end };
          this.finish('skip');
        }
        return;
      case 'open':
        this.numberAt = -1;
        this.numberSpan = undefined;
        // the main line is the stack's first entry: this `(` opens variation number stack.length
        if (this.stack.length > READ_LIMITS.maxDepth) return this.stop(t, 'ERR_PGN_DEPTH', `variations nested deeper than ${READ_LIMITS.maxDepth}`);
        if (!line.last || !line.lastSiblings) return this.stop(t, 'ERR_PGN_VARIATION', 'a variation must follow a move');
        {
          const pos = line.pos.clone();
          pos.undo();
          this.stack.push({ pos, siblings: line.lastSiblings, openAt: t.start });
        }
        return;
      case 'close':
        this.numberAt = -1;
        this.numberSpan = undefined;
        if (this.stack.length === 1) return this.stop(t, 'ERR_PGN_VARIATION', "')' without a matching '('");
        {
          const v = this.stack.pop() as Line;
          const p = v.first && this.places.get(v.first);
          if (p && v.openAt !== undefined) p.variation = { start: v.openAt, end: t.end };
        }
        return;
      case 'symbol':
        return this.move(line, t, ti);
      default:
        return;
    }
  }

  private comment(g: Game, line: Line, t: Token): void {
    // the bound is on the text a person wrote: engine commands are lifted first, so a comment cut to the bound and
    // written back with its commands reads back the same
    const parts = cutComment(splitComment(t.text), (n) => this.issue('WARN_PGN_COMMENT', `a comment of ${n} characters is cut to ${READ_LIMITS.maxCommentChars}`, t));
    const target = line.last;
    this.numberSpan = undefined;
    if (target) {
      if (parts.text) target.comments.push(parts.text);
      if (parts.eval) target.eval = mergeEval(target.eval, parts.eval);
      if (parts.nags) this.addNags(target, parts.nags, t);
      this.extend(target, t.end);
      this.note(target, 'comments', t);
    } else if (this.stack.length === 1) {
      if (parts.text) g.root.comments.push(parts.text);
      this.rootComments.push({ start: t.start, end: t.end });
    } else {
      if (parts.text) line.pendingComment = [...(line.pendingComment ?? []), parts.text];
      line.pendingSpans = [...(line.pendingSpans ?? []), { start: t.start, end: t.end }];
    }
  }

  /** Records the token of a comment or NAG read into `node`, so an editor can replace just that. */
  private note(node: GameNode, kind: 'comments' | 'nags', t: Token): void {
    const p = this.places.get(node);
    if (p) (p[kind] ??= []).push({ start: t.start, end: t.end });
  }

  /** Nodes already warned about for too many NAGs: one warning a move, however many follow. */
  private readonly tooManyNags = new WeakSet<GameNode>();

  private addNags(node: GameNode, nags: readonly number[], t: Token): void {
    for (const n of nags) {
      if (node.nags.length >= READ_LIMITS.maxNags) {
        if (!this.tooManyNags.has(node)) this.issue('WARN_PGN_NAGS', `more than ${READ_LIMITS.maxNags} NAGs on one move; the rest are dropped`, t);
        this.tooManyNags.add(node);
        return;
      }
      node.nags.push(n);
    }
  }

  private move(line: Line, t: Token, ti: number): void {
    if (++this.nodes > READ_LIMITS.maxNodes) return this.stop(t, 'ERR_PGN_TOO_BIG', `more than ${READ_LIMITS.maxNodes} moves`);
    let r = readMove(line.pos, t.text, this.reading);
    if (!r.ok && r.error.candidates) {
      const pick = this.lookAheadBudget.left > 0 ? lookAhead(line.pos, r.error.candidates, this.tokens, ti + 1, this.reading, this.lookAheadBudget) : undefined;
      if (pick !== undefined) r = { ok: true, value: pick };
    }
    if (!r.ok) {
      this.issues.push(issueAt('ERR_PGN_MOVE', `cannot play "${t.text}": ${r.error.message}`, t, this.games.length, r.error.code));
      this.state = 'skip';
      return;
    }
    const move = r.value;
    const existing = line.siblings.find((n) => n.move === move);
    const node = existing ?? newNode(move);
    if (!existing) {
      line.siblings.push(node);
      const wholeStart = this.numberAt >= 0 ? this.numberAt : t.start;
      this.places.set(node, { moveStart: t.start, moveEnd: t.end, wholeStart, wholeEnd: t.end, ...(this.numberSpan ? { number: this.numberSpan } : {}) });
    } else this.merged = true;
    this.numberAt = -1;
    this.numberSpan = undefined;
    if (line.pendingComment) {
      // concat, not unshift(...): the pending comments are as many as the text holds
      node.comments = line.pendingComment.concat(node.comments);
      line.pendingComment = undefined;
    }
    if (line.pendingSpans) {
      const p = this.places.get(node);
      if (p) p.comments = [...line.pendingSpans, ...(p.comments ?? [])];
      line.pendingSpans = undefined;
    }
    if (line.openAt !== undefined && !line.first && !existing) line.first = node;
    line.pos.play(move);
    line.last = node;
    line.lastSiblings = line.siblings;
    line.siblings = node.children;
  }

  /** Where the header `name` (any case) was written, if it was. */
  private spanOfHeader(name: string): Span | undefined {
    for (const k of Object.keys(this.headerSpans)) if (k.toLowerCase() === name) return this.headerSpans[k];
    return undefined;
  }

  private extend(node: GameNode, end: number): void {
    const p = this.places.get(node);
    if (p) p.wholeEnd = end;
  }

  private start(t: Token, ti: number): boolean {
    const fenTag = this.headers.find(([k]) => k.toLowerCase() === 'fen')?.[1]?.trim();
    const fen = fenTag || START_FEN;
    const p = parseFen(fen);
    if (!p.ok) {
      // the tag itself; the move it stopped at when the tag's place is unknown
      const span = this.spanOfHeader('fen') ?? { start: t.start, end: t.end };
      this.issues.push({ code: 'ERR_PGN_FEN', message: `bad [FEN] "${fen}": ${p.error.message}`, place: t.place, span, cause: p.error.code });
      this.reset('skip');
      return false;
    }
    const formatTag = this.headers.find(([k]) => k.toLowerCase() === 'format')?.[1];
    const tagged = notationOfTag(formatTag);
    if (formatTag !== undefined && formatTag.trim() !== '' && !tagged) {
      const span = this.spanOfHeader('format') ?? { start: t.start, end: t.end };
      this.issues.push({ code: 'WARN_PGN_FORMAT', message: `unknown [Format "${formatTag}"]; the notation is guessed from the moves`, place: t.place, span, game: this.games.length });
    }
    this.reading = tagged ?? chooseReading(p.value, this.tokens, ti);
    if (this.gameStart < 0) this.gameStart = t.start;
    this.movesStart = t.start;
    this.lastEnd = t.end;
    const headers: Record<string, string> = {};
    for (const [k, v] of this.headers) headers[k] = v;
    this.game = { headers, startFen: fen, root: newNode() };
    this.stack = [{ pos: p.value, siblings: this.game.root.children }];
    this.state = 'moves';
    return true;
  }

  /** Ends this game's reading at `t` with a located issue; the game keeps what came before. */
  private stop(t: Token, code: string, message: string): void {
    this.issue(code, message, t);
    this.state = 'skip';
  }

  private issue(code: string, message: string, t: Token): void {
    this.issues.push(issueAt(code, message, t, this.game ? this.games.length : undefined));
  }

  /** Closes the current game (a game is something with tags or moves; nothing else is kept) and prepares for the next. */
  private finish(next: 'tags' | 'skip'): void {
    const g = this.game;
    if (g) {
      // a comment alone is no game: random bytes holding a '{' would read as one
      // (tags read, not the Result a closing `*` fills in)
      const kept = this.headers.length > this.preset.length || g.root.children.length > 0;
      if (kept) {
        for (const [node, p] of this.places) {
          const source: NodeSource = {
            move: { start: p.moveStart, end: p.moveEnd },
            whole: { start: p.wholeStart, end: p.wholeEnd },
            ...(p.variation ? { variation: p.variation } : {}),
            ...(p.number ? { number: p.number } : {}),
            ...(p.comments ? { comments: p.comments } : {}),
            ...(p.nags ? { nags: p.nags } : {}),
          };
          node.source = source;
        }
        const end = this.result?.end ?? this.lastEnd;
        const source: GameSource = {
          whole: { start: this.gameStart, end },
          headers: this.headerSpans,
          moves: { start: this.movesStart, end },
          ...(this.result ? { result: this.result } : {}),
          ...(this.rootComments.length ? { comments: this.rootComments } : {}),
          ...(this.reading ? { notation: this.reading } : {}),
          ...(this.merged ? { merged: true } : {}),
        };
        g.source = source;
        this.games.push(g);
      } else {
        // an empty game's issues explain why nothing was read; they stay, without a game to point at
        for (let i = 0; i < this.issues.length; i++) {
          const x = this.issues[i];
          if (x.game === this.games.length) {
            const { game: _, ...rest } = x;
            this.issues[i] = rest;
          }
        }
      }
    }
    this.reset(next);
  }

  private reset(next: 'tags' | 'skip'): void {
    this.game = undefined;
    this.stack = [];
    this.headers = [];
    this.headerSpans = {};
    this.places = new Map();
    this.gameStart = -1;
    this.movesStart = -1;
    this.result = undefined;
    this.numberAt = -1;
    this.numberSpan = undefined;
    this.rootComments = [];
    this.merged = false;
    this.reading = undefined;
    this.lastTag = undefined;
    this.state = next;
  }
}

/** Main-line plies that read from `pos` with `reading`, up to the next tag or result (variations skipped). */
const mainReach = (pos: Position, s: TokenStream, from: number, reading: Reading): number => {
  const p = pos.clone();
  let depth = 0;
  let n = 0;
  for (let i = from; ; i++) {
    const t = s.at(i);
    if (!t || t.kind === 'tag' || (t.kind === 'result' && depth === 0)) break;
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
const chooseReading = (pos: Position, s: TokenStream, from: number): Reading => {
  let first: Token | undefined;
  for (let i = from; i < from + READ_LIMITS.maxLookAheadTokens; i++) {
    const t = s.at(i);
    if (!t) break;
    if (t.kind === 'symbol' || t.kind === 'tag' || t.kind === 'result') {
      first = t;
      break;
    }
  }
  if (!first || first.kind !== 'symbol' || !looksLikeSan(first.text) || parseMove(pos, first.text).ok) return undefined;
  return mainReach(pos, s, from, 'san1') > mainReach(pos, s, from, 'san0') ? 'san1' : 'san0';
};

/** How far a reading of an ambiguous move is tested against the moves that follow it. */
const LOOKAHEAD_PLIES = 12;
const LOOKAHEAD_BUDGET = 100_000;

/**
 * Some writers leave moves ambiguous (WXF `P3+1` with two pawns on the file). Keep the one candidate after
 * which the following moves of the same line read furthest; undefined when no single one does.
 */
const lookAhead = (pos: Position, candidates: readonly Move[], s: TokenStream, from: number, reading: Reading, budget: { left: number }): Move | undefined => {
  let best: Move | undefined;
  let bestReach = -1;
  let tie = false;
  for (const c of candidates) {
    const p = pos.clone();
    p.play(c);
    const reach = reachFrom(p, s, from, reading, LOOKAHEAD_PLIES, budget);
    if (reach > bestReach) {
      best = c;
      bestReach = reach;
      tie = false;
    } else if (reach === bestReach) tie = true;
  }
  return tie ? undefined : best;
};

/** How many of the next `plies` moves read legally from `pos`, trying every reading of ambiguous ones. */
const reachFrom = (pos: Position, s: TokenStream, from: number, reading: Reading, plies: number, spend: { left: number }): number => {
  for (let i = from; plies > 0; i++) {
    const t = s.at(i);
    if (!t) break;
    if (t.kind === 'comment' || t.kind === 'nag' || t.kind === 'number') continue;
    if (t.kind !== 'symbol') return LOOKAHEAD_PLIES;
    if (--spend.left < 0) return 0;
    const r = readMove(pos, t.text, reading);
    if (r.ok) {
      pos.play(r.value);
      plies--;
      continue;
    }
    let most = 0;
    for (const c of r.error.candidates ?? []) {
      const p = pos.clone();
      p.play(c);
      most = Math.max(most, 1 + reachFrom(p, s, i + 1, reading, plies - 1, spend));
    }
    return LOOKAHEAD_PLIES - plies + most;
  }
  return LOOKAHEAD_PLIES;
};
