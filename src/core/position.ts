import * as pregen from './pregen';
import * as squares from './squares';
import * as types from './types';
import type { Color, Move, Role, Setup } from './types';

// Module-local copies of the imported tables: under CommonJS transpilation (tsx, esbuild) every use of
// an imported binding is a property read through a getter, which dominated the perft profile.
const { ROLE_FIRST_SLOT, SLOT_ROLE, pieceColor, pieceRole } = types;
const sideTag = (c: Color): number => 16 + (c << 4);
const KING_DELTAS = Int32Array.from(pregen.KING_DELTAS);
const ADVISOR_DELTAS = Int32Array.from(pregen.ADVISOR_DELTAS);
const ELEPHANT_DELTAS = Int32Array.from(pregen.ELEPHANT_DELTAS);
const HORSE_DELTAS = Int32Array.from(pregen.HORSE_DELTAS);
const HORSE_LEGS = Int32Array.from(pregen.HORSE_LEGS);
const HORSE_CHECK_LEGS = Int32Array.from(pregen.HORSE_CHECK_LEGS);
const PAWN_FORWARD = Int32Array.from(pregen.PAWN_FORWARD);
const ZOBRIST_KEY = pregen.ZOBRIST_KEY;
const ZOBRIST_LOCK = pregen.ZOBRIST_LOCK;
const ZOBRIST_SIDE_KEY = pregen.ZOBRIST_SIDE_KEY;
const ZOBRIST_SIDE_LOCK = pregen.ZOBRIST_SIDE_LOCK;
const IN_BOARD = squares.IN_BOARD;
const IN_PALACE = squares.IN_PALACE;
const RED_HALF = squares.RED_HALF;

/** Role by slot, as a typed array for the hot paths. */
const ROLE_OF = new Uint8Array(48);
/** Zobrist piece kind (colour × 7 + role) by slot: ZOBRIST_KEY[KIND_OF[pc] * 256 + square]. */
export const KIND_OF = new Uint8Array(48);
for (let pc = 16; pc < 48; pc++) {
  ROLE_OF[pc] = SLOT_ROLE[pc & 15];
  KIND_OF[pc] = pieceColor(pc) * 7 + ROLE_OF[pc];
}
const R_KING = 0, R_ADVISOR = 1, R_ELEPHANT = 2, R_HORSE = 3, R_CHARIOT = 4, R_CANNON = 5, R_PAWN = 6;

/** Index 0–3 of a diagonal step (−17, −15, 15, 17). */
const diagIndex = (d: number): number => (d < 0 ? (d === -17 ? 0 : 1) : d === 15 ? 2 : 3);
/** Bit (by KING_DELTAS index: N, W, E, S) of the king ray through sq, or 0 when sq is on none. */
const rayBit = (sq: number, k: number): number =>
  (sq & 15) === (k & 15) ? (sq < k ? 1 : 8) : (sq & 0xf0) === (k & 0xf0) ? (sq < k ? 2 : 4) : 0;

/** Buffer large enough for the pseudo-legal moves of any position. */
export const MAX_MOVES = 256;
// grown on demand (grow()); small, since a file of 100,000 games makes a position or more for each
const INITIAL_HISTORY = 64;
/** Scratch buffer for generateLegal: generation always writes a typed array (one shape in the hot loop). */
const SCRATCH = new Int32Array(MAX_MOVES);

/**
 * A position with its history since the root, which the repetition rules need.
 * The board holds slot numbers (see types.ts); `squareOf[slot]` is 0 when that piece is gone.
 */
export class Position {
  readonly board = new Uint8Array(256);
  readonly squareOf = new Uint8Array(48);
  turn: Color = 0;
  key = 0;
  lock = 0;
  /** Plies played since the root position. */
  ply = 0;
  /** Plies since the last capture at the root (FEN halfmove clock). */
  rootHalfmoves = 0;
  /** Full-move number at the root, as in FEN. */
  rootFullmoves = 1;

  // History, indexed by ply: the move into position p is moves[p - 1].
  moves = new Int32Array(INITIAL_HISTORY);
  captured = new Uint8Array(INITIAL_HISTORY);
  keys = new Int32Array(INITIAL_HISTORY);
  locks = new Int32Array(INITIAL_HISTORY);
  /** checks[p] is 1 when the side to move at position p is in check. */
  checks = new Uint8Array(INITIAL_HISTORY);
  /** halfmoves[p]: plies since the last capture (or root clock) at position p. */
  halfmoves = new Uint16Array(INITIAL_HISTORY);

  private constructor() {}

