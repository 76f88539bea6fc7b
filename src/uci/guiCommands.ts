/**
 * What a GUI sends to a UCI or UCCI engine, both ways: our engine modes parse these commands, and the
 * adapter for external engines prints them. Moves are ICCS inside; `base` converts for engines that
 * number ranks 1–10. Out-of-range search limits are corrected to the smallest sensible search and the
 * correction is said in `notes`, as UCI engines answer `go depth 0`.
 *
 *   parseGuiLine('go depth 0', 'uci')   // { kind: 'go', go: { depth: 1 }, notes: ['depth 0 is out of range: searching depth 1'] }
 *   printPosition({ fen, moves: ['h2e2'] }, 1) // 'position fen … moves h3e3'
 */
import type { Color } from '../core/types';
import type { ClockDto, LimitsDto, PositionDto } from '../protocol/dto';
import type { EngineProtocol } from './engineLines';
import { RankBase, fromEngineMove, toEngineMove } from './moves';

/** A `go` command, normalised. No limit at all (or `infinite`) searches until `stop`. */
export interface GoDto {
  readonly depth?: number;
  readonly nodes?: number;
  readonly movetime?: number;
  readonly clock?: ClockDto;
  readonly infinite?: boolean;
  readonly ponder?: boolean;
  readonly searchmoves?: readonly string[];
}

export type GuiCommand =
  | { readonly kind: 'hello'; readonly protocol: EngineProtocol }
  | { readonly kind: 'isready' }
  | { readonly kind: 'newgame' }
  | { readonly kind: 'setoption'; readonly name: string; readonly value: string | undefined }
  | { readonly kind: 'position'; readonly fen: string | 'startpos'; readonly moves: readonly string[] }
  | { readonly kind: 'banmoves'; readonly moves: readonly string[] }
  | { readonly kind: 'go'; readonly go: GoDto; readonly notes: readonly string[] }
  | { readonly kind: 'stop' }
  | { readonly kind: 'ponderhit' }
  | { readonly kind: 'quit' }
  /** A command with bad arguments (said back on an info string), or one we do not know (ignored, as UCI asks). */
  | { readonly kind: 'bad'; readonly reason: string }
  | { readonly kind: 'unknown'; readonly text: string };

const GO_KEYS = new Set(['depth', 'nodes', 'movetime', 'wtime', 'btime', 'winc', 'binc', 'movestogo', 'time', 'increment', 'opptime', 'oppmovestogo', 'oppincrement', 'mate']);

/** Every word that starts a `go` parameter: where a searchmoves list ends. */
const GO_WORDS = new Set([...GO_KEYS, 'infinite', 'ponder', 'draw', 'searchmoves']);

const moveList = (words: readonly string[], base: RankBase): string[] | undefined => {
  const out: string[] = [];
  for (const w of words) {
    const m = fromEngineMove(w, base);
    if (!m) return undefined;
    out.push(m);
  }
  return out;
};

/** Reads one line from a GUI. `turn` (the side to move in the current position) resolves UCI's wtime/btime. */
export const parseGuiLine = (line: string, proto: EngineProtocol, turn: Color = 0): GuiCommand => {
  const base: RankBase = proto === 'uci' ? 1 : 0;
  const words = line.trim().split(/\s+/);
  switch (words[0]) {
    case 'uci':
    case 'ucci':
      return { kind: 'hello', protocol: words[0] };
    case 'isready':
      return { kind: 'isready' };
    case 'ucinewgame':
      return { kind: 'newgame' };
    case 'stop':
      return { kind: 'stop' };
    case 'quit':
      return { kind: 'quit' };
    case 'ponderhit':
      return { kind: 'ponderhit' };
    case 'setoption': {
      // UCI: setoption name X [value Y]; UCCI: setoption X [Y]
      const nameAt = words.indexOf('name');
      if (nameAt >= 0) {
        const valueAt = words.indexOf('value');
        const name = words.slice(nameAt + 1, valueAt > 0 ? valueAt : undefined).join(' ');
        return name ? { kind: 'setoption', name, value: valueAt > 0 ? words.slice(valueAt + 1).join(' ') : undefined } : { kind: 'bad', reason: 'setoption without a name' };
      }
      return words[1] ? { kind: 'setoption', name: words[1], value: words.length > 2 ? words.slice(2).join(' ') : undefined } : { kind: 'bad', reason: 'setoption without a name' };
    }
    case 'position': {
      const movesAt = words.indexOf('moves');
      const moves = movesAt >= 0 ? moveList(words.slice(movesAt + 1), base) : [];
      if (!moves) return { kind: 'bad', reason: `position has a move that is not ${base ? 'UCI' : 'ICCS'} text` };
      if (words[1] === 'startpos') return { kind: 'position', fen: 'startpos', moves };
      if (words[1] !== 'fen') return { kind: 'bad', reason: "position needs 'startpos' or 'fen'" };
      const fen = words.slice(2, movesAt >= 0 ? movesAt : undefined).join(' ');
      return fen ? { kind: 'position', fen, moves } : { kind: 'bad', reason: 'position fen without a FEN' };
    }
    case 'banmoves': {
      const moves = moveList(words.slice(1), base);
      return moves ? { kind: 'banmoves', moves } : { kind: 'bad', reason: 'banmoves has a move that is not a move' };
    }
    case 'go':
      return parseGo(words.slice(1), proto, base, turn);
    default:
      return { kind: 'unknown', text: line.trim().slice(0, 80) };
  }
};

