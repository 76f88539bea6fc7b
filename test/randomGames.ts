import { START_FEN, parseFen } from '../src/core/fen';
import type { Move } from '../src/core/types';
import type { Position } from '../src/core/position';

/**
 * Plays `games` games of random legal moves from the start, up to `plies` plies each, with `rnd`
 * choosing; `visit` sees every position (and its legal moves) before the move is played.
 */
export const randomGames = (rnd: () => number, games: number, plies: number, visit: (pos: Position, legal: Move[], game: number, ply: number) => void): void => {
  for (let game = 0; game < games; game++) {
    const p = parseFen(START_FEN);
    if (!p.ok) throw new Error(p.error.message);
    const pos = p.value;
    for (let ply = 0; ply < plies; ply++) {
      const legal = pos.legalMoves();
      visit(pos, legal, game, ply);
      if (legal.length === 0) break;
      pos.play(legal[Math.floor(rnd() * legal.length)]);
    }
  }
};
