/**
 * Static evaluation in centipawns from the side to move. It is linear in named weights: each term
 * adds a coefficient (Red's count minus Black's, scaled by the game phase where a term has middle-
 * and endgame weights) to a feature vector, and the value is the weights' dot product with it. So
 * a Texel-style tuner (test/bench/tune/) reads the same features the search uses.
 * Terms: material by phase, piece-square values (pst.ts, fitted to our own deeper search), horse,
 * chariot and cannon mobility; the ElephantEye patterns (hollow cannon, central cannon on a palace-centre horse,
 * bottom cannon, advisors missing against two chariots, king on the palace centre, pins against the
 * king or an unprotected chariot, trapped horses); threats (off: an enemy horse, chariot or cannon
 * attacked by a lesser piece, or attacked and unguarded); defenders missing against attackers present, and
 * king safety (off by default): the attackers that reach the palace, and the danger they make with the
 * checks the enemy has next move, squared as Stockfish's classical king danger is.
 *
 *   evaluate(pos)         // e.g. 10 for the side to move at the start (tempo)
 *   evaluate(pos); FEATURES // the coefficients of the last call, by weight index (for the tuner)
 */
import type { Position } from '../core/position';
import { RED_HALF, fileOf, rankOf } from '../core/squares';
import { ADVISOR, CANNON, CHARIOT, ELEPHANT, HORSE, KING, PAWN, PIECE_ROLE } from '../core/types';
import { attackedBy } from './attacks';
import { SEE_VALUE } from './see';
import { PIECE_SQUARE } from './pst';

/** Material by role for exchanges and pruning margins (king 0: it never leaves the board). */
export const PIECE_VALUE = [0, 200, 200, 420, 950, 460, 100] as const;

/** The weights, by name, with their values (centipawns per unit of the feature). Tuned by test/bench/tune/. */
export const DEFAULT_WEIGHTS = {
  tempo: 10,
  advisorMg: 200, advisorEg: 200,
  elephantMg: 200, elephantEg: 200,
  horseMg: 396, horseEg: 444,
  chariotMg: 950, chariotEg: 950,
  cannonMg: 484, cannonEg: 436,
  pawnMg: 100, pawnEg: 100,
  crossedPawnMg: 190, crossedPawnEg: 190,
  /** Scales of the piece-square tables (1 = as in pst.ts). */
  pstKing: 1, pstAdvisor: 1, pstElephant: 1, pstHorse: 1, pstChariot: 1, pstCannon: 1, pstPawn: 1,
  /**
   * Per reachable square beyond 3 (horse) or 8 (chariot), and per square a cannon can move to or capture
   * on beyond 6. These, the patterns below and the piece-square tables are fitted (weights-ours.json) to
   * quiet positions of our games against Fairy-Stockfish scored by our own search at depth 9, material and
   * king safety held, lightly pulled toward the fits before it (weights-pst.json, to those games' results).
   * Against the fit before it, head to head at 200 ms on openings no tuning game started from: 41/62.
   */
  horseMobility: 12.58,
  chariotMobility: 6.65,
  cannonMobility: 0.24,
  /** Cannon on the enemy king's file with one screen, or none. */
  cannonScreen: 25,
  cannonHollow: 7,
  /** ElephantEye patterns. */
  hollowThreat: 33,
  centralHorseThreat: 60,
  bottomCannon: 16,
  advisorLeakage: 644,
  kingOnCentre: 34,
  /** Pins: per unit of closeness (9 − distance between the pinned piece and what stands behind). */
  pinByChariot: 12,
  pinByCannon: 14,
  horseTrapped: 35,
  horseCramped: 9,
  /**
   * Threats: an enemy horse, chariot or cannon attacked by a piece worth less, or attacked and
   * unguarded (Stockfish's classical threat terms). Not in play (the `threats` switch is off): at 40
   * and 30 they won a little in games but judged moves worse by Fairy-Stockfish (test/bench/ablation.md).
   * The values are the fit's, which saw them; the search that was measured with the fit ran without them.
   */
  threatByLesser: 24,
  threatOnHanging: 20,
  /** Attackers (chariots count 2) beyond 2, times the defenders (advisors, elephants) missing. */
  defenders: 6,
  /** King safety: the pressure table's value for the attack units reaching the palace. */
  palaceAttack: 0,
  /** King danger, Stockfish's shape: the square of attack units, safe checks and missing advisors, /16. */
  kingDanger: 0,
  /** Safe checks: squares a chariot, cannon or horse can check from in one move that the defender does not guard. */
  safeCheckChariot: 0,
  safeCheckCannon: 0,
  safeCheckHorse: 0,
};
export type EvalWeights = typeof DEFAULT_WEIGHTS;
export const WEIGHT_NAMES = Object.keys(DEFAULT_WEIGHTS) as Array<keyof EvalWeights>;
const K = Object.fromEntries(WEIGHT_NAMES.map((n, i) => [n, i])) as Record<keyof EvalWeights, number>;

