/**
 * Whether a `.pgn` or `.fen` text is Xiangqi or (western) chess, from its content: both games use the
 * same file extensions, and an editor should claim only the Xiangqi ones and leave chess files to chess
 * tools. Reads a bounded prefix, so a large file costs no more than a small one. Evidence is weighed,
 * not trusted blindly: tags that only Xiangqi files carry (`[Red]`, `[Game "Chinese Chess"]`,
 * `[Format "WXF"]`, a ten-rank `[FEN]`) weigh most, then each move word that only one game can write
 * (`炮二平五`, `C2.5`, `h0g2`, `Cbe2` against `O-O`, `Qxe7`, `e8=Q`). A `[Variant]` tag settles it.
 * Text that could be either (a tagless `1. e4 e5 2. Nf3`) is 'unknown', and an editor leaves it alone.
 *
 *   pgnTextKind('[Game "Chinese Chess"]\n1. 炮二平五 马８进７') // { kind: 'xiangqi', why: 'Game tag' }
 *   fenTextKind('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1').kind // 'chess'
 */

export type GameTextKind = 'xiangqi' | 'chess' | 'unknown';

export interface KindVerdict {
  readonly kind: GameTextKind;
  /** The evidence that decided, for logs and tests. */
  readonly why: string;
}

/** How much of a text is read: tags and the first moves sit well inside it. */
export const KIND_PREFIX_CHARS = 32_768;
/** Move words weighed at most. */
const MAX_WORDS = 400;
/** A tag only one game writes outweighs this many move words. */
const TAG_WEIGHT = 20;

const TAG = /^[ \t\uFEFF]*\[\s*([A-Za-z0-9_]+)\s+"([^"]*)"\s*\]/gm;

/** Ranks in the board field of a FEN: 10 for Xiangqi, 8 for chess. */
const ranksOf = (fen: string): number => (/^\s*([^\s]+)/.exec(fen)?.[1] ?? '').split('/').length;

// Move words only Xiangqi writes: Chinese notation, WXF, ICCS with rank 0 or 9 or file i, and SAN with
// Xiangqi's own piece letters (Cannon, Elephant, Advisor, Horse) or its ranks 9, 10, 0.
const XQ_CHINESE = /[进退平進]|[车車马馬炮砲包相象仕士帅帥将將兵卒][一二三四五六七八九１-９1-9]/;
const XQ_WXF = /^[RHECAKPNB+-][1-9+\-.][.+\-=][1-9]$/;
const XQ_ICCS = /^[a-i][0-9]-?[a-i][0-9]$/;
const XQ_SAN = /^([CEAH][a-i]?(10|\d)?x?[a-i](10|\d)|[KRNBP]?[a-i]?(10|\d)?x?[a-i](10|\d))[+#]?$/;
// Move words only chess writes: castling, a queen, a promotion.
const CHESS_ONLY = /^(O-O(-O)?|0-0(-0)?|Q[a-h]?[1-8]?x?[a-h][1-8]|[a-h]x?[a-h]?[18]=[QRBN])[+#]?[!?]*$/;

const xiangqiWord = (w: string): boolean => {
  if (XQ_CHINESE.test(w) || XQ_WXF.test(w)) return true;
  if (XQ_ICCS.test(w)) return /[09i]/.test(w);
  if (!XQ_SAN.test(w)) return false;
  // Xiangqi's own pieces, its ninth file, or a rank chess lacks (0, 9, 10)
  return /^[CEAH]/.test(w) || w.includes('i') || (w.match(/10|\d/g) ?? []).some((r) => r === '0' || r === '9' || r === '10');
  return false;
};

/** The move words of a PGN text: tags, comments, numbers, NAGs and results removed. */
const moveWords = (text: string): string[] =>
  text
    .replace(/\{[^}]*\}?/g, ' ')
    .replace(/;[^\n]*/g, ' ')
    .replace(/^[ \t]*\[[^\n]*$/gm, ' ')
    .split(/[\s()]+/)
    .map((w) => w.replace(/^\d+\.+/, '').replace(/[!?]+$/, ''))
    .filter((w) => w && !/^(\$\d+|\d+\.*|1-0|0-1|1\/2-1\/2|\*)$/.test(w))
    .slice(0, MAX_WORDS);

/** Whether a PGN text (or a WXF container) is a Xiangqi game record. */
export const pgnTextKind = (text: string): KindVerdict => {
  const head = text.slice(0, KIND_PREFIX_CHARS);
  let xq = 0;
  let chess = 0;
  const why: string[] = [];
  for (const m of head.matchAll(TAG)) {
    const name = m[1].toLowerCase();
    const value = m[2].trim();
    if (name === 'variant' && value) {
      // the one tag that names the game outright
      return /^(xiangqi|chinese ?chess)$/i.test(value) ? { kind: 'xiangqi', why: 'Variant tag' } : { kind: 'chess', why: `Variant "${value}"` };
    }
    if (name === 'game' && /chinese ?chess|xiangqi|象棋/i.test(value)) (xq += TAG_WEIGHT), why.push('Game tag');
    else if (name === 'format' && /^(iccs|ucci|wxf|chinese|zh)$/i.test(value)) (xq += TAG_WEIGHT), why.push('Format tag');
    else if (name === 'red' || name === 'redteam') (xq += TAG_WEIGHT), why.push('Red tag');
    else if (name === 'fen' && ranksOf(value) === 10) (xq += TAG_WEIGHT), why.push('ten-rank FEN');
    else if (name === 'fen' && ranksOf(value) === 8) (chess += TAG_WEIGHT), why.push('eight-rank FEN');
    else if (name === 'white') (chess += TAG_WEIGHT / 4), why.push('White tag');
  }
  if (/^[ \t]*START\{/m.test(head) && /^[ \t]*FORMAT\b/m.test(head)) (xq += TAG_WEIGHT), why.push('WXF container');
  let xqWords = 0;
  let chessWords = 0;
  for (const w of moveWords(head)) {
    if (xiangqiWord(w)) xqWords++;
    else if (CHESS_ONLY.test(w)) chessWords++;
  }
  if (xqWords) why.push(`${xqWords} Xiangqi move words`);
  if (chessWords) why.push(`${chessWords} chess move words`);
  xq += xqWords;
  chess += chessWords;
  // two words at least: one odd word in a tagless text proves nothing
  if (xq > chess && xq >= 2) return { kind: 'xiangqi', why: why.join(', ') };
  if (chess > xq && chess >= 2) return { kind: 'chess', why: why.join(', ') };
  return { kind: 'unknown', why: why.join(', ') || 'no tag or move either game alone writes' };
};

const FEN_LINE = /^(?:position\s+fen\s+)?([A-Za-z0-9]+(?:\/[A-Za-z0-9]+)+)(?:\s|$)/;

/** Whether a FEN list is of Xiangqi positions (ten ranks) or chess ones (eight); comments (`#`) and blank lines skipped. */
export const fenTextKind = (text: string): KindVerdict => {
  let xq = 0;
  let chess = 0;
  let seen = 0;
  for (const raw of text.slice(0, KIND_PREFIX_CHARS).split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const m = FEN_LINE.exec(line);
    if (!m) continue;
    const ranks = m[1].split('/').length;
    if (ranks === 10) xq++;
    else if (ranks === 8) chess++;
    if (++seen >= 50) break;
  }
  if (xq > chess) return { kind: 'xiangqi', why: `${xq} ten-rank FENs` };
  if (chess > xq) return { kind: 'chess', why: `${chess} eight-rank FENs` };
  return { kind: 'unknown', why: 'no FEN of either game' };
};
