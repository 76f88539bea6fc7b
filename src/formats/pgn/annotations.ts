/**
 * Engine annotations as comment commands, so annotated games round-trip:
 *   `[%eval 35,12]`  35 centipawns at depth 12;  `[%eval #-3]` mated in 3;  `[%pv h2e2 h9g7]` best line (ICCS).
 * Scores are from Red's point of view (positive: Red is better), as game records show them.
 */
import type { EvalNote } from './tree';

export interface CommentParts {
  readonly text: string;
  readonly evaluation?: EvalNote;
  readonly pv?: string[];
}

const COMMAND = /\[%(eval|pv)\s+([^\]]*)\]/g;

export const splitComment = (comment: string): CommentParts => {
  let evaluation: EvalNote | undefined;
  let pv: string[] | undefined;
  let found = false;
  const text = comment.replace(COMMAND, (whole: string, name: string, arg: string) => {
    if (name === 'eval') {
      const m = /^\s*(#)?([+-]?\d{1,6})(?:\s*,\s*(\d{1,3}))?\s*$/.exec(arg);
      if (!m) return whole;
      found = true;
      evaluation = { kind: m[1] ? 'mate' : 'cp', value: Number(m[2]), ...(m[3] ? { depth: Number(m[3]) } : {}) };
      return '';
    }
    const moves = arg.trim().split(/\s+/).filter(Boolean);
    if (!moves.every((s) => /^[a-i][0-9][a-i][0-9]$/.test(s))) return whole;
    pv = moves;
    found = true;
    return '';
  });
  // Comment text is kept verbatim (leading full-width spaces are indentation); only the gap a command leaves is trimmed.
  return { text: found ? text.replace(/^[ \t]+|[ \t]+$/g, '') : text, evaluation, pv };
};

export const formatCommands = (evaluation: EvalNote | undefined, pv: readonly string[] | undefined): string => {
  const parts: string[] = [];
  if (evaluation) {
    const v = (evaluation.kind === 'mate' ? '#' : '') + String(evaluation.value);
    parts.push(`[%eval ${v}${evaluation.depth !== undefined ? ',' + String(evaluation.depth) : ''}]`);
  }
  if (pv && pv.length) parts.push(`[%pv ${pv.join(' ')}]`);
  return parts.join(' ');
};