/** The default weights by index (WEIGHT_NAMES order); a search keeps its own copy. */
export const WEIGHTS = Float64Array.from(WEIGHT_NAMES.map((n) => DEFAULT_WEIGHTS[n]));
export const weightIndex = (name: string): number => (name in K ? K[name as keyof EvalWeights] : -1);
/** The feature coefficients of the last `evaluate` call, from Red's side, by weight index. */
export const FEATURES = new Float64Array(WEIGHT_NAMES.length);

const ROLE_OF = PIECE_ROLE;

/** Positional value of the role at (file, rank) seen from its owner (rank 0 = own back rank). */
export const pieceSquare = (role: number, f: number, r: number): number => PIECE_SQUARE[role][r][Math.min(f, 8 - f)];

/** Piece-square tables shaped as PIECE_SQUARE ([role][rank from the owner's back rank][file from the edge]). */
export type PieceSquareTables = readonly (readonly (readonly number[])[])[];

/** By colour, [role * 256 + square]: the value of the role there for its owner. */
export const colourTables = (t: PieceSquareTables = PIECE_SQUARE): Int16Array[] => {
  const out = [new Int16Array(7 * 256), new Int16Array(7 * 256)];
  for (let sq = 0; sq < 256; sq++) {
    const f = fileOf(sq);
    const r = rankOf(sq);
    if (f < 0 || f > 8 || r < 0 || r > 9) continue;
    for (let role = 0; role < 7; role++) {
      out[0][role * 256 + sq] = t[role][r][Math.min(f, 8 - f)];
      out[1][role * 256 + sq] = t[role][9 - r][Math.min(f, 8 - f)];
    }
  }
  return out;
};
/** The tables in play (pst.ts); a search may be given others (benches trying a fit). */
const PST = colourTables();

/** Material of the attacking pieces (chariot, horse, cannon) of a colour: the null move needs some. */
export const attackMaterial = (pos: Position, c: 0 | 1): number => {
  const base = c === 0 ? 16 : 32;
  let m = 0;
  for (let i = 5; i < 11; i++) if (pos.squareOf[base + i]) m += PIECE_VALUE[ROLE_OF[base + i]];
  return m;
};

const HORSE_DELTAS = [-33, -31, -18, 14, -14, 18, 31, 33];
const HORSE_LEGS = [-16, -16, -1, -1, 1, 1, 16, 16];
/** A horse at king − HORSE_DELTAS[i] checks when king + HORSE_CHECK_LEGS[i] is empty. */
const HORSE_CHECK_LEGS = HORSE_DELTAS.map((d, i) => HORSE_LEGS[i] - d);
const ORTHO = [-16, -1, 1, 16];
const IN_BOARD = new Uint8Array(256);
const IN_PALACE = new Uint8Array(256);
/** Squares a trapped horse gains nothing from: the edges and both palace centres (ElephantEye's list). */
const POOR_HORSE_SQUARE = new Uint8Array(256);
for (let sq = 0; sq < 256; sq++) {
  const f = fileOf(sq), r = rankOf(sq);
  if (f < 0 || f > 8 || r < 0 || r > 9) continue;
  IN_BOARD[sq] = 1;
  IN_PALACE[sq] = f >= 3 && f <= 5 && (r <= 2 || r >= 7) ? 1 : 0;
  POOR_HORSE_SQUARE[sq] = f === 0 || f === 8 || r === 0 || r === 9 || (f === 4 && (r === 1 || r === 8)) ? 1 : 0;
}
/** Pressure by attack units reaching a palace: grows faster than the units. */
const PRESSURE = [0, 0, 1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 66];
const UNIT = [0, 0, 0, 2, 3, 2, 1];

