/**
 * Bounds against hostile input, far above anything in real game files: across the team's corpus the
 * largest file (a 1.1 MB XQF) holds 215,676 moves, the longest comment has 1,652 characters, no move
 * carries more than one NAG and no variation nests more than 15 deep. Past a bound a reader stops with
 * a located error or warning; it never runs out of time, memory or stack.
 */
export const READ_LIMITS = {
  /**
   * Bytes in one game file, checked before it is read or decoded: 8 M characters of Chinese in UTF-8 are 24 MB,
   * and an XQF of 2 M moves is 8 MB before its comments.
   */
  maxBytes: 32 * 1024 * 1024,
  /** Characters in one text file. */
  maxChars: 8_000_000,
  /** Games in one file. */
  maxGames: 100_000,
  /** Moves (nodes) in one file. */
  maxNodes: 2_000_000,
  /** Variations nested inside each other. */
  maxDepth: 256,
  /** Characters in one comment. */
  maxCommentChars: 100_000,
  /** NAGs on one move. */
  maxNags: 16,
  /** Tokens scanned ahead when guessing how a game's moves are written. */
  maxLookAheadTokens: 4096,
} as const;
