/**
 * One entry for every game file: bytes + file name → games, the format detected from the content
 * (the name only breaks ties). Text is decoded with its detected encoding first.
 *
 *   const r = readGames(bytes, 'game.pgn'); if (r.ok) r.value.games[0].root.children
 */
import { START_FEN, parseFen } from '../core/fen';
import type { Position } from '../core/position';
import { Result, err, ok } from '../core/result';
import { square } from '../core/squares';
import { isDhtmlXq, readDhtmlXq, dhtmlXqBlocks } from './dhtmlxq/reader';
import type { Game, GameIssue } from './game';
import { issueToGame, toGame } from './pgn/model';
import { readXqf } from './xqf/reader';
import { looksLikeFenList, readFenList } from './fenlist';
import { readPgnFile } from './pgn/reader';
import { TextGame, TextIssue, newNode } from './pgn/tree';
import { TextEncodingName, decodeText } from './text/encoding';

export type GameFileFormat = 'pgn' | 'dhtmlxq' | 'ubb-digits' | 'fen' | 'xqf';

export interface GameFile {
  readonly format: GameFileFormat;
  readonly encoding?: TextEncodingName;
  readonly lineBreak?: '\n' | '\r\n';
  readonly games: TextGame[];
  /** Problems outside any one game (a bad FEN line); each game also carries its own warnings. */
  readonly warnings: TextIssue[];
}

export interface ReadError extends TextIssue {}

/** XQF files start with the magic 'XQ'; those are for the binary reader. */
export const isXqfBytes = (bytes: Uint8Array): boolean => bytes.length >= 2 && bytes[0] === 0x58 && bytes[1] === 0x51;

export const readTextGameFile = (bytes: Uint8Array, fileName = ''): Result<GameFile, ReadError> => {
  const decoded = decodeText(bytes);
  const text = decoded.text;
  const base = { encoding: decoded.encoding, lineBreak: decoded.lineBreak };
  if (isDhtmlXq(text)) {
    const games: TextGame[] = [];
    for (const [from, to] of dhtmlXqBlocks(text)) {
      const r = readDhtmlXq(text, from, to);
      if (!r.ok) return err(r.error);
      games.push(r.value);
    }
    return ok({ ...base, format: 'dhtmlxq', games, warnings: [] });
  }
  const digits = text.trim();
  if (/^\d+$/.test(digits) && digits.length % 4 === 0) {
    const g = readUbbDigits(digits);
    return ok({ ...base, format: 'ubb-digits', games: [g], warnings: [] });
  }
  if (looksLikeFenList(text) || /\.fen$/i.test(fileName)) {
    const r = readFenList(text);
    if (r.ok) return ok({ ...base, format: 'fen', games: r.value.games, warnings: r.value.warnings });
    if (looksLikeFenList(text)) return err(r.error);
  }
  const r = readPgnFile(text);
  return r.ok ? ok({ ...base, format: 'pgn', games: r.value.games, warnings: r.value.skipped }) : err(r.error);
};

/**
 * A bare string of four-digit moves from the start position. Writers disagree on which side y counts from,
 * so both readings are tried and the one that plays further wins.
 */
const readUbbDigits = (digits: string): TextGame => {
  const play = (fromTop: boolean): { game: TextGame; plies: number } => {
    const p = parseFen(START_FEN);
    const game: TextGame = { headers: [], startFen: START_FEN, comments: [], children: [], warnings: [] };
    if (!p.ok) return { game, plies: 0 };
    const pos: Position = p.value;
    let siblings = game.children;
    let plies = 0;
    for (let i = 0; i + 4 <= digits.length; i += 4) {
      const d = digits.slice(i, i + 4);
      const r = (c: string): number => (fromTop ? 9 - Number(c) : Number(c));
      const m = square(Number(d[0]), r(d[1])) | (square(Number(d[2]), r(d[3])) << 8);
      if (Number(d[0]) > 8 || Number(d[2]) > 8 || !pos.isLegal(m)) {
        game.warnings.push({ code: 'ERR_UBB_MOVE', message: `move ${d} (ply ${plies + 1}) is not legal`, line: 1, column: i + 1 });
        break;
      }
      const node = newNode(m);
      siblings.push(node);
      siblings = node.children;
      pos.play(m);
      plies++;
    }
    return { game, plies };
  };
  const top = play(true);
  const bottom = play(false);
  return bottom.plies > top.plies ? bottom.game : top.game;
};

/** Any supported file as shared-model games: XQF (binary) or any text format above. */
export interface ReadGames {
  readonly format: GameFileFormat;
  readonly encoding?: TextEncodingName;
  readonly games: Game[];
  /** Every warning, from the file and from each game, in reading order. */
  readonly issues: GameIssue[];
}

export const readGames = (bytes: Uint8Array, fileName = ''): Result<ReadGames, GameIssue> => {
  if (isXqfBytes(bytes)) {
    const r = readXqf(bytes);
    return r.ok ? ok({ format: 'xqf', games: [r.value.game], issues: r.value.warnings }) : err(r.error);
  }
  const r = readTextGameFile(bytes, fileName);
  if (!r.ok) return err(issueToGame(r.error));
  const issues = [...r.value.warnings, ...r.value.games.flatMap((g) => g.warnings)].map(issueToGame);
  return ok({ format: r.value.format, encoding: r.value.encoding, games: r.value.games.map(toGame), issues });
};
