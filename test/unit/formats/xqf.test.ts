import { strict as assert } from 'node:assert';
import * as fs from 'node:fs';
import { parseFen } from '../../../src/core/fen';
import { moveToChinese, moveToIccs } from '../../../src/core/notation';
import type { Move } from '../../../src/core/types';
import { Game, GameNode, countBranches, lines, mainlineMoves, newGame, playAt } from '../../../src/formats/game';
import { readXqf, XqfRead } from '../../../src/formats/xqf/reader';
import { writeXqf } from '../../../src/formats/xqf/writer';
import { describeShared, sharedPath } from '../../shared';
import { commentedNodes } from './counts';

/** The shared XQF files, read when a test runs (never at registration: the corpus may be absent). */
const xqfFiles = (): string[] => fs.readdirSync(sharedPath('xqf')).filter((f) => /\.xqf(\.bak)?$/i.test(f));

/** Each file is read once per run (the two huge ones dominate); tests only look at the games. */
const loaded = new Map<string, XqfRead>();
const load = (name: string): XqfRead => {
  const hit = loaded.get(name);
  if (hit) return hit;
  const r = readXqf(new Uint8Array(fs.readFileSync(sharedPath('xqf', name))));
  assert.ok(r.ok, `${name}: ${JSON.stringify(!r.ok && r.error)}`);
  loaded.set(name, r.value);
  return r.value;
};

const iccsLines = (g: Game): string[] => lines(g).map((l) => l.map(moveToIccs).join(' '));
const zhLine = (g: Game, moves: Move[]): string[] => {
  const p = parseFen(g.startFen);
  assert.ok(p.ok);
  return moves.map((m) => {
    const s = moveToChinese(p.value, m);
    p.value.play(m);
    return s;
  });
};
/** Bytes GBK cannot decode come back as U+FFFD and are written as '?'. */
const norm = (t: string): string => t.replace(/\ufffd/g, '?');
/** First difference between two games (headers, start, every node's move and comments), or '' if none. */
const diffGames = (a: Game, b: Game): string => {
  if (a.startFen !== b.startFen) return `start ${a.startFen} vs ${b.startFen}`;
  if (norm(JSON.stringify(a.headers)) !== norm(JSON.stringify(b.headers))) return 'headers';
  const stack: Array<[GameNode, GameNode, string]> = [[a.root, b.root, 'root']];
  while (stack.length) {
    const [x, y, where] = stack.pop()!;
    if (x.move !== y.move) return `${where}: move`;
    if (norm(x.comments.join('|')) !== norm(y.comments.join('|'))) return `${where}: comments`;
    if (x.children.length !== y.children.length) return `${where}: ${x.children.length} vs ${y.children.length} children`;
    x.children.forEach((c, i) => stack.push([c, y.children[i], `${where}/${i}`]));
  }
  return '';
};

