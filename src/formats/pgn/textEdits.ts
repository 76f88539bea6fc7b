/**
 * The PGN side of board → text sync: which tokens of a game's text a GameEdit changes, and the new text for
 * them. It works from the places the reader records (moves, numbers, comments, NAGs, variations, tags), and
 * writes new moves, notes and tags with the writer's own pieces so they read back as the model says. Edits that
 * reshape the tree (promote, reorder, a new main move, deleting a main move that has variations) rewrite the
 * game's move text instead. The caller (formats/textSync.ts) checks the result by reading it back.
 *
 *   const r = planPgnEdits({ text, read, gameIndex, game, after, edit, lineBreak: '\n' }); // r.value.edits
 */
import { START_FEN, parseFen } from '../../core/fen';
import { Notation, detectNotation, parseIccs } from '../../core/notation';
import { Result, err, ok } from '../../core/result';
import { RED } from '../../core/types';
import type { EditError, GameEdit } from '../edit';
import { Game, GameNode, NodePath, NodeSource, Span, nodeAt, positionAt } from '../game';
import type { ReadGames } from '../read';
import { EditBuilder, TextEdit } from '../text/edits';
import { notationOfTag } from './reader';
import { NAG_GLYPHS, tokenize } from './tokens';
import { wxfStart } from './wxfContainer';
import { MoveStyle, commentWords, lineWords, moveTextWords, moveWriter, nagWords, numberWord, startFullOf, tagText, wrapWords } from './writer';

export interface PgnEditInput {
  readonly text: string;
  readonly read: ReadGames;
  readonly gameIndex: number;
  /** The game as read (with its source places), and what the edit makes of it. */
  readonly game: Game;
  readonly after: Game;
  readonly edit: GameEdit;
  readonly lineBreak: string;
  /** Notation for the first moves of a game that has none and no [Format] tag. */
  readonly notation?: Notation;
}

/** How the plan was made: `minimal` edits touch the tokens the edit is about; a `rewrite` replaced the move text. */
export interface PgnPlan {
  readonly edits: TextEdit[];
  readonly minimal: boolean;
}

type Planned = Result<PgnPlan, EditError>;

const unsupported = (message: string): Planned => err({ code: 'ERR_EDIT_UNSUPPORTED', message });
const badValue = (message: string): Planned => err({ code: 'ERR_EDIT_VALUE', message });

/** A WXF file keeps its headers in a block of `KEY value` lines before `START{`. */
const RESULT = /^(1-0|0-1|1\/2-1\/2|\*)$/;

/** The region of the text that belongs to game `i`: from its start to the next game's. */
export const gameRegion = (text: string, read: ReadGames, i: number): Span => {
  if (read.format === 'pgn' && wxfStart(text) !== null) return { start: 0, end: text.length };
  const src = read.games[i].source;
  const next = read.games[i + 1]?.source;
  return { start: src?.whole.start ?? 0, end: next ? next.whole.start : text.length };
};

class Planner {
  readonly b: EditBuilder;
  readonly src: NonNullable<Game['source']>;
  readonly style: MoveStyle;
  readonly startFull: number;
  readonly blackFirst: boolean;

  constructor(readonly input: PgnEditInput) {
    const { text, read, gameIndex, game, lineBreak } = input;
    this.src = game.source!;
    const lineComments = new Set<number>();
    const noteEnds = (spans: readonly Span[] | undefined): void => {
      for (const s of spans ?? []) if (text[s.start] === ';') lineComments.add(s.end);
    };
    noteEnds(this.src.comments);
    walk(game.root, (n) => noteEnds(n.source?.comments));
    this.b = new EditBuilder(text, gameRegion(text, read, gameIndex), lineBreak, lineComments);
    this.style = styleOf(input);
    this.startFull = startFullOf(game.startFen);
    const p = parseFen(game.startFen);
    this.blackFirst = p.ok && p.value.turn !== RED;
  }

  get text(): string {
    return this.input.text;
  }

  done(minimal = true): Planned {
    return ok({ edits: this.b.edits(), minimal });
  }

