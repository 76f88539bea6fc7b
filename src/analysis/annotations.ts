/**
 * A review written into the game as edits (formats/edit.ts), so the CLI applies them and an editor can
 * apply them as one undoable step: the engine note on every reviewed move, its quality glyph (`!`, `?!`,
 * `?`, `??`), the engine's line as a variation after a mistake or blunder, and the opening's ECCO code
 * and name in the headers.
 *
 *   for (const e of annotationEdits(game, review)) applyEdit(game, e);
 */
import { moveToIccs } from '../core/notation';
import { formatScore } from '../core/score';
import type { GameEdit } from '../formats/edit';
import { type Game, headerOf, nodeAt } from '../formats/game';
import { QUALITY_NAG, isQualityNag } from './quality';
import type { GameReview } from './review';

export interface AnnotationOptions {
  /** Plies of the engine's line kept as a variation after a mistake. */
  readonly variationPlies?: number;
}

export const annotationEdits = (game: Game, review: GameReview, opts: AnnotationOptions = {}): GameEdit[] => {
  const edits: GameEdit[] = [];
  // variations go after the others, so the main line's paths (all zeros) never move
  const added = new Map<string, number>();
  for (const p of review.plies) {
    const at = new Array<number>(p.ply).fill(0);
    const node = nodeAt(game, at);
    if (!node) break;
    if (p.score) edits.push({ type: 'setEval', at, eval: { score: p.score, ...(p.depth !== undefined ? { depth: p.depth } : {}), ...(p.pv?.length ? { pv: p.pv } : {}) } });
    if (!p.quality) continue;
    // a move-quality glyph the text already carries (the player's own, or ours from before) stays
    if (!node.nags.some(isQualityNag)) edits.push({ type: 'setNags', at, nags: [QUALITY_NAG[p.quality], ...node.nags] });
    if ((p.quality !== 'mistake' && p.quality !== 'blunder') || !p.best?.length) continue;
    const parentAt = at.slice(0, -1);
    const parent = nodeAt(game, parentAt)!;
    if (parent.children.some((c) => c.move !== 0 && moveToIccs(c.move) === p.best![0])) continue;
    const key = parentAt.join('.');
    const index = parent.children.length + (added.get(key) ?? 0);
    added.set(key, (added.get(key) ?? 0) + 1);
    edits.push({ type: 'addMoves', at: parentAt, moves: p.best.slice(0, opts.variationPlies ?? 6), index });
    if (p.bestScore) edits.push({ type: 'setComments', at: [...parentAt, index], comments: [`engine: ${formatScore(p.bestScore, { signed: true })}`] });
  }
  if (review.opening) {
    if (headerOf(game, 'ECCO') === undefined) edits.push({ type: 'setHeader', name: 'ECCO', value: review.opening.ecco });
    if (headerOf(game, 'Opening') === undefined) edits.push({ type: 'setHeader', name: 'Opening', value: review.opening.nameZh });
  }
  return edits;
};
