/**
 * A mark in words, in Chinese or English and in the notation the reader reads moves in: the glyph's
 * meaning, what the move cost, the better move, and the reason read from the lines (reasons.ts); and a
 * review's summary per player (summary.ts) as one line. What the hover, the board's move list, Write
 * Annotations and `xqlens annotate` write. Pure: the phrases live here, in both languages, so the CLI
 * (which has no VS Code bundle) says the same as the editor.
 *
 *   markSentence(startFen, before, ply, { language: 'zh', notation: 'zh' })
 *   // '错着（−1.20）：应走炮八平五；车１平２丢车（炮八进七）。'
 *   markSentence(startFen, before, ply, { language: 'en', notation: 'wxf' })
 *   // 'Mistake (−1.20). Best was C8.5; R1.2 loses a chariot to C8+7.'
 */
import { parseFen } from '../core/fen';
import { parseIccs } from '../core/notation';
import type { Position } from '../core/position';
import type { Color, RoleName } from '../core/types';
import { type MoveStyle, moveWriter } from '../formats/pgn/writer';
import type { Quality } from './quality';
import { type MarkReason, markReason } from './reasons';
import type { PlyReview } from './review';
import type { GameSummary, SideSummary } from './summary';

export type WordsLanguage = 'zh' | 'en';

export interface MarkWordsOptions {
  readonly language: WordsLanguage;
  /** How moves are written: the file's own notation (or SAN style), or the reader's. */
  readonly notation: MoveStyle;
}

/** What each glyph means. */
export const QUALITY_MEANING: Readonly<Record<WordsLanguage, Readonly<Record<Quality, string>>>> = {
  zh: { only: '唯一好棋', inaccuracy: '缓着', mistake: '错着', blunder: '败着' },
  en: { only: 'Only move', inaccuracy: 'Inaccuracy', mistake: 'Mistake', blunder: 'Blunder' },
};

/** Piece names; Chinese names Red's and Black's pieces apart where the board does. */
const PIECE: Readonly<Record<WordsLanguage, Readonly<Record<RoleName, readonly [string, string]>>>> = {
  zh: { king: ['帅', '将'], advisor: ['仕', '士'], elephant: ['相', '象'], horse: ['马', '马'], chariot: ['车', '车'], cannon: ['炮', '炮'], pawn: ['兵', '卒'] },
  en: { king: ['king', 'king'], advisor: ['advisor', 'advisor'], elephant: ['elephant', 'elephant'], horse: ['horse', 'horse'], chariot: ['chariot', 'chariot'], cannon: ['cannon', 'cannon'], pawn: ['pawn', 'pawn'] },
};

const piece = (lang: WordsLanguage, role: RoleName, color: Color): string => PIECE[lang][role][color];
const withArticle = (name: string): string => `${/^[aeiou]/.test(name) ? 'an' : 'a'} ${name}`;

/** Moves from `pos` (not changed) in the style; a move that does not replay ends the text. */
const movesText = (pos: Position, moves: readonly string[], style: MoveStyle): string[] => {
  const p = pos.clone();
  const write = moveWriter(style);
  const out: string[] = [];
  for (const text of moves) {
    const m = parseIccs(p, text);
    if (!m.ok) break;
    out.push(write(p, m.value));
    p.play(m.value);
  }
  return out;
};

/** The position after `before` from `startFen`, with its history; undefined when a move does not replay. */
const positionAfter = (startFen: string, before: readonly string[]): Position | undefined => {
  const start = parseFen(startFen);
  if (!start.ok) return undefined;
  const pos = start.value;
  for (const text of before) {
    const m = parseIccs(pos, text);
    if (!m.ok) return undefined;
    pos.play(m.value);
  }
  return pos;
};

/** What the move cost, as a signed loss in pawns (`−1.20`); undefined where a mate is in play (the reason says it) or nothing was lost. */
const lossText = (p: PlyReview): string | undefined => {
  if (p.loss <= 0 || p.bestScore?.kind === 'mate' || (p.playedScore ?? p.score)?.kind === 'mate') return undefined;
  return `−${(p.loss / 100).toFixed(2)}`;
};

interface Said {
  /** The reason as a clause (no final stop). */
  readonly clause: string;
  /** The clause names the better move itself (a missed win), so "best was" is not said again. */
  readonly namesBest: boolean;
}

/** A reason as a clause, `after` the position after the move, `before` the one before it. */
const reasonClause = (r: MarkReason, before: Position, after: Position, move: string, o: MarkWordsOptions): Said => {
  const zh = o.language === 'zh';
  const played = movesText(before, [move], o.notation)[0] ?? move;
  const mover = before.turn;
  const them = (mover ^ 1) as Color;
  const line = (from: Position, moves: readonly string[]): string => movesText(from, moves, o.notation).join(' ');
  switch (r.kind) {
    case 'loses': {
      const lost = piece(o.language, r.piece, mover);
      const back = r.inReturn && piece(o.language, r.inReturn, them);
      const refutation = line(after, r.line);
      if (zh) return { clause: `${played}${back ? `丢${lost}换${back}` : `丢${lost}`}（${refutation}）`, namesBest: false };
      const what = back ? `gives ${withArticle(lost)} for ${withArticle(back)}` : `loses ${withArticle(lost)}`;
      return { clause: `${played} ${what} ${r.line.length === 1 ? 'to' : 'after'} ${refutation}`, namesBest: false };
    }
    case 'allowsMate': {
      const more = r.line.length < 2 * r.moves - 1 ? ' …' : '';
      const mating = line(after, r.line) + more;
      return zh
        ? { clause: `${played}送杀，对方${r.moves}步成杀（${mating}）`, namesBest: false }
        : { clause: `${played} allows mate in ${r.moves}: ${mating}`, namesBest: false };
    }
    case 'perpetual':
      return zh
        ? { clause: `${played}${r.by === 'check' ? '长将' : '长捉'}，按规则判负`, namesBest: false }
        : { clause: `${played} keeps up a perpetual ${r.by}, which loses by the rules`, namesBest: false };
    case 'missedMate': {
      const best = movesText(before, r.line.slice(0, 1), o.notation)[0] ?? r.line[0];
      return zh ? { clause: `错过${best}，${r.moves}步成杀`, namesBest: true } : { clause: `Missed ${best}, mate in ${r.moves}`, namesBest: true };
    }
    case 'missedWin': {
      const best = movesText(before, r.line.slice(0, 1), o.notation)[0] ?? r.line[0];
      const won = piece(o.language, r.piece, them);
      return zh ? { clause: `错过${best}得${won}`, namesBest: true } : { clause: `Missed ${best}, winning ${withArticle(won)}`, namesBest: true };
    }
  }
};

