/**
 * A set-up's problems (setupProblems.ts) in words, English or Chinese: what a setup board lists. Pure, and
 * both languages here (as analysis/markWords.ts keeps its phrases), so the webview page and the host say
 * the same thing without a round trip. Squares are written as ICCS names in both languages, as the board's
 * English coordinates and the FEN tools write them.
 *
 *   setupProblemText({ code: 'ERR_ELEPHANT_RIVER', color: 0, role: 2, squares: [c5] }, 'zh')
 *   // '红相在 c5：相不能过河。'
 */
import { chinesePieceName } from './notation/chinese';
import { fileOf, rankOf, squareName } from './squares';
import type { SetupProblem, SetupProblemCode } from './setupProblems';
import type { Color, Role } from './types';

export type SetupWordsLanguage = 'zh' | 'en';

const EN_ROLE = ['general', 'advisor', 'elephant', 'horse', 'chariot', 'cannon', 'pawn'] as const;
const EN_SIDE = ['Red', 'Black'] as const;
const ZH_SIDE = ['红', '黑'] as const;
const ZH_PARTY = ['红方', '黑方'] as const;

/** What a problem's sentence is made of. */
interface Parts {
  readonly side: string;
  /** The piece with its side: "Red horse", "红马". */
  readonly piece: string;
  /** The piece's plain name: "horse", "马". */
  readonly name: string;
  readonly names: string;
  /** Every square, listed. */
  readonly at: string;
  /** The first square (a check's general) and the others (its attackers). */
  readonly first: string;
  readonly rest: string;
  readonly p: SetupProblem;
}

type Phrase = (x: Parts) => string;

const EN: Readonly<Record<SetupProblemCode, Phrase>> = {
  ERR_SQUARE_OCCUPIED: (x) => `Two pieces on ${x.at}.`,
  ERR_GENERAL_MISSING: (x) => `${x.side} has no general.`,
  ERR_GENERAL_COUNT: (x) => `${x.side} has ${x.p.count} generals (${x.at}); a side has one.`,
  ERR_PIECE_COUNT: (x) => `${x.side} has ${x.p.count} ${x.names} (${x.at}); a side starts with ${x.p.max}.`,
  ERR_GENERAL_PALACE: (x) => `${x.piece} on ${x.at}: a general never leaves its palace.`,
  ERR_ADVISOR_SQUARE: (x) => `${x.piece} on ${x.at}: an advisor stands only on its palace's five diagonal points.`,
  ERR_ELEPHANT_RIVER: (x) => `${x.piece} on ${x.at}: an elephant never crosses the river.`,
  ERR_ELEPHANT_SQUARE: (x) => `${x.piece} on ${x.at}: an elephant stands only on its seven points.`,
  ERR_PAWN_BEHIND: (x) => `${x.piece} on ${x.at}: a pawn never goes back behind its starting rank.`,
  ERR_PAWN_SQUARE: (x) => `${x.piece} on ${x.at}: before the river a pawn only goes straight ahead, so it never stands there.`,
  ERR_GENERALS_FACING: (x) => `The generals face each other on an open file (${x.at}).`,
  ERR_NOT_TO_MOVE_IN_CHECK: (x) =>
    `${x.side}'s general (${x.first}) is in check, but it is ${EN_SIDE[(x.p.color ^ 1) as Color]} to move, who could take it (${x.rest}).`,
};

const ZH: Readonly<Record<SetupProblemCode, Phrase>> = {
  ERR_SQUARE_OCCUPIED: (x) => `${x.at} 上有两个棋子。`,
  ERR_GENERAL_MISSING: (x) => `${x.side}没有${x.name}。`,
  ERR_GENERAL_COUNT: (x) => `${x.side}有 ${x.p.count} 个${x.name}（${x.at}），只能有一个。`,
  ERR_PIECE_COUNT: (x) => `${x.side}有 ${x.p.count} 个${x.name}（${x.at}），开局只有 ${x.p.max} 个。`,
  ERR_GENERAL_PALACE: (x) => `${x.piece}在 ${x.at}：${x.name}不能走出九宫。`,
  ERR_ADVISOR_SQUARE: (x) => `${x.piece}在 ${x.at}：${x.name}只走九宫斜线上的五个点。`,
  ERR_ELEPHANT_RIVER: (x) => `${x.piece}在 ${x.at}：${x.name}不能过河。`,
  ERR_ELEPHANT_SQUARE: (x) => `${x.piece}在 ${x.at}：${x.name}只能走到本方的七个点。`,
  ERR_PAWN_BEHIND: (x) => `${x.piece}在 ${x.at}：${x.name}不能后退到起始位置之后。`,
  ERR_PAWN_SQUARE: (x) => `${x.piece}在 ${x.at}：${x.name}过河前只能直进，到不了这里。`,
  ERR_GENERALS_FACING: (x) => `将帅对面（${x.at}）：同一路上两将之间没有棋子。`,
  ERR_NOT_TO_MOVE_IN_CHECK: (x) =>
    `${x.piece}（${x.first}）正被将军，但轮到${ZH_PARTY[(x.p.color ^ 1) as Color]}走棋，可以直接吃掉（${x.rest}）。`,
};

