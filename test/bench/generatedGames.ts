/**
 * Game text for the benchmarks: seeded random legal games written by our PGN writer, so every run reads the
 * same text and nothing comes from anyone else's files.
 *
 *   const text = makeGameText(2000); // 2,000 games, Chinese, WXF and ICCS in turn
 */
import { START_FEN, parseFen } from '../../src/core/fen';
import { addMove, newGame } from '../../src/formats/game';
import { writePgn } from '../../src/formats/pgn/writer';
import { rng } from '../rng';

/** Seeded random legal games of 60–120 plies in the three notations in turn, with comments, NAGs and a variation in one game of four. */
export const makeGameText = (n: number, seed = 2026): string => {
  const r = rng(seed);
  const out: string[] = [];
  for (let g = 0; g < n; g++) {
    const game = newGame(START_FEN, { Event: `Bench ${g}`, Red: `R${g}`, Black: `B${g}`, Result: '*' });
    const p = parseFen(START_FEN);
    if (!p.ok) throw new Error(p.error.message);
    let node = game.root;
    const plies = 60 + Math.floor(r() * 61);
    for (let i = 0; i < plies; i++) {
      const moves = p.value.legalMoves();
      if (!moves.length) break;
      if (g % 4 === 0 && i === 10 && moves.length > 1) addMove(node, moves[1]).comments.push('another try');
      const m = moves[Math.floor(r() * moves.length)];
      node = addMove(node, m);
      p.value.play(m);
      if (i % 9 === 4) node.comments.push(`note ${i}`);
      if (i % 17 === 8) node.nags.push(1 + (i % 6));
    }
    out.push(writePgn(game, (['zh', 'wxf', 'iccs'] as const)[g % 3]));
  }
  return out.join('\n');
};
