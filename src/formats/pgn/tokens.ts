/**
 * PGN tokenizer with places: every token knows its line and column (1-based), so a reader can say where
 * a bad move sits. Tolerant: it never fails, unknown characters become symbols for the parser to judge.
 *
 *   for (const t of tokenize('1. 炮二平五 {好} (1. 相三进五)')) ...
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
  readonly text: string;
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
const SPACE = /\s/;
const DELIMS = '{}()[];$';

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
    if (SPACE.test(ch) || ch === '\ufeff') {
      advance(i + 1);
      continue;
    }
    const place: Place = { line: ln, column: col };
    if (ch === '{') {
      const close = text.indexOf('}', i + 1);
      const stop = close < 0 || close >= end ? end : close;
      const body = text.slice(i + 1, stop);
      advance(Math.min(end, stop + 1));
      yield { kind: 'comment', text: body, place };
      continue;
    }
    if (ch === ';') {
      let stop = text.indexOf('\n', i);
      if (stop < 0 || stop > end) stop = end;
      const body = text.slice(i + 1, stop).replace(/^[ \t]+|[ \t\r]+$/g, '');
      advance(stop);
      yield { kind: 'comment', text: body, place };
      continue;
    }
    if (ch === '(' || ch === ')') {
      advance(i + 1);
      yield { kind: ch === '(' ? 'open' : 'close', text: ch, place };
      continue;
    }
    if (ch === '[') {
      let stop = text.indexOf('\n', i);
      if (stop < 0 || stop > end) stop = end;
      const lineText = text.slice(i, stop);
      const m = /^\[\s*([A-Za-z0-9_]+)\s*"((?:[^"\\]|\\.)*)"\s*\]/.exec(lineText) ?? /^\[\s*([A-Za-z0-9_]+)\s+([^\]]*)\]/.exec(lineText);
      const length = m ? m[0].length : lineText.length;
      advance(i + length);
      if (m) yield { kind: 'tag', text: m[0], name: m[1], value: m[2].replace(/\\(.)/g, '$1'), place };
      else yield { kind: 'symbol', text: lineText, place };
      continue;
    }
    if (ch === '$') {
      let j = i + 1;
      while (j < end && j - i < 6 && /[0-9]/.test(text[j])) j++;
      const raw = text.slice(i, j);
      advance(j);
      if (raw.length > 1) yield { kind: 'nag', text: raw, nag: Number(raw.slice(1)), place };
      else yield { kind: 'symbol', text: '$', place };
      continue;
    }
    let j = i;
    while (j < end && !SPACE.test(text[j]) && !DELIMS.includes(text[j])) j++;
    if (j === i) j = i + 1; // a stray '}' or ']'
    const word = text.slice(i, j);
    advance(j);
    yield* splitWord(word, place);
  }
}

/** A word may glue glyphs, numbers and moves together: `!!12.`, `1.e4`, `P3+1!!`, `12...`. */
function* splitWord(word: string, place: Place): Generator<Token> {
  let w = word;
  let col = place.column;
  const at = (): Place => ({ line: place.line, column: col });
  const lead = /^[!?]{1,2}/.exec(w);
  if (lead && lead[0].length < w.length && GLYPH_NAGS[lead[0]] !== undefined) {
    yield { kind: 'nag', text: lead[0], nag: GLYPH_NAGS[lead[0]], place: at() };
    col += lead[0].length;
    w = w.slice(lead[0].length);
  }
  if (RESULTS.has(w)) {
    yield { kind: 'result', text: w, place: at() };
    return;
  }
  const num = /^(\d+)(\.+|…)/.exec(w);
  if (num) {
    yield { kind: 'number', text: num[0], place: at() };
    col += num[0].length;
    w = w.slice(num[0].length);
    if (!w) return;
  }
  const tail = /[!?]{1,2}$/.exec(w);
  if (tail && tail[0].length < w.length && GLYPH_NAGS[tail[0]] !== undefined) {
    const move = w.slice(0, w.length - tail[0].length);
    yield { kind: 'symbol', text: move, place: at() };
    yield { kind: 'nag', text: tail[0], nag: GLYPH_NAGS[tail[0]], place: { line: place.line, column: col + move.length } };
    return;
  }
  if (GLYPH_NAGS[w] !== undefined) {
    yield { kind: 'nag', text: w, nag: GLYPH_NAGS[w], place: at() };
    return;
  }
  yield { kind: RESULTS.has(w) ? 'result' : 'symbol', text: w, place: at() };
}
