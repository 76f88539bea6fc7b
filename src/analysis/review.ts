/**
 * Game review: every position of a game's main line searched by an Analyser, and for every move its
 * score after it (from Red's point of view, as records read), the engine's choice before it, what it
 * cost the mover, a quality mark and whether it was a book move. Cancellable; a cancelled review keeps
 * the plies it finished. The same review feeds `xqlens annotate`, the editor's evaluation graph and the
 * decorations beside move text.
 *
 *   const r = await reviewGame(game, analyser, { limits: { depth: 10 }, book, onProgress: (d, n) => bar(d / n) });
 *   for (const e of annotationEdits(game, r)) applyEdit(game, e);
 */
import { replayLine } from '../core/line';
import { moveToIccs } from '../core/notation';
import { Score, toRedView } from '../core/score';
import type { Color } from '../core/types';
import { type Game, mainline } from '../formats/game';
import type { AnalysisDto, LimitsDto } from '../protocol/dto';
import type { Analyser, Cancellation } from './analyser';
import { type MoveJudgement, Quality, gradeMove, lossOf, mayBeOnly } from './quality';

export interface Opening {
  readonly ecco: string;
  readonly nameZh: string;
  readonly nameEn: string;
}

/** What a book says of a position: its moves (ICCS) and the opening named there. */
export interface BookProbe {
  readonly moves: readonly string[];
  readonly opening?: Opening;
}

/** An opening book as review needs it: the book moves after `moves` from `fen` (in this thread, or asked of the engine's). */
export interface OpeningBook {
  probe(fen: string, moves: readonly string[]): BookProbe | Promise<BookProbe>;
}

export interface PlyReview {
  /** 1-based ply along the main line; the move is the ply-th. */
  readonly ply: number;
  /** The move played, ICCS. */
  readonly move: string;
  /** The position after the move: its score (Red's view), depth and best line. */
  readonly score?: Score;
  readonly depth?: number;
  readonly pv?: readonly string[];
  /** The engine's line before the move, and its score (Red's view). */
  readonly best?: readonly string[];
  readonly bestScore?: Score;
  /** What the move cost the side that played it, in centipawns (mates count as ±3000). */
  readonly loss: number;
  readonly quality?: Quality;
  /** Played from the book (the review does not grade book moves). */
  readonly book: boolean;
  /** The book's moves before this one, while the game was still in the book. */
  readonly bookMoves?: readonly string[];
  /** For a book move: the opening the game has reached with it. */
  readonly opening?: Opening;
}

export interface GameReview {
  readonly plies: PlyReview[];
  readonly opening?: Opening;
  readonly bookPlies: number;
  /** Positions searched (the start and one after each reviewed move), and their nodes. */
  readonly positions: number;
  readonly nodes: number;
  /** False when cancelled before the end of the main line. */
  readonly complete: boolean;
}

export interface ReviewOptions {
  readonly limits: LimitsDto;
  readonly book?: OpeningBook;
  readonly cancel?: Cancellation;
  /** After each position: how many are done, of how many. */
  readonly onProgress?: (done: number, total: number) => void;
  /** After each move is reviewed (for live decorations and graphs). */
  readonly onPly?: (ply: PlyReview) => void;
  /**
   * Searches the best other move (as deep) where the played move was the engine's choice and could be the
   * only good one (quality.ts mayBeOnly), so it can earn `!`. Costs a search on those plies only, where
   * a second line everywhere (multipv 2) made a review 2.6 to 5 times as long at depth 8 (test/bench/review.bench.ts).
   */
  readonly secondLine?: boolean;
}

/** The first line of an analysis: its score (side to move), depth, moves, nodes, and the second line's score; undefined without a line. */
const firstLine = (a: AnalysisDto): { score: Score; depth: number; pv: readonly string[]; nodes: number; second?: Score } | undefined => {
  const l = a.lines[0];
  const second = a.lines[1]?.score;
  if (l) return { score: l.score, depth: l.depth, pv: l.pv.length ? l.pv : a.bestmove ? [a.bestmove] : [], nodes: l.nodes, ...(second ? { second } : {}) };
  return undefined;
};

