/**
 * ElephantEye's own Zobrist `dwLock1`, which keys its BOOK.DAT records. ElephantEye fills its
 * tables from an RC4 keystream with an all-zero key: first the side-to-move triple, then
 * 14 kinds (Red king..pawn, Black king..pawn) × 256 squares, each a triple
 * (dwKey, dwLock0, dwLock1) of little-endian 32-bit words. Only dwLock1 is kept here.
 *
 *   eleeyeLock(startPosition) === 0x052656d5
 */
import type { Position } from '../../core/position';
import { mirrorSquare } from '../../core/squares';
import { pieceColor, pieceRole } from '../../core/types';

const rc4ZeroKey = (): (() => number) => {
  const s = new Uint8Array(256);
  for (let i = 0; i < 256; i++) s[i] = i;
  let j = 0;
  for (let i = 0; i < 256; i++) {
    j = (j + s[i]) & 255; // key bytes are all zero
    const t = s[i]; s[i] = s[j]; s[j] = t;
  }
  let x = 0;
  let y = 0;
  const nextByte = (): number => {
    x = (x + 1) & 255;
    y = (y + s[x]) & 255;
    const t = s[x]; s[x] = s[y]; s[y] = t;
    return s[(s[x] + s[y]) & 255];
  };
  return () => (nextByte() | (nextByte() << 8) | (nextByte() << 16) | (nextByte() << 24)) >>> 0;
};

const LOCK1 = new Uint32Array(14 * 256);
let SIDE_LOCK1 = 0;
{
  const next = rc4ZeroKey();
  next(); next(); SIDE_LOCK1 = next();
  for (let i = 0; i < LOCK1.length; i++) {
    next(); next(); LOCK1[i] = next();
  }
}

/** dwLock1 of `pos` (unsigned), or of its left-right mirror image when `mirror` is set. */
export const eleeyeLock = (pos: Position, mirror = false): number => {
  let lock = pos.turn === 1 ? SIDE_LOCK1 : 0;
  for (let pc = 16; pc < 48; pc++) {
    const sq = pos.squareOf[pc];
    if (sq === 0) continue;
    const kind = pieceColor(pc) * 7 + pieceRole(pc);
    lock ^= LOCK1[kind * 256 + (mirror ? mirrorSquare(sq) : sq)];
  }
  return lock >>> 0;
};
