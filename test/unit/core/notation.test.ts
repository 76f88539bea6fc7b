import { strict as assert } from 'node:assert';
import * as fs from 'node:fs';
import { START_FEN } from '../../../src/core/fen';
import {
  Notation,
  formatMove,
  moveToChinese,
  moveToIccs,
  moveToWxf,
  parseChinese,
  parseIccs,
  parseMove,
  parseWxf,
} from '../../../src/core/notation';
import type { Position } from '../../../src/core/position';
import {
  BLACK_TANDEM_CHARIOTS,
  BLACK_TWO_FILES,
  COMPOSED,
  FIVE_PAWNS,
  FOUR_PAWNS,
  SHARED_FILE_GUARDS,
  TANDEM_CANNONS,
  THREE_PAWNS,
  THREE_TWO,
  TWO_PAWNS,
} from '../../fixtures/notation-positions';
import { itShared, sharedPath } from '../../shared';
import { playIccs, pos } from './helpers';

const NOTATIONS: readonly Notation[] = ['iccs', 'wxf', 'zh'];

/** Every legal move written in each notation reads back as itself, and no two moves share a text. */
const checkRoundTrips = (p: Position, where: string): number => {
  const moves = p.legalMoves();
  for (const notation of NOTATIONS) {
    const seen = new Map<string, string>();
    for (const m of moves) {
      const text = formatMove(p, m, notation);
      // read back with the notation detected from the text (the known-answer table passes it explicitly)
      const back = parseMove(p, text);
      assert.ok(back.ok, `${where}: ${moveToIccs(m)} → '${text}' does not parse: ${back.ok ? '' : back.error.message}`);
      assert.equal(moveToIccs(back.value), moveToIccs(m), `${where}: '${text}' reads back as another move`);
      const clash = seen.get(text);
      assert.equal(clash, undefined, `${where}: '${text}' names both ${clash} and ${moveToIccs(m)}`);
      seen.set(text, moveToIccs(m));
    }
    if (notation === 'zh')
      for (const m of moves) {
        const trad = moveToChinese(p, m, { traditional: true });
        const back = parseChinese(p, trad);
        assert.ok(back.ok && back.value === m, `${where}: traditional '${trad}' does not read back`);
      }
  }
  return moves.length;
};

/** One row per move: the same move in the three notations, from the books and from xqbase. */
interface Known {
  readonly fen: string;
  readonly before?: string;
  readonly iccs: string;
  readonly wxf: string;
  readonly zh: string;
}