  /** The whole move text written again by the writer in `style` (the result token stays as it is). */
  rewrite(style: MoveStyle = this.style): Planned {
    const words = moveTextWords(this.input.after, moveWriter(style));
    if (!words) return unsupported('the game has no valid start position');
    let body = wrapWords(words, 80, style === 'zh').join(this.input.lineBreak);
    const { moves, result } = this.src;
    // tags alone do not make a PGN game: one left without moves keeps (or gets) its result token
    if (!body && !result) {
      const value = this.input.after.headers.Result;
      if (value === undefined || !RESULT.test(value)) return unsupported('a PGN game needs a move or a result; set its Result first');
      body = value;
    }
    this.b.replace(moves.start, result ? result.start : moves.end, body && result ? `${body} ` : body);
    return this.done(false);
  }

  /** Whether the move played from a position `depth` plies into the game is Red's. */
  redAt(depth: number): boolean {
    return (depth + (this.blackFirst ? 1 : 0)) % 2 === 0;
  }

  numberBefore(path: NodePath): string | undefined {
    const pos = positionAt(this.input.game, path);
    return pos.ok ? numberWord(pos.value, true, this.startFull) : undefined;
  }
}

/**
 * The notation a game read from `text` writes its moves in: its [Format] tag's, else its first move's;
 * undefined for a game without moves or places (new moves then follow the caller's notation).
 */
export const gameMoveStyle = (game: Game, text: string): MoveStyle | undefined => {
  if (game.source?.notation) return game.source.notation;
  const first = game.root.children[0]?.source?.move;
  return first ? detectNotation(text.slice(first.start, first.end)) : undefined;
};

/** The notation the game's moves are written in, which new moves follow. */
const styleOf = (input: PgnEditInput): MoveStyle => {
  const own = gameMoveStyle(input.game, input.text);
  if (own) return own;
  if (input.notation) return input.notation;
  return detectNotation(input.text) === 'zh' ? 'zh' : 'wxf';
};

const walk = (root: GameNode, visit: (n: GameNode) => void): void => {
  const stack = [...root.children];
  while (stack.length) {
    const n = stack.pop()!;
    visit(n);
    for (const c of n.children) stack.push(c);
  }
};

/** Plans the text edits for one edit of one PGN game. `after` must be `game` with the edit applied (and changed). */
export const planPgnEdits = (input: PgnEditInput, rewrite = false): Planned => {
  const { game, after, edit, read, gameIndex } = input;
  if (!game.source) return unsupported('this game was not read from text');
  // a game of neither tags nor moves is not read back (a comment alone is no game): it would vanish from the file
  // (a WXF file's headers do not keep it)
  if (after.root.children.length === 0 && (Object.keys(after.headers).length === 0 || wxfStart(input.text) !== null))
    return unsupported('a game needs a move to stay in this file; delete the game in the text instead');
  const p = new Planner(input);
  const emptied = after.root.children.length === 0 && after.root.comments.length === 0;
  const stopped = read.issues.find((i) => i.game === gameIndex && i.code.startsWith('ERR_'));
  const structural = edit.type === 'addMoves' || edit.type === 'insert' || edit.type === 'delete' || edit.type === 'promote' || edit.type === 'reorder';
  // text after the error is not part of the game: moving moves about it, or writing the moves again, would lose or misplace it
  if (stopped && (structural || ((rewrite || emptied) && edit.type !== 'setHeader')))
    return unsupported(`this game stops at an error (${stopped.message}); fix the text there first`);
  if (edit.type === 'setEval' && edit.at.length === 0) return unsupported('PGN has no place for an engine note before the first move');
  if ((rewrite || emptied) && edit.type !== 'setHeader') return p.rewrite();
  switch (edit.type) {
    case 'setHeader':
      return headerEdits(p, edit.name, edit.value, edit.index);
    case 'setComments':
    case 'setEval':
      return noteEdits(p, edit.at);
    case 'setNags':
      return nagEdits(p, edit.at);
    case 'addMoves': {
      const where = branchPoint(game, edit.at, edit.moves, edit.index);
      return (where && !game.source.merged && placeSubtree(p, where.parent, where.index)) || p.rewrite();
    }
    case 'insert':
      return (!game.source.merged && placeSubtree(p, edit.at, edit.index)) || p.rewrite();
    case 'delete':
      return (!game.source.merged && deleteEdits(p, edit.at)) || p.rewrite();
    case 'promote':
    case 'reorder':
      return p.rewrite();
  }
};

