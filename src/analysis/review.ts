/**
 * Game review: every position of a game's main line searched by an Analyser, and for every move its
 * score after it (from Red's point of view, as records read), the engine's choice before it, what it
 * cost the mover, a quality mark and whether it was a book move. Cancellable; a cancelled review keeps
 * the plies it finished. A move other than the engine's choice is searched once more, alone (UCI
 * searchmoves) from the position before it at the review's limits, so that its cost compares two moves
 * searched alike (the position after it, searched to the same depth, is one ply deeper); that search
 * runs before the position after the move is searched, whose hash entries would hand it the deeper value.
 * At depth 10 over 588 master moves that was 308 searches, 27 % of the review's nodes and time
 * (test/bench/markQuality.bench.ts); on the review bench's 100 plies, 3.35 M nodes against 3.06 M
 * (+10 %) as `xqlens annotate` reviews and 4.39 M against 4.39 M as the editor does (the searches of
 * the positions after the moves grew cheaper by about what the moves' own searches cost), wall time
 * within noise (test/bench/review.bench.ts at depth 10, 2026-11-24). The same review feeds `xqlens annotate`, the editor's
 * evaluation graph and the decorations beside move text.
 *
 *   const r = await reviewGame(game, analyser, { limits: { depth: 10 }, book, onProgress: (d, n) => bar(d / n) });
 *   for (const e of annotationEdits(game, r)) applyEdit(game, e);
 */
