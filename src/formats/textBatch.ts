/**
 * Many edits of one game of a text file as ONE text edit, so an editor applies them as one undoable step
 * (a review's annotations: a note on every move, glyphs, variations, headers). Each edit goes through
 * textSync as the board's single edits do, on that game's stretch of the text alone, so the rest of the
 * layout stays as the user wrote it and each step is read back; the stretch's first and last changed
 * characters bound the one edit given back. Reading one game per edit keeps this linear in the edits.
 * Pure.
 *
 *   const r = textEditForAll(doc.getText(), read, 0, annotationEdits(game, review)); // or batchTextEdits(…).step(yieldSoon)
 *   if (r.ok) workspaceEdit.replace(uri, rangeOf(r.value.start, r.value.end), r.value.text);
 */
import { Result, err, ok } from '../core/result';
import { type EditError, type GameEdit, applyEdit } from './edit';
import { cloneGame, sameGame } from './game';
import { gameRegion } from './pgn/textEdits';
import { type ReadGames, readGameText } from './read';
import { type TextEdit, type TextSyncOptions, applyTextEdits, textEditsFor } from './textSync';

type BatchResult = Result<TextEdit | undefined, EditError>;

/** A batch under way: call step until it returns the answer (as gameTextCache's readings pace themselves). */
export interface Batch {
  /** Goes on until done (the answer) or until `shouldYield()` says to pause (undefined). */
  step(shouldYield: () => boolean): BatchResult | undefined;
}

/**
 * The one text edit that makes game `gameIndex` of `text` (which `read` was read from) read as it would with
 * `edits` applied in order, every other game untouched; undefined when nothing changes. An edit textSync
 * refuses is refused with its error, naming which edit it was.
 */
export const textEditForAll = (text: string, read: ReadGames, gameIndex: number, edits: readonly GameEdit[], opts: TextSyncOptions = {}): BatchResult => {
  const b = batchTextEdits(text, read, gameIndex, edits, opts);
  for (;;) {
    const r = b.step(() => false);
    if (r) return r;
  }
};

/** textEditForAll in steps the caller paces, so an editor's thread stays free for the user between them. */
export const batchTextEdits = (text: string, read: ReadGames, gameIndex: number, edits: readonly GameEdit[], opts: TextSyncOptions = {}): Batch => {
  const done = (r: BatchResult): Batch => ({ step: () => r });
  if (read.text !== undefined && read.text !== text) return done(err({ code: 'ERR_EDIT_STALE', message: 'the text has changed since its games were read; read it again' }));
  const game = read.games[gameIndex];
  if (!game) return done(err({ code: 'ERR_EDIT_PATH', message: `there is no game ${gameIndex + 1} in this file` }));
  if (read.format !== 'pgn') return done(err({ code: 'ERR_EDIT_UNSUPPORTED', message: 'only a PGN game takes a batch of edits' }));
  const region = gameRegion(text, read, gameIndex);
  // the game's stretch read on its own: how a game reads does not depend on the games after it
  const alone = (t: string): ReadGames | undefined => {
    const r = readGameText(t, 'game.pgn');
    return r.ok && r.value.games.length === 1 ? r.value : undefined;
  };
  let local = text.slice(region.start, region.end);
  let localRead = alone(local);
  if (!localRead || !sameGame(localRead.games[0], game)) return done(err({ code: 'ERR_EDIT_UNSUPPORTED', message: 'this game does not read the same on its own' }));
  const expected = cloneGame(game);
  const lineBreak = opts.lineBreak ?? read.lineBreak;
  let next = 0;
  let answer: BatchResult | undefined;
  return {
    step(shouldYield) {
      while (!answer && next < edits.length) {
        const i = next++;
        const edit = edits[i];
        const applied = applyEdit(expected, edit);
        if (!applied.ok) return (answer = err({ ...applied.error, message: `edit ${i + 1} (${edit.type}): ${applied.error.message}` }));
        if (!applied.value.changed) continue;
        const r = textEditsFor(local, localRead!, 0, edit, { ...opts, ...(lineBreak ? { lineBreak } : {}) });
        if (!r.ok) return (answer = err({ ...r.error, message: `edit ${i + 1} (${edit.type}): ${r.error.message}` }));
        local = applyTextEdits(local, r.value);
        localRead = alone(local);
        if (!localRead) return (answer = err({ code: 'ERR_EDIT_UNSUPPORTED', message: `edit ${i + 1} (${edit.type}) left text that does not read as one game` }));
        if (next < edits.length && shouldYield()) return undefined;
      }
      if (!answer)
        answer = sameGame(localRead!.games[0], expected)
          ? ok(narrowed(text, region.start, region.end, local))
          : err({ code: 'ERR_EDIT_UNSUPPORTED', message: 'the edits did not read back as planned' });
      return answer;
    },
  };
};

/** The replacement of text[start, end) by `by`, narrowed to what differs; undefined when nothing does. */
const narrowed = (text: string, start: number, end: number, by: string): TextEdit | undefined => {
  const old = text.slice(start, end);
  if (old === by) return undefined;
  let head = 0;
  while (head < old.length && head < by.length && old.charCodeAt(head) === by.charCodeAt(head)) head++;
  let tail = 0;
  while (tail < old.length - head && tail < by.length - head && old.charCodeAt(old.length - 1 - tail) === by.charCodeAt(by.length - 1 - tail)) tail++;
  // a surrogate pair is never cut in two
  if (head > 0 && isHigh(old.charCodeAt(head - 1))) head--;
  if (tail > 0 && isLow(old.charCodeAt(old.length - tail))) tail--;
  return { start: start + head, end: end - tail, text: by.slice(head, by.length - tail) };
};

const isHigh = (c: number): boolean => c >= 0xd800 && c <= 0xdbff;
const isLow = (c: number): boolean => c >= 0xdc00 && c <= 0xdfff;
