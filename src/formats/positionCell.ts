/**
 * What a study's position cell (language `xiangqi`) says: a position, the moves played from it, the
 * search limits, and whether to analyse it or to look for it in the workspace's games. Pure; the host
 * reads a referenced game file and hands its moves in.
 *
 * A cell is a few header lines, in any order, then the moves:
 *
 *     search                         optional: find the position in the workspace's games instead of analysing it
 *     depth 16  multipv 3            optional limits: depth, movetime (ms), nodes, multipv
 *     startpos                       the position: `startpos`, a FEN, or a game file and a move number:
 *                                      `games/final.xqf#34` (after the 34th move, counting both sides' moves,
 *                                      of the first game) or `games/all.pgn#2:34` (the second game's)
 *     炮二平五 马8进7                  the moves from there, in any notation (Chinese, WXF, ICCS), move numbers,
 *     2. H2+3                          comments and variations allowed (only the main line counts)
 *
 * Without a position line the cell starts from the start position. A header line that is none of these
 * begins the moves. Errors are values, located by line and column in the cell.
 *
 * @example
 * const cell = parsePositionCell('depth 12\nstartpos\n炮二平五 马8进7');
 * if (cell.ok && cell.value.start.kind === 'fen') playCellMoves(cell.value.start.fen, cell.value.moves); // ['h2e2', 'h9g7']
 */
import { START_FEN, parseFen, toFen } from '../core/fen';
import { ENGINE_SETTINGS } from '../core/engineSettings';
import { moveToIccs } from '../core/notation';
import { Result, err, ok } from '../core/result';
import { mainlineMoves } from './game';
import { readPgn } from './pgn/reader';

export interface CellLimits {
  readonly depth?: number;
  readonly movetime?: number;
  readonly nodes?: number;
  readonly multipv?: number;
}

export type CellStart =
  | { readonly kind: 'fen'; readonly fen: string }
  /** A game file (as written, relative to the study), which game (0-based) and how many of its main-line moves. */
  | { readonly kind: 'game'; readonly file: string; readonly game: number; readonly ply: number };

export interface PositionCellSpec {
  readonly search: boolean;
  readonly limits: CellLimits;
  readonly start: CellStart;
  /** The move text and where it starts in the cell (UTF-16 offset). */
  readonly moves: { readonly text: string; readonly offset: number };
}

export type CellIssueCode = 'ERR_CELL_FEN' | 'ERR_CELL_LIMIT' | 'ERR_CELL_POSITION' | 'ERR_CELL_MOVE' | 'ERR_CELL_REFERENCE';

export interface CellIssue {
  readonly code: CellIssueCode;
  readonly message: string;
  /** 1-based line and column in the cell. */
  readonly line: number;
  readonly column: number;
  /** The text concerned, as offsets into the cell. */
  readonly span: { readonly start: number; readonly end: number };
}

/** The limits a cell may set, and their bounds: as the settings allow (core/engineSettings.ts), a time of at least 1 ms. */
export const CELL_LIMITS = {
  depth: { min: ENGINE_SETTINGS.depth.min, max: ENGINE_SETTINGS.depth.max },
  movetime: { min: 1, max: ENGINE_SETTINGS.movetime.max },
  nodes: { min: 1, max: 1e12 },
  multipv: { min: ENGINE_SETTINGS.multipv.min, max: ENGINE_SETTINGS.multipv.max },
} as const;
type LimitName = keyof typeof CELL_LIMITS;

/** File names a game reference may end with: the formats our readers take. */
export const GAME_FILE = /\.(xqf|pgn|xqpgn|wxf|txt|htm|html|dhtml|ubb)$/i;
const REFERENCE = /^(.+?)#(?:(\d+):)?(\d+)$/;
const SEARCH_WORDS = new Set(['search', '查找', '搜索']);

const locate = (text: string, start: number, end: number, code: CellIssueCode, message: string): CellIssue => {
  const before = text.slice(0, start).split('\n');
  return { code, message, line: before.length, column: before[before.length - 1].length + 1, span: { start, end } };
};