const parseGo = (words: string[], proto: EngineProtocol, base: RankBase, turn: Color): GuiCommand => {
  const notes: string[] = [];
  const nums = new Map<string, number>();
  let searchmoves: string[] | undefined;
  let infinite = false;
  let ponder = false;
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    if (w === 'infinite') infinite = true;
    else if (w === 'ponder') ponder = true;
    else if (w === 'draw') continue; // UCCI: the opponent offers a draw; we play on
    else if (w === 'searchmoves') {
      // the moves run to the next keyword, so `go searchmoves h3e3 depth 2` still searches depth 2
      searchmoves ??= [];
      while (i + 1 < words.length && !GO_WORDS.has(words[i + 1])) {
        const m = fromEngineMove(words[++i], base);
        if (m) searchmoves.push(m);
        else notes.push(`searchmoves: '${words[i]}' is not a move; ignored`);
      }
    } else if (GO_KEYS.has(w)) {
      const v = words[i + 1];
      const n = v !== undefined && /^-?\d{1,15}$/.test(v) ? Number(v) : NaN;
      if (Number.isNaN(n)) notes.push(`${w} needs a whole number; ignored`);
      else nums.set(w, n);
      i++;
    } else notes.push(`'${w}' is not a go parameter; ignored`);
  }
  const go: { -readonly [K in keyof GoDto]: GoDto[K] } = {};
  // the smallest sensible search for a limit that asks for none
  const atLeast = (key: 'depth' | 'nodes' | 'movetime'): void => {
    const v = nums.get(key);
    if (v === undefined) return;
    if (v >= 1) go[key] = v;
    else {
      go.depth = 1;
      notes.push(`${key} ${v} is out of range: searching depth 1`);
    }
  };
  atLeast('depth');
  atLeast('nodes');
  atLeast('movetime');
  const own = proto === 'uci' ? nums.get(turn === 0 ? 'wtime' : 'btime') : nums.get('time');
  const inc = proto === 'uci' ? nums.get(turn === 0 ? 'winc' : 'binc') : nums.get('increment');
  if (own !== undefined) {
    const togo = nums.get('movestogo');
    go.clock = { time: Math.max(0, own), ...(inc !== undefined && inc > 0 ? { inc } : {}), ...(togo !== undefined && togo > 0 ? { movestogo: togo } : {}) };
  }
  if (infinite) go.infinite = true;
  if (ponder) go.ponder = true;
  if (searchmoves?.length) go.searchmoves = searchmoves;
  else if (searchmoves) notes.push('searchmoves without a move: searching every move');
  return { kind: 'go', go, notes };
};

/** The `position` command for a root FEN plus moves. */
export const printPosition = (p: PositionDto, base: RankBase): string =>
  `position fen ${p.fen}${p.moves.length ? ` moves ${p.moves.map((m) => toEngineMove(m, base)).join(' ')}` : ''}`;

/**
 * The `go` command for our limits. UCCI has no per-move time: `time T movestogo 1` asks for the same
 * thing, and searchmoves become `banmoves` (every other legal move), which the caller passes in.
 */
export const printGo = (l: LimitsDto, proto: EngineProtocol, base: RankBase, banmoves: readonly string[] = []): string => {
  const parts = ['go'];
  if (l.depth !== undefined) parts.push('depth', String(l.depth));
  if (l.nodes !== undefined) parts.push('nodes', String(l.nodes));
  if (l.movetime !== undefined) parts.push(...(proto === 'uci' ? ['movetime', String(l.movetime)] : ['time', String(l.movetime), 'movestogo', '1']));
  if (proto === 'uci' && l.searchmoves?.length) parts.push('searchmoves', ...l.searchmoves.map((m) => toEngineMove(m, base)));
  if (parts.length === 1) parts.push('infinite');
  const go = parts.join(' ');
  return proto === 'ucci' && banmoves.length ? `banmoves ${banmoves.join(' ')}\n${go}` : go;
};