export const EVAL_ACTIVITY = 1;
export const EVAL_KING = 2;
export const EVAL_PATTERNS = 4;
export const EVAL_THREATS = 8;
export const EVAL_ALL = 15;

/** Is `sq` attacked by `side` with the piece on `ignore` (0: none) off the board? */
const protectedBy = (board: Uint8Array, sq: number, side: number, ignore: number): boolean => {
  if (ignore === 0) return attackedBy(board, sq, side);
  const pc = board[ignore];
  board[ignore] = 0;
  const p = attackedBy(board, sq, side);
  board[ignore] = pc;
  return p;
};

/**
 * Pins of colour c's chariots and cannons: an unprotected enemy horse or cannon (a cannon pins only
 * horses) in front of the enemy king, or of an unprotected enemy chariot. Adds closeness units.
 */
const pins = (pos: Position, c: number, sign: number): void => {
  const so = pos.squareOf, board = pos.board;
  const own = c === 0 ? 16 : 32, opp = c === 0 ? 32 : 16;
  const enemy = c ^ 1;
  const ek = so[opp], r1 = so[opp + 7], r2 = so[opp + 8];
  for (let i = 7; i <= 10; i++) {
    const sq = so[own + i];
    if (!sq) continue;
    const cannon = i >= 9;
    // only a line through the enemy king or an enemy chariot can hold a pin
    const f = sq & 15, r = sq & 0xf0;
    const onLine = (t: number): boolean => t !== 0 && ((t & 15) === f || (t & 0xf0) === r);
    if (!onLine(ek) && !onLine(r1) && !onLine(r2)) continue;
    for (let k = 0; k < 4; k++) {
      const d = ORTHO[k];
      let s = sq + d;
      // a cannon looks past its screen
      if (cannon) {
        while (IN_BOARD[s] && board[s] === 0) s += d;
        if (!IN_BOARD[s]) continue;
        s += d;
      }
      while (IN_BOARD[s] && board[s] === 0) s += d;
      if (!IN_BOARD[s]) continue;
      const pinned = board[s];
      const pr = ROLE_OF[pinned];
      if (!(pinned & opp) || !(pr === HORSE || (!cannon && pr === CANNON))) continue;
      let t = s + d;
      while (IN_BOARD[t] && board[t] === 0) t += d;
      if (!IN_BOARD[t]) continue;
      const target = board[t];
      if (!(target & opp)) continue;
      const tr = ROLE_OF[target];
      if (tr !== KING && !(tr === CHARIOT && !attackedBy(board, t, enemy))) continue;
      // a pinned piece the king alone guards is still lost
      if (protectedBy(board, s, enemy, tr === KING ? t : 0)) continue;
      const dist = Math.abs(d) === 1 ? Math.abs(t - s) : Math.abs(t - s) >> 4;
      FEATURES[cannon ? K.pinByCannon : K.pinByChariot] += sign * (9 - dist);
    }
  }
};

