import { strict as assert } from 'node:assert';
import * as fs from 'node:fs';
import { parseFen, toFen } from '../../../src/core/fen';
import { MAX_MOVES, Position } from '../../../src/core/position';
import { square } from '../../../src/core/squares';
import { ADVISOR, CANNON, CHARIOT, Color, ELEPHANT, HORSE, KING, PAWN, RED, Role, makeMove } from '../../../src/core/types';
import { describeShared, sharedPath } from '../../shared';
import { rng } from '../../rng';

// ElephantEye's brute-force cross-check: every from/to pair judged by a slow mover written plainly
// on file/rank coordinates, against the fast generator, on positions reached by seeded random play.

type Cell = { color: Color; role: Role } | undefined;
type Grid = Cell[][]; // grid[file][rank]

const gridOf = (p: Position): Grid => {
  const g: Grid = [];
  for (let f = 0; f < 9; f++) {
    g.push([]);
    for (let r = 0; r < 10; r++) g[f].push(p.pieceAt(square(f, r)));
  }
  return g;
};

const inPalace = (c: Color, f: number, r: number): boolean => f >= 3 && f <= 5 && (c === RED ? r <= 2 : r >= 7);
const ownSide = (c: Color, r: number): boolean => (c === RED ? r <= 4 : r >= 5);

/** Pieces strictly between two squares on one file or rank. */
const between = (g: Grid, f1: number, r1: number, f2: number, r2: number): number => {
  let n = 0;
  if (f1 === f2) for (let r = Math.min(r1, r2) + 1; r < Math.max(r1, r2); r++) n += g[f1][r] ? 1 : 0;
  else for (let f = Math.min(f1, f2) + 1; f < Math.max(f1, f2); f++) n += g[f][r1] ? 1 : 0;
  return n;
};

/** Can the piece on (f1, r1) go to (f2, r2) by its own movement rules (target colour not judged)? */
const reaches = (g: Grid, f1: number, r1: number, f2: number, r2: number): boolean => {
  const pc = g[f1][r1]!;
  const df = f2 - f1;
  const dr = r2 - r1;
  const af = Math.abs(df);
  const ar = Math.abs(dr);
  switch (pc.role) {
    case KING:
      return inPalace(pc.color, f2, r2) && af + ar === 1;
    case ADVISOR:
      return inPalace(pc.color, f2, r2) && af === 1 && ar === 1;
    case ELEPHANT:
      return af === 2 && ar === 2 && ownSide(pc.color, r2) && !g[f1 + df / 2][r1 + dr / 2];
    case HORSE:
      if (af === 1 && ar === 2) return !g[f1][r1 + dr / 2];
      if (af === 2 && ar === 1) return !g[f1 + df / 2][r1];
      return false;
    case CHARIOT:
      return (af === 0) !== (ar === 0) && between(g, f1, r1, f2, r2) === 0;
    case CANNON:
      return (af === 0) !== (ar === 0) && between(g, f1, r1, f2, r2) === (g[f2][r2] ? 1 : 0);
    case PAWN: {
      const forward = pc.color === RED ? 1 : -1;
      if (df === 0 && dr === forward) return true;
      return ar === 0 && af === 1 && !ownSide(pc.color, r1);
    }
  }
  return false;
};

const attackedRef = (g: Grid, c: Color): boolean => {
  let kf = -1;
  let kr = -1;
  for (let f = 0; f < 9; f++) for (let r = 0; r < 10; r++) if (g[f][r]?.color === c && g[f][r]?.role === KING) [kf, kr] = [f, r];
  for (let f = 0; f < 9; f++)
    for (let r = 0; r < 10; r++) {
      const pc = g[f][r];
      if (!pc || pc.color === c) continue;
      if (reaches(g, f, r, kf, kr)) return true;
      // the kings may not face each other on an open file
      if (pc.role === KING && f === kf && between(g, f, r, kf, kr) === 0) return true;
    }
  return false;
};

/** Every legal move by the slow mover, in the packed Move encoding. */
const legalRef = (p: Position): Set<number> => {
  const g = gridOf(p);
  const out = new Set<number>();
  for (let f1 = 0; f1 < 9; f1++)
    for (let r1 = 0; r1 < 10; r1++) {
      const pc = g[f1][r1];
      if (pc?.color !== p.turn) continue;
      for (let f2 = 0; f2 < 9; f2++)
        for (let r2 = 0; r2 < 10; r2++) {
          if (g[f2][r2]?.color === p.turn || !reaches(g, f1, r1, f2, r2)) continue;
          const saved = g[f2][r2];
          g[f2][r2] = pc;
          g[f1][r1] = undefined;
          if (!attackedRef(g, p.turn)) out.add(makeMove(square(f1, r1), square(f2, r2)));
          g[f1][r1] = pc;
          g[f2][r2] = saved;
        }
    }
  return out;
};