// Start position rows: the opening moves every primer names (中炮 炮二平五, 屏风马 马８进７, …).
// Composed positions: test/fixtures/notation-positions.ts. Doubled-pawn rows: xqbase 《中国象棋电脑应用规范(二)：着法表示》 (https://www.xqbase.com/protocol/cchess_move.htm),
// whose table gives 一兵平五 F8-E8, 二兵平五 F6-E6, 三兵平五 D8-E8, 四兵平五 D6-E6; the WXF index form
// is Fairy-Stockfish's (index from the front, then the file).
const KNOWN: readonly Known[] = [
  { fen: START_FEN, iccs: 'h2e2', wxf: 'C2.5', zh: '炮二平五' },
  { fen: START_FEN, before: 'h2e2', iccs: 'h9g7', wxf: 'H8+7', zh: '马８进７' },
  { fen: START_FEN, iccs: 'b0c2', wxf: 'H8+7', zh: '马八进七' },
  { fen: START_FEN, iccs: 'h0g2', wxf: 'H2+3', zh: '马二进三' },
  { fen: START_FEN, iccs: 'i0i1', wxf: 'R1+1', zh: '车一进一' },
  { fen: START_FEN, iccs: 'g0e2', wxf: 'E3+5', zh: '相三进五' },
  { fen: START_FEN, iccs: 'f0e1', wxf: 'A4+5', zh: '仕四进五' },
  { fen: START_FEN, iccs: 'g3g4', wxf: 'P3+1', zh: '兵三进一' },
  { fen: START_FEN, iccs: 'h2h1', wxf: 'C2-1', zh: '炮二退一' },
  { fen: START_FEN, before: 'h2e2', iccs: 'b7e7', wxf: 'C2.5', zh: '炮２平５' },
  { fen: START_FEN, before: 'h2e2', iccs: 'h7e7', wxf: 'C8.5', zh: '炮８平５' },
  { fen: START_FEN, before: 'h2e2', iccs: 'c9e7', wxf: 'E3+5', zh: '象３进５' },
  { fen: START_FEN, before: 'h2e2', iccs: 'f9e8', wxf: 'A6+5', zh: '士６进５' },
  { fen: START_FEN, before: 'h2e2', iccs: 'c6c5', wxf: 'P3+1', zh: '卒３进１' },
  { fen: START_FEN, before: 'h2e2 h9g7', iccs: 'e2e6', wxf: 'C5+4', zh: '炮五进四' },
  { fen: START_FEN, before: 'h2e2 h9g7 e2e6 i9h9', iccs: 'e6e4', wxf: 'C5-2', zh: '炮五退二' },
  { fen: TANDEM_CANNONS, iccs: 'e4d4', wxf: 'C+.6', zh: '前炮平六' },
  { fen: TANDEM_CANNONS, iccs: 'e2d2', wxf: 'C-.6', zh: '后炮平六' },
  { fen: TANDEM_CANNONS, iccs: 'e4e8', wxf: 'C++4', zh: '前炮进四' },
  { fen: BLACK_TANDEM_CHARIOTS, iccs: 'e6e5', wxf: 'R++1', zh: '前车进１' },
  { fen: BLACK_TANDEM_CHARIOTS, iccs: 'e8d8', wxf: 'R-.4', zh: '后车平４' },
  { fen: TWO_PAWNS, iccs: 'e6e7', wxf: 'P++1', zh: '前兵进一' },
  { fen: TWO_PAWNS, iccs: 'e5d5', wxf: 'P-.6', zh: '后兵平六' },
  { fen: THREE_PAWNS, iccs: 'e7e8', wxf: '15+1', zh: '前兵进一' },
  { fen: THREE_PAWNS, iccs: 'e6d6', wxf: '25.6', zh: '中兵平六' },
  { fen: THREE_PAWNS, iccs: 'e5f5', wxf: '35.4', zh: '后兵平四' },
  { fen: FOUR_PAWNS, iccs: 'f8e8', wxf: '14.5', zh: '一兵平五' },
  { fen: FOUR_PAWNS, iccs: 'f6e6', wxf: '24.5', zh: '二兵平五' },
  { fen: FOUR_PAWNS, iccs: 'd8e8', wxf: '16.5', zh: '三兵平五' },
  { fen: FOUR_PAWNS, iccs: 'd6e6', wxf: '26.5', zh: '四兵平五' },
  { fen: FIVE_PAWNS, iccs: 'e8d8', wxf: '15.6', zh: '一兵平六' },
  { fen: FIVE_PAWNS, iccs: 'e5d5', wxf: '45.6', zh: '四兵平六' },
  { fen: FIVE_PAWNS, iccs: 'e6f6', wxf: '35.4', zh: '三兵平四' },
  { fen: THREE_TWO, iccs: 'e7e8', wxf: '15+1', zh: '一兵进一' },
  { fen: THREE_TWO, iccs: 'e5d5', wxf: '35.6', zh: '三兵平六' },
  { fen: THREE_TWO, iccs: 'c6c7', wxf: '17+1', zh: '四兵进一' },
  { fen: THREE_TWO, iccs: 'c5b5', wxf: '27.8', zh: '五兵平八' },
  { fen: BLACK_TWO_FILES, iccs: 'e3e2', wxf: '15+1', zh: '一卒进１' },
  { fen: BLACK_TWO_FILES, iccs: 'g4f4', wxf: '27.6', zh: '四卒平６' },
  // advisors and elephants sharing a file keep their file: the one that can retreat is in front (xqbase)
  { fen: SHARED_FILE_GUARDS, iccs: 'c4e2', wxf: 'E7-5', zh: '相七退五' },
  { fen: SHARED_FILE_GUARDS, iccs: 'c0e2', wxf: 'E7+5', zh: '相七进五' },
  { fen: SHARED_FILE_GUARDS, iccs: 'd2e1', wxf: 'A6-5', zh: '仕六退五' },
  { fen: SHARED_FILE_GUARDS, iccs: 'd0e1', wxf: 'A6+5', zh: '仕六进五' },
];

const at = (fen: string, before?: string): Position => playIccs(pos(fen), before ?? '');

describe('notation: known answers', () => {
  for (const k of KNOWN)
    it(`${k.iccs} ⇔ ${k.wxf} ⇔ ${k.zh}${k.before ? ` after ${k.before}` : ''}`, () => {
      const p = at(k.fen, k.before);
      const m = parseIccs(p, k.iccs);
      assert.ok(m.ok, `${k.iccs} should be legal`);
      assert.equal(moveToIccs(m.value), k.iccs);
      assert.equal(moveToWxf(p, m.value), k.wxf);
      assert.equal(moveToChinese(p, m.value), k.zh);
      assert.deepEqual(parseWxf(p, k.wxf), m);
      assert.deepEqual(parseChinese(p, k.zh), m);
      assert.deepEqual(parseMove(p, k.wxf), m);
      assert.deepEqual(parseMove(p, k.zh), m);
    });
});

