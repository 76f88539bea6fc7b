import { strict as assert } from 'node:assert';
import * as fs from 'node:fs';
import { readDhtmlXq } from '../../../src/formats/dhtmlxq/reader';
import { readPgn } from '../../../src/formats/pgn/reader';
import type { GameIssue } from '../../../src/formats/game';
import { READ_LIMITS } from '../../../src/formats/limits';
import { writePgn } from '../../../src/formats/pgn/writer';
import { readGames } from '../../../src/formats/read';
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

const located = (i: GameIssue, text: string): void => {
  assert.ok(typeof i.code === 'string' && /^(ERR|WARN)_/.test(i.code), i.code);
  assert.ok(i.message.length > 0);
  assert.ok('line' in i.place, 'a text issue has a line and column');
  assert.ok(i.place.line >= 1 && i.place.line <= text.split('\n').length + 1, `line ${i.place.line}`);
  assert.ok(i.place.column >= 1);
  // every issue of a text format points at its text, so an editor can underline it (the Problems panel)
  assert.ok(i.span, `${i.code} has no span`);
  assert.ok(i.span.start >= 0 && i.span.start <= i.span.end && i.span.end <= text.length, `span ${JSON.stringify(i.span)}`);
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
        for (const w of p.value.issues) (warnings++, located(w, text));
        // whatever was read writes out and reads back to the same number of games
        if (i % 10 === 0) {
          const again = readPgn(p.value.games.map((g) => writePgn(g, 'iccs')).join('\n'));
          assert.ok(again.ok);
          assert.equal(again.value.games.length, p.value.games.length);
        }
      }
      const d = readDhtmlXq(text);
      if (!d.ok) located(d.error, text);
      else for (const w of d.value.issues) located(w, text);
      const any = readGames(encodeUtf8(text), 'f.pgn');
      if (!any.ok) located(any.error, text);
    }
    assert.ok(errors + warnings > 100, `only ${errors + warnings} failures: the mutations are too gentle`);
  });

  it('random bytes decode and read without throwing', () => {
    const r = rng(7);
    for (let i = 0; i < 500; i++) {
      const bytes = Uint8Array.from({ length: Math.floor(r() * 300) }, () => Math.floor(r() * 256));
      const res = readGames(bytes, 'x');
      if (!res.ok) assert.ok('line' in res.error.place ? res.error.place.line >= 1 : res.error.place.offset >= 0);
    }
  });

  it('hostile shapes stay bounded', () => {
    const deep = readPgn('1. h2e2 ' + '(b2e2 '.repeat(100_000));
    assert.ok(deep.ok);
    assert.equal(deep.value.issues[0].code, 'ERR_PGN_DEPTH');
    const unclosed = readPgn('1. h2e2 {' + 'x'.repeat(200_000));
    assert.ok(unclosed.ok);
    assert.equal(readPgn('x'.repeat(9_000_000)).ok, false);
    // tandem rooks written without +/-: every move is ambiguous; the look-ahead is budgeted and ties stop the game
    const tandem = readPgn('[FEN "3k5/9/9/9/9/9/4R4/9/4R4/5K3 w - - 0 1"]\n[Format "WXF"]\n' + 'R5+1 K4+1 R5-1 K4-1 '.repeat(3000));
    assert.ok(tandem.ok);
    assert.equal(tandem.value.issues[0].code, 'ERR_PGN_MOVE');
    const many = readDhtmlXq('[DhtmlXQ_movelist]' + '7747'.repeat(50_000) + '[/DhtmlXQ_movelist]');
    assert.ok(many.ok);
  });
});

/**
 * Pathological shapes, generated: long runs of one token, deep nesting, many games without tags, many
 * commands and NAGs. Each must read with a located answer and within a generous bound (a hang guard,
 * thirty times what linear reading needs here; the read-time figures live in test/bench/read.bench.ts).
 */
