/**
 * Converts between the text readers' tree (`TextGame`) and the shared game model (`Game` in ../game.ts).
 * Lossless both ways except duplicate header names (the model keeps the last) and a best line without a score
 * (the model stores the line inside its eval).
 *
 *   const game = toGame(readPgn(text).value[0]);   writePgn(fromGame(game), 'zh')
 */
import { Game, GameIssue, GameNode, NodeEval } from '../game';
import { TextGame, TextIssue, TextNode } from './tree';

export const issueToGame = (i: TextIssue): GameIssue => ({ code: i.code, message: i.message, place: { line: i.line, column: i.column } });

const nodeToGame = (n: TextNode): GameNode => {
  const ev: NodeEval | undefined = n.evaluation
    ? {
        score: { kind: n.evaluation.kind, value: n.evaluation.value },
        ...(n.evaluation.depth !== undefined ? { depth: n.evaluation.depth } : {}),
        ...(n.pv?.length ? { pv: n.pv } : {}),
      }
    : undefined;
  return { move: n.move, comments: [...n.comments], nags: [...n.nags], ...(ev ? { eval: ev } : {}), children: n.children.map(nodeToGame) };
};

export const toGame = (t: TextGame): Game => ({
  headers: Object.fromEntries(t.headers),
  startFen: t.startFen,
  root: { move: 0, comments: [...t.comments], nags: [], children: t.children.map(nodeToGame) },
});

const nodeFromGame = (n: GameNode): TextNode => ({
  move: n.move,
  comments: [...n.comments],
  nags: [...n.nags],
  ...(n.eval
    ? { evaluation: { kind: n.eval.score.kind, value: n.eval.score.value, ...(n.eval.depth !== undefined ? { depth: n.eval.depth } : {}) } }
    : {}),
  ...(n.eval?.pv?.length ? { pv: [...n.eval.pv] } : {}),
  children: n.children.map(nodeFromGame),
});

export const fromGame = (g: Game, warnings: TextIssue[] = []): TextGame => ({
  headers: Object.entries(g.headers),
  startFen: g.startFen,
  comments: [...g.root.comments],
  children: g.root.children.map(nodeFromGame),
  warnings,
});
