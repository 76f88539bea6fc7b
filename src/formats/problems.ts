/**
 * The problems of a game text as an editor lists them: each reader issue with its span, how bad it is,
 * what kind of problem it is (so the host can say it in the user's language) and the text it is about.
 * A text that holds nothing yet is no problem; a file decoded with the wrong encoding (U+FFFD where its
 * Chinese was) gets one problem saying so, at the first place it shows.
 *
 *   problemsOf(readGameText(text), text) // [{ kind: 'illegal', span, subject: '炮二进九', severity: 'error', … }, { kind: 'unread', … }]
 */
import type { Result } from '../core/result';
import type { Game, GameIssue, Span } from './game';
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
  | 'unread' // the rest of a game after a move that stopped its reading (a hint: shown faded)
  | 'other'; // a bound of the reader (formats/limits.ts) and the like: its own message says what

export interface Problem {
  readonly kind: ProblemKind;
  readonly severity: 'error' | 'warning' | 'hint';
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
    case 'ERR_TEXT_ENCODING':
      return 'encoding';
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
export const problemsOf = (read: Result<{ readonly games: readonly Game[]; readonly issues: readonly GameIssue[] }, GameIssue>, text: string): Problem[] => {
  const out: Problem[] = [];
  const bad = text.indexOf('\uFFFD');
  if (bad >= 0)
    out.push({ kind: 'encoding', severity: 'warning', span: { start: bad, end: bad + 1 }, subject: '\uFFFD', code: 'WARN_TEXT_ENCODING', message: 'the text holds U+FFFD: it was decoded with the wrong encoding' });
  // a new, empty document is not yet a problem
  if (!read.ok && text.trim() === '') return out;
  for (const i of read.ok ? read.value.issues : [read.error]) {
    const span = i.span ?? firstLineSpan(text);
    const kind = kindOf(i);
    out.push({ kind, severity: i.code.startsWith('WARN_') ? 'warning' : 'error', span, subject: subjectOf(text, span), code: i.code, message: i.message });
    const game = read.ok && i.game !== undefined && /^(illegal|ambiguous|notMove)$/.test(kind) ? read.value.games[i.game] : undefined;
    const rest = game?.source && unreadAfter(text, span, game.source.whole.end);
    if (rest) out.push({ kind: 'unread', severity: 'hint', span: rest, subject: subjectOf(text, span), code: 'HINT_PGN_UNREAD', message: 'not read: the game stops at the move before' });
  }
  return out;
};

/** The text from after `bad` to `end`, without the spaces around it and the result closing it; undefined when nothing is left. */
const unreadAfter = (text: string, bad: Span, end: number): Span | undefined => {
  const tail = text.slice(bad.end, end);
  const body = tail.replace(/\s*(1-0|0-1|1\/2-1\/2|\*)?\s*$/, '');
  const lead = body.length - body.replace(/^\s+/, '').length;
  return body.trim() ? { start: bad.end + lead, end: bad.end + body.length } : undefined;
};
