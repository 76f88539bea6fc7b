/**
 * The problems of a game text as an editor lists them: each reader issue with its span, how bad it is,
 * what kind of problem it is (so the host can say it in the user's language) and the text it is about.
 * A text that holds nothing yet is no problem; a file decoded with the wrong encoding (U+FFFD where its
 * Chinese was) gets one problem saying so, at the first place it shows.
 *
 *   problemsOf(readGameText(text), text) // [{ kind: 'illegal', span, subject: '炮二进九', severity: 'error', … }]
 */
import type { Result } from '../core/result';
import type { GameIssue, Span } from './game';
import { firstLineSpan } from './game';

export type ProblemKind =
  | 'illegal' // a move no legal move fits
  | 'ambiguous' // a move more than one legal move fits
  | 'notMove' // a word that is no move in the game's notation
  | 'badFen' // a [FEN] tag or FEN line that is no position
  | 'badTag' // a line opening with `[` that is no tag
  | 'unknownFormat' // a [Format] the reader does not know
  | 'variation' // a `(` without a move before it, a `)` without its `(`
  | 'noGame' // text with no game in it
  | 'encoding' // the text was decoded with the wrong encoding
  | 'other'; // a bound of the reader (formats/limits.ts) and the like: its own message says what

export interface Problem {
  readonly kind: ProblemKind;
  readonly severity: 'error' | 'warning';
  readonly span: Span;
  /** The text the problem is about, as written (cut to SUBJECT_CHARS). */
  readonly subject: string;
  /** The reader's code and its own (English) words, for the host to show when it has no words of its own. */
  readonly code: string;
  readonly message: string;
}

const SUBJECT_CHARS = 40;

const kindOf = (i: GameIssue): ProblemKind => {
  switch (i.code) {
    case 'ERR_PGN_MOVE':
      return /AMBIGUOUS$/.test(i.cause ?? '') ? 'ambiguous' : /SYNTAX$/.test(i.cause ?? '') ? 'notMove' : 'illegal';
    case 'ERR_FEN_MOVE':
    case 'ERR_UBB_MOVE':
    case 'ERR_DHTMLXQ_MOVE':
      return 'illegal';
    case 'ERR_PGN_FEN':
    case 'ERR_FEN_LINE':
    case 'ERR_DHTMLXQ_BINIT':
      return 'badFen';
    case 'ERR_PGN_TAG':
      return 'badTag';
    case 'WARN_PGN_FORMAT':
      return 'unknownFormat';
    case 'ERR_PGN_VARIATION':
      return 'variation';
    case 'ERR_NO_GAME':
    case 'ERR_DHTMLXQ_EMPTY':
      return 'noGame';
    default:
      return 'other';
  }
};

const subjectOf = (text: string, s: Span): string => {
  const t = text.slice(s.start, s.end).replace(/\s+/g, ' ').trim();
  return t.length > SUBJECT_CHARS ? `${t.slice(0, SUBJECT_CHARS - 1)}…` : t;
};

/** The problems of one reading of `text` (readGameText's answer, or the document cache's). */
export const problemsOf = (read: Result<{ readonly issues: readonly GameIssue[] }, GameIssue>, text: string): Problem[] => {
  const out: Problem[] = [];
  const bad = text.indexOf('\uFFFD');
  if (bad >= 0)
    out.push({ kind: 'encoding', severity: 'warning', span: { start: bad, end: bad + 1 }, subject: '\uFFFD', code: 'WARN_TEXT_ENCODING', message: 'the text holds U+FFFD: it was decoded with the wrong encoding' });
  // a new, empty document is not yet a problem
  if (!read.ok && text.trim() === '') return out;
  for (const i of read.ok ? read.value.issues : [read.error]) {
    const span = i.span ?? firstLineSpan(text);
    out.push({ kind: kindOf(i), severity: i.code.startsWith('WARN_') ? 'warning' : 'error', span, subject: subjectOf(text, span), code: i.code, message: i.message });
  }
  return out;
};
