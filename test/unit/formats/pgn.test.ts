import { strict as assert } from 'node:assert';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { parseFen, toFen } from '../../../src/core/fen';
import { Notation, moveToChinese, moveToIccs } from '../../../src/core/notation';
import { readDhtmlXq } from '../../../src/formats/dhtmlxq/reader';
import { readPgn } from '../../../src/formats/pgn/reader';
import { TextGame, TextNode, mainLine } from '../../../src/formats/pgn/tree';
import { writePgn } from '../../../src/formats/pgn/writer';
import { decodeText } from '../../../src/formats/text/encoding';
import { toGame, fromGame } from '../../../src/formats/pgn/model';
import { readPgnGames, writePgnGame } from '../../../src/formats/pgn';
import { FIXTURES, describeShared, sharedPath } from '../../shared';

const load = (rel: string): TextGame[] => {
  const r = readPgn(decodeText(fs.readFileSync(sharedPath(rel))).text);
  assert.ok(r.ok, `${rel}: ${JSON.stringify(!r.ok && r.error)}`);
  return r.value;
};
const iccsLine = (g: TextGame): string[] => mainLine(g).map(moveToIccs);
const zhLine = (g: TextGame): string[] => {
  const p = parseFen(g.startFen);
  assert.ok(p.ok);
  return mainLine(g).map((m) => {
    const s = moveToChinese(p.value, m);
    p.value.play(m);
    return s;
  });
};
const finalFen = (g: TextGame): string => {
  const p = parseFen(g.startFen);
  assert.ok(p.ok);
  for (const m of mainLine(g)) p.value.play(m);
  return toFen(p.value);
};
/** Tree shape with moves, comments, NAGs and engine notes, for comparing two reads. */
const shape = (nodes: TextNode[]): unknown =>
  nodes.map((n) => [n.move, n.comments.join('|'), n.nags.join(','), JSON.stringify(n.evaluation ?? null), (n.pv ?? []).join(' '), shape(n.children)]);

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
    const r = readPgn(text);
    assert.ok(r.ok);
    const g = r.value[0];
    assert.deepEqual(g.comments, ['start']);
    assert.equal(g.children.length, 3);
    const [a, b, c] = g.children;
    assert.equal(moveToIccs(a.move), 'h2e2');
    assert.deepEqual(a.nags, [1]);
    assert.deepEqual(a.comments, ['a']);
    assert.deepEqual(a.evaluation, { kind: 'cp', value: 35, depth: 12 });
    assert.deepEqual(a.pv, ['h9g7', 'h0g2']);
    assert.equal(moveToIccs(b.move), 'b2e2');
    assert.deepEqual(b.nags, [5]);
    assert.equal(moveToIccs(b.children[0].move), 'h9g7');
    assert.equal(moveToIccs(c.move), 'c3c4');
    assert.deepEqual(a.children[0].comments, ['line comment']);
    assert.deepEqual(iccsLine(g), ['h2e2', 'h9g7', 'h0g2']);
    assert.equal(g.warnings.length, 0);
  });

  it('keeps the moves before an illegal one and says where it is', () => {
    const r = readPgn('[Format "ICCS"]\n1. h2e2 h9g7\n2. h2h9 h0g2 *\n\n[Event "next"]\n1. b2e2 *');
    assert.ok(r.ok);
    assert.equal(r.value.length, 2);
    assert.deepEqual(iccsLine(r.value[0]), ['h2e2', 'h9g7']);
    assert.equal(r.value[0].warnings[0].code, 'ERR_PGN_MOVE');
    assert.deepEqual([r.value[0].warnings[0].line, r.value[0].warnings[0].column], [3, 4]);
    assert.deepEqual(iccsLine(r.value[1]), ['b2e2']);
  });

  it('bounds variation depth', () => {
    const r = readPgn('1. h2e2 ' + '( 1. b2e2 '.repeat(500) + ')'.repeat(500));
    assert.ok(r.ok);
    assert.equal(r.value[0].warnings[0].code, 'ERR_PGN_DEPTH');
  });

  it('reads a black-to-move [FEN] start', () => {
    const r = readPgn('[FEN "4k4/9/9/9/9/9/9/9/4R4/5K3 b - - 0 1"]\n1... 将５平４ 2. 车五平六 *');
    assert.ok(r.ok);
    assert.deepEqual(iccsLine(r.value[0]), ["e9d9", "e1d1"]);
    const again = readPgn(writePgn(r.value[0], "zh"));
    assert.ok(again.ok);
    assert.deepEqual(iccsLine(again.value[0]), ["e9d9", "e1d1"]);
  });
});