  /** Builds a position from a Setup that `validateSetup` has accepted. */
  static fromValidSetup(setup: Setup): Position {
    const pos = new Position();
    const next = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    for (const p of setup.pieces) {
      const k = p.color * 7 + p.role;
      const slot = sideTag(p.color) + ROLE_FIRST_SLOT[p.role] + next[k]++;
      pos.board[p.square] = slot;
      pos.squareOf[slot] = p.square;
      pos.key ^= ZOBRIST_KEY[KIND_OF[slot] * 256 + p.square];
      pos.lock ^= ZOBRIST_LOCK[KIND_OF[slot] * 256 + p.square];
    }
    pos.turn = setup.turn;
    if (setup.turn === 1) {
      pos.key ^= ZOBRIST_SIDE_KEY;
      pos.lock ^= ZOBRIST_SIDE_LOCK;
    }
    pos.rootHalfmoves = setup.halfmoves;
    pos.rootFullmoves = setup.fullmoves;
    pos.keys[0] = pos.key;
    pos.locks[0] = pos.lock;
    pos.halfmoves[0] = setup.halfmoves;
    pos.checks[0] = pos.inCheck() ? 1 : 0;
    return pos;
  }

  clone(): Position {
    const p = new Position();
    p.board.set(this.board);
    p.squareOf.set(this.squareOf);
    p.turn = this.turn;
    p.key = this.key;
    p.lock = this.lock;
    p.ply = this.ply;
    p.rootHalfmoves = this.rootHalfmoves;
    p.rootFullmoves = this.rootFullmoves;
    if (this.moves.length === p.moves.length) {
      // the new position's own history arrays fit: copied into, not allocated twice
      p.moves.set(this.moves);
      p.captured.set(this.captured);
      p.keys.set(this.keys);
      p.locks.set(this.locks);
      p.checks.set(this.checks);
      p.halfmoves.set(this.halfmoves);
      return p;
    }
    p.moves = this.moves.slice();
    p.captured = this.captured.slice();
    p.keys = this.keys.slice();
    p.locks = this.locks.slice();
    p.checks = this.checks.slice();
    p.halfmoves = this.halfmoves.slice();
    return p;
  }

  /** Forgets the history: the current position becomes the root. */
  resetHistory(): void {
    this.rootHalfmoves = this.halfmoves[this.ply];
    this.rootFullmoves = this.fullmoves();
    this.keys[0] = this.key;
    this.locks[0] = this.lock;
    this.checks[0] = this.checks[this.ply];
    this.halfmoves[0] = this.rootHalfmoves;
    this.ply = 0;
  }

  /** Full-move number of the current position, as FEN counts it. */
  fullmoves(): number {
    // the number goes up after each Black move
    const rootBlack = (this.turn ^ (this.ply & 1)) === 1;
    return this.rootFullmoves + ((this.ply + (rootBlack ? 1 : 0)) >> 1);
  }

  pieceAt(sq: number): { color: Color; role: Role } | undefined {
    const pc = this.board[sq];
    return pc ? { color: pieceColor(pc), role: pieceRole(pc) } : undefined;
  }

  kingSquare(c: Color): number {
    return this.squareOf[sideTag(c)];
  }

  private grow(): void {
    const n = this.moves.length * 2;
    const g = <T extends Int32Array | Uint8Array | Uint16Array>(a: T): T => {
      const b = new (a.constructor as new (n: number) => T)(n);
      b.set(a);
      return b;
    };
    this.moves = g(this.moves);
    this.captured = g(this.captured);
    this.keys = g(this.keys);
    this.locks = g(this.locks);
    this.checks = g(this.checks);
    this.halfmoves = g(this.halfmoves);
  }

  /** Plays a legal (or at least pseudo-legal) move. */
  play(m: Move): void {
    const from = m & 255;
    const to = m >> 8;
    const pc = this.board[from];
    const cap = this.board[to];
    this.movePiece(from, to, pc, cap);
    const p = this.ply;
    if (p + 2 >= this.moves.length) this.grow();
    this.moves[p] = m;
    this.captured[p] = cap;
    this.ply = p + 1;
    this.keys[p + 1] = this.key;
    this.locks[p + 1] = this.lock;
    this.halfmoves[p + 1] = cap ? 0 : this.halfmoves[p] + 1;
    this.checks[p + 1] = this.inCheck() ? 1 : 0;
  }

  undo(): void {
    const p = --this.ply;
    const m = this.moves[p];
    if (m === 0) {
      this.switchSide();
      return;
    }
    this.unmovePiece(m & 255, m >> 8, this.captured[p]);
  }

