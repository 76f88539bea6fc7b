/**
 * Games as the board page receives them (protocol/webview.ts), and the names the game picker shows.
 *
 *   page.notify({ type: 'doc', doc: docDto(games, 0) });
 */
import { replayLine } from '../../core/line';
import { fromData, toData } from '../../formats/edit';
import { type Game, headerOf, newGame } from '../../formats/game';
import type { DocDto, GameDto } from '../../protocol/webview';

export const toGameDto = (g: Game): GameDto => {
  const root = toData(g.root);
  return { headers: Object.entries(g.headers), startFen: g.startFen, root: { ...root, move: '' } };
};

/** `Red – Black, Event`, or what there is of it, or `#N`. */
export const gameName = (g: Game, i: number): string => {
  const players = [headerOf(g, 'Red'), headerOf(g, 'Black')].filter(Boolean).join(' – ');
  const event = headerOf(g, 'Title') ?? headerOf(g, 'Event');
  return [players, event].filter(Boolean).join(', ') || `#${i + 1}`;
};

export const docDto = (games: readonly Game[], index: number, extra: Partial<Pick<DocDto, 'error' | 'notice'>> = {}): DocDto => {
  const i = Math.max(0, Math.min(index, games.length - 1));
  return {
    games: games.map(gameName),
    index: games.length ? i : 0,
    ...(games[i] ? { game: toGameDto(games[i]) } : {}),
    ...extra,
  };
};

/** A game back from the page's form (a restored preview), every move checked; undefined if any is not legal. */
export const gameFromDto = (dto: GameDto): Game | undefined => {
  const start = replayLine(dto.startFen);
  if (!start.ok) return undefined;
  const game = newGame(dto.startFen, Object.fromEntries(dto.headers));
  game.root.comments = [...(dto.root.comments ?? [])];
  for (const [i, child] of (dto.root.children ?? []).entries()) {
    const n = fromData(child, start.value.position);
    if (!n.ok) return undefined;
    game.root.children[i] = n.value;
  }
  return game;
};
