/**
 * Engine notes and NAGs as comment commands, so annotated games round-trip:
 *   `[%eval 35,12]`  35 centipawns at depth 12;  `[%eval #-3]` mated in 3;  `[%pv h2e2 h9g7]` best line (ICCS).
 * Scores are from Red's point of view (positive: Red is better), as game records show them.
 * `[%nag 2 14]` carries NAGs where a format has no field for them (XQF); PGN writes its NAGs as `$2 $14`.
 *
 * A person's text that would read as one of these is escaped by our writers and unescaped by splitComment, so
 * every comment reads back as itself: `[%` before a command's name (eval, pv, nag, tag, rb) takes one more `%`
 * (`[%nag 2]` is written `[%%nag 2]`), and in a PGN brace comment, which cannot hold `}`, a `}` is written `[%rb]`.
 *
 *   splitComment('good [%eval 35,12]') // { text: 'good', eval: { score: {kind:'cp',value:35}, depth: 12 } }
 *   splitComment(escapeCommentText('a}b [%nag 2]', true)) // { text: 'a}b [%nag 2]' }
 */
import { parseScoreCommand, scoreCommandText } from '../../core/score';
import type { NodeEval } from '../game';
import { READ_LIMITS } from '../limits';

export interface CommentParts {
  readonly text: string;
  readonly eval?: NodeEval;
  readonly nags?: number[];
}

// An argument never holds '[': an unclosed command then fails at the next '[' instead of scanning to the end
// of the comment for every '[' in it, which made a comment of many unclosed commands take quadratic time.
const COMMAND = /\[%(eval|pv|nag)\s+([^\][]*)\]/g;
const ICCS_MOVE = /^[a-i][0-9][a-i][0-9]$/;

/** `[%`, then any `%`s, before a name our readers take as a command (`tag`: headers carried in an XQF root comment). */
const RESERVED = /\[(%+)(?=(?:eval|pv|nag|tag|rb)\b)/g;
const ESCAPED = /\[%(%+)(?=(?:eval|pv|nag|tag|rb)\b)/g;
const BRACE = '[%rb]';

/** A comment's text as written, reading back as itself; `brace`: in a PGN brace comment, where `}` would end it. */
export const escapeCommentText = (text: string, brace: boolean): string => {
  if (!text.includes('[%') && !(brace && text.includes('}'))) return text;
  const kept = text.replace(RESERVED, '[%$1');
  return brace ? kept.replace(/}/g, BRACE) : kept;
};

/** The text escapeCommentText wrote, back as it was: braces first, so an escaped `[%%rb]` stays text. */
const unescapeCommentText = (text: string): string => (text.includes('[%') ? text.split(BRACE).join('}').replace(ESCAPED, '[$1') : text);

export const splitComment = (comment: string): CommentParts => {
  if (!comment.includes('[%')) return { text: comment };
  const parts = liftCommands(comment);
  return { ...parts, text: unescapeCommentText(parts.text) };
};

const liftCommands = (comment: string): CommentParts => {
  let ev: { -readonly [K in keyof NodeEval]: NodeEval[K] } | undefined;
  const nags: number[] = [];
  let found = false;
  const text = comment.replace(COMMAND, (whole: string, name: string, arg: string) => {
    if (name === 'eval') {
      const [value, depth, ...rest] = arg.split(',');
      const score = parseScoreCommand(value);
      const d = depth === undefined ? undefined : /^\s*\d{1,3}\s*$/.test(depth) ? Number(depth) : NaN;
      if (!score || Number.isNaN(d) || rest.length) return whole;
      ev = { ...ev, score, ...(d !== undefined ? { depth: d } : {}) };
    } else if (name === 'nag') {
      const values = arg.trim().split(/\s+/).map(Number);
      if (!values.every((n) => Number.isInteger(n) && n > 0 && n < 256)) return whole;
      for (const n of values) nags.push(n);
    } else {
      const moves = arg.trim().split(/\s+/).filter(Boolean);
      if (!moves.every((s) => ICCS_MOVE.test(s))) return whole;
      ev = { ...ev, pv: moves };
    }
    found = true;
    return '';
  });
  // Comment text is kept verbatim (leading full-width spaces are indentation); only the gap a command leaves is trimmed.
  return { text: found ? text.replace(/^[ \t]+|[ \t]+$/g, '') : text, ...(ev ? { eval: ev } : {}), ...(nags.length ? { nags } : {}) };
};

/** `parts` with its text cut to READ_LIMITS.maxCommentChars; `onCut` hears the length it had. */
export const cutComment = (parts: CommentParts, onCut: (length: number) => void): CommentParts => {
  if (parts.text.length <= READ_LIMITS.maxCommentChars) return parts;
  onCut(parts.text.length);
  return { ...parts, text: parts.text.slice(0, READ_LIMITS.maxCommentChars) };
};

/** The commands for an engine note and NAGs, in the order our readers expect. */
export const formatCommands = (ev: NodeEval | undefined, nags: readonly number[] = []): string => {
  const parts: string[] = [];
  if (nags.length) parts.push(`[%nag ${nags.join(' ')}]`);
  if (ev?.score) parts.push(`[%eval ${scoreCommandText(ev.score)}${ev.depth !== undefined ? ',' + String(ev.depth) : ''}]`);
  if (ev?.pv && ev.pv.length) parts.push(`[%pv ${ev.pv.join(' ')}]`);
  return parts.join(' ');
};

/** Merges a note read from one comment into what the node already had (a move may carry several comments). */
export const mergeEval = (a: NodeEval | undefined, b: NodeEval | undefined): NodeEval | undefined => (b ? { ...a, ...b } : a);
