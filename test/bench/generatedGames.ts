/**
 * Game text for the benchmarks: seeded random legal games written by our PGN writer, so every run reads the
 * same text and nothing comes from anyone else's files.
 *
 *   const text = makeGameText(2000); // 2,000 games, Chinese, WXF and ICCS in turn
 *   const page = dhtmlXqText(makeGames(100, 7, 4, 8)); // the same kind of games as other formats hold them
 */
import { START_FEN, parseFen, toFen } from '../../src/core/fen';
import { moveToIccs } from '../../src/core/notation';
import { fileOf, rankOf } from '../../src/core/squares';
import { type Game, addMove, mainlineMoves, newGame } from '../../src/formats/game';
import { writePgn } from '../../src/formats/pgn/writer';
import { rng } from '../rng';

/**
 * Seeded random legal games of `minPlies`–`maxPlies` plies (60–120 by default) with comments, NAGs and a variation
 * in one game of four.
 */
export const makeGames = (n: number, seed = 2026, minPlies = 60, maxPlies = 120): Game[] => {
  const r = rng(seed);
  const games: Game[] = [];
  for (let g = 0; g < n; g++) {
    const game = newGame(START_FEN, { Event: `Bench ${g}`, Red: `R${g}`, Black: `B${g}`, Result: '*' });
    const p = parseFen(START_FEN);
    if (!p.ok) throw new Error(p.error.message);
    let node = game.root;
    const plies = minPlies + Math.floor(r() * (maxPlies - minPlies + 1));
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
    games.push(game);
  }
  return games;
};

/** The games as PGN, in Chinese, WXF and ICCS in turn. */
export const pgnText = (games: readonly Game[]): string => games.map((g, i) => writePgn(g, (['zh', 'wxf', 'iccs'] as const)[i % 3])).join('\n');

/** Seeded random legal games of 60–120 plies in the three notations in turn, with comments, NAGs and a variation in one game of four. */
export const makeGameText = (n: number, seed = 2026): string => pgnText(makeGames(n, seed));

/**
 * The games' main lines as a FEN list: `position fen <start> moves <ICCS…>`, one a line; `moves` false writes each
 * game's last position alone (a file of 100,000 games must stay under READ_LIMITS.maxChars).
 */
export const fenListText = (games: readonly Game[], moves = true): string =>
  games
    .map((g) => {
      const line = mainlineMoves(g);
      if (moves) return `position fen ${g.startFen} moves ${line.map(moveToIccs).join(' ')}`;
      const p = parseFen(g.startFen);
      if (!p.ok) throw new Error(p.error.message);
      for (const m of line) p.value.play(m);
      return toFen(p.value);
    })
    .join('\n') + '\n';

/** DhtmlXQ digits of a move: file then rank counted from Black's side, for each end. */
const dhtmlDigits = (m: number): string => {
  const at = (sq: number): string => `${fileOf(sq)}${9 - rankOf(sq)}`;
  return at(m & 255) + at(m >> 8);
};

/** The games as a page of DhtmlXQ blocks, one a game: title and players (unless `headers` is false) and the main line. */
export const dhtmlXqText = (games: readonly Game[], headers = true): string =>
  games
    .map((g) => {
      const h = g.headers;
      return [
        '[DhtmlXQ]',
        ...(headers ? [`[DhtmlXQ_title]${h.Event ?? ''}[/DhtmlXQ_title]`, `[DhtmlXQ_red]${h.Red ?? ''}[/DhtmlXQ_red]`, `[DhtmlXQ_black]${h.Black ?? ''}[/DhtmlXQ_black]`] : []),
        `[DhtmlXQ_movelist]${mainlineMoves(g).map(dhtmlDigits).join('')}[/DhtmlXQ_movelist]`,
        '[/DhtmlXQ]',
      ].join('\n');
    })
    .join('\n') + '\n';