/** A piece with its side, as the problems name it: "Red horse", "红马". */
export const pieceWords = (c: Color, role: Role, language: SetupWordsLanguage): string =>
  language === 'zh' ? ZH_SIDE[c] + chinesePieceName(c, role) : `${EN_SIDE[c]} ${EN_ROLE[role]}`;

/** One problem as a sentence. */
export const setupProblemText = (p: SetupProblem, language: SetupWordsLanguage): string => {
  const zh = language === 'zh';
  const role: Role = p.role;
  const c: Color = p.color;
  const name = zh ? chinesePieceName(c, role) : EN_ROLE[role];
  const parts: Parts = {
    side: zh ? ZH_PARTY[c] : EN_SIDE[c],
    piece: pieceWords(c, role, language),
    name,
    names: zh ? name : `${name}s`,
    at: p.squares.map(squareName).join(zh ? '、' : ', '),
    first: p.squares.length ? squareName(p.squares[0]) : '',
    rest: p.squares.slice(1).map(squareName).join(zh ? '、' : ', '),
    p,
  };
  return (zh ? ZH : EN)[p.code](parts);
};

// ---- the setup board read aloud (keyboard placement): squares and what a key did ----

const ZH_NUMERALS = '一二三四五六七八九十';

/**
 * A square as the player at the bottom of the board reads it. English: its ICCS name ("e4"). Chinese: the
 * bottom side's file number, counted from its own right as the board's labels are (Red 一…九, Black 1…9),
 * and the rank counted from that side's back rank: "红方五路第五行".
 */
export const squareWords = (sq: number, language: SetupWordsLanguage, bottom: Color = 0): string => {
  if (language !== 'zh') return squareName(sq);
  const f = fileOf(sq);
  const r = rankOf(sq);
  const file = bottom === 0 ? ZH_NUMERALS[8 - f] : String(f + 1);
  const rank = bottom === 0 ? r : 9 - r;
  return `${ZH_PARTY[bottom]}${file}路第${ZH_NUMERALS[rank]}行`;
};

/** What the keyboard did, for the page's live region. */
export type SetupSpoken =
  | { readonly kind: 'focus'; readonly square: number; readonly piece?: readonly [Color, Role] }
  | { readonly kind: 'chosen'; readonly piece: readonly [Color, Role] }
  | { readonly kind: 'eraser' }
  | { readonly kind: 'placed'; readonly square: number; readonly piece: readonly [Color, Role] }
  | { readonly kind: 'removed'; readonly square: number; readonly piece: readonly [Color, Role] }
  | { readonly kind: 'empty'; readonly square: number }
  | { readonly kind: 'choose' };

/** One keyboard event as a sentence in the UI language (the square as `squareWords` reads it). */
export const setupSpokenText = (s: SetupSpoken, language: SetupWordsLanguage, bottom: Color = 0): string => {
  const zh = language === 'zh';
  const at = (sq: number): string => squareWords(sq, language, bottom);
  const piece = (p: readonly [Color, Role]): string => pieceWords(p[0], p[1], language);
  switch (s.kind) {
    case 'focus':
      return zh ? `${at(s.square)}：${s.piece ? piece(s.piece) : '空'}` : `${at(s.square)}: ${s.piece ? piece(s.piece) : 'empty'}`;
    case 'chosen':
      return zh ? `已选${piece(s.piece)}：按回车或空格放下` : `${piece(s.piece)} chosen: Enter or Space places it`;
    case 'eraser':
      return zh ? '已选橡皮：按回车或空格拿走棋子' : 'Eraser chosen: Enter or Space removes a piece';
    case 'placed':
      return zh ? `${piece(s.piece)}放在${at(s.square)}` : `${piece(s.piece)} placed on ${at(s.square)}`;
    case 'removed':
      return zh ? `从${at(s.square)}拿走${piece(s.piece)}` : `${piece(s.piece)} removed from ${at(s.square)}`;
    case 'empty':
      return zh ? `${at(s.square)}没有棋子` : `No piece on ${at(s.square)}`;
    case 'choose':
      return zh
        ? '先选棋子：红方按 K A B N R C P，黑方按小写字母，Delete 拿走'
        : 'Choose a piece first: K A B N R C P for Red, lower case for Black; Delete removes';
  }
};