/** The reason for the mark of `p` as a clause, with the positions it needs; undefined without one. */
const said = (startFen: string, before: readonly string[], p: PlyReview, o: MarkWordsOptions): { said?: Said; pos: Position } | undefined => {
  const pos = positionAfter(startFen, before);
  const m = pos && parseIccs(pos, p.move);
  if (!pos || !m?.ok) return undefined;
  const after = pos.clone();
  after.play(m.value);
  const r = p.quality && p.quality !== 'only' ? markReason(startFen, before, p) : undefined;
  return { pos, ...(r ? { said: reasonClause(r, pos, after, p.move, o) } : {}) };
};

const capitalised = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
/** An English sentence's full stop, unless it ends in an ellipsis (a line that goes on). */
const stopped = (s: string): string => (s.endsWith('…') ? s : `${s}.`);

/**
 * The reason for the mark of `p` (played after `before` from `startFen`) as a sentence, for a reader who
 * sees the glyph, the cost and the better move already (the hover); undefined without one.
 */
export const reasonText = (startFen: string, before: readonly string[], p: PlyReview, o: MarkWordsOptions): string | undefined => {
  const s = said(startFen, before, p, o)?.said;
  if (!s) return undefined;
  return o.language === 'zh' ? `${s.clause}。` : stopped(capitalised(s.clause));
};

/**
 * The whole mark of `p` in words: its meaning, what it cost, the better move and the reason. What Write
 * Annotations puts before the machine fields and the board shows under the move; undefined for an unmarked move.
 */
export const markSentence = (startFen: string, before: readonly string[], p: PlyReview, o: MarkWordsOptions): string | undefined => {
  if (!p.quality) return undefined;
  const zh = o.language === 'zh';
  const meaning = QUALITY_MEANING[o.language][p.quality];
  if (p.quality === 'only') return zh ? `${meaning}。` : `${meaning}.`;
  const found = said(startFen, before, p, o);
  if (!found) return undefined;
  const loss = lossText(p);
  const head = zh ? `${meaning}${loss ? `（${loss}）` : ''}` : `${meaning}${loss ? ` (${loss})` : ''}.`;
  const bestMove = p.best?.[0] && p.best[0] !== p.move ? movesText(found.pos, [p.best[0]], o.notation)[0] : undefined;
  const parts: string[] = [];
  if (bestMove && !found.said?.namesBest) parts.push(zh ? `应走${bestMove}` : `Best was ${bestMove}`);
  if (found.said) parts.push(found.said.clause);
  if (parts.length === 0) return zh ? `${head}。` : head;
  return zh ? `${head}：${parts.join('；')}。` : stopped(`${head} ${parts.join('; ')}`);
};

/** Whether a comment is a mark in words as markSentence writes it (either language): a second write replaces it. */
export const isMarkSentence = (text: string): boolean => /^(?:(?:Inaccuracy|Mistake|Blunder)(?: \(|\.)|Only move\.|(?:缓着|错着|败着)[（：。]|唯一好棋。)/.test(text);

const sideText = (name: string, s: SideSummary, zh: boolean): string => {
  const accuracy = s.accuracy === undefined ? '' : zh ? `，准确率 ${s.accuracy}%` : `, accuracy ${s.accuracy} %`;
  return zh
    ? `${name}：缓着 ${s.inaccuracies}，错着 ${s.mistakes}，败着 ${s.blunders}${accuracy}`
    : `${name}: ${s.inaccuracies} ?!, ${s.mistakes} ?, ${s.blunders} ??${accuracy}`;
};

/** Each player's marks and accuracy as one line: `Red: 2 ?!, 1 ?, 0 ??, accuracy 87.3 %; Black: …`. */
export const summaryLine = (s: GameSummary, language: WordsLanguage): string => {
  const zh = language === 'zh';
  return zh ? `${sideText('红方', s.red, true)}；${sideText('黑方', s.black, true)}` : `${sideText('Red', s.red, false)}; ${sideText('Black', s.black, false)}`;
};

/** The comment on the game that Write Annotations and `xqlens annotate` put before the first move. */
export const summaryComment = (s: GameSummary, language: WordsLanguage): string =>
  language === 'zh' ? `Xiangqi Lens 复盘——${summaryLine(s, 'zh')}。` : `Xiangqi Lens review — ${summaryLine(s, 'en')}.`;

/** Whether a comment is a summary as summaryComment writes it (either language). */
export const isSummaryComment = (text: string): boolean => /^Xiangqi Lens (?:review — |复盘——)/.test(text);

