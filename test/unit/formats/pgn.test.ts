import { strict as assert } from 'node:assert';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { parseFen, toFen } from '../../../src/core/fen';
import { Notation, moveToChinese, moveToIccs, parseMove } from '../../../src/core/notation';
import type { Position } from '../../../src/core/position';
import { moveToSan, parseSan } from '../../../src/formats/pgn/san';
import { readDhtmlXq } from '../../../src/formats/dhtmlxq/reader';
import { Game, mainlineMoves as mainLine } from '../../../src/formats/game';
import { readPgn } from '../../../src/formats/pgn/reader';
import { writePgn } from '../../../src/formats/pgn/writer';
import { readXqf } from '../../../src/formats/xqf/reader';
import { writeXqf } from '../../../src/formats/xqf/writer';
import { decodeText } from '../../../src/formats/text/encoding';
import { FIXTURES, describeShared, itShared, sharedPath } from '../../shared';
import { iccsLine, issuesOf, loadShared as load, pgn, shape } from './games';

const zhLine = (g: Game): string[] => {
  const p = parseFen(g.startFen);
  assert.ok(p.ok);
  return mainLine(g).map((m) => {
    const s = moveToChinese(p.value, m);
    p.value.play(m);
    return s;
  });
};
const finalFen = (g: Game): string => {
  const p = parseFen(g.startFen);
  assert.ok(p.ok);
  for (const m of mainLine(g)) p.value.play(m);
  return toFen(p.value);
};

const pgnFiles = (): string[] =>
  ['chinese', 'wxf', 'iccs', 'other']
    .flatMap((d) => fs.readdirSync(sharedPath('pgn', d)).map((f) => `pgn/${d}/${f}`))
    .filter((f) => !f.endsWith('.ubb'));

describe('formats/pgn reader', () => {
  it('reads tags, variations, comments, NAGs, glyphs and engine commands with places', () => {
    const text = [
      '[Event "t"]',
      '[Format "ICCS"]',
      '',
      '{start} 1. h2e2 $1 {a [%eval 35,12] [%pv h9g7 h0g2]} (1. b2e2!? {b} (1. c3c4) 1... h9g7) 1... h9g7 ; line comment',
      '2. h0g2 *',
    ].join('\n');
    const r = pgn(text);
    const g = r.games[0];
    assert.deepEqual(g.root.comments, ['start']);
    assert.equal(g.root.children.length, 3);
    const [a, b, c] = g.root.children;
    assert.equal(moveToIccs(a.move), 'h2e2');
    assert.deepEqual(a.nags, [1]);
    assert.deepEqual(a.comments, ['a']);
    assert.deepEqual(a.eval, { score: { kind: 'cp', value: 35 }, depth: 12, pv: ['h9g7', 'h0g2'] });
    assert.equal(moveToIccs(b.move), 'b2e2');
    assert.deepEqual(b.nags, [5]);
    assert.equal(moveToIccs(b.children[0].move), 'h9g7');
    assert.equal(moveToIccs(c.move), 'c3c4');
    assert.deepEqual(a.children[0].comments, ['line comment']);
    assert.deepEqual(iccsLine(g), ['h2e2', 'h9g7', 'h0g2']);
    assert.equal(r.issues.length, 0);
  });

  it('keeps the moves before an illegal one and says where it is', () => {
    const text = '[Format "ICCS"]\n1. h2e2 h9g7\n2. h2h9 h0g2 *\n\n[Event "next"]\n1. b2e2 *';
    const r = pgn(text);
    assert.equal(r.games.length, 2);
    assert.deepEqual(iccsLine(r.games[0]), ['h2e2', 'h9g7']);
    const [w] = issuesOf(r.issues, 0);
    assert.equal(w.code, 'ERR_PGN_MOVE');
    assert.deepEqual(w.place, { line: 3, column: 4 });
    assert.ok(w.span);
    assert.equal(text.slice(w.span.start, w.span.end), 'h2h9');
    assert.deepEqual(iccsLine(r.games[1]), ['b2e2']);
  });

  it('bounds variation depth', () => {
    const r = pgn('1. h2e2 ' + '( 1. b2e2 '.repeat(500) + ')'.repeat(500));
    assert.equal(r.issues[0].code, 'ERR_PGN_DEPTH');
  });

  it('reads a black-to-move [FEN] start', () => {
    const r = pgn('[FEN "4k4/9/9/9/9/9/9/9/4R4/5K3 b - - 0 1"]\n1... 将５平４ 2. 车五平六 *');
    assert.deepEqual(iccsLine(r.games[0]), ['e9d9', 'e1d1']);
    const again = pgn(writePgn(r.games[0], 'zh'));
    assert.deepEqual(iccsLine(again.games[0]), ['e9d9', 'e1d1']);
  });
});