/** Where addMoves puts its first new move, found as applyEdit finds it: the path of the node it hangs from, and its place there. */
const branchPoint = (game: Game, at: NodePath, moves: readonly string[], index: number | undefined): { parent: NodePath; index: number } | undefined => {
  const pos = positionAt(game, at);
  let node: GameNode | undefined = nodeAt(game, at);
  if (!pos.ok || !node) return undefined;
  const path = [...at];
  for (const text of moves) {
    const m = parseIccs(pos.value, text);
    if (!m.ok) return undefined;
    const i: number = node.children.findIndex((c) => c.move === m.value);
    if (i < 0) return { parent: path, index: index ?? node.children.length };
    node = node.children[i];
    path.push(i);
    pos.value.play(m.value);
  }
  return undefined;
};

/** The end of a node's block: its notes, and, for a main continuation, the variations written after it. */
const tailOf = (siblings: readonly GameNode[], i: number): number => {
  let end = siblings[i].source!.whole.end;
  // a variation may sit inside another (an alternative written in the middle of one): take the furthest
  if (i === 0) for (const v of siblings) end = Math.max(end, v.source?.variation?.end ?? end);
  return end;
};

/** Whether anything but NAGs is written between a node's move and what comes after its block. */
const needsNumberAfter = (siblings: readonly GameNode[], i: number): boolean => {
  const s = siblings[i].source!;
  return (i === 0 && siblings.length > 1) || (s.comments ?? []).some((c) => c.start > s.move.start);
};

/** Joins words as PGN writes them inline: `(` and `)` hug the moves; `breakAt` starts a line before a word at depth 0. */
const joinWords = (words: readonly string[], lineBreak: string, breakAt?: (w: string) => boolean): string => {
  let out = '';
  let depth = 0;
  for (const w of words) {
    if (!out || out.endsWith('(') || w === ')') out += w;
    else out += (depth === 0 && breakAt?.(w) ? lineBreak : ' ') + w;
    if (w === '(') depth++;
    else if (w === ')') depth--;
  }
  return out;
};

const RED_NUMBER = /^\d+\.$/;

/**
 * Writes the subtree that the edit put at child `index` of the node at `parentPath`: at the end of its line when
 * that node had no continuation, else as a variation in index order. Undefined when only a rewrite can do it.
 */
const placeSubtree = (p: Planner, parentPath: NodePath, index: number): Planned | undefined => {
  const { game, after, lineBreak } = p.input;
  const parent = nodeAt(game, parentPath);
  const branch = nodeAt(after, [...parentPath, index]);
  const pos = positionAt(after, parentPath);
  if (!parent || !branch || !pos.ok) return undefined;
  const write = moveWriter(p.style);
  const kids = parent.children;
  if (kids.length === 0) {
    if (parentPath.length === 0) {
      const words = lineWords(pos.value, [branch], write, true, p.startFull);
      const body = joinWords(words, lineBreak);
      const { moves, result, comments } = p.src;
      if (result) p.b.insertBefore(result.start, body);
      else if (comments?.length) p.b.insertAfter(comments[comments.length - 1].end, body);
      else p.b.insertAfter(moves.end, body);
      return p.done();
    }
    const siblings = nodeAt(game, parentPath.slice(0, -1))!.children;
    const i = parentPath[parentPath.length - 1];
    const words = lineWords(pos.value, [branch], write, needsNumberAfter(siblings, i), p.startFull);
    const perMove = parentPath.every((k) => k === 0) && perMoveLayout(p, parentPath);
    const body = joinWords(words, lineBreak, perMove ? (w) => RED_NUMBER.test(w) : undefined);
    p.b.insertAfter(tailOf(siblings, i), body, perMove && RED_NUMBER.test(words[0]));
    return p.done();
  }
  if (index === 0) return undefined;
  const variation = `(${joinWords(lineWords(pos.value, [branch], write, true, p.startFull), lineBreak)})`;
  if (index < kids.length) {
    const at = kids[index].source?.variation;
    if (!at) return undefined;
    p.b.insertBefore(at.start, variation);
    return p.done();
  }
  p.b.insertAfter(tailOf(kids, 0), variation);
  // the main line resumes after a variation: a Black move there takes its number
  const next = kids[0].children[0]?.source;
  if (next && !next.number && next.whole.start === next.move.start && !p.redAt(parentPath.length + 1)) {
    const number = p.numberBefore([...parentPath, 0]);
    if (number) p.b.insertBefore(next.move.start, number);
  }
  return p.done();
};

