// The language contributions of package.json: the files they name exist and agree with it, every
// pattern of the grammars compiles, and the grammar's move patterns take every move our writer writes
// in all three notations (and SAN from the corpus), whole, and nothing that is not a move.
// The grammar's colours inside a real VS Code are checked by test/integration/suites/language.test.ts.
import { strict as assert } from 'node:assert';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { START_FEN, parseFen } from '../../src/core/fen';
import { addMove, newGame } from '../../src/formats/game';
import { tokenize } from '../../src/formats/pgn/tokens';
import { writePgn } from '../../src/formats/pgn/writer';
import { decodeText } from '../../src/formats/text/encoding';
import { rng } from '../rng';
import { sharedExtras, sharedPath } from '../shared';

const ROOT = path.resolve(__dirname, '..', '..');
const json = (rel: string): any => JSON.parse(fs.readFileSync(path.join(ROOT, rel), 'utf8'));
const pkg = json('package.json');

type Rule = { match?: string; begin?: string; end?: string; patterns?: Rule[]; captures?: Record<string, Rule>; beginCaptures?: Record<string, Rule>; endCaptures?: Record<string, Rule>; repository?: Record<string, Rule> };

/** Every regex source of a grammar, with where it sits. */
const regexes = (rule: Rule, at = ''): Array<[string, string]> => {
  const out: Array<[string, string]> = [];
  for (const k of ['match', 'begin', 'end'] as const) if (rule[k]) out.push([`${at}.${k}`, rule[k]!]);
  rule.patterns?.forEach((p, i) => out.push(...regexes(p, `${at}.patterns[${i}]`)));
  for (const k of ['captures', 'beginCaptures', 'endCaptures', 'repository'] as const)
    for (const [n, r] of Object.entries(rule[k] ?? {})) out.push(...regexes(r, `${at}.${k}.${n}`));
  return out;
};

const grammar = json('syntaxes/xiangqi-pgn.tmLanguage.json');
const MOVES: RegExp[] = (grammar.repository.move.patterns as Rule[]).map((p) => new RegExp(`^(?:${p.match})$`));
const isMove = (word: string): boolean => MOVES.some((re) => re.test(word));

/** The move words of a PGN text, by our tokenizer. */
const moveWords = (text: string): string[] => [...tokenize(text)].filter((t) => t.kind === 'symbol').map((t) => t.text);

const randomGamesText = (seed: number, notation: 'zh' | 'wxf' | 'iccs'): string => {
  const r = rng(seed);
  const out: string[] = [];
  for (let g = 0; g < 20; g++) {
    const game = newGame();
    const p = parseFen(START_FEN);
    assert.ok(p.ok);
    let node = game.root;
    for (let i = 0; i < 120; i++) {
      const moves = p.value.legalMoves();
      if (!moves.length) break;
      const m = moves[Math.floor(r() * moves.length)];
      node = addMove(node, m);
      p.value.play(m);
    }
    out.push(writePgn(game, notation));
  }
  return out.join('\n');
};

describe('language contributions and grammars', () => {
  it('contributes xiangqi-pgn (.xqpgn) and xiangqi-fen (.xqfen), each with its configuration and grammar', () => {
    // `xiangqi`, the study notebook's cell language, has no files of its own (test/unit/host/studyContributions.test.ts)
    const langs = (pkg.contributes.languages as Array<{ id: string; extensions: string[]; configuration: string }>).filter((l) => l.id !== 'xiangqi');
    assert.deepEqual(langs.map((l) => [l.id, l.extensions]), [['xiangqi-pgn', ['.xqpgn']], ['xiangqi-fen', ['.xqfen']]]);
    for (const l of langs) assert.ok(fs.existsSync(path.join(ROOT, l.configuration)), l.configuration);
    const grammars = (pkg.contributes.grammars as Array<{ language: string; scopeName: string; path: string }>).filter((g) => g.language !== 'xiangqi');
    assert.deepEqual(grammars.map((g) => g.language), langs.map((l) => l.id));
    for (const g of grammars) assert.equal(json(g.path).scopeName, g.scopeName, g.path);
    // .pgn and .fen are claimed by content (src/host/language/languageClaim.ts), never by name
    assert.ok(!langs.some((l) => l.extensions.some((e) => /^\.(pgn|fen)$/i.test(e))));
    assert.ok(pkg.activationEvents.includes('onLanguage:plaintext'), 'a .pgn opening as plain text wakes the claim');
  });

  it('the PGN language configuration: comments, the three bracket pairs, auto-closing, folding markers', () => {
    const c = json('languages/xiangqi-pgn.language-configuration.json');
    assert.deepEqual(c.comments, { lineComment: ';', blockComment: ['{', '}'] });
    assert.deepEqual(c.brackets, [['(', ')'], ['{', '}'], ['[', ']']]);
    assert.deepEqual(c.autoClosingPairs.map((p: { open: string }) => p.open), ['(', '{', '[', '"']);
    assert.ok(new RegExp(c.folding.markers.start).test('{ #region opening }') && new RegExp(c.folding.markers.end).test('{#endregion}'));
    // a double click selects a whole move, whatever its notation
    const word = new RegExp(c.wordPattern, 'g');
    assert.deepEqual('1. C2.5 {x} 炮二平五 (h2e2) $1'.match(word), ['1.', 'C2.5', 'x', '炮二平五', 'h2e2', '1']);
  });

  for (const file of ['syntaxes/xiangqi-pgn.tmLanguage.json', 'syntaxes/xiangqi-fen.tmLanguage.json']) {
    it(`every pattern of ${file} compiles`, () => {
      const all = regexes(json(file));
      assert.ok(all.length > 10);
      for (const [at, src] of all) assert.doesNotThrow(() => new RegExp(src), `${at}: ${src}`);
    });
  }

  for (const notation of ['zh', 'wxf', 'iccs'] as const) {
    it(`takes every move our writer writes in ${notation} notation, whole (20 random games of 120 plies)`, () => {
      const words = moveWords(randomGamesText(notation.length * 7, notation));
      assert.ok(words.length > 2000);
      const missed = [...new Set(words.filter((w) => !isMove(w)))];
      assert.deepEqual(missed, []);
    });
  }

  it('takes SAN as WinBoard and pychess write it, and front/rear and tandem forms', () => {
    for (const w of ['Cbe2', 'Hxb9', 'Heg2', 'A10e9', 'c5', 'Rxb10+', 'O-O', '前车进一', '后马退二', '一兵平五', '二兵平三', 'C+.5', 'R-.2', 'C++1', 'h8+7', 'p3=2', 'b0-c2'])
      assert.ok(isMove(w), w);
  });

  const sanFiles = sharedExtras('SAN move words from the corpus', () => ['pgn/other/elephantchess_issue_545_winboard.pgn', 'pgn/other/elephantchess_davide2022_pychess.pgn']);
  for (const rel of sanFiles) {
    it(`takes every move of ${rel}`, () => {
      const words = moveWords(decodeText(fs.readFileSync(sharedPath(rel))).text);
      assert.ok(words.length > 50);
      assert.deepEqual([...new Set(words.filter((w) => !isMove(w)))], []);
    });
  }

  it('takes nothing that is not a move', () => {
    for (const w of ['1.', '12...', '1-0', '0-1', '1/2-1/2', '*', '$14', 'Event', 'hello', 'j2e2', 'h2e2e2', 'C2.0', '炮二平', '12'])
      assert.ok(!isMove(w), w);
  });
});
