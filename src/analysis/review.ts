/**
 * Game review: every position of a game's main line searched by an Analyser, and for every move its
 * score after it (from Red's view, as records read), the engine's choice before it, what it cost the
 * mover, a quality mark and whether it was a book move. Cancellable; a cancelled review keeps the plies
 * it finished, in order.
 *
 * Like with like: a move other than the engine's choice is searched once more, alone (UCI searchmoves),
 * from the position before it at the same limits, so its cost compares two moves searched alike.
 *
 * In two passes (ReviewOptions.verify): the first scores every ply; the second searches again, deeper,
 * every candidate (a move the first pass marks, a move just below the first threshold, and `!`), both
 * the engine's best and the move played, and the mark follows the deeper figures (a mark the deeper
 * search does not confirm goes). Every search is fresh (analyser.ts `fresh`: hash and histories
 * forgotten first), so at a depth or node budget a verdict depends only on the position and the
 * budget: the same game gives the same review whatever was analysed before, however many engines
 * share the work, in the CLI and in VS Code alike. `parallel` searches may run at once (a pool of
 * engines answers them); plies are reported in order.
 *
 *   const r = await reviewGame(game, analyser, { limits: { nodes: 30_000 }, verify: {}, book, onProgress: (d, n) => bar(d / n) });
 *   for (const e of annotationEdits(game, r)) applyEdit(game, e);
 */
import { replayLine } from '../core/line';
import { moveToIccs } from '../core/notation';
import { Score, negateScore, toRedView } from '../core/score';
import type { Color } from '../core/types';
import { type Game, mainline } from '../formats/game';
import type { AnalysisDto, LimitsDto } from '../protocol/dto';
import type { Analyser, Cancellation } from './analyser';
import { INACCURACY_DROP, type MoveJudgement, Quality, dropOf, gradeMove, lossOf, mayBeOnly } from './quality';

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
  /** The engine's line before the move, and its score (Red's view); the deeper search's where the move was verified. */
  readonly best?: readonly string[];
  readonly bestScore?: Score;
  /** The move played and the engine's answer to it (the refutation), from the move's own search. */
  readonly playedLine?: readonly string[];
  /** That search's score (Red's view): what the move played is worth, searched like the best. */
  readonly playedScore?: Score;
  /**
   * What the move cost the side that played it, in centipawns (mates count as ±3000), for readers: the
   * engine's best move against the move played, both searched from the position before it to the same
   * limits (quality.ts lossOf); 0 for the engine's own move.
   */
  readonly loss: number;
  /** What the move cost in expected score (0 to 1, quality.ts dropOf): what its mark is graded by. */
  readonly drop?: number;
  readonly quality?: Quality;
  /** The second pass searched this move again, deeper: its figures and mark are the deeper search's. */
  readonly verified?: boolean;
  /** Played from the book (graded like any other move: a book move that loses is marked). */
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
  /** Positions searched in the first pass (the start and one after each reviewed move), and every search's nodes. */
  readonly positions: number;
  readonly nodes: number;
  /** Moves the second pass searched again. */
  readonly verified: number;
  /** False when cancelled before the end of the main line. */
  readonly complete: boolean;
}

/** The second pass: how much deeper, and which moves it takes. */
export interface VerifyOptions {
  /** The first pass's budget times this for a candidate (nodes times it; depth plus its base-2 logarithm). Default 4. */
  readonly factor?: number;
  /** For a first-pass `??` or `!`: the verdicts that cost most when wrong. Default 8. */
  readonly strongFactor?: number;
  /** A move giving away at least this much expected score in the first pass is searched again. Default 0.6 × INACCURACY_DROP. */
  readonly nearDrop?: number;
}

export interface ReviewOptions {
  /** The first pass's limits for every position: a node or depth budget (a time would make the verdict vary). */
  readonly limits: LimitsDto;
  /** The second pass; absent: one pass. */
  readonly verify?: VerifyOptions;
  readonly book?: OpeningBook;
  readonly cancel?: Cancellation;
  /** How many searches may run at once (the engines answering them); default 1. */
  readonly parallel?: number;
  /** After each ply is final: how many are done, of how many. */
  readonly onProgress?: (done: number, total: number) => void;
  /** After each move is reviewed, in order (for live decorations and graphs). */
  readonly onPly?: (ply: PlyReview) => void;
  /**
   * Searches the best other move (as deep) where the played move was the engine's choice and could be the
   * only good one (quality.ts mayBeOnly), so it can earn `!`. Costs a search on those plies only, where
   * a second line everywhere (multipv 2) made a review 2.6 to 5 times as long at depth 8 (test/bench/review.bench.ts).
   */
  readonly secondLine?: boolean;
}