import { replayLine } from '../core/line';
import { moveToIccs } from '../core/notation';
import { Score, negateScore, toRedView } from '../core/score';
import type { Color } from '../core/types';
import { type Game, mainline } from '../formats/game';
import type { AnalysisDto, LimitsDto } from '../protocol/dto';
import type { Analyser, Cancellation } from './analyser';
import { type MoveJudgement, Quality, dropOf, gradeMove, lossOf, mayBeOnly } from './quality';

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
  /**
   * What the move cost the side that played it, in centipawns (mates count as ±3000), for readers: the
   * engine's best move against the move played, both searched from the position before it to the same
   * limits (quality.ts lossOf); 0 for the engine's own move and for book moves.
   */
  readonly loss: number;
  /** What the move cost in expected score (0 to 1, quality.ts dropOf): what its mark is graded by; absent for book moves. */
  readonly drop?: number;
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
  // per move: the book's word on it, and the judgement gathered from the position before it
  const books: BookWord[] = [];
  const judgements: Array<Judged | undefined> = [];
  let nodes = 0;
  let bookPlies = 0;
  let inBook = opts.book !== undefined;
  let opening: Opening | undefined;
  const plies: PlyReview[] = [];
  for (let i = 0; i < total; i++) {
    if (opts.cancel?.isCancellationRequested) break;
    const played = moves.slice(0, i);
    const a = await analyser.analyse({ position: { fen: game.startFen, moves: played }, limits: opts.limits, cancel: opts.cancel });
    if (opts.cancel?.isCancellationRequested && i > 0) break;
    const r = firstLine(a);
    results.push(r);
    nodes += r?.nodes ?? 0;
    if (i < moves.length) {
      const move = moves[i];
      let word: BookWord = { book: false };
      if (inBook && opts.book) {
        const bookMoves = (await opts.book.probe(game.startFen, played)).moves;
        if (bookMoves.includes(move)) {
          bookPlies++;
          opening = (await opts.book.probe(game.startFen, moves.slice(0, i + 1))).opening ?? opening;
          word = { book: true, bookMoves, ...(opening ? { opening } : {}) };
        } else {
          inBook = false;
          word = { book: false, bookMoves };
        }
      }
      books.push(word);
      // the searches that judge move i run now, before the position after it is searched: its hash
      // entries would hand the played move that deeper search's value
      if (!word.book && r && r.pv.length > 0) {
        const j = await judge(game.startFen, played, move, r, a, analyser, opts);
        nodes += j.nodes;
        judgements.push(j.judgement);
      } else judgements.push(undefined);
    }
    if (i > 0) {
      const k = i - 1;
      const move = moves[k];
      const before = results[k];
      const after = r;
      const { book, bookMoves, opening: named } = books[k];
      let judgement = judgements[k];
      // the played move's own search missing (a cache that never searched it, a cancel), the position after it stands in
      if (judgement && judgement.playedScore === undefined && after && before) {
        const playedScore = negateScore(after.score);
        judgement = { ...judgement, playedScore, drop: dropOf(before.score, playedScore) };
      }
      const loss = judgement?.playedScore && before ? lossOf(before.score, judgement.playedScore) : 0;
      const quality = judgement && gradeMove(judgement);
      const ply: PlyReview = {
        ply: i,
        move,
        ...(after ? { score: toRedView(after.score, turns[i]), depth: after.depth, pv: after.pv } : {}),
        ...(before ? { best: before.pv, bestScore: toRedView(before.score, turns[k]) } : {}),
        loss,
        ...(judgement ? { drop: judgement.drop } : {}),
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

interface BookWord {
  readonly book: boolean;
  readonly bookMoves?: readonly string[];
  readonly opening?: Opening;
}

/** A judgement and the score of the move played (the mover's view), when a search of the same limits gave one. */
type Judged = MoveJudgement & { readonly playedScore?: Score };

/**
 * What the engine says of `move` from the position after `played`, whose search `best` (and `analysis`) are:
 * the engine's own move loses nothing (and may be `!`, which its second line tells); another move is
 * searched alone (searchmoves) at the same limits as the best, unless a line of the analysis already has it.
 */
const judge = async (
  fen: string,
  played: readonly string[],
  move: string,
  best: NonNullable<ReturnType<typeof firstLine>>,
  analysis: AnalysisDto,
  analyser: Analyser,
  opts: ReviewOptions,
): Promise<{ judgement: Judged; nodes: number }> => {
  const base = { engineChoice: best.pv[0] === move, best: best.score, takesBack: played.length > 0 && played[played.length - 1].slice(2) === move.slice(2) };
  if (base.engineChoice) {
    let j: Judged = { ...base, drop: 0, playedScore: best.score, ...(best.second ? { second: best.second } : {}) };
    let nodes = 0;
    if (opts.secondLine && !best.second && mayBeOnly(j)) {
      const second = await secondBest(fen, played, move, analyser, opts);
      nodes = second?.nodes ?? 0;
      if (second) j = { ...j, second: second.score };
    }
    return { judgement: j, nodes };
  }
  const listed = analysis.lines.find((l) => l.pv[0] === move);
  if (listed) return { judgement: { ...base, drop: dropOf(best.score, listed.score), playedScore: listed.score }, nodes: 0 };
  const a = await analyser.analyse({ position: { fen, moves: [...played] }, limits: { ...opts.limits, multipv: 1, searchmoves: [move] }, cancel: opts.cancel });
  const l = opts.cancel?.isCancellationRequested ? undefined : firstLine(a);
  // drop 0 until the position after the move stands in for the missing search (reviewGame)
  if (!l) return { judgement: { ...base, drop: 0 }, nodes: 0 };
  return { judgement: { ...base, drop: dropOf(best.score, l.score), playedScore: l.score }, nodes: l.nodes };
};
/** The engine's best line among the moves other than `best` from the position after `played`, as deep; undefined when there is none. */
const secondBest = async (fen: string, played: readonly string[], best: string, analyser: Analyser, opts: ReviewOptions) => {
  const at = replayLine(fen, played);
  if (!at.ok) return undefined;
  const others = at.value.position.legalMoves().map(moveToIccs).filter((m) => m !== best);
  if (others.length === 0 || opts.cancel?.isCancellationRequested) return undefined;
  const a = await analyser.analyse({ position: { fen, moves: [...played] }, limits: { ...opts.limits, multipv: 1, searchmoves: others }, cancel: opts.cancel });
  return opts.cancel?.isCancellationRequested ? undefined : firstLine(a);
};
