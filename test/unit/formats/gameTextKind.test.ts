import { strict as assert } from 'node:assert';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fenTextKind, pgnTextKind } from '../../../src/formats/gameTextKind';
import { decodeText } from '../../../src/formats/text/encoding';
import { FIXTURES, eachShared, sharedPath } from '../../shared';

const SAMPLES = path.resolve(__dirname, '..', '..', '..', 'samples');
const fixture = (...p: string[]): string => fs.readFileSync(path.join(FIXTURES, ...p), 'utf8');
const sample = (name: string): string => fs.readFileSync(path.join(SAMPLES, name), 'utf8');

describe('formats/gameTextKind: Xiangqi or chess, from the content', () => {
  it('our Xiangqi samples and fixtures are Xiangqi', () => {
    for (const text of [sample('study-chinese.pgn'), sample('selfplay-1-wxf.pgn'), fixture('games', 'selfplay-1.pgn'), fixture('pgn', 'annotated_crlf.pgn')])
      assert.equal(pgnTextKind(text).kind, 'xiangqi', text.slice(0, 80));
  });

  it('a chess PGN is chess', () => {
    const v = pgnTextKind(fixture('chess', 'opening.pgn'));
    assert.equal(v.kind, 'chess', v.why);
  });

  it('tagless move text is judged by the words only one game writes', () => {
    assert.equal(pgnTextKind('1. 炮二平五 马８进７ 2. 马二进三 *').kind, 'xiangqi');
    assert.equal(pgnTextKind('1. C2.5 H8+7 2. H2+3 R9.8').kind, 'xiangqi');
    assert.equal(pgnTextKind('1. h2e2 h9g7 2. h0g2 i9h9').kind, 'xiangqi');
    assert.equal(pgnTextKind('1. Cbe2 Hc7 2. Hc2 Rb9').kind, 'xiangqi');
    assert.equal(pgnTextKind('1. e4 e5 2. Nf3 Nc6 3. O-O Qe7 4. e8=Q').kind, 'chess');
    // what both games could write decides nothing: leave it alone
    assert.equal(pgnTextKind('1. e4 e5 2. Nf3 Nc6 3. Bb5 a6').kind, 'unknown');
    assert.equal(pgnTextKind('').kind, 'unknown');
    assert.equal(pgnTextKind('hello world').kind, 'unknown');
  });

  it('tags outweigh moves, and [Variant] settles it', () => {
    // White/Black tags with Xiangqi SAN, as WinBoard writes: the Variant tag says which
    assert.equal(pgnTextKind('[White "a"]\n[Black "b"]\n[Variant "xiangqi"]\n\n1. Cbe2 Hc7 *').kind, 'xiangqi');
    assert.equal(pgnTextKind('[Variant "crazyhouse"]\n\n1. e4 e5 *').kind, 'chess');
    assert.equal(pgnTextKind('[Red "a"]\n\n1. e4 *').kind, 'xiangqi');
    assert.equal(pgnTextKind('[FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"]\n\n1. e4 *').kind, 'chess');
    assert.equal(pgnTextKind('[FEN "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1"]\n\n1. e1e2 *').kind, 'xiangqi');
    // a GBK file opened as UTF-8: its Chinese is mangled, its ASCII tags are not
    assert.equal(pgnTextKind('[Game "Chinese Chess"]\n[Event "\uFFFD\uFFFD"]\n1. \uFFFD\uFFFD\uFFFD\uFFFD *').kind, 'xiangqi');
  });

  it('reads only a bounded prefix', () => {
    const text = '[Red "a"]\n' + ' '.repeat(100_000) + '1. e4 e5 2. O-O O-O 3. Qd2 Qd7 '.repeat(10);
    assert.equal(pgnTextKind(text).kind, 'xiangqi');
  });

  it('FEN lists: ten ranks are Xiangqi, eight are chess', () => {
    assert.equal(fenTextKind(sample('positions.fen')).kind, 'xiangqi');
    assert.equal(fenTextKind(fixture('chess', 'positions.fen')).kind, 'chess');
    assert.equal(fenTextKind('# nothing yet\n').kind, 'unknown');
    assert.equal(fenTextKind('position fen 4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1 moves e0e1').kind, 'xiangqi');
  });

  eachShared(
    'every PGN-family file of the shared corpus is Xiangqi',
    () => ['chinese', 'wxf', 'iccs', 'other'].flatMap((d) => fs.readdirSync(sharedPath('pgn', d)).filter((f) => !f.endsWith('.ubb')).map((f) => path.join('pgn', d, f))),
    (rel) =>
      it(`${rel} is Xiangqi, read as its bytes decode and as UTF-8 (how an editor may open it)`, () => {
        const bytes = fs.readFileSync(sharedPath(rel));
        const asDecoded = pgnTextKind(decodeText(bytes).text);
        assert.equal(asDecoded.kind, 'xiangqi', asDecoded.why);
        const asUtf8 = pgnTextKind(new TextDecoder('utf-8').decode(bytes));
        assert.equal(asUtf8.kind, 'xiangqi', asUtf8.why);
      }),
  );

  eachShared(
    'every FEN list of the shared corpus is Xiangqi',
    () => ['eleeye_batch_puzzles.fen', 'start.fen', 'elephantchess_fens.txt', 'walker_puzzle_fens.txt'],
    (name) =>
      it(`fen/${name} is Xiangqi`, () => {
        const v = fenTextKind(decodeText(fs.readFileSync(sharedPath('fen', name))).text);
        assert.equal(v.kind, 'xiangqi', v.why);
      }),
  );
});
