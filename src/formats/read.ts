/**
 * One entry for every game file: bytes (or decoded text) + file name → games of the one model, with every
 * problem located. The format is detected from the content; the name only breaks ties, except that a file
 * named `.xqf` must be XQF. A file with no game in it is an error, never an empty game.
 *
 *   const r = readGames(bytes, 'game.pgn'); if (r.ok) r.value.games[0].root.children
 *   const t = readGameText(document.getText(), 'game.pgn') // spans index into that text
 */
import { START_FEN } from '../core/fen';
import { Result, err, ok } from '../core/result';
import { dhtmlXqBlocks, isDhtmlXq, readDhtmlXq } from './dhtmlxq/reader';
import { looksLikeFenList, readFenList } from './fenlist';
import { type Game, type GameIssue, firstLineSpan } from './game';
import { readPgn, tooBig } from './pgn/reader';
import { READ_LIMITS } from './limits';
import { TextEncodingName, decodeText, unsupportedEncoding } from './text/encoding';
import { looksLikeUbbDigits, readUbbDigits } from './ubb';
import { readXqf } from './xqf/reader';

export type GameFileFormat = 'pgn' | 'dhtmlxq' | 'ubb-digits' | 'fen' | 'xqf';

export interface ReadGames {
  readonly format: GameFileFormat;
  /** Text formats: how the bytes were decoded, and the decoded text the spans index into. */
  readonly encoding?: TextEncodingName;
  readonly lineBreak?: '\n' | '\r\n';
  readonly text?: string;
  /** XQF: the file's version byte. */
  readonly version?: number;
  readonly games: Game[];
  /** Every warning, from the file and from each game, in reading order; `game` says which game. */
  readonly issues: GameIssue[];
}

/** XQF files start with the magic 'XQ'. */
export const isXqfBytes = (bytes: Uint8Array): boolean => bytes.length >= 2 && bytes[0] === 0x58 && bytes[1] === 0x51;

const isXqfName = (fileName: string): boolean => /\.xqf$/i.test(fileName);

export const readGames = (bytes: Uint8Array, fileName = ''): Result<ReadGames, GameIssue> => {
  if (bytes.length > READ_LIMITS.maxBytes) return err(tooManyBytes(bytes.length));
  if (isXqfBytes(bytes) || isXqfName(fileName)) {
    const r = readXqf(bytes);
    if (!r.ok) return err(r.error);
    return ok({ format: 'xqf', version: r.value.version, games: [r.value.game], issues: r.value.warnings.map((w) => ({ ...w, game: 0 })) });
  }
  const foreign = unsupportedEncoding(bytes);
  if (foreign) {
    const message = `the file is ${foreign} text, which is not read here; save it as UTF-8 or GBK`;
    return err({ code: 'ERR_TEXT_ENCODING', message, place: { line: 1, column: 1 }, span: { start: 0, end: 0 } });
  }
  const decoded = decodeText(bytes);
  const r = readGameText(decoded.text, fileName);
  return r.ok ? ok({ ...r.value, encoding: decoded.encoding, lineBreak: decoded.lineBreak }) : r;
};

/** The issue of a page with more DhtmlXQ games than READ_LIMITS.maxGames, at the first one not read. */
const tooManyBlocks = (text: string, from: number, maxGames: number): GameIssue => {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i >= 0 && i < from; i = text.indexOf('\n', i + 1)) (line++, (lineStart = i + 1));
  const end = text.indexOf(']', from);
  return {
    code: 'ERR_DHTMLXQ_TOO_MANY_GAMES',
    message: `more than ${maxGames} games; the rest of the file is not read`,
    place: { line, column: from - lineStart + 1 },
    span: { start: from, end: end < 0 ? from : end + 1 },
  };
};

/** The error of a file over READ_LIMITS.maxBytes, which is not read at all. */
export const tooManyBytes = (size: number): GameIssue => ({
  code: 'ERR_FILE_TOO_BIG',
  message: `file has ${size} bytes; the limit is ${READ_LIMITS.maxBytes} (${READ_LIMITS.maxBytes / 1048576} MB)`,
  place: { offset: 0 },
});

/**
 * A game of no header and no move from the usual start: what a reader makes of text that holds no game. A comment
 * alone does not make one, as in a PGN.
 */
const holdsNothing = (g: Game): boolean => Object.keys(g.headers).length === 0 && g.root.children.length === 0 && g.startFen.split(' ')[0] === START_FEN.split(' ')[0];

/** The error of a text that holds no game: why, at the first issue's place, as readPgn says it. */
const noGame = (text: string, issues: readonly GameIssue[]): GameIssue => {
  const why = issues[0];
  if (!why) return { code: 'ERR_NO_GAME', message: 'no game found (no tags and no moves)', place: { line: 1, column: 1 }, span: firstLineSpan(text) };
  const { game: _, ...rest } = why;
  return { ...rest, code: 'ERR_NO_GAME', message: `no game found: ${why.message}` };
};

/** Reads decoded text (a PGN, DhtmlXQ page, FEN list or UBB move digits); `maxGames` below READ_LIMITS' for tests. */
export const readGameText = (text: string, fileName = '', maxGames: number = READ_LIMITS.maxGames): Result<ReadGames, GameIssue> => {
  // one bound for every text format (FEN lists and UBB digits had none of their own)
  if (text.length > READ_LIMITS.maxChars) return err(tooBig(text));
  if (isDhtmlXq(text)) {
    const games: Game[] = [];
    const issues: GameIssue[] = [];
    for (const [from, to] of dhtmlXqBlocks(text)) {
      if (games.length >= maxGames) {
        issues.push(tooManyBlocks(text, from, maxGames));
        break;
      }
      const r = readDhtmlXq(text, from, to);
      if (!r.ok) return err(r.error);
      for (const i of r.value.issues) issues.push({ ...i, game: games.length });
      games.push(r.value.game);
    }
    return games.every(holdsNothing) ? err(noGame(text, issues)) : ok({ format: 'dhtmlxq', text, games, issues });
  }
  if (looksLikeUbbDigits(text)) {
    const r = readUbbDigits(text);
    return holdsNothing(r.game) ? err(noGame(text, r.issues)) : ok({ format: 'ubb-digits', text, games: [r.game], issues: r.issues });
  }
  if (looksLikeFenList(text) || /\.fen$/i.test(fileName)) {
    const r = readFenList(text, maxGames);
    if (r.ok) return ok({ format: 'fen', text, games: r.value.games, issues: r.value.issues });
    if (looksLikeFenList(text)) return err(r.error);
  }
  const r = readPgn(text);
  return r.ok ? ok({ format: 'pgn', text, games: r.value.games, issues: r.value.issues }) : err(r.error);
};
