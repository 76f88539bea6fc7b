/**
 * What a UCI or UCCI engine prints, both ways: our own engine modes print these lines, and the adapter
 * for external engines parses them. Every line is classified; nothing is trusted before it parses.
 * Moves are ICCS inside (ranks 0–9); `base` converts for engines that number ranks 1–10.
 *
 *   printInfo(info, 1)                                        // 'info depth 3 … score cp 12 … pv h3e3'
 *   parseEngineLine('info depth 3 score cp 12 pv h2e2', 'ucci', 0) // { kind: 'info', info: {...} }
 */
import { ENGINE_SETTINGS, type EngineSetting } from '../core/engineSettings';
import type { Score } from '../core/score';
import { INFO_BOUNDS, type InfoDto } from '../protocol/dto';
import { RankBase, fromEngineMove, toEngineMove } from './moves';

export type EngineProtocol = 'uci' | 'ucci';

export type EngineLine =
  | { readonly kind: 'handshakeOk' }
  | { readonly kind: 'readyOk' }
  | { readonly kind: 'id'; readonly field: string; readonly value: string }
  | { readonly kind: 'option'; readonly name: string }
  /** A line to show; `notes` say which values were past INFO_BOUNDS and brought within them. */
  | { readonly kind: 'info'; readonly info: InfoDto; readonly notes?: readonly string[] }
  /** A well-formed line whose score is past INFO_BOUNDS: not shown, and `reason` says why. */
  | { readonly kind: 'infoRefused'; readonly reason: string }
  /** `info string …`: text for a log. */
  | { readonly kind: 'infoString'; readonly text: string }
  /** Info that carries nothing we show (currmove, a line without a score). */
  | { readonly kind: 'infoOther' }
  | { readonly kind: 'bestmove'; readonly bestmove: string | null; readonly ponder?: string }
  | { readonly kind: 'garbage'; readonly reason: string };

/** UCI score text: `cp 35` or `mate -3`. */
export const printScore = (s: Score): string => `${s.kind} ${s.value}`;

/** One `info` line; `base` 1 writes ranks 1–10. */
export const printInfo = (i: InfoDto, base: RankBase): string =>
  `info depth ${i.depth} seldepth ${i.seldepth} multipv ${i.multipv} score ${printScore(i.score)} nodes ${i.nodes} nps ${i.nps} hashfull ${i.hashfull}` +
  `${i.time !== undefined ? ` time ${i.time}` : ''} pv ${i.pv.map((m) => toEngineMove(m, base)).join(' ')}`;

/** `info string …`, on one line whatever the text holds. */
export const printInfoString = (text: string): string => `info string ${text.replace(/[\r\n]+/g, ' ')}`;

/** The final answer of a search; no move is UCI's null move `bestmove 0000` and `nobestmove` in UCCI. */
export const printBestMove = (best: string | null, ponder: string | undefined, proto: EngineProtocol, base: RankBase): string =>
  best === null
    ? proto === 'ucci'
      ? 'nobestmove'
      : 'bestmove 0000'
    : `bestmove ${toEngineMove(best, base)}${ponder ? ` ponder ${toEngineMove(ponder, base)}` : ''}`;

/** An option as each protocol advertises it (UCCI drops `name`): a spin for numbers, a string for text. */
export const printOption = (name: string, o: EngineSetting, proto: EngineProtocol): string =>
  `option ${proto === 'uci' ? 'name ' : ''}${name} ${o.type === 'int' ? `type spin default ${o.default} min ${o.min} max ${o.max}` : `type string default ${o.default || '<empty>'}`}`;

/** Setting an option, as a GUI tells an engine in each protocol (UCCI drops `name` and `value`). */
export const printSetOption = (name: string, value: number | string, proto: EngineProtocol): string =>
  proto === 'uci' ? `setoption name ${name} value ${value}` : `setoption ${name} ${value}`;

const int = (s: string | undefined): number | undefined => (s !== undefined && /^-?\d{1,15}$/.test(s) ? Number(s) : undefined);
/** A whole number of any length (past 15 digits it is only compared with a bound, never shown). */
const wholeNumber = (s: string | undefined): number | undefined => (s !== undefined && /^-?\d+$/.test(s) ? Number(s) : undefined);