  /** Passes the turn (for the search's null move); undone by `undo`. */
  playNull(): void {
    this.switchSide();
    const p = this.ply;
    if (p + 2 >= this.moves.length) this.grow();
    this.moves[p] = 0;
    this.captured[p] = 0;
    this.ply = p + 1;
    this.keys[p + 1] = this.key;
    this.locks[p + 1] = this.lock;
    this.halfmoves[p + 1] = this.halfmoves[p] + 1;
    this.checks[p + 1] = this.inCheck() ? 1 : 0;
  }

  /** The move that led to this position, or 0 at the root or after a null move. */
  lastMove(): Move {
    return this.ply > 0 ? this.moves[this.ply - 1] : 0;
  }

  /** The piece the last move captured (a slot), or 0. */
  lastCaptured(): number {
    return this.ply > 0 ? this.captured[this.ply - 1] : 0;
  }

  private switchSide(): void {
    this.turn = (this.turn ^ 1) as Color;
    this.key ^= ZOBRIST_SIDE_KEY;
    this.lock ^= ZOBRIST_SIDE_LOCK;
  }

  private movePiece(from: number, to: number, pc: number, cap: number): void {
    const kpc = KIND_OF[pc] << 8;
    let key = this.key ^ ZOBRIST_KEY[kpc | from] ^ ZOBRIST_KEY[kpc | to] ^ ZOBRIST_SIDE_KEY;
    let lock = this.lock ^ ZOBRIST_LOCK[kpc | from] ^ ZOBRIST_LOCK[kpc | to] ^ ZOBRIST_SIDE_LOCK;
    if (cap) {
      const kc = (KIND_OF[cap] << 8) | to;
      key ^= ZOBRIST_KEY[kc];
      lock ^= ZOBRIST_LOCK[kc];
      this.squareOf[cap] = 0;
    }
    this.board[from] = 0;
    this.board[to] = pc;
    this.squareOf[pc] = to;
    this.key = key;
    this.lock = lock;
    this.turn = (this.turn ^ 1) as Color;
  }

  private unmovePiece(from: number, to: number, cap: number): void {
    const pc = this.board[to];
    this.board[from] = pc;
    this.squareOf[pc] = from;
    this.board[to] = cap;
    if (cap) this.squareOf[cap] = to;
    this.turn = (this.turn ^ 1) as Color;
    this.key = this.keys[this.ply];
    this.lock = this.locks[this.ply];
  }

  /** Is the side to move in check? */
  inCheck(): boolean {
    return this.attacked(this.turn);
  }

  /** Is colour c's king attacked (flying general included)? */
  attacked(c: Color): boolean {
    const board = this.board;
    const k = this.squareOf[sideTag(c)];
    if (k === 0) return false;
    const opp = sideTag((c ^ 1) as Color);
    // pawns: in front of the king, or beside it (a pawn beside a king in its palace has crossed)
    let pc = board[k + PAWN_FORWARD[c]];
    if (pc & opp && ROLE_OF[pc] === R_PAWN) return true;
    pc = board[k - 1];
    if (pc & opp && ROLE_OF[pc] === R_PAWN) return true;
    pc = board[k + 1];
    if (pc & opp && ROLE_OF[pc] === R_PAWN) return true;
    for (let i = 0; i < 8; i++) {
      pc = board[k - HORSE_DELTAS[i]];
      if (pc & opp && ROLE_OF[pc] === R_HORSE && board[k + HORSE_CHECK_LEGS[i]] === 0) return true;
    }
    for (let i = 0; i < 4; i++) {
      const d = KING_DELTAS[i];
      let sq = k + d;
      while (IN_BOARD[sq] && board[sq] === 0) sq += d;
      if (!IN_BOARD[sq]) continue;
      pc = board[sq];
      if (pc & opp) {
        const r = ROLE_OF[pc];
        if (r === R_CHARIOT || r === R_KING) return true;
      }
      sq += d;
      while (IN_BOARD[sq] && board[sq] === 0) sq += d;
      if (!IN_BOARD[sq]) continue;
      pc = board[sq];
      if (pc & opp && ROLE_OF[pc] === R_CANNON) return true;
    }
    return false;
  }

