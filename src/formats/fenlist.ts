/**
 * Files that hold one or more FENs, one a line (or UCCI `position fen … [moves …]` lines): one game each.
 * Blank lines and `#` comments are skipped; a bad FEN is a located warning, the others still load.
 *
 *   readFenList('rnbakabnr/9/... w - - 0 1\n...')
 */
import { parseFen, toFen } from '../core/fen';
import { parseIccs } from '../core/notation';
import { Result, err, ok } from '../core/result';
import { TextGame, TextIssue, newNode } from './pgn/tree';

export interface FenListResult {
  readonly games: TextGame[];
  readonly warnings: TextIssue[];
}

export const FENLIST_MAX_LINES = 200_000;

const FEN_SHAPE = /^[rnbakcpRNBAKCP1-9]+(\/[rnbakcpRNBAKCP1-9]+){9}(\s|$)/;

/** Whether every non-blank line looks like a FEN (so the file is a FEN list). */
export const looksLikeFenList = (text: string): boolean => {
  const lines = text.split(/\r?\n/).map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
  return lines.length > 0 && lines.every((l) => FEN_SHAPE.test(l.replace(/^position\s+fen\s+/, '')));
};

export const readFenList = (text: string): Result<FenListResult, TextIssue> => {
  const games: TextGame[] = [];
  const warnings: TextIssue[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length && i < FENLIST_MAX_LINES; i++) {
    const raw = lines[i].replace(/\r$/, '');
    const trimmed = raw.trim();
    if (!trimmed || trimmed.startsWith('#')) continue;
    const column = raw.indexOf(trimmed) + 1;
    const body = trimmed.replace(/^position\s+fen\s+/, '');
    const [fenText, movesText] = body.split(/\s+moves\s+/);
    const p = parseFen(fenText.trim());
    if (!p.ok) {
      warnings.push({ code: 'ERR_FEN_LINE', message: `line ${i + 1}: ${p.error.message}`, line: i + 1, column });
      continue;
    }
    const game: TextGame = { headers: [], startFen: toFen(p.value), comments: [], children: [], warnings: [] };
    let siblings = game.children;
    for (const mv of (movesText ?? '').split(/\s+/).filter(Boolean)) {
      const m = parseIccs(p.value, mv);
      if (!m.ok) {
        game.warnings.push({ code: 'ERR_FEN_MOVE', message: `line ${i + 1}: ${m.error.message}`, line: i + 1, column: column + trimmed.indexOf(mv) });
        break;
      }
      const node = newNode(m.value);
      siblings.push(node);
      siblings = node.children;
      p.value.play(m.value);
    }
    games.push(game);
  }
  if (games.length === 0) return err(warnings[0] ?? { code: 'ERR_FEN_EMPTY', message: 'no FEN found', line: 1, column: 1 });
  return ok({ games, warnings });
};
