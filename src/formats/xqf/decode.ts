/**
 * XQF key derivation and the byte stream cipher (versions 0x0B and later; 0x0A is plain).
 * Facts from the public XQF notes: f(x) = 54x² + 221 (mod 256) chains the offsets from KeyXY, KeyXYf, KeyXYt;
 * the 32-byte stream is the copyright string masked by four key bytes; data bytes are stored plus the stream.
 */
import { OFF } from './header';

export interface XqfKeys {
  readonly version: number;
  readonly pieceOff: number;
  readonly srcOff: number;
  readonly dstOff: number;
  readonly commentOff: number;
  /** 32 bytes added (mod 256) to every byte from offset 1024, indexed by file offset mod 32. */
  readonly stream: Uint8Array;
}

const COPYRIGHT = '[(C) Copyright Mr. Dong Shiwei.]';

const f54 = (x: number): number => (54 * x * x + 221) & 0xff;

export const deriveKeys = (h: Uint8Array): XqfKeys => {
  const version = h[OFF.version];
  const stream = new Uint8Array(32);
  if (version <= 0x0a) return { version, pieceOff: 0, srcOff: 0, dstOff: 0, commentOff: 0, stream };
  const xy = h[OFF.keyXY];
  const pieceOff = (f54(xy) * xy) & 0xff;
  const srcOff = (f54(h[OFF.keyXYf]) * pieceOff) & 0xff;
  const dstOff = (f54(h[OFF.keyXYt]) * srcOff) & 0xff;
  const commentOff = ((h[OFF.keysSum] * 256 + xy) % 32000) + 767;
  const mask = h[OFF.keyMask];
  const args = [
    (h[OFF.keysSum] & mask) | h[OFF.keyOrA],
    (h[OFF.keyXY] & mask) | h[OFF.keyOrA + 1],
    (h[OFF.keyXYf] & mask) | h[OFF.keyOrA + 2],
    (h[OFF.keyXYt] & mask) | h[OFF.keyOrA + 3],
  ];
  for (let i = 0; i < 32; i++) stream[i] = COPYRIGHT.charCodeAt(i) & args[i % 4];
  return { version, pieceOff, srcOff, dstOff, commentOff, stream };
};

/** The 32 piece squares (x*10+y, >89 absent) in slot order, undoing the permutation (0x0C+) and offset (0x0B+). */
export const decodePieces = (h: Uint8Array, k: XqfKeys): Uint8Array => {
  const out = new Uint8Array(32);
  for (let i = 0; i < 32; i++) {
    const stored = h[OFF.pieces + i];
    out[k.version >= 0x0c ? (k.pieceOff + 1 + i) & 31 : i] = k.version >= 0x0b ? (stored - k.pieceOff) & 0xff : stored;
  }
  return out;
};

/** Inverse of decodePieces: writes slot squares into the header. */
export const encodePieces = (h: Uint8Array, k: XqfKeys, squares: Uint8Array): void => {
  for (let i = 0; i < 32; i++) {
    h[OFF.pieces + i] = (k.version >= 0x0b ? (squares[k.version >= 0x0c ? (k.pieceOff + 1 + i) & 31 : i] + k.pieceOff) : squares[i]) & 0xff;
  }
};