/** Horse traps of colour c: good moves (off the edge, empty, leg free, not attacked) 0 or 1; a horse with more than three open squares is free. */
const horseTraps = (pos: Position, c: number, sign: number): void => {
  const so = pos.squareOf, board = pos.board;
  const base = c === 0 ? 16 : 32;
  for (let i = 5; i <= 6; i++) {
    const sq = so[base + i];
    if (!sq) continue;
    // squares a horse could use; enemy control is tested only when few are left (it can only take some away)
    let open = 0;
    for (let k = 0; k < 8; k++) {
      const to = sq + HORSE_DELTAS[k];
      if (IN_BOARD[to] && !POOR_HORSE_SQUARE[to] && board[to] === 0 && board[sq + HORSE_LEGS[k]] === 0) open++;
    }
    if (open > 3) continue;
    let good = 0;
    for (let k = 0; k < 8 && good < 2; k++) {
      const to = sq + HORSE_DELTAS[k];
      if (IN_BOARD[to] && !POOR_HORSE_SQUARE[to] && board[to] === 0 && board[sq + HORSE_LEGS[k]] === 0 && !attackedBy(board, to, c ^ 1)) good++;
    }
    if (good === 0) FEATURES[K.horseTrapped] -= sign;
    else if (good === 1) FEATURES[K.horseCramped] -= sign;
  }
};

/** Attack units of colour c's pieces that reach a square of the enemy palace. */
const palaceUnits = (pos: Position, c: number): number => {
  const so = pos.squareOf, board = pos.board;
  const base = c === 0 ? 16 : 32;
  let units = 0;
  for (let i = 5; i < 16; i++) {
    const sq = so[base + i];
    if (!sq) continue;
    const role = ROLE_OF[base + i];
    let reaches = false;
    if (role === HORSE) {
      for (let k = 0; k < 8 && !reaches; k++) if (IN_PALACE[sq + HORSE_DELTAS[k]] && board[sq + HORSE_LEGS[k]] === 0 && (c === 0 ? rankOf(sq) >= 5 : rankOf(sq) <= 4)) reaches = true;
    } else if (role === PAWN) {
      const r = rankOf(sq);
      reaches = (c === 0 ? r >= 6 : r <= 3) && Math.abs(fileOf(sq) - 4) <= 2;
    } else {
      // along a rank or a file: only from the palace's files or ranks
      const f = fileOf(sq), r = rankOf(sq);
      if ((f < 3 || f > 5) && (c === 0 ? r < 7 : r > 2)) continue;
      for (let k = 0; k < 4 && !reaches; k++) {
        const d = ORTHO[k];
        let s = sq + d;
        let screens = 0;
        while (IN_BOARD[s]) {
          if (board[s]) {
            screens++;
            if (role === CHARIOT || screens > 1) break;
          } else if ((role === CHARIOT || screens === 1) && IN_PALACE[s] && (c === 0 ? rankOf(s) >= 7 : rankOf(s) <= 2)) {
            reaches = true;
            break;
          }
          s += d;
        }
      }
    }
    if (reaches) units += UNIT[role];
  }
  return units;
};

/** Stamps marking the squares a piece checks colour c's king from (this call's stamp: `mark`). */
const CHARIOT_CHECK = new Uint32Array(256), CANNON_CHECK = new Uint32Array(256), HORSE_CHECK = new Uint32Array(256);
let mark = 0;

/**
 * Danger to colour c's king: sets the safe-check features (as penalties to c, `sign` for c) and returns
 * the danger units (the enemy's attack units reaching the palace, checks it can give next move, missing
 * advisors), halved when the enemy has no chariot.
 */