/**
 * The review every face of the extension runs (`xqlens annotate`, the margin, the board's graph, Write
 * Annotations): `nodes` a position in the first pass, the second pass at its defaults, the second line
 * that tells `!`. With the same `nodes`, the same game gets the same review everywhere.
 */
export const standardReview = (nodes: number): Pick<ReviewOptions, 'limits' | 'verify' | 'secondLine'> => ({ limits: { nodes }, verify: {}, secondLine: true });

/** The hash of every engine a review searches with: fixed, so a verdict does not follow a user's hash setting. */
export const REVIEW_HASH_MB = 16;

/** The first pass's budget made `factor` times larger: nodes times it, a depth plus its base-2 logarithm. */
export const deeperLimits = (l: LimitsDto, factor: number): LimitsDto => ({
  ...l,
  ...(l.nodes !== undefined ? { nodes: Math.round(l.nodes * factor) } : {}),
  ...(l.depth !== undefined ? { depth: l.depth + Math.max(1, Math.round(Math.log2(factor))) } : {}),
});

type Line = { score: Score; depth: number; pv: readonly string[]; nodes: number; second?: Score };

/** The first line of an analysis: its score (side to move), depth, moves, nodes, and the second line's score; undefined without a line. */
const firstLine = (a: AnalysisDto): Line | undefined => {
  const l = a.lines[0];
  const second = a.lines[1]?.score;
  if (l) return { score: l.score, depth: l.depth, pv: l.pv.length ? l.pv : a.bestmove ? [a.bestmove] : [], nodes: l.nodes, ...(second ? { second } : {}) };
  return undefined;
};

interface BookWord {
  readonly book: boolean;
  readonly bookMoves?: readonly string[];
  readonly opening?: Opening;
}

/** A judgement and the score and line of the move played (the mover's view), when a search of the same limits gave one. */
type Judged = MoveJudgement & { readonly playedScore?: Score; readonly playedLine?: readonly string[] };

