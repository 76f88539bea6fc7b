/**
 * A review written into the game as edits (formats/edit.ts), so the CLI applies them and an editor can
 * apply them as one undoable step: the engine note on every reviewed move, its quality glyph (`!`, `?!`,
 * `?`, `??`), the engine's line as a variation after a mistake or blunder, and the opening's ECCO code
 * and name in the headers. With `words`, each mark also in words (markWords.ts: its meaning, cost, the
 * better move and the reason), a comment the engine note's commands follow, and each player's summary
 * in the comment before the first move. Written again, the words replace those written before.
 *
 *   for (const e of annotationEdits(game, review, { words: { language: 'zh', notation: 'zh' } })) applyEdit(game, e);
 */
import { moveToIccs } from '../core/notation';
import { formatScore } from '../core/score';
import type { GameEdit } from '../formats/edit';
import { type Game, headerOf, mainline, nodeAt } from '../formats/game';
import { type MarkWordsOptions, isMarkSentence, isSummaryComment, markSentence, summaryComment } from './markWords';
import { QUALITY_NAG, isQualityNag } from './quality';
import type { GameReview } from './review';
import { summarize } from './summary';

export interface AnnotationOptions {
  /** Plies of the engine's line kept as a variation after a mistake. */
  readonly variationPlies?: number;
  /** Marks and the summary in words, in this language and notation (the file's own); absent: the machine fields alone. */
  readonly words?: MarkWordsOptions;
}

/** `comments` with those `ours` recognises taken out and `text` put at `at` ('first' or 'last'); the same list when nothing changes. */
const withOwn = (comments: readonly string[], ours: (c: string) => boolean, text: string, at: 'first' | 'last'): readonly string[] => {
  const kept = comments.filter((c) => !ours(c));
  const next = at === 'first' ? [text, ...kept] : [...kept, text];
  return next.length === comments.length && next.every((c, i) => c === comments[i]) ? comments : next;
};

export const annotationEdits = (game: Game, review: GameReview, opts: AnnotationOptions = {}): GameEdit[] => {
  const edits: GameEdit[] = [];
  // variations go after the others, so the main line's paths (all zeros) never move
  const added = new Map<string, number>();
  const moves = opts.words ? mainline(game).map((n) => moveToIccs(n.move)) : [];
  for (const p of review.plies) {
    const at = new Array<number>(p.ply).fill(0);
    const node = nodeAt(game, at);
    if (!node) break;
    if (p.score) edits.push({ type: 'setEval', at, eval: { score: p.score, ...(p.depth !== undefined ? { depth: p.depth } : {}), ...(p.pv?.length ? { pv: p.pv } : {}) } });
    if (!p.quality) continue;
    // the words last, so the engine note's commands follow them in the same brace
    const sentence = opts.words && markSentence(game.startFen, moves.slice(0, p.ply - 1), p, opts.words);
    if (sentence) {
      const comments = withOwn(node.comments, isMarkSentence, sentence, 'last');
      if (comments !== node.comments) edits.push({ type: 'setComments', at, comments });
    }
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
  if (opts.words && review.complete) {
    const comments = withOwn(game.root.comments, isSummaryComment, summaryComment(summarize(game.startFen, review.plies), opts.words.language), 'first');
    if (comments !== game.root.comments) edits.push({ type: 'setComments', at: [], comments });
  }
  if (review.opening) {
    if (headerOf(game, 'ECCO') === undefined) edits.push({ type: 'setHeader', name: 'ECCO', value: review.opening.ecco });
    if (headerOf(game, 'Opening') === undefined) edits.push({ type: 'setHeader', name: 'Opening', value: review.opening.nameZh });
  }
  return edits;
};
