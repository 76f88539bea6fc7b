import * as vscode from 'vscode';
import { annotationEdits } from '../../analysis/annotations';
import type { GameReview } from '../../analysis/review';
import { moveToIccs } from '../../core/notation';
import { type Game, mainline } from '../../formats/game';
import { gameAt } from '../../formats/locate';
import { gameMoveStyle } from '../../formats/pgn/textEdits';
import { batchTextEdits } from '../../formats/textBatch';
import { readConfig } from '../config';
import { Disposable } from '../dispose';
import { uiLanguage } from '../locale';
import { type Reviews, closingMessage } from '../review/reviews';
import type { DocumentGames } from './documentGames';
import { PGN_LANGUAGE } from './languages';
import { gameKey } from './moveDecorations';

/** Quiet time after an edit of a followed game before it is analysed again. */
const FOLLOW_DEBOUNCE_MS = 600;
/** Longest stretch of writing annotations before the extension host's other work goes first. */
const SLICE_MS = 8;

/** Which game of which document a lens or command speaks of. */
export interface GameRef {
  readonly uri: vscode.Uri;
  readonly game: number;
}

/** A game's main line as a key: the same key, the same positions to review. */
const lineKey = (game: Game): string => `${game.startFen}|${mainline(game).map((n) => moveToIccs(n.move)).join(' ')}`;

/**
 * What the CodeLens above each game does. Analyse game: the engine follows the game quietly, filling the
 * margin, and after each edit of it analyses it again (the cache answers every position the edit left
 * as it was, so only the changed plies are searched). Review game: the whole game with a progress
 * notification that cancels, then each player's marks and accuracy and an offer to write the annotations.
 * Write annotations: the review as comments with `[%eval]`/`[%pv]`, glyphs, each mark in words (the UI's
 * language, the file's notation), the players' summary before the first move and the engine's line
 * after mistakes, in ONE undoable edit.
 * Games are known by their document and index.
 *
 * @example
 * const m = new MarginReviews(games, reviews); await m.review({ uri, game: 0 });
 */
export class MarginReviews extends Disposable {
  /** Followed games: key → the main line last sent for analysis. */
  private readonly followed = new Map<string, string>();
  /** Games whose review finished this session (the lens offers to write it). */
  private readonly reviewed = new Set<string>();
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly _onDidChange = this._register(new vscode.EventEmitter<void>());
  /** A game started or stopped being followed, or was reviewed. */
  readonly onDidChange = this._onDidChange.event;

  constructor(
    private readonly games: DocumentGames,
    private readonly reviews: Reviews,
  ) {
    super();
    this._register(games.onDidRead(({ document, result }) => result.ok && this.edited(document, result.value.games)));
    this._register(
      vscode.workspace.onDidCloseTextDocument((d) => {
        const prefix = `${d.uri.toString()}#`;
        for (const k of [...this.followed.keys()]) if (k.startsWith(prefix)) this.unfollow(k);
      }),
    );
    this._register({ dispose: () => [...this.timers.values()].forEach(clearTimeout) });
  }

  isFollowed(ref: GameRef): boolean {
    return this.followed.has(gameKey(ref.uri, ref.game));
  }

  isReviewed(ref: GameRef): boolean {
    return this.reviewed.has(gameKey(ref.uri, ref.game));
  }

  /** Analyse game: follows the game, analysing it now and after each edit. */
  async follow(ref: GameRef): Promise<void> {
    const found = await this.gameOf(ref);
    if (!found) return;
    const key = gameKey(ref.uri, ref.game);
    this.followed.set(key, lineKey(found.game));
    this._onDidChange.fire();
    await this.quiet(key, found.game);
  }

  /** Stops following the game, and its analysis under way. */
  stopFollowing(ref: GameRef): void {
    this.unfollow(gameKey(ref.uri, ref.game));
  }

  /** Review game: the whole game with a notification; on success offers to write the annotations. */
  async review(ref: GameRef): Promise<GameReview | undefined> {
    const found = await this.gameOf(ref);
    if (!found) return undefined;
    const key = gameKey(ref.uri, ref.game);
    this.followed.set(key, lineKey(found.game));
    const review = await vscode.window.withProgress(
      { location: vscode.ProgressLocation.Notification, title: vscode.l10n.t('Xiangqi Lens: reviewing game {0}', ref.game + 1), cancellable: true },
      async (progress, token) => {
        let last = 0;
        try {
          return await this.reviews.run(key, found.game, {
            loud: true,
            cancel: token,
            onProgress: (done, total) => {
              progress.report({ message: vscode.l10n.t('{0} of {1} positions', done, total), increment: (100 * (done - last)) / total });
              last = done;
            },
          });
        } catch (e) {
          void vscode.window.showErrorMessage(vscode.l10n.t('The engine failed: {0}', (e as Error).message));
          return undefined;
        }
      },
    );
    if (!review?.complete) return review;
    this.reviewed.add(key);
    this._onDidChange.fire();
    const write = vscode.l10n.t('Write annotations');
    void vscode.window
      .showInformationMessage(closingMessage(found.game.startFen, review.plies, ref.game + 1), write)
      .then((pick) => pick === write && this.write(ref));
    return review;
  }

