/**
 * PGN tokenizer with places: every token knows its offsets in the text (UTF-16, end exclusive) and
 * its line and column (1-based), so a reader can say where a bad move sits and an editor can find
 * it. Tolerant: it never fails; unknown characters become symbols for the parser to judge. Tokens are
 * produced lazily and a `TokenStream` keeps only a window of them, so memory stays bounded whatever
 * the file holds.
 *
 *   const s = new TokenStream(tokenize('1. 炮二平五 {好} (1. 相三进五)'));
 *   for (let i = 0, t; (t = s.at(i)); i++) …
 */

export interface Place {
  readonly line: number;
  readonly column: number;
}

export type TokenKind =
  | 'tag' // [Name "value"]
  | 'comment' // { ... } or ; to end of line
  | 'open' // (
  | 'close' // )
  | 'nag' // $n or a glyph like !? (value holds the number)
  | 'number' // 12. or 12...
  | 'result' // 1-0 0-1 1/2-1/2 *
  | 'symbol'; // a move, or anything else

export interface Token {
  readonly kind: TokenKind;
  /** For a comment: its body, without braces. Otherwise the token as written. */
  readonly text: string;
  readonly start: number;
  readonly end: number;
  /** Tag name for 'tag'; NAG number for 'nag'. */
  readonly name?: string;
  readonly value?: string;
  readonly nag?: number;
  readonly place: Place;
}

/** Glyphs and their standard NAG numbers. */
export const GLYPH_NAGS: Readonly<Record<string, number>> = { '!': 1, '?': 2, '!!': 3, '??': 4, '!?': 5, '?!': 6 };
export const NAG_GLYPHS: readonly string[] = ['', '!', '?', '!!', '??', '!?', '?!'];

const RESULTS = new Set(['1-0', '0-1', '1/2-1/2', '*']);
/** What JavaScript's `\s` matches (ideographic space and BOM included), without a regex per character. */
const isSpace = (c: number): boolean =>
  c === 32 || (c >= 9 && c <= 13) || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) ||
  c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
const DELIMS = '{}()[];$';

/** A `[Name "value"]` (or `[Name value]`) tag at the start of `lineText`: [whole, name, raw value], or null. */
export const matchTag = (lineText: string): RegExpExecArray | null =>
  /^\[\s*([A-Za-z0-9_]+)\s*"((?:[^"\\]|\\.)*)"\s*\]/.exec(lineText) ?? /^\[\s*([A-Za-z0-9_]+)\s+([^\]]*)\]/.exec(lineText);

/** A tag's raw value as it was: `\\x` is `x`, but `\\n` and `\\r` are the line breaks our writer escapes (writer.ts). */
export const unescapeTag = (raw: string): string => raw.replace(/\\(.)/g, (_: string, c: string) => (c === 'n' ? '\n' : c === 'r' ? '\r' : c));

/** Splits `text` (from `start` to `end`) into tokens; `line`/`column` give the place of `start`. */
export function* tokenize(text: string, start = 0, end = text.length, line = 1, column = 1): Generator<Token> {
  let i = start;
  let ln = line;
  let col = column;
  const advance = (to: number): void => {
    for (; i < to; i++) {
      if (text.charCodeAt(i) === 10) {
        ln++;
        col = 1;
      } else col++;
    }
  };
  while (i < end) {
    const ch = text[i];
    if (isSpace(text.charCodeAt(i))) {
      advance(i + 1);
      continue;
    }
    const place: Place = { line: ln, column: col };
    const from = i;
    if (ch === '{') {
      const close = text.indexOf('}', i + 1);
      const stop = close < 0 || close >= end ? end : close;
      const body = text.slice(i + 1, stop);
      advance(Math.min(end, stop + 1));
      yield { kind: 'comment', text: body, start: from, end: i, place };
      continue;
    }
    if (ch === ';') {
      let stop = text.indexOf('\n', i);
      if (stop < 0 || stop > end) stop = end;
      // the token ends before a CRLF's '\r', so an editor replacing it keeps the line break whole
      if (stop > i + 1 && text.charCodeAt(stop - 1) === 13) stop--;
      const body = text.slice(i + 1, stop).replace(/^[ \t]+|[ \t\r]+$/g, '');
      advance(stop);
      yield { kind: 'comment', text: body, start: from, end: i, place };
      continue;
    }
    if (ch === '(' || ch === ')') {
      advance(i + 1);
      yield { kind: ch === '(' ? 'open' : 'close', text: ch, start: from, end: i, place };
      continue;
    }
    if (ch === '[') {
      let stop = text.indexOf('\n', i);
      if (stop < 0 || stop > end) stop = end;
      const lineText = text.slice(i, stop);
      const m = matchTag(lineText);
      const length = m ? m[0].length : lineText.length;
      advance(i + length);
      if (m) yield { kind: 'tag', text: m[0], name: m[1], value: unescapeTag(m[2]), start: from, end: i, place };
      else yield { kind: 'symbol', text: lineText, start: from, end: i, place };
      continue;
    }
    if (ch === '$') {
      let j = i + 1;
      while (j < end && j - i < 6 && text.charCodeAt(j) >= 48 && text.charCodeAt(j) <= 57) j++;
      const raw = text.slice(i, j);
      advance(j);
      if (raw.length > 1) yield { kind: 'nag', text: raw, nag: Number(raw.slice(1)), start: from, end: i, place };
      else yield { kind: 'symbol', text: '$', start: from, end: i, place };
      continue;
    }
    let j = i;
    while (j < end && !isSpace(text.charCodeAt(j)) && !DELIMS.includes(text[j])) j++;
    if (j === i) j = i + 1; // a stray '}' or ']'
    const word = text.slice(i, j);
    advance(j);
    yield* splitWord(word, from, place);
  }
}