const kingDanger = (pos: Position, c: number, sign: number, attackUnits: number): number => {
  const so = pos.squareOf, board = pos.board;
  const own = c === 0 ? 16 : 32, opp = c === 0 ? 32 : 16;
  const king = so[own];
  if (!king) return 0;
  mark++;
  for (let k = 0; k < 4; k++) {
    const d = ORTHO[k];
    let s = king + d;
    for (; IN_BOARD[s] && board[s] === 0; s += d) CHARIOT_CHECK[s] = mark;
    if (!IN_BOARD[s]) continue;
    if (board[s] & own) CHARIOT_CHECK[s] = mark;
    s += d;
    for (; IN_BOARD[s] && board[s] === 0; s += d) CANNON_CHECK[s] = mark;
    if (IN_BOARD[s] && board[s] & own) CANNON_CHECK[s] = mark;
  }
  for (let k = 0; k < 8; k++) {
    const h = king - HORSE_DELTAS[k];
    if (IN_BOARD[h] && board[king + HORSE_CHECK_LEGS[k]] === 0 && !(board[h] & opp)) HORSE_CHECK[h] = mark;
  }
  let safeR = 0, safeC = 0, safeH = 0, unsafe = 0;
  // a chariot or cannon checks from the king's file or rank: where its own rank or file crosses them,
  // or (a chariot on the king's line) by taking the one piece between
  for (let i = 7; i <= 10; i++) {
    const sq = so[opp + i];
    if (!sq) continue;
    const cannon = i >= 9;
    const table = cannon ? CANNON_CHECK : CHARIOT_CHECK;
    for (let k = 0; k < 2; k++) {
      let t = k === 0 ? (sq & 0xf0) | (king & 15) : (king & 0xf0) | (sq & 15);
      if (t === sq) {
        if (cannon) continue;
        // on the king's line: the first piece toward the king, if it is the only one between
        // k 0: the chariot stands on the king's file, k 1: on its rank
        const d = k === 0 ? (king > sq ? 16 : -16) : king > sq ? 1 : -1;
        for (t = sq + d; board[t] === 0; t += d);
        if (t === king) continue;
      } else if (table[t] !== mark || board[t] & opp) continue;
      else {
        const d = k === 0 ? (t > sq ? 1 : -1) : t > sq ? 16 : -16;
        let between = 0;
        for (let x = sq + d; x !== t; x += d) if (board[x]) between++;
        if (between !== (cannon && board[t] ? 1 : 0)) continue;
      }
      if (table[t] !== mark) continue;
      if (attackedBy(board, t, c)) unsafe++;
      else if (cannon) safeC++;
      else safeR++;
    }
  }
  for (let i = 5; i <= 6; i++) {
    const sq = so[opp + i];
    if (!sq) continue;
    for (let k = 0; k < 8; k++) {
      const t = sq + HORSE_DELTAS[k];
      if (HORSE_CHECK[t] !== mark || board[sq + HORSE_LEGS[k]] !== 0) continue;
      if (attackedBy(board, t, c)) unsafe++;
      else safeH++;
    }
  }
  FEATURES[K.safeCheckChariot] -= sign * safeR;
  FEATURES[K.safeCheckCannon] -= sign * safeC;
  FEATURES[K.safeCheckHorse] -= sign * safeH;
  const advisors = (so[own + 1] ? 1 : 0) + (so[own + 2] ? 1 : 0);
  const units = attackUnits + 3 * safeR + 2 * (safeC + safeH) + unsafe + 2 * (2 - advisors);
  return so[opp + 7] || so[opp + 8] ? units : units >> 1;
};

/** ElephantEye's patterns around colour c's king, as penalties to c. */
const kingPatterns = (pos: Position, c: number, sign: number, enemyAttacks: number): void => {
  const so = pos.squareOf, board = pos.board;
  const own = c === 0 ? 16 : 32, opp = c === 0 ? 32 : 16;
  const king = so[own];
  const advisors = (so[own + 1] ? 1 : 0) + (so[own + 2] ? 1 : 0);
  const home = c === 0 ? rankOf(king) === 0 : rankOf(king) === 9;
  if (advisors < 2) {
    if (so[opp + 7] && so[opp + 8]) FEATURES[K.advisorLeakage] -= (sign * enemyAttacks) / 8;
  } else if (IN_PALACE[king] && fileOf(king) === 4 && (c === 0 ? rankOf(king) === 1 : rankOf(king) === 8)) FEATURES[K.kingOnCentre] -= sign;
  for (let i = 9; i <= 10; i++) {
    const sq = so[opp + i];
    if (!sq) continue;
    if ((sq & 15) === (king & 15)) {
      // on the king's file: count what stands between
      const step = sq < king ? 16 : -16;
      let between = 0, screen = 0;
      for (let s = sq + step; s !== king; s += step)
        if (board[s]) {
          between++;
          screen = board[s];
        }
      if (between === 0) FEATURES[K.hollowThreat] -= sign;
      else if (between === 1 && screen & own && ROLE_OF[screen] === HORSE && IN_PALACE[so[screen]]) FEATURES[K.centralHorseThreat] -= sign;
    } else if (home && (sq & 0xf0) === (king & 0xf0)) {
      // on the king's back rank with nothing between: the bottom cannon
      const step = sq < king ? 1 : -1;
      let clear = true;
      for (let s = sq + step; s !== king; s += step) if (board[s]) clear = false;
      if (clear) FEATURES[K.bottomCannon] -= (sign * enemyAttacks) / 8;
    }
  }
};