  /**
   * Writes pseudo-legal moves of the side to move into `out` from index n; returns the new count.
   * `mode` 0: all moves, 1: captures only, 2: non-captures only.
   */
  generate(out: Int32Array | number[], n: number, mode: 0 | 1 | 2 = 0): number {
    const board = this.board;
    const c = this.turn;
    const self = sideTag(c);
    const opp = sideTag((c ^ 1) as Color);
    const wantQuiet = mode !== 1;
    const wantCapture = mode !== 2;
    for (let i = 0; i < 16; i++) {
      const from = this.squareOf[self + i];
      if (from === 0) continue;
      switch (ROLE_OF[self + i]) {
        case R_KING:
          for (let j = 0; j < 4; j++) {
            const to = from + KING_DELTAS[j];
            if (!IN_PALACE[to]) continue;
            const t = board[to];
            if (t === 0 ? wantQuiet : t & opp && wantCapture) out[n++] = from | (to << 8);
          }
          break;
        case R_ADVISOR:
          for (let j = 0; j < 4; j++) {
            const to = from + ADVISOR_DELTAS[j];
            if (!IN_PALACE[to]) continue;
            const t = board[to];
            if (t === 0 ? wantQuiet : t & opp && wantCapture) out[n++] = from | (to << 8);
          }
          break;
        case R_ELEPHANT:
          for (let j = 0; j < 4; j++) {
            const d = ELEPHANT_DELTAS[j];
            const to = from + d;
            // the river: an elephant stays on its own half
            if (!IN_BOARD[to] || RED_HALF[to] !== RED_HALF[from] || board[from + (d >> 1)] !== 0) continue;
            const t = board[to];
            if (t === 0 ? wantQuiet : t & opp && wantCapture) out[n++] = from | (to << 8);
          }
          break;
        case R_HORSE:
          for (let j = 0; j < 8; j++) {
            const to = from + HORSE_DELTAS[j];
            if (!IN_BOARD[to] || board[from + HORSE_LEGS[j]] !== 0) continue;
            const t = board[to];
            if (t === 0 ? wantQuiet : t & opp && wantCapture) out[n++] = from | (to << 8);
          }
          break;
        case R_CHARIOT:
          for (let j = 0; j < 4; j++) {
            const d = KING_DELTAS[j];
            let to = from + d;
            while (IN_BOARD[to]) {
              const t = board[to];
              if (t === 0) {
                if (wantQuiet) out[n++] = from | (to << 8);
              } else {
                if (t & opp && wantCapture) out[n++] = from | (to << 8);
                break;
              }
              to += d;
            }
          }
          break;
        case R_CANNON:
          for (let j = 0; j < 4; j++) {
            const d = KING_DELTAS[j];
            let to = from + d;
            while (IN_BOARD[to] && board[to] === 0) {
              if (wantQuiet) out[n++] = from | (to << 8);
              to += d;
            }
            if (!wantCapture || !IN_BOARD[to]) continue;
            to += d;
            while (IN_BOARD[to] && board[to] === 0) to += d;
            if (IN_BOARD[to] && board[to] & opp) out[n++] = from | (to << 8);
          }
          break;
        default: {
          // pawn
          let to = from + PAWN_FORWARD[c];
          if (IN_BOARD[to]) {
            const t = board[to];
            if (t === 0 ? wantQuiet : t & opp && wantCapture) out[n++] = from | (to << 8);
          }
          if ((RED_HALF[from] === 1) !== (c === 0)) {
            for (let s = -1; s <= 1; s += 2) {
              to = from + s;
              if (!IN_BOARD[to]) continue;
              const t = board[to];
              if (t === 0 ? wantQuiet : t & opp && wantCapture) out[n++] = from | (to << 8);
            }
          }
        }
      }
    }
    return n;
  }

  /** Does the pseudo-legal move m leave the mover's own king safe? */
  isSafe(m: Move): boolean {
    const from = m & 255;
    const to = m >> 8;
    const board = this.board;
    const pc = board[from];
    const cap = board[to];
    board[from] = 0;
    board[to] = pc;
    this.squareOf[pc] = to;
    if (cap) this.squareOf[cap] = 0;
    const bad = this.attacked(this.turn);
    board[from] = pc;
    board[to] = cap;
    this.squareOf[pc] = from;
    if (cap) this.squareOf[cap] = to;
    return !bad;
  }

  /** Rays from the own king (bits by KING_DELTAS index) that hold an enemy chariot, cannon or king. */
  private rayMask = 0;
  /** Diagonal neighbours of the own king (bits by DIAG index) that are the leg of an enemy horse. */
  private legMask = 0;
  private safeKing = 0;
  private safeCheck = 0;