describe('formats/pgn: games of tags alone', () => {
  it('a game of tags with no moves ends where a tag it already has comes again: its headers stay its own', () => {
    const text = '[Event "A"]\n[Red "x"]\n\n[Event "B"]\n[Format "ICCS"]\n\n1. h2e2 h9g7 *\n';
    const r = pgn(text);
    assert.equal(r.games.length, 2);
    const [a, b] = r.games;
    assert.deepEqual(a.headers, { Event: 'A', Red: 'x' });
    assert.equal(a.root.children.length, 0);
    assert.equal(text.slice(a.source!.whole.start, a.source!.whole.end), '[Event "A"]\n[Red "x"]');
    assert.equal(b.headers.Event, 'B');
    assert.equal(b.headers.Red, undefined, 'the first game\'s tags are not carried into the next');
    assert.deepEqual(iccsLine(b), ['h2e2', 'h9g7']);
  });

  it('a file of tags alone is one game with no moves, not "no game found"', () => {
    const r = pgn('[Event "New game"]\n[FEN "4k4/9/9/9/9/9/9/9/R8/3K5 w - - 0 1"]\n');
    assert.equal(r.games.length, 1);
    assert.equal(r.games[0].startFen, '4k4/9/9/9/9/9/9/9/R8/3K5 w - - 0 1');
    assert.equal(r.games[0].root.children.length, 0);
    assert.deepEqual(r.issues, []);
  });

  it('a game of tags alone with a bad [FEN] says so at the tag, and the next game still reads', () => {
    const text = '[Event "A"]\n[FEN "not a fen"]\n\n[Event "B"]\n[Format "ICCS"]\n\n1. h2e2 *\n';
    const r = pgn(text);
    assert.deepEqual(r.games.map((g) => g.headers.Event), ['B']);
    const bad = r.issues.find((i) => i.code === 'ERR_PGN_FEN');
    assert.ok(bad, JSON.stringify(r.issues));
    assert.equal(text.slice(bad.span!.start, bad.span!.end), '[FEN "not a fen"]');
  });
});

