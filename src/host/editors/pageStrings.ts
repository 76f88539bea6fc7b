import * as vscode from 'vscode';
import type { PageStringKey } from '../../protocol/webview';

/** The board page's words in the UI language (keys and English in protocol/webview.ts PAGE_STRINGS). */
export const pageStrings = (): Record<PageStringKey, string> => ({
  flip: vscode.l10n.t('Flip board (f)'),
  first: vscode.l10n.t('First move (Home)'),
  previous: vscode.l10n.t('Previous move (←)'),
  next: vscode.l10n.t('Next move (→)'),
  last: vscode.l10n.t('Last move (End)'),
  analyse: vscode.l10n.t('Analyse'),
  stop: vscode.l10n.t('Stop'),
  idle: vscode.l10n.t('Engine idle'),
  addVariation: vscode.l10n.t('Add as variation'),
  copyFen: vscode.l10n.t('Copy FEN'),
  deleteFromHere: vscode.l10n.t('Delete from here'),
  promote: vscode.l10n.t('Promote variation'),
  comment: vscode.l10n.t('Edit comment…'),
  noMoves: vscode.l10n.t('No moves yet'),
  commentOn: vscode.l10n.t('Comment on {0}'),
  save: vscode.l10n.t('Save'),
  cancel: vscode.l10n.t('Cancel'),
  depthSpeed: vscode.l10n.t('depth {0} · {1} kN/s'),
  book: vscode.l10n.t('Book'),
  cannotRead: vscode.l10n.t('This file could not be read ({1}): {0}'),
  readOnly: vscode.l10n.t('Read only'),
  mateIn: vscode.l10n.t('mate in {0}'),
  matedIn: vscode.l10n.t('mated in {0}'),
  start: vscode.l10n.t('Start position'),
  reviewing: vscode.l10n.t('Reviewing the game: {0} of {1} moves'),
  engineFailed: vscode.l10n.t('The engine failed: {0}'),
  game: vscode.l10n.t('Game'),
});