describe('formats/pgn fixture: annotated, CRLF', () => {
  const bytes = fs.readFileSync(path.join(FIXTURES, 'pgn', 'annotated_crlf.pgn'));

  it('reads evals (cp and mate), best lines, NAGs, nested variations and the line comment', () => {
    const d = decodeText(bytes);
    assert.equal(d.lineBreak, '\r\n');
    const r = readPgn(d.text);
    assert.ok(r.ok);
    const g = r.value[0];
    assert.deepEqual(g.warnings, []);
    assert.deepEqual(g.comments, ['before the first move']);
    const [c25, p71, e35] = g.children;
    assert.deepEqual(c25.evaluation, { kind: 'cp', value: 35, depth: 12 });
    assert.deepEqual(c25.pv, ['h9g7', 'h0g2']);
    assert.deepEqual(c25.comments, []);
    assert.deepEqual(p71.comments, ['pawn']);
    assert.deepEqual(p71.evaluation, { kind: 'cp', value: -10 });
    assert.deepEqual(e35.nags, [6]);
    assert.deepEqual(c25.children[0].evaluation, { kind: 'mate', value: -3, depth: 20 });
    assert.deepEqual(c25.children[0].children[0].children[0].comments, ['rook out']);
    assert.equal(mainLine(g).length, 6);
    assert.deepEqual(mainLine(g).slice(-1).map(moveToIccs), ['b9c7']);
  });

  it('lifts a [%nag] command (how XQF carries NAGs) into NAGs, and writes them as $N', () => {
    const r = readPgn('[Format "ICCS"]\n1. h2e2 {[%nag 2 14] sharp} h9g7 *\n');
    assert.ok(r.ok);
    const first = r.value[0].children[0];
    assert.deepEqual(first.nags, [2, 14]);
    assert.deepEqual(first.comments, ['sharp']);
    const text = writePgn(r.value[0], 'iccs');
    assert.match(text, /h2e2 \$2 \$14 \{sharp\}/);
    assert.doesNotMatch(text, /%nag/);
    // a malformed command stays text
    const bad = readPgn('[Format "ICCS"]\n1. h2e2 {[%nag 300]} *\n');
    assert.ok(bad.ok);
    assert.deepEqual(bad.value[0].children[0].nags, []);
    assert.deepEqual(bad.value[0].children[0].comments, ['[%nag 300]']);
  });

  it('round-trips through the shared Game model and the writer in all three notations', () => {
    const g = readPgn(decodeText(bytes).text);
    assert.ok(g.ok);
    for (const n of ['zh', 'wxf', 'iccs'] as Notation[]) {
      const text = writePgn(fromGame(toGame(g.value[0])), n, '\r\n');
      const back = readPgn(text);
      assert.ok(back.ok);
      assert.deepEqual(shape(back.value[0].children), shape(g.value[0].children), n);
      assert.match(text, /\[%eval #-3,20\]/);
      assert.match(text, /\r\n/);
    }
  });
});

describeShared('formats/pgn over shared/data', () => {
  it('loads every PGN/WXF/ICCS file with no warning', () => {
    for (const f of pgnFiles()) {
      const games = load(f);
      for (const g of games) {
        assert.deepEqual(g.warnings, [], f);
      }
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
    const a = readPgn(text);
    const b = readPgn(text.replace('R+=1', '+R=1'));
    assert.ok(a.ok && b.ok);
    assert.deepEqual(iccsLine(b.value[0]), iccsLine(a.value[0]));
    assert.equal(mainLine(load('pgn/wxf/elephantchess_game1.wxf')[0]).length, 138);
  });

  it('reads WinBoard SAN (ranks 0-9) and pychess SAN (ranks 1-10)', () => {
    const wb = load('pgn/other/elephantchess_issue_545_winboard.pgn')[0];
    assert.equal(mainLine(wb).length, 112);
    assert.deepEqual(iccsLine(wb).slice(0, 4), ['b2e2', 'b9c7', 'b0c2', 'a9b9']);
    assert.deepEqual(wb.children[0].children[0].comments, ['-0.27/28 29']);
    const py = load('pgn/other/elephantchess_davide2022_pychess.pgn');
    assert.equal(py.length, 26);
    assert.equal(mainLine(py[0]).length, 80);
    assert.deepEqual(iccsLine(py[0]).slice(0, 4), ['b2e2', 'b9c7', 'c3c4', 'a9b9']);
    for (const g of py) assert.deepEqual(g.warnings, []);
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
          const back = readPgn(text);
          assert.ok(back.ok, `${f} ${n}`);
          assert.equal(back.value.length, 1, `${f} ${n}`);
          assert.deepEqual(back.value[0].warnings, [], `${f} ${n}`);
          assert.equal(back.value[0].startFen, g.startFen);
          assert.deepEqual(shape(back.value[0].children), shape(g.children), `${f} ${n}`);
          assert.deepEqual(back.value[0].comments, g.comments, `${f} ${n}`);
        }
      }
    }
  });

  it('round-trips DhtmlXQ trees through PGN (zh) and the Game model', () => {
    for (const rel of ['pgn/dhtmlxq/walker_test_ubb_shanghai2025.txt', 'pgn/dhtmlxq/vschess_dhtmlxq_xianrenzhilu.txt']) {
      const r = readDhtmlXq(decodeText(fs.readFileSync(sharedPath(rel))).text);
      assert.ok(r.ok);
      const back = readPgn(writePgn(fromGame(toGame(r.value)), 'zh'));
      assert.ok(back.ok);
      assert.deepEqual(back.value[0].warnings, []);
      assert.deepEqual(shape(back.value[0].children), shape(r.value.children), rel);
    }
  });

  it('writes Chinese the way xqbase tools do', () => {
    const text = writePgn(load('pgn/chinese/walker_test.pgn')[0], 'zh');
    assert.match(text, /\[Format "Chinese"\]/);
    assert.match(text, /\n1\. 炮二平五 马２进３\n2\. 马二进三 马８进９\n/);
  });
});


describe('formats/pgn on the Game model', () => {
  it('readPgnGames / writePgnGame keep moves, comments and located issues', () => {
    const r = readPgnGames('[Format "ICCS"]\n{hi} 1. h2e2 {c} h9g7 2. h2h9 *');
    assert.ok(r.ok);
    const g = r.value.games[0];
    assert.deepEqual(g.root.comments, ['hi']);
    assert.deepEqual(g.root.children[0].comments, ['c']);
    assert.deepEqual(r.value.issues.map((i) => [i.code, i.place]), [['ERR_PGN_MOVE', { line: 2, column: 26 }]]);
    const text = writePgnGame(g, 'wxf');
    assert.match(text, /\{hi\} 1\. C2\.5 \{c\} 1\.\.\. H8\+7 \*/);
  });
});