describe('notation: what the readers accept', () => {
  const start = pos(START_FEN);
  const h2e2 = parseIccs(start, 'h2e2');
  const afterC25 = at(START_FEN, 'h2e2');
  const h9g7 = parseIccs(afterC25, 'h9g7');

  it('ICCS with capitals and a dash', () => {
    assert.ok(h2e2.ok);
    for (const t of ['H2-E2', 'h2-e2', ' h2e2 ', 'H2E2']) assert.deepEqual(parseIccs(start, t), h2e2, t);
  });

  it('WXF with = for sideways, N/B for H/E, lower case and annotations', () => {
    for (const t of ['C2=5', 'c2.5', 'C2.5!', 'C2=5?!']) assert.deepEqual(parseWxf(start, t), h2e2, t);
    for (const t of ['N8+7', 'h8+7', 'n8+7']) assert.deepEqual(parseWxf(afterC25, t), h9g7, t);
    assert.deepEqual(parseWxf(start, 'B3+5'), parseIccs(start, 'g0e2'));
  });

  it('WXF tandem marks before or after the letter', () => {
    const p = pos(TANDEM_CANNONS);
    const front = parseIccs(p, 'e4d4');
    for (const t of ['C+.6', '+C.6', 'C+=6', '+C=6']) assert.deepEqual(parseWxf(p, t), front, t);
    const rear = parseIccs(pos(BLACK_TANDEM_CHARIOTS), 'e8e7');
    assert.deepEqual(parseWxf(pos(BLACK_TANDEM_CHARIOTS), '-R+1'), rear);
    assert.deepEqual(parseWxf(pos(TWO_PAWNS), '+P+1'), parseIccs(pos(TWO_PAWNS), 'e6e7'));
    assert.deepEqual(parseWxf(pos(TWO_PAWNS), '-P.4'), parseIccs(pos(TWO_PAWNS), 'e5f5'));
  });

  it('WXF doubled pawns by index: digits, P-prefixed digits and xqbase letters', () => {
    const p = pos(FOUR_PAWNS);
    const m = parseIccs(p, 'd8e8');
    for (const t of ['16.5', 'P16.5', 'Pc.5', 'Pc=5']) assert.deepEqual(parseWxf(p, t), m, t);
  });

  it('Chinese in traditional and variant characters, with any digits for Black', () => {
    for (const t of ['炮二平五', '炮2平5', '砲二平五', '包二平五']) assert.deepEqual(parseChinese(start, t), h2e2, t);
    for (const t of ['马８进７', '馬８進７', '马8进7', '馬８进七', '马八进七']) assert.deepEqual(parseChinese(afterC25, t), h9g7, t);
    assert.deepEqual(parseChinese(start, '俥一進一'), parseIccs(start, 'i0i1'));
    assert.deepEqual(parseChinese(start, '傌二進三'), parseIccs(start, 'h0g2'));
    assert.deepEqual(parseChinese(start, '帥五進一'), parseIccs(start, 'e0e1'));
    assert.deepEqual(parseChinese(afterC25, '將５進１'), parseIccs(afterC25, 'e9e8'));
    assert.deepEqual(parseChinese(afterC25, '车９进１'), parseIccs(afterC25, 'i9i8'));
  });

  it('Chinese tandem forms: 後, the piece after the mark, the file kept, the pawn name dropped', () => {
    const c = pos(TANDEM_CANNONS);
    assert.deepEqual(parseChinese(c, '後炮平六'), parseIccs(c, 'e2d2'));
    assert.deepEqual(parseChinese(c, '炮前平六'), parseIccs(c, 'e4d4'));
    const t = pos(THREE_TWO);
    // 前兵五平六 (前五平六 without the name) is the traditional way around the doubled files
    assert.deepEqual(parseChinese(t, '前兵五平六'), parseIccs(t, 'e7d7'));
    assert.deepEqual(parseChinese(t, '前五平六'), parseIccs(t, 'e7d7'));
    assert.deepEqual(parseChinese(t, '后七平八'), parseIccs(t, 'c5b5'));
    assert.deepEqual(parseChinese(t, '中兵平六'), parseIccs(t, 'e6d6'));
    // Black's ordinals are Chinese numerals in xqbase files; digits are read too
    const b = pos(BLACK_TWO_FILES);
    assert.deepEqual(parseChinese(b, '四卒平６'), parseIccs(b, 'g4f4'));
    assert.deepEqual(parseChinese(b, '４卒平６'), parseIccs(b, 'g4f4'));
  });

  it('errors are values with codes, never throws', () => {
    const code = (r: { ok: boolean; error?: { code: string } }): string | undefined => r.error?.code;
    assert.equal(code(parseIccs(start, 'z2e2')), 'ERR_NOTATION_SYNTAX');
    assert.equal(code(parseIccs(start, 'h2h8')), 'ERR_NOTATION_ILLEGAL');
    assert.equal(code(parseWxf(start, 'Q2.5')), 'ERR_NOTATION_SYNTAX');
    assert.equal(code(parseWxf(start, 'H2+4')), 'ERR_NOTATION_ILLEGAL');
    assert.equal(code(parseWxf(start, '')), 'ERR_NOTATION_SYNTAX');
    assert.equal(code(parseChinese(start, '炮二飞五')), 'ERR_NOTATION_SYNTAX');
    assert.equal(code(parseChinese(start, '车一平二')), 'ERR_NOTATION_ILLEGAL');
    assert.equal(code(parseMove(start, '炮')), 'ERR_NOTATION_SYNTAX');
    // two chariots on one file and no front/rear mark
    assert.equal(code(parseWxf(pos(BLACK_TANDEM_CHARIOTS), 'R5+1')), 'ERR_NOTATION_AMBIGUOUS');
    assert.equal(code(parseChinese(pos(BLACK_TANDEM_CHARIOTS), '车５平４')), 'ERR_NOTATION_AMBIGUOUS');
    // 前兵 with two doubled files names two pawns
    assert.equal(code(parseChinese(pos(THREE_TWO), '前兵进一')), 'ERR_NOTATION_AMBIGUOUS');
    for (const junk of ['', ' ', '-', '++++', '前前前前', '1.', '\u0000', 'P99+1', '炮二平五炮二平五'])
      for (const n of [undefined, ...NOTATIONS]) assert.equal(parseMove(start, junk, n).ok, false, `${junk} as ${n}`);
  });
});

