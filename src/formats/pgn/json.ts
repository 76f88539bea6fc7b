/**
 * Plain JSON view of a game (moves as ICCS), for `xqlens read --to json` and other tools. Laid out as PGN is:
 * a line is an array of moves, and a move's `variations` are the lines played instead of it. So the JSON nests
 * only as deep as the variations do (readers bound that, READ_LIMITS.maxDepth), never a level per ply: a main
 * line of 400,000 plies is one flat array that JSON.stringify and any reader of the output can take.
 *
 *   JSON.stringify(gameToJson(game))
 *   // { "moves": [{ "move": "h2e2", "variations": [[{ "move": "b2e2" }, …]] }, { "move": "h9g7" }, …] }
 */
import { moveToIccs } from '../../core/notation';
import type { Game, GameIssue, GameNode, NodeEval } from '../game';

export interface JsonNode {
  move: string;
  comments?: string[];
  nags?: number[];
  eval?: NodeEval;
  /** Lines played instead of this move, each starting with its own first move. */
  variations?: JsonNode[][];
}

export interface JsonGame {
  headers: Record<string, string>;
  startFen: string;
  comments?: string[];
  /** The main line. */
  moves: JsonNode[];
  warnings?: GameIssue[];
}

const nodeToJson = (n: GameNode): JsonNode => ({
  move: moveToIccs(n.move),
  ...(n.comments.length ? { comments: n.comments } : {}),
  ...(n.nags.length ? { nags: n.nags } : {}),
  ...(n.eval ? { eval: n.eval } : {}),
});

/** The line that starts with `first` (its alternatives becoming its variations), built without recursion. */
const lineToJson = (first: readonly GameNode[]): JsonNode[] => {
  const top: JsonNode[] = [];
  // each task: the nodes offered at a point (main first) and the line its main one joins
  const tasks: Array<{ nodes: readonly GameNode[]; line: JsonNode[] }> = [{ nodes: first, line: top }];
  for (let t = tasks.pop(); t; t = tasks.pop()) {
    for (let nodes = t.nodes; nodes.length > 0; nodes = nodes[0].children) {
      const j = nodeToJson(nodes[0]);
      t.line.push(j);
      if (nodes.length > 1) {
        j.variations = [];
        for (let i = 1; i < nodes.length; i++) {
          const line: JsonNode[] = [];
          j.variations.push(line);
          tasks.push({ nodes: [nodes[i]], line });
        }
      }
    }
  }
  return top;
};

export const gameToJson = (g: Game, warnings: readonly GameIssue[] = []): JsonGame => ({
  headers: { ...g.headers },
  startFen: g.startFen,
  ...(g.root.comments.length ? { comments: g.root.comments } : {}),
  moves: lineToJson(g.root.children),
  ...(warnings.length ? { warnings: [...warnings] } : {}),
});
