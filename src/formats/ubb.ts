/**
 * A bare string of four-digit moves from the start position (`77477062…`, as UBB forums paste them).
 * Writers disagree on which side y counts from, so both readings are tried and the one that plays
 * further wins.
 *
 *   if (looksLikeUbbDigits(text)) readUbbDigits(text)
 */
import { START_FEN, parseFen } from '../core/fen';
import { square } from '../core/squares';
import { Game, GameIssue, GameNode, newNode } from './game';

export const looksLikeUbbDigits = (text: string): boolean => {
  const t = text.trim();
  return /^\d+$/.test(t) && t.length % 4 === 0;
};

export const readUbbDigits = (text: string): { game: Game; issues: GameIssue[] } => {
  const lead = text.length - text.trimStart().length;
  const digits = text.trim();
  const play = (fromTop: boolean): { game: Game; issues: GameIssue[]; plies: number } => {
    const span = { start: lead, end: lead + digits.length };
    const game: Game = { headers: {}, startFen: START_FEN, root: newNode(), source: { whole: span, headers: {}, moves: span } };
    const issues: GameIssue[] = [];
    const p = parseFen(START_FEN);
    if (!p.ok) return { game, issues, plies: 0 };
    const pos = p.value;
    let parent: GameNode = game.root;
    let plies = 0;
    for (let i = 0; i + 4 <= digits.length; i += 4) {
      const d = digits.slice(i, i + 4);
      const r = (c: string): number => (fromTop ? 9 - Number(c) : Number(c));
      const m = square(Number(d[0]), r(d[1])) | (square(Number(d[2]), r(d[3])) << 8);
      const at = { start: lead + i, end: lead + i + 4 };
      if (Number(d[0]) > 8 || Number(d[2]) > 8 || !pos.isLegal(m)) {
        issues.push({ code: 'ERR_UBB_MOVE', message: `move ${d} (ply ${plies + 1}) is not legal`, place: { line: 1, column: lead + i + 1 }, span: at, game: 0 });
        break;
      }
      const node = newNode(m);
      node.source = { move: at, whole: at };
      parent.children.push(node);
      parent = node;
      pos.play(m);
      plies++;
    }
    return { game, issues, plies };
  };
  const top = play(true);
  const bottom = play(false);
  const best = bottom.plies > top.plies ? bottom : top;
  return { game: best.game, issues: best.issues };
};
