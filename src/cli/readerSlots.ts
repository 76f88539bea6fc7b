/** Slots of the Int32Array shared by `xqlens uci|ucci` and its reader thread (stdinReader.ts). */
export const READER_SLOTS = {
  /** How many stop/quit lines (and ends of input) the reader has seen. */
  STOPS: 0,
  /** `go` lines the reader has passed on, and those the main thread has finished: while they differ a search runs (or is about to), and the reader answers `isready` itself. */
  GO_SENT: 1,
  GO_DONE: 4,
  /** 1 once standard input has ended. */
  EOF: 2,
  /** Never written: the reader waits on it to sleep between polls of a non-blocking input. */
  IDLE: 3,
} as const;
export const READER_SLOT_COUNT = 5;