describe('notation: random text never throws and only ever yields legal moves', () => {
  // Seeded so a failure replays; the alphabet is what the three notations are made of, plus noise.
  const ALPHABET = [...'abcdefghiABCHKPREN0123456789+-.=/ 炮马车兵卒相象仕士帅将前中后进退平一二三四五六七八九１２３４５６７８９傌俥後進'];
  let seed = 12345;
  const rand = (n: number): number => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return (seed >>> 8) % n;
  };
  it('5,000 strings, random or a real move with one character changed, over 4 positions and every reading mode', () => {
    const positions = [pos(START_FEN), pos(THREE_TWO), pos(BLACK_TWO_FILES), pos(TANDEM_CANNONS)];
    let accepted = 0;
    for (let i = 0; i < 5000; i++) {
      const p = positions[i % positions.length];
      let text = '';
      if (i % 2 === 0) for (let k = 1 + rand(6); k > 0; k--) text += ALPHABET[rand(ALPHABET.length)];
      else {
        // a real move's text with one character replaced, dropped or added
        const moves = p.legalMoves();
        const chars = [...formatMove(p, moves[rand(moves.length)], NOTATIONS[rand(3)])];
        const at = rand(chars.length + 1);
        const op = rand(3);
        chars.splice(at, op === 2 ? 0 : 1, ...(op === 1 ? [] : [ALPHABET[rand(ALPHABET.length)]]));
        text = chars.join('');
      }
      for (const n of [undefined, ...NOTATIONS]) {
        const r = parseMove(p, text, n);
        if (!r.ok) {
          assert.match(r.error.code, /^ERR_NOTATION_(SYNTAX|ILLEGAL|AMBIGUOUS)$/);
          continue;
        }
        accepted++;
        assert.ok(p.isLegal(r.value), `'${text}' gave an illegal move`);
      }
    }
    assert.ok(accepted > 0, 'some random texts should name legal moves');
  });
});

const readFens = (name: string): string[] =>
  fs.readFileSync(sharedPath('fen', name), 'utf8').split('\n').map((l) => l.trim()).filter(Boolean);

describe('notation: round trips over every legal move', () => {
  it('our composed positions (tandem pawns on two files, three and five on a file, tandem pieces)', () => {
    for (const fen of COMPOSED)
      assert.ok(checkRoundTrips(pos(fen), fen) > 0);
  });

  for (const file of ['elephantchess_fens.txt', 'walker_puzzle_fens.txt'])
    itShared(`every FEN of fen/${file}`, function () {
      this.timeout(20000);
      let moves = 0;
      const fens = readFens(file);
      for (const fen of fens) moves += checkRoundTrips(pos(fen), fen);
      assert.ok(fens.length > 900 && moves > 20000, `${fens.length} FENs, ${moves} moves`);
    });
});