describe('formats/pgn fixture: annotated, CRLF', () => {
  const bytes = fs.readFileSync(path.join(FIXTURES, 'pgn', 'annotated_crlf.pgn'));

  it('reads evals (cp and mate), best lines, NAGs, nested variations and the line comment', () => {
    const d = decodeText(bytes);
    assert.equal(d.lineBreak, '\r\n');
    const r = pgn(d.text);
    const g = r.games[0];
    assert.deepEqual(r.issues, []);
    assert.deepEqual(g.root.comments, ['before the first move']);
    const [c25, p71, e35] = g.root.children;
    assert.deepEqual(c25.eval, { score: { kind: 'cp', value: 35 }, depth: 12, pv: ['h9g7', 'h0g2'] });
    assert.deepEqual(c25.comments, []);
    assert.deepEqual(p71.comments, ['pawn']);
    assert.deepEqual(p71.eval, { score: { kind: 'cp', value: -10 } });
    assert.deepEqual(e35.nags, [6]);
    assert.deepEqual(c25.children[0].eval, { score: { kind: 'mate', value: -3 }, depth: 20 });
    assert.deepEqual(c25.children[0].children[0].children[0].comments, ['rook out']);
    assert.equal(mainLine(g).length, 6);
    assert.deepEqual(mainLine(g).slice(-1).map(moveToIccs), ['b9c7']);
  });

  it('lifts a [%nag] command (how XQF carries NAGs) into NAGs, and writes them as $N', () => {
    const r = pgn('[Format "ICCS"]\n1. h2e2 {[%nag 2 14] sharp} h9g7 *\n');
    const first = r.games[0].root.children[0];
    assert.deepEqual(first.nags, [2, 14]);
    assert.deepEqual(first.comments, ['sharp']);
    const text = writePgn(r.games[0], 'iccs');
    assert.match(text, /h2e2 \$2 \$14 \{sharp\}/);
    assert.doesNotMatch(text, /%nag/);
    // a malformed command stays text
    const bad = pgn('[Format "ICCS"]\n1. h2e2 {[%nag 300]} *\n');
    assert.deepEqual(bad.games[0].root.children[0].nags, []);
    assert.deepEqual(bad.games[0].root.children[0].comments, ['[%nag 300]']);
  });

  it('round-trips through the writer in all three notations', () => {
    const g = pgn(decodeText(bytes).text).games[0];
    for (const n of ['zh', 'wxf', 'iccs'] as Notation[]) {
      const text = writePgn(g, n, '\r\n');
      const back = pgn(text).games[0];
      assert.equal(shape(back.root.children), shape(g.root.children), n);
      assert.match(text, /\[%eval #-3,20\]/);
      assert.match(text, /\r\n/);
    }
  });
});

describe('formats/pgn writer pieces', () => {
  it('writes each comment of a move in its own braces, so several read back as several', () => {
    const g = pgn('[Format "ICCS"]\n1. h2e2 {one} {two [%eval 12,3]} h9g7 {edge } {[%eval 5]} *').games[0];
    assert.deepEqual(g.root.children[0].comments, ['one', 'two']);
    const text = writePgn(g, 'iccs');
    assert.match(text, /h2e2 \{one\} \{two \[%eval 12,3\]\} 1\.\.\. h9g7 \{edge \} \{\[%eval 5\]\}/);
    assert.equal(shape(pgn(text).games[0].root.children), shape(g.root.children));
  });

  it('escapes what a comment or a tag cannot hold as written, and reads it back as it was (PGN and XQF)', () => {
    const said = ['a}b', '[%nag 2]', 'x [%eval 35,12] y', '[%%pv h2e2] [%rb] }}', '[%tag Round "3"]', '[%clk 0:10]', '（中）'];
    const g = pgn('[Format "ICCS"]\n1. h2e2 h9g7 *').games[0];
    const move = g.root.children[0];
    move.comments = [...said];
    move.eval = { score: { kind: 'cp', value: 20 }, depth: 8 };
    g.root.comments = ['root } and [%nag 5]'];
    g.headers.Event = 'two\nlines\r\n and a \\n';
    const text = writePgn(g, 'iccs');
    assert.match(text, /\[Event "two\\nlines\\r\\n and a \\\\n"\]/, 'a tag stays on one line');
    assert.match(text, /\{a\[%rb\]b\} \{\[%%nag 2\]\}/);
    const back = pgn(text).games[0];
    assert.equal(back.headers.Event, g.headers.Event);
    assert.deepEqual(back.root.comments, g.root.comments);
    assert.deepEqual(back.root.children[0].comments, said);
    assert.deepEqual(back.root.children[0].nags, [], 'text like [%nag 2] is no NAG');
    assert.deepEqual(back.root.children[0].eval, move.eval);
    const x = writeXqf(g);
    assert.ok(x.ok);
    const fromXqf = readXqf(x.value);
    assert.ok(fromXqf.ok);
    assert.deepEqual(fromXqf.value.game.root.children[0].comments, [said.join('\n')], 'XQF holds one comment a move');
    assert.deepEqual(fromXqf.value.game.root.children[0].nags, []);
    assert.deepEqual(fromXqf.value.game.root.comments, g.root.comments);
  });

  it('writes SAN as WinBoard and pychess do, and every legal move along a game reads back as itself', () => {
    const g = pgn(fs.readFileSync(path.join(FIXTURES, 'games', 'selfplay-1.pgn'), 'utf8')).games[0];
    const p = parseFen(g.startFen);
    assert.ok(p.ok);
    assert.equal(moveToSan(p.value, mainLine(g)[0], 0), 'Che2');
    assert.equal(moveToSan(p.value, mainLine(g)[0], 1), 'Che3');
    let checked = 0;
    for (const m of mainLine(g)) {
      for (const any of p.value.legalMoves())
        for (const base of [0, 1] as const) {
          const san = moveToSan(p.value, any, base);
          const back = parseSan(p.value, san, base);
          assert.ok(back.ok && back.value === any, `${san} (ranks from ${base}) is not ${moveToIccs(any)}`);
          checked++;
        }
      p.value.play(m);
    }
    assert.ok(checked > 4000, `checked ${checked}`);
  });
});

describeShared('formats/pgn over shared/data', () => {
  it('loads every PGN/WXF/ICCS file with no warning', () => {
    for (const f of pgnFiles()) {
      const r = readPgn(decodeText(fs.readFileSync(sharedPath(f))).text);
      assert.ok(r.ok, f);
      assert.ok(r.value.games.length > 0, f);
      assert.deepEqual(r.value.issues, [], f);
    }
  });

  it('matches EXPECTED_pgn.tsv move lists, ply counts and final FENs', () => {
    const rows = fs.readFileSync(sharedPath('pgn', 'expected', 'EXPECTED_pgn.tsv'), 'utf8').split('\n').slice(1).filter(Boolean);
    let checked = 0;
    for (const row of rows) {
      const [file, check, expected] = row.split('\t');
      if (!/^pgn\/(chinese|wxf|iccs)\//.test(file)) continue;
      const g = load(file)[0];
      const plies = mainLine(g).length;
      if (check === 'line_count / plies') assert.equal(`1 / ${plies}`, expected, file);
      else if (check === 'plies') assert.equal(String(plies), expected, file);
      else if (check === 'moves_chinese') assert.deepEqual(zhLine(g), expected.split(','), file);
      else if (check === 'start_fen') assert.equal(g.startFen, expected, file);
      else if (check === 'final_fen') assert.equal(finalFen(g), expected, file);
      else if (check === 'plies / first3' || check === 'plies / first4') {
        const [n, first] = expected.split(' / ');
        assert.equal(String(plies), n, file);
        assert.deepEqual(iccsLine(g).slice(0, first.split(' ').length), first.split(' '), file);
      } else if (check === 'same game as') {
        assert.deepEqual(iccsLine(g), iccsLine(load(expected.split(' ')[0])[0]), file);
      } else continue;
      checked++;
    }
    assert.ok(checked >= 15, `checked ${checked}`);
  });

  it('reads ambiguous WXF moves by looking ahead, and sign-prefixed tandem pawns', () => {
    const text = fs.readFileSync(sharedPath('pgn/wxf/elephantchess_no_tag_game1.wxf'), 'utf8');
    assert.ok(text.includes('R+=1'));
    const a = pgn(text);
    const b = pgn(text.replace('R+=1', '+R=1'));
    assert.deepEqual(iccsLine(b.games[0]), iccsLine(a.games[0]));
    assert.equal(mainLine(load('pgn/wxf/elephantchess_game1.wxf')[0]).length, 138);
  });

  it('reads WinBoard SAN (ranks 0-9) and pychess SAN (ranks 1-10)', () => {
    const wb = load('pgn/other/elephantchess_issue_545_winboard.pgn')[0];
    assert.equal(mainLine(wb).length, 112);
    assert.deepEqual(iccsLine(wb).slice(0, 4), ['b2e2', 'b9c7', 'b0c2', 'a9b9']);
    assert.deepEqual(wb.root.children[0].children[0].comments, ['-0.27/28 29']);
    const py = load('pgn/other/elephantchess_davide2022_pychess.pgn');
    assert.equal(py.length, 26);
    assert.equal(mainLine(py[0]).length, 80);
    assert.deepEqual(iccsLine(py[0]).slice(0, 4), ['b2e2', 'b9c7', 'c3c4', 'a9b9']);
    const pyRead = readPgn(decodeText(fs.readFileSync(sharedPath('pgn/other/elephantchess_davide2022_pychess.pgn'))).text);
    assert.ok(pyRead.ok);
    assert.deepEqual(pyRead.value.issues, []);
  });

  it('detects GBK and Big5', () => {
    assert.equal(decodeText(fs.readFileSync(sharedPath('pgn/chinese/eleeye_SAMPLE.PGN'))).encoding, 'gb18030');
    assert.equal(decodeText(fs.readFileSync(sharedPath('pgn/chinese/xqwlight_SAMPLE_T_big5.PGN'))).encoding, 'big5');
  });

  it('round-trips PGN → model → PGN → model in all three notations', () => {
    for (const f of pgnFiles()) {
      for (const g of load(f)) {
        for (const n of ['zh', 'wxf', 'iccs'] as Notation[]) {
          const text = writePgn(g, n);
          const back = pgn(text);
          assert.equal(back.games.length, 1, `${f} ${n}`);
          assert.deepEqual(back.issues, [], `${f} ${n}`);
          assert.equal(back.games[0].startFen, g.startFen);
          assert.equal(shape(back.games[0].root.children), shape(g.root.children), `${f} ${n}`);
          assert.deepEqual(back.games[0].root.comments, g.root.comments, `${f} ${n}`);
        }
      }
    }
  });

  it('round-trips DhtmlXQ trees through PGN (zh) and the Game model', () => {
    for (const rel of ['pgn/dhtmlxq/walker_test_ubb_shanghai2025.txt', 'pgn/dhtmlxq/vschess_dhtmlxq_xianrenzhilu.txt']) {
      const r = readDhtmlXq(decodeText(fs.readFileSync(sharedPath(rel))).text);
      assert.ok(r.ok);
      const back = pgn(writePgn(r.value.game, 'zh'));
      assert.deepEqual(back.issues, []);
      assert.equal(shape(back.games[0].root.children), shape(r.value.game.root.children), rel);
    }
  });

  it('writes Chinese the way xqbase tools do', () => {
    const text = writePgn(load('pgn/chinese/walker_test.pgn')[0], 'zh');
    assert.match(text, /\[Format "Chinese"\]/);
    assert.match(text, /\n1\. 炮二平五 马２进３\n2\. 马二进三 马８进９\n/);
  });
});


/** Whether `text` names `move` here: exactly, or as one reading of an ambiguous move (WXF `P3+1`), or in SAN of either rank base. */
const writtenAs = (pos: Position, text: string, move: number): boolean => {
  const r = parseMove(pos, text);
  if (r.ok) return r.value === move;
  if (r.error.candidates?.includes(move)) return true;
  return [0, 1].some((base) => {
    const s = parseSan(pos, text, base as 0 | 1);
    return s.ok && s.value === move;
  });
};

describe('formats/pgn source spans', () => {
  const text = [
    '[Event "spans"]',
    '[Format "Chinese"]',
    '',
    '{before} 1. 炮二平五 $1 {central} (1. 相三进五 {elephant} 1... 卒７进１) 1... 马８进７',
    '2. 马二进三 ; a line comment',
    '2... 车９平８ *',
    '',
    '[Event "second"]',
    '[Format "WXF"]',
    '1. C2.5 H8+7 2. H2+3 1-0',
  ].join('\n');
  const r = pgn(text);
  const at = (s: { start: number; end: number } | undefined): string => (s ? text.slice(s.start, s.end) : '(none)');

  it('gives every move the text of its own token, in variations too', () => {
    const g = r.games[0];
    const [c, e] = g.root.children;
    assert.equal(at(c.source?.move), '炮二平五');
    assert.equal(at(e.source?.move), '相三进五');
    assert.equal(at(e.children[0].source?.move), '卒７进１');
    assert.equal(at(c.children[0].source?.move), '马８进７');
    assert.equal(at(c.children[0].children[0].source?.move), '马二进三');
    assert.equal(at(c.children[0].children[0].children[0].source?.move), '车９平８');
    assert.equal(at(r.games[1].root.children[0].children[0].source?.move), 'H8+7');
  });

  it('spans a move with its number, NAGs and comments, and a variation with its parentheses', () => {
    const g = r.games[0];
    const [c, e] = g.root.children;
    assert.equal(at(c.source?.whole), '1. 炮二平五 $1 {central}');
    assert.equal(at(e.source?.whole), '1. 相三进五 {elephant}');
    assert.equal(at(e.source?.variation), '(1. 相三进五 {elephant} 1... 卒７进１)');
    assert.equal(at(c.children[0].children[0].source?.whole), '2. 马二进三 ; a line comment');
    assert.equal(c.source?.variation, undefined);
  });

  it('spans each game, its tags and its moves', () => {
    const [a, b] = r.games;
    assert.ok(a.source && b.source);
    assert.match(at(a.source.whole), /^\[Event "spans"\][\s\S]*车９平８ \*$/);
    assert.equal(at(a.source.headers.Event), '[Event "spans"]');
    assert.equal(at(a.source.result), '*');
    assert.ok(at(a.source.moves).startsWith('{before} 1. 炮二平五'));
    assert.equal(at(b.source.whole), '[Event "second"]\n[Format "WXF"]\n1. C2.5 H8+7 2. H2+3 1-0');
  });

  it('spans each move number, comment and NAG token, and the comments before the first move', () => {
    const t = [
      '[Format "WXF"]',
      '{a} {b} 1. C2.5 $1 {c} (1. P7+1 ( {pending} 1. E3+5 !? )) {after the variation} $2 ; line\r',
      '1... H8+7 2. {not the number\'s} H2+3!? *',
    ].join('\n');
    const g = pgn(t).games[0];
    const of = (spans: readonly { start: number; end: number }[] | undefined): string[] => (spans ?? []).map((s) => t.slice(s.start, s.end));
    assert.deepEqual(of(g.source?.comments), ['{a}', '{b}']);
    const [c, p, e] = g.root.children;
    assert.equal(of([c.source!.number!])[0], '1.');
    assert.deepEqual(of(c.source?.comments), ['{c}', '{after the variation}', '; line']);
    assert.deepEqual(of(c.source?.nags), ['$1', '$2']);
    assert.deepEqual(of(e.source?.comments), ['{pending}']);
    assert.deepEqual(of(e.source?.nags), ['!?']);
    assert.equal(p.source?.comments, undefined);
    // a comment between a number and its move belongs to the move before: the number is not this move's
    const h = c.children[0];
    assert.equal(of([h.source!.number!])[0], '1...');
    assert.equal(h.children[0].source?.number, undefined);
    assert.deepEqual(of(h.source?.comments), ["{not the number's}"]);
    assert.deepEqual(of(h.children[0].source?.nags), ['!?']);
    assert.equal(g.source?.notation, 'wxf');
    assert.equal(g.source?.merged, undefined);
  });

  it('says how the moves were read, and when a repeated variation was merged', () => {
    assert.equal(pgn('1. C2.5 H8+7 *').games[0].source?.notation, undefined);
    assert.equal(pgn('1. Cbe2 Hc7 *').games[0].source?.notation, 'san0');
    assert.equal(pgn('[Format "Chinese"]\n1. 炮二平五 *').games[0].source?.notation, 'zh');
    assert.equal(pgn('1. C2.5 (1. C2.5 H8+7) *').games[0].source?.merged, true);
  });

  itShared('spans every move of every shared PGN file at that move written in its notation', () => {
    let checked = 0;
    for (const f of pgnFiles()) {
      const t = decodeText(fs.readFileSync(sharedPath(f))).text;
      const rr = readPgn(t);
      assert.ok(rr.ok);
      for (const g of rr.value.games) {
        const p = parseFen(g.startFen);
        assert.ok(p.ok);
        // walk the main line: each span must read back as exactly the move played there
        for (const n of (function* () { for (let x = g.root.children[0]; x; x = x.children[0]) yield x; })()) {
          const src = n.source;
          assert.ok(src, f);
          const written = t.slice(src.move.start, src.move.end);
          assert.ok(writtenAs(p.value, written, n.move), `${f}: '${written}' is not ${moveToIccs(n.move)}`);
          p.value.play(n.move);
          checked++;
        }
      }
    }
    assert.ok(checked > 1000, `checked ${checked}`);
  });
});

describe('formats/pgn: WXF moves that look like move numbers', () => {
  it('reads back `15.4` (the front one of three pawns on file 5 steps to file 4) as a move, not as move 15', () => {
    // three Red pawns on file e (WXF file 5), past the river so they may step sideways
    const fen = '3k5/9/4P4/4P4/4P4/9/9/9/9/4K4 w - - 0 1';
    const r = pgn(`[FEN "${fen}"]\n[Format "WXF"]\n1. 15.4 K4+1 2. 25.6 *`);
    assert.deepEqual(r.issues, []);
    assert.deepEqual(iccsLine(r.games[0]), ['e7f7', 'd9d8', 'e5d5']);
    // and what the writer writes reads back the same
    const again = pgn(writePgn(r.games[0], 'wxf'));
    assert.deepEqual(iccsLine(again.games[0]), ['e7f7', 'd9d8', 'e5d5']);
  });
});