/** A FEN on a line of its own: its board field has nine slashes. */
const looksLikeFen = (line: string): boolean => (line.split(/\s+/)[0].match(/\//g) ?? []).length === 9;

/** Reads a cell's header lines and finds where its moves start; never throws. */
export const parsePositionCell = (text: string): Result<PositionCellSpec, CellIssue> => {
  let search = false;
  const limits: Partial<Record<LimitName, number>> = {};
  let start: CellStart | undefined;
  let offset = 0;
  for (const raw of text.split('\n')) {
    const at = offset;
    const next = offset + raw.length + 1;
    const line = raw.trim();
    const lead = at + raw.length - raw.trimStart().length;
    const fail = (code: CellIssueCode, message: string): Result<never, CellIssue> => err(locate(text, lead, lead + line.length, code, message));
    if (line === '') {
      offset = next;
      continue;
    }
    if (SEARCH_WORDS.has(line.toLowerCase())) {
      search = true;
      offset = next;
      continue;
    }
    const words = line.split(/\s+/);
    const isLimit = (w: string | undefined): boolean => w !== undefined && Object.hasOwn(CELL_LIMITS, w.toLowerCase());
    if (isLimit(words[0])) {
      if (words.length % 2 !== 0) return fail('ERR_CELL_LIMIT', 'limits are written as a name and a number: depth 16 multipv 3');
      for (let i = 0; i < words.length; i += 2) {
        const name = words[i].toLowerCase();
        if (!isLimit(name)) return fail('ERR_CELL_LIMIT', `'${words[i]}' is not a limit (depth, movetime, nodes, multipv)`);
        const bound = CELL_LIMITS[name as LimitName];
        const v = Number(words[i + 1]);
        if (!Number.isInteger(v) || v < bound.min || v > bound.max) return fail('ERR_CELL_LIMIT', `${name} must be a whole number from ${bound.min} to ${bound.max}`);
        limits[name as LimitName] = v;
      }
      offset = next;
      continue;
    }
    const isPosition = line.toLowerCase() === 'startpos' || looksLikeFen(line) || (REFERENCE.test(line) && GAME_FILE.test(REFERENCE.exec(line)![1]));
    if (isPosition) {
      if (start) return fail('ERR_CELL_POSITION', 'a cell holds one position: a FEN, startpos or a game reference');
      if (line.toLowerCase() === 'startpos') start = { kind: 'fen', fen: START_FEN };
      else if (looksLikeFen(line)) {
        const r = parseFen(line);
        if (!r.ok) return fail('ERR_CELL_FEN', `invalid FEN: ${r.error.message}`);
        start = { kind: 'fen', fen: toFen(r.value) };
      } else {
        const m = REFERENCE.exec(line)!;
        const game = m[2] === undefined ? 1 : Number(m[2]);
        if (game < 1) return fail('ERR_CELL_REFERENCE', 'games are numbered from 1');
        start = { kind: 'game', file: m[1].trim(), game: game - 1, ply: Number(m[3]) };
      }
      offset = next;
      continue;
    }
    // the moves begin here
    return ok({ search, limits, start: start ?? { kind: 'fen', fen: START_FEN }, moves: { text: text.slice(at), offset: at } });
  }
  return ok({ search, limits, start: start ?? { kind: 'fen', fen: START_FEN }, moves: { text: '', offset: text.length } });
};

/** The limits a cell's metadata sets (`{"depth": 16}`), each checked against the same bounds as the cell's text; others are ignored. */
export const metadataLimits = (meta: Readonly<Record<string, unknown>> | undefined): CellLimits => {
  const out: Partial<Record<LimitName, number>> = {};
  for (const name of Object.keys(CELL_LIMITS) as LimitName[]) {
    const v = meta?.[name];
    const bound = CELL_LIMITS[name];
    if (typeof v === 'number' && Number.isInteger(v) && v >= bound.min && v <= bound.max) out[name] = v;
  }
  return out;
};

/**
 * The limits a cell searches with: its text over its metadata over the settings. A cell that sets a
 * depth, time or node limit replaces the settings' one (a `movetime 500` cell does not also stop at the
 * settings' depth); the number of lines is taken separately.
 */
export const cellLimits = (text: CellLimits, meta: CellLimits, settings: CellLimits): CellLimits => {
  const own = { ...meta, ...text };
  const multipv = own.multipv ?? settings.multipv;
  const bounded = own.depth !== undefined || own.movetime !== undefined || own.nodes !== undefined;
  const base = bounded ? { depth: own.depth, movetime: own.movetime, nodes: own.nodes } : { depth: settings.depth, movetime: settings.movetime, nodes: settings.nodes };
  const out: Partial<Record<LimitName, number>> = {};
  for (const [k, v] of Object.entries({ ...base, multipv })) if (v !== undefined) out[k as LimitName] = v;
  return out;
};

/** Full-width digits, letters and signs (１．Ｃ２．５) and the ideographic space, as ASCII: one code unit each, so offsets hold. */
const halfWidth = (s: string): string =>
  s.replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)).replace(/\u3000/g, ' ');

/**
 * The moves of a cell's move text, played from `fen`, as ICCS; the first move that cannot be read or
 * played is an error located in the cell (whose text `cellText` is, when given, for line and column).
 */
export const playCellMoves = (fen: string, moves: PositionCellSpec['moves'], cellText?: string): Result<string[], CellIssue> => {
  if (moves.text.trim() === '') return ok([]);
  const head = `[FEN "${fen}"]\n\n`;
  const r = readPgn(head + halfWidth(moves.text));
  const whole = cellText ?? moves.text;
  const base = cellText === undefined ? 0 : moves.offset;
  const at = (span: { start: number; end: number } | undefined, code: CellIssueCode, message: string): CellIssue => {
    const s = span ? Math.max(0, span.start - head.length) : 0;
    const e = span ? Math.max(s, span.end - head.length) : moves.text.length;
    return locate(whole, base + s, base + e, code, message);
  };
  if (!r.ok) return err(at(r.error.span, 'ERR_CELL_MOVE', r.error.message));
  const issue = r.value.issues[0];
  if (issue) return err(at(issue.span, 'ERR_CELL_MOVE', issue.message));
  const game = r.value.games[0];
  if (!game || r.value.games.length > 1) return err(at(undefined, 'ERR_CELL_MOVE', 'the moves should form one line'));
  return ok(mainlineMoves(game).map(moveToIccs));
};
