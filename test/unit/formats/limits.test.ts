import { strict as assert } from 'node:assert';
import { START_FEN, parseFen } from '../../../src/core/fen';
import { parseMove } from '../../../src/core/notation';
import { readDhtmlXq } from '../../../src/formats/dhtmlxq/reader';
import { type Game, type GameNode, forEachNode, newGame, newNode } from '../../../src/formats/game';
import { READ_LIMITS } from '../../../src/formats/limits';
import { readPgn } from '../../../src/formats/pgn/reader';
import { readGameText, readGames } from '../../../src/formats/read';
import { writePgn } from '../../../src/formats/pgn/writer';
import { readXqf } from '../../../src/formats/xqf/reader';
import { writeXqf } from '../../../src/formats/xqf/writer';

/** Horses out and back, Red and Black in turn: a line that never ends. */
const CYCLE = ['h0g2', 'h9g7', 'g2h0', 'g7h9'];
/** DhtmlXQ digits of the same moves (x, then y counted from Black's side). */
const CYCLE_DIGITS = ['7967', '7062', '6779', '6270'];
const LEAF_DIGITS = ['0908', '0001']; // a0a1, a9a8

/**
 * A game whose k-th ply offers a chariot step first and a horse move second, play going on after the horse move
 * only: the horse move of ply k is nested k variations deep, as PGN writes it.
 */
const deepGame = (n: number): Game => {
  const g = newGame();
  const p = parseFen(START_FEN);
  assert.ok(p.ok);
  const pos = p.value;
  const move = (iccs: string): number => {
    const m = parseMove(pos, iccs, 'iccs');
    assert.ok(m.ok, iccs);
    return m.value;
  };
  let parent = g.root;
  for (let k = 1; k <= n; k++) {
    const horse = newNode(move(CYCLE[(k - 1) % 4]));
    parent.children.push(newNode(move(k % 2 ? 'a0a1' : 'a9a8')), horse);
    pos.play(horse.move);
    parent = horse;
  }
  return g;
};

/** The same shape as DhtmlXQ: branch k leaves branch k-1 at ply k with the horse move, then a chariot step. */
const deepDhtmlXq = (n: number): string => {
  const tags = [`[DhtmlXQ_movelist]${LEAF_DIGITS[0]}[/DhtmlXQ_movelist]`];
  for (let k = 1; k <= n; k++) tags.push(`[DhtmlXQ_move_${k - 1}_${k}_${k}]${CYCLE_DIGITS[(k - 1) % 4]}${LEAF_DIGITS[k % 2]}[/DhtmlXQ_move_${k - 1}_${k}_${k}]`);
  return tags.join('\n');
};

/** The deepest variation nesting of a game, counted as PGN writes it (a move after its parent's first opens one). */
const nesting = (g: Game): number => {
  let most = 0;
  const walk: Array<[GameNode, number]> = [[g.root, 0]];
  while (walk.length) {
    const [n, d] = walk.pop() as [GameNode, number];
    most = Math.max(most, d);
    n.children.forEach((c, i) => walk.push([c, i > 0 ? d + 1 : d]));
  }
  return most;
};
const size = (g: Game): number => {
  let n = 0;
  forEachNode(g, () => n++);
  return n;
};

