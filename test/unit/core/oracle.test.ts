import { strict as assert } from 'node:assert';
import * as fs from 'node:fs';
import { parseFen } from '../../../src/core/fen';
import { fileOf, rankOf } from '../../../src/core/squares';
import { moveFrom, moveTo } from '../../../src/core/types';
import { hasShared, sharedPath } from '../../shared';

// Fairy-Stockfish's ffish (GPL, devDependency, tests only) is an independent rules oracle.
// Its old Emscripten glue fetch()es the wasm by path when fetch exists, so fetch is hidden while it loads.
interface FfishBoard {
  legalMoves(): string;
  isCheck(): boolean;
  isGameOver(claimDraw: boolean): boolean;
  delete(): void;
}
interface Ffish {
  calledRun?: boolean;
  onRuntimeInitialized?: () => void;
  Board: new (variant: string, fen: string) => FfishBoard;
}

const loadFfish = async (): Promise<Ffish> => {
  const g = globalThis as { fetch?: unknown };
  const saved = g.fetch;
  delete g.fetch;
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const ff = require('ffish') as Ffish;
    if (!ff.calledRun) await new Promise<void>((resolve) => (ff.onRuntimeInitialized = resolve));
    return ff;
  } finally {
    g.fetch = saved;
  }
};

/** Fairy-Stockfish numbers ranks 1–10, we number them 0–9. */
const fsSquare = (sq: number): string => 'abcdefghi'[fileOf(sq)] + String(rankOf(sq) + 1);
const fsUci = (m: number): string => fsSquare(moveFrom(m)) + fsSquare(moveTo(m));

/** Puzzle FENs stop after the side to move; complete them for both parsers. */
const complete = (fen: string): string => (fen.split(/\s+/).length >= 4 ? fen : `${fen} - - 0 1`);
const withTurn = (fen: string, turn: 'w' | 'b'): string => {
  const f = complete(fen).split(/\s+/);
  f[1] = turn;
  return f.join(' ');
};

const readFens = (file: string): string[] =>
  fs
    .readFileSync(sharedPath('fen', file), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map(complete);

(hasShared ? describe : describe.skip)('rules core against Fairy-Stockfish (ffish)', () => {
  let ff: Ffish;
  before(async function () {
    this.timeout(20000);
    ff = await loadFfish();
  });

  for (const file of ['elephantchess_fens.txt', 'walker_puzzle_fens.txt'])
    it(`legal moves, check and no-move verdicts agree on every FEN of ${file}`, function () {
      this.timeout(30000);
      const fens = readFens(file);
      let compared = 0;
      let rejected = 0;
      let noMoves = 0;
      let checks = 0;
      for (const fen of fens) {
        const board = new ff.Board('xiangqi', fen);
        try {
          const r = parseFen(fen);
          if (!r.ok) {
            // ffish takes positions where the side not to move is in check; we refuse them
            assert.equal(r.error.code, 'ERR_OPPONENT_IN_CHECK', `${fen}: ${r.error.message}`);
            const other = new ff.Board('xiangqi', withTurn(fen, fen.split(' ')[1] === 'w' ? 'b' : 'w'));
            try {
              assert.ok(other.isCheck(), `${fen}: ffish sees no check on the side not to move`);
            } finally {
              other.delete();
            }
            rejected++;
            continue;
          }
          const p = r.value;
          const ours = p.legalMoves().map(fsUci).sort();
          const theirsText = board.legalMoves().trim();
          const theirs = theirsText ? theirsText.split(/\s+/).sort() : [];
          assert.deepEqual(ours, theirs, fen);
          assert.equal(p.inCheck(), board.isCheck(), `${fen}: in check`);
          assert.equal(p.hasLegalMove(), theirs.length > 0, `${fen}: has a legal move`);
          if (theirs.length === 0) {
            assert.ok(board.isGameOver(false), `${fen}: ffish should call the game over`);
            noMoves++;
          }
          if (p.inCheck()) checks++;
          compared++;
        } finally {
          board.delete();
        }
      }
      console.log(`      ${file}: ${compared} compared (${checks} in check, ${noMoves} without moves), ${rejected} refused`);
      assert.equal(compared + rejected, fens.length);
      assert.ok(compared > fens.length * 0.9, 'nearly all FENs are legal positions');
    });
});
