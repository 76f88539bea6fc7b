/**
 * Training puzzles from a reviewed game: the positions where a player went wrong, to be found again.
 * A puzzle is the position before one of the player's marked moves (a confirmed `?`, `??`, or `?!` when
 * asked for), with the move played (hidden until answered), every answer within a small expected-score
 * margin of the best by one deeper multi-line search, the engine's line and the refutation of the move
 * played. A move that let a won position go after the opponent's own error is a missed win, whatever
 * its mark. Same game, same review, same engine budget: the same puzzles (fresh searches, node budgets).
 *
 *   const found = puzzleMoves(game, review, { players: ['许银川'] });      // which plies
 *   const puzzles = await buildPuzzles(game, review, analyser, { players: ['许银川'], limits: { nodes: 20000 } });
 */
import { toFen } from '../core/fen';
import { replayLine } from '../core/line';
import { fromRedView, type Score } from '../core/score';
import { BLACK, RED, type Color } from '../core/types';
import type { Game } from '../formats/game';
import type { LimitsDto } from '../protocol/dto';
import type { Analyser, Cancellation } from './analyser';
import { markSentence } from './markWords';
import { replayed } from './position';
import { DECIDED, INACCURACY_DROP, MISTAKE_DROP, type Quality } from './quality';
import { markReason, type MarkReason } from './reasons';
import { deeperLimits, type GameReview, type PlyReview } from './review';
import { expectedScore } from './winChance';

export type PuzzleKind = 'mistake' | 'missedWin';

/** The lowest mark a puzzle is made from: `?!`, `?` (the default) or `??`. */
export type PuzzleFrom = '?!' | '?' | '??';

const FROM: Readonly<Record<PuzzleFrom, readonly Quality[]>> = {
  '?!': ['inaccuracy', 'mistake', 'blunder'],
  '?': ['mistake', 'blunder'],
  '??': ['blunder'],
};

export interface PuzzleSource {
  /** The game file as the caller names it (relative to the study, or as given on the command line). */
  readonly file: string;
  /** 0-based game of the file, and the 1-based ply of the move played. */
  readonly game: number;
  readonly ply: number;
  readonly red?: string;
  readonly black?: string;
  readonly event?: string;
  readonly date?: string;
  /** The opening's ECCO code, when the review named one. */
  readonly ecco?: string;
}

export interface Puzzle {
  /** Stable across builds: the position and the move played (FEN board and side, then the move). */
  readonly id: string;
  /** The position to solve, as a full FEN (the move counters of the game). */
  readonly fen: string;
  readonly side: 'red' | 'black';
  readonly kind: PuzzleKind;
  /** The move played, ICCS, and its mark when it had one. */
  readonly played: string;
  readonly quality?: Quality;
  /** Accepted answers, ICCS, best first. */
  readonly answers: readonly string[];
  /** The engine's line from the position (its first move the first answer), and the score of it, the mover's view. */
  readonly line: readonly string[];
  readonly score: Score;
  /** The move played and the engine's answer to it, as the review found it. */
  readonly refutation: readonly string[];
  /** What the move played gave away in expected score (0 to 1). */
  readonly drop: number;
  /** Why the move was wrong, as the review read it from the lines (reasons.ts), when it could tell. */
  readonly reason?: MarkReason['kind'];
  /** The mark in words (markWords.ts), shown once the puzzle is answered: English with WXF moves, Chinese with Chinese moves. */
  readonly words?: { readonly en?: string; readonly zh?: string };
  readonly source: PuzzleSource;
}

export interface PuzzleOptions {
  /** The user's names as game headers write them (`Red`, `Black`); none: both sides' moves. */
  readonly players?: readonly string[];
  readonly from?: PuzzleFrom;
}

export interface BuildOptions extends PuzzleOptions {
  /** The review's first-pass limits: the answers are searched four times deeper, as the second pass searches. */
  readonly limits: LimitsDto;
  /** How far below the best an answer may be, in expected score (default 0.02, under half an inaccuracy). */
  readonly margin?: number;
  /** Lines the answer search asks for (default 5). */
  readonly lines?: number;
  readonly source?: Omit<PuzzleSource, 'ply'>;
  readonly cancel?: Cancellation;
}

const norm = (s: string): string => s.normalize('NFKC').replace(/\s+/g, '').toLowerCase();

/** The sides the players had in a game (by its Red and Black headers); both without players. */
export const playerSides = (headers: Readonly<Record<string, string>>, players: readonly string[] = []): Color[] => {
  const names = players.map(norm).filter((n) => n !== '');
  if (names.length === 0) return [RED, BLACK];
  return ([RED, BLACK] as Color[]).filter((c) => names.includes(norm(headers[c === RED ? 'Red' : 'Black'] ?? '')));
};

/** The mover of a ply from a start FEN (the side to move there plays ply 1). */
const moverOf = (startFen: string, ply: number): Color => {
  const first: Color = startFen.trim().split(/\s+/)[1] === 'b' ? BLACK : RED;
  return ((first + ply - 1) & 1) as Color;
};

