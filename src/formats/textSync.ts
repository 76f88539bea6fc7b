/**
 * Board → text: the text edits that make a game file say what a GameEdit makes of one of its games, for
 * editors whose truth is the text (a `.pgn` or `.fen` open on the board). Small where the edit is: a move
 * played at the end of a line inserts that move (and its number), a new variation inserts `(…)`, a comment,
 * NAG or header replaces that token alone; edits that reshape the tree rewrite that game's move text with the
 * writer, in the notation the game already uses. Other games and the text around are never touched, and every
 * answer is read back before it is given: the text then reads as applyEdit's game, or the edit is refused.
 * Pure: offsets are UTF-16 code units into `text`, as editors count.
 *
 *   const read = readGameText(doc.getText(), 'game.pgn');
 *   const r = read.ok && textEditsFor(doc.getText(), read.value, 0, { type: 'addMoves', at: [0, 0], moves: ['h0g2'] });
 *   if (r && r.ok) for (const e of r.value) workspaceEdit.replace(uri, rangeOf(e.start, e.end), e.text);
 */
import type { Notation } from '../core/notation';
import { Result, err, ok } from '../core/result';
import { EditError, GameEdit, applyEdit, toData } from './edit';
import { readFenList } from './fenlist';
import { Game, GameNode, Span, cloneGame, nodeAt, sameGame } from './game';
import { gameRegion, planPgnEdits } from './pgn/textEdits';
import { readPgn } from './pgn/reader';
import type { ReadGames } from './read';
import { EditBuilder, TextEdit, applyTextEdits } from './text/edits';

export type { TextEdit } from './text/edits';
export { applyTextEdits } from './text/edits';

export interface TextSyncOptions {
  /** Notation for the first moves of a game that has none and no [Format] tag (default: Chinese in a file with Chinese text, else WXF). */
  readonly notation?: Notation;
  /** The file's line break (default: the one `read` found, else the text's first). */
  readonly lineBreak?: '\n' | '\r\n';
}

/** How the edits were made, for tests and for callers that want to say so: `minimal`, or the move text `rewritten`. */
export interface TextPlan {
  readonly edits: TextEdit[];
  readonly minimal: boolean;
}

type Planned = Result<TextPlan, EditError>;

const fail = (code: EditError['code'], message: string): { ok: false; error: EditError } => err({ code, message });

const FEN_LIST_ONLY = 'a FEN list holds one position and its moves a line; save it as PGN to keep variations, comments, NAGs and headers';

/**
 * The text edits (sorted, not overlapping) that apply `edit` to game `gameIndex` of `text`, which `read` was read
 * from. Applied to `text`, they make it read as that game with applyEdit's change, every other game as it was.
 * An edit applyEdit refuses is refused with its error; an edit the file's format cannot hold is ERR_EDIT_UNSUPPORTED.
 */
export const textEditsFor = (text: string, read: ReadGames, gameIndex: number, edit: GameEdit, opts: TextSyncOptions = {}): Result<TextEdit[], EditError> => {
  const r = plan(text, read, gameIndex, edit, opts, false);
  if (!r.ok) return r;
  const { edits, minimal, after } = r.value;
  if (!r.value.changed || readsBack(text, read, gameIndex, after, edits)) return ok(edits);
  // the small edit did not read back as planned (a layout the planner did not foresee): write the moves again
  if (minimal && edit.type !== 'setHeader') {
    const again = plan(text, read, gameIndex, edit, opts, true);
    if (again.ok && readsBack(text, read, gameIndex, after, again.value.edits)) return ok(again.value.edits);
  }
  return fail('ERR_EDIT_UNSUPPORTED', 'this change cannot be written in this file without changing what else it says');
};

/** The plan behind textEditsFor, before it is read back: the same edits, and whether they are minimal or rewrite the move text. */
export const planTextEdits = (text: string, read: ReadGames, gameIndex: number, edit: GameEdit, opts: TextSyncOptions = {}): Result<TextPlan, EditError> => {
  const r = plan(text, read, gameIndex, edit, opts, false);
  return r.ok ? ok({ edits: r.value.edits, minimal: r.value.minimal }) : r;
};

const plan = (
  text: string,
  read: ReadGames,
  gameIndex: number,
  edit: GameEdit,
  opts: TextSyncOptions,
  rewrite: boolean,
): Result<TextPlan & { after: Game; changed: boolean }, EditError> => {
  // a read of an older version of the text would place every edit wrongly
  if (read.text !== undefined && read.text !== text) return fail('ERR_EDIT_STALE', 'the text has changed since its games were read; read it again');
  const game = read.games[gameIndex];
  if (!game) return fail('ERR_EDIT_PATH', `there is no game ${gameIndex + 1} in this file`);
  if (read.format === 'dhtmlxq' || read.format === 'ubb-digits') return fail('ERR_EDIT_UNSUPPORTED', 'DhtmlXQ and UBB text is read only here; save the game as PGN to edit it');
  if (read.format === 'xqf') return fail('ERR_EDIT_UNSUPPORTED', 'an XQF file is not text');
  if (!game.source) return fail('ERR_EDIT_UNSUPPORTED', 'this game was not read from text');
  const after = cloneGame(game);
  const applied = applyEdit(after, edit);
  if (!applied.ok) return applied;
  if (!applied.value.changed) return ok({ edits: [], minimal: true, after, changed: false });
  const lineBreak = opts.lineBreak ?? read.lineBreak ?? (text.includes('\r\n') ? '\r\n' : '\n');
  const r =
    read.format === 'fen'
      ? fenListEdits(text, read, gameIndex, game, edit, after)
      : planPgnEdits({ text, read, gameIndex, game, after, edit, lineBreak, ...(opts.notation ? { notation: opts.notation } : {}) }, rewrite);
  return r.ok ? ok({ ...r.value, after, changed: true }) : r;
};