  /**
   * Prepares safeFast for the side to move. A non-king move out of check can expose the king only
   * by emptying or filling a square on a king ray that holds an enemy slider (chariot, cannon,
   * facing king: lines, and cannon screens), or by emptying the leg of an enemy horse.
   */
  private prepareSafety(): void {
    const board = this.board;
    const c = this.turn;
    const k = this.squareOf[sideTag(c)];
    const opp = sideTag((c ^ 1) as Color);
    this.safeKing = k;
    this.safeCheck = this.checks[this.ply];
    let rays = 0;
    for (let j = 0; j < 4; j++) {
      const d = KING_DELTAS[j];
      for (let sq = k + d; IN_BOARD[sq]; sq += d) {
        const pc = board[sq];
        if (pc & opp) {
          const r = ROLE_OF[pc];
          if (r === R_CHARIOT || r === R_CANNON || r === R_KING) {
            rays |= 1 << j;
            break;
          }
        }
      }
    }
    let legs = 0;
    for (let i = 0; i < 8; i++) {
      const pc = board[k - HORSE_DELTAS[i]];
      if (pc & opp && ROLE_OF[pc] === R_HORSE) legs |= 1 << diagIndex(HORSE_CHECK_LEGS[i]);
    }
    this.rayMask = rays;
    this.legMask = legs;
  }

  /** isSafe with a shortcut for moves that cannot expose the king; call prepareSafety first. */
  private safeFast(m: Move): boolean {
    const k = this.safeKing;
    const from = m & 255;
    if (this.safeCheck === 0 && from !== k) {
      const to = m >> 8;
      const rays = this.rayMask;
      if (rays !== 0 && (rays & rayBit(from, k) || rays & rayBit(to, k))) return this.isSafe(m);
      const dk = from - k;
      if (this.legMask !== 0 && (dk === 15 || dk === -15 || dk === 17 || dk === -17) && this.legMask & (1 << diagIndex(dk)))
        return this.isSafe(m);
      return true;
    }
    return this.isSafe(m);
  }

  /** Legal moves of the side to move, written into out from n; returns the new count. */
  generateLegal(out: Int32Array | number[], n: number, mode: 0 | 1 | 2 = 0): number {
    const buf = SCRATCH;
    const end = this.generate(buf, 0, mode);
    this.prepareSafety();
    for (let i = 0; i < end; i++) if (this.safeFast(buf[i])) out[n++] = buf[i];
    return n;
  }

  /** All evasions when in check: the legal moves (every legal move answers the check). */
  generateEvasions(out: Int32Array | number[], n: number): number {
    return this.generateLegal(out, n, 0);
  }

  legalMoves(): Move[] {
    const buf = new Int32Array(MAX_MOVES);
    return Array.from(buf.subarray(0, this.generateLegal(buf, 0, 0)));
  }

  /** Counts legal moves without keeping them, stopping once the count reaches `limit`. */
  countLegal(buf: Int32Array, limit = MAX_MOVES): number {
    const end = this.generate(buf, 0, 0);
    this.prepareSafety();
    let count = 0;
    for (let i = 0; i < end && count < limit; i++) if (this.safeFast(buf[i])) count++;
    return count;
  }

  /**
   * Keeps the legal moves among the pseudo-legal moves buf[0..n), in order; returns the new count.
   * The cheap path of generateLegal for callers that generated into their own buffer.
   */
  filterLegal(buf: Int32Array, n: number): number {
    this.prepareSafety();
    let j = 0;
    for (let i = 0; i < n; i++) if (this.safeFast(buf[i])) buf[j++] = buf[i];
    return j;
  }

  /** Is m a legal move here? Safe to call with any number. */
  isLegal(m: Move): boolean {
    const from = m & 255;
    const to = m >> 8;
    if (!IN_BOARD[from] || !IN_BOARD[to] || from === to) return false;
    const pc = this.board[from];
    if (!(pc & sideTag(this.turn))) return false;
    const buf = new Int32Array(MAX_MOVES);
    const n = this.generate(buf, 0, 0);
    for (let i = 0; i < n; i++) if (buf[i] === m) return this.isSafe(m);
    return false;
  }

  /** Does the side to move have a legal move? Stops at the first one. */
  hasLegalMove(): boolean {
    const buf = new Int32Array(MAX_MOVES);
    const n = this.generate(buf, 0, 0);
    this.prepareSafety();
    for (let i = 0; i < n; i++) if (this.safeFast(buf[i])) return true;
    return false;
  }

  /** Would the legal move m give check? */
  givesCheck(m: Move): boolean {
    this.play(m);
    const check = this.checks[this.ply] === 1;
    this.undo();
    return check;
  }
}