describeShared('XQF reader over the shared corpus', () => {
  const manifest = new Map<string, string[]>();
  before(() => {
    for (const l of fs.readFileSync(sharedPath('xqf', 'MANIFEST.tsv'), 'utf8').split('\n')) {
      if (!l || l.startsWith('#') || l.startsWith('file\t')) continue;
      const c = l.split('\t');
      manifest.set(c[0], c);
    }
  });

  it('loads every file, with the MANIFEST start FEN, line count and comment counts', function () {
    this.timeout(60000);
    const files = xqfFiles();
    assert.ok(files.length >= 45);
    for (const f of files) {
      const r = load(f);
      const m = manifest.get(f);
      assert.ok(m, `${f} missing from MANIFEST`);
      assert.equal(r.version, Number(m[1]), `${f} version`);
      assert.equal(r.game.startFen, m[6], `${f} start FEN`);
      const illegal = r.warnings.some((w) => w.code === 'WARN_XQF_ILLEGAL');
      // MANIFEST counts lines without legality filtering; we drop illegal moves, so only fewer lines are allowed then.
      if (illegal) assert.ok(countBranches(r.game) <= Number(m[7]), f);
      else {
        assert.equal(countBranches(r.game), Number(m[7]), `${f} lines`);
        assert.equal(commentedNodes(r.game, false), Number(m[9]), `${f} commented moves`);
      }
      assert.equal(r.game.root.comments.length > 0, m[10] === 'yes', `${f} root comment`);
    }
  });

  it('matches the walker8088 end-game CSV: FEN, branches and every ICCS line', () => {
    const rows = fs.readFileSync(sharedPath('xqf', 'expected', 'endgame_csv_expected.csv'), 'utf8').trim().split(/\r?\n/).slice(1);
    assert.ok(rows.length >= 11);
    for (const row of rows) {
      const c = row.split(',');
      const r = load(c[0].replace(/^xqf\//, ''));
      assert.equal(r.game.startFen, c[5], c[0]);
      assert.equal(countBranches(r.game), Number(c[6]), c[0]);
      assert.deepEqual(iccsLines(r.game), c.slice(8).join(',').split('|'), c[0]);
    }
  });

  it('matches walker8088 test expectations: branch counts and Chinese lines', () => {
    const rows = fs.readFileSync(sharedPath('xqf', 'expected', 'EXPECTED_xqf.tsv'), 'utf8').trim().split('\n').slice(1);
    let checked = 0;
    for (const row of rows) {
      const [file, check, expected] = row.split('\t');
      if (!/^xqf\/[^*,]+$/.test(file)) continue;
      const r = load(file.slice(4));
      if (check === 'branch_count') {
        assert.equal(countBranches(r.game), Number(expected), file);
        checked++;
      } else if (check === 'line_count') {
        assert.equal(countBranches(r.game), Number(expected), file);
        checked++;
      } else if (check.startsWith('lines_chinese')) {
        const got = lines(r.game).map((l) => zhLine(r.game, l).join(','));
        assert.deepEqual(got, expected.split(' | '), file);
        checked++;
      }
    }
    assert.equal(checked, 6);
  });

  for (const [file, result] of [
    ['walker_test1.xqf', '0-1'],
    ['walker_ucci_test1.xqf', '1-0'],
  ] as const) {
    it(`${file}: FEN, Chinese main line and result as walker8088 expects`, () => {
      const text = fs.readFileSync(sharedPath('xqf', 'expected', file.replace('.xqf', '_move.txt')), 'utf8');
      const rows = text.split(/\r?\n/).map((s) => s.trim()).filter(Boolean);
      const r = load(file);
      assert.equal(r.game.startFen, rows[0]);
      assert.deepEqual(zhLine(r.game, mainlineMoves(r.game)), rows.slice(1, -1));
      assert.equal(r.game.headers.Result, result);
    });
  }

  it('reads the same game from the 0x0D and two 0x12 copies (different keys)', () => {
    const a = load('vschess_0_v0D.xqf.bak');
    const b = load('vschess_0_v12.xqf');
    const c = load('vschess_1_v12.xqf');
    const ma = mainlineMoves(a.game).map(moveToIccs);
    // EXPECTED_xqf.tsv says 110 plies, but each file holds 107 records (root + 106 moves) and MANIFEST says 106.
    assert.equal(ma.length, 106);
    assert.deepEqual(ma.slice(0, 4), ['h2e2', 'h7e7', 'h0g2', 'h9g7']);
    assert.deepEqual(mainlineMoves(b.game).map(moveToIccs), ma);
    assert.deepEqual(mainlineMoves(c.game).map(moveToIccs), ma);
    assert.equal(a.game.headers.Result, '0-1');
    assert.equal(a.game.headers.Red, '安徽蒋志梁');
  });

  it('eleeye_SAMPLE: 75 plies, 1-0, 12 comments with the initial one', () => {
    const r = load('eleeye_SAMPLE.XQF');
    assert.equal(mainlineMoves(r.game).length, 75);
    assert.equal(r.game.headers.Result, '1-0');
    assert.equal(commentedNodes(r.game, true), 12);
  });

  it('xianrenzhilu: 1447 lines, 313 move comments and an initial comment', function () {
    this.timeout(20000);
    const r = load('qt_v12_xianrenzhilu_quanji.XQF');
    assert.equal(countBranches(r.game), 1447);
    assert.equal(commentedNodes(r.game, false), 313);
    assert.equal(r.game.root.comments.length, 1);
    assert.equal(mainlineMoves(r.game).length, 53);
  });

  it('bad-move files load up to the illegal move, with a warning that names the ply and a byte offset', () => {
    let warned = 0;
    for (const f of xqfFiles().filter((x) => x.startsWith('walker_BadMove'))) {
      const r = load(f);
      for (const w of r.warnings) {
        assert.ok('offset' in w.place && w.place.offset >= 1024, f);
        if (w.code === 'WARN_XQF_ILLEGAL') {
          assert.match(w.message, /ply \d+/);
          warned++;
        }
      }
      // Everything kept replays legally.
      for (const l of lines(r.game)) {
        const p = parseFen(r.game.startFen);
        assert.ok(p.ok);
        for (const m of l) {
          assert.ok(p.value.isLegal(m), f);
          p.value.play(m);
        }
      }
    }
    assert.ok(warned > 0);
  });

  it('round-trips every file: read → write 0x12 → read gives the same game', function () {
    this.timeout(60000);
    for (const f of xqfFiles()) {
      const a = load(f);
      const w = writeXqf(a.game);
      assert.ok(w.ok, f);
      const b = readXqf(w.value);
      assert.ok(b.ok, f);
      assert.equal(b.value.version, 0x12);
      assert.deepEqual(b.value.warnings, [], f);
      assert.equal(diffGames(b.value.game, a.game), '', f);
    }
  });
});

describe('XQF writer on composed games', () => {
  it('keeps variations, comments, GBK headers and a Black-to-move start', () => {
    const headers = { Title: '测试 test', Red: '红方', Black: 'Black', Result: '1/2-1/2', Event: '比赛' };
    const g2 = newGame('4k4/9/9/9/9/9/9/9/4A4/3K5 b', headers);
    g2.root.comments = ['开局评论'];
    const p = parseFen(g2.startFen);
    assert.ok(p.ok);
    const mv = (text: string): Move => {
      const list = p.value.legalMoves();
      const m = list.find((x) => moveToIccs(x) === text);
      assert.ok(m, text);
      return m;
    };
    const first = playAt(g2, [], mv('e9e8'));
    assert.ok(first.ok);
    const second = playAt(g2, [], mv('e9f9'));
    assert.ok(second.ok);
    g2.root.children[1].comments = ['变着 variation'];
    p.value.play(mv('e9e8'));
    const reply = playAt(g2, first.value, mv('e1d2'));
    assert.ok(reply.ok);
    const w = writeXqf(g2);
    assert.ok(w.ok);
    const r = readXqf(w.value);
    assert.ok(r.ok);
    assert.equal(r.value.game.startFen, g2.startFen);
    assert.deepEqual(iccsLines(r.value.game), ['e9e8 e1d2', 'e9f9']);
    assert.deepEqual(r.value.game.root.comments, ['开局评论']);
    assert.deepEqual(r.value.game.root.children[1].comments, ['变着 variation']);
    for (const k of ['Title', 'Red', 'Black', 'Result', 'Event']) assert.equal(r.value.game.headers[k], g2.headers[k], k);
  });
});
