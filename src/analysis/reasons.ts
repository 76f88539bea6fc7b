/**
 * Why a move earned its mark, read from the review's lines (no new search): the material the move gives
 * up along the engine's refutation, a mate it allows, a perpetual check or chase it keeps up that the
 * rules turn into a loss, or a win it missed (a mate, or material the engine's move would have won).
 * Pure data; markWords.ts turns a reason into words in the reader's language and notation.
 *
 *   const r = markReason(game.startFen, movesBefore, review.plies[k]);
 *   if (r?.kind === 'loses') r.piece; // 'chariot', lost along r.line (the refutation, ICCS)
 */
import { parseFen } from '../core/fen';
import { parseIccs } from '../core/notation';
import type { Position } from '../core/position';
import { REP_FOUND, REP_OPPONENT_CHECKS, REP_SELF_CHECKS, repetitionStatus, repetitionVerdict } from '../core/repetition';
import { type Score, fromRedView } from '../core/score';
import { type Color, ROLE_NAMES, type Role, type RoleName, moveTo, pieceColor, pieceRole } from '../core/types';
import type { PlyReview } from './review';

export type MarkReason =
  /** The refutation wins `piece` (for `in return`, the best the mover takes back): `line` from the reply through the capture. */
  | { readonly kind: 'loses'; readonly piece: RoleName; readonly inReturn?: RoleName; readonly line: readonly string[] }
  /** The opponent mates in `moves` after the move: `line` from the reply. */
  | { readonly kind: 'allowsMate'; readonly moves: number; readonly line: readonly string[] }
  /** The move keeps up (or leads into) a perpetual check or chase by the mover, which loses by the rules. */
  | { readonly kind: 'perpetual'; readonly by: 'check' | 'chase' }
  /** The engine's move mated in `moves`: `line` is its line from the position before the move. */
  | { readonly kind: 'missedMate'; readonly moves: number; readonly line: readonly string[] }
  /** The engine's move won `piece`: `line` from the position before the move through the capture. */
  | { readonly kind: 'missedWin'; readonly piece: RoleName; readonly line: readonly string[] };

/**
 * Material as a reader counts it, in pawns (king, advisor, elephant, horse, chariot, cannon, pawn): the
 * usual teaching values, not the engine's (engine/evaluate.ts), which a reason never needs to match.
 */
const VALUE: readonly number[] = [0, 2, 2, 4, 9, 4.5, 1];
/** Material a line must give up (or win) beyond the other line to be the reason: a pawn. */
const MATERIAL_REASON = 1;
/** Plies of a line counted for material, then on while the next move is a capture (an exchange is never cut in two). */
const HORIZON = 8;
/** Plies of a line a reason keeps (for the words). */
const SHOWN = 6;

interface Capture {
  readonly role: Role;
  /** Index in the line of the move that took it. */
  readonly at: number;
}

/** What a line from `start` takes: the mover's pieces lost, the opponent's won, and the balance for the mover. */
const materialOf = (start: Position, line: readonly string[], mover: Color): { lost: Capture[]; won: Capture[]; balance: number } => {
  const pos = start.clone();
  const lost: Capture[] = [];
  const won: Capture[] = [];
  let balance = 0;
  for (let i = 0; i < line.length; i++) {
    const m = parseIccs(pos, line[i]);
    if (!m.ok) break;
    const victim = pos.board[moveTo(m.value)];
    if (i >= HORIZON && victim === 0) break;
    if (victim !== 0) {
      const c = { role: pieceRole(victim), at: i };
      if (pieceColor(victim) === mover) {
        lost.push(c);
        balance -= VALUE[c.role];
      } else {
        won.push(c);
        balance += VALUE[c.role];
      }
    }
    pos.play(m.value);
  }
  return { lost, won, balance };
};

/** Takes out the trades (pieces of the same worth lost and won), biggest first: what is left is what a line really gives or gets. */
const untraded = (give: readonly Capture[], get: readonly Capture[]): { give: Capture[]; get: Capture[] } => {
  const left = [...give].sort((a, b) => VALUE[b.role] - VALUE[a.role]);
  const back = [...get].sort((a, b) => VALUE[b.role] - VALUE[a.role]);
  for (let i = 0; i < left.length; i++) {
    // a horse for a cannon is a trade, as players count it
    const j = back.findIndex((c) => Math.abs(VALUE[c.role] - VALUE[left[i].role]) < 1);
    if (j >= 0) {
      back.splice(j, 1);
      left.splice(i--, 1);
    }
  }
  return { give: left, get: back };
};

