import { strict as assert } from 'node:assert';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { START_FEN } from '../../../src/core/fen';
import { Game, GameIssue, mainlineMoves, newGame } from '../../../src/formats/game';
import { readGames } from '../../../src/formats/read';
import { appendTags, liftTags, tagLine } from '../../../src/formats/xqf/carriedTags';
import { decodeGbk, gbkHas } from '../../../src/formats/xqf/gbk';
import { STRING_FIELDS } from '../../../src/formats/xqf/header';
import { readXqf } from '../../../src/formats/xqf/reader';
import { writeXqf } from '../../../src/formats/xqf/writer';
import { rng } from '../../rng';
import { eachShared, sharedPath } from '../../shared';

/** Writes `g` to XQF and reads it back, with the writer's warnings. */
const roundTrip = (g: Game): { game: Game; warnings: GameIssue[]; bytes: Uint8Array } => {
  const warnings: GameIssue[] = [];
  const w = writeXqf(g, { onWarning: (x) => warnings.push(x) });
  assert.ok(w.ok, JSON.stringify(!w.ok && w.error));
  const r = readXqf(w.value);
  assert.ok(r.ok, JSON.stringify(!r.ok && r.error));
  assert.deepEqual(r.value.warnings, [], 'a file the writer produces reads back without a warning');
  return { game: r.value.game, warnings, bytes: w.value };
};

/**
 * Every header comes back with exactly its value. XQF always has a result and a type byte, so a game without those
 * headers comes back with their defaults, Result "*" and XQFType "0", and nothing else is added.
 */
const assertSameHeaders = (back: Record<string, string>, original: Record<string, string>, what: string): void => {
  const defaults: Record<string, string> = { Result: '*', XQFType: '0' };
  const expected = { ...Object.fromEntries(Object.entries(defaults).filter(([k]) => !(k in original))), ...original };
  assert.deepEqual(back, expected, what);
};

/** The raw text of a header field in the bytes we wrote, decoded as other XQF programs would. */
const fieldOf = (bytes: Uint8Array, name: string): string => {
  const f = STRING_FIELDS.find(([n]) => n === name);
  assert.ok(f);
  const [, at] = f;
  return decodeGbk(bytes.subarray(at + 1, at + 1 + bytes[at]));
};

