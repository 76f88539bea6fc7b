/**
 * The one score type, and its one display converter. A score is centipawns or a mate distance in
 * moves (positive: the side it speaks for mates; negative: it is mated). A Score value does not say
 * whose point of view it takes; every place that holds one says so, and there are only two:
 * - engines (search, UCI/UCCI, the analysis view) speak for the side to move, as UCI does;
 * - game records (PGN `[%eval]`, XQF notes, annotations, decorations) speak for Red.
 * `toRedView` / `fromRedView` are the only crossings between the two.
 *
 *   toRedView({ kind: 'cp', value: 35 }, BLACK)          // { kind: 'cp', value: -35 }
 *   formatScore({ kind: 'mate', value: -3 })             // 'mated in 3'
 *   formatScore({ kind: 'cp', value: 35 }, { signed: true }) // '+0.35'
 */
import { type Color, RED } from './types';

export type Score = { readonly kind: 'cp'; readonly value: number } | { readonly kind: 'mate'; readonly value: number };

export const cp = (value: number): Score => ({ kind: 'cp', value });
export const mate = (moves: number): Score => ({ kind: 'mate', value: moves });

/** The same score from the other side. */
export const negateScore = (s: Score): Score => ({ kind: s.kind, value: s.value === 0 ? 0 : -s.value });

/** A score for the side to move (`turn`) as Red sees it. */
export const toRedView = (s: Score, turn: Color): Score => (turn === RED ? s : negateScore(s));
/** A score from Red's point of view as the side to move (`turn`) sees it. */
export const fromRedView = (s: Score, turn: Color): Score => toRedView(s, turn);

/** Large enough to rank any mate above any centipawn value. */
const MATE_ORDER = 1_000_000;

/** A number that orders scores from worst to best for the side they speak for: mates beyond any centipawns, sooner mates first. */
export const scoreOrder = (s: Score): number =>
  s.kind === 'cp' ? s.value : s.value > 0 ? MATE_ORDER - s.value : s.value < 0 ? -MATE_ORDER - s.value : 0;

export const sameScore = (a: Score, b: Score): boolean => a.kind === b.kind && a.value === b.value;

/** Words for mates, so a host can translate them; English by default. */
export interface ScoreWords {
  readonly mateIn: (moves: number) => string;
  readonly matedIn: (moves: number) => string;
}

const ENGLISH: ScoreWords = { mateIn: (n) => `mate in ${n}`, matedIn: (n) => `mated in ${n}` };

export interface FormatScoreOptions {
  /** Words for mate scores (default English). */
  readonly words?: ScoreWords;
  /** Short form for tight places: `#3` / `#-3` instead of words. */
  readonly short?: boolean;
  /** Write a `+` before positive centipawns. */
  readonly signed?: boolean;
}

/** Centipawns as pawns with two decimals (`0.35`, `-1.20`), mates in words or as `#N`. */
export const formatScore = (s: Score, o: FormatScoreOptions = {}): string => {
  if (s.kind === 'cp') {
    const text = (s.value / 100).toFixed(2);
    return o.signed && s.value > 0 ? `+${text}` : text;
  }
  if (o.short) return `#${s.value}`;
  const words = o.words ?? ENGLISH;
  return s.value > 0 ? words.mateIn(s.value) : words.matedIn(-s.value);
};

/** PGN comment-command form: `35`, `-120`, `#3`, `#-3`. */
export const scoreCommandText = (s: Score): string => (s.kind === 'mate' ? `#${s.value}` : String(s.value));

/** Reads the command form back; undefined when it is not one. */
export const parseScoreCommand = (text: string): Score | undefined => {
  const m = /^\s*(#)?([+-]?\d{1,6})\s*$/.exec(text);
  if (!m) return undefined;
  return { kind: m[1] ? 'mate' : 'cp', value: Number(m[2]) };
};
