/**
 * Engine annotations as comment commands, so annotated games round-trip:
 *   `[%eval 35,12]`  35 centipawns at depth 12;  `[%eval #-3]` mated in 3;  `[%pv h2e2 h9g7]` best line (ICCS).
 * Scores are from Red's point of view (positive: Red is better), as game records show them.
 * `[%nag 2 14]` carries NAGs where a format has no field for them (XQF); PGN writes its NAGs as `$2 $14`.
 */
import type { EvalNote } from './tree';

export interface CommentParts {
  readonly text: string;
  readonly evaluation?: EvalNote;
  readonly pv?: string[];
  readonly nags?: number[];
}

const COMMAND = /\[%(eval|pv|nag)\s+([^\]]*)\]/g;

export const splitComment = (comment: string): CommentParts => {
  let evaluation: EvalNote | undefined;
  let pv: string[] | undefined;
  let nags: number[] | undefined;
  let found = false;
  const text = comment.replace(COMMAND, (whole: string, name: string, arg: string) => {
    if (name === 'eval') {
      const m = /^\s*(#)?([+-]?\d{1,6})(?:\s*,\s*(\d{1,3}))?\s*$/.exec(arg);
      if (!m) return whole;
      found = true;
      evaluation = { kind: m[1] ? 'mate' : 'cp', value: Number(m[2]), ...(m[3] ? { depth: Number(m[3]) } : {}) };
      return '';
    }
    if (name === 'nag') {
      const values = arg.trim().split(/\s+/).map(Number);
      if (!values.every((n) => Number.isInteger(n) && n > 0 && n < 256)) return whole;
      found = true;
      nags = [...(nags ?? []), ...values];
      return '';
    }
    const moves = arg.trim().split(/\s+/).filter(Boolean);
    if (!moves.every((s) => /^[a-i][0-9][a-i][0-9]$/.test(s))) return whole;
    pv = moves;
    found = true;
    return '';
  });
  // Comment text is kept verbatim (leading full-width spaces are indentation); only the gap a command leaves is trimmed.
  return { text: found ? text.replace(/^[ \t]+|[ \t]+$/g, '') : text, evaluation, pv, ...(nags ? { nags } : {}) };
};

export const formatCommands = (evaluation: EvalNote | undefined, pv: readonly string[] | undefined, nags: readonly number[] = []): string => {
  const parts: string[] = [];
  if (nags.length) parts.push(`[%nag ${nags.join(' ')}]`);
  if (evaluation) {
    const v = (evaluation.kind === 'mate' ? '#' : '') + String(evaluation.value);
    parts.push(`[%eval ${v}${evaluation.depth !== undefined ? ',' + String(evaluation.depth) : ''}]`);
  }
  if (pv && pv.length) parts.push(`[%pv ${pv.join(' ')}]`);
  return parts.join(' ');
};
