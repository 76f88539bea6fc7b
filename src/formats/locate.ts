/**
 * Text places ↔ game nodes, for games read from text (their `source` spans): which move the cursor is on,
 * and where a node is written. Decorations, hovers, Analyse Position on a move line and the text↔board
 * cursor sync use it.
 *
 *   const hit = moveAt(read.games, offset, { line: [lineStart, lineEnd] }); // { game: 0, path: [0, 0] }
 */
import { type Game, type GameNode, type Span, forEachNode, nodeAt, pathOf } from './game';

export interface Located {
  readonly game: number;
  /** The node's path; [] is the game's start position. */
  readonly path: readonly number[];
}

/** The game whose text holds `offset` (its whole span, or the gap before the next game). */
export const gameAt = (games: readonly Game[], offset: number): number | undefined => {
  let best: number | undefined;
  games.forEach((g, i) => {
    const s = g.source?.whole;
    if (s && s.start <= offset) best = i;
  });
  return best;
};

/**
 * The move at `offset`: the one whose token holds it; else, when `line` bounds the cursor's line, the last
 * move written on that line before the cursor, else the first after it on that line; else undefined.
 */
export const moveAt = (games: readonly Game[], offset: number, opts: { line?: readonly [number, number] } = {}): Located | undefined => {
  const gi = gameAt(games, offset);
  if (gi === undefined) return undefined;
  // nodes, not paths: a path per node is quadratic on a long line; the one found gets its path
  const moves: Array<{ span: Span; node: GameNode }> = [];
  forEachNode(games[gi], (n) => {
    if (n.source) moves.push({ span: n.source.move, node: n });
  });
  const at = (m: { node: GameNode }): Located => ({ game: gi, path: pathOf(games[gi], m.node)! });
  const inside = moves.find((m) => m.span.start <= offset && offset <= m.span.end);
  if (inside) return at(inside);
  const line = opts.line;
  if (!line) return undefined;
  const onLine = moves.filter((m) => m.span.start >= line[0] && m.span.end <= line[1]).sort((a, b) => a.span.start - b.span.start);
  const before = onLine.filter((m) => m.span.end <= offset).at(-1);
  const after = onLine.find((m) => m.span.start >= offset);
  const hit = before ?? after;
  return hit ? at(hit) : undefined;
};

/** Where the node at `path` is written (its move token), if the game was read from text. */
export const moveSpan = (game: Game, path: readonly number[]): Span | undefined => (nodeAt(game, path) as GameNode | undefined)?.source?.move;

/** Where each game read from text begins (its first tag, or its first move): the place of its CodeLens. */
export const gameHeads = (games: readonly Game[]): Array<{ readonly game: number; readonly offset: number }> =>
  games.flatMap((g, game) => (g.source ? [{ game, offset: g.source.whole.start }] : []));
