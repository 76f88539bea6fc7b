/**
 * What the engine says beside a game's move text, as data an editor draws: the notes after each main-line
 * move (its quality glyph, its score from Red's view, a book mark naming the opening) and the text of a
 * move's hover (its score and depth, the engine's line in the reader's notation, what the move cost and
 * what the engine preferred, why it is marked (markWords.ts), the book's moves with the openings they lead to). Pure; the host supplies
 * the words in the user's language and draws them (src/host/language/).
 *
 *   const notes = marginNotes(game, review.plies, { book: (name) => name ? `book · ${name}` : 'book', opening: (o) => o.nameEn });
 *   for (const n of notes) decorate(n.span, n.glyph, n.score, n.book);
 */
import { parseFen } from '../core/fen';
import { formatLine } from '../core/line';
import { type Notation, formatMove } from '../core/notation';
import { type Score, formatScore } from '../core/score';
import { BLACK } from '../core/types';
import { type Game, type NodePath, type Span, mainline, nodeAt, positionAt } from '../formats/game';
import { numberWord, startFullOf } from '../formats/pgn/writer';
import { type WordsLanguage, reasonText } from './markWords';
import { QUALITY_GLYPH, type Quality, isQualityNag } from './quality';
import type { Opening, PlyReview } from './review';

export interface MarginWords {
  /** The book mark; `opening` is the opening's name where the game reaches a new one. */
  readonly book: (opening?: string) => string;
  /** An opening's name in the user's language. */
  readonly opening: (o: Opening) => string;
}

/** The notes after one main-line move. */
export interface MarginNote {
  readonly ply: number;
  /** The move token in the text. */
  readonly span: Span;
  readonly glyph?: { readonly text: string; readonly quality: Quality };
  /** The score after the move, Red's view: `+0.35`, `#3`. */
  readonly score?: string;
  readonly book?: string;
}

/** A score as the margin writes it: short, signed. */
export const marginScore = (s: Score): string => formatScore(s, { signed: true, short: true });

/**
 * The notes after each main-line move of `game` that a review (or part of one) speaks of. What the text
 * already writes is not said again: no score beside a move whose text carries an engine note, no glyph
 * beside one that carries a move-quality NAG. A game not read from text has no places, so no notes.
 */
export const marginNotes = (game: Game, plies: readonly PlyReview[], words: MarginWords): MarginNote[] => {
  const line = mainline(game);
  const out: MarginNote[] = [];
  let named: string | undefined;
  for (const p of plies) {
    const node = line[p.ply - 1];
    const span = node?.source?.move;
    if (!span) continue;
    const glyph = p.quality && !node.nags.some(isQualityNag) ? { text: QUALITY_GLYPH[p.quality], quality: p.quality } : undefined;
    const score = p.score && node.eval?.score === undefined ? marginScore(p.score) : undefined;
    let book: string | undefined;
    if (p.book) {
      // the opening's name where it changes, a bare mark on the moves that stay in it
      const name = p.opening ? words.opening(p.opening) : undefined;
      book = words.book(name !== named ? name : undefined);
      named = name;
    }
    if (glyph || score || book) out.push({ ply: p.ply, span, ...(glyph ? { glyph } : {}), ...(score ? { score } : {}), ...(book ? { book } : {}) });
  }
  return out;
};

export interface HoverWords {
  /** 'Score {score} (Red's view), depth {depth}'. */
  readonly score: (score: string, depth: number | undefined) => string;
  readonly bestLine: (line: string, score: string) => string;
  /** What the move cost and what the engine preferred, with that line's score. */
  readonly loss: (pawns: string, preferred: string, score: string) => string;
  readonly quality: Readonly<Record<Quality, string>>;
  readonly bookMove: (opening?: string) => string;
  /** A book move the review marked: the book is master practice, and this move of it still loses. */
  readonly bookMoveLoses: (opening?: string) => string;
  /** The book's moves after this one, each with the opening it leads to. */
  readonly bookMoves: (list: string) => string;
  readonly opening: (o: Opening) => string;
  readonly notAnalysed: string;
  readonly scoreWords?: { readonly mateIn: (n: number) => string; readonly matedIn: (n: number) => string };
  /** The language a mark's reason is told in (markWords.ts); without it the hover gives no reason. */
  readonly language?: WordsLanguage;
}

