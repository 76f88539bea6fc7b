/**
 * Scores as the panels take them: plain data from Red's point of view (positive: Red is better),
 * centipawns or mate in N moves (negative: Red is mated). The panels draw them; how a score is
 * written out is the caller's business (it passes labels in), so there is one display converter.
 *
 * @example
 * redShare({ kind: 'cp', value: 0 });   // 0.5
 * redShare({ kind: 'mate', value: -3 }); // 0
 */
export interface PanelScore {
  readonly kind: 'cp' | 'mate';
  readonly value: number;
}

/** Scale of the curve from centipawns to a share of the bar: lichess's winning-chances constant
 * (0.00368208, lila's WinPercent), so ±400 cp fills about 80% of the bar. */
const K = 0.00368208;

/** Red's share of the eval bar or graph, 0–1: 0.5 is level, mate fills it (a mate of 0, whose side
 * is unknown, reads as level). */
export const redShare = (s: PanelScore): number => {
  if (s.kind === 'mate') return s.value > 0 ? 1 : s.value < 0 ? 0 : 0.5;
  return 1 / (1 + Math.exp(-K * s.value));
};
