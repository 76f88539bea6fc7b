/**
 * What an analysis output shows while the user steps through one of its lines, pure (no DOM): the
 * position after `step` moves of line `line`, the move that led there, the arrows, and the lines'
 * moves in the chosen notation. The rules come from src/core through the editor page's model, the
 * same code the board editor uses.
 *
 * @example
 * const at = stepAt(output, { line: 0, step: 2 }); // the position two moves into the best line
 * at?.lastMove // ['h9', 'g7']
 */
import { byRank } from '../../src/analysis/lineBook';
import { parseFen } from '../../src/core/fen';
import type { Notation } from '../../src/core/notation';
import { parseIccs } from '../../src/core/notation';
import type { Position } from '../../src/core/position';
import { toRedView, type Score } from '../../src/core/score';
import type { AnalysisOutputDto, StudyLineDto } from '../../src/protocol/notebook';
import type { Arrow } from '../board/arrows';
import { isKey, type Key } from '../board/types';
import { lineLabels } from '../game/view';

/** Which line is being stepped through (its index among the sorted lines) and how many of its moves are played. */
export interface Stepping {
  readonly line: number;
  readonly step: number;
}

export const START: Stepping = { line: 0, step: 0 };

/** The lines best first. */
/** The output's lines, best first: the one LineBook order (src/analysis/lineBook.ts). */
export const sortedLines = (a: AnalysisOutputDto): StudyLineDto[] => byRank(a.lines);

export const moveKeys = (iccs: string | undefined): readonly [Key, Key] | undefined => {
  const from = iccs?.slice(0, 2);
  const to = iccs?.slice(2, 4);
  return isKey(from) && isKey(to) ? [from, to] : undefined;
};

/** A stepping kept inside the lines there are (after the output changed under it). */
export const clampStepping = (a: AnalysisOutputDto, s: Stepping): Stepping => {
  const lines = sortedLines(a);
  if (lines.length === 0) return START;
  const line = Math.min(Math.max(0, s.line), lines.length - 1);
  return { line, step: Math.min(Math.max(0, s.step), lines[line].pv.length) };
};

export interface StepView {
  /** The analysed position's side to move: scores are read from it. */
  readonly root: Position;
  readonly position: Position;
  readonly lastMove?: readonly [Key, Key];
  /** The moves played into the line (ICCS). */
  readonly played: readonly string[];
}

/** The position `s.step` moves into line `s.line`; undefined when the output's FEN cannot be read. */
export const stepAt = (a: AnalysisOutputDto, s: Stepping): StepView | undefined => {
  const root = parseFen(a.fen);
  if (!root.ok) return undefined;
  const pos = root.value.clone();
  const line = sortedLines(a)[s.line];
  const played: string[] = [];
  for (const mv of line?.pv.slice(0, s.step) ?? []) {
    const m = parseIccs(pos, mv);
    if (!m.ok) break;
    pos.play(m.value);
    played.push(mv);
  }
  const last = played.length ? moveKeys(played[played.length - 1]) : moveKeys(a.lastMove);
  return { root: root.value, position: pos, played, ...(last ? { lastMove: last } : {}) };
};

/** A line's score as Red sees it (the output keeps the side to move's view, as engines speak). */
export const redScore = (a: AnalysisOutputDto, root: Position, line: StudyLineDto): Score => toRedView(line.score, root.turn);

/**
 * The arrows: at the analysed position the first move of every line, labelled with its score; inside a
 * line, the next move of that line.
 */
export const arrowsAt = (a: AnalysisOutputDto, s: Stepping, view: StepView, label: (line: StudyLineDto) => string): Arrow[] => {
  const lines = sortedLines(a);
  if (s.step === 0)
    return lines.flatMap((l) => {
      const k = moveKeys(l.pv[0]);
      return k ? [{ from: k[0], to: k[1], rank: l.multipv, label: label(l) }] : [];
    });
  const next = moveKeys(lines[s.line]?.pv[view.played.length]);
  return next && view.played.length === s.step ? [{ from: next[0], to: next[1], rank: 1 }] : [];
};

/** Every line's moves in `notation`, from the analysed position. */
export const lineMoves = (a: AnalysisOutputDto, root: Position, notation: Notation): string[][] => sortedLines(a).map((l) => lineLabels(root, l.pv, notation));

/** Plies played before the analysed position, from its FEN's move number (for numbering the lines). */
export const pliesBefore = (root: Position): number => (root.fullmoves() - 1) * 2 + root.turn;