/** The plies of the review that make puzzles, with their kind, in order. */
export const puzzleMoves = (game: Game, review: Pick<GameReview, 'plies'>, opts: PuzzleOptions = {}): Array<{ readonly ply: PlyReview; readonly kind: PuzzleKind }> => {
  const sides = playerSides(game.headers, opts.players);
  const marks = FROM[opts.from ?? '?'];
  const out: Array<{ ply: PlyReview; kind: PuzzleKind }> = [];
  review.plies.forEach((p, k) => {
    const mover = moverOf(game.startFen, p.ply);
    if (!sides.includes(mover) || p.drop === undefined || !p.bestScore || p.best === undefined || p.best.length === 0) return;
    const best = expectedScore(fromRedView(p.bestScore, mover));
    const before = review.plies[k - 1];
    const missedWin =
      best >= DECIDED && best - p.drop < DECIDED && p.drop >= INACCURACY_DROP && before !== undefined && (before.drop ?? 0) >= MISTAKE_DROP && before.quality !== undefined && before.quality !== 'only';
    if (missedWin) out.push({ ply: p, kind: 'missedWin' });
    else if (p.quality && marks.includes(p.quality)) out.push({ ply: p, kind: 'mistake' });
  });
  return out;
};

/**
 * The puzzles of a reviewed game: for each ply puzzleMoves finds, one search of the position before it
 * (several lines, deeper than the review's first pass) gives the accepted answers. A position whose move
 * played turns out to be among the answers makes no puzzle (the deeper search forgives it).
 */
export const buildPuzzles = async (game: Game, review: Pick<GameReview, 'plies' | 'opening'>, analyser: Analyser, opts: BuildOptions): Promise<Puzzle[]> => {
  const found = puzzleMoves(game, review, opts);
  const moves = review.plies.map((p) => p.move);
  const margin = opts.margin ?? 0.02;
  const limits = { ...deeperLimits(opts.limits, 4), multipv: opts.lines ?? 5 };
  const puzzles: Puzzle[] = [];
  for (const { ply: p, kind } of found) {
    if (opts.cancel?.isCancellationRequested) break;
    const played = moves.slice(0, p.ply - 1);
    const at = replayLine(game.startFen, played);
    if (!at.ok) continue;
    const a = await analyser.analyse({ position: { fen: game.startFen, moves: played }, limits, fresh: true, ...(opts.cancel ? { cancel: opts.cancel } : {}) });
    const lines = a.lines.filter((l) => l.pv.length > 0);
    if (lines.length === 0) continue;
    const top = expectedScore(lines[0].score);
    const answers = lines.filter((l) => expectedScore(l.score) >= top - margin).map((l) => l.pv[0]);
    if (answers.includes(p.move)) continue;
    const mover = at.value.position.turn;
    const fen = toFen(at.value.position);
    const reason = markReason(game.startFen, played, p)?.kind;
    const en = markSentence(game.startFen, played, p, { language: 'en', notation: 'wxf' });
    const zh = markSentence(game.startFen, played, p, { language: 'zh', notation: 'zh' });
    puzzles.push({
      id: `${fen.split(' ').slice(0, 2).join(' ')}|${p.move}`,
      fen,
      side: mover === RED ? 'red' : 'black',
      kind,
      played: p.move,
      ...(p.quality ? { quality: p.quality } : {}),
      answers,
      line: lines[0].pv,
      score: lines[0].score,
      refutation: p.playedLine ?? [p.move],
      drop: p.drop ?? 0,
      ...(reason ? { reason } : {}),
      ...(en || zh ? { words: { ...(en ? { en } : {}), ...(zh ? { zh } : {}) } } : {}),
      source: {
        file: opts.source?.file ?? '',
        game: opts.source?.game ?? 0,
        ply: p.ply,
        ...headerFields(game.headers),
        ...(review.opening ? { ecco: review.opening.ecco } : {}),
      },
    });
  }
  return puzzles;
};

const headerFields = (h: Readonly<Record<string, string>>): Pick<PuzzleSource, 'red' | 'black' | 'event' | 'date'> => ({
  ...(h.Red ? { red: h.Red } : {}),
  ...(h.Black ? { black: h.Black } : {}),
  ...(h.Event ? { event: h.Event } : {}),
  ...(h.Date ? { date: h.Date } : {}),
});

const boardKey = (fen: string, moves: readonly string[]): string | undefined => {
  const r = replayed({ fen, moves });
  return r.ok ? r.value.key : undefined;
};

/**
 * Whether the solver's moves (theirs and the replies they were shown, from the puzzle's position) answer
 * it: a first move that is one of the answers; further on, a position the engine's line reaches after as
 * many moves, however the solver got there (a transposition counts).
 */
export const checkAnswer = (puzzle: Pick<Puzzle, 'fen' | 'answers' | 'line'>, moves: readonly string[]): boolean => {
  if (moves.length === 0) return false;
  if (moves.length === 1) return puzzle.answers.includes(moves[0]);
  if (moves.length > puzzle.line.length) return false;
  const reached = boardKey(puzzle.fen, moves);
  return reached !== undefined && reached === boardKey(puzzle.fen, puzzle.line.slice(0, moves.length));
};
