/**
 * PGN on the shared game model: read text into `Game`s with their located issues, write a `Game` back.
 *
 *   const r = readPgnGames(text); if (r.ok) writePgnGame(r.value.games[0], 'zh')
 */
import type { Notation } from '../../core/notation';
import { Result, err, ok } from '../../core/result';
import type { Game, GameIssue } from '../game';
import { fromGame, issueToGame, toGame } from './model';
import { readPgn } from './reader';
import { writePgn } from './writer';

export { PGN_LIMITS, readPgn } from './reader';
export { writePgn } from './writer';

export const readPgnGames = (text: string): Result<{ games: Game[]; issues: GameIssue[] }, GameIssue> => {
  const r = readPgn(text);
  if (!r.ok) return err(issueToGame(r.error));
  return ok({ games: r.value.map(toGame), issues: r.value.flatMap((g) => g.warnings.map(issueToGame)) });
};

export const writePgnGame = (game: Game, notation: Notation, lineBreak: '\n' | '\r\n' = '\n'): string =>
  writePgn(fromGame(game), notation, lineBreak);