/**
 * Whether the text with `edits` reads back as `after`, stopping at no new error. Read from the game before it
 * (which must read as it did), since how a game starts depends on how the one before it ended.
 */
const readsBack = (text: string, read: ReadGames, gameIndex: number, after: Game, edits: readonly TextEdit[]): boolean => {
  const fen = read.format === 'fen';
  const game = read.games[gameIndex];
  const region = fen ? game.source!.whole : gameRegion(text, read, gameIndex);
  if (edits.some((e) => e.start < region.start || e.end > region.end)) return false;
  const previous = !fen && gameIndex > 0 ? read.games[gameIndex - 1] : undefined;
  const from = previous ? gameRegion(text, read, gameIndex - 1).start : region.start;
  const slice = applyTextEdits(
    text.slice(from, region.end),
    edits.map((e) => ({ ...e, start: e.start - from, end: e.end - from })),
  );
  const errorsBefore = read.issues.filter((i) => (i.game === gameIndex || i.game === gameIndex - 1) && i.code.startsWith('ERR_')).length;
  const back = fen ? readFenList(slice) : readPgn(slice);
  if (!back.ok) return false;
  const games = back.value.games;
  const errorsAfter = back.value.issues.filter((i) => i.code.startsWith('ERR_')).length;
  const expected = previous ? [previous, after] : [after];
  return errorsAfter <= errorsBefore && games.length === expected.length && games.every((g, k) => sameGame(g, expected[k]));
};

/** FEN lists: moves played at the end of a line are appended (ICCS), moves deleted from its end removed; nothing else fits. */
const fenListEdits = (text: string, read: ReadGames, gameIndex: number, game: Game, edit: GameEdit, after: Game): Planned => {
  const line = game.source!.whole;
  const stopped = read.issues.some((i) => i.game === gameIndex && i.code.startsWith('ERR_'));
  const b = new EditBuilder(text, line, '\n');
  const lastOf = (n: GameNode): GameNode => (n.children.length ? lastOf(n.children[0]) : n);
  if (stopped && (edit.type === 'addMoves' || edit.type === 'insert' || edit.type === 'delete'))
    return fail('ERR_EDIT_UNSUPPORTED', 'this line has a move that cannot be played; fix the text there first');
  if (edit.type === 'addMoves' || edit.type === 'insert') {
    // the new moves must continue the line: a FEN list has no variations
    const at = edit.type === 'insert' ? edit.at : tipPath(game, edit.at, after);
    const node = at && nodeAt(game, at);
    const added = at && nodeAt(after, [...at, 0]);
    if (!node || !added || node.children.length > 0) return fail('ERR_EDIT_UNSUPPORTED', FEN_LIST_ONLY);
    const moves: string[] = [];
    for (let d = toData(added); ; d = d.children![0]) {
      if (d.comments?.length || d.nags?.length || d.eval || (d.children?.length ?? 0) > 1) return fail('ERR_EDIT_UNSUPPORTED', FEN_LIST_ONLY);
      moves.push(d.move);
      if (!d.children?.length) break;
    }
    const end = node.source ? node.source.move.end : line.end;
    b.insertAfter(end, (node.source ? '' : 'moves ') + moves.join(' '));
    return ok({ edits: b.edits(), minimal: true });
  }
  if (edit.type === 'delete' && edit.at.length > 0 && edit.at.every((i) => i === 0)) {
    const node = nodeAt(game, edit.at)!;
    const from = edit.at.length === 1 ? movesKeyword(text, line) : node.source?.move;
    const last = lastOf(node).source?.move;
    if (!from || !last) return fail('ERR_EDIT_UNSUPPORTED', FEN_LIST_ONLY);
    b.remove(from.start, last.end);
    return ok({ edits: b.edits(), minimal: true });
  }
  return fail('ERR_EDIT_UNSUPPORTED', FEN_LIST_ONLY);
};

/** The node addMoves hangs its new moves from, when that is the end of the line it follows (else undefined). */
const tipPath = (game: Game, at: readonly number[], after: Game): number[] | undefined => {
  const path = [...at];
  for (let n = nodeAt(game, path), t = nodeAt(after, path); n && t; n = n.children[0], t = t.children[0]) {
    if (n.children.length === 0) return t.children.length ? path : undefined;
    if (t.children.length !== n.children.length || t.children[0].move !== n.children[0].move) return undefined;
    path.push(0);
  }
  return undefined;
};

/** Where ` moves …` begins in a FEN list line. */
const movesKeyword = (text: string, line: Span): Span | undefined => {
  const m = /\s+moves\s/.exec(text.slice(line.start, line.end));
  return m ? { start: line.start + m.index + 1, end: line.start + m.index + 6 } : undefined;
};
