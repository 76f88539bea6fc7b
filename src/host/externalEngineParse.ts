/**
 * Reading and writing the text of UCI and UCCI engines, line by line. Every line the engine prints
 * is classified; nothing is trusted before it parses. Moves are exchanged in our ICCS (ranks 0–9);
 * `rankBase: 1` converts for engines that number ranks 1–10 (Fairy-Stockfish).
 *
 * @example
 * parseEngineLine('info depth 3 score cp 12 pv h2e2', 'uci', 0)  // { kind: 'info', info: {...} }
 */
import type { InfoDto, LimitsDto, PositionDto, ScoreDto } from '../protocol/dto';
import { isIccsMove } from '../protocol/dto';

export type EngineProtocol = 'uci' | 'ucci';
export type RankBase = 0 | 1;

export type EngineLine =
  | { readonly kind: 'handshakeOk' }
  | { readonly kind: 'readyOk' }
  | { readonly kind: 'id'; readonly field: string; readonly value: string }
  | { readonly kind: 'option'; readonly name: string }
  | { readonly kind: 'info'; readonly info: InfoDto }
  /** Info that carries nothing we show (currmove, string, a line without score). */
  | { readonly kind: 'infoOther' }
  | { readonly kind: 'bestmove'; readonly bestmove: string | null; readonly ponder?: string }
  | { readonly kind: 'garbage'; readonly reason: string };

const MOVE_1 = /^([a-i])(10|[1-9])([a-i])(10|[1-9])$/;

/** Engine move text → ICCS, or undefined if it is not a move. */
export const fromEngineMove = (s: string, base: RankBase): string | undefined => {
  if (base === 0) return isIccsMove(s) ? s : undefined;
  const m = MOVE_1.exec(s);
  return m ? `${m[1]}${Number(m[2]) - 1}${m[3]}${Number(m[4]) - 1}` : undefined;
};

/** ICCS → the engine's move text. */
export const toEngineMove = (s: string, base: RankBase): string =>
  base === 0 ? s : `${s[0]}${Number(s[1]) + 1}${s[2]}${Number(s[3]) + 1}`;

const int = (s: string | undefined): number | undefined => (s !== undefined && /^-?\d{1,15}$/.test(s) ? Number(s) : undefined);

// ElephantEye's scale: mate scores sit within 100 of MATE_VALUE, the perpetual-check band below them.
const UCCI_MATE = 10000;
const ucciScore = (v: number): ScoreDto => {
  const dist = UCCI_MATE - Math.abs(v);
  if (dist >= 0 && dist < 100) {
    const moves = Math.ceil(dist / 2) || 1;
    return { kind: 'mate', value: v > 0 ? moves : -moves };
  }
  return { kind: 'cp', value: v };
};

const INFO_KEYS_WITH_VALUE = new Set(['depth', 'seldepth', 'multipv', 'nodes', 'nps', 'hashfull', 'time', 'tbhits', 'currmovenumber', 'currmove', 'cpuload', 'refutation', 'currline']);

const parseInfo = (tokens: string[], proto: EngineProtocol, base: RankBase): EngineLine => {
  const f: Record<string, number> = {};
  let score: ScoreDto | undefined;
  let pv: string[] | undefined;
  for (let i = 1; i < tokens.length; i++) {
    const t = tokens[i];
    if (t === 'string') return { kind: 'infoOther' };
    if (t === 'pv') {
      pv = [];
      for (const m of tokens.slice(i + 1)) {
        const iccs = fromEngineMove(m, base);
        if (!iccs) return { kind: 'garbage', reason: `bad move '${m}' in pv` };
        pv.push(iccs);
      }
      break;
    }
    if (t === 'score') {
      // Some UCCI engines (ours among them) print UCI-style `score cp N` / `score mate N`: accept both.
      if (proto === 'ucci' && tokens[i + 1] !== 'cp' && tokens[i + 1] !== 'mate') {
        const v = int(tokens[++i]);
        if (v === undefined) return { kind: 'garbage', reason: 'bad score' };
        score = ucciScore(v);
      } else {
        const kind = tokens[++i];
        const v = int(tokens[++i]);
        if ((kind !== 'cp' && kind !== 'mate') || v === undefined) return { kind: 'garbage', reason: 'bad score' };
        score = { kind, value: v };
      }
      if (tokens[i + 1] === 'lowerbound' || tokens[i + 1] === 'upperbound') i++;
      continue;
    }
    if (INFO_KEYS_WITH_VALUE.has(t)) {
      const v = tokens[++i];
      if (v === undefined) return { kind: 'garbage', reason: `${t} without a value` };
      const n = int(v);
      if (n !== undefined) f[t] = n;
      continue;
    }
    if (t === 'wdl') {
      i += 3;
      continue;
    }
    return { kind: 'garbage', reason: `unknown info field '${t}'` };
  }
  if (!score || f.depth === undefined) return { kind: 'infoOther' };
  const depth = Math.max(0, f.depth);
  return {
    kind: 'info',
    info: {
      depth,
      seldepth: Math.max(0, f.seldepth ?? depth),
      score,
      nodes: Math.max(0, f.nodes ?? 0),
      nps: Math.max(0, f.nps ?? 0),
      hashfull: Math.min(1000, Math.max(0, f.hashfull ?? 0)),
      multipv: Math.min(64, Math.max(1, f.multipv ?? 1)),
      pv: pv ?? [],
    },
  };
};

