/**
 * The engine panel's layout, pure: multi-PV lines sorted by rank, each move numbered from the
 * position's ply (`12.` for Red, `12…` where a line starts with Black), cut to a length the panel
 * can show.
 *
 * @example
 * engineRows({ startPly: 1, lines: [{ rank: 1, depth: 12, score: '+0.35', moves: ['马8进7', '马二进三'] }] }, 8);
 * // [{ rank: 1, …, moves: [{ text: '马8进7', number: '1…', index: 0 }, { text: '马二进三', number: '2.', index: 1 }] }]
 */
import { numberPrefix } from './moveTreeLayout';
import type { PanelScore } from './score';

export interface EngineLine {
  /** 1 = the best line. */
  readonly rank: number;
  readonly depth: number;
  /** The score as the user reads it (e.g. `+0.35`, `#-3`), from the caller's one display converter. */
  readonly score: string;
  /** The score from Red's point of view, to colour it; optional. */
  readonly value?: PanelScore;
  /** The line's moves in the user's notation. */
  readonly moves: readonly string[];
}

export interface EngineView {
  /** Plies played before the analysed position (its side to move is Black when odd). */
  readonly startPly: number;
  readonly lines: readonly EngineLine[];
  readonly running?: boolean;
  /** Engine name, depth reached, speed: a short status line. */
  readonly status?: string;
}

export interface EngineMoveCell {
  readonly text: string;
  readonly number?: string;
  /** Index of the move in its line (0 = the first move). */
  readonly index: number;
}

export interface EngineRow {
  readonly rank: number;
  readonly depth: number;
  readonly score: string;
  /** Who the score favours: for colour only. */
  readonly favours: 'red' | 'black' | 'none';
  readonly moves: readonly EngineMoveCell[];
  /** Moves left out past `maxMoves`. */
  readonly more: number;
}

export const engineRows = (view: EngineView, maxMoves: number): EngineRow[] =>
  [...view.lines]
    .sort((a, b) => a.rank - b.rank)
    .map((l) => ({
      rank: l.rank,
      depth: l.depth,
      score: l.score,
      favours: !l.value || l.value.value === 0 ? 'none' : l.value.value > 0 ? 'red' : 'black',
      moves: l.moves.slice(0, maxMoves).map((text, index) => {
        const ply = view.startPly + index;
        return { text, index, number: index === 0 || ply % 2 === 0 ? numberPrefix(ply) : undefined };
      }),
      more: Math.max(0, l.moves.length - maxMoves),
    }));
