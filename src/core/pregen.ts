/** Precomputed move deltas and tables on the 16×16 board (north = toward Black = −16). */
export const KING_DELTAS = [-16, -1, 1, 16] as const;
export const ADVISOR_DELTAS = [-17, -15, 15, 17] as const;
export const ELEPHANT_DELTAS = [-34, -30, 30, 34] as const;
export const HORSE_DELTAS = [-33, -31, -18, 14, -14, 18, 31, 33] as const;
/** The leg a horse must find empty for the matching HORSE_DELTAS entry, relative to the horse. */
export const HORSE_LEGS = [-16, -16, -1, -1, 1, 1, 16, 16] as const;
/**
 * For check detection from the king: a horse at king − HORSE_DELTAS[i] attacks the king when
 * the square (king − HORSE_DELTAS[i] + HORSE_LEGS[i]) is empty.
 */
export const HORSE_CHECK_LEGS = HORSE_DELTAS.map((d, i) => HORSE_LEGS[i] - d);

/** Pawn forward step by colour: Red goes north. */
export const PAWN_FORWARD = [-16, 16] as const;

/** 32-bit Zobrist halves per piece kind (colour × 7 + role) and square, from a fixed seed. */
export const ZOBRIST_KEY = new Int32Array(14 * 256);
export const ZOBRIST_LOCK = new Int32Array(14 * 256);
export let ZOBRIST_SIDE_KEY = 0;
export let ZOBRIST_SIDE_LOCK = 0;
{
  // xorshift32: deterministic so keys (and book locks of our own) are stable across runs
  let s = 0x9e3779b9 | 0;
  const next = (): number => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return s | 0;
  };
  for (let i = 0; i < ZOBRIST_KEY.length; i++) {
    ZOBRIST_KEY[i] = next();
    ZOBRIST_LOCK[i] = next();
  }
  ZOBRIST_SIDE_KEY = next();
  ZOBRIST_SIDE_LOCK = next();
}
