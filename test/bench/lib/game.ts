/**
 * Games between players for benches: our engine (this build, or a baseline bundle built from an
 * older commit, see baseline.ts) and Fairy-Stockfish, judged by our core's Asian rules (`outcome`:
 * mate, stalemate, perpetual check and chase, threefold repetition, 120 plies without capture)
 * plus a ply cap, from an opening given as ICCS moves from the start position.
 *
 *   const r = await playGame(ourPlayer({}), fsfPlayer(sf), ['h2e2', 'h9g7'], { movetime: 200 });
 */
import { START_FEN, parseFen } from '../../../src/core/fen';
import { moveToIccs, parseIccs } from '../../../src/core/notation';
import { outcome } from '../../../src/core/outcome';
import * as fs from 'node:fs';
import * as current from '../../../src/engine/engine';
import { DEFAULT_FEATURES } from '../../../src/engine/search';
import { colourTables, weightIndex } from '../../../src/engine/evaluate';
import { ROLE_NAMES } from '../../../src/core/types';
import type { Fsf } from './fsf';
import { rng } from '../../rng';
import { SearchThreads } from '../../../src/worker/searchThreads';

export interface Limits {
  nodes?: number;
  movetime?: number;
  depth?: number;
  /** Root randomness in centipawns for our engine while the game has fewer than randomPlies plies. */
  randomness?: number;
  randomPlies?: number;
}

export interface MoveReport {
  move: string;
  depth: number;
  nodes: number;
  timeMs: number;
}

export interface Player {
  newGame(): Promise<void> | void;
  move(moves: readonly string[], limits: Limits): Promise<MoveReport> | MoveReport;
}

/** Which engine to build a player from: a baseline bundle's path (or this build), and switches. */
export interface EngineSpec {
  module?: string;
  features?: Record<string, boolean>;
  /** Numeric tunables by name: `search.params` entries, or evaluation weights (`search.weights`). */
  params?: Record<string, number>;
  hashMb?: number;
  /** Piece-square tables by role (PIECE_SQUARE's shape), from a tuner's file: this build only. */
  pst?: number[][][];
  /** Seed of the engine's generator (root randomness); Math.random without it. */
  seed?: number;
  /** Search threads (Lazy SMP helpers beside the engine's own; this build only). */
  threads?: number;
}

type EngineModule = typeof current;

/**
 * Switches and numbers as the benches' env variables spell them, "lmr=0,singular=1,singularMargin=3":
 * a search feature's name takes 0 or 1, any other name (a search parameter, an evaluation weight) a number.
 */
export const parseSwitches = (text = ''): Pick<EngineSpec, 'features' | 'params'> => {
  const features: Record<string, boolean> = {};
  const params: Record<string, number> = {};
  for (const kv of text.split(',').filter(Boolean)) {
    const [k, v] = kv.split('=').map((x) => x.trim());
    if (k in DEFAULT_FEATURES) features[k] = v !== '0';
    else if (v !== undefined && v !== '' && Number.isFinite(Number(v))) params[k] = Number(v);
    else throw new Error(`${k} needs a number: "${kv}"`);
  }
  return { features, params };
};

/**
 * A tuner's file (`bench:tune` writes `{ weights: { name: value }, pst?: { role name: ranks × files } }`)
 * as a spec's part: the weights by name, and the piece-square tables when the fit has them.
 */
export const readWeights = (file: string): Pick<EngineSpec, 'params' | 'pst'> => {
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as { weights: Record<string, number>; pst?: Record<string, number[][]> };
  const pst = data.pst;
  return { params: data.weights, ...(pst ? { pst: ROLE_NAMES.map((name) => pst[name]) } : {}) };
};

/** The spec with a tuner's evaluation weights (by name, beside its search parameters) and piece-square tables. */
export const withWeights = (spec: EngineSpec, file: string): EngineSpec => {
  const tuned = readWeights(file);
  return { ...spec, params: { ...spec.params, ...tuned.params }, pst: tuned.pst };
};