describe('formats/limits: one set of bounds for every reader', () => {
  it('PGN: exactly the limit of nested variations reads; one more is refused at its "("', () => {
    const ok = readPgn(writePgn(deepGame(READ_LIMITS.maxDepth), 'iccs'));
    assert.ok(ok.ok);
    assert.deepEqual(ok.value.issues, []);
    assert.equal(nesting(ok.value.games[0]), READ_LIMITS.maxDepth);
    const over = readPgn(writePgn(deepGame(READ_LIMITS.maxDepth + 1), 'iccs'));
    assert.ok(over.ok);
    assert.deepEqual(over.value.issues.map((i) => i.code), ['ERR_PGN_DEPTH']);
  });

  it('XQF: variations nested deeper than the limit are not read, with one located warning, and the rest converts to a PGN that reads whole', () => {
    const bytes = writeXqf(deepGame(READ_LIMITS.maxDepth + 4));
    assert.ok(bytes.ok);
    const x = readXqf(bytes.value);
    assert.ok(x.ok);
    assert.deepEqual(x.value.warnings.map((w) => w.code), ['WARN_XQF_DEPTH']);
    // the first too deep holds the others: one variation, with all that is in it
    assert.match(x.value.warnings[0].message, /^1 variation nested deeper than 256 is not read/);
    assert.ok('offset' in x.value.warnings[0].place && x.value.warnings[0].place.offset >= 1024);
    assert.equal(nesting(x.value.game), READ_LIMITS.maxDepth);
    const back = readPgn(writePgn(x.value.game, 'iccs'));
    assert.ok(back.ok);
    assert.deepEqual(back.value.issues, []);
    assert.equal(size(back.value.games[0]), size(x.value.game));
  });

  it('the comment bound is on the text: a comment cut to it keeps its engine note, and reads back the same from PGN and XQF', () => {
    const text = `[Format "ICCS"]\n1. h2e2 {${'x'.repeat(READ_LIMITS.maxCommentChars + 5)} [%eval 35,12]} *`;
    const r = readPgn(text);
    assert.ok(r.ok);
    assert.deepEqual(r.value.issues.map((i) => i.code), ['WARN_PGN_COMMENT']);
    const node = r.value.games[0].root.children[0];
    assert.equal(node.comments[0].length, READ_LIMITS.maxCommentChars);
    assert.deepEqual(node.eval, { score: { kind: 'cp', value: 35 }, depth: 12 });
    const again = readPgn(writePgn(r.value.games[0], 'iccs'));
    assert.ok(again.ok);
    assert.deepEqual(again.value.issues, []);
    assert.deepEqual(again.value.games[0].root.children[0], { ...node, source: again.value.games[0].root.children[0].source });
    const x = writeXqf(r.value.games[0]);
    assert.ok(x.ok);
    const back = readXqf(x.value);
    assert.ok(back.ok);
    assert.deepEqual(back.value.warnings, []);
    assert.deepEqual([back.value.game.root.children[0].comments, back.value.game.root.children[0].eval], [node.comments, node.eval]);
  });

  it('XQF: comments within the bound each but past it together (one comment a move) are said by the writer', () => {
    const g = deepGame(1);
    g.root.children[1].comments = ['a'.repeat(60_000), 'b'.repeat(60_000)];
    const warned: string[] = [];
    const x = writeXqf(g, { onWarning: (w) => warned.push(w.code) });
    assert.ok(x.ok);
    assert.deepEqual(warned, ['WARN_XQF_LONG_COMMENT']);
    const back = readXqf(x.value);
    assert.ok(back.ok);
    assert.deepEqual(back.value.warnings.map((w) => w.code), ['WARN_XQF_LONG_COMMENT'], 'and reading it back says where it is cut');
  });

  it('a file over the byte bound is refused before it is decoded or read', () => {
    const r = readGames(new Uint8Array(READ_LIMITS.maxBytes + 1), 'big.pgn');
    assert.ok(!r.ok);
    assert.equal(r.error.code, 'ERR_FILE_TOO_BIG');
  });

  it('FEN lists and DhtmlXQ pages stop past their game bound with a located issue at the first game not read', () => {
    const fens = '3k5/9/9/9/9/9/9/9/9/4K4 w\n'.repeat(4);
    const f = readGameText(fens, 'x.fen', 3);
    assert.ok(f.ok);
    assert.equal(f.value.games.length, 3);
    assert.deepEqual(f.value.issues.map((i) => [i.code, i.place]), [['ERR_FEN_TOO_MANY_GAMES', { line: 4, column: 1 }]]);
    const page = '[DhtmlXQ][DhtmlXQ_movelist]7747[/DhtmlXQ_movelist][/DhtmlXQ]\n'.repeat(4);
    const d = readGameText(page, 'x.txt', 3);
    assert.ok(d.ok);
    assert.equal(d.value.games.length, 3);
    assert.deepEqual(d.value.issues.map((i) => [i.code, i.place]), [['ERR_DHTMLXQ_TOO_MANY_GAMES', { line: 4, column: 1 }]]);
  });

  it('a FEN list has no bound on lines of its own: a game after 200,000 comment lines is read', () => {
    const r = readGameText(`${'#\n'.repeat(200_000)}3k5/9/9/9/9/9/9/9/9/4K4 w\n`, 'x.fen');
    assert.ok(r.ok);
    assert.equal(r.value.games.length, 1);
    assert.deepEqual(r.value.issues, []);
  });

  it('FEN lists and UBB digits keep the character bound too', () => {
    for (const text of ['7747'.repeat(READ_LIMITS.maxChars / 4 + 1), `${START_FEN}\n`.repeat(READ_LIMITS.maxChars / START_FEN.length)]) {
      const r = readGameText(text, 'big.txt');
      assert.ok(!r.ok);
      assert.match(r.error.message, /^file has \d+ characters; the limit is 8000000$/);
    }
  });

  it('DhtmlXQ: no cap of its own on a branch\'s plies or on the number of branches', () => {
    // 1,500 plies in one branch (the reader once cut branches at 1,000 without a word)
    const long = readDhtmlXq(`[DhtmlXQ_movelist]${CYCLE_DIGITS.join('').repeat(375)}[/DhtmlXQ_movelist]`);
    assert.ok(long.ok);
    assert.deepEqual(long.value.issues, []);
    assert.equal(size(long.value.game), 1500);
    // 25,000 branches (it once dropped those past the 20,000th): the last one's move is there
    const tags = ['[DhtmlXQ_movelist]7747[/DhtmlXQ_movelist]'];
    for (let c = 1; c < 25_000; c++) tags.push(`[DhtmlXQ_move_0_1_${c}]7747[/DhtmlXQ_move_0_1_${c}]`);
    tags.push('[DhtmlXQ_move_0_1_25000]1747[/DhtmlXQ_move_0_1_25000]');
    const many = readDhtmlXq(tags.join(''));
    assert.ok(many.ok);
    assert.deepEqual(many.value.issues, []);
    assert.equal(many.value.game.root.children.length, 2);
  });

  it('DhtmlXQ: nesting past the limit, a branch of no known parent and one given twice are located issues', () => {
    const text = deepDhtmlXq(READ_LIMITS.maxDepth + 3);
    const r = readDhtmlXq(text);
    assert.ok(r.ok);
    assert.deepEqual(r.value.issues.map((i) => i.code), ['WARN_DHTMLXQ_DEPTH']);
    const w = r.value.issues[0];
    assert.match(w.message, /^3 variations nested deeper than 256/);
    assert.ok(w.span && text.slice(w.span.start, w.span.start + 4) === CYCLE_DIGITS[READ_LIMITS.maxDepth % 4]);
    assert.equal(nesting(r.value.game), READ_LIMITS.maxDepth);
    const at = deepDhtmlXq(READ_LIMITS.maxDepth);
    const exact = readDhtmlXq(at);
    assert.ok(exact.ok);
    assert.deepEqual(exact.value.issues, []);

    const odd = readDhtmlXq('[DhtmlXQ_movelist]7747[/DhtmlXQ_movelist]\n[DhtmlXQ_move_5_1_1]1747[/DhtmlXQ_move_5_1_1]\n[DhtmlXQ_move_0_1_2]2947[/DhtmlXQ_move_0_1_2]\n[DhtmlXQ_move_0_1_2]7062[/DhtmlXQ_move_0_1_2]');
    assert.ok(odd.ok);
    assert.deepEqual(odd.value.issues.map((i) => [i.code, i.place]), [
      ['WARN_DHTMLXQ_BRANCH', { line: 4, column: 21 }],
      ['ERR_DHTMLXQ_BRANCH', { line: 2, column: 21 }],
    ]);
  });
});