/** Crossed attackers of colour c, ElephantEye-style: chariots and horses 2, cannons and pawns 1, capped at 8. */
const attackCount = (pos: Position, c: number): number => {
  const so = pos.squareOf;
  const base = c === 0 ? 16 : 32;
  let n = 0;
  for (let i = 5; i < 16; i++) {
    const sq = so[base + i];
    if (!sq || (c === 0 ? rankOf(sq) < 5 : rankOf(sq) > 4)) continue;
    n += i <= 8 ? 2 : 1;
  }
  return n > 8 ? 8 : n;
};

/**
 * Mobility of horses, chariots and cannons of colour c (from Red's side with `sign`), into FEATURES
 * when `features`; with `attacks`, their attacks on enemy pieces are noted for threats() on the way.
 */
const mobility = (pos: Position, c: number, sign: number, features: boolean, attacks: boolean): void => {
  const so = pos.squareOf, board = pos.board;
  const own = c === 0 ? 16 : 32, opp = c === 0 ? 32 : 16;
  for (let i = 5; i <= 6; i++) {
    const sq = so[own + i];
    if (!sq) continue;
    let mob = 0;
    for (let k = 0; k < 8; k++) {
      const to = sq + HORSE_DELTAS[k];
      if (IN_BOARD[to] && board[sq + HORSE_LEGS[k]] === 0 && !(board[to] & own)) {
        mob++;
        if (attacks && board[to] & opp) attack(board, to, V_HORSE);
      }
    }
    if (features) FEATURES[K.horseMobility] += sign * (mob - 3);
  }
  for (let i = 7; i <= 10; i++) {
    const sq = so[own + i];
    if (!sq) continue;
    const cannon = i >= 9;
    let mob = 0;
    for (let k = 0; k < 4; k++) {
      const d = ORTHO[k];
      let to = sq + d;
      for (; IN_BOARD[to] && board[to] === 0; to += d) mob++;
      if (!IN_BOARD[to]) continue;
      // a cannon captures over its screen: the first piece beyond, when it is the enemy's
      if (cannon) for (to += d; IN_BOARD[to] && board[to] === 0; to += d);
      if (IN_BOARD[to] && !(board[to] & own)) {
        mob++;
        if (attacks) attack(board, to, cannon ? V_CANNON : V_CHARIOT);
      }
    }
    if (!features) continue;
    if (cannon) FEATURES[K.cannonMobility] += sign * (mob - 6);
    else FEATURES[K.chariotMobility] += sign * (mob - 8);
  }
};

/** The least value (SEE_VALUE) of an enemy piece attacking each piece, by piece code; NO_ATTACK when none. */
const LEAST = new Int32Array(48);
const NO_ATTACK = 1 << 20;
const DIAG = [-17, -15, 15, 17];
const V_ADVISOR = SEE_VALUE[ADVISOR], V_ELEPHANT = SEE_VALUE[ELEPHANT], V_HORSE = SEE_VALUE[HORSE], V_CHARIOT = SEE_VALUE[CHARIOT], V_CANNON = SEE_VALUE[CANNON];
const V_PAWN = SEE_VALUE[PAWN], V_KING = SEE_VALUE[KING];