/** Classifies one line of engine output (already split off, without its newline). */
export const parseEngineLine = (line: string, proto: EngineProtocol, base: RankBase): EngineLine => {
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000e-\u001f\u007f\ufffd]/.test(line)) return { kind: 'garbage', reason: 'control or undecodable characters' };
  const tokens = line.trim().split(/\s+/);
  switch (tokens[0]) {
    case '':
      return { kind: 'infoOther' };
    case 'uciok':
    case 'ucciok':
      return tokens[0] === `${proto}ok` ? { kind: 'handshakeOk' } : { kind: 'garbage', reason: `${tokens[0]} from a ${proto} engine` };
    case 'readyok':
      return { kind: 'readyOk' };
    case 'id':
      return { kind: 'id', field: tokens[1] ?? '', value: tokens.slice(2).join(' ') };
    case 'option': {
      const name = proto === 'uci' ? /\bname\s+(.*?)\s+type\b/.exec(line)?.[1] : tokens[1];
      return name ? { kind: 'option', name } : { kind: 'garbage', reason: 'option without a name' };
    }
    case 'copyprotection':
    case 'registration':
      return { kind: 'infoOther' };
    case 'info':
      return parseInfo(tokens, proto, base);
    case 'nobestmove':
      return { kind: 'bestmove', bestmove: null };
    case 'bestmove': {
      const mv = tokens[1];
      if (mv === '(none)' || mv === '0000' || mv === 'none') return { kind: 'bestmove', bestmove: null };
      const best = mv === undefined ? undefined : fromEngineMove(mv, base);
      if (!best) return { kind: 'garbage', reason: `bad bestmove '${mv ?? ''}'` };
      const ponder = tokens[2] === 'ponder' && tokens[3] ? fromEngineMove(tokens[3], base) : undefined;
      return ponder ? { kind: 'bestmove', bestmove: best, ponder } : { kind: 'bestmove', bestmove: best };
    }
    default:
      return { kind: 'garbage', reason: `unrecognised line '${line.slice(0, 60)}'` };
  }
};

/** The `position` command for a root FEN plus moves. */
export const positionCommand = (p: PositionDto, base: RankBase): string =>
  `position fen ${p.fen}${p.moves.length ? ` moves ${p.moves.map((m) => toEngineMove(m, base)).join(' ')}` : ''}`;

/**
 * The `go` command. UCCI has no per-move time: `time T movestogo 1` asks for the same thing, and
 * searchmoves become `banmoves` (every other legal move), which the caller passes in.
 */
export const goCommand = (l: LimitsDto, proto: EngineProtocol, base: RankBase, banmoves: readonly string[] = []): string => {
  const parts = ['go'];
  if (l.depth !== undefined) parts.push('depth', String(l.depth));
  if (l.nodes !== undefined) parts.push('nodes', String(l.nodes));
  if (l.movetime !== undefined) parts.push(...(proto === 'uci' ? ['movetime', String(l.movetime)] : ['time', String(l.movetime), 'movestogo', '1']));
  if (proto === 'uci' && l.searchmoves?.length) parts.push('searchmoves', ...l.searchmoves.map((m) => toEngineMove(m, base)));
  if (parts.length === 1) parts.push('infinite');
  const go = parts.join(' ');
  return proto === 'ucci' && banmoves.length ? `banmoves ${banmoves.join(' ')}\n${go}` : go;
};