  /** Write annotations: the game's review (from the cache) written into its text as one undoable edit. */
  async write(ref: GameRef): Promise<boolean> {
    const found = await this.gameOf(ref);
    if (!found) return false;
    const { doc, read, game } = found;
    const review = await this.reviews.known(game);
    if (!review.complete || review.plies.some((p) => !p.score) || review.plies.length !== mainline(game).length) {
      void vscode.window.showInformationMessage(vscode.l10n.t('Review the game first: its annotations come from the review'));
      return false;
    }
    const version = doc.version;
    // the words in the UI's language, their moves in the file's own notation (as the variations are written)
    const words = { language: uiLanguage(), notation: gameMoveStyle(game, doc.getText()) ?? readConfig().notation };
    const batch = batchTextEdits(doc.getText(), read, ref.game, annotationEdits(game, review, { words }));
    let answer;
    for (;;) {
      const until = performance.now() + SLICE_MS;
      answer = batch.step(() => performance.now() > until);
      if (answer) break;
      await new Promise<void>((r) => setImmediate(r));
      if (doc.version !== version) break;
    }
    if (doc.version !== version || !answer) {
      void vscode.window.showWarningMessage(vscode.l10n.t('The text changed while the annotations were written; write them again'));
      return false;
    }
    if (!answer.ok) {
      void vscode.window.showErrorMessage(vscode.l10n.t('The annotations cannot be written here: {0}', answer.error.message));
      return false;
    }
    this.reviewed.delete(gameKey(ref.uri, ref.game));
    this._onDidChange.fire();
    const e = answer.value;
    if (!e) return true;
    const edit = new vscode.WorkspaceEdit();
    edit.replace(doc.uri, new vscode.Range(doc.positionAt(e.start), doc.positionAt(e.end)), e.text);
    return vscode.workspace.applyEdit(edit);
  }

  /** The game of a command: the lens's, or the one under the cursor of the active editor. */
  async refOrCursor(ref?: GameRef): Promise<GameRef | undefined> {
    if (ref) return ref;
    const editor = vscode.window.activeTextEditor;
    if (!editor || editor.document.languageId !== PGN_LANGUAGE) return undefined;
    const read = await this.games.read(editor.document);
    if (!read?.ok) return undefined;
    const game = gameAt(read.value.games, editor.document.offsetAt(editor.selection.active));
    return game === undefined ? undefined : { uri: editor.document.uri, game };
  }

  private async gameOf(ref: GameRef) {
    const doc = vscode.workspace.textDocuments.find((d) => d.uri.toString() === ref.uri.toString()) ?? (await vscode.workspace.openTextDocument(ref.uri));
    const read = await this.games.read(doc);
    const game = read?.ok ? read.value.games[ref.game] : undefined;
    return read?.ok && game ? { doc, read: read.value, game } : undefined;
  }

  private unfollow(key: string): void {
    this.followed.delete(key);
    clearTimeout(this.timers.get(key));
    this.timers.delete(key);
    this.reviews.stop(key);
    this._onDidChange.fire();
  }

  /** A followed document was read again: its games whose main line changed are analysed again, after a pause. */
  private edited(doc: vscode.TextDocument, games: readonly Game[]): void {
    for (const [key, line] of this.followed) {
      const hash = key.lastIndexOf('#');
      if (key.slice(0, hash) !== doc.uri.toString()) continue;
      const game = games[Number(key.slice(hash + 1))];
      if (!game || lineKey(game) === line) continue;
      this.reviewed.delete(key);
      clearTimeout(this.timers.get(key));
      this.timers.set(
        key,
        setTimeout(() => {
          this.timers.delete(key);
          if (!this.followed.has(key)) return;
          this.followed.set(key, lineKey(game));
          void this.quiet(key, game);
        }, FOLLOW_DEBOUNCE_MS),
      );
    }
  }

  /** A review with the status bar's small progress only. */
  private async quiet(key: string, game: Game): Promise<void> {
    await vscode.window.withProgress({ location: vscode.ProgressLocation.Window, title: vscode.l10n.t('Xiangqi Lens: analysing the game') }, async (progress) => {
      try {
        await this.reviews.run(key, game, { onProgress: (done, total) => progress.report({ message: `${done}/${total}` }) });
      } catch (e) {
        void vscode.window.showErrorMessage(vscode.l10n.t('The engine failed: {0}', (e as Error).message));
      }
    });
  }
}