/** Whether the main line up to the node at `path` starts a line with each Red move, as xqbase lays Chinese games out. */
const perMoveLayout = (p: Planner, path: NodePath): boolean => {
  const nodes: GameNode[] = [];
  let n: GameNode | undefined = p.input.game.root;
  for (const k of path) {
    n = n?.children[k];
    if (n) nodes.push(n);
  }
  const reds = nodes.filter((_, d) => p.redAt(d)).slice(-2);
  const starts = reds.map((x) => x.source?.number && startsLine(p.text, x.source.number.start));
  if (reds.length === 2) return starts.every(Boolean);
  return reds.length === 1 && !!starts[0] && p.style === 'zh';
};

const startsLine = (text: string, at: number): boolean => {
  let i = at;
  while (i > 0 && (text[i - 1] === ' ' || text[i - 1] === '\t')) i--;
  return i === 0 || text[i - 1] === '\n';
};

/** Deletes a variation (its parentheses and contents), or a main continuation with no alternatives to the end of its line. */
const deleteEdits = (p: Planner, at: NodePath): Planned | undefined => {
  const { game } = p.input;
  const parent = nodeAt(game, at.slice(0, -1));
  const i = at[at.length - 1];
  const node = parent?.children[i];
  if (!parent || !node?.source) return undefined;
  if (i > 0) {
    const v = node.source.variation;
    // an alternative to this variation's first move written inside its parentheses would go with it
    if (!v || parent.children.some((c, k) => k !== i && c.source && c.source.move.start > v.start && c.source.move.start < v.end)) return undefined;
    p.b.remove(v.start, v.end);
    return p.done();
  }
  if (parent.children.length > 1) return undefined;
  let siblings = parent.children;
  let last = node;
  while (last.children.length) {
    siblings = last.children;
    last = last.children[0];
  }
  p.b.remove(node.source.number?.start ?? node.source.move.start, tailOf(siblings, 0));
  return p.done();
};