export const reviewGame = async (game: Game, analyser: Analyser, opts: ReviewOptions): Promise<GameReview> => {
  const line = replayLine(game.startFen, mainline(game).map((n) => n.move));
  // a main line that stops being legal is reviewed as far as it is legal
  const replayed = line.ok ? line.value : line.error.line;
  const moves = replayed ? replayed.moves.map(moveToIccs) : [];
  const turns: Color[] = [];
  if (replayed) {
    const start = replayed.position.turn ^ (moves.length & 1);
    for (let i = 0; i <= moves.length; i++) turns.push(((start + i) & 1) as Color);
  }
  const total = moves.length + (replayed ? 1 : 0);
  const results: Array<ReturnType<typeof firstLine>> = [];
  let nodes = 0;
  let bookPlies = 0;
  let inBook = opts.book !== undefined;
  let opening: Opening | undefined;
  const plies: PlyReview[] = [];
  for (let i = 0; i < total; i++) {
    if (opts.cancel?.isCancellationRequested) break;
    const played = moves.slice(0, i);
    const a = await analyser.analyse({ fen: game.startFen, moves: played }, opts.limits, { cancel: opts.cancel });
    if (opts.cancel?.isCancellationRequested && i > 0) break;
    const r = firstLine(a);
    results.push(r);
    nodes += r?.nodes ?? 0;
    if (i > 0) {
      const k = i - 1;
      const move = moves[k];
      let book = false;
      let bookMoves: readonly string[] | undefined;
      let named: Opening | undefined;
      if (inBook && opts.book) {
        bookMoves = (await opts.book.probe(game.startFen, moves.slice(0, k))).moves;
        book = bookMoves.includes(move);
        if (book) {
          bookPlies++;
          named = (await opts.book.probe(game.startFen, moves.slice(0, i))).opening ?? opening;
          opening = named;
        } else inBook = false;
      }
      const before = results[k];
      const after = r;
      const loss = before && after ? lossOf(before.score, after.score) : 0;
      let judgement: MoveJudgement | undefined;
      if (!book && before && after && before.pv.length > 0) {
        judgement = {
          loss,
          engineChoice: before.pv[0] === move,
          best: before.score,
          ...(before.second ? { second: before.second } : {}),
          takesBack: k > 0 && moves[k - 1].slice(2) === move.slice(2),
        };
        if (opts.secondLine && !before.second && mayBeOnly(judgement)) {
          const second = await secondBest(game.startFen, moves.slice(0, k), move, analyser, opts);
          nodes += second?.nodes ?? 0;
          if (second) judgement = { ...judgement, second: second.score };
        }
      }
      const quality = judgement && gradeMove(judgement);
      const ply: PlyReview = {
        ply: i,
        move,
        ...(after ? { score: toRedView(after.score, turns[i]), depth: after.depth, pv: after.pv } : {}),
        ...(before ? { best: before.pv, bestScore: toRedView(before.score, turns[k]) } : {}),
        loss,
        ...(quality ? { quality } : {}),
        book,
        ...(bookMoves ? { bookMoves } : {}),
        ...(named ? { opening: named } : {}),
      };
      plies.push(ply);
      opts.onPly?.(ply);
    }
    opts.onProgress?.(i + 1, total);
  }
  return { plies, ...(opening ? { opening } : {}), bookPlies, positions: results.length, nodes, complete: results.length === total };
};

/** The engine's best line among the moves other than `best` from the position after `played`, as deep; undefined when there is none. */
const secondBest = async (fen: string, played: readonly string[], best: string, analyser: Analyser, opts: ReviewOptions) => {
  const at = replayLine(fen, played);
  if (!at.ok) return undefined;
  const others = at.value.position.legalMoves().map(moveToIccs).filter((m) => m !== best);
  if (others.length === 0 || opts.cancel?.isCancellationRequested) return undefined;
  const a = await analyser.analyse({ fen, moves: [...played] }, { ...opts.limits, multipv: 1, searchmoves: others }, { cancel: opts.cancel });
  return opts.cancel?.isCancellationRequested ? undefined : firstLine(a);
};