/** What a move's hover speaks of; `review` only for main-line moves a review reached. */
export interface MoveHoverInput {
  /** The move as the reader sees it, with its number: `12. 炮二平五`. */
  readonly label: string;
  /** The positions before and after the move. */
  readonly fenBefore: string;
  readonly fenAfter: string;
  readonly notation: Notation;
  readonly review?: PlyReview;
  /** The book's moves from the position after the move, each with the opening it reaches. */
  readonly bookAfter?: ReadonlyArray<{ readonly move: string; readonly opening?: Opening }>;
  /** Plies of an engine line shown (default 8). */
  readonly linePlies?: number;
  /** The game's start and the main-line moves (ICCS) before a reviewed move: what its mark's reason is read along. */
  readonly history?: { readonly startFen: string; readonly before: readonly string[] };
}

/** Markdown's special characters escaped, so moves such as `C2.5` or `R1+1` read as written. */
export const escapeMarkdown = (s: string): string => s.replace(/[\\`*_{}[\]()#+\-.!|<>]/g, '\\$&');

/** A line of ICCS moves from `fen` in `notation`, numbered as a game record numbers it, cut after `plies`. */
export const lineText = (fen: string, moves: readonly string[], notation: Notation, plies = 8): string => {
  const shown = formatLine(fen, moves.slice(0, plies), notation);
  const p = parseFen(fen);
  const blackFirst = p.ok && p.value.turn === BLACK;
  const full = p.ok ? p.value.fullmoves() || 1 : 1;
  const words = shown.map((m, i) => {
    const red = (i + (blackFirst ? 1 : 0)) % 2 === 0;
    const n = full + Math.floor((i + (blackFirst ? 1 : 0)) / 2);
    return red ? `${n}. ${m}` : i === 0 ? `${n}... ${m}` : m;
  });
  return words.join(' ') + (moves.length > plies ? ' …' : '');
};

/** The hover's Markdown (without the diagram, which the host draws): one paragraph per fact. */
export const moveHoverMarkdown = (input: MoveHoverInput, words: HoverWords): string => {
  const r = input.review;
  const score = (s: Score): string => formatScore(s, { signed: true, ...(words.scoreWords ? { words: words.scoreWords } : {}) });
  const plies = input.linePlies ?? 8;
  const out: string[] = [];
  const glyph = r?.quality ? ` ${QUALITY_GLYPH[r.quality]} ${escapeMarkdown(words.quality[r.quality])}` : '';
  out.push(`**${escapeMarkdown(input.label)}**${glyph}`);
  // a book move the review marks is said to lose, with what it cost; the book's next moves go unsaid after a mark
  const marked = r?.quality !== undefined && r.quality !== 'only';
  if (r?.book) out.push(escapeMarkdown((marked ? words.bookMoveLoses : words.bookMove)(r.opening ? words.opening(r.opening) : undefined)));
  if (r?.score) {
    out.push(escapeMarkdown(words.score(score(r.score), r.depth)));
    if (r.pv?.length) out.push(escapeMarkdown(words.bestLine(lineText(input.fenAfter, r.pv, input.notation, plies), score(r.score))));
  }
  if (r && (!r.book || marked) && r.best?.length && r.bestScore && r.best[0] !== r.move && r.loss > 0)
    out.push(escapeMarkdown(words.loss((r.loss / 100).toFixed(2), lineText(input.fenBefore, r.best, input.notation, plies), score(r.bestScore))));
  const reason = r?.quality && input.history && words.language ? reasonText(input.history.startFen, input.history.before, r, { language: words.language, notation: input.notation }) : undefined;
  if (reason) out.push(escapeMarkdown(reason));
  if (input.bookAfter?.length && !marked && (!r || r.book)) {
    // alternatives from one position, each written on its own
    const list = input.bookAfter
      .map((b) => {
        const move = formatLine(input.fenAfter, [b.move], input.notation)[0];
        return b.opening ? `${move} (${words.opening(b.opening)})` : move;
      })
      .join(', ');
    out.push(escapeMarkdown(words.bookMoves(list)));
  }
  if (!r?.score && !r?.book) out.push(escapeMarkdown(words.notAnalysed));
  return out.join('\n\n');
};

/** The move at `path` as a record writes it, numbered: `12. 炮二平五`, `12... 马8进7`; undefined off the tree or past an illegal move. */
export const moveLabel = (game: Game, path: NodePath, notation: Notation): string | undefined => {
  const node = nodeAt(game, path);
  const before = positionAt(game, path.slice(0, -1));
  if (!node || path.length === 0 || !before.ok || !before.value.isLegal(node.move)) return undefined;
  const number = numberWord(before.value, true, startFullOf(game.startFen));
  return `${number} ${formatMove(before.value, node.move, notation)}`;
};