describe('XQF: what it has no room for travels whole', () => {
  it('headers without a field travel in the root comment and come back, with a warning naming them', () => {
    const g = newGame(START_FEN, { Event: '全国象棋个人赛', Round: '3', ECCO: 'B05', Variation: '红左横车', Result: '1-0' });
    g.root.comments = ['开局'];
    const { game, warnings, bytes } = roundTrip(g);
    assertSameHeaders(game.headers, g.headers, 'headers');
    assert.deepEqual(game.root.comments, ['开局']);
    assert.deepEqual(warnings.map((w) => w.code), ['WARN_XQF_NO_FIELD']);
    assert.match(warnings[0].message, /Round, ECCO, Variation/);
    assert.equal(fieldOf(bytes, 'Event'), '全国象棋个人赛');
  });

  it('a value too long for its field is cut at a character boundary there and travels whole', () => {
    for (const [name, , size] of STRING_FIELDS)
      for (const prefix of ['', 'a', 'ab', 'abc']) {
        // each Chinese character is two GBK bytes, so some prefix puts the field's end inside one
        const value = `${prefix}${'中国象棋协会大师'.repeat(Math.ceil(size / 8))}`;
        const { game, warnings, bytes } = roundTrip(newGame(START_FEN, { [name]: value }));
        assert.equal(game.headers[name], value, name);
        const field = fieldOf(bytes, name);
        assert.ok(!field.includes('\ufffd'), `${name}: ${field}`);
        assert.ok(value.startsWith(field) && field.length > 0, `${name}: ${field}`);
        assert.ok(bytes[STRING_FIELDS.find(([n]) => n === name)![1]] >= size - 2, `${name}: the field is used to its end`);
        assert.deepEqual(warnings.map((w) => w.code), ['WARN_XQF_FIELD']);
        assert.match(warnings[0].message, new RegExp(`^${name} is \\d+ bytes in GBK and its XQF field holds ${size - 1}`));
      }
  });

  it('characters GBK lacks, quotes, brackets, backslashes, new lines and edge spaces come back exactly', () => {
    const odd = { Red: '王天一😀', Black: ' 郑惟桐 ', Event: 'a "quoted" [%eval 1] \\ back]', Site: '', Remark: 'line one\nline two\r\u0007', '非ASCII名': '值' };
    const { game, warnings } = roundTrip(newGame(START_FEN, odd));
    assertSameHeaders(game.headers, odd, 'headers');
    assert.equal(game.root.comments.length, 0, 'nothing but the carried headers was in the root comment');
    assert.ok(warnings.some((w) => w.code === 'WARN_XQF_FIELD' && w.message.startsWith("Red has characters GBK lacks (😀)")), JSON.stringify(warnings));
  });

  it('a comment with characters GBK lacks is written with a warning', () => {
    const g = newGame(START_FEN, {});
    g.root.comments = ['好棋👍'];
    const { game, warnings } = roundTrip(g);
    assert.deepEqual(game.root.comments, ['好棋?']);
    assert.deepEqual(warnings.map((w) => [w.code, w.message]), [['WARN_XQF_GBK', "a comment has characters GBK lacks (👍): written as '?'"]]);
  });

  it('every file the writer produces reads back, with every header and the root comment (seeded random games)', () => {
    const next = rng(20261124);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)];
    const pieces = ['中', '炮', '象', 'a', 'Z', ' ', '"', '\\', ']', '[', '%', '\n', '\u0001', '😀', '€', '·', 'é', '\u3000', 'tag', '[%tag X "y"]'];
    const text = (n: number): string => Array.from({ length: n }, () => pick(pieces)).join('');
    const names = ['Event', 'Site', 'Red', 'Black', 'Title', 'Date', 'Round', 'ECCO', 'Result', 'XQFType', 'Opening', 'My Tag', '"q"', '名'];
    for (let i = 0; i < 300; i++) {
      const headers: Record<string, string> = {};
      for (let k = Math.floor(next() * 6); k > 0; k--) headers[pick(names)] = next() < 0.2 ? pick(['1-0', '*', '7', '300']) : text(Math.floor(next() * 60));
      const g = newGame(START_FEN, headers);
      // a root comment that itself ends in a whole tag line would be read as a carried header: the writer's
      // comments never do (they come from a game's text), and this generator keeps to that
      const comment = text(Math.floor(next() * 20));
      if (comment && !/\n\[%tag [^\n]*$/.test(`\n${comment}`)) g.root.comments = [comment];
      const { game } = roundTrip(g);
      assertSameHeaders(game.headers, headers, `game ${i}: ${JSON.stringify(headers)}`);
      // comment text keeps what GBK has; each character it lacks is one '?' (and a warning, tested above)
      const said = [...g.root.comments.join('\n')].map((ch) => (gbkHas(ch) ? ch : '?')).join('');
      assert.deepEqual(game.root.comments, said ? [said] : [], `game ${i}`);
    }
  });

  it('lifting carried headers is linear: 200,000 unclosed or broken tag lines end at once', () => {
    const broken = Array.from({ length: 200_000 }, (_, i) => (i % 2 ? '[%tag A "x' : '[%tag "\\" "\\\\\\')).join('\n');
    const lifted = liftTags(`${broken}\n${tagLine('Round', '3')}`);
    assert.deepEqual(lifted.tags, [['Round', '3']]);
    assert.equal(lifted.text, broken);
    const long = liftTags(`[%tag A "${'\\"'.repeat(500_000)}`);
    assert.deepEqual(long.tags, []);
    assert.equal(appendTags('', []), '');
  });

  eachShared(
    'every game of the shared corpus keeps every header through XQF',
    () => {
      const all = (d: string): string[] =>
        fs.readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? all(path.join(d, e.name)) : [path.join(d, e.name)]));
      // pgn/ and xqf/ hold every header of the corpus (the FEN lists under fen/ have none); the four move-tree
      // collections over 100 KB are left to the XQF round-trip test, which compares their headers exactly too
      return ['pgn', 'xqf'].map((d) => all(sharedPath(d)).filter((f) => !/[\\/]expected[\\/]|\.tsv$/i.test(f) && fs.statSync(f).size < 100_000));
    },
    (files, i) =>
      it(`every game of shared ${['pgn', 'xqf'][i]}/ keeps every header, its root comment and main line through XQF`, function () {
        this.timeout(30_000);
        let games = 0;
        let carried = 0;
        for (const f of files) {
          const r = readGames(fs.readFileSync(f), f);
          assert.ok(r.ok, f);
          for (const g of r.value.games) {
            const { game, warnings } = roundTrip(g);
            assertSameHeaders(game.headers, g.headers, f);
            assert.deepEqual(mainlineMoves(game), mainlineMoves(g), f);
            if (!warnings.some((w) => w.code === 'WARN_XQF_GBK')) assert.deepEqual(game.root.comments, g.root.comments.length ? [g.root.comments.join('\n')] : [], f);
            carried += warnings.filter((w) => w.code !== 'WARN_XQF_GBK').length;
            games++;
          }
        }
        assert.ok(games >= (i === 0 ? 60 : 40), `${games} games`);
        if (i === 0) assert.ok(carried > 50, `only ${carried} warnings about carried headers`);
      }),
  );
});
