/**
 * Files that hold one or more FENs, one a line (or UCCI `position fen … [moves …]` lines): one game each,
 * with the source span of the line and of each move. Blank lines and `#` comments are skipped; a bad FEN
 * or move is a located warning, the other lines still load.
 *
 *   readFenList('rnbakabnr/9/... w - - 0 1\n...')
 */
import { parseFen, toFen } from '../core/fen';
import { replayLine } from '../core/line';
import { Result, err, ok } from '../core/result';
import { Game, GameIssue, GameNode, firstLineSpan, newNode } from './game';
import { READ_LIMITS } from './limits';

export interface FenListResult {
  readonly games: Game[];
  readonly issues: GameIssue[];
}

const FEN_SHAPE = /^[rnbakcpRNBAKCP1-9]+(\/[rnbakcpRNBAKCP1-9]+){9}(\s|$)/;

/** Whether every non-blank line looks like a FEN (so the file is a FEN list). */
export const looksLikeFenList = (text: string): boolean => {
  const lines = text.split(/\r?\n/).map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
  return lines.length > 0 && lines.every((l) => FEN_SHAPE.test(l.replace(/^position\s+fen\s+/, '')));
};

/** `maxGames`: READ_LIMITS.maxGames unless a caller (a test) asks for fewer. */
export const readFenList = (text: string, maxGames: number = READ_LIMITS.maxGames): Result<FenListResult, GameIssue> => {
  const games: Game[] = [];
  const issues: GameIssue[] = [];
  let lineStart = 0;
  // no cap on lines (the text's own bound holds them), one on games, past which the rest is named, not dropped unsaid
  for (let i = 0; lineStart <= text.length; i++) {
    const nl = text.indexOf('\n', lineStart);
    const lineEnd = nl < 0 ? text.length : nl;
    const raw = text.slice(lineStart, lineEnd).replace(/\r$/, '');
    const at = lineStart;
    lineStart = lineEnd + 1;
    const trimmed = raw.trim();
    if (!trimmed || trimmed.startsWith('#')) continue;
    const lead = raw.indexOf(trimmed);
    const span = { start: at + lead, end: at + lead + trimmed.length };
    const place = { line: i + 1, column: lead + 1 };
    if (games.length >= maxGames) {
      issues.push({ code: 'ERR_FEN_TOO_MANY_GAMES', message: `more than ${maxGames} games; the rest of the file is not read (from line ${i + 1})`, place, span });
      break;
    }
    const body = trimmed.replace(/^position\s+fen\s+/, '');
    // one space before the word, not a run: `\s+moves` backtracks over a long run of spaces (quadratic)
    const movesAt = body.search(/\smoves\s/);
    const fenText = (movesAt < 0 ? body : body.slice(0, movesAt)).trim();
    const p = parseFen(fenText);
    if (!p.ok) {
      issues.push({ code: 'ERR_FEN_LINE', message: `line ${i + 1}: ${p.error.message}`, place, span });
      continue;
    }
    // each move's offset in the line, so its node knows where it is written
    const words: Array<{ text: string; start: number }> = [];
    if (movesAt >= 0) {
      const from = span.start + (trimmed.length - body.length) + movesAt;
      const re = /\S+/g;
      const tail = text.slice(from, span.end);
      for (let m = re.exec(tail); m; m = re.exec(tail)) if (m[0] !== 'moves' || words.length > 0) words.push({ text: m[0], start: from + m.index });
    }
    const startFen = toFen(p.value);
    const game: Game = { headers: {}, startFen, root: newNode(), source: { whole: span, headers: {}, moves: span } };
    const r = replayLine(startFen, words.map((w) => w.text));
    const line = r.ok ? r.value : r.error.line;
    let parent: GameNode = game.root;
    line?.moves.forEach((m, k) => {
      const w = words[k];
      const node = newNode(m);
      node.source = { move: { start: w.start, end: w.start + w.text.length }, whole: { start: w.start, end: w.start + w.text.length } };
      parent.children.push(node);
      parent = node;
    });
    if (!r.ok && r.error.index !== undefined) {
      const w = words[r.error.index];
      issues.push({
        code: 'ERR_FEN_MOVE',
        message: `line ${i + 1}: ${r.error.message}`,
        place: { line: i + 1, column: w.start - at + 1 },
        span: { start: w.start, end: w.start + w.text.length },
        game: games.length,
      });
    }
    games.push(game);
  }
  if (games.length === 0) return err(issues[0] ?? { code: 'ERR_NO_GAME', message: 'no FEN found', place: { line: 1, column: 1 }, span: firstLineSpan(text) });
  return ok({ games, issues });
};
