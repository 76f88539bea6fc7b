/**
 * XQF header layout (1024 bytes). Facts from the public XQF notes (xqbase XQF2PGN, walker8088/cchess):
 * magic "XQ", version at 2, key bytes at 3 and 8–15, 32 piece squares at 16, result at 51, type at 64,
 * Pascal strings (length byte + GBK text) for title, event, date, site, players, opening, annotator, author.
 *
 *   const text = readHeaderStrings(bytes, gbkDecode)
 */
export const XQF_HEADER_SIZE = 1024;

export const OFF = {
  version: 2,
  keyMask: 3,
  keyOrA: 8, // 8..11: KeyOrA..KeyOrD
  keysSum: 12,
  keyXY: 13,
  keyXYf: 14,
  keyXYt: 15,
  pieces: 16, // 32 bytes
  whoPlay: 50,
  result: 51,
  type: 64,
} as const;

/** Pascal string fields: header name, offset, field size (length byte included). */
export const STRING_FIELDS: ReadonlyArray<readonly [string, number, number]> = [
  ['Title', 0x50, 64],
  ['Event', 0xd0, 64],
  ['Date', 0x110, 16],
  ['Site', 0x120, 16],
  ['Red', 0x130, 16],
  ['Black', 0x140, 16],
  ['Opening', 0x150, 64],
  ['RedTime', 0x190, 16],
  ['BlackTime', 0x1a0, 16],
  ['Annotator', 0x1d0, 16],
  ['Author', 0x1e0, 16],
];

export const RESULTS: readonly string[] = ['*', '1-0', '0-1', '1/2-1/2'];

/** What a string field reads as, from its decoded bytes: NUL padding and surrounding spaces dropped. */
export const fieldText = (decoded: string): string => decoded.replace(/\0+$/, '').trim();

/** Slot order of the 32 piece bytes per side: R N B A K A B N R C C P P P P P (Red 0–15, Black 16–31). */
export const SLOT_LETTERS = 'RNBAKABNRCCPPPPP';
