import { parseFen } from '../../core/fen';
import { moveToIccs } from '../../core/notation';
import { Engine } from '../../engine/engine';
import { builtinBook } from '../../engine/book';
import { isMate, MATE, toScore } from '../../engine/score';
import type { Game, GameNode } from '../../formats/game';

export interface AnnotateOptions {
  /** Search limit per position; nodes keep runs repeatable, depth keeps them comparable. */
  readonly depth?: number;
  readonly nodes?: number;
  /** Centipawns a move may lose before it gets '?' ($2); four times as much gets '??' ($4). */
  readonly mistake?: number;
  /** Plies of the engine's line kept as a variation after a mistake. */
  readonly variationPlies?: number;
  readonly hashMb?: number;
  /** Called after each position with (done, total). */
  readonly onProgress?: (done: number, total: number) => void;
}

export interface AnnotateSummary {
  readonly positions: number;
  readonly nodes: number;
  readonly mistakes: number;
  readonly bookPlies: number;
  readonly opening?: { readonly ecco: string; readonly nameZh: string; readonly nameEn: string };
}

const NAG_MISTAKE = 2;
const NAG_BLUNDER = 4;

/** Centipawns with mates mapped to large values, so losses can be compared. */
const asCp = (v: number): number => (isMate(v) ? Math.sign(v) * (MATE / 10) : v);

/**
 * Annotates a game's main line in place: every node gets the engine's score (from Red's point of view,
 * as game records show it), depth and best line; book moves are counted and the opening named in the headers;
 * a move that loses more than `mistake` gets a NAG and the engine's line as a variation.
 */
export const annotateGame = (game: Game, opts: AnnotateOptions = {}): AnnotateSummary => {
  const start = parseFen(game.startFen);
  if (!start.ok) return { positions: 0, nodes: 0, mistakes: 0, bookPlies: 0 };
  const pos = start.value;
  const engine = new Engine({ hashMb: opts.hashMb });
  const book = builtinBook();
  const limits = opts.depth === undefined && opts.nodes === undefined ? { depth: 6 } : { depth: opts.depth, nodes: opts.nodes };
  const mistake = opts.mistake ?? 120;

  const nodes: GameNode[] = [];
  for (let n = game.root.children[0]; n; n = n.children[0]) nodes.push(n);
  const played: string[] = [];
  // search values, each from the side to move of its position
  const values: number[] = [];
  const redToMove: boolean[] = [];
  const bests: number[][] = [];
  let total = 0;
  let bookPlies = 0;
  let inBook = true;
  let opening: AnnotateSummary['opening'];

  // positions 0..n: before the first move, after each move
  for (let i = 0; i <= nodes.length; i++) {
    engine.setPosition(game.startFen, played);
    const r = engine.go(limits);
    total += r.nodes;
    const line = r.lines[0];
    values.push(line ? line.value : 0);
    redToMove.push(pos.turn === 0);
    bests.push(line ? line.pv : []);
    if (i > 0) {
      const node = nodes[i - 1];
      if (line) node.eval = { score: toRedScore(line.value, redToMove[i]), depth: line.depth, pv: line.pv.map(moveToIccs) };
    }
    if (i < nodes.length) {
      const m = nodes[i].move;
      if (inBook && book.probe(pos).some((e) => e.move === m)) bookPlies++;
      else inBook = false;
      pos.play(m);
      played.push(moveToIccs(m));
      const name = inBook ? book.openingName(pos) : undefined;
      if (name) opening = name;
    }
    opts.onProgress?.(i + 1, nodes.length + 1);
  }

  let mistakes = 0;
  for (let i = 0; i < nodes.length; i++) {
    if (i < bookPlies || !values.length) continue;
    // value before the move is the mover's; after the move it is the opponent's
    const loss = asCp(values[i]) + asCp(values[i + 1]);
    const best = bests[i];
    if (loss < mistake || best.length === 0 || best[0] === nodes[i].move) continue;
    const node = nodes[i];
    if (!node.nags.includes(NAG_MISTAKE) && !node.nags.includes(NAG_BLUNDER))
      node.nags.push(loss >= 4 * mistake ? NAG_BLUNDER : NAG_MISTAKE);
    mistakes++;
    addVariation(i === 0 ? game.root : nodes[i - 1], best.slice(0, opts.variationPlies ?? 6), toRedScore(values[i], redToMove[i]));
  }
  if (opening) {
    if (!game.headers.ECCO) game.headers.ECCO = opening.ecco;
    if (!game.headers.Opening) game.headers.Opening = opening.nameZh;
  }
  return { positions: nodes.length + 1, nodes: total, mistakes, bookPlies, opening };
};

/** A search value (side to move's view) as a game-record score: positive is good for Red. */
const toRedScore = (v: number, redToMove: boolean): { kind: 'cp' | 'mate'; value: number } => {
  return toScore(redToMove ? v : -v);
};

/** Adds the line as a side variation under parent (never replacing the played move). */
const addVariation = (parent: GameNode, line: number[], score: { kind: 'cp' | 'mate'; value: number }): void => {
  if (parent.children.some((c) => c.move === line[0])) return;
  let at = parent;
  for (const m of line) {
    const child: GameNode = { move: m, comments: [], nags: [], children: [] };
    at.children.push(child);
    at = child;
  }
  const first = parent.children[parent.children.length - 1];
  const pawns = `${score.value > 0 ? '+' : ''}${(score.value / 100).toFixed(2)}`;
  first.comments.push(`engine: ${score.kind === 'cp' ? pawns : `mate ${score.value}`}`);
};
