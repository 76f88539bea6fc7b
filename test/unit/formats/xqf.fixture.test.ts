import { strict as assert } from 'node:assert';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { moveToIccs } from '../../../src/core/notation';
import { lines, newGame } from '../../../src/formats/game';
import { composedGame } from './xqf.composed';
import { readXqf } from '../../../src/formats/xqf/reader';
import { writeXqf } from '../../../src/formats/xqf/writer';
import { FIXTURES } from '../../shared';

const FILE = path.join(FIXTURES, 'xqf', 'composed_v12.xqf');

describe('XQF fixture written by our writer', () => {
  it('the writer still produces the committed bytes', () => {
    const w = writeXqf(composedGame());
    assert.ok(w.ok);
    assert.deepEqual(Buffer.from(w.value), fs.readFileSync(FILE));
  });

  it('reads back with start, side to move, lines, comments and headers', () => {
    const r = readXqf(new Uint8Array(fs.readFileSync(FILE)));
    assert.ok(r.ok);
    const g = r.value.game;
    assert.equal(r.value.version, 0x12);
    assert.equal(g.startFen, '3ak4/9/9/9/9/9/9/4C4/4p4/3K5 b');
    assert.deepEqual(lines(g).map((l) => l.map(moveToIccs).join(' ')), ['e1d1 d0d1', 'e1f1 d0e0']);
    assert.deepEqual(g.root.comments, ['黑先']);
    assert.deepEqual(g.root.children[1].comments, ['变着']);
    assert.equal(g.headers.Title, '组合测试');
    assert.equal(g.headers.Annotator, 'xqlens');
    assert.equal(g.headers.Result, '1-0');
  });

  it('keeps Black to move in a game without moves (WhoPlay byte)', () => {
    const w = writeXqf(newGame('3ak4/9/9/9/9/9/9/9/4p4/3K5 b'));
    assert.ok(w.ok);
    const r = readXqf(w.value);
    assert.ok(r.ok);
    assert.equal(r.value.game.startFen, '3ak4/9/9/9/9/9/9/9/4p4/3K5 b');
  });

  it('carries engine notes through XQF as comment commands', () => {
    const g = composedGame();
    const n = g.root.children[0];
    n.comments = ['好棋'];
    n.eval = { score: { kind: 'mate', value: -3 }, depth: 12, pv: ['d0d1', 'd9e9'] };
    g.root.children[1].eval = { score: { kind: 'cp', value: 35 } };
    const w = writeXqf(g);
    assert.ok(w.ok);
    const r = readXqf(w.value);
    assert.ok(r.ok);
    const m = r.value.game.root.children;
    assert.deepEqual(m[0].comments, ['好棋']);
    assert.deepEqual(m[0].eval, { score: { kind: 'mate', value: -3 }, depth: 12, pv: ['d0d1', 'd9e9'] });
    assert.deepEqual(m[1].comments, ['变着']);
    assert.deepEqual(m[1].eval, { score: { kind: 'cp', value: 35 } });
  });

  it('carries NAGs through XQF, which has no field for them, and keeps a best line given without a score', () => {
    const g = composedGame();
    const [a, b] = g.root.children;
    a.nags = [2, 14];
    a.comments = ['急着'];
    b.comments = ['变着'];
    b.eval = { pv: ['d0d1'] };
    const w = writeXqf(g);
    assert.ok(w.ok);
    const r = readXqf(w.value);
    assert.ok(r.ok);
    const [ra, rb] = r.value.game.root.children;
    assert.deepEqual(ra.nags, [2, 14]);
    assert.deepEqual(ra.comments, ['急着']);
    assert.equal(ra.eval, undefined);
    assert.deepEqual(rb.nags, []);
    assert.deepEqual(rb.comments, ['变着']);
    assert.deepEqual(rb.eval, { pv: ['d0d1'] });
    // and again: nothing doubles
    const w2 = writeXqf(r.value.game);
    assert.ok(w2.ok);
    const r2 = readXqf(w2.value);
    assert.ok(r2.ok);
    assert.deepEqual(r2.value.game.root.children.map((n) => [n.nags, n.comments, n.eval]), [[[2, 14], ['急着'], undefined], [[], ['变着'], { pv: ['d0d1'] }]]);
  });
});
