/**
 * The board page, pure: its state (what the host sent, where the user is) and the one selector from that
 * state to what each panel shows. Panels draw a PageView and nothing else, so the logic of the page is
 * here, testable without a DOM; a new panel reads what it needs from the view.
 *
 *   const view = pageView(state); panels.forEach((p) => p.update(view));
 */
import { illegalReason, type IllegalReason } from '../../src/core/illegal';
import { START_FEN, parseFen } from '../../src/core/fen';
import { NOTATIONS, parseIccs, type Notation } from '../../src/core/notation';
import { parseSquare } from '../../src/core/squares';
import type { Position } from '../../src/core/position';
import { formatScore, toRedView, type Score } from '../../src/core/score';
import type { BookDto, PositionDto } from '../../src/protocol/dto';
import { headerView, type HeaderView } from './headerView';
import { settingsView, type SettingsView } from './settingsView';
import { PAGE_STRINGS, type DocDto, type EditorConfigDto, type EngineStateDto, type GameDto, type ReviewPlyDto, type ReviewSummaryDto, type PageStringKey } from '../../src/protocol/webview';
import type { Arrow } from '../board/arrows';
import { isKey, type Color, type Dests, type Key, type Pieces } from '../board/types';
import type { MoveNode } from '../panels/moveTreeLayout';
import { idOf, nodeDataAt } from '../game/tree';
import type { NodeData } from '../../src/formats/edit';
import { checkOf, destsOf, lineLabels, piecesOf, replayPath, startPly, type Shown } from '../game/view';
import { reviewGraphPoints } from '../game/reviewGraph';
import { movesView } from './moves';

/** Everything the page knows. */
export interface PageState {
  readonly config?: EditorConfigDto;
  readonly doc?: DocDto;
  readonly path: readonly number[];
  readonly flipped: boolean;
  readonly engineOn: boolean;
  readonly engine?: EngineStateDto;
  readonly review: readonly ReviewPlyDto[];
  /** Each player's marks and accuracy over the review so far. */
  readonly summary?: ReviewSummaryDto;
  /** Stepping through an engine line: which line, up to which of its moves. */
  readonly preview?: { readonly line: number; readonly move: number };
  /** The node whose comment is being edited. */
  readonly editingComment?: readonly number[];
  /** A move the board refused (not among the legal ones), to say why; forgotten at the next step. */
  readonly refused?: { readonly from: Key; readonly to: Key };
  /** The opening game `game`'s main line reaches by the book, as the host last said. */
  readonly opening?: { readonly game: number; readonly opening?: BookDto['opening'] };
}

export type Words = (key: PageStringKey, ...args: Array<string | number>) => string;

export interface BoardView {
  readonly pieces: Pieces;
  readonly orientation: Color;
  readonly glyphs: 'zh' | 'en';
  readonly coordinates: 'zh' | 'iccs';
  readonly lastMove?: readonly [Key, Key];
  readonly check?: Key;
  readonly arrows: readonly Arrow[];
  /** Whose pieces move, and where; none on a page that cannot be edited or while stepping through a line. */
  readonly movable: { readonly color?: Color; readonly dests: Dests };
}