/** The counters of an info line and their bounds; a value past one is shown as the bound, with a note. */
const COUNTERS = { depth: INFO_BOUNDS.depth, seldepth: INFO_BOUNDS.seldepth, nodes: INFO_BOUNDS.nodes, nps: INFO_BOUNDS.nps, time: INFO_BOUNDS.time } as const;

// ElephantEye's scale: mate scores sit within 100 of MATE_VALUE, the perpetual-check band below them.
const UCCI_MATE = 10000;
const ucciScore = (v: number): Score => {
  const dist = UCCI_MATE - Math.abs(v);
  if (dist >= 0 && dist < 100) {
    const moves = Math.ceil(dist / 2) || 1;
    return { kind: 'mate', value: v > 0 ? moves : -moves };
  }
  return { kind: 'cp', value: v };
};

const INFO_KEYS_WITH_VALUE = new Set(['depth', 'seldepth', 'multipv', 'nodes', 'nps', 'hashfull', 'time', 'tbhits', 'currmovenumber', 'currmove', 'cpuload', 'refutation', 'currline']);

const parseInfo = (tokens: string[], line: string, proto: EngineProtocol, base: RankBase): EngineLine => {
  const f: Record<string, number> = {};
  let score: Score | undefined;
  let pv: string[] | undefined;
  for (let i = 1; i < tokens.length; i++) {
    const t = tokens[i];
    if (t === 'string') return { kind: 'infoString', text: line.slice(line.indexOf('string') + 6).trim() };
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
      const ucciStyle = proto === 'ucci' && tokens[i + 1] !== 'cp' && tokens[i + 1] !== 'mate';
      const kind = ucciStyle ? 'cp' : tokens[++i];
      const v = wholeNumber(tokens[++i]);
      if ((kind !== 'cp' && kind !== 'mate') || v === undefined) return { kind: 'garbage', reason: 'bad score' };
      // a score past the bound means nothing we could show: the line is refused rather than clamped
      if (Math.abs(v) > INFO_BOUNDS.score) return { kind: 'infoRefused', reason: `score ${kind} ${tokens[i]} is out of range ±${INFO_BOUNDS.score}` };
      score = ucciStyle ? ucciScore(v) : { kind, value: v };
      if (tokens[i + 1] === 'lowerbound' || tokens[i + 1] === 'upperbound') i++;
      continue;
    }
    if (INFO_KEYS_WITH_VALUE.has(t)) {
      const v = tokens[++i];
      if (v === undefined) return { kind: 'garbage', reason: `${t} without a value` };
      const n = wholeNumber(v);
      if (n !== undefined) f[t] = n;
      continue;
    }
    if (t === 'wdl') {
      i += 3;
      continue;
    }
    return { kind: 'garbage', reason: `unknown info field '${t}'` };
  }
  // a line we did not ask for (a rank past the most lines we ever set) is not shown
  if (!score || f.depth === undefined || (f.multipv ?? 1) > ENGINE_SETTINGS.multipv.max) return { kind: 'infoOther' };
  const notes: string[] = [];
  for (const [key, max] of Object.entries(COUNTERS)) {
    const v = f[key];
    if (v !== undefined && v > max) {
      notes.push(`${key} ${tokens[tokens.indexOf(key) + 1]} is out of range 0–${max}: shown as ${max}`);
      f[key] = max;
    }
  }
  if (pv && pv.length > INFO_BOUNDS.pvMoves) {
    notes.push(`pv of ${pv.length} moves, cut to ${INFO_BOUNDS.pvMoves}`);
    pv = pv.slice(0, INFO_BOUNDS.pvMoves);
  }
  const depth = Math.max(0, f.depth);
  const info: InfoDto = {
    depth,
    seldepth: Math.max(0, f.seldepth ?? depth),
    score,
    nodes: Math.max(0, f.nodes ?? 0),
    nps: Math.max(0, f.nps ?? 0),
    hashfull: Math.min(1000, Math.max(0, f.hashfull ?? 0)),
    multipv: Math.max(1, f.multipv ?? 1),
    pv: pv ?? [],
    ...(f.time !== undefined && f.time >= 0 ? { time: f.time } : {}),
  };
  return notes.length ? { kind: 'info', info, notes } : { kind: 'info', info };
};

/** Classifies one line an engine printed (already split off, without its newline). */
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
      return parseInfo(tokens, line, proto, base);
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
