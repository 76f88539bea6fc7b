/**
 * Headers XQF cannot hold travel in the root comment, the way engine notes travel in move comments: one
 * `[%tag Name "value"]` command a line, at the comment's end. That covers headers XQF has no field for (Round,
 * ECCO, Variation, …) and values its fields would change: too long for the field, characters GBK lacks (emoji),
 * spaces the field trims. In the value `\`, `"`, `]`, control characters and characters GBK lacks are escaped
 * (`\\`, `\"`, `\u{5d}`, `\u{1f600}`), so the comment itself stays plain GBK. Our reader lifts the commands back
 * into the headers (a carried value wins over its cut field); other XQF programs show them as text.
 *
 * Lifting looks only at whole trailing lines, each matched by one anchored pattern: linear in the comment length.
 *
 * @example
 * const c = appendTags('黑先', [['Round', '3'], ['Red', '王天一😀']]); // '黑先\n[%tag Round "3"]\n[%tag Red "王天一\u{1f600}"]'
 * liftTags(c); // { text: '黑先', tags: [['Round', '3'], ['Red', '王天一😀']] }
 */
import { gbkHas } from './gbk';

const BARE_NAME = /^[A-Za-z0-9_]+$/;
/** One carried header: a bare or quoted name, then a quoted value; a quoted string has no raw `"` or `\`. */
const TAG_LINE = /^\[%tag (?:([A-Za-z0-9_]+)|"((?:[^"\\]|\\.)*)") "((?:[^"\\]|\\.)*)"\]$/;

const quote = (text: string): string => {
  let out = '"';
  for (const ch of text) {
    const c = ch.codePointAt(0) ?? 0;
    if (ch === '\\' || ch === '"') out += `\\${ch}`;
    else if (c < 0x20 || c === 0x7f || ch === ']' || !gbkHas(ch)) out += `\\u{${c.toString(16)}}`;
    else out += ch;
  }
  return `${out}"`;
};

const unquote = (text: string): string =>
  text.replace(/\\(?:u\{([0-9a-fA-F]{1,6})\}|(.))/g, (whole: string, hex: string | undefined, ch: string | undefined) => {
    if (ch !== undefined) return ch;
    const c = parseInt(hex ?? '', 16);
    return c <= 0x10ffff ? String.fromCodePoint(c) : whole;
  });

/** The command line carrying one header. */
export const tagLine = (name: string, value: string): string => `[%tag ${BARE_NAME.test(name) ? name : quote(name)} ${quote(value)}]`;

/** `comment` with the carried headers appended, one command a line; the comment alone if there are none. */
export const appendTags = (comment: string, tags: ReadonlyArray<readonly [string, string]>): string => {
  if (tags.length === 0) return comment;
  const lines = tags.map(([n, v]) => tagLine(n, v)).join('\n');
  return comment ? `${comment}\n${lines}` : lines;
};

/** Splits the carried headers off the end of a root comment; `text` is undefined when nothing else was in it. */
export const liftTags = (comment: string): { text: string | undefined; tags: Array<[string, string]> } => {
  if (!comment.includes('[%tag ')) return { text: comment, tags: [] };
  const lines = comment.split('\n');
  let k = lines.length;
  while (k > 0 && TAG_LINE.test(lines[k - 1])) k--;
  const tags = lines.slice(k).map((l): [string, string] => {
    const m = TAG_LINE.exec(l) as RegExpExecArray;
    return [m[1] ?? unquote(m[2]), unquote(m[3])];
  });
  return { text: k > 0 ? lines.slice(0, k).join('\n') : undefined, tags };
};
