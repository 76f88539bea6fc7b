import { strict as assert } from 'node:assert';
import * as fs from 'node:fs';
import { readDhtmlXq } from '../../../src/formats/dhtmlxq/reader';
import { readPgn } from '../../../src/formats/pgn/reader';
import { TextIssue } from '../../../src/formats/pgn/tree';
import { writePgn } from '../../../src/formats/pgn/writer';
import { readTextGameFile } from '../../../src/formats/read';
import { decodeText, encodeUtf8 } from '../../../src/formats/text/encoding';
import { sharedExtras, sharedPath } from '../../shared';
import { rng } from '../../rng';


const PIECES = ['(', ')', '{', '}', '[', ']', ';', '$', '!', '?', '1.', '...', '*', '1-0', '\n', ' ', '"', '炮', '进', '８', 'C2.5', 'h2e2', '%eval', '#', '[DhtmlXQ_move_0_1_1]', '99'];

const mutate = (text: string, r: () => number): string => {
  let s = text;
  const edits = 1 + Math.floor(r() * 6);
  for (let e = 0; e < edits; e++) {
    const at = Math.floor(r() * (s.length + 1));
    const kind = Math.floor(r() * 5);
    if (kind === 0) s = s.slice(0, at); // truncate
    else if (kind === 1) s = s.slice(0, at) + s.slice(at + 1 + Math.floor(r() * 8)); // delete
    else if (kind === 2) s = s.slice(0, at) + PIECES[Math.floor(r() * PIECES.length)] + s.slice(at); // insert syntax
    else if (kind === 3) s = s.slice(0, at) + String.fromCharCode(Math.floor(r() * 0x9fff)) + s.slice(at + 1); // replace
    else s = s.slice(0, at) + s.slice(at, at + 20) + s.slice(at); // duplicate
  }
  return s;
};

const located = (i: TextIssue, text: string): void => {
  assert.ok(typeof i.code === 'string' && i.code.startsWith('ERR_'), i.code);
  assert.ok(i.message.length > 0);
  assert.ok(i.line >= 1 && i.line <= text.split('\n').length + 1, `line ${i.line}`);
  assert.ok(i.column >= 1);
};

const SEEDS = [
  '[Event "x"]\n[Format "ICCS"]\n{c} 1. h2e2 $1 {a [%eval 35,12] [%pv h9g7]} (1. b2e2 (1. c3c4) h9g7) h9g7 ; n\n2. h0g2 i9h9 3. i0h0 *\n',
  '[Format "Chinese"]\n1. 炮二平五 马８进７ 2. 马二进三 车９平８ (2... 马２进３ 3. 车一平二) 3. 车一平二 1-0\n',
  '[Format "WXF"]\n1. C2.5 H8+7 2. H2+3 R9.8 3. R1.2 *\n',
  '[DhtmlXQ_binit]8979695949392919097717866646260600102030405060708012720323436383[/DhtmlXQ_binit]\n[DhtmlXQ_movelist]774772427967706289798081[/DhtmlXQ_movelist]\n[DhtmlXQ_move_0_2_1]12427967[/DhtmlXQ_move_0_2_1]\n[DhtmlXQ_comment1_3]c[/DhtmlXQ_comment1_3]\n',
];

describe('formats: seeded fuzz of PGN and DhtmlXQ text', () => {
  const corpus = [
    ...SEEDS,
    ...sharedExtras('mutations of three shared texts too', () => [
      decodeText(fs.readFileSync(sharedPath('pgn/chinese/eleeye_SAMPLE.PGN'))).text,
      fs.readFileSync(sharedPath('pgn/wxf/elephantchess_game2.wxf'), 'utf8'),
      fs.readFileSync(sharedPath('pgn/dhtmlxq/walker_test_ubb_shanghai2025.txt'), 'utf8'),
    ]),
  ];

  it('2000 mutated texts: no exception escapes, every problem is located, output reads back', () => {
    const r = rng(20261123);
    let errors = 0;
    let warnings = 0;
    for (let i = 0; i < 2000; i++) {
      const text = mutate(corpus[i % corpus.length], r);
      const p = readPgn(text);
      if (!p.ok) {
        errors++;
        located(p.error, text);
      } else {
        for (const g of p.value) for (const w of g.warnings) (warnings++, located(w, text));
        // whatever was read writes out and reads back to the same number of games
        if (i % 10 === 0) {
          const again = readPgn(p.value.map((g) => writePgn(g, 'iccs')).join('\n'));
          assert.ok(again.ok);
          assert.equal(again.value.length, p.value.length);
        }
      }
      const d = readDhtmlXq(text);
      if (!d.ok) located(d.error, text);
      else for (const w of d.value.warnings) located(w, text);
      const any = readTextGameFile(encodeUtf8(text), 'f.pgn');
      if (!any.ok) located(any.error, text);
    }
    assert.ok(errors + warnings > 100, `only ${errors + warnings} failures: the mutations are too gentle`);
  });

  it('random bytes decode and read without throwing', () => {
    const r = rng(7);
    for (let i = 0; i < 500; i++) {
      const bytes = Uint8Array.from({ length: Math.floor(r() * 300) }, () => Math.floor(r() * 256));
      const res = readTextGameFile(bytes, 'x');
      if (!res.ok) assert.ok(res.error.line >= 1);
    }
  });

  it('hostile shapes stay bounded', () => {
    const deep = readPgn('1. h2e2 ' + '(b2e2 '.repeat(100_000));
    assert.ok(deep.ok);
    assert.equal(deep.value[0].warnings[0].code, 'ERR_PGN_DEPTH');
    const unclosed = readPgn('1. h2e2 {' + 'x'.repeat(200_000));
    assert.ok(unclosed.ok);
    assert.equal(readPgn('x'.repeat(9_000_000)).ok, false);
    // tandem rooks written without +/-: every move is ambiguous; the look-ahead is budgeted and ties stop the game
    const tandem = readPgn('[FEN "3k5/9/9/9/9/9/4R4/9/4R4/5K3 w - - 0 1"]\n[Format "WXF"]\n' + 'R5+1 K4+1 R5-1 K4-1 '.repeat(3000));
    assert.ok(tandem.ok);
    assert.equal(tandem.value[0].warnings[0].code, 'ERR_PGN_MOVE');
    const many = readDhtmlXq('[DhtmlXQ_movelist]' + '7747'.repeat(50_000) + '[/DhtmlXQ_movelist]');
    assert.ok(many.ok);
  });
});
