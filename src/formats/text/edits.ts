/**
 * Text edits as an editor applies them (offsets in UTF-16 code units, end exclusive, none overlapping), and a
 * builder that places words the way a person would: one space between tokens, a deleted token taking its space
 * (or its whole line) with it, nothing ever glued onto a `;` comment, nothing outside the range it was given.
 *
 *   const b = new EditBuilder(text, { start: 0, end: text.length }, '\n');
 *   b.insertAfter(12, '2. h0g2'); b.remove(20, 23);
 *   applyTextEdits(text, b.edits())
 */
import type { Span } from '../game';

export interface TextEdit {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** Applies edits that do not overlap (any order) to `text`. */
export const applyTextEdits = (text: string, edits: readonly TextEdit[]): string => {
  const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
  const out: string[] = [];
  let at = 0;
  for (const e of sorted) {
    out.push(text.slice(at, e.start), e.text);
    at = e.end;
  }
  out.push(text.slice(at));
  return out.join('');
};

const isBlank = (c: string | undefined): boolean => c === ' ' || c === '\t';
const isBreak = (c: string | undefined): boolean => c === '\n' || c === '\r';

export class EditBuilder {
  private readonly list: TextEdit[] = [];

  /**
   * `region`: the only text the edits may touch (one game's). `lineCommentEnds`: where `;` comments end, so
   * that text placed after one goes on the next line instead of into the comment.
   */
  constructor(
    readonly text: string,
    readonly region: Span,
    readonly lineBreak: string,
    private readonly lineCommentEnds: ReadonlySet<number> = new Set(),
  ) {}

  replace(start: number, end: number, text: string): void {
    this.list.push({ start, end, text });
  }

  /** Puts `body` after the token ending at `at`: on a new line after a `;` comment or when `newLine`, else after one space. */
  insertAfter(at: number, body: string, newLine = false): void {
    const sep = newLine || this.lineCommentEnds.has(at) ? this.lineBreak : ' ';
    this.list.push({ start: at, end: at, text: sep + body });
  }

  /** Puts `body` before the token starting at `at`, with one space between them or, when `newLine`, a line break. */
  insertBefore(at: number, body: string, newLine = false): void {
    this.list.push({ start: at, end: at, text: body + (newLine ? this.lineBreak : ' ') });
  }

  /** Deletes a token with the space before it; a token alone on its line goes with its line break. */
  remove(start: number, end: number): void {
    const { text } = this;
    const lo = this.region.start;
    const hi = this.region.end;
    let a = start;
    let b = end;
    while (a > lo && isBlank(text[a - 1])) a--;
    while (b < hi && isBlank(text[b])) b++;
    const lineStart = a === lo || text[a - 1] === '\n';
    const lineEnd = b === hi || isBreak(text[b]);
    if (lineStart && lineEnd) {
      if (b < hi) b += text[b] === '\r' && text[b + 1] === '\n' ? 2 : 1;
      else if (a > lo) a -= text[a - 2] === '\r' ? 2 : 1;
    } else if (lineStart || (b === end && !lineEnd && text[b] !== ')')) a = start; // keep the space before a token glued to the next one (`!!12.`)
    else b = end;
    this.list.push({ start: a, end: b, text: '' });
  }

  /** The edits sorted, with touching or overlapping ones merged (deletions only ever overlap in the space they take). */
  edits(): TextEdit[] {
    const sorted = [...this.list].sort((a, b) => a.start - b.start || a.end - b.end);
    const out: TextEdit[] = [];
    for (const e of sorted) {
      const last = out[out.length - 1];
      if (last && e.start <= last.end) out[out.length - 1] = { start: last.start, end: Math.max(last.end, e.end), text: last.text + e.text };
      else out.push(e);
    }
    return out.filter((e) => e.start !== e.end || e.text !== '');
  }
}