/** The text of a brace or `;` comment token. */
const tokenText = (text: string, s: Span): string => text.slice(s.start, s.end);
const carriesNags = (text: string, spans: readonly Span[] | undefined): boolean => (spans ?? []).some((s) => /\[%nag\s/.test(tokenText(text, s)));

/** Replaces the comment tokens of the node at `at` (its comments and engine note live there). */
const noteEdits = (p: Planner, at: NodePath): Planned => {
  const { game, after, text } = p.input;
  const node = nodeAt(game, at)!;
  const twin = nodeAt(after, at)!;
  if (at.length === 0) {
    const words = commentWords({ comments: twin.comments }).join(' ');
    replaceTokens(p, p.src.comments ?? [], words, () => p.b.insertBefore(p.src.moves.start, words));
    return p.done();
  }
  const src = node.source;
  if (!src) return p.rewrite();
  if (twin.eval && twin.eval.depth !== undefined && !twin.eval.score) return badValue('PGN writes a depth only with its score');
  if (carriesNags(text, src.comments)) return rewriteNotes(p, node, twin);
  const words = commentWords(twin).join(' ');
  const before = (src.comments ?? []).filter((s) => s.start < src.move.start);
  const behind = (src.comments ?? []).filter((s) => s.start > src.move.start);
  for (const s of before) p.b.remove(s.start, s.end);
  replaceTokens(p, behind, words, () => p.b.insertAfter(bareEnd(src), words));
  // a Black move right after a new comment takes its number
  const next = node.children[0]?.source;
  if (behind.length === 0 && words && next && !next.number && next.whole.start === next.move.start && !p.redAt(at.length)) {
    const number = p.numberBefore(at);
    if (number) p.b.insertBefore(next.move.start, number);
  }
  return p.done();
};

/** The end of a move and the NAGs written right after it. */
const bareEnd = (src: NodeSource): number => Math.max(src.move.end, ...(src.nags ?? []).map((s) => s.end));

/** Puts `words` in place of the first token and deletes the others; with no token, `insert` places them. */
const replaceTokens = (p: Planner, spans: readonly Span[], words: string, insert: () => void): void => {
  if (spans.length === 0) {
    if (words) insert();
    return;
  }
  const [first, ...rest] = spans;
  if (words) p.b.replace(first.start, first.end, words);
  else p.b.remove(first.start, first.end);
  for (const s of rest) p.b.remove(s.start, s.end);
};

/** NAGs and comments of one move written again together, right after the move (when comments carry `[%nag]`). */
const rewriteNotes = (p: Planner, node: GameNode, twin: GameNode): Planned => {
  const src = node.source!;
  for (const s of [...(src.nags ?? []), ...(src.comments ?? [])]) p.b.remove(s.start, s.end);
  const words = [...nagWords(twin.nags), ...commentWords(twin)];
  if (words.length) p.b.insertAfter(src.move.end, words.join(' '));
  return p.done();
};

/** Replaces the NAG tokens of the node at `at`. */
const nagEdits = (p: Planner, at: NodePath): Planned => {
  const { game, after, text } = p.input;
  const node = nodeAt(game, at)!;
  const twin = nodeAt(after, at)!;
  const src = node.source;
  if (!src) return p.rewrite();
  if (carriesNags(text, src.comments)) return rewriteNotes(p, node, twin);
  const spans = src.nags ?? [];
  if (spans.length === 0) {
    p.b.insertAfter(src.move.end, nagWords(twin.nags).join(' '));
    return p.done();
  }
  const [first, ...rest] = spans;
  const glyph = text[first.start] !== '$' && twin.nags.length === 1 && NAG_GLYPHS[twin.nags[0]];
  if (glyph) p.b.replace(first.start, first.end, glyph);
  else if (twin.nags.length === 0) p.b.remove(first.start, first.end);
  else {
    const pad = (c: string | undefined, edge: string): string => (c === undefined || /\s/.test(c) || c === edge ? '' : ' ');
    p.b.replace(first.start, first.end, pad(text[first.start - 1], '(') + nagWords(twin.nags).join(' ') + pad(text[first.end], ')'));
  }
  for (const s of rest) p.b.remove(s.start, s.end);
  return p.done();
};

interface TagPlace {
  readonly name: string;
  readonly span: Span;
  /** For a WXF header line: where its value is written. */
  readonly value?: Span;
}

/** WXF header keys by PGN tag name (the reader's table, turned round). */
const WXF_KEY_OF: Record<string, string> = { Format: 'FORMAT', Red: 'RED', Black: 'BLACK', Date: 'DATE', Event: 'EVENT', Result: 'RESULT', FEN: 'FEN', Site: 'SITE', Round: 'ROUND' };
const WXF_NAME_OF: Record<string, string> = Object.fromEntries(Object.entries(WXF_KEY_OF).map(([k, v]) => [v, k]));

/** The game's tags (every one, repeats included), or a WXF file's header lines. */
const tagPlaces = (p: Planner): { places: TagPlace[]; wxf?: Span } => {
  const { text } = p.input;
  const wxf = wxfStart(text);
  if (wxf) {
    const places: TagPlace[] = [];
    const re = /^([ \t]*)([A-Z_]+)([ \t]*)(.*?)[ \t\r]*$/gm;
    for (let m = re.exec(text); m && m.index < wxf.index; m = re.exec(text)) {
      const start = m.index + m[1].length + m[2].length + m[3].length;
      const value = m[4].endsWith(';;;') ? m[4].slice(0, -3) : m[4];
      places.push({ name: WXF_NAME_OF[m[2]] ?? m[2], span: { start: m.index, end: m.index + m[0].replace(/[ \t\r]+$/, '').length }, value: { start, end: start + value.length } });
    }
    return { places, wxf: { start: wxf.index, end: wxf.index + wxf[0].length } };
  }
  const { whole, moves } = p.src;
  const places: TagPlace[] = [];
  for (const t of tokenize(text, whole.start, moves.start)) if (t.kind === 'tag') places.push({ name: t.name ?? '', span: { start: t.start, end: t.end } });
  return { places };
};

/** Sets, adds or removes a header: that tag's text (or a WXF header line) alone, with the result token when it is the Result. */
const headerEdits = (p: Planner, name: string, value: string | undefined, index: number | undefined): Planned => {
  const { game, after, text, lineBreak } = p.input;
  if (value !== undefined && /[\r\n]/.test(value)) return badValue('a header value is one line');
  const firstOf = (g: Game, key: string): string | undefined => Object.entries(g.headers).find(([k]) => k.toLowerCase() === key)?.[1];
  if (/^fen$/i.test(name) && (firstOf(after, 'fen')?.trim() || START_FEN) !== game.startFen)
    return unsupported('the start position is set by the [FEN] tag in the text; edit it there');
  const { places, wxf } = tagPlaces(p);
  const mine = places.filter((t) => t.name === name);
  if (wxf) {
    if (!WXF_KEY_OF[name] && !/^[A-Z_]+$/.test(name)) return unsupported(`a WXF file holds the headers ${Object.keys(WXF_KEY_OF).join(', ')}`);
    if (value !== undefined && (value !== value.trim() || value.endsWith(';;;'))) return badValue('a WXF header value cannot start or end with spaces');
    if (/^format$/i.test(name)) return unsupported('change the FORMAT line of a WXF file in the text');
  }
  // only tags tell where a game starts after another one's result
  if (value === undefined && !wxf && p.input.gameIndex > 0 && places.every((t) => t.name === name))
    return unsupported('a game after the first needs at least one header; set another before removing this one');
  if (value === undefined) for (const t of mine) p.b.remove(t.span.start, t.span.end);
  else if (mine.length) {
    const t = mine[mine.length - 1];
    if (t.value) p.b.replace(t.value.start, t.value.end, value);
    else p.b.replace(t.span.start, t.span.end, tagText(name, value));
  } else {
    const lineOf = (k: string, v: string): string => (wxf ? `${WXF_KEY_OF[k] ?? k}\t${v}` : tagText(k, v));
    const keys = Object.keys(game.headers);
    const before = index !== undefined && index < keys.length ? places.find((t) => t.name === keys[index]) : undefined;
    // a Result read from the result token comes after the tags; a header added after it needs it written as a tag first
    const result = game.headers.Result;
    const line =
      !before && name !== 'Result' && result !== undefined && !places.some((t) => t.name === 'Result') ? lineOf('Result', result) + lineBreak + lineOf(name, value) : lineOf(name, value);
    if (before) p.b.insertBefore(before.span.start, line, startsLine(text, before.span.start));
    else if (wxf) p.b.replace(wxf.start, wxf.start, line + lineBreak);
    else if (places.length) p.b.insertAfter(places[places.length - 1].span.end, line, true);
    else p.b.replace(p.src.whole.start, p.src.whole.start, line + lineBreak.repeat(2));
  }
  if (name === 'Result' && p.src.result) {
    const r = p.src.result;
    if (value === undefined && after.root.children.length === 0 && after.root.comments.length === 0) return unsupported('a PGN game needs a move or a result');
    // what follows a result is not read; without the result it would be
    if (value === undefined && /\S/.test(text.slice(r.end, p.b.region.end))) return unsupported('text follows the result and would be read as moves; set the Result to * instead');
    if (value === undefined) p.b.remove(r.start, r.end);
    else if (RESULT.test(value) && tokenText(text, r) !== value) p.b.replace(r.start, r.end, value);
  }
  // a new [Format] changes how the moves are read: write them in its notation
  const style = notationOfTag(firstOf(after, 'format'));
  if (/^format$/i.test(name) && style && style !== p.style) {
    return p.rewrite(style);
  }
  return p.done();
};
