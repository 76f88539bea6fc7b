/**
 * The messages between the extension host and the board webview: one union per direction.
 * The webview says `ready` first; only then does the host send `show`.
 */
import type { ScoreDto } from './dto';
import { assertNever } from './worker';

/** What the board displays: a position, and optionally a line to step through from it. */
export interface BoardViewDto {
  readonly fen: string;
  /** ICCS moves playable from `fen` (e.g. the engine's best line). */
  readonly line: readonly string[];
  /** How the line's moves are labelled, in the user's notation. */
  readonly labels: readonly string[];
  readonly title: string;
  readonly score?: ScoreDto;
  /** Draw pieces with Chinese characters (帥/將…) or letters. */
  readonly glyphs: 'zh' | 'en';
}

export type HostToWebview =
  /** Show a position (replacing whatever is shown). */
  { readonly type: 'show'; readonly view: BoardViewDto };

export type WebviewToHost =
  /** The webview has loaded and listens. */
  | { readonly type: 'ready' }
  /** The user stepped to ply `ply` of the line (0 = the start position). */
  | { readonly type: 'stepped'; readonly ply: number };

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isStringArray = (x: unknown, max: number): x is string[] =>
  Array.isArray(x) && x.length <= max && x.every((s) => typeof s === 'string' && s.length <= 64);

/** Checks a message from the webview; anything else is dropped by the host. */
export const isWebviewToHost = (m: unknown): m is WebviewToHost => {
  if (!isRecord(m) || typeof m.type !== 'string') return false;
  const type = m.type as WebviewToHost['type'];
  switch (type) {
    case 'ready':
      return true;
    case 'stepped':
      return Number.isInteger(m.ply) && (m.ply as number) >= 0 && (m.ply as number) <= 1000;
    default:
      return assertNeverSoft(type);
  }
};

/** Checks a message from the host (the webview trusts nothing either). */
export const isHostToWebview = (m: unknown): m is HostToWebview => {
  if (!isRecord(m) || m.type !== 'show' || !isRecord(m.view)) return false;
  const v = m.view;
  return (
    typeof v.fen === 'string' &&
    v.fen.length <= 200 &&
    isStringArray(v.line, 1000) &&
    isStringArray(v.labels, 1000) &&
    v.labels.length === v.line.length &&
    typeof v.title === 'string' &&
    (v.glyphs === 'zh' || v.glyphs === 'en')
  );
};

/** Exhaustiveness at compile time; at run time an unknown type is just invalid. */
const assertNeverSoft = (x: never): false => {
  void assertNever;
  void x;
  return false;
};
