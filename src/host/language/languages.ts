/** The language ids package.json contributes, and which documents are game text. */
import type * as vscode from 'vscode';

export const PGN_LANGUAGE = 'xiangqi-pgn';
export const FEN_LANGUAGE = 'xiangqi-fen';

export const isGameText = (doc: vscode.TextDocument): boolean => doc.languageId === PGN_LANGUAGE || doc.languageId === FEN_LANGUAGE;
