/**
 * The position a text editor's cursor names: a FEN on its line (or selected), a `[FEN "…"]` tag, or a move
 * of a game (the position after it). What Analyse Position, Show Board and Check FEN start from.
 *
 *   const p = cursorPosition(vscode.window.activeTextEditor); // { position: { fen, moves }, label }
 */
import type * as vscode from 'vscode';
import { parseFen } from '../../core/fen';
import { moveToIccs } from '../../core/notation';
import { nodesAlong } from '../../formats/game';
import { moveAt } from '../../formats/locate';
import { readGameText } from '../../formats/read';
import type { PositionDto } from '../../protocol/dto';

export type CursorPosition =
  | { readonly kind: 'fen'; readonly position: PositionDto; readonly text: string }
  | { readonly kind: 'move'; readonly position: PositionDto; readonly text: string }
  /** The text is not a FEN, a FEN tag or a move: `text` is what was looked at, `reason` why a FEN-like text failed. */
  | { readonly kind: 'none'; readonly text: string; readonly reason?: string };

const FEN_TAG = /\[\s*FEN\s+"([^"]*)"\s*\]/i;
/** Looks like a FEN's board (ten ranks of pieces and digits), good or bad. */
const FEN_LIKE = /^[A-Za-z1-9]+(\/[A-Za-z1-9]+){5,}/;

export const cursorPosition = (editor: vscode.TextEditor): CursorPosition => {
  const doc = editor.document;
  const sel = editor.selection;
  const range = sel.isEmpty ? doc.lineAt(sel.active.line).range : sel;
  const text = doc.getText(range).trim();
  const tag = FEN_TAG.exec(text);
  const fenText = tag ? tag[1].trim() : text;
  const fen = parseFen(fenText);
  if (fen.ok) return { kind: 'fen', position: { fen: fenText, moves: [] }, text: fenText };
  if (tag || FEN_LIKE.test(fenText)) return { kind: 'none', text: fenText, reason: fen.error.message };
  const read = readGameText(doc.getText(), doc.fileName);
  if (read.ok) {
    const line = doc.lineAt(sel.active.line).range;
    const hit = moveAt(read.value.games, doc.offsetAt(sel.active), { line: [doc.offsetAt(line.start), doc.offsetAt(line.end)] });
    if (hit) {
      const game = read.value.games[hit.game];
      const moves = (nodesAlong(game, hit.path) ?? []).map((n) => moveToIccs(n.move));
      return { kind: 'move', position: { fen: game.startFen, moves }, text: doc.getText(line).trim() };
    }
  }
  return { kind: 'none', text };
};