/** Runs at most `n` tasks at once, in the order they were asked for. */
const limiter = (n: number) => {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= n) await new Promise<void>((go) => waiting.push(go));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
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
  const cancelled = (): boolean => opts.cancel?.isCancellationRequested === true;
  let nodes = 0;
  let verifiedCount = 0;
  const search = async (played: readonly string[], limits: LimitsDto): Promise<AnalysisDto> => {
    const a = await analyser.analyse({ position: { fen: game.startFen, moves: played }, limits, fresh: true, ...(opts.cancel ? { cancel: opts.cancel } : {}) });
    nodes += a.lines[0]?.nodes ?? 0;
    return a;
  };

  // the book first, in order: a probe is quick, and where the game leaves the book decides what is a book move
  const books: BookWord[] = [];
  let bookPlies = 0;
  let opening: Opening | undefined;
  let inBook = opts.book !== undefined;
  for (let i = 0; i < moves.length; i++) {
    if (!inBook || !opts.book || cancelled()) {
      books.push({ book: false });
      continue;
    }
    const played = moves.slice(0, i);
    const bookMoves = (await opts.book.probe(game.startFen, played)).moves;
    if (bookMoves.includes(moves[i])) {
      bookPlies++;
      opening = (await opts.book.probe(game.startFen, moves.slice(0, i + 1))).opening ?? opening;
      books.push({ book: true, bookMoves, ...(opening ? { opening } : {}) });
    } else {
      inBook = false;
      books.push({ book: false, bookMoves });
    }
  }

  /**
   * One position's work: its search (the line before move i, and the score after move i − 1) and, for
   * move i, the judgement of the first pass and, for a candidate, of the second.
   */
  const work = async (i: number): Promise<{ before?: Line; judged?: Judged; verified: boolean }> => {
    const played = moves.slice(0, i);
    const a = await search(played, opts.limits);
    const before = firstLine(a);
    if (i >= moves.length || !before || before.pv.length === 0 || cancelled()) return { ...(before ? { before } : {}), verified: false };
    const first = await judge(played, moves[i], before, a, opts.limits);
    const v = opts.verify;
    const q = gradeMove(first);
    const candidate = v && !cancelled() && (q !== undefined || first.drop >= (v.nearDrop ?? 0.6 * INACCURACY_DROP));
    if (!candidate) return { before, judged: first, verified: false };
    const factor = q === 'blunder' || q === 'only' ? (v.strongFactor ?? 8) : (v.factor ?? 4);
    const deeper = deeperLimits(opts.limits, factor);
    const a2 = await search(played, deeper);
    const before2 = firstLine(a2);
    if (!before2 || before2.pv.length === 0 || cancelled()) return { before, judged: first, verified: false };
    verifiedCount++;
    return { before: before2, judged: await judge(played, moves[i], before2, a2, deeper), verified: true };
  };

  /**
   * What the engine says of `move` from the position after `played`, whose search `best` (and `analysis`) are:
   * the engine's own move loses nothing (and may be `!`, which its second line tells); another move is
   * searched alone (searchmoves) at the same limits as the best, unless a line of the analysis already has it.
   */
  const judge = async (played: readonly string[], move: string, best: Line, analysis: AnalysisDto, limits: LimitsDto): Promise<Judged> => {
    const base = { engineChoice: best.pv[0] === move, best: best.score, takesBack: played.length > 0 && played[played.length - 1].slice(2) === move.slice(2) };
    if (base.engineChoice) {
      let j: Judged = { ...base, drop: 0, playedScore: best.score, playedLine: best.pv, ...(best.second ? { second: best.second } : {}) };
      if (opts.secondLine && !best.second && mayBeOnly(j)) {
        const at = replayLine(game.startFen, played);
        const others = at.ok ? at.value.position.legalMoves().map(moveToIccs).filter((m) => m !== move) : [];
        if (others.length > 0 && !cancelled()) {
          const second = firstLine(await search(played, { ...limits, multipv: 1, searchmoves: others }));
          if (second && !cancelled()) j = { ...j, second: second.score };
        }
      }
      return j;
    }
    const listed = analysis.lines.find((l) => l.pv[0] === move);
    if (listed) return { ...base, drop: dropOf(best.score, listed.score), playedScore: listed.score, playedLine: listed.pv };
    const l = firstLine(await search(played, { ...limits, multipv: 1, searchmoves: [move] }));
    // drop 0 until the position after the move stands in for the missing search (below)
    if (!l || cancelled()) return { ...base, drop: 0 };
    return { ...base, drop: dropOf(best.score, l.score), playedScore: l.score, playedLine: l.pv };
  };

  const run = limiter(Math.max(1, opts.parallel ?? 1));
  const results: Array<Promise<Awaited<ReturnType<typeof work>>>> = [];
  for (let i = 0; i < total; i++) results.push(run(() => (cancelled() && i > 0 ? Promise.resolve({ verified: false }) : work(i))));

  const plies: PlyReview[] = [];
  let positions = 0;
  let done = await results[0];
  if (done?.before) positions++;
  for (let i = 1; i < total; i++) {
    const next = await results[i];
    if (cancelled() && !next.before) break;
    if (next.before) positions++;
    const k = i - 1;
    const move = moves[k];
    const after = next.before;
    const before = done.before;
    const { book, bookMoves, opening: named } = books[k];
    let judgement = done.judged;
    // the played move's own search missing (a cache that never searched it, a cancel), the position after it stands in
    if (judgement && judgement.playedScore === undefined && after && before) {
      const playedScore = negateScore(after.score);
      judgement = { ...judgement, playedScore, drop: dropOf(before.score, playedScore) };
    }
    const loss = judgement?.playedScore && before ? lossOf(before.score, judgement.playedScore) : 0;
    // a book move is master practice: a slip smaller than a mistake lies within our engine's opening noise
    // (1.炮二平五 reads 80 cp below 1.兵七进一 at the review's budget), so the book shields a `?!`, never a `?`
    const graded = judgement && gradeMove(judgement);
    const quality = book && graded === 'inaccuracy' ? undefined : graded;
    const ply: PlyReview = {
      ply: i,
      move,
      ...(after ? { score: toRedView(after.score, turns[i]), depth: after.depth, pv: after.pv } : {}),
      ...(before ? { best: before.pv, bestScore: toRedView(before.score, turns[k]) } : {}),
      ...(judgement?.playedLine ? { playedLine: judgement.playedLine } : {}),
      ...(judgement?.playedScore ? { playedScore: toRedView(judgement.playedScore, turns[k]) } : {}),
      loss,
      ...(judgement ? { drop: judgement.drop } : {}),
      ...(quality ? { quality } : {}),
      ...(done.verified ? { verified: true } : {}),
      book,
      ...(bookMoves ? { bookMoves } : {}),
      ...(named ? { opening: named } : {}),
    };
    plies.push(ply);
    opts.onPly?.(ply);
    opts.onProgress?.(i + 1, total);
    done = next;
  }
  if (total > 0 && plies.length === 0) opts.onProgress?.(1, total);
  return { plies, ...(opening ? { opening } : {}), bookPlies, positions, nodes, verified: verifiedCount, complete: !cancelled() && plies.length === moves.length && positions === total };
};