/** Notes an attack by a piece worth `value` on whatever stands on `to` (read only for enemy pieces). */
const attack = (board: Uint8Array, to: number, value: number): void => {
  const t = board[to];
  if (t !== 0 && value < LEAST[t]) LEAST[t] = value;
};

/**
 * Colour c's threats on the enemy's horses, chariots and cannons: attacked by a lesser piece, or
 * attacked and unguarded (pins ignored). The horses, chariots and cannons' attacks were noted by
 * mobility(); the pawns', advisors', elephants' and king's are noted here.
 */
const threats = (pos: Position, c: number, sign: number): void => {
  const so = pos.squareOf, board = pos.board;
  const own = c === 0 ? 16 : 32, opp = c === 0 ? 32 : 16;
  const fwd = c === 0 ? -16 : 16;
  for (let i = 11; i <= 15; i++) {
    const sq = so[own + i];
    if (!sq) continue;
    if (board[sq + fwd] & opp) attack(board, sq + fwd, V_PAWN);
    // sideways once across the river
    if ((RED_HALF[sq] === 1) === (c === 1)) {
      if (board[sq - 1] & opp) attack(board, sq - 1, V_PAWN);
      if (board[sq + 1] & opp) attack(board, sq + 1, V_PAWN);
    }
  }
  for (let i = 1; i <= 4; i++) {
    const sq = so[own + i];
    if (!sq) continue;
    for (let k = 0; k < 4; k++) {
      const d = DIAG[k];
      if (i <= 2) {
        if (IN_PALACE[sq + d] && board[sq + d] & opp) attack(board, sq + d, V_ADVISOR);
      } else if (board[sq + d] === 0 && IN_BOARD[sq + 2 * d] && RED_HALF[sq + 2 * d] === RED_HALF[sq] && board[sq + 2 * d] & opp) attack(board, sq + 2 * d, V_ELEPHANT);
    }
  }
  const k = so[own];
  if (k) for (let j = 0; j < 4; j++) if (IN_PALACE[k + ORTHO[j]] && board[k + ORTHO[j]] & opp) attack(board, k + ORTHO[j], V_KING);
  const enemy = c ^ 1;
  for (let i = 5; i <= 10; i++) {
    const pc = opp + i;
    const least = LEAST[pc];
    // a piece off the board was never noted
    if (least === NO_ATTACK) continue;
    if (least < SEE_VALUE[ROLE_OF[pc]]) FEATURES[K.threatByLesser] += sign;
    else if (!attackedBy(board, so[pc], enemy)) FEATURES[K.threatOnHanging] += sign;
  }
};

/** Middlegame share of the phase, 1 with every chariot, horse and cannon on the board, 0 with none. */
const phaseOf = (pos: Position): number => {
  const so = pos.squareOf;
  let phase = 0;
  for (let c = 16; c <= 32; c += 16) for (let i = 5; i <= 10; i++) if (so[c + i]) phase += i === 7 || i === 8 ? 2 : 1;
  return phase / 16;
};

const MG = [0, K.advisorMg, K.elephantMg, K.horseMg, K.chariotMg, K.cannonMg, K.pawnMg];
const EG = [0, K.advisorEg, K.elephantEg, K.horseEg, K.chariotEg, K.cannonEg, K.pawnEg];
const PST_K = [K.pstKing, K.pstAdvisor, K.pstElephant, K.pstHorse, K.pstChariot, K.pstCannon, K.pstPawn];