export interface PageView {
  readonly t: Words;
  readonly config?: EditorConfigDto;
  readonly notice?: string;
  readonly title: string;
  readonly games: { readonly names: readonly string[]; readonly index: number };
  /** The notation picker: the page's notation, and each choice's name with the central cannon written in it. */
  readonly notation?: { readonly value: Notation; readonly options: ReadonlyArray<readonly [Notation, string]> };
  /** The node shown and its position (undefined: no game, or a start position that cannot be read). */
  readonly shown?: Shown;
  readonly board: BoardView;
  /** Whose turn it is and how many plies in, for the position on the board. */
  readonly status?: { readonly turn: Color; readonly turnText: string; readonly plyText: string };
  readonly bar: { readonly orientation: Color; readonly score?: Score; readonly label?: string };
  /** The review's graph; undefined before any review. */
  readonly graph?: {
    readonly points: ReadonlyArray<{ id: string; label?: string; score?: Score; scoreText?: string; quality?: ReviewPlyDto['quality'] }>;
    /** The ply of the first point, counted from Red's first move (move numbers on the graph). */
    readonly firstPly: number;
    readonly current: string | null;
    /** Both players' marks and accuracy, above the graph. */
    readonly summary?: string;
  };
  readonly tree?: { readonly startPly: number; readonly startComment?: string; readonly children: MoveNode[]; readonly current: string | null };
  /** The engine's panel; undefined without a game. */
  readonly engine?: {
    readonly startPly: number;
    readonly running: boolean;
    readonly status: string;
    readonly lines: ReadonlyArray<{ rank: number; depth: number; score: string; value: Score; moves: string[] }>;
  };
  /** The book's moves here, with their share, and the opening; undefined when the book has nothing here. */
  readonly book?: { readonly head: string; readonly moves: ReadonlyArray<{ move: string; label: string; percent: number }> };
  /** The comment being edited: where, the move it belongs to, and its text. */
  readonly comment?: { readonly at: readonly number[]; readonly id: string; readonly label: string; readonly text: string };
  /** The game's headers to edit (headerView.ts); undefined without a game. */
  readonly header?: HeaderView;
  /** The board's analysis settings (settingsView.ts); undefined when the host sent none. */
  readonly settings?: SettingsView;
}

export const wordsOf = (config: EditorConfigDto | undefined): Words => (key, ...args) =>
  (config?.strings[key] ?? PAGE_STRINGS[key]).replace(/\{(\d)\}/g, (_, i: string) => String(args[Number(i)] ?? ''));

/** The words for each reason a move is illegal (src/core/illegal.ts). */
const REASON_WORDS: Record<IllegalReason, PageStringKey> = {
  'not-your-piece': 'illegalNotYourPiece',
  'own-piece': 'illegalOwnPiece',
  'wrong-shape': 'illegalWrongShape',
  palace: 'illegalPalace',
  'elephant-river': 'illegalElephantRiver',
  'elephant-eye': 'illegalElephantEye',
  'horse-leg': 'illegalHorseLeg',
  'path-blocked': 'illegalPathBlocked',
  'cannon-screen': 'illegalCannonScreen',
  'pawn-backward': 'illegalPawnBackward',
  'pawn-sideways': 'illegalPawnSideways',
  'generals-face': 'illegalGeneralsFace',
  'leaves-check': 'illegalLeavesCheck',
};

const positionKey = (p: PositionDto): string => `${p.fen}|${p.moves.join(' ')}`;

const EMPTY_BOARD: Omit<BoardView, 'orientation'> = { pieces: new Map(), glyphs: 'zh', coordinates: 'zh', arrows: [], movable: { dests: new Map() } };

/** The central cannon (h2e2) in each notation, once: the picker shows what each choice looks like. */
let cannonIn: Record<Notation, string> | undefined;
const notationChoice = (value: Notation, t: Words): NonNullable<PageView['notation']> => {
  if (!cannonIn) {
    const start = parseFen(START_FEN);
    cannonIn = Object.fromEntries(NOTATIONS.map((n) => [n, start.ok ? (lineLabels(start.value, ['h2e2'], n)[0] ?? '') : ''])) as Record<Notation, string>;
  }
  const names: Record<Notation, string> = { zh: t('notationChinese'), wxf: 'WXF', iccs: 'ICCS' };
  return { value, options: NOTATIONS.map((n) => [n, `${names[n]} · ${cannonIn![n]}`] as const) };
};

/** The moves (ICCS) of the main line from `root`. */
const mainlineOf = (root: NodeData): string[] => {
  const out: string[] = [];
  for (let n = root.children?.[0]; n; n = n.children?.[0]) out.push(n.move);
  return out;
};

/**
 * The main line's moves as the move list names them, for the graph's dots: named once per game and notation
 * (a new game from the host is a new object), not again at every step through the moves.
 */
