import * as vscode from 'vscode';
import { moveHoverMarkdown, moveLabel } from '../../analysis/margin';
import type { Opening, PlyReview } from '../../analysis/review';
import { toFen } from '../../core/fen';
import { moveToIccs } from '../../core/notation';
import { toRedView } from '../../core/score';
import { type Game, type NodePath, mainline, nodeAt, nodesAlong, positionAt } from '../../formats/game';
import { moveAt } from '../../formats/locate';
import { gameMoveStyle } from '../../formats/pgn/textEdits';
import { renderBoardSvg } from '../../../webview/board/render';
import type { Key } from '../../../webview/board/types';
import { notationFor, readConfig } from '../config';
import type { Reviews } from '../review/reviews';
import type { DocumentGames } from './documentGames';
import { hoverWords } from './marginWords';
import { uiLanguage } from '../locale';

/** Width of the hover's diagram in pixels. */
const DIAGRAM_WIDTH = 216;
/** Book moves named in a hover, at most. */
const BOOK_MOVES = 6;

/**
 * The hover of a move in a Xiangqi PGN: the position after it drawn as the board draws it (renderBoardSvg,
 * in the theme's light or dark palette, as a data: image), then what the review knows of the move (its
 * score, the engine's line in the chosen notation, its cost and the engine's choice, its mark and why), and the
 * book's next moves with the openings they lead to. A variation's move shows what the cache knows of
 * the position after it.
 *
 * @example
 * vscode.languages.registerHoverProvider({ language: PGN_LANGUAGE }, new MoveHover(games, reviews));
 */
export class MoveHover implements vscode.HoverProvider {
  constructor(
    private readonly games: DocumentGames,
    private readonly reviews: Reviews,
  ) {}

  /** Called by VS Code when the pointer rests on the text. */
  async provideHover(doc: vscode.TextDocument, position: vscode.Position, token: vscode.CancellationToken): Promise<vscode.Hover | undefined> {
    const read = await this.games.read(doc, token);
    if (!read?.ok || token.isCancellationRequested) return undefined;
    const hit = moveAt(read.value.games, doc.offsetAt(position));
    if (!hit || hit.path.length === 0) return undefined;
    const game = read.value.games[hit.game];
    const node = nodeAt(game, hit.path);
    const before = positionAt(game, hit.path.slice(0, -1));
    const after = positionAt(game, hit.path);
    const config = readConfig();
    // the file's own notation unless the setting names one
    const notation = notationFor(gameMoveStyle(game, doc.getText()));
    const label = moveLabel(game, hit.path, notation);
    if (!node?.source || !before.ok || !after.ok || !label) return undefined;
    const fenBefore = toFen(before.value);
    const fenAfter = toFen(after.value);
    const review = await this.reviewOf(game, hit.path, config);
    if (token.isCancellationRequested) return undefined;
    const bookAfter = await this.bookAfter(game, hit.path, config);
    if (token.isCancellationRequested) return undefined;
    const iccs = moveToIccs(node.move);
    const svg = renderBoardSvg({
      position: fenAfter,
      lastMove: [iccs.slice(0, 2) as Key, iccs.slice(2) as Key],
      palette: isDark() ? 'dark' : 'light',
      glyphs: uiLanguage(),
      width: DIAGRAM_WIDTH,
    });
    const image = `![${vscode.l10n.t('The position after {0}', label)}](data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')})`;
    // a main-line move's reason is read along the game so far (a repetition needs the moves before it)
    const history = hit.path.every((i) => i === 0) ? { startFen: game.startFen, before: mainline(game).slice(0, hit.path.length - 1).map((n) => moveToIccs(n.move)) } : undefined;
    const text = moveHoverMarkdown({ label, fenBefore, fenAfter, notation, ...(review ? { review } : {}), bookAfter, ...(history ? { history } : {}) }, hoverWords());
    // the diagram beside the words, so a hover near the top of the editor shows both without scrolling
    const md = new vscode.MarkdownString(`<table><tr><td>\n\n${image}\n\n</td><td>\n\n${text}\n\n</td></tr></table>`);
    md.supportHtml = true;
    const span = node.source.move;
    return new vscode.Hover(md, new vscode.Range(doc.positionAt(span.start), doc.positionAt(span.end)));
  }

  /** The review of a main-line move, or what the cache knows of the position after a variation's move. */
  private async reviewOf(game: Game, path: NodePath, config: ReturnType<typeof readConfig>): Promise<PlyReview | undefined> {
    if (path.every((i) => i === 0)) return (await this.reviews.known(game, config)).plies.find((p) => p.ply === path.length);
    const moves = (nodesAlong(game, path) ?? []).map((n) => moveToIccs(n.move));
    const line = (await this.reviews.peek({ fen: game.startFen, moves }, config)).lines[0];
    const after = positionAt(game, path);
    if (!line || !after.ok) return undefined;
    return { ply: path.length, move: moves[moves.length - 1], score: toRedView(line.score, after.value.turn), depth: line.depth, pv: line.pv, loss: 0, book: false };
  }

  /** The book's moves from the position after the move, each with the opening it leads to. */
  private async bookAfter(game: Game, path: NodePath, config: ReturnType<typeof readConfig>): Promise<Array<{ move: string; opening?: Opening }>> {
    const moves = (nodesAlong(game, path) ?? []).map((n) => moveToIccs(n.move));
    const book = this.reviews.book(config);
    const next = (await book.probe(game.startFen, moves)).moves.slice(0, BOOK_MOVES);
    const out: Array<{ move: string; opening?: Opening }> = [];
    for (const move of next) {
      const opening = (await book.probe(game.startFen, [...moves, move])).opening;
      out.push(opening ? { move, opening } : { move });
    }
    return out;
  }
}

const isDark = (): boolean => {
  const k = vscode.window.activeColorTheme.kind;
  return k === vscode.ColorThemeKind.Dark || k === vscode.ColorThemeKind.HighContrast;
};