describe('formats: pathological shapes stay linear and bounded', function () {
  this.timeout(120_000);
  const within = (ms: number, what: string, f: () => void): void => {
    const t0 = performance.now();
    f();
    const took = performance.now() - t0;
    assert.ok(took < ms, `${what} took ${Math.round(took)} ms (bound ${ms} ms)`);
  };
  const unit = ['(', ')', '{', '}', '$1', '!?', '1.', 'h2e2', '[%eval 1', '[%nag 1]', ';', '[', '"', '*', '炮二平五'];
  for (const u of unit) {
    it(`a long run of ${JSON.stringify(u)} reads with a located answer`, () => {
      const text = '[Format "ICCS"]\n1. h2e2 {' + `${u} `.repeat(1) + '} ' + `${u} `.repeat(200_000);
      within(20_000, u, () => {
        const r = readPgn(text);
        if (!r.ok) located(r.error, text);
        else for (const w of r.value.issues) located(w, text);
      });
    });
  }

  it('8 MB of "(" is refused or stopped, with bounded memory', () => {
    const text = '('.repeat(READ_LIMITS.maxChars);
    const before = process.memoryUsage().heapUsed;
    let r: ReturnType<typeof readPgn> | undefined;
    within(8000, '8 MB of (', () => (r = readPgn(text)));
    const grew = process.memoryUsage().heapUsed - before;
    assert.ok(r && !r.ok, 'not a game');
    assert.ok(grew < 200 * 2 ** 20, `heap grew by ${Math.round(grew / 2 ** 20)} MB`);
  });

  it('a comment of 100,000 unclosed [%eval commands reads in linear time', () => {
    within(4000, 'unclosed evals', () => {
      const r = readPgn('[Format "ICCS"]\n1. h2e2 {' + '[%eval 1'.repeat(100_000) + '} *');
      assert.ok(r.ok);
    });
  });

  it('200,000 NAGs on one move are capped with a warning, and the writers\' output reads back', () => {
    const text = '[Format "ICCS"]\n1. h2e2 ' + '$1 '.repeat(200_000) + '{' + '[%nag 2]'.repeat(200_000) + '} *';
    const r = readPgn(text);
    assert.ok(r.ok);
    const n = r.value.games[0].root.children[0];
    assert.equal(n.nags.length, READ_LIMITS.maxNags);
    assert.equal(r.value.issues.filter((i) => i.code === 'WARN_PGN_NAGS').length, 1, 'one warning for the move, not one per NAG');
    const again = readPgn(writePgn(r.value.games[0], 'iccs'));
    assert.ok(again.ok);
    assert.deepEqual(again.value.games[0].root.children[0].nags, n.nags);
  });

  it('many games without [Format] tags read in linear time: four times the games, about four times the time', () => {
    const games = (k: number): string => '[Event "e"]\n1. h2e2 h9g7 2. h0g2 i9h9 *\n'.repeat(k);
    // the fastest of three runs, so a busy machine does not decide; quadratic reading would take sixteen times as long
    const time = (k: number): number => {
      const text = games(k);
      let best = Infinity;
      for (let run = 0; run < 3; run++) {
        const t0 = performance.now();
        const r = readPgn(text);
        best = Math.min(best, performance.now() - t0);
        assert.ok(r.ok);
        assert.equal(r.value.games.length, k);
      }
      return best;
    };
    time(1000); // warm up
    const one = time(4000);
    const four = time(16_000);
    assert.ok(four < one * 8 + 50, `4k games ${Math.round(one)} ms, 16k games ${Math.round(four)} ms`);
  });

  it('more games than the limit stop with a located error', () => {
    const text = '*\n[Event "x"]\n1. h2e2 *\n'.repeat(3);
    const r = readPgn(text);
    assert.ok(r.ok);
    assert.equal(r.value.games.length, 3);
  });

  it('a text with no tags and no legal move is not a game', () => {
    for (const text of ['hello world', 'x'.repeat(1000), '1. zz9 2. qq8 *', '']) {
      const r = readGames(encodeUtf8(text), 'notes.pgn');
      assert.ok(!r.ok, JSON.stringify(text.slice(0, 20)));
      assert.equal(r.error.code, 'ERR_NO_GAME');
    }
    // with tags, an illegal first move keeps the tags and says where it stopped
    const tagged = readGames(encodeUtf8('[Event "e"]\n1. a0a5 *'), 'a.pgn');
    assert.ok(tagged.ok);
    assert.equal(tagged.value.games[0].headers.Event, 'e');
    assert.equal(tagged.value.issues[0].code, 'ERR_PGN_MOVE');
  });
});
