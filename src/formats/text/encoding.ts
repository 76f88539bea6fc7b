/**
 * Text encoding detection for game files: UTF-8 (with or without BOM), GBK/GB18030 and Big5.
 * Detected, not assumed: valid UTF-8 wins; otherwise both Chinese decodings are scored by how many
 * common chess characters of their own script they produce.
 *
 *   const { text, encoding } = decodeText(bytes); // encoding: 'utf-8' | 'gb18030' | 'big5'
 */

export type TextEncodingName = 'utf-8' | 'gb18030' | 'big5';

export interface DecodedText {
  readonly text: string;
  readonly encoding: TextEncodingName;
  readonly bom: boolean;
  /** The file's dominant line break, so a writer can keep it. */
  readonly lineBreak: '\n' | '\r\n';
}

/** `TextDecoder` is global in Node and browsers but not in the ES2022 lib; type only what we use. */
interface Decoder {
  decode(bytes: Uint8Array): string;
}
type DecoderCtor = new (label: string, options?: { fatal?: boolean }) => Decoder;
const DecoderClass = (globalThis as unknown as { TextDecoder?: DecoderCtor }).TextDecoder;

const decodeWith = (label: string, bytes: Uint8Array, fatal: boolean): string | undefined => {
  if (!DecoderClass) return undefined;
  try {
    return new DecoderClass(label, { fatal }).decode(bytes);
  } catch {
    return undefined;
  }
};

/** Frequent characters of game records in each script (pieces, motions, digits, result words). */
const SIMPLIFIED = new Set([...'车马炮帅将仕士相象兵卒进退平红黑胜负和对局战评注变着']);
const TRADITIONAL = new Set([...'車馬炮帥將仕士相象兵卒進退平紅黑勝負和對局戰評註變著']);

const score = (text: string, script: Set<string>): number => {
  let n = 0;
  for (const ch of text) {
    if (script.has(ch)) n++;
    else if (ch === '\ufffd') n -= 4;
  }
  return n;
};

/** Pure ASCII decodes the same in every candidate, so call it UTF-8. */
const isAscii = (bytes: Uint8Array): boolean => {
  for (let i = 0; i < bytes.length; i++) if (bytes[i] >= 0x80) return false;
  return true;
};

const lineBreakOf = (text: string): '\n' | '\r\n' => {
  const crlf = text.split('\r\n').length - 1;
  const lf = text.split('\n').length - 1 - crlf;
  return crlf > lf ? '\r\n' : '\n';
};

/**
 * An encoding of `bytes` that the readers do not take, by its byte-order mark or, without one, by the NUL bytes
 * UTF-16 puts beside every ASCII character; undefined for everything else.
 */
export const unsupportedEncoding = (bytes: Uint8Array): string | undefined => {
  const b = bytes;
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xfe && b[2] === 0 && b[3] === 0) return 'UTF-32LE';
  if (b.length >= 4 && b[0] === 0 && b[1] === 0 && b[2] === 0xfe && b[3] === 0xff) return 'UTF-32BE';
  if (b.length >= 2 && b[0] === 0xff && b[1] === 0xfe) return 'UTF-16LE';
  if (b.length >= 2 && b[0] === 0xfe && b[1] === 0xff) return 'UTF-16BE';
  // ASCII text in UTF-16: a NUL at every other byte; in a sample, most of one parity and none of the other
  const n = Math.min(b.length, 4096) & ~1;
  if (n < 8) return undefined;
  let even = 0;
  let odd = 0;
  for (let i = 0; i < n; i += 2) {
    if (b[i] === 0) even++;
    if (b[i + 1] === 0) odd++;
  }
  const half = n / 2;
  if (odd > half * 0.6 && even < half * 0.05) return 'UTF-16LE';
  if (even > half * 0.6 && odd < half * 0.05) return 'UTF-16BE';
  return undefined;
};

/** Decodes a text file's bytes; never throws. Code points that no candidate decodes become U+FFFD. */
export const decodeText = (bytes: Uint8Array): DecodedText => {
  const done = (text: string, encoding: TextEncodingName, bom: boolean): DecodedText => ({
    text,
    encoding,
    bom,
    lineBreak: lineBreakOf(text),
  });
  if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return done(decodeWith('utf-8', bytes.subarray(3), false) ?? '', 'utf-8', true);
  }
  if (isAscii(bytes)) return done(decodeWith('utf-8', bytes, false) ?? asciiFallback(bytes), 'utf-8', false);
  const utf8 = decodeWith('utf-8', bytes, true);
  if (utf8 !== undefined) return done(utf8, 'utf-8', false);
  const gb = decodeWith('gb18030', bytes, false);
  const big5 = decodeWith('big5', bytes, false);
  if (gb === undefined && big5 === undefined) return done(decodeWith('utf-8', bytes, false) ?? asciiFallback(bytes), 'utf-8', false);
  if (big5 === undefined) return done(gb ?? '', 'gb18030', false);
  if (gb === undefined) return done(big5, 'big5', false);
  return score(big5, TRADITIONAL) > score(gb, SIMPLIFIED) ? done(big5, 'big5', false) : done(gb, 'gb18030', false);
};

const asciiFallback = (bytes: Uint8Array): string => {
  let s = '';
  for (let i = 0; i < bytes.length; i++) s += bytes[i] < 0x80 ? String.fromCharCode(bytes[i]) : '\ufffd';
  return s;
};

/**
 * UTF-8 bytes of a string (no `TextEncoder` type in ES2022 either), in an array of the exact size: counted first,
 * then filled, so a 20 MB text costs 20 MB and not a number array eight times that.
 */
export const encodeUtf8 = (text: string): Uint8Array => {
  // code points as `for…of` yields them: a surrogate pair is one, a lone surrogate stands for itself
  const pointAt = (i: number): number => {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c < 0xdc00 && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d < 0xe000) return 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
    }
    return c;
  };
  let size = 0;
  for (let i = 0; i < text.length; i++) {
    const c = pointAt(i);
    size += c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
    if (c >= 0x10000) i++;
  }
  const out = new Uint8Array(size);
  let k = 0;
  for (let i = 0; i < text.length; i++) {
    const c = pointAt(i);
    if (c < 0x80) out[k++] = c;
    else if (c < 0x800) (out[k++] = 0xc0 | (c >> 6)), (out[k++] = 0x80 | (c & 63));
    else if (c < 0x10000) (out[k++] = 0xe0 | (c >> 12)), (out[k++] = 0x80 | ((c >> 6) & 63)), (out[k++] = 0x80 | (c & 63));
    else {
      out[k++] = 0xf0 | (c >> 18);
      out[k++] = 0x80 | ((c >> 12) & 63);
      out[k++] = 0x80 | ((c >> 6) & 63);
      out[k++] = 0x80 | (c & 63);
      i++;
    }
  }
  return out;
};
