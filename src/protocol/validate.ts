/**
 * Type guards for every message on arrival: nothing crosses a boundary unchecked.
 *
 * @example
 * parentPort.on('message', (m) => { const v = checkHostMessage(m); if (!v.ok) reply error; else handle(v.value); });
 */
import { ENGINE_SETTINGS, isOptionValues } from '../core/engineSettings';
import { INFO_BOUNDS, isIccsMove, type AnalysisDto, type BookDto, type EngineOptionsDto, type InfoDto, type LimitsDto, type PositionDto } from './dto';
import { isArr, isFen, isInt, isMoves, isOptInt, isRec, isScore, type Rec } from './guards';
import { assertNever, type HostToWorker, type WorkerToHost } from './worker';

export type Checked<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

const isId = (x: unknown): x is number => isInt(x, 1, Number.MAX_SAFE_INTEGER);

// Bounds keep a hostile or buggy peer from asking for absurd work.
const MAX_MOVES = 2000;
const MAX_DEPTH = 128;
const MAX_NODES = 1e12;
const MAX_MS = INFO_BOUNDS.time;

export const isPosition = (x: unknown): x is PositionDto => isRec(x) && isFen(x.fen) && isMoves(x.moves, MAX_MOVES);

const isClock = (x: unknown): boolean => isRec(x) && isInt(x.time, 0, MAX_MS) && isOptInt(x.inc, 0, MAX_MS) && isOptInt(x.movestogo, 1, 1000);

export const isLimits = (x: unknown): x is LimitsDto =>
  isRec(x) &&
  isOptInt(x.depth, 1, MAX_DEPTH) &&
  isOptInt(x.nodes, 1, MAX_NODES) &&
  isOptInt(x.movetime, 1, MAX_MS) &&
  (x.clock === undefined || isClock(x.clock)) &&
  isOptInt(x.multipv, ENGINE_SETTINGS.multipv.min, ENGINE_SETTINGS.multipv.max) &&
  (x.searchmoves === undefined || isMoves(x.searchmoves, 200)) &&
  (x.banmoves === undefined || isMoves(x.banmoves, 200));

/** Engine-wide options: each field a row of core/engineSettings.ts of kind `option`, within its bounds. */
export const isOptions = (x: unknown): x is EngineOptionsDto => isRec(x) && isOptionValues(x);

export const isBook = (x: unknown): x is BookDto =>
  isRec(x) &&
  isArr(x.moves, 64, (m): m is Rec => isRec(m) && isIccsMove(m.move) && isInt(m.weight, 0, 1e9)) &&
  (x.opening === undefined || (isRec(x.opening) && typeof x.opening.ecco === 'string' && x.opening.ecco.length <= 8 && typeof x.opening.nameZh === 'string' && x.opening.nameZh.length <= 200 && typeof x.opening.nameEn === 'string' && x.opening.nameEn.length <= 200));

export const isInfo = (x: unknown): x is InfoDto =>
  isRec(x) &&
  isInt(x.depth, 0, INFO_BOUNDS.depth) &&
  isInt(x.seldepth, 0, INFO_BOUNDS.seldepth) &&
  isScore(x.score) &&
  isInt(x.nodes, 0, INFO_BOUNDS.nodes) &&
  isInt(x.nps, 0, INFO_BOUNDS.nps) &&
  isInt(x.hashfull, 0, 1000) &&
  isInt(x.multipv, 1, ENGINE_SETTINGS.multipv.max) &&
  isMoves(x.pv, INFO_BOUNDS.pvMoves) &&
  isOptInt(x.time, 0, INFO_BOUNDS.time);

export const isAnalysis = (x: unknown): x is AnalysisDto =>
  isRec(x) &&
  (x.bestmove === null || isIccsMove(x.bestmove)) &&
  (x.ponder === undefined || isIccsMove(x.ponder)) &&
  isArr(x.lines, ENGINE_SETTINGS.multipv.max, isInfo);

const HOST_TYPES: Record<HostToWorker['type'], true> = { analyse: true, stop: true, perft: true, setOption: true, newGame: true, book: true };
const WORKER_TYPES: Record<WorkerToHost['type'], true> = { ready: true, info: true, bestmove: true, perft: true, ok: true, error: true, book: true };

const typeIn = <K extends string>(x: unknown, known: Record<K, true>): x is Rec & { type: K } =>
  isRec(x) && typeof x.type === 'string' && Object.prototype.hasOwnProperty.call(known, x.type);

/** Validates a message the worker received from the host. */
export const checkHostMessage = (m: unknown): Checked<HostToWorker> => {
  if (!typeIn(m, HOST_TYPES)) return { ok: false, error: 'not a known request' };
  const good = (cond: boolean, what: string): Checked<HostToWorker> =>
    cond ? { ok: true, value: m as unknown as HostToWorker } : { ok: false, error: `malformed ${m.type}: ${what}` };
  const type = m.type;
  switch (type) {
    case 'analyse':
      return good(isId(m.id) && isPosition(m.position) && isLimits(m.limits) && (m.fresh === undefined || typeof m.fresh === 'boolean'), 'needs id, position {fen, moves[]}, limits and fresh?');
    case 'stop':
      return good((m.id === undefined || isId(m.id)) && (m.only === undefined || (m.only === true && isId(m.id))), 'bad id');
    case 'book':
      return good(isId(m.id) && isPosition(m.position), 'needs id and position {fen, moves[]}');
    case 'perft':
      return good(isId(m.id) && isFen(m.fen) && isInt(m.depth, 0, 8), 'needs id, fen and depth 0–8');
    case 'setOption':
      return good(isId(m.id) && isOptions(m.options), 'needs id and options (core/engineSettings.ts rows of kind option)');
    case 'newGame':
      return good(isId(m.id), 'needs id');
    default:
      return assertNever(type);
  }
};

/** Validates a message the host received from the worker. */
export const isWorkerToHost = (m: unknown): m is WorkerToHost => {
  if (!typeIn(m, WORKER_TYPES)) return false;
  const type = m.type;
  switch (type) {
    case 'ready':
      return m.inReplyTo === undefined;
    case 'info':
      return isId(m.inReplyTo) && isInfo(m.info);
    case 'bestmove':
      return isId(m.inReplyTo) && isAnalysis(m.result);
    case 'perft':
      return isId(m.inReplyTo) && isInt(m.nodes, 0, Number.MAX_SAFE_INTEGER);
    case 'book':
      return isId(m.inReplyTo) && isBook(m.book);
    case 'ok':
      return isId(m.inReplyTo);
    case 'error':
      return (m.inReplyTo === null || isId(m.inReplyTo)) && typeof m.code === 'string' && typeof m.message === 'string';
    default:
      return assertNever(type);
  }
};

/** Guard form of checkHostMessage. */
export const isHostToWorker = (m: unknown): m is HostToWorker => checkHostMessage(m).ok;