/** Sets a spec's switches, parameters and weights (by name) on an engine's search. */
export const configureSearch = (engine: { search: unknown }, spec: EngineSpec): void => {
  const search = engine.search as { features: Record<string, boolean>; params?: Record<string, number>; weights?: Float64Array; pst?: Int16Array[] };
  for (const [k, v] of Object.entries(spec.features ?? {})) {
    if (!(k in search.features)) throw new Error(`no feature ${k} in this build`);
    search.features[k] = v;
  }
  for (const [k, v] of Object.entries(spec.params ?? {})) {
    if (search.params && k in search.params) search.params[k] = v;
    // weights by name are known for this build only (a baseline bundle exports the engine alone)
    else if (!spec.module && search.weights && weightIndex(k) >= 0) search.weights[weightIndex(k)] = v;
    else throw new Error(`no parameter or weight ${k} in this build`);
  }
  if (spec.pst) {
    if (spec.module || !search.pst) throw new Error('piece-square tables are for this build only');
    search.pst = colourTables(spec.pst);
  }
};

export const ourPlayer = (spec: EngineSpec = {}): Player & { engine: current.Engine } => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const mod: EngineModule = spec.module ? (require(spec.module) as EngineModule) : current;
  const engine = new mod.Engine({ hashMb: spec.hashMb ?? 16, clock: () => performance.now(), random: spec.seed !== undefined ? rng(spec.seed) : Math.random });
  configureSearch(engine, spec);
  const threads = spec.threads ?? 1;
  let helpers: SearchThreads | undefined;
  if (threads > 1) {
    if (spec.module) throw new Error('threads are for this build only');
    // helpers search with the default switches: a spec's own features and numbers stay on the main thread
    if (Object.keys(spec.features ?? {}).length + Object.keys(spec.params ?? {}).length > 0 || spec.pst) throw new Error('threads with switches or weights are not supported');
    helpers = new SearchThreads(threads - 1, (engine as current.Engine).tableMemory);
    (engine as current.Engine).helpers = helpers;
  }
  return {
    engine,
    newGame: async () => {
      engine.newGame();
      helpers?.newGame();
      // a game starts with every thread loaded
      await helpers?.ready;
    },
    move(moves, limits) {
      engine.setPosition(START_FEN, moves);
      const t0 = performance.now();
      const randomness = limits.randomness && moves.length < (limits.randomPlies ?? 0) ? limits.randomness : undefined;
      const r = engine.go({ nodes: limits.nodes, movetime: limits.movetime, depth: limits.depth, randomness });
      const timeMs = performance.now() - t0;
      // every thread's nodes, counted once the helpers are idle (after the time is taken)
      const helperNodes = helpers && helpers.settle(1000) ? helpers.takeNodes() : 0;
      return { move: moveToIccs(r.bestMove), depth: r.depth, nodes: r.nodes + helperNodes, timeMs };
    },
  };
};

export const fsfPlayer = (sf: Fsf): Player => ({
  newGame: () => sf.newGame(),
  async move(moves, limits) {
    const tail = limits.movetime !== undefined ? `movetime ${limits.movetime}` : limits.nodes !== undefined ? `nodes ${limits.nodes}` : `depth ${limits.depth ?? 10}`;
    const r = await sf.go(START_FEN, moves, tail);
    return { move: r.bestmove, depth: r.depth, nodes: r.nodes, timeMs: r.wallMs };
  },
});

export interface GameResult {
  /** +1 Red won, 0 draw, −1 Black won. */
  result: number;
  reason: string;
  plies: number;
  red: MoveReport[];
  black: MoveReport[];
  moves: string[];
}

export const playGame = async (red: Player, black: Player, opening: readonly string[], limits: Limits, maxPlies = 300): Promise<GameResult> => {
  const p = parseFen(START_FEN);
  if (!p.ok) throw new Error('start position');
  const pos = p.value;
  const moves = [...opening];
  for (const t of opening) {
    const m = parseIccs(pos, t);
    if (!m.ok) throw new Error(`bad opening move ${t} in ${opening.join(' ')}`);
    pos.play(m.value);
  }
  await red.newGame();
  await black.newGame();
  const reports: { red: MoveReport[]; black: MoveReport[] } = { red: [], black: [] };
  for (;;) {
    const o = outcome(pos);
    if (o) return { result: o.winner === undefined ? 0 : o.winner === 0 ? 1 : -1, reason: o.reason, plies: pos.ply, ...reports, moves };
    if (pos.ply >= maxPlies) return { result: 0, reason: 'ply-cap', plies: pos.ply, ...reports, moves };
    const side = pos.turn === 0 ? 'red' : 'black';
    const r = await (pos.turn === 0 ? red : black).move(moves, limits);
    const m = parseIccs(pos, r.move);
    if (!m.ok) throw new Error(`${side} played illegal ${r.move} after ${moves.join(' ')}`);
    pos.play(m.value);
    moves.push(moveToIccs(m.value));
    reports[side].push(r);
  }
};
