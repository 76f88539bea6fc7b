import { strict as assert } from 'node:assert';
import { START_FEN } from '../../../src/core/fen';
import type { Score } from '../../../src/core/score';
import { BUILTIN_LINES } from '../../../src/engine/book/builtinLines';
import type { InfoDto } from '../../../src/protocol/dto';
import { LocalEngine } from '../../../src/worker/localEngine';

/**
 * The book never shields a blunder: every move of every built-in line must not lose 100 centipawns against
 * the engine's choice there. Like with like: the engine's choice is its full search, the book move is
 * searched alone (searchmoves) at the same depth, each from an empty hash.
 *
 * In two passes, as a review is: every move at FIRST_DEPTH, and a move that loses 100 there again at
 * CONFIRM_DEPTH, where it must still lose 100 to count. At depth 8 our engine reads about a quarter of the
 * book's moves 100 to 250 below its choice (1.炮二平五 itself 160 below 1.兵七进一); at depth 12 most of
 * those fall back within 100, and what still loses was either a real error (now corrected, see
 * builtinLines.ts) or one of ENGINE_MISREADS.
 */
const FIRST_DEPTH = 8;
const CONFIRM_DEPTH = 12;
const MAX_LOSS = 100;

/**
 * Book moves our engine reads as losing 100 or more even at CONFIRM_DEPTH, which native Fairy-Stockfish
 * (classical evaluation, one thread) at depth 16 finds sound: the line up to and including the move, and
 * that reference's loss there in its centipawns. Master practice plays them, so they stay; they are not
 * searched at CONFIRM_DEPTH, and each must still lose less than MAX_MISREAD at FIRST_DEPTH, so an
 * excuse never hides a hung piece (those cost 500 and more).
 */
const ENGINE_MISREADS: Readonly<Record<string, number>> = {
  'h2f2': -10, // 1.炮二平六 (A50), read 127 below 1.兵七进一
  'h2e2 h7e7': 23, // 1…炮8平5 (D00)
  'h0g2 g6g5 b2e2': 23, // 2.炮八平五 (A44)
  'c3c4 b7c7 b2e2 g9e7': 46, // 2…象7进5 (E20)
  'c3c4 b7c7 h2e2 c9e7 h0g2 h9g7': 26, // 3…马8进7 (E12; the reference at depth 18)
  'h2e2 h9g7 h0g2 b9c7 i0i1': 45, // 3.车一进一 (C10)
  'h2e2 b9c7 h0g2 h7f7 i0h0 h9g7 c3c4 i9h9': 60, // 4…车9平8 (B31)
  'h2d2 h7e7 h0g2 h9g7 i0h0 i9h9': 57, // 3…车9平8 (A63)
  'h2e2 h7e7 h0g2 h9g7 i0h0 i9i8 h0h6': 8, // 4.车二进六 (D20)
  'h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 h0h4 c6c5 c3c4 g9e7': 14, // 5…象7进5 (C15)
  'h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 c3c4 g6g5 h0h6 h7i7 h6g6': 0, // 6.车二平三 (C41), the reference's own choice
  'h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 c3c4 g6g5 h0h6 b7b3 b0c2 c9e7': 53, // 6…象3进5 (C30; 42 at depth 18), read 137 below 6…炮2平7
};
const MAX_MISREAD = 300;

const centipawns = (s: Score): number => (s.kind === 'mate' ? Math.sign(s.value) * 30_000 : s.value);

describe('the built-in book is sound', function () {
  this.timeout(300_000);
  it(`no book move loses ${MAX_LOSS} centipawns against the engine's choice (depth ${FIRST_DEPTH}, confirmed at ${CONFIRM_DEPTH})`, async () => {
    const engine = new LocalEngine({ hashMb: 16 });
    /** The engine's choice before move `i` of `moves`, and how much worse it reads that move searched alone. */
    const choices = new Map<string, InfoDto>();
    const loss = async (moves: readonly string[], i: number, depth: number): Promise<{ best: string; loss: number }> => {
      const position = { fen: START_FEN, moves: moves.slice(0, i) };
      // lines that part at a position share its search
      const at = `${depth} ${position.moves.join(' ')}`;
      const best = choices.get(at) ?? (await engine.analyse({ position, limits: { depth }, fresh: true })).lines[0];
      assert.ok(best?.pv.length, moves.slice(0, i + 1).join(' '));
      choices.set(at, best);
      if (best.pv[0] === moves[i]) return { best: best.pv[0], loss: 0 };
      const alone = (await engine.analyse({ position, limits: { depth, searchmoves: [moves[i]] }, fresh: true })).lines[0];
      assert.ok(alone?.pv[0] === moves[i], `${moves.slice(0, i + 1).join(' ')} searched alone`);
      return { best: best.pv[0], loss: centipawns(best.score) - centipawns(alone.score) };
    };
    const seen = new Set<string>();
    const losing: string[] = [];
    for (const line of BUILTIN_LINES) {
      const moves = line.moves.split(' ');
      for (let i = 0; i < moves.length; i++) {
        const key = moves.slice(0, i + 1).join(' ');
        if (seen.has(key)) continue;
        seen.add(key);
        const first = await loss(moves, i, FIRST_DEPTH);
        if (key in ENGINE_MISREADS) {
          if (first.loss >= MAX_MISREAD) losing.push(`${line.ecco} ${key}: ${moves[i]} loses ${first.loss} (${first.best} instead), past what a misread may`);
          continue;
        }
        if (first.loss < MAX_LOSS) continue;
        const deeper = await loss(moves, i, CONFIRM_DEPTH);
        if (deeper.loss >= MAX_LOSS) losing.push(`${line.ecco} ${key}: ${moves[i]} loses ${deeper.loss} (${deeper.best} instead)`);
      }
    }
    assert.ok(seen.size > 100, `${seen.size} book moves`);
    assert.deepEqual(losing, []);
  });
});
