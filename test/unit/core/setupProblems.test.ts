import { strict as assert } from 'node:assert';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { START_FEN, parseFen, parseFenSetup } from '../../../src/core/fen';
import { placementOk } from '../../../src/core/setup';
import { type SetupProblem, setupProblems } from '../../../src/core/setupProblems';
import { setupProblemText } from '../../../src/core/setupWords';
import { parseSquare, squareName } from '../../../src/core/squares';
import type { Setup } from '../../../src/core/types';
import { OWN_PERFT } from '../../fixtures/perft';

const setup = (fen: string): Setup => {
  const r = parseFenSetup(fen);
  if (!r.ok) assert.fail(`${fen}: ${r.error.message}`);
  return r.value;
};
const problems = (fen: string): SetupProblem[] => setupProblems(setup(fen));
/** Problems as `CODE color role squares…`, for short assertions. */
const brief = (fen: string): string[] =>
  problems(fen).map((p) => [p.code, p.color, p.role, ...p.squares.map(squareName)].join(' '));

// two generals apart on different files, nothing else: legal with Red to move
const BARE = '3k5/9/9/9/9/9/9/9/9/4K4';

describe('setupProblems: every reason a set-up is illegal', () => {
  it('finds nothing wrong with the start position, either side to move', () => {
    assert.deepEqual(problems(START_FEN), []);
    assert.deepEqual(problems(START_FEN.replace(' w ', ' b ')), []);
    assert.deepEqual(problems(`${BARE} w`), []);
  });

  it('finds nothing wrong with real positions: the perft table and 320 mates from self-play games', () => {
    const fens = [
      ...OWN_PERFT.map((r) => r.fen),
      ...fs.readFileSync(path.join(__dirname, '../../fixtures/mates/mates.tsv'), 'utf8').split('\n').filter((l) => l && !l.startsWith('#')).map((l) => l.split('\t')[0]),
    ];
    assert.ok(fens.length > 300);
    for (const fen of fens) assert.deepEqual(problems(fen), [], fen);
  });

  it('a missing general, for each side', () => {
    assert.deepEqual(brief('9/9/9/9/9/9/9/9/9/4K4 w'), ['ERR_GENERAL_MISSING 1 0']);
    assert.deepEqual(brief('9/9/9/9/9/9/9/9/9/9 w'), ['ERR_GENERAL_MISSING 0 0', 'ERR_GENERAL_MISSING 1 0']);
  });

  it('two generals of one side, with their squares', () => {
    assert.deepEqual(brief('3k5/9/9/9/9/9/9/9/4K4/3K5 w'), ['ERR_GENERAL_COUNT 0 0 e1 d0']);
    assert.equal(problems('3k5/9/9/9/9/9/9/9/4K4/3K5 w')[0].count, 2);
  });

  it('more of a piece than the start has: 3 horses, 6 pawns', () => {
    assert.deepEqual(brief('3k5/9/9/9/9/9/9/9/9/NN2K3N w'), ['ERR_PIECE_COUNT 0 3 a0 b0 i0']);
    const six = problems('3k5/9/9/9/9/p1p1p1p1p/p8/9/9/4K4 w');
    assert.deepEqual(six.map((p) => [p.code, p.color, p.role, p.count, p.max]), [['ERR_PIECE_COUNT', 1, 6, 6, 5]]);
    // no check is judged when the position cannot be built
    assert.ok(!problems('4k4/9/9/9/9/9/9/9/9/NN2K3N w').some((p) => p.code === 'ERR_GENERALS_FACING'));
  });

  it('a general out of its palace (own or the other side\'s)', () => {
    assert.deepEqual(brief('3k5/9/9/9/9/9/9/4K4/9/9 w'), []);
    assert.deepEqual(brief('3k5/9/9/9/9/9/9/9/9/2K6 w'), ['ERR_GENERAL_PALACE 0 0 c0']);
    assert.deepEqual(brief('3k5/9/9/9/9/9/4K4/9/9/9 w'), ['ERR_GENERAL_PALACE 0 0 e3']);
    assert.deepEqual(brief('9/9/9/9/9/9/9/3k5/9/4K4 w'), ['ERR_GENERAL_PALACE 1 0 d2']);
  });

  it('an advisor off its five palace points: outside the palace, or inside it on no diagonal', () => {
    assert.deepEqual(brief('3k5/9/9/9/9/9/9/9/3A5/4K4 w'), ['ERR_ADVISOR_SQUARE 0 1 d1']);
    assert.deepEqual(brief('3k5/9/9/9/9/9/9/A8/9/4K4 w'), ['ERR_ADVISOR_SQUARE 0 1 a2']);
    assert.deepEqual(brief('3k1a3/4a4/3a5/9/9/9/9/9/9/4K4 w'), ['ERR_PIECE_COUNT 1 1 f9 e8 d7']);
    assert.deepEqual(brief('3k5/3a5/9/9/9/9/9/9/9/4K4 w'), ['ERR_ADVISOR_SQUARE 1 1 d8']);
  });

  it('an elephant across the river, or on its own half off its seven points', () => {
    assert.deepEqual(brief('3k5/9/9/9/2B6/9/9/9/9/4K4 w'), ['ERR_ELEPHANT_RIVER 0 2 c5']);
    assert.deepEqual(brief('3k5/9/9/9/9/9/9/9/9/1B2K4 w'), ['ERR_ELEPHANT_SQUARE 0 2 b0']);
    assert.deepEqual(brief('3k5/9/9/9/9/2b6/9/9/9/4K4 w'), ['ERR_ELEPHANT_RIVER 1 2 c4']);
    assert.deepEqual(brief('3k5/9/4b4/9/9/9/9/9/9/4K4 w'), []);
    assert.deepEqual(brief('3k5/9/2b6/9/9/9/9/9/9/4K4 w'), ['ERR_ELEPHANT_SQUARE 1 2 c7']);
    assert.deepEqual(brief('3k5/9/1b7/9/9/9/9/9/9/4K4 w'), ['ERR_ELEPHANT_SQUARE 1 2 b7']);
  });

  it('a pawn behind its starting rank, or off its files before the river; two of a kind read as one problem', () => {
    assert.deepEqual(brief('3k5/9/9/9/9/9/9/P8/P8/4K4 w'), ['ERR_PAWN_BEHIND 0 6 a2 a1']);
    assert.deepEqual(brief('3k5/9/9/9/9/9/1P7/9/9/4K4 w'), ['ERR_PAWN_SQUARE 0 6 b3']);
    assert.deepEqual(brief('3k5/9/9/9/9/1P7/9/9/9/4K4 w'), ['ERR_PAWN_SQUARE 0 6 b4']);
    // across the river a pawn goes anywhere ahead or sideways
    assert.deepEqual(brief('3k5/9/9/9/1P7/9/9/9/9/4K4 w'), []);
    assert.deepEqual(brief('3k5/p8/9/9/9/9/9/9/9/4K4 w'), ['ERR_PAWN_BEHIND 1 6 a8']);
    assert.deepEqual(brief('3k5/9/9/9/1p7/9/9/9/9/4K4 w'), ['ERR_PAWN_SQUARE 1 6 b5']);
  });

  it('the generals facing on an open file; a piece between them makes it legal', () => {
    assert.deepEqual(brief('4k4/9/9/9/9/9/9/9/9/4K4 w'), ['ERR_GENERALS_FACING 0 0 e9 e0']);
    assert.deepEqual(brief('4k4/9/9/9/9/9/9/9/9/4K4 b'), ['ERR_GENERALS_FACING 0 0 e9 e0']);
    assert.deepEqual(brief('4k4/9/9/9/4N4/9/9/9/9/4K4 w'), []);
    // a piece on the file outside the two (behind a general) does not stand between them
    assert.deepEqual(brief('9/3k5/9/9/9/9/9/9/4K4/4R4 w').length, 0);
    assert.deepEqual(brief('4R4/4k4/9/9/9/9/9/9/4K4/9 b'), ['ERR_GENERALS_FACING 0 0 e8 e1']);
    // generals each in the other's palace, a horse between: out of place, but not facing
    assert.deepEqual(brief('9/4K4/9/9/9/4N4/9/9/4k4/9 w').map((l) => l.split(' ')[0]), ['ERR_GENERAL_PALACE', 'ERR_GENERAL_PALACE']);
  });

  it('the side not to move in check: the general first, then every attacker', () => {
    // a red chariot on the black general's rank with Red to move
    assert.deepEqual(brief('R2k5/9/9/9/9/9/9/9/9/4K4 w'), ['ERR_NOT_TO_MOVE_IN_CHECK 1 0 d9 a9']);
    // the same with Black to move is a check on Black, which is legal
    assert.deepEqual(brief('R2k5/9/9/9/9/9/9/9/9/4K4 b'), []);
    // two attackers, a pawn and a horse: Black to move could take Red's general either way
    assert.deepEqual(brief('4k4/9/9/9/9/9/9/9/3p1n3/3K5 b'), ['ERR_NOT_TO_MOVE_IN_CHECK 0 0 d0 d1 f1']);
  });

  it('lists every problem at once, not just the first', () => {
    const all = brief('4k4/9/9/9/2B6/9/9/P8/9/NN2K3N w').map((l) => l.split(' ')[0]);
    assert.deepEqual(all, ['ERR_PIECE_COUNT', 'ERR_ELEPHANT_RIVER', 'ERR_PAWN_BEHIND']);
  });

  it('agrees with parseFen: a FEN it accepts has no problem, one it refuses has one', () => {
    const fens = [START_FEN, `${BARE} w`, '4k4/9/9/9/9/9/9/9/9/4K4 w', 'R2k5/9/9/9/9/9/9/9/9/4K4 w', '3k5/9/9/9/9/9/1P7/9/9/4K4 w', '3k5/9/9/9/9/9/9/9/9/NN2K3N w'];
    for (const fen of fens) assert.equal(parseFen(fen).ok, problems(fen).length === 0, fen);
  });

  it('placementOk (validateSetup\'s check) says the same as the placement problems on every square', () => {
    for (let r = 0; r < 10; r++)
      for (let f = 0; f < 9; f++) {
        const sq = parseSquare('abcdefghi'[f] + r);
        for (const role of [0, 1, 2, 3, 4, 5, 6] as const)
          for (const c of [0, 1] as const) {
            const bad = setupProblems({ pieces: [{ color: c, role, square: sq }], turn: 0 }).some((p) => p.code !== 'ERR_GENERAL_MISSING' && p.code !== 'ERR_GENERAL_COUNT');
            assert.equal(placementOk(role, c, sq), !bad, `${c} ${role} ${squareName(sq)}`);
          }
      }
  });
});

