/**
 * Plain JSON view of a text game (moves as ICCS), for `xqlens read --to json` and other tools.
 *
 *   JSON.stringify(gameToJson(game))
 */
import { moveToIccs } from '../../core/notation';
import { EvalNote, TextGame, TextIssue, TextNode } from './tree';

export interface JsonNode {
  move: string;
  comments?: string[];
  nags?: number[];
  eval?: EvalNote;
  pv?: string[];
  children?: JsonNode[];
}

export interface JsonGame {
  headers: Record<string, string>;
  startFen: string;
  comments?: string[];
  moves: JsonNode[];
  warnings?: TextIssue[];
}

const nodeToJson = (n: TextNode): JsonNode => ({
  move: moveToIccs(n.move),
  ...(n.comments.length ? { comments: n.comments } : {}),
  ...(n.nags.length ? { nags: n.nags } : {}),
  ...(n.evaluation ? { eval: n.evaluation } : {}),
  ...(n.pv?.length ? { pv: n.pv } : {}),
  ...(n.children.length ? { children: n.children.map(nodeToJson) } : {}),
});

export const gameToJson = (g: TextGame): JsonGame => ({
  headers: Object.fromEntries(g.headers),
  startFen: g.startFen,
  ...(g.comments.length ? { comments: g.comments } : {}),
  moves: g.children.map(nodeToJson),
  ...(g.warnings.length ? { warnings: g.warnings } : {}),
});