/** Fills FEATURES for the position (Red's side) and returns Red's score. `terms`: optional groups. */
export const evaluateRed = (pos: Position, terms = EVAL_ALL, W: Float64Array = WEIGHTS, pst: Int16Array[] = PST): number => {
  const so = pos.squareOf;
  const board = pos.board;
  const F = FEATURES;
  F.fill(0);
  F[K.tempo] = pos.turn === 0 ? 1 : -1;
  const ph = phaseOf(pos);
  let attackers0 = 0, attackers1 = 0, defenders0 = 0, defenders1 = 0;
  for (let pc = 16; pc < 48; pc++) {
    const sq = so[pc];
    if (!sq) continue;
    const c = pc >> 5;
    const sign = c === 0 ? 1 : -1;
    const role = ROLE_OF[pc];
    F[PST_K[role]] += sign * pst[c][role * 256 + sq];
    if (role === KING) continue;
    const crossed = role === PAWN && (c === 0 ? rankOf(sq) >= 5 : rankOf(sq) <= 4);
    const mg = crossed ? K.crossedPawnMg : MG[role], eg = crossed ? K.crossedPawnEg : EG[role];
    F[mg] += sign * ph;
    F[eg] += sign * (1 - ph);
    if (role === ADVISOR || role === ELEPHANT) {
      if (c === 0) defenders0++;
      else defenders1++;
    } else if (role !== PAWN || crossed) {
      if (c === 0) attackers0 += role === CHARIOT ? 2 : 1;
      else attackers1 += role === CHARIOT ? 2 : 1;
    }
  }
  // cannons on the enemy king's file with one screen between, or none
  for (let c = 0; c < 2; c++) {
    const enemyKing = so[c === 0 ? 32 : 16];
    if (!enemyKing) continue;
    for (let i = 9; i <= 10; i++) {
      const sq = so[(c === 0 ? 16 : 32) + i];
      if (!sq || (sq & 15) !== (enemyKing & 15)) continue;
      const step = sq < enemyKing ? 16 : -16;
      let between = 0;
      for (let s = sq + step; s !== enemyKing; s += step) if (board[s]) between++;
      if (between === 1) F[K.cannonScreen] += c === 0 ? 1 : -1;
      else if (between === 0) F[K.cannonHollow] += c === 0 ? 1 : -1;
    }
  }
  // attackers against a palace short of defenders
  F[K.defenders] += Math.max(0, attackers0 - 2) * (4 - defenders1) - Math.max(0, attackers1 - 2) * (4 - defenders0);
  const activity = (terms & EVAL_ACTIVITY) !== 0, threatsOn = (terms & EVAL_THREATS) !== 0;
  if (activity || threatsOn) {
    if (threatsOn) LEAST.fill(NO_ATTACK);
    mobility(pos, 0, 1, activity, threatsOn);
    mobility(pos, 1, -1, activity, threatsOn);
  }
  if (terms & EVAL_PATTERNS) {
    const att0 = attackCount(pos, 0), att1 = attackCount(pos, 1);
    kingPatterns(pos, 0, 1, att1);
    kingPatterns(pos, 1, -1, att0);
    pins(pos, 0, 1);
    pins(pos, 1, -1);
    horseTraps(pos, 0, 1);
    horseTraps(pos, 1, -1);
  }
  if (threatsOn) {
    threats(pos, 0, 1);
    threats(pos, 1, -1);
  }
  if (terms & EVAL_KING) {
    const u0 = palaceUnits(pos, 0), u1 = palaceUnits(pos, 1);
    F[K.palaceAttack] += PRESSURE[Math.min(12, u0)] - PRESSURE[Math.min(12, u1)];
    const d0 = kingDanger(pos, 0, 1, u1), d1 = kingDanger(pos, 1, -1, u0);
    F[K.kingDanger] += (d1 * d1 - d0 * d0) / 16;
  }
  let s = 0;
  for (let k = 0; k < F.length; k++) s += W[k] * F[k];
  return s;
};

/** `terms`: which optional groups to add (all by default; fewer only for ablation); `W`: weights by index; `pst`: colourTables(). */
export const evaluate = (pos: Position, terms = EVAL_ALL, W: Float64Array = WEIGHTS, pst?: Int16Array[]): number => {
  const s = Math.round(evaluateRed(pos, terms, W, pst));
  return pos.turn === 0 ? s : -s;
};