describe('setupProblemText: the problems in English and Chinese', () => {
  const say = (fen: string, lang: 'en' | 'zh'): string[] => problems(fen).map((p) => setupProblemText(p, lang));

  it('names the facing generals and their squares', () => {
    assert.deepEqual(say('4k4/9/9/9/9/9/9/9/9/4K4 w', 'en'), ['The generals face each other on an open file (e9, e0).']);
    assert.deepEqual(say('4k4/9/9/9/9/9/9/9/9/4K4 w', 'zh'), ['将帅对面（e9、e0）：同一路上两将之间没有棋子。']);
  });

  it('says which side and piece, with the rule it breaks', () => {
    assert.deepEqual(say('3k5/9/9/9/2B6/9/9/9/9/4K4 w', 'en'), ['Red elephant on c5: an elephant never crosses the river.']);
    assert.deepEqual(say('3k5/9/9/9/2B6/9/9/9/9/4K4 w', 'zh'), ['红相在 c5：相不能过河。']);
    assert.deepEqual(say('3k5/p8/9/9/9/9/9/9/9/4K4 w', 'zh'), ['黑卒在 a8：卒不能后退到起始位置之后。']);
    assert.deepEqual(say('3k5/9/9/9/9/9/9/9/9/NN2K3N w', 'en'), ['Red has 3 horses (a0, b0, i0); a side starts with 2.']);
    assert.deepEqual(say('3k5/9/9/9/9/9/9/9/9/NN2K3N w', 'zh'), ['红方有 3 个马（a0、b0、i0），开局只有 2 个。']);
    assert.deepEqual(say('9/9/9/9/9/9/9/9/9/4K4 w', 'zh'), ['黑方没有将。']);
  });

  it('a check on the side not to move names the general, the attacker and who is to move', () => {
    assert.deepEqual(say('R2k5/9/9/9/9/9/9/9/9/4K4 w', 'en'), ["Black's general (d9) is in check, but it is Red to move, who could take it (a9)."]);
    assert.deepEqual(say('R2k5/9/9/9/9/9/9/9/9/4K4 w', 'zh'), ['黑将（d9）正被将军，但轮到红方走棋，可以直接吃掉（a9）。']);
  });

  it('has a sentence in both languages for every code', () => {
    const fens = ['9/9/9/9/9/9/9/9/9/9 w', '3k5/9/9/9/9/9/9/9/4K4/3K5 w', '3k5/9/9/9/9/9/9/9/9/NN2K3N w', '3k5/9/9/9/9/9/4K4/9/9/9 w', '3k5/9/9/9/9/9/9/9/3A5/4K4 w', '3k5/9/9/9/2B6/9/9/9/9/4K4 w', '3k5/9/9/9/9/9/9/9/9/1B2K4 w', '3k5/9/9/9/9/9/9/P8/9/4K4 w', '3k5/9/9/9/9/9/1P7/9/9/4K4 w', '4k4/9/9/9/9/9/9/9/9/4K4 w', 'R2k5/9/9/9/9/9/9/9/9/4K4 w'];
    const codes = new Set<string>();
    for (const fen of fens)
      for (const p of problems(fen)) {
        codes.add(p.code);
        for (const lang of ['en', 'zh'] as const) assert.ok(setupProblemText(p, lang).length > 5, `${p.code} ${lang}`);
      }
    const stacked = setupProblems({ pieces: [{ color: 0, role: 0, square: parseSquare('e0') }, { color: 0, role: 4, square: parseSquare('e0') }, { color: 1, role: 0, square: parseSquare('d9') }], turn: 0 });
    assert.deepEqual(stacked.map((p) => p.code), ['ERR_SQUARE_OCCUPIED']);
    assert.equal(setupProblemText(stacked[0], 'en'), 'Two pieces on e0.');
    codes.add(stacked[0].code);
    assert.equal(codes.size, 12);
  });
});
