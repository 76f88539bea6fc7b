/**
 * What an editor's outline and folding show of a game text: one entry per game named by its players,
 * event and result, with its header block and its move text; and the stretches that fold (each game
 * and each variation). Pure: spans in, spans out; the host turns them into lines and
 * its own words (OutlineWords).
 *
 *   gameOutline(read.games).map((e) => outlineName(e, { versus: 'vs', game: (n) => `Game ${n}` }))
 *   foldingSpans(read.games) // [{ kind: 'game', span }, { kind: 'variation', span }, …]
 */
import { type Game, type Span, headerOf } from './game';

export interface OutlineEntry {
  /** 1-based, in file order. */
  readonly number: number;
  readonly red?: string;
  readonly black?: string;
  readonly event?: string;
  /** A decided result (`1-0`, `0-1`, `1/2-1/2`); none for `*` or no result. */
  readonly result?: string;
  readonly span: Span;
  /** Where the game's name is best shown: its first tag, else its first move. */
  readonly nameSpan: Span;
  readonly headers?: Span;
  readonly moves: Span;
  /** Plies of the main line. */
  readonly plies: number;
}

const named = (v: string | undefined): string | undefined => {
  const t = v?.trim();
  return t && t !== '?' && t !== '-' ? t : undefined;
};

/** The header block: from the first tag's start to the last tag's end. */
const headerBlock = (g: Game): Span | undefined => {
  let start = Infinity;
  let end = -1;
  for (const k in g.source?.headers) {
    const s = g.source.headers[k];
    start = Math.min(start, s.start);
    end = Math.max(end, s.end);
  }
  return end < 0 ? undefined : { start, end };
};

const mainlinePlies = (g: Game): number => {
  let n = 0;
  for (let node = g.root.children[0]; node; node = node.children[0]) n++;
  return n;
};

/** One entry per game that knows where it was written (games read from text). */
export const gameOutline = (games: readonly Game[]): OutlineEntry[] => {
  const out: OutlineEntry[] = [];
  games.forEach((g, i) => {
    const s = g.source;
    if (!s) return;
    const headers = headerBlock(g);
    const result = named(headerOf(g, 'Result'));
    const red = named(headerOf(g, 'Red')) ?? named(headerOf(g, 'White'));
    const black = named(headerOf(g, 'Black'));
    const event = named(headerOf(g, 'Event')) ?? named(headerOf(g, 'Title'));
    out.push({
      number: i + 1,
      ...(red ? { red } : {}),
      ...(black ? { black } : {}),
      ...(event ? { event } : {}),
      ...(result && result !== '*' ? { result } : {}),
      span: s.whole,
      nameSpan: headers ? { start: headers.start, end: Math.min(headers.end, s.whole.end) } : s.moves,
      ...(headers ? { headers } : {}),
      moves: s.moves,
      plies: mainlinePlies(g),
    });
  });
  return out;
};

/** The words a name is made of, in the user's language. */
export interface OutlineWords {
  /** Between the players: `vs`, `对`. */
  readonly versus: string;
  /** A game without players: `Game 3`, `第 3 局`. */
  readonly game: (n: number) => string;
}

/** `Red vs Black` (a missing side is `?`), or `Game N` when neither is named. */
export const outlineName = (e: OutlineEntry, words: OutlineWords): string =>
  e.red || e.black ? `${e.red ?? '?'} ${words.versus} ${e.black ?? '?'}` : words.game(e.number);

/** Event and result, the detail beside the name: `1982年全国赛 · 1/2-1/2`. */
export const outlineDetail = (e: OutlineEntry): string => [e.event, e.result].filter(Boolean).join(' · ');

export type FoldKind = 'game' | 'variation';

/**
 * The stretches that fold: each game and each variation (nested ones too). Not the header block: it
 * starts on the game's first line, and an editor folds one stretch per starting line.
 */
export const foldingSpans = (games: readonly Game[]): Array<{ readonly kind: FoldKind; readonly span: Span }> => {
  const out: Array<{ kind: FoldKind; span: Span }> = [];
  for (const g of games) {
    if (!g.source) continue;
    out.push({ kind: 'game', span: g.source.whole });
    // no paths needed: a plain walk
    const stack = [...g.root.children];
    while (stack.length) {
      const n = stack.pop()!;
      if (n.source?.variation) out.push({ kind: 'variation', span: n.source.variation });
      for (let i = 0; i < n.children.length; i++) stack.push(n.children[i]);
    }
  }
  return out.sort((a, b) => a.span.start - b.span.start || b.span.end - a.span.end);
};