/** The side that loses by a repetition the last move of `pos` completed, and how; undefined when none or a draw. */
const repetitionLoser = (pos: Position): { loser: Color; by: 'check' | 'chase' } | undefined => {
  const rep = repetitionStatus(pos, 1);
  const v = rep & REP_FOUND ? repetitionVerdict(rep) : 0;
  if (v === 0) return undefined;
  // the status speaks of the side to move (self) and the side that just moved (opponent)
  const selfLoses = v < 0;
  const checks = (rep & (selfLoses ? REP_SELF_CHECKS : REP_OPPONENT_CHECKS)) !== 0;
  return { loser: (selfLoses ? pos.turn : pos.turn ^ 1) as Color, by: checks ? 'check' : 'chase' };
};

/** Walks `line` from `start` until a repetition decides the game: who loses it, and how. */
const lostRepetition = (start: Position, line: readonly string[]): { loser: Color; by: 'check' | 'chase' } | undefined => {
  const pos = start.clone();
  for (let i = 0; i < line.length; i++) {
    const m = parseIccs(pos, line[i]);
    if (!m.ok) return undefined;
    pos.play(m.value);
    const r = repetitionLoser(pos);
    if (r) return r;
  }
  return undefined;
};

const isMateFor = (s: Score | undefined): boolean => s?.kind === 'mate' && s.value > 0;
const isMateAgainst = (s: Score | undefined): boolean => s?.kind === 'mate' && s.value <= 0;

/**
 * The reason for the mark of `p`, the move played after `before` (ICCS) from `startFen`, read from its lines;
 * undefined when the lines show none of the reasons above (a positional mark), or the moves do not replay.
 */
export const markReason = (startFen: string, before: readonly string[], p: PlyReview): MarkReason | undefined => {
  const start = parseFen(startFen);
  if (!start.ok) return undefined;
  const pos = start.value;
  for (const text of before) {
    const m = parseIccs(pos, text);
    if (!m.ok) return undefined;
    pos.play(m.value);
  }
  if (!parseIccs(pos, p.move).ok) return undefined;
  const mover = pos.turn;
  const played = p.playedLine?.[0] === p.move ? p.playedLine : [p.move, ...(p.pv ?? [])];
  const best = p.best?.[0] !== undefined && p.best[0] !== p.move ? p.best : undefined;
  const playedScore = p.playedScore ?? p.score;
  const mine = playedScore && fromRedView(playedScore, mover);
  const bestMine = p.bestScore && fromRedView(p.bestScore, mover);

  // the engine reports a game lost by the repetition rules as a mate: a lost line that repeats is a perpetual
  const rep = isMateAgainst(mine) ? lostRepetition(pos, played) : undefined;
  if (rep?.loser === mover) return { kind: 'perpetual', by: rep.by };
  if (mine && isMateAgainst(mine)) return { kind: 'allowsMate', moves: Math.max(1, -mine.value), line: played.slice(1, 1 + SHOWN) };
  if (best && bestMine && isMateFor(bestMine) && !isMateFor(mine)) {
    const r = lostRepetition(pos, best);
    if (!r) return { kind: 'missedMate', moves: bestMine.value, line: best.slice(0, SHOWN) };
  }
  return lossAlong(pos, played, mover, best);
};

/** Material given up along the refutation (beyond what the engine's line gives), or missed along the engine's line. */
const lossAlong = (pos: Position, played: readonly string[], mover: Color, best: readonly string[] | undefined): MarkReason | undefined => {
  const mine = materialOf(pos, played, mover);
  const theirs = best ? materialOf(pos, best, mover) : { lost: [], won: [], balance: 0 };
  if (theirs.balance - mine.balance < MATERIAL_REASON) return undefined;
  if (mine.balance <= -MATERIAL_REASON) {
    const { give, get } = untraded(mine.lost, mine.won);
    const piece = give[0];
    if (piece) {
      const back = get[0];
      return { kind: 'loses', piece: ROLE_NAMES[piece.role], ...(back ? { inReturn: ROLE_NAMES[back.role] } : {}), line: played.slice(1, Math.max(2, Math.min(piece.at + 1, 1 + SHOWN))) };
    }
  }
  if (best && theirs.balance >= MATERIAL_REASON) {
    const { get } = untraded(theirs.lost, theirs.won);
    const piece = get[0];
    if (piece) return { kind: 'missedWin', piece: ROLE_NAMES[piece.role], line: best.slice(0, Math.max(1, Math.min(piece.at + 1, SHOWN))) };
  }
  return undefined;
};