/** A word may glue glyphs, numbers and moves together: `!!12.`, `1.e4`, `P3+1!!`, `12...`. */
function* splitWord(word: string, start: number, place: Place): Generator<Token> {
  let w = word;
  let at = start;
  let col = place.column;
  const tok = (kind: TokenKind, text: string, extra: { nag?: number } = {}): Token => {
    const t: Token = { kind, text, start: at, end: at + text.length, place: { line: place.line, column: col }, ...extra };
    at += text.length;
    col += text.length;
    return t;
  };
  const lead = /^[!?]{1,2}/.exec(w);
  if (lead && lead[0].length < w.length && GLYPH_NAGS[lead[0]] !== undefined) {
    yield tok('nag', lead[0], { nag: GLYPH_NAGS[lead[0]] });
    w = w.slice(lead[0].length);
  }
  if (RESULTS.has(w)) {
    yield tok('result', w);
    return;
  }
  // WXF names a pawn among three or more on a file by index and file: `15.4` is a move, not move 15
  const num = /^[1-5][1-9]\.[1-9](?:[!?]{1,2})?$/.test(w) ? null : /^(\d+)(\.+|…)/.exec(w);
  if (num) {
    yield tok('number', num[0]);
    w = w.slice(num[0].length);
    if (!w) return;
  }
  const tail = /[!?]{1,2}$/.exec(w);
  if (tail && tail[0].length < w.length && GLYPH_NAGS[tail[0]] !== undefined) {
    yield tok('symbol', w.slice(0, w.length - tail[0].length));
    yield tok('nag', tail[0], { nag: GLYPH_NAGS[tail[0]] });
    return;
  }
  if (GLYPH_NAGS[w] !== undefined) {
    yield tok('nag', w, { nag: GLYPH_NAGS[w] });
    return;
  }
  yield tok(RESULTS.has(w) ? 'result' : 'symbol', w);
}

/**
 * Random access by absolute index over a lazy token sequence, keeping only the tokens from the
 * oldest index still wanted (see `release`) to the furthest one read.
 */
export class TokenStream {
  private readonly buf: Token[] = [];
  private base = 0;
  private done = false;

  constructor(private readonly source: Iterator<Token>) {}

  /** The token at absolute index i, or undefined past the end. */
  at(i: number): Token | undefined {
    while (!this.done && i >= this.base + this.buf.length) {
      const r = this.source.next();
      if (r.done) this.done = true;
      else this.buf.push(r.value);
    }
    return i < this.base ? undefined : this.buf[i - this.base];
  }

  /** Promises never to ask for an index below i again. */
  release(i: number): void {
    const drop = i - this.base;
    // drop in chunks: splicing the front one token at a time would be quadratic
    if (drop >= 4096) {
      const n = Math.min(drop, this.buf.length);
      this.buf.splice(0, n);
      this.base += n;
    }
  }
}
