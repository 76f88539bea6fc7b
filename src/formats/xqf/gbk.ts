/**
 * GBK text both ways. Decoding uses the platform's `TextDecoder('gbk')`; encoding builds the reverse table
 * once, lazily, by decoding every double-byte code.
 */
interface Decoder {
  decode(input: Uint8Array): string;
}
type DecoderCtor = new (label: string, options?: { fatal?: boolean }) => Decoder;
const Ctor = (globalThis as unknown as { TextDecoder?: DecoderCtor }).TextDecoder;

let decoder: Decoder | undefined;
const getDecoder = (): Decoder | undefined => {
  if (!decoder && Ctor) {
    try {
      decoder = new Ctor('gbk');
    } catch {
      decoder = undefined;
    }
  }
  return decoder;
};

export const decodeGbk = (bytes: Uint8Array): string => {
  const d = getDecoder();
  if (d) return d.decode(bytes);
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return s;
};

let table: Map<number, number> | undefined;

const buildTable = (): Map<number, number> => {
  const m = new Map<number, number>();
  const d = getDecoder();
  if (!d) return m;
  const pair = new Uint8Array(2);
  for (let a = 0x81; a <= 0xfe; a++) {
    for (let b = 0x40; b <= 0xfe; b++) {
      if (b === 0x7f) continue;
      pair[0] = a;
      pair[1] = b;
      const s = d.decode(pair);
      if (s.length === 1 && s !== '\ufffd' && !m.has(s.charCodeAt(0))) m.set(s.charCodeAt(0), (a << 8) | b);
    }
  }
  return m;
};

/** GBK's bytes for one code point, or undefined when GBK lacks it (every character outside the BMP, e.g. emoji). */
const gbkCode = (c: number): number | undefined => {
  if (c < 0x80) return c;
  if (c > 0xffff) return undefined;
  table ??= buildTable();
  return table.get(c);
};

/** Does GBK have this character (one code point)? */
export const gbkHas = (ch: string): boolean => gbkCode(ch.codePointAt(0) ?? 0) !== undefined;

/** GBK bytes of `text`; each character GBK lacks becomes one '?', and `onMissing` hears of it with its index in `text`. */
export const encodeGbk = (text: string, onMissing?: (ch: string, index: number) => void): Uint8Array => {
  // at most two bytes a UTF-16 unit: bytes, not a number array eight times their size, for a text of megabytes
  const out = new Uint8Array(text.length * 2);
  let k = 0;
  let index = 0;
  for (const ch of text) {
    const code = gbkCode(ch.codePointAt(0) ?? 0);
    index += ch.length;
    if (code === undefined) {
      out[k++] = 0x3f;
      onMissing?.(ch, index - ch.length);
    } else if (code < 0x80) out[k++] = code;
    else (out[k++] = code >> 8), (out[k++] = code & 0xff);
  }
  return out.slice(0, k);
};
