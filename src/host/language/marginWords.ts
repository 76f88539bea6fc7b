/** The margin's and the hovers' words in the user's language, for the pure builders of analysis/margin.ts. */
import * as vscode from 'vscode';
import type { HoverWords, MarginWords } from '../../analysis/margin';
import type { Opening } from '../../analysis/review';
import { uiLanguage } from '../locale';

const zh = (): boolean => uiLanguage() === 'zh';

/** An opening as the user reads it: its Chinese name in a Chinese UI, else its English one; the ECCO code before. */
export const openingName = (o: Opening): string => `${o.ecco} ${zh() ? o.nameZh : o.nameEn}`;

export const marginWords = (): MarginWords => ({
  book: (opening) => (opening ? vscode.l10n.t('book · {0}', opening) : vscode.l10n.t('book')),
  opening: openingName,
});

export const hoverWords = (): HoverWords => ({
  score: (score, depth) => (depth === undefined ? vscode.l10n.t('Score {0} (Red’s view)', score) : vscode.l10n.t('Score {0} (Red’s view), depth {1}', score, depth)),
  bestLine: (line, score) => vscode.l10n.t('Best line: {0} ({1})', line, score),
  loss: (pawns, preferred, score) => vscode.l10n.t('Cost {0} pawns; the engine preferred {1} ({2})', pawns, preferred, score),
  quality: {
    only: vscode.l10n.t('the only good move'),
    inaccuracy: vscode.l10n.t('inaccuracy'),
    mistake: vscode.l10n.t('mistake'),
    blunder: vscode.l10n.t('blunder'),
  },
  bookMove: (opening) => (opening ? vscode.l10n.t('Book move: {0}', opening) : vscode.l10n.t('Book move')),
  bookMoveLoses: (opening) => (opening ? vscode.l10n.t('A book move ({0}), and it loses', opening) : vscode.l10n.t('A book move, and it loses')),
  bookMoves: (list) => vscode.l10n.t('Book moves next: {0}', list),
  opening: openingName,
  notAnalysed: vscode.l10n.t('Not analysed yet: use Analyse game or Review game above the game'),
  scoreWords: { mateIn: (n) => vscode.l10n.t('mate in {0}', n), matedIn: (n) => vscode.l10n.t('mated in {0}', n) },
  language: uiLanguage(),
});