const list = (p: Position, mode: 0 | 1 | 2): number[] => {
  const buf = new Int32Array(MAX_MOVES);
  return Array.from(buf.subarray(0, p.generateLegal(buf, 0, mode))).sort((a, b) => a - b);
};

const snapshot = (p: Position) => ({
  board: Array.from(p.board),
  squareOf: Array.from(p.squareOf),
  turn: p.turn,
  key: p.key,
  lock: p.lock,
  ply: p.ply,
});

const startFens = (): string[] => {
  const read = (file: string) =>
    fs.readFileSync(sharedPath('fen', file), 'utf8').split('\n').map((l) => l.trim()).filter(Boolean);
  const all = [...read('elephantchess_fens.txt'), ...read('walker_puzzle_fens.txt')];
  return all.filter((_, i) => i % 16 === 0).map((f) => (f.split(/\s+/).length >= 4 ? f : `${f} - - 0 1`));
};

const PLIES = 10;

describeShared('legality: brute-force cross-check (ElephantEye style)', () => {
  it('fast generator, captures/quiets split, evasions, make/undo and incremental keys agree with the slow mover', function () {
    this.timeout(60000);
    const random = rng(20261123);
    let visited = 0;
    let inCheck = 0;
    let mated = 0;
    let bigBoardMoves = 0;
    for (const fen of startFens()) {
      const r = parseFen(fen);
      if (!r.ok) continue;
      const p = r.value;
      for (let ply = 0; ply < PLIES; ply++) {
        const here = `${toFen(p)} (from ${fen})`;
        const ref = [...legalRef(p)].sort((a, b) => a - b);
        const all = list(p, 0);
        assert.deepEqual(all, ref, `legal moves of ${here}`);
        assert.deepEqual(p.legalMoves().sort((a, b) => a - b), ref, `legalMoves() of ${here}`);
        bigBoardMoves += ref.length;

        // captures ∪ quiets = all, disjoint, and split by whether the target is occupied
        const caps = list(p, 1);
        const quiets = list(p, 2);
        assert.deepEqual([...caps, ...quiets].sort((a, b) => a - b), all, `captures ∪ quiets of ${here}`);
        for (const m of caps) assert.ok(p.board[m >> 8] !== 0, `capture to an empty square in ${here}`);
        for (const m of quiets) assert.equal(p.board[m >> 8], 0, `quiet onto a piece in ${here}`);

        const check = attackedRef(gridOf(p), p.turn);
        assert.equal(p.inCheck(), check, `in check: ${here}`);
        assert.equal(p.checks[p.ply], check ? 1 : 0, `checks[] of ${here}`);
        if (check) {
          inCheck++;
          const buf = new Int32Array(MAX_MOVES);
          const ev = Array.from(buf.subarray(0, p.generateEvasions(buf, 0))).sort((a, b) => a - b);
          assert.deepEqual(ev, all, `evasions of ${here}`);
        }
        assert.equal(p.hasLegalMove(), ref.length > 0, `hasLegalMove: ${here}`);
        const countBuf = new Int32Array(MAX_MOVES);
        assert.equal(p.countLegal(countBuf), ref.length, `countLegal: ${here}`);
        for (const limit of [1, 2]) assert.equal(p.countLegal(countBuf, limit), Math.min(limit, ref.length), `countLegal to ${limit}: ${here}`);

        // isLegal on every pair from an own piece: the fast single-move test agrees with the slow mover
        const refSet = new Set(ref);
        for (let sq = 0; sq < 256; sq++) {
          if (!(p.board[sq] & (16 << p.turn))) continue;
          for (let f = 0; f < 9; f++)
            for (let rk = 0; rk < 10; rk++) {
              const m = makeMove(sq, square(f, rk));
              assert.equal(p.isLegal(m), refSet.has(m), `isLegal ${m} in ${here}`);
            }
        }

        // make/undo restores everything; the incremental key equals the key of the same FEN read afresh
        const before = snapshot(p);
        for (const m of all) {
          p.play(m);
          p.undo();
        }
        assert.deepEqual(snapshot(p), before, `make/undo of every move in ${here}`);
        const fresh = parseFen(toFen(p));
        assert.ok(fresh.ok);
        assert.equal(p.key, fresh.value.key, `key of ${here}`);
        assert.equal(p.lock, fresh.value.lock, `lock of ${here}`);
        visited++;

        if (ref.length === 0) {
          mated++;
          break;
        }
        p.play(ref[Math.floor(random() * ref.length)]);
        // a legal move never leaves the mover's king attacked
        assert.equal(attackedRef(gridOf(p), (p.turn ^ 1) as Color), false);
      }
    }
    console.log(`      ${visited} positions (${inCheck} in check, ${mated} without moves), ${bigBoardMoves} legal moves compared`);
    assert.ok(visited > 1200 && inCheck > 40, 'the sample reaches many positions, some in check');
  });
});
