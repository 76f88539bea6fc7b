import * as vscode from 'vscode';
import { gameHeads } from '../../formats/locate';
import { Disposable } from '../dispose';
import { COMMANDS } from '../commandIds';
import type { MarginReviews } from './marginReviews';
import type { Reviews } from '../review/reviews';
import type { DocumentGames } from './documentGames';
import { gameKey } from './moveDecorations';


/** At most this often while a review runs, the lenses' titles (its progress) are asked for again. */
const REFRESH_MS = 500;

/**
 * A CodeLens above each game of a Xiangqi PGN (formats/locate.ts gameHeads): Analyse game (or its progress,
 * which stops it when clicked, or Stop analysing while the engine follows the game), Review game, and
 * Write annotations once a review has finished.
 *
 * @example
 * vscode.languages.registerCodeLensProvider({ language: PGN_LANGUAGE }, new GameLenses(games, reviews, margin));
 */
export class GameLenses extends Disposable implements vscode.CodeLensProvider {
  private readonly _onDidChangeCodeLenses = this._register(new vscode.EventEmitter<void>());
  readonly onDidChangeCodeLenses = this._onDidChangeCodeLenses.event;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly games: DocumentGames,
    private readonly reviews: Reviews,
    private readonly margin: MarginReviews,
  ) {
    super();
    const later = (): void => {
      this.timer ??= setTimeout(() => {
        this.timer = undefined;
        this._onDidChangeCodeLenses.fire();
      }, REFRESH_MS);
    };
    this._register(reviews.onDidChange(later));
    this._register(margin.onDidChange(() => this._onDidChangeCodeLenses.fire()));
    this._register({ dispose: () => clearTimeout(this.timer) });
  }

  /** Called by VS Code when the document opens, after edits, and when onDidChangeCodeLenses fires. */
  async provideCodeLenses(doc: vscode.TextDocument, token: vscode.CancellationToken): Promise<vscode.CodeLens[]> {
    const read = await this.games.read(doc, token);
    if (!read?.ok) return [];
    const out: vscode.CodeLens[] = [];
    for (const { game, offset } of gameHeads(read.value.games)) {
      const at = doc.positionAt(offset);
      const range = new vscode.Range(at, at);
      const ref = { uri: doc.uri, game };
      const running = this.reviews.running(gameKey(doc.uri, game));
      if (running?.loud) {
        // a review in front: its progress alone, which stops it when clicked
        out.push(lens(range, vscode.l10n.t('$(loading~spin) Reviewing {0}/{1} (stop)', running.done, running.total), COMMANDS.marginStop, ref));
        continue;
      }
      if (running) out.push(lens(range, vscode.l10n.t('$(loading~spin) Analysing {0}/{1} (stop)', running.done, running.total), COMMANDS.marginStop, ref));
      else if (this.margin.isFollowed(ref)) out.push(lens(range, vscode.l10n.t('Stop analysing'), COMMANDS.marginStop, ref));
      else out.push(lens(range, vscode.l10n.t('Analyse game'), COMMANDS.marginAnalyse, ref));
      out.push(lens(range, vscode.l10n.t('Review game'), COMMANDS.reviewGame, ref));
      if (this.margin.isReviewed(ref)) out.push(lens(range, vscode.l10n.t('Write annotations'), COMMANDS.writeAnnotations, ref));
    }
    return out;
  }
}

const lens = (range: vscode.Range, title: string, command: string, ref: { uri: vscode.Uri; game: number }): vscode.CodeLens =>
  new vscode.CodeLens(range, { title, command, arguments: [ref] });