const labelCache = new WeakMap<GameDto, { notation: Notation; labels: string[] }>();
const mainLineLabels = (g: GameDto, notation: Notation): string[] => {
  const known = labelCache.get(g);
  if (known?.notation === notation) return known.labels;
  const start = replayPath(g, []);
  const labels = start ? lineLabels(start.position, mainlineOf(g.root), notation) : [];
  labelCache.set(g, { notation, labels });
  return labels;
};

const titleOf = (headers: ReadonlyArray<readonly [string, string]>): string => {
  const h = new Map(headers.map(([k, v]) => [k.toLowerCase(), v]));
  const players = [h.get('red'), h.get('black')].filter(Boolean).join(' – ');
  return [h.get('title') ?? h.get('event'), players, h.get('result') && h.get('result') !== '*' ? h.get('result') : undefined].filter(Boolean).join(' · ');
};

/** The page's view of its state. */
export const pageView = (s: PageState): PageView => {
  const t = wordsOf(s.config);
  const cfg = s.config;
  const doc = s.doc;
  const g = doc?.game;
  const orientation: Color = s.flipped ? 'black' : 'red';
  const base = {
    t,
    ...(cfg ? { config: cfg } : {}),
    ...(doc?.error ? { notice: t('cannotRead', doc.error.message, doc.error.where) } : doc?.notice ? { notice: doc.notice } : {}),
    title: g ? titleOf(g.headers) : '',
    games: { names: doc?.games ?? [], index: doc?.index ?? 0 },
    ...(cfg ? { notation: notationChoice(cfg.notation, t) } : {}),
    ...(cfg?.analysis ? { settings: settingsView(cfg.analysis, t) } : {}),
  };
  const shown = g && replayPath(g, s.path);
  // no game (a file that could not be read): an empty board, nothing to analyse or graph
  if (!g || !cfg || !shown) return { ...base, board: { ...EMPTY_BOARD, orientation }, bar: { orientation } };

  const scoreText = (sc: Score): string => formatScore(sc, { signed: true, words: { mateIn: (n) => t('mateIn', n), matedIn: (n) => t('matedIn', n) } });
  // the main line's moves as the move list names them, for the graph's dots (only once there is a review)
  const mainLabels = s.review.length ? mainLineLabels(g, cfg.notation) : [];
  const here = positionKey({ fen: g.startFen, moves: shown.moves });
  const current = s.engine && positionKey(s.engine.position) === here ? s.engine : undefined;
  // stepping into an engine line shows its position, moves and all
  const line = s.preview && current ? current.lines[s.preview.line] : undefined;
  let pos = shown.position;
  let last = shown.lastMove;
  if (line && s.preview) {
    pos = pos.clone();
    for (const mv of line.pv.slice(0, s.preview.move + 1)) {
      const m = parseIccs(pos, mv);
      if (!m.ok) break;
      pos.play(m.value);
      const from = mv.slice(0, 2);
      const to = mv.slice(2, 4);
      last = isKey(from) && isKey(to) ? [from, to] : last;
    }
  }
  const turn = shown.position.turn;
  const arrows: Arrow[] =
    !line && current
      ? current.lines.filter((l) => l.pv.length > 0).map((l) => ({ from: l.pv[0].slice(0, 2) as Key, to: l.pv[0].slice(2, 4) as Key, rank: l.multipv, label: scoreText(toRedView(l.score, turn)) }))
      : [];
  const side: Color = pos.turn === 0 ? 'red' : 'black';
  const onMain = s.path.every((i) => i === 0);
  const reviewed = onMain ? s.review.find((r) => r.ply === s.path.length) : undefined;
  const barScore = current?.lines[0] ? toRedView(current.lines[0].score, turn) : reviewed?.score;
  const mainId = (ply: number): string => idOf(new Array<number>(ply).fill(0));
  const quality = new Map(s.review.filter((r) => r.quality).map((r) => [mainId(r.ply), r.quality]));
  const notes = new Map(s.review.filter((r) => r.words).map((r) => [mainId(r.ply), r.words!]));
  const ply = startPly(g) + shown.ply;
  const why = s.refused && !line ? illegalReason(pos, parseSquare(s.refused.from), parseSquare(s.refused.to)) : undefined;
  const notice = [base.notice, why && t(REASON_WORDS[why])].filter(Boolean).join('\n');
  return {
    ...base,
    ...(notice ? { notice } : {}),
    shown,
    status: { turn: side, turnText: t(side === 'red' ? 'redToMove' : 'blackToMove'), plyText: t('plyNumber', ply + (line && s.preview ? s.preview.move + 1 : 0)) },
    board: {
      pieces: piecesOf(pos),
      orientation,
      glyphs: cfg.language,
      coordinates: cfg.language === 'zh' ? 'zh' : 'iccs',
      ...(last ? { lastMove: last } : {}),
      ...(checkOf(pos) ? { check: checkOf(pos) } : {}),
      arrows,
      movable: cfg.readOnly ? { dests: new Map() } : { color: side, dests: destsOf(pos) },
    },
    bar: { orientation, ...(barScore ? { score: barScore, label: scoreText(barScore) } : {}) },
    ...(s.review.length
      ? {
          graph: {
            firstPly: s.review[0].ply + startPly(g),
            points: reviewGraphPoints(s.review, mainLabels, startPly(g), scoreText, (ply) => idOf(new Array<number>(ply).fill(0))),
            current: s.path.length && onMain ? idOf(s.path) : null,
            ...(s.summary ? { summary: s.summary.text } : {}),
          },
        }
      : {}),
    tree: {
      startPly: startPly(g),
      ...(g.root.comments?.length ? { startComment: g.root.comments.join(' ') } : {}),
      children: movesView(g, s.path, cfg.notation, { quality, notes }),
      current: s.path.length ? idOf(s.path) : null,
    },
    engine: {
      startPly: ply,
      running: current?.running ?? false,
      status: current?.error
        ? t('engineFailed', current.error)
        : current?.lines[0]
          ? `${current.engine} · ${t('depthSpeed', current.lines[0].depth, Math.round(current.lines[0].nps / 1000))}`
          : s.engineOn
            ? (current?.engine ?? '')
            : t('idle'),
      lines: (current?.lines ?? []).map((l) => {
        const red = toRedView(l.score, turn);
        return { rank: l.multipv, depth: l.depth, score: scoreText(red), value: red, moves: lineLabels(shown.position, l.pv, cfg.notation) };
      }),
    },
    ...bookView(current, shown.position, cfg, t),
    ...commentView(s, cfg, t),
    header: headerView(g, cfg, s.opening?.game === doc.index ? s.opening.opening : undefined, t),
  };
};

