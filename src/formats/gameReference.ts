/**
 * Where a study's game reference (`games/final.xqf#34`, positionCell.ts) may be read from, as plain path
 * arithmetic: a study opened from a stranger's repository must not read the rest of the machine, so a
 * reference resolves only inside the study's root (its workspace folder, or the folder beside the study
 * when it has none), and a file that turns out not to be a game is described without a word of its text.
 * Paths are `/`-separated, as in a URI's path; a `\` in a reference is a separator too (Windows would take
 * it as one). The host (host/notebook/cellPosition.ts) checks each candidate exists, and its real path.
 *
 *   referencePaths('../games/a.pgn', '/ws/studies', '/ws')  // ok(['/ws/games/a.pgn'])
 *   referencePaths('../../etc/passwd', '/ws/studies', '/ws') // err({ code: 'ERR_REF_OUTSIDE', … })
 */
import { Result, err, ok } from '../core/result';
import { placeText, type GameIssue } from './game';

export type ReferenceRefusalCode = 'ERR_REF_ABSOLUTE' | 'ERR_REF_OUTSIDE';

export interface ReferenceRefusal {
  readonly code: ReferenceRefusalCode;
  readonly message: string;
}

/** `/a/./b/../c` → `/a/c`; undefined when `..` climbs above the top. */
export const normalisePath = (p: string): string | undefined => {
  const out: string[] = [];
  for (const part of p.split('/')) {
    if (part === '' || part === '.') continue;
    if (part !== '..') out.push(part);
    else if (out.pop() === undefined) return undefined;
  }
  return `/${out.join('/')}`;
};

/** True when `p` is `root` or lies below it (both normalised). */
export const isInside = (p: string, root: string): boolean => p === root || p.startsWith(root.endsWith('/') ? root : `${root}/`);

/** A path from the top of a drive or a URI, which a reference relative to its study never is. */
const ABSOLUTE = /^(?:[/\\]|[a-z]:|[a-z][a-z0-9+.-]*:\/\/)/i;

/**
 * The paths a reference may name, in the order to try them: beside the study (when it is saved), then
 * from the root; only those inside the root. A refusal when the reference is absolute or every candidate
 * leads outside. `studyDir` and `root` are absolute `/`-paths; `studyDir` undefined for an unsaved study.
 */
export const referencePaths = (file: string, studyDir: string | undefined, root: string): Result<string[], ReferenceRefusal> => {
  const ref = file.replace(/\\/g, '/');
  if (ABSOLUTE.test(file)) return err({ code: 'ERR_REF_ABSOLUTE', message: `'${file}' is not relative to the study: write the path from the study's folder` });
  const top = normalisePath(root) ?? '/';
  const out: string[] = [];
  for (const base of studyDir === undefined ? [top] : [studyDir, top]) {
    const p = normalisePath(`${base}/${ref}`);
    if (p !== undefined && isInside(p, top) && !out.includes(p)) out.push(p);
  }
  return out.length ? ok(out) : err({ code: 'ERR_REF_OUTSIDE', message: `'${file}' leads outside the study's folder ${top}: a study reads games only from there` });
};

/**
 * A reader's refusal of a referenced file, without its text: the reader's own message may quote what it
 * could not read (`cannot play "API_KEY=…"`), and the file may be anything the reference named.
 */
export const issueWithoutContent = (issue: GameIssue): string => `${issue.code} at ${placeText(issue.place)}`;
