/**
 * Plain JSON view of a game (moves as ICCS), for `xqlens read --to json` and other tools.
 *
 *   JSON.stringify(gameToJson(game))
 */
import { moveToIccs } from '../../core/notation';
import type { Game, GameIssue, GameNode, NodeEval } from '../game';

export interface JsonNode {
  move: string;
  comments?: string[];
  nags?: number[];
  eval?: NodeEval;
  children?: JsonNode[];
}

export interface JsonGame {
  headers: Record<string, string>;
  startFen: string;
  comments?: string[];
  moves: JsonNode[];
  warnings?: GameIssue[];
}

const nodeToJson = (n: GameNode): JsonNode => ({
  move: moveToIccs(n.move),
  ...(n.comments.length ? { comments: n.comments } : {}),
  ...(n.nags.length ? { nags: n.nags } : {}),
  ...(n.eval ? { eval: n.eval } : {}),
  ...(n.children.length ? { children: n.children.map(nodeToJson) } : {}),
});

export const gameToJson = (g: Game, warnings: readonly GameIssue[] = []): JsonGame => ({
  headers: { ...g.headers },
  startFen: g.startFen,
  ...(g.root.comments.length ? { comments: g.root.comments } : {}),
  moves: g.root.children.map(nodeToJson),
  ...(warnings.length ? { warnings: [...warnings] } : {}),
});