const bookView = (current: EngineStateDto | undefined, pos: Position, cfg: EditorConfigDto, t: Words): Pick<PageView, 'book'> => {
  const book = current?.book;
  // a position out of the book says nothing of it, not even the opening it came from
  if (!book || book.moves.length === 0) return {};
  const total = book.moves.reduce((sum, m) => sum + m.weight, 0) || 1;
  const opening = book.opening ? `${book.opening.ecco} ${cfg.language === 'zh' ? book.opening.nameZh : book.opening.nameEn}` : '';
  return {
    book: {
      head: `${t('book')}${opening ? ` · ${opening}` : ''}`,
      moves: book.moves.map((m) => ({ move: m.move, label: lineLabels(pos, [m.move], cfg.notation)[0] ?? m.move, percent: Math.round((100 * m.weight) / total) })),
    },
  };
};

const commentView = (s: PageState, cfg: EditorConfigDto, t: Words): Pick<PageView, 'comment'> => {
  const at = s.editingComment;
  const g = s.doc?.game;
  if (!at || !g) return {};
  const node = nodeDataAt(g.root, at);
  const before = replayPath(g, at.slice(0, -1));
  const label = node && before && at.length ? (lineLabels(before.position, [node.move], cfg.notation)[0] ?? node.move) : t('start');
  return { comment: { at, id: idOf(at), label, text: (node?.comments ?? []).join('\n') } };
};
